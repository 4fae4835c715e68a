// YAML writer: interfaces of node and relationship types, with the
// implementations that make them runnable.
//
// [x] XML lifecycle interfaces onto Standard / Configure (wellknown.hpp),
//     any other interface under its own name with a declared interface type
// [x] operation descriptions and input parameters as YAML inputs
// [x] implementation artifacts of the type's implementation as operation
//     `implementation`s: one file a path, several `primary` + `dependencies`;
//     in 1.3 inline artifact definitions that carry the artifact type
// [x] interface-level artifacts implement every operation of the interface;
//     inherited interfaces are refined where the implementation says so
// [x] the extension entry keeps only XML names, spellings, output
//     parameters, draft bindings and ##other content
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>
#include <set>

namespace tosca::yaml::detail {

std::vector<std::pair<const ir::Interface*, InterfaceSide>> xml_interfaces(const WriterState& st,
                                                                          EntityKind kind,
                                                                          const QName& q)
{
  std::vector<std::pair<const ir::Interface*, InterfaceSide>> out;
  if (kind == EntityKind::node_type) {
    if (const auto* t = st.index.node_type(q)) {
      for (const auto& i : t->interfaces) {
        out.emplace_back(&i, InterfaceSide::node);
      }
    }
  } else if (const auto* t = st.index.relationship_type(q)) {
    for (const auto& i : t->source_interfaces) {
      out.emplace_back(&i, InterfaceSide::source);
    }
    for (const auto& i : t->target_interfaces) {
      out.emplace_back(&i, InterfaceSide::target);
    }
  }
  return out;
}

namespace {

/// One XML interface of a type, where it went in YAML, and its YAML type.
struct Placed : InterfacePlacement
{
  std::string type;
};

/// Where each XML interface of a type goes; custom interfaces get their
/// interface type declared.
std::vector<Placed> place(WriterState& st, EntityKind kind, const QName& q)
{
  std::vector<Placed> out;
  for (auto& p : place_interfaces(xml_interfaces(st, kind, q))) {
    Placed placed{std::move(p), {}};
    if (!placed.normative_type.empty()) {
      placed.type = placed.normative_type;
    } else {
      std::vector<std::string> names;
      for (const auto& op : placed.itf->operations) {
        names.push_back(op.name);
      }
      placed.type = st.interface_type(placed.itf->name, names);
    }
    out.push_back(std::move(placed));
  }
  return out;
}

const ir::EntityTypeBase* parent_of(const WriterState& st, EntityKind kind,
                                    const ir::EntityTypeBase& t)
{
  return t.derived_from ? st.type_base(kind, *t.derived_from) : nullptr;
}

/// The implementation artifacts of the implementation chosen for a type,
/// with those its DerivedFrom chain adds.
std::vector<const ir::ImplementationArtifact*> implementation_artifacts(WriterState& st,
                                                                        EntityKind kind,
                                                                        const QName& q,
                                                                        std::optional<QName>& chosen_name,
                                                                        std::vector<QName>& merged)
{
  const auto ranked = st.ranked_implementations(kind, q);
  if (ranked.empty()) {
    return {};
  }
  const ir::TypeImplementation* chosen = ranked.front();
  chosen_name = chosen->qname();
  const EntityKind impl_kind = kind == EntityKind::node_type
                                   ? EntityKind::node_type_implementation
                                   : EntityKind::relationship_type_implementation;
  std::vector<const ir::ImplementationArtifact*> out;
  std::set<QName> seen;
  for (const ir::TypeImplementation* impl = chosen; impl != nullptr;) {
    if (!seen.insert(impl->qname()).second) {
      break; // a DerivedFrom cycle, reported by validate
    }
    for (const auto& ia : impl->implementation_artifacts) {
      auto same_target = [&](const ir::ImplementationArtifact* a) {
        return a->interface_name == ia.interface_name && a->operation_name == ia.operation_name;
      };
      // A derived implementation's artifact replaces its parent's.
      if (std::none_of(out.begin(), out.end(), same_target) || impl == chosen) {
        out.push_back(&ia);
      }
    }
    const ir::TypeImplementation* next = nullptr;
    if (impl->derived_from) {
      if (auto ref = st.index.find(impl_kind, *impl->derived_from)) {
        const ir::Document& d = st.index.document(ref->document);
        next = impl_kind == EntityKind::node_type_implementation
                   ? static_cast<const ir::TypeImplementation*>(&d.node_type_implementations[ref->index])
                   : &d.relationship_type_implementations[ref->index];
      }
    }
    impl = next;
  }
  // Operations the chosen one leaves without an artifact take another
  // implementation's, in rank order (MySQL-DB's testConnection is in
  // SqlConnectionTestImpl only).
  for (std::size_t i = 1; i < ranked.size(); ++i) {
    bool took = false;
    for (const auto& ia : ranked[i]->implementation_artifacts) {
      if (!ia.artifact_ref || std::any_of(out.begin(), out.end(), [&](const auto* a) {
            return same_operations(*a, ia);
          })) {
        continue;
      }
      out.push_back(&ia);
      took = true;
    }
    if (took) {
      merged.push_back(ranked[i]->qname());
    }
  }
  return out;
}

/// The `implementation` of one YAML operation from the artifacts that
/// implement it: one file a path, several `primary` + `dependencies`; in
/// 1.3 inline artifact definitions that carry the artifact type.
Value implementation_value(const WriterState& st,
                         const std::vector<std::pair<const ir::ImplementationArtifact*,
                                                     const TemplateFiles*>>& parts)
{
  std::vector<std::pair<std::string, const ir::ImplementationArtifact*>> files;
  for (const auto& [ia, tf] : parts) {
    for (const auto& p : tf->paths) {
      files.emplace_back(p, ia);
    }
  }
  if (files.empty()) {
    return {};
  }
  if (st.options.minor() >= 3) {
    auto definition = [&](const std::pair<std::string, const ir::ImplementationArtifact*>& f) {
      Value a = Value::map();
      a.add("file", Value::of(f.first));
      if (!f.second->artifact_type.empty()) {
        a.add("type", Value::of(st.name_of(EntityKind::artifact_type, f.second->artifact_type)));
      }
      return a;
    };
    Value v = Value::map();
    v.add("primary", definition(files.front()));
    Value deps = Value::list();
    for (std::size_t i = 1; i < files.size(); ++i) {
      deps.push(definition(files[i]));
    }
    v.add_if("dependencies", std::move(deps));
    return v;
  }
  if (files.size() == 1) {
    return Value::of(files.front().first);
  }
  Value v = Value::map();
  v.add("primary", Value::of(files.front().first));
  Value deps = Value::list();
  for (std::size_t i = 1; i < files.size(); ++i) {
    deps.push(Value::of(files[i].first));
  }
  v.add("dependencies", std::move(deps));
  return v;
}

struct InterfaceWriter
{
  WriterState& st;
  EntityKind kind;
  QName q;
  std::vector<Placed> own;
  /// Interfaces of the ancestors, nearest first.
  std::vector<std::vector<Placed>> inherited;

