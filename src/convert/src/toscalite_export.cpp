// TOSCAlite as an output: reads the standard part of the YAML rendering of
// one service template and makes the TOSCAlite model it stands for, or
// lists what does not fit (toscalite_export.hpp). The inverse of the
// mapping in read_toscalite.cpp and docs/mapping.md#toscalite.
#include "tosca/convert/toscalite_export.hpp"

#include "standard_view.hpp"

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/yaml/emit.hpp"
#include "tosca/yaml/writer.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace tosca::convert {

namespace {

namespace fs = std::filesystem;

using ir::Value;
using detail::get;
using detail::text_at;
using detail::text_of;

constexpr const char* k_code = "TOSCALITE_EXPORT";

bool is_scalar(const Value& v)
{
  return v.kind != Value::Kind::list && v.kind != Value::Kind::map;
}

/// A scalar as TOSCAlite text (TOSCAlite properties are strings).
std::string scalar_text(const Value& v)
{
  if (v.kind == Value::Kind::string) {
    return v.string;
  }
  return v.is_null() ? std::string() : yaml::emit_scalar(v);
}

/// One implemented operation: interface key, operation, implementation.
struct Implemented
{
  std::string interface;
  std::string operation;
  const Value* implementation;
  const Value* inputs;
  bool lifecycle; ///< of the interface the kind's lifecycle type names
};

const std::set<std::string> k_interface_keys = {"type", "inputs", "description", "notifications",
                                                "derived_from", "metadata"};

/// The implemented operations of `interfaces` maps, the first listed
/// winning (a template's over its type's, a type's over its parent's).
std::vector<Implemented> implemented(const std::vector<const Value*>& interfaces,
                                     std::string_view lifecycle_key,
                                     std::string_view lifecycle_type)
{
  std::vector<Implemented> out;
  std::set<std::pair<std::string, std::string>> seen;
  for (const Value* map : interfaces) {
    if (map == nullptr || map->kind != Value::Kind::map) {
      continue;
    }
    for (const auto& interface : map->entries) {
      // Named, not bound: Clang 14 cannot capture structured bindings.
      const std::string& iname = interface.first;
      const Value& idef = interface.second;
      const std::string* type = text_of(get(&idef, "type"));
      const bool lifecycle =
          iname == lifecycle_key ||
          (type != nullptr && (*type == lifecycle_type ||
                               *type == "tosca:" + std::string(lifecycle_key)));
      auto visit = [&](const Value* ops, bool skip_keys) {
        if (ops == nullptr || ops->kind != Value::Kind::map) {
          return;
        }
        for (const auto& [oname, odef] : ops->entries) {
          if ((skip_keys && k_interface_keys.count(oname) != 0) || oname == "operations") {
            continue;
          }
          const Value* impl = odef.kind == Value::Kind::string ? &odef : get(&odef, "implementation");
          if (!seen.insert({iname, oname}).second) {
            continue;
          }
          if (impl != nullptr && !impl->is_null()) {
            out.push_back({iname, oname, impl, get(&odef, "inputs"), lifecycle});
          }
        }
      };
      visit(&idef, true);
      visit(get(&idef, "operations"), false);
    }
  }
  return out;
}

/// View contexts by package root: the exports of one run share them (the
/// artifact paths a context renders depend on the root only).
using SharedContexts = std::map<std::string, std::unique_ptr<detail::ViewContext>>;

class Exporter
{
public:
  Exporter(const Workspace& ws, std::size_t document, const FileSet& files, DiagnosticSink& sink,
           SharedContexts* shared = nullptr)
      : m_ws(ws), m_doc(ws.model.documents.at(document)), m_files(files), m_sink(sink),
        m_shared(shared)
  {
  }

  ToscaliteExport run(std::size_t document);

private:
  const Workspace& m_ws;
  const ir::Document& m_doc;
  const FileSet& m_files;
  DiagnosticSink& m_sink;
  SharedContexts* m_shared;
  std::optional<detail::ViewContext> m_context;
  std::optional<detail::StandardView> m_view;
  std::string m_root;            ///< the package root (a FileSet directory)
  std::string m_base;            ///< what the rendered paths are relative to
  std::map<std::string, ir::Location> m_at; ///< node templates by name
  bool m_fits = true;
  ToscaliteExport m_out;

