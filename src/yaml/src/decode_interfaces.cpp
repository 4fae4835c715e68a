// Decoder for the interfaces of node and relationship types in xml2yaml
// output, the inverse of write_interfaces.cpp. The standard `interfaces`
// are the truth: operations, descriptions and inputs come from there; the
// extension entry adds XML names, spellings, output parameters and draft
// bindings. What the standard part has and the entry does not is new: an
// interface or operation added in YAML becomes an XML one, unless an
// ancestor type declares it (then the entry only refines its
// implementation).
//
// [x] lifecycle interfaces back to their XML names and operation names
// [x] inputs: name, type (XML spelling kept or derived), required, description
// [x] output parameters, WSDL/REST/script bindings, documentation, ##other
// [x] relationship types: source and target interfaces
// [x] interfaces and operations added in YAML
#include "decode_common.hpp"
#include "decode_state.hpp"
#include "typing.hpp"
#include "wellknown.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend the YAML extension decoder");

namespace {

/// Keys of a YAML interface definition that are not operations.
bool is_interface_keyword(std::string_view k)
{
  return k == "type" || k == "description" || k == "inputs" || k == "operations" ||
         k == "notifications" || k == "derived_from" || k == "metadata";
}

/// The operations of a YAML interface definition (1.3 may nest them under
/// `operations`), in order.
std::vector<std::pair<const Node*, const Node*>> yaml_operations(const Node& itf)
{
  std::vector<std::pair<const Node*, const Node*>> out;
  if (!itf.is_map()) {
    return out;
  }
  for (const auto& [k, v] : itf.entries()) {
    if (k.is_scalar() && !is_interface_keyword(k.scalar)) {
      out.emplace_back(&k, &v);
    }
  }
  if (const Node* nested = itf.find("operations"); nested != nullptr && nested->is_map()) {
    for (const auto& [k, v] : nested->entries()) {
      out.emplace_back(&k, &v);
    }
  }
  return out;
}

const Node* yaml_operation(const Node& itf, std::string_view name)
{
  for (const auto& [k, v] : yaml_operations(itf)) {
    if (k->scalar == name) {
      return v;
    }
  }
  return nullptr;
}

struct OperationDecoder
{
  const Decoder& d;
  const std::string& owner;
  /// `outputs` already checked: two XML operations of one YAML name share
  /// the first one's definition.
  std::set<const Node*> outputs_checked = {};

  /// Inputs from the standard definition; spellings, unset `required`
  /// flags and ##other content from the entry.
  std::vector<ir::Parameter> inputs(const Node* definition, Fields* residue)
  {
    std::vector<ir::Parameter> out;
    const Node* in = definition != nullptr && definition->is_map() ? definition->find("inputs")
                                                                     : nullptr;
    const Node* types = residue != nullptr ? residue->take_map("input_types") : nullptr;
    std::set<std::string> unset;
    if (residue != nullptr) {
      for (auto& n : residue->strings("input_required_unset")) {
        unset.insert(std::move(n));
      }
    }
    const Node* extensions = residue != nullptr ? residue->take_map("input_extensions") : nullptr;
    // The XML repeats a name, which the YAML map holds once: the entry has
    // the whole list, used while the map still says what it derives.
    std::optional<std::vector<ir::Parameter>> whole;
    if (residue != nullptr && residue->node() != nullptr && residue->node()->is_map() &&
        residue->node()->find("input_parameters") != nullptr) {
      whole = take_parameters(*residue, "input_parameters");
    }
    if (in == nullptr || !in->is_map()) {
      return whole ? std::move(*whole) : out;
    }
    for (const auto& [k, v] : in->entries()) {
      ir::Parameter p;
      p.name = d.text(k, "an input name");
      std::string yaml_type = "string";
      const Node* description = nullptr;
      if (v.is_map()) {
        if (const Node* t = v.find("type"); t != nullptr && t->is_scalar()) {
          yaml_type = t->scalar;
        }
        if (const Node* r = v.find("required"); r != nullptr && r->is_scalar()) {
          p.required = r->scalar != "false";
        } else {
          p.required = true;
        }
        description = v.find("description");
      } else {
        p.required = true; // a value (assignment) rather than a definition
      }
      // The XML spelling the writer kept, unless the YAML type was edited.
      const Node* spelled = types != nullptr ? types->find(p.name) : nullptr;
      p.type = xml_parameter_type(yaml_type);
      if (spelled != nullptr) {
        std::string xml_type = d.text(*spelled, "an input type");
        const std::string_view local = std::string_view(xml_type).substr(xml_type.find(':') + 1);
        if (tosca_type_of_xsd(local) == yaml_type) {
          p.type = std::move(xml_type);
        }
      }
      if (unset.count(p.name) != 0) {
        p.required.reset();
      }
      const Node* ext = extensions != nullptr ? extensions->find(p.name) : nullptr;
      Fields ef(d, ext, owner + ": input '" + p.name + "' (extension entry)");
      take_extensible(ef, p.ext, description);
      p.ext.location = k.location;
      out.push_back(std::move(p));
    }
    if (whole) {
      if (first_declarations(*whole) == first_declarations(out)) {
        return std::move(*whole);
      }
      d.bad(*in, owner + ": the inputs were edited; the XML's repeated declarations of one "
                         "name are not restored");
    }
    return out;
  }

