/// resolve(): the pipeline. Read the options, normalize, build the graph,
/// enrich conditions, solve, check, transform (Vintner's resolver with its
/// enricher, in one pass over one graph).

#include "tosca/variability/resolve.hpp"

#include "check.hpp"
#include "enrich.hpp"
#include "graph.hpp"
#include "inputs.hpp"
#include "options.hpp"
#include "solve.hpp"
#include "transform.hpp"

#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/yaml/value.hpp"

#include <algorithm>
#include <filesystem>

namespace tosca::variability {

namespace {

namespace fs = std::filesystem;

const std::vector<std::string> versions = {"tosca_variability_1_0", "tosca_variability_1_0_rc_1",
                                           "tosca_variability_1_0_rc_2", "tosca_variability_1_0_rc_3"};

/// Versions the reference resolves besides the variability ones (a plain
/// template resolves to itself, normalized).
const std::vector<std::string> plain_versions = {"tosca_simple_yaml_1_3", "tosca_2_0"};

std::string read_version(const ir::Value& document)
{
  if (document.kind != ir::Value::Kind::map)
    throw Error("A service template must be a map", document.location, "VARIABILITY_TEMPLATE");
  const ir::Value* v = document.find("tosca_definitions_version");
  if (!v || v->kind != ir::Value::Kind::string)
    throw Error("Unsupported TOSCA definitions version", v ? v->location : document.location, "VARIABILITY_TEMPLATE");
  const bool known = std::count(versions.begin(), versions.end(), v->string) ||
                     std::count(plain_versions.begin(), plain_versions.end(), v->string);
  if (!known) throw Error("Unsupported TOSCA definitions version", v->location, "VARIABILITY_TEMPLATE");
  return v->string;
}

ir::Value load_yaml_file(const fs::path& file, const ir::Location& where)
{
  std::string bytes;
  try {
    bytes = read_file(file.string());
  } catch (const std::exception& e) {
    throw Error("Cannot read \"" + file.string() + "\": " + e.what(), where, "VARIABILITY_TEMPLATE");
  }
  DiagnosticSink sink;
  try {
    return yaml::parse_value(bytes, file.string(), sink);
  } catch (const FatalError& e) {
    throw Error(file.string() + ": " + e.diagnostic().message, where, "VARIABILITY_TEMPLATE");
  }
}

/// The type-specific default conditions: inline, from the named file, or
/// from type-specific-conditions.yaml beside the template.
std::optional<ir::Value> type_specific_conditions(const Graph& g, const std::string& base_dir)
{
  const ir::Value* v = variability_entry(g, "type_specific_conditions");
  if (v && v->kind == ir::Value::Kind::string) {
    if (base_dir.empty()) throw Error("Type-specific definitions not loaded", v->location, "VARIABILITY_TEMPLATE");
    // Only files in the template's folder and below: a template from
    // elsewhere must not make the resolver read /etc or a sibling's secrets.
    const fs::path relative(lexical_normal(v->string));
    if (relative.empty() || relative.is_absolute() || *relative.begin() == "..")
      throw Error("Type-specific conditions \"" + v->string +
                      "\" are not below the template's folder; not read",
                  v->location, "VARIABILITY_TEMPLATE");
    return load_yaml_file(lexical_join(base_dir, relative.native()), v->location);
  }
  if (v) return *v;
  if (base_dir.empty()) return std::nullopt;
  const fs::path file(lexical_join(base_dir, "type-specific-conditions.yaml"));
  std::error_code ec;
  if (fs::is_regular_file(file, ec)) return load_yaml_file(file, {});
  return std::nullopt;
}

/// Deployment technologies (rules, plugins, assignments) are out of scope:
/// such a template is refused, never resolved without them.
void refuse_technologies(const Graph& g, const std::string& base_dir)
{
  for (const char* key : {"technology_rules", "qualities", "plugins"})
    if (const ir::Value* v = variability_entry(g, key); v && !v->empty())
      throw Error(std::string("Deployment technologies are not supported (keyname \"") + key + "\")", v->location,
                  "VARIABILITY_UNSUPPORTED");
  if (base_dir.empty()) return;
  std::error_code ec;
  for (const char* file : {"qualities.yaml", "lib/qualities.yaml"})
    if (fs::is_regular_file(lexical_join(base_dir, file), ec))
      throw Error(std::string("Deployment technologies are not supported (rules in \"") + file + "\")", {},
                  "VARIABILITY_UNSUPPORTED");
  if (fs::is_directory(lexical_join(base_dir, "plugins/technology"), ec))
    throw Error("Deployment technologies are not supported (plugins in \"plugins/technology\")", {},
                "VARIABILITY_UNSUPPORTED");
}

bool anchored(const Element& n)
{
  if (auto a = n.flag("anchor")) {
    if (*a) return true;
  } else if (auto p = n.flag("persistent"); p && *p) {
    return true;
  }
  return n.flag("implied").value_or(false);
}

/// "incoming(naive)-host" prunes every node unless something anchors the
/// topology; the reference refuses such a template up front.
void check_anchor(const Graph& g, const Options& o)
{
  if (!o.checks.anchor) return;
  const std::string& mode = o.of(Kind::node).mode;
  const bool risky = (mode.find("incoming") != std::string::npos && mode.find("host") != std::string::npos) || !o.v1;
  if (!risky) return;
  for (const Element* n : g.nodes)
    if (anchored(*n)) return;
  throw Error("Node default condition mode \"incoming(naive)-host\" requires at least one anchor or implied node template",
              {}, "VARIABILITY_TEMPLATE");
}

}  // namespace

bool is_variable(const ir::Value& document)
{
  const ir::Value* v = document.kind == ir::Value::Kind::map ? document.find("tosca_definitions_version") : nullptr;
  return v && v->kind == ir::Value::Kind::string && std::count(versions.begin(), versions.end(), v->string);
}

const std::vector<std::string>& accepted_versions()
{
  return versions;
}

ir::Value resolve(const ir::Value& document, const ResolveOptions& options)
{
  Graph g;
  g.version = read_version(document);
  g.document = document;
  refuse_technologies(g, options.base_dir);
  const auto type_specific = type_specific_conditions(g, options.base_dir);
  const Options o = read_options(variability_entry(g, "options"), g.version);

  normalize(g, o.automatic_default_alternatives);
  populate(g, o.fallback_property_default_alternative);
  check_anchor(g, o);
  check_technology_candidates(g, o);
  enrich_conditions(g, o, type_specific ? &*type_specific : nullptr);

  Sat sat;
  for (Element* e : g.elements()) {
    e->lit = sat.var(e->id);
    e->manual = sat.var("manual." + e->id);
  }
  const auto constraints = enrich_constraints(g, o);

  Inputs inputs(g, options.presets, options.inputs);
  inputs.validate();
  solve(g, o, inputs, sat, constraints);
  check(g, o);
  return transform(g);
}

}  // namespace tosca::variability
