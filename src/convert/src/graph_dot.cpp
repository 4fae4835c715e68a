// A service template as DOT (graph.hpp): boxes for node templates, edges
// for the requirements that name node templates, one cluster per hosting
// stack. Read from the standard YAML rendering (standard_view.hpp).
#include "tosca/convert/graph.hpp"

#include "standard_view.hpp"

#include "tosca/support/xml_escape.hpp"
#include "tosca/yaml/emit.hpp"

#include <algorithm>
#include <filesystem>
#include <cctype>
#include <map>
#include <set>

namespace tosca::convert {

namespace {

using detail::get;
using detail::text_at;
using ir::Value;

/// At most `limit` bytes of `s`, cut at a character boundary, with an
/// ellipsis when cut.
std::string clip(const std::string& s, std::size_t limit)
{
  if (s.size() <= limit) {
    return s;
  }
  std::size_t n = limit;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) {
    --n;
  }
  return s.substr(0, n) + "\xE2\x80\xA6";
}

/// Text for an HTML-like label (Graphviz parses it as XML).
std::string html(const std::string& s)
{
  std::string out = escape_xml(s, true);
  // Graphviz reads a raw tab or newline in a label as layout, not text.
  std::replace(out.begin(), out.end(), '\n', ' ');
  std::replace(out.begin(), out.end(), '\t', ' ');
  return out;
}

/// Node identifiers: the name itself when it is plain (`[A-Za-z0-9_.-]`,
/// so the DOT reads well), else `#<n>`, which no plain name can be. The
/// box's label shows the real name either way.
class Ids
{
public:
  std::string operator()(const std::string& name)
  {
    auto it = m_ids.find(name);
    if (it != m_ids.end()) {
      return it->second;
    }
    const bool plain = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.' || c == '-';
    });
    std::string id = "\"" + (plain ? name : "#" + std::to_string(m_ids.size() + 1)) + "\"";
    m_ids.emplace(name, id);
    return id;
  }

private:
  std::map<std::string, std::string> m_ids;
};

bool secret(const std::string& key)
{
  std::string k = key;
  std::transform(k.begin(), k.end(), k.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const char* word : {"password", "passwd", "secret", "token", "private_key"}) {
    if (k.find(word) != std::string::npos) {
      return true;
    }
  }
  return false;
}

/// A property value in a few words: a scalar as written, a function as
/// `get_input: port`, collections by their size.
std::string summary(const Value& v)
{
  switch (v.kind) {
  case Value::Kind::string: return v.string.empty() ? "\"\"" : v.string;
  case Value::Kind::list: return "[" + std::to_string(v.items.size()) + " items]";
  case Value::Kind::map:
    if (v.entries.size() == 1 && v.entries.front().first.rfind("get_", 0) == 0) {
      const Value& args = v.entries.front().second;
      std::string out = v.entries.front().first + ":";
      for (const Value& a : args.kind == Value::Kind::list ? args.items : Value::Items{args}) {
        out += " " + (a.kind == Value::Kind::list || a.kind == Value::Kind::map ? "..." : summary(a));
      }
      return out;
    }
    if (v.entries.size() == 1 && (v.entries.front().first == "concat" ||
                                  v.entries.front().first == "join" ||
                                  v.entries.front().first == "token")) {
      return v.entries.front().first + "(...)";
    }
    return "{" + std::to_string(v.entries.size()) + " keys}";
  default: return yaml::emit_scalar(v);
  }
}

/// The short name of a type: the last part of a normative name.
std::string short_type(const std::string& type)
{
  for (const char* group : {"tosca.nodes.", "tosca.relationships."}) {
    if (type.rfind(group, 0) == 0) {
      return type.substr(std::string(group).size());
    }
  }
  return type.rfind("tosca:", 0) == 0 ? type.substr(6) : type;
}

enum class EdgeKind { hosting, connection, dependency };

struct Edge
{
  std::string source;
  std::string target;
  std::string label;
  EdgeKind kind;
};

class DotWriter
{
public:
  DotWriter(const detail::StandardView& view, const GraphOptions& options)
      : m_view(view), m_options(options)
  {
  }