  /// What the YAML map of `params` says: the first declaration of each
  /// name, by name, YAML type, whether it is required and its description.
  static std::vector<std::tuple<std::string, std::string, bool, std::string>> first_declarations(
      const std::vector<ir::Parameter>& params)
  {
    std::vector<std::tuple<std::string, std::string, bool, std::string>> out;
    std::set<std::string_view> named;
    for (const auto& p : params) {
      if (named.insert(p.name).second) {
        const std::string_view t = std::string_view(p.type).substr(p.type.find(':') + 1);
        out.emplace_back(p.name, tosca_type_of_xsd(t), p.required.value_or(true),
                         p.ext.documentation.empty() ? std::string()
                                                     : p.ext.documentation.front().content);
      }
    }
    return out;
  }

  /// 1.3 `outputs` are derived: each output parameter that names a
  /// property maps onto the attribute of that name. Anything else has no
  /// XML form.
  void check_output_mappings(const Node* definition, const ir::Operation& op)
  {
    const Node* outputs = definition != nullptr && definition->is_map() ? definition->find("outputs")
                                                                       : nullptr;
    if (outputs == nullptr || !outputs_checked.insert(outputs).second) {
      return;
    }
    if (!outputs->is_map()) {
      d.bad(*outputs, owner + ": operation '" + op.name + "': 'outputs' is not a map (not restored)");
      return;
    }
    for (const auto& entry : outputs->entries()) {
      const Node& name = entry.first; // lambdas take no structured bindings (clang 14)
      const Node& target = entry.second;
      const bool declared = std::any_of(op.outputs.begin(), op.outputs.end(),
                                        [&](const ir::Parameter& p) { return p.name == name.scalar; });
      const bool own = target.is_sequence() && target.items().size() == 2 &&
                       target.items()[0].scalar == "SELF" && target.items()[1].scalar == name.scalar;
      if (!declared || !own) {
        d.bad(name, owner + ": operation '" + op.name + "': output '" + name.scalar +
                        "' has no XML form: an XML operation's output parameters map onto the "
                        "attributes of their names (not restored)");
      }
    }
  }

  ir::Operation operation(const std::string& xml_name, const Node* definition, const Node* residue)
  {
    ir::Operation op;
    op.name = xml_name;
    // A plain name in the entry says there is nothing else to restore.
    const Node* entry = residue != nullptr && residue->is_map() ? residue : nullptr;
    Fields f(d, entry, owner + ": operation '" + xml_name + "' (extension entry)");
    f.take("name");
    f.take("yaml");
    op.inputs = inputs(definition, entry != nullptr ? &f : nullptr);
    op.outputs = take_parameters(f, "output_parameters");
    check_output_mappings(definition, op);
    take_operation_bindings(f, op);
    const Node* description =
        definition != nullptr && definition->is_map() ? definition->find("description") : nullptr;
    take_extensible(f, op.ext, description);
    if (definition != nullptr) {
      op.ext.location = definition->location;
    }
    return op;
  }
};

/// The (YAML key, YAML operation) pairs the extension entries of a type's
/// interfaces record.
std::set<std::pair<std::string, std::string>> recorded_operations(const Node& list)
{
  std::set<std::pair<std::string, std::string>> out;
  auto text = [](const Node* n, const std::string& fallback) {
    return n != nullptr && n->is_scalar() ? n->scalar : fallback;
  };
  for (const Node& entry : list.items()) {
    if (!entry.is_map()) {
      continue;
    }
    const std::string key = text(entry.find("yaml"), text(entry.find("name"), ""));
    const Node* ops = entry.find("operations");
    if (ops == nullptr || !ops->is_sequence()) {
      continue;
    }
    for (const Node& o : ops->items()) {
      const std::string name = o.is_map() ? text(o.find("name"), "") : text(&o, "");
      out.emplace(key, o.is_map() ? text(o.find("yaml"), name) : name);
    }
  }
  return out;
}

}  // namespace

bool ancestor_declares(const Node& root, const char* section, const Node* definition,
                       std::string_view key, std::string_view op)
{
  const Node* types = root.find(section);
  std::set<std::string> seen;
  const Node* current = definition;
  while (current != nullptr && current->is_map() && types != nullptr && types->is_map()) {
    const Node* parent = current->find("derived_from");
    if (parent == nullptr || !parent->is_scalar() || !seen.insert(parent->scalar).second) {
      return false;
    }
    current = types->find(parent->scalar);
    if (current == nullptr || !current->is_map()) {
      return false;
    }
    const Node* itfs = current->find("interfaces");
    const Node* itf = itfs != nullptr && itfs->is_map() ? itfs->find(key) : nullptr;
    if (itf != nullptr && yaml_operation(*itf, op) != nullptr) {
      return true;
    }
  }
  return false;
}

