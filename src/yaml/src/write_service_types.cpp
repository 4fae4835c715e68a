// YAML writer: what the derived parts of the standard YAML ask of the node
// types: the definitions inputs are typed by, and the properties and
// attributes a substituted node type, a runtime read or a 1.3 output
// mapping needs declared.
#include "service.hpp"
#include "typing.hpp"
#include "writer_state.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace tosca::yaml::detail {

using ir::Value;

namespace {

/// A node type of the document, walking YAML `derived_from`: whether it
/// (or an ancestor) has `name` under `key` (properties, attributes).
bool declares(const Value& types, std::string type, const char* key, const std::string& name)
{
  for (int depth = 0; depth < 256; ++depth) {
    const Value* t = types.find(type);
    if (t == nullptr) {
      return false;
    }
    if (const Value* section = t->find(key); section != nullptr && section->find(name) != nullptr) {
      return true;
    }
    const Value* parent = t->find("derived_from");
    if (parent == nullptr || parent->kind != Value::Kind::string) {
      return false;
    }
    type = parent->string;
  }
  return false;
}

}  // namespace

const Value* type_property_definition(const Value& doc, const char* section, const std::string& type,
                                 const std::string& property)
{
  const Value* types = doc.find(section);
  std::string current = type;
  for (int depth = 0; types != nullptr && depth < 256; ++depth) {
    const Value* t = types->find(current);
    if (t == nullptr) {
      return nullptr;
    }
    if (const Value* props = t->find("properties")) {
      if (const Value* p = props->find(property)) {
        return p;
      }
    }
    const Value* parent = t->find("derived_from");
    if (parent == nullptr || parent->kind != Value::Kind::string) {
      return nullptr;
    }
    current = parent->string;
  }
  return nullptr;
}

void declare_substitution_interface(Value& doc, const std::string& node_type, const Value& inputs,
                                    const Value& outputs, const ServiceContext& ctx)
{
  Value* types = doc.find("node_types");
  Value* own = types != nullptr ? types->find(node_type) : nullptr;
  if (own == nullptr && !ctx.declare_elsewhere) {
    return;
  }
  auto declare = [&](const char* key, const std::string& name, const Value* type,
                     const char* description) {
    Value d = Value::map();
    d.add("type", type != nullptr ? *type : Value::of("string"));
    if (std::string_view(key) == "properties") {
      d.add("required", Value::of(false));
    }
    d.add("description", Value::of(description));
    if (types == nullptr || types->find(node_type) == nullptr) {
      ctx.declare_elsewhere(node_type, key, name, d);
      return;
    }
    if (declares(*types, node_type, key, name)) {
      return;
    }
    own = types->find(node_type);
    Value* section = own->find(key);
    if (section == nullptr) {
      section = &own->add(key, Value::map());
    }
    section->add(name, std::move(d));
  };
  for (const auto& [name, def] : inputs.entries) {
    declare("properties", name, def.find("type"), k_substitution_input_description);
  }
  for (const auto& [name, def] : outputs.entries) {
    declare("attributes", name, nullptr, k_substitution_output_description);
  }
}

/// 1.3: the attributes the type's operations map outputs onto
/// (write_interfaces.cpp), typed as the property of the same name.
Value output_attributes(WriterState& st, const QName& q, const Value& y)
{
  Value out = Value::map();
  const Value* interfaces = y.find("interfaces");
  if (interfaces == nullptr || st.options.minor() < 3) {
    return out;
  }
  auto type_of = [&](const std::string& name) {
    std::set<QName> seen;
    for (const ir::EntityTypeBase* t = st.type_base(EntityKind::node_type, q);
         t != nullptr && seen.insert(t->qname()).second;
         t = t->derived_from ? st.type_base(EntityKind::node_type, *t->derived_from) : nullptr) {
      const PropertySchema own = st.typing.own(*t); // find points into it
      if (const PropertyDef* p = own.find(name)) {
        return p->type;
      }
    }
    return std::string("string");
  };
  for (const auto& itf : interfaces->entries) {
    const Value* ops = itf.second.find("operations");
    for (const auto& op : (ops != nullptr ? *ops : itf.second).entries) {
      const Value* outputs = op.second.kind == Value::Kind::map ? op.second.find("outputs") : nullptr;
      if (outputs == nullptr) {
        continue;
      }
      for (const auto& mapped : outputs->entries) {
        const std::string& name = mapped.second.items.at(1).string;
        if (out.find(name) == nullptr) {
          Value d = Value::map();
          d.add("type", Value::of(type_of(name)));
          d.add("description", Value::of(runtime_attribute_description(name)));
          out.add(name, std::move(d));
        }
      }
    }
  }
  return out;
}

