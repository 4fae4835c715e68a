// Decoder: the derived `interfaces` of node and relationship templates
// (decode_derived_interfaces.hpp).
#include "decode_derived_interfaces.hpp"
#include "wellknown.hpp"

#include <algorithm>

namespace tosca::yaml::detail {

namespace {

/// True for the 1.3 output mapping the writer derives: `[SELF, output]`.
bool maps_onto_own_attribute(const Node& output, const Node& target)
{
  return target.is_sequence() && target.items().size() == 2 && target.items()[0].is_scalar() &&
         target.items()[0].scalar == "SELF" && target.items()[1].is_scalar() &&
         target.items()[1].scalar == output.scalar;
}

/// True when two YAML values are the same, keys in the same order.
bool same_yaml(const Node& a, const Node& b)
{
  if (a.kind != b.kind || a.scalar != b.scalar || a.items().size() != b.items().size() ||
      a.entries().size() != b.entries().size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.items().size(); ++i) {
    if (!same_yaml(a.items()[i], b.items()[i])) {
      return false;
    }
  }
  for (std::size_t i = 0; i < a.entries().size(); ++i) {
    if (!same_yaml(a.entries()[i].first, b.entries()[i].first) ||
        !same_yaml(a.entries()[i].second, b.entries()[i].second)) {
      return false;
    }
  }
  return true;
}

}  // namespace

void check_derived_interfaces(const Decoder& d, const Node* interfaces, const RecordedSteps& steps,
                              const Node* own_properties, const std::string& owner)
{
  if (interfaces == nullptr) {
    return;
  }
  // The property a `{get_property|get_attribute: [node, P]}` reads, or null.
  auto read_of = [](const Node& value) -> const Node* {
    if (!value.is_map() || value.entries().size() != 1) {
      return nullptr;
    }
    const Node* call = value.find("get_property") != nullptr ? value.find("get_property")
                                                             : value.find("get_attribute");
    if (call == nullptr || !call->is_sequence() || call->items().size() != 2 ||
        !call->items()[0].is_scalar() || !call->items()[1].is_scalar()) {
      return nullptr;
    }
    return &call->items()[1];
  };
  auto derived = [&steps, own_properties, &read_of](const Node& itf, const Node& input,
                                                    const Node& value) {
    const StepInputConvention* convention = step_input_convention({}, input.scalar);
    if (value.is_map() && value.entries().size() == 1) {
      // A lifecycle step's input no property answers reads the service
      // input of its name; the template's own property would answer it.
      if (const Node* name = value.find("get_input")) {
        return name->is_scalar() && name->scalar == input.scalar &&
               itf.scalar == steps.interface &&
               (own_properties == nullptr || !own_properties->is_map() ||
                own_properties->find(input.scalar) == nullptr);
      }
      // A host plugin's input joined from the node's properties: exactly
      // the reads of its properties in order, the separator between them.
      if (const Node* args = value.find("concat")) {
        if (convention == nullptr || itf.scalar != steps.interface || !args->is_sequence() ||
            args->items().size() != 2 * convention->properties.size() - 1) {
          return false;
        }
        for (std::size_t k = 0; k < args->items().size(); ++k) {
          const Node& arg = args->items()[k];
          const Node* p = k % 2 == 0 ? read_of(arg) : nullptr;
          if (k % 2 == 1 ? !arg.is_scalar() || arg.scalar != convention->separator
                         : p == nullptr || p->scalar != convention->properties[k / 2]) {
            return false;
          }
        }
        return true;
      }
    }
    const Node* read = read_of(value);
    if (read == nullptr) {
      return false;
    }
    const std::string property = read->scalar.str();
    const std::span<const std::string_view> aliases = input_aliases(input.scalar);
    return property == input.scalar ||
           (steps.prefixed_inputs && (input.scalar == "SOURCE_" + property ||
                                      input.scalar == "TARGET_" + property)) ||
           std::find(aliases.begin(), aliases.end(), property) != aliases.end() ||
           (convention != nullptr && convention->properties.size() == 1 &&
            convention->properties.front() == property);
  };
  auto check_operation = [&](const Node& itf, const Node& name, const Node& op) {
    for (const auto& [key, value] : op.entries()) {
      if (key.scalar == "implementation") {
        const Node* recorded = itf.scalar == steps.interface && steps.record != nullptr &&
                                       steps.record->is_map()
                                   ? steps.record->find(name.scalar)
                                   : nullptr;
        if (recorded == nullptr || !same_yaml(*recorded, value)) {
          d.bad(key, owner + ": operation '" + name.scalar + "': " +
                         (recorded != nullptr ? "the implementation differs from the one the "
                                                "XML's convention runs; XML templates name no "
                                                "implementation (not restored)"
                                              : "an implementation in a template's interface has "
                                                "no XML form (not restored)"));
        }
        continue;
      }
      if (key.scalar == "outputs" && value.is_map()) {
        for (const auto& [output, target] : value.entries()) {
          if (!maps_onto_own_attribute(output, target)) {
            d.bad(output, owner + ": operation '" + name.scalar + "': output '" + output.scalar +
                              "' is not mapped onto the attribute of its name; XML templates "
                              "map no outputs (not restored)");
          }
        }
        continue;
      }
      if (key.scalar != "inputs" || !value.is_map()) {
        d.bad(key, owner + ": operation '" + name.scalar + "': '" + key.scalar +
                       "' in a template's interface has no XML form (not restored)");
        continue;
      }
      for (const auto& [input, v] : value.entries()) {
        if (!derived(itf, input, v)) {
          d.bad(input, owner + ": operation '" + name.scalar + "': input '" + input.scalar +
                           "' is not the property of its name; XML templates give operations "
                           "no input values (not restored)");
        }
      }
    }
  };
  if (!interfaces->is_map()) {
    d.bad(*interfaces, owner + ": 'interfaces' is not a map (not restored)");
    return;
  }
  for (const auto& [itf, ops] : interfaces->entries()) {
    // 1.3 puts the operations under a keyname.
    const Node* nested = ops.is_map() ? ops.find("operations") : nullptr;
    if (nested != nullptr) {
      for (const auto& [key, value] : ops.entries()) {
        if (key.scalar != "operations") {
          d.bad(key, owner + ": '" + key.scalar + "' in interface '" + itf.scalar +
                         "' has no XML form (not restored)");
        }
      }
    }
    const Node& operations = nested != nullptr ? *nested : ops;
    if (!operations.is_map()) {
      d.bad(itf, owner + ": interface '" + itf.scalar + "' is not a map (not restored)");
      continue;
    }
    for (const auto& [name, op] : operations.entries()) {
      if (steps.only_recorded) {
        const Node* recorded = itf.scalar == steps.interface && steps.record != nullptr &&
                                       steps.record->is_map()
                                   ? steps.record->find(name.scalar)
                                   : nullptr;
        if (recorded == nullptr || !op.is_map() || op.find("implementation") == nullptr) {
          d.bad(name, owner + ": operation '" + name.scalar + "' of interface '" + itf.scalar +
                          "' has no XML form: the XML runs no such step here (not restored)");
          continue;
        }
      }
      if (op.is_map()) {
        check_operation(itf, name, op);
      } else {
        d.bad(name, owner + ": '" + name.scalar + "' in interface '" + itf.scalar +
                        "' has no XML form (not restored)");
      }
    }
  }
}

}  // namespace tosca::yaml::detail
