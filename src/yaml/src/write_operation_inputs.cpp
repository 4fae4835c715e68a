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
// An input of a lifecycle step that no property answers is one OpenTOSCA
// adds to the build plan's input, which the deployer fills: it reads the
// service input of its name, `{get_input: X}`, which derive_service_sections
// declares (an OpenStack VM's VMImageID). Inputs of other interfaces'
// operations, run later by a management plan with its own inputs, stay
// unassigned, as in the XML.
//
// Some steps of a node's lifecycle are operations of its host's type in
// TOSCA 1.0: OpenTOSCA creates a VM by calling `createVM` on the cloud
// provider it is hosted on, and starts a container through the Docker
// engine's `startContainer` (HostStep, wellknown.hpp). The hosted node's
// template then gets that Standard operation, naming the host's
// implementation, with the host operation's inputs read by the same rule.
//
// The assignments are derived from the XML alone, so the way back
// (decode_topology.cpp) reads them only to report an edited value; the
// node template's extension entry records each derived implementation
// (`lifecycle_from_host`) so that an edit of one can be told.
#include "service.hpp"
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <span>
#include <unordered_map>
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


/// A host step (wellknown.hpp) that a node type's implementation gives
/// a file: the hosted node's lifecycle operation, what runs it and with
/// which inputs.
struct HostedStep
{
  std::string_view lifecycle;
  std::string_view xml_operation; ///< the host's operation (startContainer, ...)
  Value implementation;
  std::vector<std::string> inputs;
  std::vector<std::string> outputs;
};

/// The nearest declaration, in node type `type` or an ancestor, of an
/// operation that `match(interface, operation)` accepts: (interface,
/// operation), or nulls.
template <class Match>
std::pair<const ir::Interface*, const ir::Operation*> declared_operation(const WriterState& st,
                                                                        const QName& type,
                                                                        Match match)
{
  std::set<QName> seen;
  for (const ir::NodeType* t = st.index.node_type(type); t != nullptr && seen.insert(t->qname()).second;
       t = t->derived_from ? st.index.node_type(*t->derived_from) : nullptr) {
    for (const auto& itf : t->interfaces) {
      for (const auto& op : itf.operations) {
        if (match(itf, op)) {
          return {&itf, &op};
        }
      }
    }
  }
  return {nullptr, nullptr};
}

/// The step that runs `implementation` for declared operation `op`.
HostedStep step_for(std::string_view lifecycle, std::string_view xml_operation,
                    Value implementation, const ir::Operation& op)
{
  HostedStep step{lifecycle, xml_operation, std::move(implementation), {}, {}};
  for (const auto& in : op.inputs) {
    step.inputs.push_back(in.name);
  }
  for (const auto& out : op.outputs) {
    step.outputs.push_back(out.name);
  }
  return step;
}

/// The host steps node type `host` (or an ancestor) declares and
/// implements.
std::vector<HostedStep> hosted_steps(WriterState& st, const QName& host)
{
  std::vector<HostedStep> out;
  for (const HostStep& step : host_steps()) {
    if (std::any_of(out.begin(), out.end(),
                    [&](const HostedStep& h) { return h.lifecycle == step.lifecycle; })) {
      continue; // a host with two ways to create: the first in the table
    }
    const auto [itf, op] = declared_operation(st, host, [&](const ir::Interface& i, const ir::Operation& o) {
      return i.name == step.xml_interface && o.name == step.xml_operation;
    });
    if (op == nullptr) {
      continue;
    }
    Value implementation = operation_implementation(st, host, itf->name, op->name);
    if (!implementation.is_null()) { // else nothing to run
      out.push_back(step_for(step.lifecycle, step.xml_operation, std::move(implementation), *op));
    }
  }
  return out;
}

/// True when type `type` (node or relationship) or an ancestor declares
/// operation `op` of YAML interface `key` itself (`Standard` of a node,
/// `Configure` of a relationship): then its own step runs there.
bool declares_operation(const WriterState& st, EntityKind kind, const QName& type,
                        std::string_view key, std::string_view op)
{
  std::set<QName> seen;
  for (const ir::EntityTypeBase* t = st.type_base(kind, type);
       t != nullptr && seen.insert(t->qname()).second;
       t = t->derived_from ? st.type_base(kind, *t->derived_from) : nullptr) {
    for (const auto& p : place_interfaces(xml_interfaces(st, kind, t->qname()))) {
      if (p.key == key && std::find(p.ops.begin(), p.ops.end(), op) != p.ops.end()) {
        return true;
      }
    }
  }
  return false;
}

