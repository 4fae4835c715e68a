// The semantic pass: builds the lookup tables once, then runs the checks
// of checks.hpp on every input document, by the syntax it was born in.
#include "checks.hpp"
#include "yaml_types.hpp"

#include <optional>

namespace tosca::check {

void check_semantics(const convert::Workspace& workspace, const Options& options,
                     DiagnosticSink& sink)
{
  const detail::Context cx(workspace, options, sink);
  detail::HierarchyState hierarchy;
  detail::PropertyCache properties(cx);
  std::optional<detail::YamlTypes> yaml_types; // built for the first YAML input
  std::set<const detail::YamlType*> yaml_cycles;
  for (const ir::Document* doc : cx.inputs()) {
    if (doc->yaml_born()) {
      if (!yaml_types) {
        yaml_types.emplace(workspace);
      }
      detail::check_yaml_definitions(cx, *yaml_types, *doc, yaml_cycles);
      detail::check_yaml_requirements(cx, *yaml_types, *doc);
      detail::check_yaml_topology(cx, *yaml_types, *doc);
      continue;
    }
    detail::check_xml_document(cx, *doc);
    detail::check_xml_references(cx, *doc);
    detail::check_xml_hierarchy(cx, *doc, hierarchy);
    detail::check_xml_topology(cx, *doc);
    detail::check_xml_properties(cx, *doc, properties);
  }
}

} // namespace tosca::check
