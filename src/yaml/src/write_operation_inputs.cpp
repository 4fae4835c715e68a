// YAML writer: values for the inputs of node operations.
//
// A TOSCA 1.0 operation declares input parameters, and the XML says
// nowhere where their values come from: OpenTOSCA fills each from the
// property of the same name on the node itself or on a node below it in
// the hosting stack. A YAML orchestrator passes only what the template
// assigns, so without assignments every script runs with empty variables.
// The writer therefore states the convention in the standard part: each
// node template gets an interface assignment whose inputs read that
// property, `{get_property: [SELF, P]}` on the node itself, or
// `{get_property: [host, P]}` naming the nearest node down the HostedOn
// chain that has it (TOSCA's get_property follows no chain of its own).
// A property the template leaves empty is one OpenTOSCA fills at run time
// from an operation's output (a VM's VMIP): it is read with get_attribute,
// and derive_service_sections has the node type declare the attribute.
// An input no property answers stays unassigned, as in the XML.
//
// The assignments are derived from the XML alone, so the way back
// (decode_topology.cpp) reads them only to report an edited value.
#include "service.hpp"
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace tosca::yaml::detail {

namespace {

/// One operation's inputs, under its YAML interface and operation names.
struct OperationInputs
{
  std::string interface;
  std::string operation;
  std::vector<std::string> inputs;
};

/// The node type's operations with inputs, its own before its ancestors';
/// an operation a nearer type declares hides the same one further up.
std::vector<OperationInputs> operations_with_inputs(const WriterState& st, const QName& type)
{
  std::vector<OperationInputs> out;
  std::set<QName> seen;
  for (const ir::NodeType* t = st.index.node_type(type); t != nullptr;
       t = t->derived_from ? st.index.node_type(*t->derived_from) : nullptr) {
    if (!seen.insert(t->qname()).second) {
      break; // a DerivedFrom cycle, reported by validate
    }
    for (const auto& p : place_interfaces(xml_interfaces(st, EntityKind::node_type, t->qname()))) {
      for (std::size_t i = 0; i < p.itf->operations.size(); ++i) {
        const ir::Operation& op = p.itf->operations[i];
        const bool known = std::any_of(out.begin(), out.end(), [&](const OperationInputs& o) {
          return o.interface == p.key && o.operation == p.ops[i];
        });
        if (op.inputs.empty() || known) {
          continue;
        }
        OperationInputs o{p.key, p.ops[i], {}};
        for (const auto& in : op.inputs) {
          o.inputs.push_back(in.name);
        }
        out.push_back(std::move(o));
      }
    }
  }
  return out;
}

/// The template's value of property `name`, null when it gives none.
const Value* property_value(const Value& definition, const std::string& name)
{
  const Value* properties = definition.find("properties");
  return properties != nullptr ? properties->find(name) : nullptr;
}


}  // namespace

void assign_operation_inputs(const WriterState& st, const ir::TopologyTemplate& topo,
                             const std::vector<std::size_t>& hosts, Value& node_templates)
{
  auto& entries = node_templates.entries;
  if (entries.size() != topo.node_templates.size() || hosts.size() != entries.size()) {
    return; // not the map write_topology made
  }
  std::map<QName, std::vector<OperationInputs>> by_type; // a topology has few types
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const QName& type = topo.node_templates[i].type;
    auto known = by_type.find(type);
    if (known == by_type.end()) {
      known = by_type.emplace(type, operations_with_inputs(st, type)).first;
    }
    const std::vector<OperationInputs>& operations = known->second;
    if (operations.empty()) {
      continue;
    }
    // The node, then the nodes it is hosted on, nearest first.
    std::vector<std::size_t> stack{i};
    std::unordered_set<std::size_t> on_stack{i};
    for (std::size_t h = hosts[i]; h < entries.size() && on_stack.insert(h).second; h = hosts[h]) {
      stack.push_back(h);
    }
    Value interfaces = Value::map();
    for (const auto& o : operations) {
      Value inputs = Value::map();
      for (const auto& name : o.inputs) {
        for (std::size_t k : stack) {
          if (const Value* value = property_value(entries[k].second, name)) {
            Value ref = Value::list();
            ref.push(Value::of(k == i ? std::string("SELF") : entries[k].first));
            ref.push(Value::of(name));
            Value call = Value::map();
            call.add(filled_at_run_time(value) ? "get_attribute" : "get_property", std::move(ref));
            inputs.add(name, std::move(call));
            break;
          }
        }
      }
      if (inputs.empty()) {
        continue;
      }
      Value* itf = interfaces.find(o.interface);
      if (itf == nullptr) {
        itf = &interfaces.add(o.interface, Value::map());
      }
      Value op = Value::map();
      op.add("inputs", std::move(inputs));
      operations_map(st.options, *itf).add(o.operation, std::move(op));
    }
    entries[i].second.add_if("interfaces", std::move(interfaces));
  }
}

}  // namespace tosca::yaml::detail