/// The node, then the nodes it is hosted on, nearest first.
std::vector<std::size_t> stack_of(std::size_t i, const std::vector<std::size_t>& hosts)
{
  std::vector<std::size_t> stack{i};
  std::unordered_set<std::size_t> on_stack{i};
  for (std::size_t h = hosts[i]; h < hosts.size() && on_stack.insert(h).second; h = hosts[h]) {
    stack.push_back(h);
  }
  return stack;
}

/// `{get_property: [node, name]}` for the first node of `stack` whose
/// template has property `name` (`get_attribute` when it is filled at run
/// time); `self` is the index written as SELF. Null when none has it.
Value property_read(const Value::Entries& nodes, const std::vector<std::size_t>& stack,
                    const std::string& name, std::size_t self)
{
  for (std::size_t k : stack) {
    const std::string& node = nodes[k].first;
    if (const Value* value = property_value(nodes[k].second, name)) {
      if (k != self && (node == "SELF" || node == "SOURCE" || node == "TARGET" || node == "HOST")) {
        return {}; // the nearest answer, but a function reads that name as its keyword
      }
      Value ref = Value::list();
      ref.push(Value::of(k == self ? std::string("SELF") : node));
      ref.push(Value::of(name));
      Value call = Value::map();
      call.add(filled_at_run_time(value) ? "get_attribute" : "get_property", std::move(ref));
      return call;
    }
  }
  return {};
}

/// What the host step `xml_operation`'s plugin gives input `name` from the
/// properties of node `self` (step_input_convention: a container's image and
/// ports): one property read, or their concat. Null when the node lacks
/// one of them.
Value convention_read(const Value::Entries& nodes, std::size_t self,
                      std::string_view xml_operation, const std::string& name)
{
  const StepInputConvention* c = step_input_convention(xml_operation, name);
  if (c == nullptr) {
    return {};
  }
  Value args = Value::list();
  for (std::string_view property : c->properties) {
    Value read = property_read(nodes, {self}, std::string(property), self);
    if (read.is_null()) {
      return {};
    }
    if (!args.items.empty()) {
      args.push(Value::of(std::string(c->separator)));
    }
    args.push(std::move(read));
  }
  if (args.items.size() == 1) {
    return std::move(args.items.front());
  }
  Value call = Value::map();
  call.add("concat", std::move(args));
  return call;
}

/// The nearest property down `stack` under another name OpenTOSCA gives
/// a machine's address or login (input_aliases), read as property_read
/// does; null when none has one.
Value alias_read(const Value::Entries& nodes, const std::vector<std::size_t>& stack,
                 const std::string& name, std::size_t self)
{
  const std::span<const std::string_view> aliases = input_aliases(name);
  for (std::size_t k : stack) {
    for (std::string_view alias : aliases) {
      if (alias == name) {
        continue;
      }
      Value read = property_read(nodes, {k}, std::string(alias), self);
      if (!read.is_null()) {
        return read;
      }
    }
  }
  return {};
}

/// A connectTo operation of node type `type` (or an ancestor) that an
/// implementation gives a file: what runs and the inputs it declares.
std::optional<HostedStep> connect_step(WriterState& st, const QName& type)
{
  const auto [itf, op] = declared_operation(
      st, type, [](const ir::Interface&, const ir::Operation& o) { return o.name == k_connect_operation; });
  if (op == nullptr) {
    return std::nullopt;
  }
  Value implementation = operation_implementation(st, type, itf->name, op->name);
  if (implementation.is_null()) {
    return std::nullopt; // declared, but nothing to run
  }
  return step_for({}, k_connect_operation, std::move(implementation), *op);
}

}  // namespace