  void misfit(const ir::Location& at, const std::string& message)
  {
    m_fits = false;
    m_sink.error(m_doc.path, at.line, at.column, k_code, message);
  }
  ir::Location at(const Value& v, const std::string& node = {}) const
  {
    if (v.location.known()) {
      return v.location;
    }
    auto it = m_at.find(node);
    return it == m_at.end() ? m_doc.ext.location : it->second;
  }

  std::string archive_path(const Value& where, const std::string& node, const std::string& path);
  std::string path_of(const Value& implementation, const Value& node_def, const std::string& node);
  void node(const std::string& name, const Value& def);
  void relationships(const Value& nodes);
};

/// The file `path` (as the rendering names it) as a path below the package
/// root, remembered for the archive; "" after a misfit.
std::string Exporter::archive_path(const Value& where, const std::string& node,
                                   const std::string& path)
{
  if (path.find("://") != std::string::npos) {
    misfit(at(where, node), "node '" + node + "': '" + path +
                                "' is a URL; TOSCAlite artifacts are files in the archive");
    return {};
  }
  std::optional<std::string> full = FileSet::join(m_base, path);
  std::string inside = full ? FileSet::relative(*full, m_root) : std::string("..");
  // Outside: not joinable (it leaves an archive), in another archive than
  // the package, or above the package root.
  if (!full || FileSet::archive_of(*full) != FileSet::archive_of(m_root) || inside == ".." ||
      inside.rfind("../", 0) == 0 || fs::path(inside).is_absolute()) {
    misfit(at(where, node), "node '" + node + "': '" + path +
                                "' lies outside the package; a TOSCAlite archive holds every "
                                "file it names");
    return {};
  }
  if (!m_files.is_file(*full)) {
    m_sink.warning(m_doc.path, at(where, node).line, at(where, node).column,
                   "ARTIFACT_FILE_MISSING",
                   "'" + inside + "' is not in the package; the model names it anyway");
  } else if (std::none_of(m_out.files.begin(), m_out.files.end(),
                          [&](const auto& f) { return f.first == inside; })) {
    m_out.files.emplace_back(inside, *full);
  }
  return inside;
}

/// The script of an operation implementation: a file, or the primary file
/// (a path, an artifact definition, or the name of an artifact of the node).
std::string Exporter::path_of(const Value& impl, const Value& node_def, const std::string& node)
{
  const Value* file = &impl;
  if (impl.kind == Value::Kind::map) {
    const Value* deps = get(&impl, "dependencies");
    if (deps != nullptr && !deps->empty()) {
      misfit(at(impl, node), "node '" + node + "': an implementation with dependencies; a "
                             "TOSCAlite operation runs one script");
      return {};
    }
    file = get(&impl, "primary");
    if (file == nullptr) {
      file = get(&impl, "file");
    }
  }
  if (file != nullptr && file->kind == Value::Kind::map) {
    file = get(file, "file");
  }
  if (file != nullptr && file->kind == Value::Kind::string) {
    if (const Value* a = get(get(&node_def, "artifacts"), file->string)) {
      const Value* f = a->kind == Value::Kind::map ? get(a, "file") : a;
      if (f != nullptr && f->kind == Value::Kind::string) {
        return f->string;
      }
    }
    return file->string;
  }
  misfit(at(impl, node), "node '" + node + "': an implementation that names no file");
  return {};
}

bool lite_name(const std::string& name)
{
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

std::string upper(std::string s)
{
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') {
      c = static_cast<char>(c - 'a' + 'A');
    }
  }
  return s;
}

