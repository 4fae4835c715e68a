// The rules of a TOSCAlite model (seed 004), checked while reading it:
// structure, node names and types, property keys, machine properties,
// operations, relationship types and ends, artifact paths.
#include "toscalite_model.hpp"

#include "tosca/support/xml_escape.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace tosca::xml::detail {

namespace {

std::string attr(const Node& n, std::string_view name)
{
  for (const auto& a : n.attributes()) {
    if (a.ns().empty() && a.local() == name) {
      return std::string(a.value());
    }
  }
  return {};
}

std::string trimmed(std::string s)
{
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) {
    return {};
  }
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

bool all_of_chars(std::string_view s, std::string_view allowed)
{
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [&](char c) { return allowed.find(c) != allowed.npos; });
}

class LiteReader
{
public:
  LiteReader(const Tree& tree, const std::string& path, DiagnosticSink& sink)
      : m_tree(tree), m_path(path), m_sink(sink)
  {
  }

  void read()
  {
    bool has_nodes = false;
    for (std::uint32_t section : elements(m_tree.root)) {
      const Node& s = m_tree.at(section);
      if (s.local() == "Nodes") {
        has_nodes = true;
        for (std::uint32_t n : elements(section)) {
          node(n);
        }
      } else if (s.local() == "Relationships") {
        for (std::uint32_t r : elements(section)) {
          relationship(r);
        }
      } else {
        error(s.location(), "TOSCALITE_STRUCTURE", "unknown element '" + std::string(s.local()) + "' in Model (Nodes, Relationships)");
      }
    }
    if (!has_nodes) {
      error(m_tree.at(m_tree.root).location(), "TOSCALITE_STRUCTURE", "the Model has no Nodes block");
    }
    check_relationships();
  }

  std::vector<LiteNode> nodes;
  std::vector<LiteRelationship> relationships;

private:
  std::vector<std::uint32_t> elements(std::uint32_t i) const
  {
    std::vector<std::uint32_t> out;
    for (std::uint32_t c : m_tree.at(i).children()) {
      if (m_tree.at(c).kind == Node::Kind::element) {
        out.push_back(c);
      }
    }
    return out;
  }

  void error(ir::Location at, const char* code, std::string message)
  {
    m_sink.error(m_path, at.line, at.column, code, std::move(message));
  }

  void warning(ir::Location at, const char* code, std::string message)
  {
    m_sink.warning(m_path, at.line, at.column, code, std::move(message));
  }

  /// A path must name a file inside the archive: relative paths are taken
  /// from the node's folder (or relationships/), `/x` from the root.
  void check_path(ir::Location at, const std::string& folder, const std::string& path)
  {
    if (path.empty()) {
      error(at, "TOSCALITE_PATH", "an artifact path is empty");
      return;
    }
    int depth = path.front() == '/' ? 0 : 1;
    std::size_t start = path.front() == '/' ? 1 : 0;
    while (start <= path.size()) {
      std::size_t end = path.find('/', start);
      const std::string part = path.substr(start, end == std::string::npos ? end : end - start);
      depth += part == ".." ? -1 : part.empty() || part == "." ? 0 : 1;
      if (depth < 0) {
        error(at, "TOSCALITE_PATH",
              "artifact path '" + path + "' leaves the archive (taken from " +
                  (path.front() == '/' ? std::string("the archive root") : folder) + ")");
        return;
      }
      if (end == std::string::npos) {
        break;
      }
      start = end + 1;
    }
  }

