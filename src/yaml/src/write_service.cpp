// YAML writer: the parts of a topology that say how it is deployed and
// used from outside, derived from the service template.
//
// [x] inputs: every `get_input` the standard part uses (Winery's
//     "get_input: X" property texts), typed by the property it sets, with
//     a default from the boundary properties; boundary property mappings
//     that set a node property; and the operation inputs no property
//     answers, which OpenTOSCA asks for at deployment (declared last)
// [x] outputs: boundary property mappings that read runtime state (an
//     empty node property Winery fills in, or a concat() of them)
// [x] substitution_mappings: substitutableNodeType, boundary requirements
//     and capabilities; properties (1.2+); exported plans as interfaces (1.3)
// [x] workflows (1.3): plans with a plan model reference, inputs and outputs
// [x] the service template's own edits kept in its YAML (tc:yaml) win
// The XML behind all of this stays in the extension block's
// `service_template.boundary_definitions` and `plans`.
#include "wellknown.hpp"
#include "writer_state.hpp"

#include "tosca/support/xml_escape.hpp"

#include <algorithm>
#include <array>

namespace tosca::yaml::detail {

namespace {

/// The last `local-name()='X'` of a Winery XPath, or the text itself when
/// it is a plain name.
std::optional<std::string> xpath_name(std::string_view path)
{
  constexpr std::string_view marker = "local-name()='";
  auto at = path.rfind(marker);
  if (at == std::string_view::npos) {
    bool plain = !path.empty() && std::all_of(path.begin(), path.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' || c == '.';
    });
    return plain ? std::optional<std::string>(path) : std::nullopt;
  }
  auto start = at + marker.size();
  auto end = path.find('\'', start);
  if (end == std::string_view::npos) {
    return std::nullopt;
  }
  return std::string(path.substr(start, end - start));
}

/// Splits Winery's `concat('http://', Node.Properties.IP, ':', ...)` into
/// YAML: literals stay strings, `Node.Properties.P` reads the node's P.
std::optional<Value> concat_function(std::string_view expr,
                                     const std::function<bool(const std::string&)>& is_node)
{
  constexpr std::string_view head = "concat(";
  if (expr.substr(0, head.size()) != head || expr.empty() || expr.back() != ')') {
    return std::nullopt;
  }
  std::string_view body = expr.substr(head.size(), expr.size() - head.size() - 1);
  Value args = Value::list();
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < body.size() && body[i] == ' ') {
      ++i;
    }
  };
  while (i < body.size()) {
    skip_space();
    if (i < body.size() && (body[i] == '\'' || body[i] == '"')) {
      char q = body[i];
      auto end = body.find(q, i + 1);
      if (end == std::string_view::npos) {
        return std::nullopt;
      }
      args.push(Value::of(std::string(body.substr(i + 1, end - i - 1))));
      i = end + 1;
    } else {
      auto end = body.find(',', i);
      std::string_view token = body.substr(i, end == std::string_view::npos ? body.size() - i : end - i);
      while (!token.empty() && token.back() == ' ') {
        token.remove_suffix(1);
      }
      constexpr std::string_view props = ".Properties.";
      auto dot = token.find(props);
      if (dot == std::string_view::npos || !is_node(std::string(token.substr(0, dot)))) {
        return std::nullopt;
      }
      Value ref = Value::list();
      ref.push(Value::of(std::string(token.substr(0, dot))));
      ref.push(Value::of(std::string(token.substr(dot + props.size()))));
      Value f = Value::map();
      f.add("get_attribute", std::move(ref));
      args.push(std::move(f));
      i = end == std::string_view::npos ? body.size() : end;
    }
    skip_space();
    if (i < body.size()) {
      if (body[i] != ',') {
        return std::nullopt;
      }
      ++i;
    }
  }
  Value f = Value::map();
  f.add("concat", std::move(args));
  return f;
}

}  // namespace

