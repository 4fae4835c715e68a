// Decoder: what the YAML added to an XML-born node type that has no XML
// form. The writer derives a node type's attributes, requirements and
// capabilities from the XML and the run's wiring; anything else there is
// an edit yaml2xml cannot carry, and is said ('not restored') rather than
// dropped without a word.
#include "decode_state.hpp"
#include "service.hpp"

#include <algorithm>
#include <set>

namespace tosca::yaml::detail {

namespace {

/// The requirements and capabilities the writer implied for a type.
struct ImpliedNames
{
  bool recorded = false;
  std::set<std::string> requirements;
  std::set<std::string> capabilities;
};

/// XML types have no attributes: those of the standard definition are
/// the ones the writer declares for properties read at run time and for
/// a substituting topology's outputs. Any other was added in the YAML.
void check_attributes(const Decoder& d, const Node* definition, const std::string& yaml_name)
{
  const Node* attributes =
      definition != nullptr && definition->is_map() ? definition->find("attributes") : nullptr;
  if (attributes == nullptr || !attributes->is_map()) {
    return;
  }
  for (const auto& [k, v] : attributes->entries()) {
    const Node* type = v.is_map() ? v.find("type") : nullptr;
    const Node* description = v.is_map() ? v.find("description") : nullptr;
    // Typed as their property (1.3 output mappings) or as string.
    const bool derived =
        v.is_map() && v.entries().size() == 2 && type != nullptr && type->is_scalar() &&
        description != nullptr && description->is_scalar() &&
        (description->scalar == runtime_attribute_description(k.scalar) ||
         description->scalar == k_substitution_output_description);
    if (!derived) {
      d.bad(k, "node type '" + yaml_name + "': attribute '" + k.scalar +
                   "' has no XML form: a TOSCA 1.0 type declares no attributes (not restored)");
    }
  }
}

/// A node type's requirements and capabilities are its XML definitions
/// and those the writer implies for the wiring of the run, which its
/// extension entry lists (`implied`; YAML from before that list: a
/// requirement with a relationship and occurrences [0, UNBOUNDED], a
/// capability with only a type). Others were added in the YAML: an XML
/// definition needs a requirement or capability type the YAML does not
/// give.
void check_requirements_and_capabilities(const Decoder& d, const Node* definition,
                                       const std::string& yaml_name, const ir::NodeType& t,
                                       const ImpliedNames& implied_names)
{
  if (definition == nullptr || !definition->is_map()) {
    return;
  }
  auto report = [&](const Node& key, const char* what) {
    d.bad(key, "node type '" + yaml_name + "': " + what + " '" + key.scalar +
                   "' has no XML form: no XML definition of that name (not restored)");
  };
  if (const Node* reqs = definition->find("requirements"); reqs != nullptr && reqs->is_sequence()) {
    for (const Node& entry : reqs->items()) {
      if (!entry.is_map() || entry.entries().size() != 1) {
        continue;
      }
      const Node& key = entry.entries().front().first;
      const Node& def = entry.entries().front().second;
      const bool xml = std::any_of(t.requirement_definitions.begin(), t.requirement_definitions.end(),
                                   [&](const auto& r) { return r.name == key.scalar; });
      const Node* occurrences = def.is_map() ? def.find("occurrences") : nullptr;
      const bool implied = implied_names.recorded
                               ? implied_names.requirements.count(key.scalar) != 0
                               : def.is_map() && def.find("relationship") != nullptr &&
                                     occurrences != nullptr && occurrences->is_sequence() &&
                                     occurrences->items().size() == 2 &&
                                     occurrences->items()[0].scalar == "0" &&
                                     occurrences->items()[1].scalar == "UNBOUNDED";
      if (!xml && !implied) {
        report(key, "requirement");
      }
    }
  }
  if (const Node* caps = definition->find("capabilities"); caps != nullptr && caps->is_map()) {
    for (const auto& entry : caps->entries()) {
      const Node& key = entry.first; // lambdas take no structured bindings (clang 14)
      const Node& def = entry.second;
      const bool xml = std::any_of(t.capability_definitions.begin(), t.capability_definitions.end(),
                                   [&](const auto& c) { return c.name == key.scalar; });
      const bool implied = implied_names.recorded
                               ? implied_names.capabilities.count(key.scalar) != 0
                               : def.is_map() && def.entries().size() == 1 && def.find("type") != nullptr;
      if (!xml && !implied) {
        report(key, "capability");
      }
    }
  }
}

}  // namespace

void check_node_type_additions(const Decoder& d, const Node* definition,
                               const std::string& yaml_name, const ir::NodeType& t,
                               Fields& residue, int format)
{
  ImpliedNames implied;
  const Node* requirements = residue.take("implied_requirements");
  const Node* capabilities = residue.take("implied_capabilities");
  // Each list is written only when not empty; format 2 kept no record.
  implied.recorded = format >= 3;
  for (const Node* list : {requirements, capabilities}) {
    if (list != nullptr && list->is_sequence()) {
      for (const Node& n : list->items()) {
        (list == requirements ? implied.requirements : implied.capabilities).insert(n.scalar);
      }
    }
  }
  check_attributes(d, definition, yaml_name);
  check_requirements_and_capabilities(d, definition, yaml_name, t, implied);
}

}  // namespace tosca::yaml::detail