  /// The properties the node type and its ancestors define, by name and
  /// YAML type (1.3 maps operation outputs onto them).
  std::map<std::string, std::string> properties;

  InterfaceWriter(WriterState& s, EntityKind k, const QName& type) : st(s), kind(k), q(type)
  {
    own = place(st, kind, q);
    std::set<QName> seen{QName{q.ns, q.local, {}}};
    const ir::EntityTypeBase* self = st.type_base(kind, q);
    auto add_properties = [&](const ir::EntityTypeBase& t) {
      if (kind == EntityKind::node_type && st.options.minor() >= 3) {
        const PropertySchema schema = st.typing.own(t);
        for (const auto& p : schema.properties) {
          properties.emplace(p.name, p.type);
        }
      }
    };
    add_properties(*self);
    for (const auto* t = parent_of(st, kind, *self); t != nullptr; t = parent_of(st, kind, *t)) {
      if (!seen.insert(t->qname()).second) {
        break;
      }
      inherited.push_back(place(st, kind, t->qname()));
      add_properties(*t);
    }
  }

  /// Every placement of XML interface `name`, own first.
  std::vector<const Placed*> declarations(const std::string& name) const
  {
    std::vector<const Placed*> out;
    for (const auto& p : own) {
      if (p.itf->name == name) {
        out.push_back(&p);
      }
    }
    for (const auto& level : inherited) {
      for (const auto& p : level) {
        if (p.itf->name == name) {
          out.push_back(&p);
        }
      }
    }
    return out;
  }