namespace {

/// Calls `visit(template name, "Interface.operation", operation definition)`
/// for every operation of every node and relationship template's
/// interfaces (under 1.3's `operations` keyname or not). `Doc` is `Value`
/// or `const Value`.
template <class Doc, class Visit>
void each_template_operation(Doc& doc, Visit visit)
{
  auto* topo = doc.find("topology_template");
  if (topo == nullptr) {
    return;
  }
  for (const char* section : {"node_templates", "relationship_templates"}) {
    auto* templates = topo->find(section);
    if (templates == nullptr || templates->kind != Value::Kind::map) {
      continue;
    }
    for (auto& [name, definition] : templates->entries) {
      auto* interfaces = definition.find("interfaces");
      if (interfaces == nullptr) {
        continue;
      }
      for (auto& entry : interfaces->entries) {
        auto* nested = entry.second.find("operations"); // 1.3
        for (auto& op : (nested != nullptr ? *nested : entry.second).entries) {
          visit(name, entry.first + "." + op.first, op.second);
        }
      }
    }
  }
}

/// The argument of `value` when it is the call `{function: argument}`,
/// else null.
const Value* call_of(const Value& value, const char* function)
{
  return value.kind == Value::Kind::map && value.entries.size() == 1 ? value.find(function)
                                                                      : nullptr;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> operation_input_reads(const Value& doc)
{
  std::vector<std::pair<std::string, std::string>> reads;
  // A relationship template's connection steps read the nodes by name (its
  // SELF would be the relationship, whose properties are no node's).
  each_template_operation(doc, [&](const std::string& owner, const std::string&, const Value& op) {
    // 1.3 output mappings onto the node's own attributes.
    if (const Value* outputs = op.find("outputs")) {
      for (const auto& mapped : outputs->entries) {
        if (mapped.second.kind == Value::Kind::list && mapped.second.items.size() == 2 &&
            mapped.second.items[1].kind == Value::Kind::string) {
          reads.emplace_back(owner, mapped.second.items[1].string);
        }
      }
    }
    const Value* inputs = op.find("inputs");
    if (inputs == nullptr) {
      return;
    }
    auto read = [&](const Value& value) {
      const Value* ref = call_of(value, "get_attribute");
      if (ref != nullptr && ref->kind == Value::Kind::list && ref->items.size() == 2 &&
          ref->items[0].kind == Value::Kind::string && ref->items[1].kind == Value::Kind::string) {
        const std::string& who = ref->items[0].string;
        reads.emplace_back(who == "SELF" ? owner : who, ref->items[1].string);
      }
    };
    for (const auto& input : inputs->entries) {
      read(input.second);
      // A host plugin's input joined from several properties.
      if (const Value* args = call_of(input.second, "concat");
          args != nullptr && args->kind == Value::Kind::list) {
        for (const Value& arg : args->items) {
          read(arg);
        }
      }
    }
  });
  return reads;
}

void declare_deployment_inputs(Value& doc, Value& inputs, const std::set<std::string>& reserved)
{
  std::unordered_set<std::string> declared;
  for (const auto& entry : inputs.entries) {
    declared.insert(entry.first);
  }
  // Each new input with the operations that read it, in document order.
  std::vector<std::pair<std::string, std::vector<std::string>>> readers;
  std::unordered_map<std::string, std::size_t> reader_of;
  each_template_operation(doc, [&](const std::string& owner, const std::string& operation,
                                   Value& op) {
    Value* assigned = op.find("inputs");
    if (assigned == nullptr) {
      return;
    }
    auto& entries = assigned->entries;
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const Value* name = call_of(entries[i].second, "get_input");
      if (name == nullptr || name->kind != Value::Kind::string) {
        continue;
      }
      if (reserved.count(name->string) != 0) {
        // A service property a boundary mapping exposes has that name: the
        // operation input is another thing, and stays unassigned.
        entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(i--));
        continue;
      }
      if (declared.count(name->string) != 0) {
        continue; // a Winery "get_input: X" property: OpenTOSCA's same plan input
      }
      auto [it, added] = reader_of.emplace(name->string, readers.size());
      if (added) {
        readers.push_back({name->string, {}});
      }
      readers[it->second].second.push_back(operation + " of " + owner);
    }
    if (entries.empty()) {
      op.entries.erase(std::remove_if(op.entries.begin(), op.entries.end(),
                                      [](const auto& e) { return e.first == "inputs"; }),
                       op.entries.end());
    }
  });
  for (const auto& [name, read_by] : readers) {
    std::string who = read_by.front();
    if (read_by.size() == 2) {
      who += " and " + read_by[1];
    } else if (read_by.size() > 2) {
      who += " and " + std::to_string(read_by.size() - 1) + " more operations";
    }
    // OpenTOSCA's build plan takes each as an optional string, whatever
    // the operations declare: so does the service.
    Value d = Value::map();
    d.add("type", Value::of("string"));
    d.add("required", Value::of(false));
    d.add("description", Value::of(std::string(k_deployment_input_description) + who +
                                   std::string(k_deployment_input_description_end)));
    inputs.add(name, std::move(d));
  }
}