void assign_connection_steps(WriterState& st, const ir::TopologyTemplate& topo,
                             const std::vector<std::size_t>& hosts,
                             const std::vector<std::pair<std::size_t, std::size_t>>& ends,
                             const Value& node_templates, Value& relationship_templates,
                             TemplateResidues& residues)
{
  const auto& nodes = node_templates.entries;
  auto& rels = relationship_templates.entries;
  if (rels.size() != topo.relationship_templates.size() || ends.size() != rels.size() ||
      nodes.size() != topo.node_templates.size() || hosts.size() != nodes.size()) {
    return; // not the maps write_topology made
  }
  std::map<QName, std::optional<HostedStep>> by_type;
  auto step_of = [&](std::size_t node) -> const std::optional<HostedStep>& {
    const QName& type = topo.node_templates[node].type;
    auto it = by_type.find(type);
    if (it == by_type.end()) {
      it = by_type.emplace(type, connect_step(st, type)).first;
    }
    return it->second;
  };
  for (std::size_t k = 0; k < rels.size(); ++k) {
    const auto [source, target] = ends[k];
    if (source >= nodes.size() || target >= nodes.size() ||
        st.normative_of(EntityKind::relationship_type, topo.relationship_templates[k].type) !=
            "tosca.relationships.ConnectsTo") {
      continue;
    }
    Value operations = Value::map();
    Value recorded = Value::map();
    // OpenTOSCA runs the connectTo of each end that has one, after both
    // exist; the Configure operation that runs on that end after it is
    // configured is the nearest standard step.
    for (const bool on_source : {true, false}) {
      const std::optional<HostedStep>& step = step_of(on_source ? source : target);
      const char* op_name = on_source ? "post_configure_source" : "post_configure_target";
      if (!step) {
        continue;
      }
      const ir::RelationshipTemplate& r = topo.relationship_templates[k];
      if (declares_operation(st, EntityKind::relationship_type, r.type, "Configure", op_name)) {
        // The relationship's own step runs there; a template's would
        // replace it, where OpenTOSCA runs both.
        st.warn(r.ext.location, "NOT_REPRESENTABLE",
                "relationship template '" + r.id + "': its type runs its own " + op_name +
                    ", so the connectTo of its " + (on_source ? "source" : "target") +
                    " is not run by the YAML");
        continue;
      }
      const std::vector<std::size_t> own = stack_of(on_source ? source : target, hosts);
      const std::vector<std::size_t> other = stack_of(on_source ? target : source, hosts);
      Value inputs = Value::map();
      for (const auto& name : step->inputs) {
        if (inputs.find(name) != nullptr) {
          continue; // the XML repeats the name
        }
        // The relationship's own property, then a SOURCE_/TARGET_ prefix
        // naming the stack, then the other end's stack before its own.
        Value value;
        if (property_value(rels[k].second, name) != nullptr) {
          value = Value::map();
          Value ref = Value::list();
          ref.push(Value::of("SELF"));
          ref.push(Value::of(name));
          value.add("get_property", std::move(ref));
        } else if (name.rfind("SOURCE_", 0) == 0 || name.rfind("TARGET_", 0) == 0) {
          const bool of_source = name[0] == 'S';
          value = property_read(nodes, stack_of(of_source ? source : target, hosts),
                                name.substr(7), SIZE_MAX);
        } else {
          value = property_read(nodes, other, name, SIZE_MAX);
          if (value.is_null()) {
            value = property_read(nodes, own, name, SIZE_MAX);
          }
          if (value.is_null()) {
            value = alias_read(nodes, other, name, SIZE_MAX);
          }
          if (value.is_null()) {
            value = alias_read(nodes, own, name, SIZE_MAX);
          }
        }
        if (value.is_null()) {
          value = get_input_call(name);
        }
        if (!value.is_null()) {
          inputs.add(name, std::move(value));
        }
      }
      Value op = Value::map();
      op.add("implementation", step->implementation);
      op.add_if("inputs", std::move(inputs));
      operations.add(op_name, std::move(op));
      recorded.add(op_name, step->implementation);
    }
    if (operations.empty()) {
      continue;
    }
    Value configure = Value::map();
    operations_map(st.options, configure) = std::move(operations);
    Value interfaces = Value::map();
    interfaces.add("Configure", std::move(configure));
    rels[k].second.add("interfaces", std::move(interfaces));
    residues.later(rels[k].first).add("connect_steps", std::move(recorded));
  }
}