/// True for operation inputs that only restate TOSCAlite's environment
/// variables: `<NODE>_<KEY>: {get_property: [<node>, <key>]}`.
bool environment_inputs(const Value* inputs)
{
  if (inputs == nullptr || inputs->empty()) {
    return true;
  }
  if (inputs->kind != Value::Kind::map) {
    return false;
  }
  return std::all_of(inputs->entries.begin(), inputs->entries.end(), [](const auto& e) {
    const Value* args = get(&e.second, "get_property");
    if (args == nullptr || args->kind != Value::Kind::list || args->items.size() != 2) {
      return false;
    }
    const std::string* node = text_of(&args->items[0]);
    const std::string* key = text_of(&args->items[1]);
    return node != nullptr && key != nullptr && e.first == upper(*node) + "_" + upper(*key);
  });
}

const std::set<std::string> k_template_keys = {"type", "properties", "requirements", "artifacts",
                                               "interfaces"};

void Exporter::node(const std::string& name, const Value& def)
{
  xml::ToscaliteNode n;
  n.name = name;
  n.at = at(def, name);
  if (!lite_name(name)) {
    misfit(n.at, "node '" + name + "': TOSCAlite node names use only a-z, 0-9, '-' and '_'");
  }
  for (const auto& e : def.entries) {
    if (k_template_keys.count(e.first) == 0 && !e.second.empty()) {
      misfit(at(e.second, name), "node '" + name + "' has '" + e.first +
                                     "', which a TOSCAlite node cannot carry");
    }
  }
  const std::string type = text_at(&def, "type");
  const std::vector<std::string> types = m_view->node_chain(type);
  const bool machine = m_view->node_derives(type, "Compute");
  n.type = machine ? "machine" : "service";

  // Properties: the template's values, then defaults its types declare.
  if (const Value* props = get(&def, "properties"); props != nullptr && props->kind == Value::Kind::map) {
    for (const auto& [key, value] : props->entries) {
      if (!is_scalar(value)) {
        misfit(at(value, name), "node '" + name + "': property '" + key +
                                    "' is not a plain value; TOSCAlite properties are text");
        continue;
      }
      n.properties.emplace_back(key, scalar_text(value));
    }
  }
  for (const auto& t : types) {
    const Value* defs = get(m_view->node_type(t), "properties");
    for (const auto& e : defs != nullptr && defs->kind == Value::Kind::map ? defs->entries
                                                                           : Value::Entries{}) {
      const Value* dflt = get(&e.second, "default");
      const bool set = std::any_of(n.properties.begin(), n.properties.end(),
                                   [&](const auto& p) { return p.first == e.first; });
      if (dflt != nullptr && is_scalar(*dflt) && !set) {
        n.properties.emplace_back(e.first, scalar_text(*dflt));
      }
    }
  }

  // Scripts: Standard create, start and stop, the template's before its types'.
  std::vector<const Value*> interfaces{get(&def, "interfaces")};
  for (const auto& t : types) {
    interfaces.push_back(get(m_view->node_type(t), "interfaces"));
  }
  bool has_create = false;
  for (const auto& op : implemented(interfaces, "Standard", "tosca.interfaces.node.lifecycle.Standard")) {
    const std::string what = "node '" + name + "': operation " + op.interface + "." + op.operation;
    const char* lite = !op.lifecycle             ? nullptr
                       : op.operation == "create" ? "Create"
                       : op.operation == "start"  ? "Start"
                       : op.operation == "stop"   ? "Stop"
                                                  : nullptr;
    if (machine || lite == nullptr) {
      misfit(at(*op.implementation, name),
             what + (machine ? " on a machine; TOSCAlite machines run no scripts"
                             : "; TOSCAlite services run only Standard create, start and stop"));
      continue;
    }
    has_create = has_create || op.operation == "create";
    if (!environment_inputs(op.inputs)) {
      misfit(at(*op.inputs, name), what + " has inputs; TOSCAlite scripts get only the "
                                          "<NODE>_<KEY> environment variables");
    }
    const std::string path = path_of(*op.implementation, def, name);
    const std::string inside = path.empty() ? path : archive_path(*op.implementation, name, path);
    if (!inside.empty()) {
      const std::string folder = name + "/";
      n.scripts.emplace_back(lite, inside.rfind(folder, 0) == 0 ? inside.substr(folder.size())
                                                                : "/" + inside);
    }
  }
  std::stable_sort(n.scripts.begin(), n.scripts.end(), [](const auto& a, const auto& b) {
    auto rank = [](const std::string& s) { return s == "Create" ? 0 : s == "Start" ? 1 : 2; };
    return rank(a.first) < rank(b.first);
  });
  if (!machine && !has_create) {
    misfit(n.at, "node '" + name + "' has no Standard create implementation; every TOSCAlite "
                 "service needs a Create script");
  }

  // Deployment artifacts: the template's.
  if (const Value* arts = get(&def, "artifacts"); arts != nullptr && arts->kind == Value::Kind::map) {
    for (const auto& [key, a] : arts->entries) {
      const Value* file = a.kind == Value::Kind::map ? get(&a, "file") : &a;
      if (machine) {
        misfit(at(a, name), "node '" + name + "': artifact '" + key +
                                "' on a machine; TOSCAlite machines have no artifacts");
        continue;
      }
      if (file == nullptr || file->kind != Value::Kind::string) {
        misfit(at(a, name), "node '" + name + "': artifact '" + key + "' names no file");
        continue;
      }
      const std::string inside = archive_path(a, name, file->string);
      if (!inside.empty()) {
        const std::string folder = name + "/";
        n.files.emplace_back(key, inside.rfind(folder, 0) == 0 ? inside.substr(folder.size())
                                                               : "/" + inside);
      }
    }
  }
  if (machine) {
    for (const char* key : {"ip", "username", "password"}) {
      if (std::none_of(n.properties.begin(), n.properties.end(),
                       [&](const auto& p) { return p.first == key; })) {
        misfit(n.at, "machine '" + name + "' has no '" + key +
                         "' property; TOSCAlite machines need ip, username and password");
      }
    }
  }
  m_out.model.nodes.push_back(std::move(n));
}