void derive_service_sections(const ir::ServiceTemplate& tpl, const ServiceContext& ctx, Value& doc)
{
  Value* topo = doc.find("topology_template");
  if (topo == nullptr) {
    return;
  }
  const int minor = ctx.minor;
  const ir::TopologyTemplate* topology = tpl.topology ? &*tpl.topology : nullptr;
  // Only the boundary's references and mappings look templates up.
  std::optional<TopologyElements> elements;
  if (topology != nullptr && tpl.boundary) {
    elements.emplace(*topology);
  }
  auto node = [&](const std::string& id) -> const ir::NodeTemplate* {
    return elements ? elements->node(id) : nullptr;
  };
  // Boundary property values by their element's local name.
  std::map<std::string, std::string> boundary_values;
  if (tpl.boundary && tpl.boundary->properties) {
    for (const auto& [k, v] : tpl.boundary->properties->view.entries) {
      if (v.kind == Value::Kind::string) {
        boundary_values.emplace(k, v.string);
      }
    }
  }
  // Node properties a mapping below makes inputs: on the way back they
  // read `{get_input: X}`, which must not count as a Winery input text.
  std::set<std::pair<std::string, std::string>> mapped_slots;
  if (tpl.boundary) {
    for (const auto& m : tpl.boundary->property_mappings) {
      const ir::NodeTemplate* target = node(m.target_object_ref);
      auto property = xpath_name(m.target_property_ref);
      const Value* current = target != nullptr && property && target->properties
                                 ? target->properties->view.find(*property)
                                 : nullptr;
      if (current != nullptr && current->kind == Value::Kind::string &&
          !winery_get_input(current->string)) {
        mapped_slots.emplace(target->id, *property);
      }
    }
  }
  Value inputs = derive_inputs(doc, boundary_values, mapped_slots);
  std::set<std::string> boundary_inputs; ///< inputs the boundary's property mappings make
  Value outputs = Value::map();
  std::vector<std::pair<std::string, std::string>> runtime_reads; // (node, property)
  Value mapped_properties = Value::map();
  if (tpl.boundary) {
    for (const auto& m : tpl.boundary->property_mappings) {
      auto name = xpath_name(m.service_template_property_ref);
      const ir::NodeTemplate* target = node(m.target_object_ref);
      // Inputs and outputs are separate namespaces: a mapping read at run
      // time is an output even where an input has its name.
      if (!name || target == nullptr || outputs.find(*name) != nullptr) {
        continue; // kept in the extension block only
      }
      if (auto f = concat_function(m.target_property_ref,
                                   [&](const std::string& id) { return node(id) != nullptr; })) {
        for (const Value& arg : f->entries.front().second.items) {
          if (const Value* ref = arg.find("get_attribute")) {
            runtime_reads.emplace_back(ref->items[0].string, ref->items[1].string);
          }
        }
        Value o = Value::map();
        o.add("value", std::move(*f));
        outputs.add(*name, std::move(o));
        continue;
      }
      auto property = xpath_name(m.target_property_ref);
      if (!property) {
        continue;
      }
      const Value* current = target->properties ? target->properties->view.find(*property) : nullptr;
      const bool runtime = filled_at_run_time(current);
      auto b = boundary_values.find(*name);
      if (runtime && (b == boundary_values.end() || b->second.empty())) {
        // Winery fills an empty property at run time: the mapping reads it.
        Value ref = Value::list();
        ref.push(Value::of(target->id));
        ref.push(Value::of(*property));
        Value f = Value::map();
        f.add("get_attribute", std::move(ref));
        Value o = Value::map();
        o.add("value", std::move(f));
        outputs.add(*name, std::move(o));
        runtime_reads.emplace_back(target->id, *property);
        continue;
      }
      // A value the user sets: an input of the service, defaulting to the
      // property's current value, unless an input has its name already.
      if (inputs.find(*name) != nullptr) {
        continue; // kept in the extension block only
      }
      Value d = Value::map();
      std::string yaml_type = "string";
      if (const Value* nodes = topo->find("node_templates")) {
        if (const Value* n = nodes->find(target->id)) {
          if (const Value* t = n->find("type"); t != nullptr && t->kind == Value::Kind::string) {
            if (const Value* def = type_property_definition(doc, "node_types", t->string, *property)) {
              if (const Value* ty = def->find("type"); ty != nullptr && ty->kind == Value::Kind::string) {
                yaml_type = ty->string;
              }
            }
          }
        }
      }
      d.add("type", Value::of(yaml_type));
      d.add("description", Value::of("sets property '" + *property + "' of '" + target->id + "'"));
      // Unset (empty, or white space only for a type that collapses it):
      // the property's current value.
      const bool unset = b == boundary_values.end() || b->second.empty() ||
                         (yaml_type != "string" &&
                          trim_xml_space(b->second).empty());
      const std::string& value = !unset
                                     ? b->second
                                     : (current != nullptr && current->kind == Value::Kind::string
                                            ? current->string
                                            : std::string());
      bool canonical = true;
      d.add("default", typed_value(value, yaml_type, canonical));
      inputs.add(*name, std::move(d));
      boundary_inputs.insert(*name);
      // The property reads the input, so that setting the input deploys
      // it; the extension entry keeps the literal the XML has.
      Value* yaml_node = nullptr;
      if (Value* nodes = topo->find("node_templates")) {
        yaml_node = nodes->find(target->id);
      }
      Value* yaml_props = yaml_node != nullptr ? yaml_node->find("properties") : nullptr;
      Value* slot = yaml_props != nullptr ? yaml_props->find(*property) : nullptr;
      if (slot != nullptr && mapped_slots.count({target->id, *property}) != 0) {
        *slot = get_input_call(*name);
        if (ctx.mapped_property) {
          ctx.mapped_property(target->id, *property, *name, current->string);
        }
      }
      Value in = Value::list();
      in.push(Value::of(*name));
      mapped_properties.add(*name, std::move(in));
    }
  }

  // substitution_mappings: the service template as a node of another.
  Value subst = Value::map();
  if (tpl.substitutable_node_type && topology != nullptr) {
    subst.add("node_type", Value::of(ctx.node_type_name(*tpl.substitutable_node_type)));
    auto exported = [&](const std::vector<ir::BoundaryRef>& refs, bool requirement) {
      Value out = Value::map();
      for (const auto& r : refs) { // only with a boundary: `elements` is made
        for (const auto& [n, e] :
             requirement ? elements->requirements(r.ref) : elements->capabilities(r.ref)) {
          Value target = Value::list();
          target.push(Value::of(n->id));
          target.push(Value::of(e->name.value_or(e->id)));
          out.add(r.name.value_or(e->name.value_or(e->id)), std::move(target));
        }
      }
      return out;
    };
    if (tpl.boundary) {
      subst.add_if("capabilities", exported(tpl.boundary->capabilities, false));
      subst.add_if("requirements", exported(tpl.boundary->requirements, true));
    }
    if (minor >= 2) {
      subst.add_if("properties", std::move(mapped_properties));
    }
  }

  // workflows (1.3): plans whose model is a file.
  Value workflows = Value::map();
  if (minor >= 3) {
    for (const auto& p : tpl.plans) {
      if (!p.model_reference) {
        continue;
      }
      ir::ArtifactReference ref;
      ref.reference = *p.model_reference;
      std::vector<ArtifactFile> files = locate_reference(ctx.locate, ctx.document_path, ref);
      if (files.empty()) {
        continue;
      }
      Value w = Value::map();
      if (!p.ext.documentation.empty()) {
        w.add("description", Value::of(p.ext.documentation.front().content));
      }
      Value meta = Value::map();
      meta.add("plan_type", Value::of(p.plan_type));
      meta.add("plan_language", Value::of(p.plan_language));
      w.add("metadata", std::move(meta));
      Value in = Value::map();
      for (const auto& param : p.inputs) {
        Value d = Value::map();
        std::string_view t = param.type;
        if (auto colon = t.find(':'); colon != std::string_view::npos) {
          t = t.substr(colon + 1);
        }
        d.add("type", Value::of(tosca_type_of_xsd(t)));
        d.add("required", Value::of(param.required.value_or(true)));
        in.add(param.name, std::move(d));
      }
      w.add_if("inputs", std::move(in));
      Value impl = Value::map();
      impl.add("primary", Value::of(files.front().path));
      w.add("implementation", std::move(impl));
      workflows.add(p.id, std::move(w));
    }
    if (tpl.boundary && subst.find("node_type") != nullptr) {
      Value itfs = Value::map();
      for (const auto& itf : tpl.boundary->interfaces) {
        Value ops = Value::map();
        for (const auto& op : itf.operations) {
          if (op.kind == ir::ExportedOperation::Kind::plan && workflows.find(op.ref) != nullptr) {
            ops.add(op.name, Value::of(op.ref));
          }
        }
        itfs.add_if(itf.name, std::move(ops));
      }
      subst.add_if("interfaces", std::move(itfs));
    }
  }

  // A property Winery fills at run time is read as an attribute, by an
  // output or an operation input: the node type declares it (YAML keeps
  // properties and attributes apart).
  for (auto& read : operation_input_reads(doc)) {
    runtime_reads.push_back(std::move(read));
  }
  declare_attributes(doc, runtime_reads, ctx);
  if (const Value* t = subst.find("node_type")) {
    declare_substitution_interface(doc, t->string, inputs, outputs, ctx);
    topo = doc.find("topology_template");
  }
  // After the substitution interface: these inputs are the deployer's,
  // not properties of the node the topology substitutes.
  declare_deployment_inputs(doc, inputs, boundary_inputs);

  // Section order as the Simple Profile lists them.
  Value ordered = Value::map();
  for (auto& [k, v] : topo->entries) {
    if (k == "node_templates") {
      ordered.add_if("inputs", std::move(inputs));
      if (!subst.empty()) {
        ordered.add("substitution_mappings", std::move(subst));
      }
    }
    ordered.add(k, std::move(v));
  }
  ordered.add_if("outputs", std::move(outputs));
  ordered.add_if("workflows", std::move(workflows));
  *topo = std::move(ordered);
}