bool same_deployment_input(const Value& a, const Value& b)
{
  auto without_readers = [](const Value& v) -> std::optional<Value> {
    const Value* description = v.find("description");
    if (v.kind != Value::Kind::map || description == nullptr ||
        description->kind != Value::Kind::string) {
      return std::nullopt;
    }
    // The derived text: the fixed words around a list of operations and
    // templates (XML names, which hold no ';'); anything else is the user's.
    const std::string_view text = description->string;
    const std::string_view head = k_deployment_input_description;
    const std::string_view tail = k_deployment_input_description_end;
    if (text.size() < head.size() + tail.size() || text.substr(0, head.size()) != head ||
        text.substr(text.size() - tail.size()) != tail ||
        text.substr(head.size(), text.size() - head.size() - tail.size()).find(';') !=
            std::string_view::npos) {
      return std::nullopt;
    }
    Value rest = Value::map();
    for (const auto& [key, value] : v.entries) {
      if (key != "description") {
        rest.add(key, value);
      }
    }
    return rest;
  };
  const std::optional<Value> x = without_readers(a);
  const std::optional<Value> y = without_readers(b);
  return x && y && *x == *y;
}

void declare_attributes(Value& doc, const std::vector<std::pair<std::string, std::string>>& reads,
                        const ServiceContext& ctx)
{
  const Value* topo = doc.find("topology_template");
  const Value* nodes = topo != nullptr ? topo->find("node_templates") : nullptr;
  Value empty = Value::map();
  Value* types = doc.find("node_types");
  if (types == nullptr) {
    types = &empty;
  }
  if (nodes == nullptr) {
    return;
  }
  // Every node's operations may read a property: index the nodes once, and
  // declare each (type, property) once.
  std::unordered_map<std::string_view, const Value*> by_name;
  for (const auto& [name, definition] : nodes->entries) {
    by_name.emplace(name, &definition);
  }
  std::set<std::pair<std::string, std::string>> done;
  for (const auto& [node, property] : reads) {
    auto n = by_name.find(node);
    const Value* type = n != by_name.end() ? n->second->find("type") : nullptr;
    if (type == nullptr || type->kind != Value::Kind::string ||
        !done.emplace(type->string, property).second) {
      continue;
    }
    bool declared = false;
    std::string current = type->string;
    for (int depth = 0; !declared && depth < 256; ++depth) {
      const Value* t = types->find(current);
      if (t == nullptr) {
        break;
      }
      const Value* attrs = t->find("attributes");
      declared = attrs != nullptr && attrs->find(property) != nullptr;
      const Value* parent = t->find("derived_from");
      if (parent == nullptr || parent->kind != Value::Kind::string) {
        break;
      }
      current = parent->string;
    }
    Value* own = types->find(type->string);
    Value d = Value::map();
    d.add("type", Value::of("string"));
    d.add("description", Value::of(runtime_attribute_description(property)));
    if (own == nullptr && !declared && ctx.declare_elsewhere) {
      ctx.declare_elsewhere(type->string, "attributes", property, d);
    }
    if (declared || own == nullptr) {
      continue;
    }
    Value* attrs = own->find("attributes");
    if (attrs == nullptr) {
      attrs = &own->add("attributes", Value::map());
    }
    attrs->add(property, std::move(d));
  }
}