  std::vector<std::pair<std::string, std::string>> keyed(std::uint32_t i, std::string_view child,
                                                         bool lower_keys)
  {
    std::vector<std::pair<std::string, std::string>> out;
    for (std::uint32_t p : elements(i)) {
      const Node& n = m_tree.at(p);
      if (n.local() != child) {
        error(n.location(), "TOSCALITE_STRUCTURE", "unknown element '" + std::string(n.local()) + "' (expected " + std::string(child) + ")");
        continue;
      }
      std::string key = attr(n, "key");
      if (lower_keys && !is_ncname(key)) {
        // It would be an element name in the TOSCA rendering.
        error(n.location(), "TOSCALITE_KEY",
              "property key '" + key + "' is not a name (lower-case letters, as the spec says)");
        continue;
      }
      if (lower_keys && std::any_of(out.begin(), out.end(),
                                    [&](const auto& p) { return p.first == key; })) {
        error(n.location(), "TOSCALITE_KEY", "property key '" + key + "' is given twice");
        continue;
      }
      if (lower_keys && !all_of_chars(key, "abcdefghijklmnopqrstuvwxyz")) {
        // TOSCAlite's own parser accepts them (its "valid" fixtures use
        // defaultUsername), so this is a warning.
        warning(n.location(), "TOSCALITE_KEY", "property key '" + key + "' should be lower-case letters only");
      }
      out.emplace_back(key, trimmed(text_of(m_tree, p)));
    }
    return out;
  }

  void node(std::uint32_t i)
  {
    const Node& e = m_tree.at(i);
    if (e.local() != "Node") {
      error(e.location(), "TOSCALITE_STRUCTURE", "unknown element '" + std::string(e.local()) + "' in Nodes");
      return;
    }
    LiteNode n;
    n.at = e.location();
    for (std::uint32_t c : elements(i)) {
      const Node& f = m_tree.at(c);
      if (f.local() == "Name") {
        n.name = trimmed(text_of(m_tree, c));
      } else if (f.local() == "Type") {
        n.type = trimmed(text_of(m_tree, c));
      } else if (f.local() == "Properties") {
        n.properties = keyed(c, "Property", true);
      } else if (f.local() == "DeploymentArtifacts") {
        n.files = keyed(c, "DeploymentArtifact", false);
        for (std::uint32_t d : elements(c)) {
          check_path(m_tree.at(d).location(), "the node's folder", trimmed(text_of(m_tree, d)));
        }
      } else if (f.local() == "ImplementationArtifacts") {
        for (std::uint32_t s : elements(c)) {
          const std::string op(m_tree.at(s).local());
          if (op != "Create" && op != "Start" && op != "Stop") {
            error(m_tree.at(s).location(), "TOSCALITE_OPERATION", "unknown operation '" + op + "' (Create, Start, Stop)");
            continue;
          }
          if (std::any_of(n.scripts.begin(), n.scripts.end(),
                          [&](const auto& x) { return x.first == op; })) {
            error(m_tree.at(s).location(), "TOSCALITE_OPERATION", op + " is given twice");
            continue;
          }
          n.scripts.emplace_back(op, trimmed(text_of(m_tree, s)));
          check_path(m_tree.at(s).location(), "the node's folder", n.scripts.back().second);
        }
      } else if (f.local() == "DeploymentArtifact") {
        // TOSCAlite's own parser accepts this outside DeploymentArtifacts.
        warning(f.location(), "TOSCALITE_STRUCTURE", "DeploymentArtifact outside DeploymentArtifacts; read as one of them");
        n.files.emplace_back(attr(f, "key"), trimmed(text_of(m_tree, c)));
        check_path(f.location(), "the node's folder", n.files.back().second);
      } else {
        error(f.location(), "TOSCALITE_STRUCTURE", "unknown element '" + std::string(f.local()) + "' in Node");
      }
    }
    if (!all_of_chars(n.name, "abcdefghijklmnopqrstuvwxyz-_1234567890")) {
      error(n.at, "TOSCALITE_NAME", "node name '" + n.name +
                      "' must be made of a-z, 0-9, '-' and '_' (and cannot be empty)");
      return;
    }
    if (!m_names.insert(n.name).second) {
      error(n.at, "TOSCALITE_DUPLICATE", "node name '" + n.name + "' is used twice");
      return;
    }
    if (n.type == "machine") {
      for (std::string_view key : {"ip", "username", "password"}) {
        if (std::none_of(n.properties.begin(), n.properties.end(),
                         [&](const auto& p) { return p.first == key; })) {
          error(n.at, "TOSCALITE_MACHINE", "machine '" + n.name + "' has no '" + std::string(key) + "' property");
        }
      }
    } else if (n.type == "service") {
      if (std::none_of(n.scripts.begin(), n.scripts.end(),
                       [](const auto& s) { return s.first == "Create"; })) {
        error(n.at, "TOSCALITE_OPERATION", "service '" + n.name + "' has no Create implementation artifact");
      }
    } else {
      error(n.at, "TOSCALITE_NODE_TYPE", "node type '" + n.type + "' is neither machine nor service");
      return;
    }
    nodes.push_back(std::move(n));
  }