void assign_operation_inputs(WriterState& st, const ir::TopologyTemplate& topo,
                             const std::vector<std::size_t>& hosts, Value& node_templates,
                             TemplateResidues& residues)
{
  auto& entries = node_templates.entries;
  if (entries.size() != topo.node_templates.size() || hosts.size() != entries.size()) {
    return; // not the map write_topology made
  }
  std::map<QName, std::vector<OperationInputs>> by_type; // a topology has few types
  std::map<QName, std::vector<HostedStep>> steps_by_host;
  std::map<QName, bool> manages_itself; ///< node type -> declares its own create or delete
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const QName& type = topo.node_templates[i].type;
    auto known = by_type.find(type);
    if (known == by_type.end()) {
      known = by_type.emplace(type, operations_with_inputs(st, type)).first;
    }
    std::vector<OperationInputs> operations = known->second;
    // The steps the host runs for this node (a VM's create on its cloud).
    std::vector<const HostedStep*> from_host;
    if (const std::size_t h = hosts[i]; h < entries.size() && h != i) {
      const QName& host_type = topo.node_templates[h].type;
      auto steps = steps_by_host.find(host_type);
      if (steps == steps_by_host.end()) {
        steps = steps_by_host.emplace(host_type, hosted_steps(st, host_type)).first;
      }
      // A node that creates or deletes itself manages its own life: then
      // the host runs none of it.
      auto own = manages_itself.find(type);
      if (own == manages_itself.end()) {
        own = manages_itself
                  .emplace(type, declares_operation(st, EntityKind::node_type, type, "Standard",
                                                    "create") ||
                                     declares_operation(st, EntityKind::node_type, type,
                                                        "Standard", "delete"))
                  .first;
      }
      for (const HostedStep& step : own->second ? std::span<const HostedStep>{} : steps->second) {
        from_host.push_back(&step);
        operations.push_back({"Standard", std::string(step.lifecycle), step.inputs});
      }
    }
    if (operations.empty()) {
      continue;
    }
    const std::vector<std::size_t> stack = stack_of(i, hosts);
    Value interfaces = Value::map();
    for (const auto& o : operations) {
      if (o.operation == k_connect_operation) {
        continue; // run by the relationship, with the other end's values (assign_connection_steps)
      }
      const auto step = std::find_if(from_host.begin(), from_host.end(), [&](const HostedStep* s) {
        return o.interface == "Standard" && s->lifecycle == o.operation;
      });
      Value inputs = Value::map();
      for (const auto& name : o.inputs) {
        if (inputs.find(name) != nullptr) {
          continue; // the XML repeats the name
        }
        // The host's plugin first (it reads the node's own properties under
        // other names), then the property of the input's name down the
        // stack, then another name of a machine's address or login.
        Value read = step != from_host.end()
                         ? convention_read(entries, i, (*step)->xml_operation, name)
                         : Value{};
        if (read.is_null()) {
          read = property_read(entries, stack, name, i);
        }
        if (read.is_null()) {
          // A host step creates or deletes the node: its own address is
          // not one to read then.
          read = alias_read(entries,
                            step != from_host.end()
                                ? std::vector<std::size_t>(stack.begin() + 1, stack.end())
                                : stack,
                            name, i);
        }
        if (read.is_null() && o.interface == "Standard") {
          read = get_input_call(name);
        }
        if (!read.is_null()) {
          inputs.add(name, std::move(read));
        }
      }
      if (inputs.empty() && step == from_host.end()) {
        continue;
      }
      Value* itf = interfaces.find(o.interface);
      if (itf == nullptr) {
        itf = &interfaces.add(o.interface, Value::map());
      }
      Value op = Value::map();
      if (step != from_host.end()) {
        op.add("implementation", (*step)->implementation);
      }
      op.add_if("inputs", std::move(inputs));
      if (step != from_host.end() && st.options.minor() >= 3) {
        // 1.3: what the host's operation returns about the node (a VM's
        // VMIP) becomes the node's attribute of that name.
        Value outputs = Value::map();
        for (const auto& name : (*step)->outputs) {
          if (property_value(entries[i].second, name) != nullptr && outputs.find(name) == nullptr) {
            outputs.add(name, self_attribute(name));
          }
        }
        op.add_if("outputs", std::move(outputs));
      }
      operations_map(st.options, *itf).add(o.operation, std::move(op));
    }
    if (!from_host.empty()) {
      // What the writer derived, for the way back to tell from an edit.
      Value recorded = Value::map();
      for (const HostedStep* step : from_host) {
        recorded.add(std::string(step->lifecycle), step->implementation);
      }
      residues.later(entries[i].first).add("lifecycle_from_host", std::move(recorded));
    }
    entries[i].second.add_if("interfaces", std::move(interfaces));
  }
}

}  // namespace tosca::yaml::detail