  TopologyGraph write(const std::string& title, const std::string& source);

private:
  const detail::StandardView& m_view;
  const GraphOptions& m_options;
  std::vector<Edge> m_edges;
  std::map<std::string, std::string> m_host; ///< node -> the node it is hosted on
  Ids m_ids;

  std::string label(const std::string& name, const Value& def) const;
  std::map<std::string, std::string> m_root; ///< node -> the bottom of its stack (root_of)

  std::string root_of(const std::string& node);
};

std::string DotWriter::label(const std::string& name, const Value& def) const
{
  const std::string type = text_at(&def, "type");
  const bool machine = m_view.node_derives(type, "Compute");
  // One row per line, so the DOT reads as a table.
  const std::string row = "\n      ";
  std::string out = "<" + row + "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" "
                    "CELLPADDING=\"3\" STYLE=\"rounded\" COLOR=\"" +
                    std::string(machine ? "#3b6ea5" : "#555555") + "\" BGCOLOR=\"" +
                    (machine ? "#e3eef9" : "#ffffff") + "\">";
  // Extra padding: the browser's bold face runs wider than Graphviz measures.
  out += row + "<TR><TD CELLPADDING=\"5\"><B>" + html(clip(name, 40)) + "</B></TD></TR>";
  out += row + "<TR><TD><FONT POINT-SIZE=\"10\" COLOR=\"#555555\">" +
         html(clip(short_type(type), 48)) + "</FONT></TD></TR>";
  const Value* props = get(&def, "properties");
  if (props != nullptr && props->kind == Value::Kind::map && !props->entries.empty()) {
    std::size_t shown = 0;
    for (const auto& [key, value] : props->entries) {
      if (shown == m_options.properties) {
        break;
      }
      const std::string text = secret(key) ? "\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2"
                                           : clip(summary(value), 32);
      out += row + "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">" + html(clip(key, 24)) + ": " +
             html(text) + "</FONT></TD></TR>";
      ++shown;
    }
    if (props->entries.size() > shown) {
      out += row + "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"#777777\">+" +
             std::to_string(props->entries.size() - shown) + " more</FONT></TD></TR>";
    }
  }
  return out + row + "</TABLE>>";
}

std::string DotWriter::root_of(const std::string& node)
{
  // The chain from `node` down; every node on a chain that ends (no cycle)
  // has that chain's root, so a stack of N nodes is walked once, not N times.
  std::vector<std::string> path{node};
  std::set<std::string> seen{node};
  std::string at = node;
  for (auto it = m_host.find(at); it != m_host.end(); it = m_host.find(at)) {
    if (auto known = m_root.find(at); known != m_root.end()) {
      at = known->second;
      break;
    }
    if (!seen.insert(it->second).second) {
      return at; // a cycle: its nodes are not remembered, each stops where it repeats
    }
    at = it->second;
    path.push_back(at);
  }
  for (const auto& p : path) {
    m_root.emplace(p, at);
  }
  return at;
}