void Exporter::relationships(const Value& nodes)
{
  std::unordered_map<std::string, std::string> kinds;
  for (const auto& n : m_out.model.nodes) {
    kinds.emplace(n.name, n.type);
  }
  auto kind_of = [&](const std::string& node) { return kinds[node]; };
  std::vector<std::pair<std::size_t, xml::ToscaliteRelationship>> found;
  for (const auto& [source, def] : nodes.entries) {
    std::vector<const Value*> unwired;
    for (detail::Wire& w : m_view->wires(source, def, &unwired)) {
      const std::string what = "node '" + source + "': requirement '" + w.requirement + "'";
      xml::ToscaliteRelationship r;
      r.source = source;
      r.target = w.target;
      r.at = at(*w.assignment, source);
      if (m_view->relationship_derives(w.type, "HostedOn")) {
        r.type = "hostedOn";
      } else if (m_view->relationship_derives(w.type, "ConnectsTo") ||
                 m_view->relationship_derives(w.type, "RoutesTo")) {
        r.type = "connectsTo";
      } else {
        misfit(r.at, what + ": relationship '" + (w.type.empty() ? "(none)" : w.type) +
                         "' is neither HostedOn nor ConnectsTo");
        continue;
      }
      for (const auto& t : m_view->relationship_chain(w.type)) {
        w.interfaces.push_back(get(m_view->relationship_type(t), "interfaces"));
      }
      const auto ops = implemented(w.interfaces, "Configure", "tosca.interfaces.relationship.Configure");
      for (std::size_t k = 0; k < ops.size(); ++k) {
        if (r.type != "connectsTo" || k != 0 || !ops[k].lifecycle) {
          misfit(at(*ops[k].implementation, source),
                 what + ": operation " + ops[k].interface + "." + ops[k].operation +
                     "; a TOSCAlite connectsTo runs one Configure script, a hostedOn none");
          continue;
        }
        const std::string path = path_of(*ops[k].implementation, def, source);
        const std::string inside =
            path.empty() ? path : archive_path(*ops[k].implementation, source, path);
        if (!inside.empty()) {
          r.script = inside.rfind("relationships/", 0) == 0 ? inside.substr(14) : "/" + inside;
        }
      }
      const std::string source_kind = kind_of(r.source);
      if (r.source == r.target) {
        misfit(r.at, what + ": a node related to itself");
      } else if (source_kind == "machine") {
        misfit(r.at, what + ": a machine as the source of a relationship");
      } else if (r.type == "connectsTo" && kind_of(r.target) == "machine") {
        misfit(r.at, what + ": a connectsTo to a machine; TOSCAlite connects services only");
      }
      found.emplace_back(w.order, std::move(r));
    }
    for (const Value* a : unwired) {
      misfit(at(*a, source), "node '" + source + "': a requirement that names no node "
                             "template; TOSCAlite relationships join two nodes of the model");
    }
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& f : found) {
    m_out.model.relationships.push_back(std::move(f.second));
  }
}