const std::array<const char*, 4> k_service_sections = {"inputs", "outputs", "substitution_mappings",
                                                       "workflows"};

void apply_service_overrides(const Value& overrides, Value& doc)
{
  Value* topo = doc.find("topology_template");
  if (topo == nullptr || overrides.kind != Value::Kind::map) {
    return;
  }
  const Value* removed = overrides.find("removed");
  for (const char* key : k_service_sections) {
    const Value* own = overrides.find(key);
    const Value* gone = removed != nullptr ? removed->find(key) : nullptr;
    if (own == nullptr && gone == nullptr) {
      continue;
    }
    if (std::string_view(key) == "substitution_mappings") {
      // One mapping as a whole.
      if (gone != nullptr) {
        Value kept = Value::map();
        for (auto& [k, v] : topo->entries) {
          if (k != key) {
            kept.add(k, std::move(v));
          }
        }
        *topo = std::move(kept);
      }
      if (own != nullptr) {
        topo->set(key, *own);
      }
      continue;
    }
    Value* section = topo->find(key);
    if (section == nullptr) {
      if (own == nullptr) {
        continue;
      }
      section = &topo->add(key, Value::map());
    }
    if (own != nullptr) {
      for (const auto& [k, v] : own->entries) {
        section->set(k, v);
      }
    }
    if (gone != nullptr) {
      Value kept = Value::map();
      for (auto& entry : section->entries) {
        auto& [k, v] = entry;
        const std::string& key = entry.first; // lambdas take no structured bindings (clang 14)
        bool dropped = std::any_of(gone->items.begin(), gone->items.end(),
                                   [&](const Value& n) { return n.string == key; });
        if (!dropped) {
          kept.add(k, std::move(v));
        }
      }
      *section = std::move(kept);
    }
  }
}