TopologyGraph DotWriter::write(const std::string& title, const std::string& source)
{
  TopologyGraph g;
  g.name = title;
  g.source = source;
  const Value* nodes = m_view.node_templates();
  const Value::Entries none;
  const auto& entries = nodes != nullptr && nodes->kind == Value::Kind::map ? nodes->entries : none;
  for (const auto& [name, def] : entries) {
    for (const detail::Wire& w : m_view.wires(name, def)) {
      Edge e{w.source, w.target, short_type(w.type.empty() ? w.requirement : w.type),
             EdgeKind::dependency};
      if (m_view.relationship_derives(w.type, "HostedOn")) {
        e.kind = EdgeKind::hosting;
        m_host.emplace(w.source, w.target);
      } else if (m_view.relationship_derives(w.type, "ConnectsTo")) {
        e.kind = EdgeKind::connection;
      }
      m_edges.push_back(std::move(e));
    }
  }
  // Stacks: every node under the node at the bottom of its hosting chain.
  std::map<std::string, std::vector<std::string>> stacks;
  std::vector<std::string> order;
  for (const auto& [name, def] : entries) {
    const std::string root = root_of(name);
    if (stacks.count(root) == 0) {
      order.push_back(root);
    }
    stacks[root].push_back(name);
  }

  std::string& out = g.dot;
  out += "digraph topology {\n";
  out += "  graph [fontname=\"DejaVu Sans\", fontsize=14, labelloc=t, labeljust=l, nodesep=0.5, "
         "ranksep=0.7, pad=0.3, label=<<B>" +
         html(clip(title, 80)) + "</B>  <FONT POINT-SIZE=\"10\" COLOR=\"#555555\">" +
         html(clip(source, 100)) + "</FONT>>];\n";
  out += "  node [shape=plain, fontname=\"DejaVu Sans\", fontsize=12];\n";
  out += "  edge [fontname=\"DejaVu Sans\", fontsize=9];\n";
  out += "  forcelabels=true;\n";
  std::size_t cluster = 0;
  for (const auto& root : order) {
    const auto& members = stacks[root];
    const bool stack = members.size() > 1;
    const std::string indent = stack ? "    " : "  ";
    if (stack) {
      out += "  subgraph cluster_" + std::to_string(cluster++) +
             " {\n    style=\"rounded,dashed\"; color=\"#9aaabb\"; label=\"\";\n";
    }
    for (const auto& name : members) {
      out += indent + m_ids(name) + " [label=" + label(name, *m_view.node_template(name)) + "];\n";
    }
    if (stack) {
      out += "  }\n";
    }
  }
  for (const auto& e : m_edges) {
    // Edges that do not rank (constraint=false) carry an xlabel: a label
    // of theirs would be a virtual node in the rank, and Graphviz 2.42
    // frees such flat-edge labels twice.
    out += "  " + m_ids(e.source) + " -> " + m_ids(e.target) +
           (e.kind == EdgeKind::hosting ? " [label=<" : " [xlabel=<") + html(clip(e.label, 40)) +
           ">";
    switch (e.kind) {
    case EdgeKind::hosting: out += ", color=\"#3b6ea5\", penwidth=1.4"; break;
    case EdgeKind::connection:
      out += ", color=\"#c0504d\", fontcolor=\"#c0504d\", style=dashed, constraint=false";
      break;
    case EdgeKind::dependency:
      out += ", color=\"#777777\", fontcolor=\"#555555\", style=dotted, constraint=false";
      break;
    }
    out += "];\n";
  }
  out += "}\n";
  g.nodes = entries.size();
  g.edges = m_edges.size();
  return g;
}

}  // namespace

std::vector<TopologyGraph> topology_graphs(const Workspace& ws, const GraphOptions& options)
{
  std::vector<TopologyGraph> graphs;
  // Made once, for the first picture: every view shares it.
  std::optional<detail::ViewContext> context;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    for (std::size_t s = 0; s < doc.service_templates.size(); ++s) {
      const ir::ServiceTemplate& st = doc.service_templates[s];
      std::string name = st.name.value_or(st.id);
      if (doc.origin == ir::Origin::yaml) {
        // YAML names its topology by metadata, else by its file.
        name = text_at(get(&doc.ext.yaml.get(), "metadata"), "template_name");
        if (name.empty()) {
          name = std::filesystem::path(doc.path.substr(doc.path.rfind('!') + 1)).stem().string();
        }
      }
      if (!options.service_template.empty() && options.service_template != st.id &&
          options.service_template != name) {
        continue;
      }
      // Pictures need no diagnostics of the YAML writer: the load reported
      // what matters.
      DiagnosticSink quiet(false);
      if (!context) {
        context.emplace(ws, yaml::WriteOptions{});
      }
      detail::StandardView view(ws, *context, d, s, {}, quiet);
      graphs.push_back(DotWriter(view, options).write(name, doc.path));
      if (doc.origin == ir::Origin::yaml) {
        break; // YAML holds one topology; the rest are the XML view's
      }
    }
  }
  return graphs;
}

}  // namespace tosca::convert