ToscaliteExport Exporter::run(std::size_t document)
{
  if (m_doc.service_templates.size() != 1) {
    misfit(m_doc.ext.location,
           m_doc.service_templates.empty()
               ? "the document has no topology; a TOSCAlite model is one topology"
               : "the document has " + std::to_string(m_doc.service_templates.size()) +
                     " service templates; a TOSCAlite model is one topology");
    return std::move(m_out);
  }
  const bool native = m_doc.origin == ir::Origin::yaml;
  const std::string archive = FileSet::archive_of(m_doc.path);
  m_root = !archive.empty() ? archive
           : native         ? FileSet::parent(m_doc.path)
                            : package_root(m_files, m_doc.path, "");
  m_base = native ? FileSet::parent(m_doc.path) : m_root;

  yaml::WriteOptions options;
  options.locate_artifact = artifact_locator(m_files, m_root);
  const detail::ViewContext* context = nullptr;
  if (m_shared != nullptr) {
    auto& kept = (*m_shared)[m_root];
    if (!kept) {
      kept = std::make_unique<detail::ViewContext>(m_ws, options);
    }
    context = kept.get();
  } else {
    context = &m_context.emplace(m_ws, options);
  }
  m_view.emplace(m_ws, *context, document, 0, options, m_sink);
  const Value& rendered = m_view->document();
  for (const auto& n : m_doc.service_templates.front().topology
                           ? m_doc.service_templates.front().topology->node_templates
                           : std::vector<ir::NodeTemplate>{}) {
    m_at.emplace(n.id, n.ext.location);
    if (n.name) {
      m_at.emplace(*n.name, n.ext.location);
    }
  }

  if (const Value* d = get(&rendered, "description")) {
    misfit(at(*d), "the document has a description, which TOSCAlite cannot carry");
  }
  const Value* topology = get(&rendered, "topology_template");
  const Value* nodes = get(topology, "node_templates");
  if (nodes == nullptr || nodes->kind != Value::Kind::map || nodes->entries.empty()) {
    misfit(m_doc.ext.location, "the topology has no node templates");
    return std::move(m_out);
  }
  for (const auto& e : topology->entries) {
    if (e.first != "node_templates" && e.first != "relationship_templates" && !e.second.empty()) {
      misfit(at(e.second), "the topology has '" + e.first + "', which TOSCAlite cannot carry");
    }
  }
  for (const auto& [name, def] : nodes->entries) {
    node(name, def);
  }
  relationships(*nodes);
  m_out.fits = m_fits;
  return std::move(m_out);
}

}  // namespace

ToscaliteExport export_toscalite(const Workspace& ws, std::size_t document, const FileSet& files,
                                 DiagnosticSink& sink)
{
  return Exporter(ws, document, files, sink).run(document);
}

std::vector<ToscaliteExport> export_toscalite_each(const Workspace& ws, const FileSet& files,
                                                   DiagnosticSink& sink)
{
  SharedContexts shared;
  std::vector<ToscaliteExport> out;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    out.push_back(Exporter(ws, d, files, sink, &shared).run(d));
  }
  return out;
}

}  // namespace tosca::convert