  void relationship(std::uint32_t i)
  {
    const Node& e = m_tree.at(i);
    if (e.local() != "Relationship") {
      error(e.location(), "TOSCALITE_STRUCTURE", "unknown element '" + std::string(e.local()) + "' in Relationships");
      return;
    }
    bool has_script = false;
    LiteRelationship r;
    r.at = e.location();
    for (std::uint32_t c : elements(i)) {
      const std::string name(m_tree.at(c).local());
      std::string value = trimmed(text_of(m_tree, c));
      if (name == "Type") {
        r.type = value;
      } else if (name == "Source") {
        r.source = value;
      } else if (name == "Target") {
        r.target = value;
      } else if (name == "ImplementationArtifact") {
        r.script = value;
        has_script = true;
      } else {
        error(m_tree.at(c).location(), "TOSCALITE_STRUCTURE", "unknown element '" + name + "' in Relationship");
      }
    }
    if (has_script) {
      check_path(r.at, "relationships/", r.script);
    }
    if (r.type != "hostedOn" && r.type != "connectsTo") {
      error(r.at, "TOSCALITE_RELATIONSHIP_TYPE", "relationship type '" + r.type + "' is neither hostedOn nor connectsTo");
      return;
    }
    relationships.push_back(std::move(r));
  }

  /// Checks each relationship's ends; one that names a missing node is
  /// left out (it has nothing to join).
  void check_relationships()
  {
    std::map<std::string, std::string> type_of;
    for (const auto& n : nodes) {
      type_of[n.name] = n.type;
    }
    std::vector<LiteRelationship> kept;
    for (auto& r : relationships) {
      bool ends = true;
      for (const std::string* end : {&r.source, &r.target}) {
        if (type_of.count(*end) == 0) {
          error(r.at, "TOSCALITE_ENDPOINT", "relationship names node '" + *end + "', which the model does not define");
          ends = false;
        }
      }
      if (!ends) {
        continue;
      }
      const bool machines = type_of[r.source] == "machine" || type_of[r.target] == "machine";
      if (r.source == r.target) {
        error(r.at, "TOSCALITE_ENDPOINT", "node '" + r.source + "' cannot be related to itself");
      } else if (r.type == "hostedOn" && type_of[r.source] == "machine") {
        error(r.at, "TOSCALITE_ENDPOINT", "machine '" + r.source + "' cannot be hosted on another node");
      } else if (r.type == "connectsTo" && machines) {
        error(r.at, "TOSCALITE_ENDPOINT", "connectsTo joins services, not machines ('" + r.source + "' to '" + r.target +
                        "')");
      }
      kept.push_back(std::move(r));
    }
    relationships = std::move(kept);
  }

  const Tree& m_tree;
  const std::string& m_path;
  DiagnosticSink& m_sink;
  std::set<std::string> m_names;
};


}  // namespace

LiteModel read_toscalite_model(const Tree& tree, const std::string& path, DiagnosticSink& sink)
{
  LiteReader reader(tree, path, sink);
  reader.read();
  return {std::move(reader.nodes), std::move(reader.relationships)};
}

}  // namespace tosca::xml::detail