  /// The YAML operations an artifact implements: (interface key, type, op).
  std::vector<std::tuple<std::string, std::string, std::string>>
  targets(const ir::ImplementationArtifact& ia) const
  {
    std::vector<std::tuple<std::string, std::string, std::string>> out;
    auto add = [&](const Placed& p, const std::string& op) {
      std::tuple<std::string, std::string, std::string> t{p.key, p.type, op};
      if (std::find(out.begin(), out.end(), t) == out.end()) {
        out.push_back(std::move(t));
      }
    };
    std::vector<const Placed*> decls;
    if (ia.interface_name) {
      decls = declarations(*ia.interface_name);
    } else {
      for (const auto& p : own) {
        decls.push_back(&p);
      }
      for (const auto& level : inherited) {
        for (const auto& p : level) {
          decls.push_back(&p);
        }
      }
    }
    for (const Placed* p : decls) {
      for (std::size_t i = 0; i < p->itf->operations.size(); ++i) {
        if (!operation_level(ia) || p->itf->operations[i].name == *ia.operation_name) {
          add(*p, p->ops[i]);
        }
      }
    }
    return out;
  }

  Value implementation(const std::vector<std::pair<const ir::ImplementationArtifact*,
                                                   const TemplateFiles*>>& parts)
  {
    return implementation_value(st, parts);
  }

  /// A YAML operation definition from an XML operation: description and
  /// inputs; what YAML cannot say goes to `residue`.
  Value operation(const ir::Operation& op, const std::string& yaml_name, Value& residue)
  {
    Value o = Value::map();
    if (!op.ext.documentation.empty()) {
      o.add("description", Value::of(op.ext.documentation.front().content));
    }
    residue = Value::map();
    residue.add("name", Value::of(op.name));
    if (yaml_name != op.name) {
      residue.add("yaml", Value::of(yaml_name));
    }
    Value inputs = Value::map();
    Value spellings = Value::map();
    Value param_ext = Value::map();
    Value unset = Value::list();
    std::set<std::string_view> named;
    for (const auto& p : op.inputs) {
      if (!named.insert(p.name).second) {
        continue; // a repeated name: the whole list is in `input_parameters`
      }
      const std::string yaml_type =
          tosca_type_of_xsd(std::string_view(p.type).substr(p.type.find(':') + 1)); // npos + 1 = 0
      Value d = Value::map();
      d.add("type", Value::of(yaml_type));
      d.add("required", Value::of(p.required.value_or(true)));
      if (!p.ext.documentation.empty()) {
        d.add("description", Value::of(p.ext.documentation.front().content));
      }
      inputs.add(p.name, std::move(d));
      if (p.type != xml_parameter_type(yaml_type)) {
        spellings.add(p.name, Value::of(p.type));
      }
      if (!p.required) {
        unset.push(Value::of(p.name));
      }
      Value e = Value::map();
      add_extensible(e, p.ext, true);
      param_ext.add_if(p.name, std::move(e));
    }
    o.add_if("inputs", std::move(inputs));
    residue.add_if("input_types", std::move(spellings));
    residue.add_if("input_required_unset", std::move(unset));
    residue.add_if("input_extensions", std::move(param_ext));
    if (named.size() != op.inputs.size()) { // a YAML map holds a name once
      residue.add("input_parameters", parameters(op.inputs));
    }
    residue.add_if("output_parameters", parameters(op.outputs));
    // 1.3: an output that names a property of the node is its value at run
    // time (OpenTOSCA's convention), mapped onto the attribute of that name.
    Value outputs = Value::map();
    for (const auto& p : op.outputs) {
      if (properties.count(p.name) != 0 && outputs.find(p.name) == nullptr) {
        outputs.add(p.name, self_attribute(p.name));
      }
    }
    o.add_if("outputs", std::move(outputs));
    // Draft bindings and ##other content: the full encoding minus what the
    // standard definition holds.
    Value full = detail::operation(ir::Operation{op.name, {}, {}, op.wsdl, op.rest, op.script, op.ext});
    for (auto& [k, v] : full.entries) {
      if (k == "name") {
        continue;
      }
      if (k == "documentation") {
        Value e = Value::map();
        add_extensible(e, op.ext, true);
        if (const Value* docs = e.find("documentation")) {
          residue.add("documentation", *docs);
        }
        continue;
      }
      residue.add(k, std::move(v));
    }
    return o;
  }