TypeInterfaces decode_type_interfaces(const Decoder& d, const Node& root, const char* section,
                                      const Node* definition, Fields& residue,
                                      const std::string& owner)
{
  TypeInterfaces out;
  const Node* std_itfs =
      definition != nullptr && definition->is_map() ? definition->find("interfaces") : nullptr;
  if (std_itfs != nullptr && !std_itfs->is_map() && !std_itfs->is_null()) {
    d.bad(*std_itfs, owner + ": 'interfaces' should be a map, not " + std_itfs->describe_kind());
    std_itfs = nullptr;
  }
  OperationDecoder od{d, owner};
  std::set<std::pair<std::string, std::string>> covered; // (YAML key, YAML op)
  std::set<std::string> covered_keys;
  auto place = [&](ir::Interface itf, bool target, YamlPlacement where) {
    (target ? out.target : out.own).push_back(std::move(itf));
    (target ? out.placements.target : out.placements.own).push_back(std::move(where));
  };
  if (const Node* list = residue.take_list("interfaces")) {
    // Two XML interfaces (a relationship's source and target halves) may
    // share one YAML interface: neither adds the other's operations.
    const auto recorded = recorded_operations(*list);
    for (const Node& entry : list->items()) {
      Fields f(d, &entry, owner + ": an interface (extension entry)");
      ir::Interface itf;
      itf.name = f.required("name");
      const std::string key = f.opt_string("yaml").value_or(itf.name);
      const bool target = f.string("side") == "target";
      covered_keys.insert(key);
      const Node* yaml_itf = std_itfs != nullptr ? std_itfs->find(key) : nullptr;
      YamlPlacement where{key, {}};
      if (const Node* ops = f.take_list("operations")) {
        for (const Node& o : ops->items()) {
          std::string xml_name;
          std::string yaml_name;
          if (o.is_scalar()) {
            xml_name = yaml_name = o.scalar;
          } else if (o.is_map()) {
            const Node* n = o.find("name");
            const Node* y = o.find("yaml");
            xml_name = n != nullptr ? d.text(*n, "an operation name") : std::string();
            yaml_name = y != nullptr ? d.text(*y, "an operation's YAML name") : xml_name;
          }
          covered.emplace(key, yaml_name);
          const Node* def = yaml_itf != nullptr ? yaml_operation(*yaml_itf, yaml_name) : nullptr;
          if (def == nullptr) {
            out.changed = true; // removed in the YAML
            continue;
          }
          itf.operations.push_back(od.operation(xml_name, def, &o));
          where.ops.push_back(yaml_name);
        }
      }
      // Operations the YAML adds to this interface.
      if (yaml_itf != nullptr) {
        for (const auto& [k, v] : yaml_operations(*yaml_itf)) {
          if (covered.count({key, k->scalar}) != 0 || recorded.count({key, k->scalar}) != 0 ||
              ancestor_declares(root, section, definition, key, k->scalar)) {
            continue;
          }
          covered.emplace(key, k->scalar);
          out.changed = true;
          itf.operations.push_back(od.operation(xml_operation_name(key, k->scalar), v, nullptr));
          where.ops.push_back(k->scalar);
        }
      }
      itf.implementation_artifacts = f.list("implementation_artifacts", [&](const Node& a) {
        return decode_implementation_artifact(d, a);
      });
      take_extensible(f, itf.ext);
      if (yaml_itf == nullptr && itf.operations.empty() && itf.implementation_artifacts.empty()) {
        out.changed = true; // the whole interface was removed in the YAML
        continue;
      }
      place(std::move(itf), target, std::move(where));
    }
  }
  // Interfaces the YAML adds (not refinements of an ancestor's).
  if (std_itfs != nullptr) {
    for (const auto& [k, v] : std_itfs->entries()) {
      if (!k.is_scalar() || covered_keys.count(k.scalar) != 0) {
        continue;
      }
      ir::Interface itf;
      itf.name = xml_interface_name(k.scalar);
      YamlPlacement where{k.scalar, {}};
      for (const auto& [ok, ov] : yaml_operations(v)) {
        if (ancestor_declares(root, section, definition, k.scalar, ok->scalar)) {
          continue;
        }
        itf.operations.push_back(od.operation(xml_operation_name(k.scalar, ok->scalar), ov, nullptr));
        where.ops.push_back(ok->scalar);
      }
      if (!itf.operations.empty()) {
        out.changed = true;
        itf.ext.location = k.location;
        place(std::move(itf), false, std::move(where));
      }
    }
  }
  return out;
}

}  // namespace tosca::yaml::detail