void apply_declarations(
    const std::map<std::string, std::vector<std::tuple<std::string, std::string, ir::Value>>>&
        declarations,
    Value& document)
{
  Value* types = document.find("node_types");
  if (types == nullptr) {
    return;
  }
  for (auto& [name, type] : types->entries) {
    auto it = declarations.find(name);
    if (it == declarations.end()) {
      continue;
    }
    for (const auto& [key, member, definition] : it->second) {
      if (declares(*types, name, key.c_str(), member)) {
        continue;
      }
      Value* t = types->find(name);
      Value* section = t->find(key);
      if (section == nullptr) {
        section = &t->add(key, Value::map());
      }
      section->add(member, definition);
    }
  }
}

Value derive_inputs(const Value& doc, const std::map<std::string, std::string>& defaults,
                    const std::set<std::pair<std::string, std::string>>& skip)
{
  Value inputs = Value::map();
  const Value* topo = doc.find("topology_template");
  if (topo == nullptr) {
    return inputs;
  }
  auto scan = [&](const char* templates_key, const char* types_key) {
    const Value* templates = topo->find(templates_key);
    if (templates == nullptr) {
      return;
    }
    for (const auto& [name, tpl] : templates->entries) {
      const Value* type = tpl.find("type");
      const std::string& template_name = name; // lambdas take no structured bindings (clang 14)
      auto visit = [&](const Value* props, const char* section, const std::string& owner_type,
                       bool own) {
        if (props == nullptr) {
          return;
        }
        for (const auto& [key, v] : props->entries) {
          if (v.kind != Value::Kind::map || v.entries.size() != 1 ||
              v.entries[0].first != "get_input" || v.entries[0].second.kind != Value::Kind::string) {
            continue;
          }
          const std::string& input = v.entries[0].second.string;
          if (inputs.find(input) != nullptr || (own && skip.count({template_name, key}) != 0)) {
            continue;
          }
          std::string yaml_type = "string";
          if (const Value* def = type_property_definition(doc, section, owner_type, key)) {
            if (const Value* t = def->find("type"); t != nullptr && t->kind == Value::Kind::string) {
              yaml_type = t->string;
            }
          }
          Value d = Value::map();
          d.add("type", Value::of(yaml_type));
          if (auto it = defaults.find(input); it != defaults.end() && !it->second.empty()) {
            bool canonical = true;
            d.add("default", typed_value(it->second, yaml_type, canonical));
          }
          inputs.add(input, std::move(d));
        }
      };
      const std::string owner = type != nullptr && type->kind == Value::Kind::string ? type->string : "";
      visit(tpl.find("properties"), types_key, owner, std::string_view(templates_key) == "node_templates");
      if (const Value* caps = tpl.find("capabilities")) {
        for (const auto& [cname, cap] : caps->entries) {
          visit(cap.find("properties"), "capability_types", "", false);
        }
      }
    }
  };
  scan("node_templates", "node_types");
  scan("relationship_templates", "relationship_types");
  return inputs;
}

}  // namespace tosca::yaml::detail