  Value write(Value& residue)
  {
    // Implementations first: which YAML operation gets which files.
    std::map<std::tuple<std::string, std::string, std::string>,
             std::vector<std::pair<const ir::ImplementationArtifact*, const TemplateFiles*>>>
        by_op_level, by_interface_level;
    std::vector<std::tuple<std::string, std::string, std::string>> order;
    std::optional<QName> chosen;
    std::vector<QName> merged;
    for (const auto* ia : implementation_artifacts(st, kind, q, chosen, merged)) {
      if (!ia->artifact_ref) {
        continue; // draft inline artifacts stay in the extension block
      }
      const TemplateFiles& tf = st.files_of(*ia->artifact_ref);
      if (tf.paths.empty()) {
        continue;
      }
      for (auto& t : targets(*ia)) {
        auto& slot = operation_level(*ia) ? by_op_level[t] : by_interface_level[t];
        slot.emplace_back(ia, &tf);
        if (std::find(order.begin(), order.end(), t) == order.end()) {
          order.push_back(t);
        }
      }
    }
    auto implementation_of = [&](const std::tuple<std::string, std::string, std::string>& t) {
      auto it = by_op_level.find(t);
      if (it != by_op_level.end()) {
        return implementation(it->second);
      }
      auto jt = by_interface_level.find(t);
      return jt != by_interface_level.end() ? implementation(jt->second) : Value{};
    };

    Value out = Value::map();
    Value residues = Value::list();
    for (const auto& p : own) {
      Value* itf = out.find(p.key);
      if (itf == nullptr) {
        itf = &out.add(p.key, Value::map());
        itf->add("type", Value::of(p.type));
      }
      Value r = Value::map();
      r.add("name", Value::of(p.itf->name));
      if (p.key != p.itf->name) {
        r.add("yaml", Value::of(p.key));
      }
      if (p.side == InterfaceSide::target) {
        r.add("side", Value::of("target"));
      }
      Value op_residues = Value::list();
      for (std::size_t i = 0; i < p.itf->operations.size(); ++i) {
        Value op_residue;
        Value o = operation(p.itf->operations[i], p.ops[i], op_residue);
        Value impl = implementation_of({p.key, p.type, p.ops[i]});
        if (!impl.is_null()) {
          o.add("implementation", std::move(impl));
        }
        Value& ops = operations_map(st.options, *itf);
        if (ops.find(p.ops[i]) != nullptr) {
          // Two operations of one name (in one interface, or in two that
          // map onto the same YAML interface): a YAML map holds one; the
          // extension entry still lists both for the way back.
          st.warn(p.itf->operations[i].ext.location, "NOT_REPRESENTABLE",
                  "operation '" + p.ops[i] + "' appears twice in interface '" + p.key +
                      "'; the YAML shows the first");
        } else {
          ops.add(p.ops[i], std::move(o));
        }
        // A plain name when nothing but the name is needed.
        if (op_residue.entries.size() == 1) {
          op_residues.push(Value::of(p.itf->operations[i].name));
        } else {
          op_residues.push(std::move(op_residue));
        }
      }
      r.add("operations", std::move(op_residues));
      r.add_if("implementation_artifacts",
               list_of(p.itf->implementation_artifacts, implementation_artifact));
      add_extensible(r, p.itf->ext, false);
      residues.push(std::move(r));
    }
    // Implementations of inherited operations refine the parent's interface.
    for (const auto& t : order) {
      const auto& [key, type, op] = t;
      Value* itf = out.find(key);
      if (itf == nullptr) {
        itf = &out.add(key, Value::map());
        itf->add("type", Value::of(type));
      }
      Value& ops = operations_map(st.options, *itf);
      if (ops.find(op) == nullptr) {
        Value o = Value::map();
        o.add("implementation", implementation_of(t));
        ops.add(op, std::move(o));
      }
    }
    residue.add_if("interfaces", std::move(residues));
    if (chosen) {
      // Which implementation the operations show, for the way back.
      residue.add("implementation", qname(*chosen));
    }
    Value also = Value::list();
    for (const auto& m : merged) {
      also.push(qname(m));
    }
    // Implementations that give operations the chosen one leaves out.
    residue.add_if("also_implemented_by", std::move(also));
    return out;
  }
};

}  // namespace

Value& operations_map(const WriteOptions& options, Value& itf)
{
  if (options.minor() < 3) {
    return itf;
  }
  if (Value* ops = itf.find("operations")) {
    return *ops;
  }
  return itf.add("operations", Value::map());
}

const std::string& WriterState::interface_type(const std::string& xml_name,
                                               const std::vector<std::string>& operations)
{
  auto it = std::find_if(interface_types.begin(), interface_types.end(),
                         [&](const auto& e) { return e.first == xml_name; });
  if (run != nullptr) {
    // One declaration per XML interface across the run, with every operation
    // any type of the run gives it (plan_library saw them all): outputs agree.
    auto r = run->interface_types.find(xml_name);
    if (r == run->interface_types.end()) {
      if (!may_change_run()) {
        return xml_name; // a stand-in: this output is rendered again
      }
      r = run->interface_types.try_emplace(xml_name).first;
      const std::string base = interface_type_name(xml_name);
      std::string name = base;
      for (int n = 2; run->taken.count(name) != 0; ++n) {
        name = base + "_" + std::to_string(n);
      }
      r->second.yaml_name = *run->taken.insert(name).first;
    }
    auto& known = r->second.operations;
    for (const auto& op : operations) {
      if (std::find(known.begin(), known.end(), op) == known.end() && may_change_run()) {
        known.push_back(op);
      }
    }
    if (it == interface_types.end()) {
      interface_types.emplace_back(xml_name, InterfaceTypeDecl{r->second.yaml_name, {}});
      it = std::prev(interface_types.end());
    }
    it->second.operations = r->second.operations;
    return it->second.yaml_name;
  }
  if (it == interface_types.end()) {
    std::string base = interface_type_name(xml_name);
    std::set<std::string> used;
    for (const auto& [k, n] : names) {
      used.insert(n);
    }
    for (const auto& [k, decl] : interface_types) {
      used.insert(decl.yaml_name);
    }
    std::string name = base;
    for (int n = 2; used.count(name) != 0; ++n) {
      name = base + "_" + std::to_string(n);
    }
    interface_types.emplace_back(xml_name, InterfaceTypeDecl{name, {}});
    it = std::prev(interface_types.end());
  }
  for (const auto& op : operations) {
    if (std::find(it->second.operations.begin(), it->second.operations.end(), op) ==
        it->second.operations.end()) {
      it->second.operations.push_back(op);
    }
  }
  return it->second.yaml_name;
}

Value operation_implementation(WriterState& st, const QName& node_type,
                               const std::string& xml_interface, const std::string& operation)
{
  std::set<QName> seen;
  for (const ir::EntityTypeBase* t = st.type_base(EntityKind::node_type, node_type);
       t != nullptr && seen.insert(t->qname()).second;
       t = parent_of(st, EntityKind::node_type, *t)) {
    std::optional<QName> chosen;
    std::vector<QName> merged;
    std::vector<std::pair<const ir::ImplementationArtifact*, const TemplateFiles*>> parts;
    for (const auto* ia : implementation_artifacts(st, EntityKind::node_type, t->qname(), chosen,
                                                   merged)) {
      const bool same_interface = !ia->interface_name || *ia->interface_name == xml_interface;
      if (!ia->artifact_ref || !same_interface ||
          (operation_level(*ia) && *ia->operation_name != operation)) {
        continue;
      }
      parts.emplace_back(ia, &st.files_of(*ia->artifact_ref));
    }
    // An operation-level artifact wins over one for the whole interface.
    if (std::any_of(parts.begin(), parts.end(), [](const auto& p) { return operation_level(*p.first); })) {
      std::erase_if(parts, [](const auto& p) { return !operation_level(*p.first); });
    }
    Value v = implementation_value(st, parts);
    if (!v.is_null()) {
      return v;
    }
  }
  return {};
}

Value type_interfaces(WriterState& st, EntityKind kind, const QName& q, Value& residue)
{
  InterfaceWriter w(st, kind, q);
  return w.write(residue);
}

Value interface_type_section(WriterState& st)
{
  Value section = Value::map();
  for (const auto& [xml_name, decl] : st.interface_types) {
    Value t = Value::map();
    t.add("derived_from", Value::of("tosca.interfaces.Root"));
    t.add("description", Value::of("The XML interface '" + xml_name + "'"));
    Value& ops = operations_map(st.options, t);
    for (const auto& op : decl.operations) {
      ops.add(op, Value::map());
    }
    section.add(decl.yaml_name, std::move(t));
  }
  return section;
}

}  // namespace tosca::yaml::detail