void write_service_sections(WriterState& st, const ir::ServiceTemplate& tpl, Value& doc)
{
  ServiceContext ctx;
  ctx.minor = st.options.minor();
  ctx.node_type_name = [&](const QName& q) { return st.name_of(EntityKind::node_type, q); };
  ctx.locate = st.options.locate_artifact;
  ctx.document_path = st.doc.path;
  if (st.run != nullptr) {
    ctx.declare_elsewhere = [&st](const std::string& node_type, const char* section,
                                  const std::string& name, const Value& definition) {
      auto known = st.run->declarations.find(node_type);
      if ((known == st.run->declarations.end() ||
           std::none_of(known->second.begin(), known->second.end(),
                        [&](const auto& e) { return std::get<0>(e) == section && std::get<1>(e) == name; })) &&
          st.may_change_run()) {
        st.run->declarations[node_type].emplace_back(section, name, definition);
      }
    };
  }
  ctx.mapped_property = [&st](const std::string& node, const std::string& property,
                             const std::string& input, const std::string& literal) {
    if (st.ext.find(st.node_residues.section()) == nullptr) {
      st.ext.add(st.node_residues.section(), Value::map()); // its placeholder
    }
    Value* entry = &st.node_residues.later(node);
    Value* inputs = entry->find("property_inputs");
    if (inputs == nullptr) {
      inputs = &entry->add("property_inputs", Value::map());
    }
    Value m = Value::map();
    m.add("input", Value::of(input));
    m.add("text", Value::of(literal));
    inputs->set(property, std::move(m));
  };
  derive_service_sections(tpl, ctx, doc);
  apply_service_overrides(tpl.ext.yaml.get(), doc);
}

}  // namespace tosca::yaml::detail
