/// Lookups with the reference implementation's messages.

#include "lookup.hpp"

#include "json_text.hpp"

#include "tosca/variability/resolve.hpp"

#include "errors.hpp"

namespace tosca::variability {

namespace {

bool is(const ir::Value& v, const char* s)
{
  return v.kind == ir::Value::Kind::string && v.string == s;
}

const Element& require_context(const Element* context, const ir::Location& where)
{
  if (!context) template_error("Element not defined", where);
  return *context;
}

Element& expect(const Element& e, Kind kind, const ir::Location& where)
{
  if (e.kind != kind) template_error(e.Display() + " is not a" + (kind == Kind::input || kind == Kind::import || kind == Kind::artifact || kind == Kind::output ? "n " : " ") + kind_name(kind), where);
  return const_cast<Element&>(e);
}

/// SELF and CONTAINER, shared by every lookup.
Element* relative(const ir::Value& ref, const Element* context, Kind kind)
{
  if (is(ref, "SELF")) return &expect(require_context(context, ref.location), kind, ref.location);
  if (is(ref, "CONTAINER"))
    return &expect(lookup_container(&require_context(context, ref.location), ref.location), kind, ref.location);
  return nullptr;
}

void string_or_number(const ir::Value& v)
{
  if (v.kind != ir::Value::Kind::string && v.kind != ir::Value::Kind::integer)
    template_error("Element \"" + stringify(v) + "\" is neither a string nor a number", v.location);
}

Element* pick(const std::map<std::string, std::vector<Element*>>& by_name, const std::vector<Element*>& all,
              const ir::Value& key, const std::string& what, const std::string& shown)
{
  Element* found = nullptr;
  if (key.kind == ir::Value::Kind::string) {
    auto it = by_name.find(key.string);
    if (it != by_name.end()) {
      if (it->second.size() > 1) template_error(what + " \"" + shown + "\" is ambiguous", key.location);
      found = it->second.front();
    }
  } else if (key.kind == ir::Value::Kind::integer) {
    if (key.integer >= 0 && static_cast<std::size_t>(key.integer) < all.size()) found = all[static_cast<std::size_t>(key.integer)];
  }
  return found;
}

std::string plain(const ir::Value& v)
{
  return v.kind == ir::Value::Kind::string ? v.string : stringify(v);
}

const ir::Value& pair_part(const ir::Value& ref, std::size_t i)
{
  if (ref.kind != ir::Value::Kind::list || ref.items.size() <= i)
    template_error("Element \"" + stringify(ref) + "\" is not an array", ref.location);
  return ref.items[i];
}

}  // namespace

Element& lookup_container(const Element* element, const ir::Location& where)
{
  if (!element) template_error("Element is not defined", where);
  if (!element->container) template_error(element->Display() + " has no container", where);
  return *element->container;
}

Element& lookup_node(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (ref.kind != ir::Value::Kind::string) template_error("Element \"" + stringify(ref) + "\" is not a string", ref.location);
  if (Element* e = relative(ref, context, Kind::node)) return *e;
  if (is(ref, "SOURCE") || is(ref, "TARGET")) {
    const Element& r = expect(require_context(context, ref.location), Kind::relation, ref.location);
    return is(ref, "SOURCE") ? *r.source : *r.target;
  }
  auto it = g.nodes_by_name.find(ref.string);
  if (it == g.nodes_by_name.end()) template_error("Node \"" + ref.string + "\" not found", ref.location);
  return *it->second;
}

Element& lookup_relation(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (Element* e = relative(ref, context, Kind::relation)) return *e;
  const ir::Value& node_ref = pair_part(ref, 0);
  const ir::Value& key = pair_part(ref, 1);
  if (node_ref.kind != ir::Value::Kind::string) template_error("Element \"" + stringify(node_ref) + "\" is not a string", node_ref.location);
  string_or_number(key);
  Element& node = lookup_node(g, node_ref, context);
  Element* found = pick(node.outgoing_by_name, node.outgoing, key, "Relation", pretty(ref));
  if (!found) template_error("Relation \"" + pretty(ref) + "\" not found", ref.location);
  return *found;
}

Element& lookup_group(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (ref.kind != ir::Value::Kind::string) template_error("Element \"" + stringify(ref) + "\" is not a string", ref.location);
  if (Element* e = relative(ref, context, Kind::group)) return *e;
  auto it = g.groups_by_name.find(ref.string);
  if (it == g.groups_by_name.end()) template_error("Group \"" + ref.string + "\" not found", ref.location);
  return *it->second;
}

Element& lookup_policy(const Graph& g, const ir::Value& ref, const Element* context)
{
  string_or_number(ref);
  if (Element* e = relative(ref, context, Kind::policy)) return *e;
  Element* found = pick(g.policies_by_name, g.policies, ref, "Policy", plain(ref));
  if (!found) template_error("Policy \"" + plain(ref) + "\" not found", ref.location);
  return *found;
}

Element& lookup_artifact(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (Element* e = relative(ref, context, Kind::artifact)) return *e;
  const ir::Value& node_ref = pair_part(ref, 0);
  const ir::Value& key = pair_part(ref, 1);
  if (node_ref.kind != ir::Value::Kind::string) template_error("Element \"" + stringify(node_ref) + "\" is not a string", node_ref.location);
  string_or_number(key);
  // The reference implementation reads the node here without context.
  Element& node = lookup_node(g, node_ref, nullptr);
  Element* found = pick(node.artifacts_by_name, node.artifacts, key, "Artifact", pretty(ref));
  if (!found) template_error("Artifact \"" + pretty(ref) + "\" not found", ref.location);
  return *found;
}

Element& lookup_input(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (Element* e = relative(ref, context, Kind::input)) return *e;
  string_or_number(ref);
  Element* found = pick(g.inputs_by_name, g.inputs, ref, "Input", plain(ref));
  if (!found) template_error("Input \"" + plain(ref) + "\" not found", ref.location);
  return *found;
}

Element& lookup_output(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (Element* e = relative(ref, context, Kind::output)) return *e;
  string_or_number(ref);
  Element* found = pick(g.outputs_by_name, g.outputs, ref, "Output", plain(ref));
  if (!found) template_error("Output \"" + plain(ref) + "\" not found", ref.location);
  return *found;
}

Element& lookup_import(const Graph& g, const ir::Value& ref, const Element* context)
{
  if (Element* e = relative(ref, context, Kind::import)) return *e;
  if (ref.kind != ir::Value::Kind::integer) template_error("Element \"" + stringify(ref) + "\" is not a number", ref.location);
  if (ref.integer < 0 || static_cast<std::size_t>(ref.integer) >= g.imports.size())
    template_error("Import \"" + std::to_string(ref.integer) + "\" not found", ref.location);
  return *g.imports[static_cast<std::size_t>(ref.integer)];
}

Element& lookup_type(Element& container, const ir::Value& args)
{
  const ir::Value& key = args.items.back();
  string_or_number(key);
  Element* found = pick(container.types_by_name, container.types, key, "Type", pretty(args));
  if (!found) template_error("Type \"" + pretty(args) + "\" not found", args.location);
  return *found;
}

Element& lookup_property(Element& container, const ir::Value& args)
{
  const ir::Value& key = args.items.back();
  string_or_number(key);
  Element* found = pick(container.properties_by_name, container.properties, key, "Property", pretty(args));
  if (!found) template_error("Property \"" + pretty(args) + "\" not found", args.location);
  return *found;
}

Element& guess_element(const Graph& g, const ir::Value& name, const Element* context)
{
  try {
    return lookup_node(g, name, context);
  } catch (const Error&) {
  }
  try {
    return lookup_group(g, name, context);
  } catch (const Error&) {
  }
  try {
    return lookup_policy(g, name, context);
  } catch (const Error&) {
  }
  template_error("Could not get element \"" + plain(name) +
           "\" from context element \"" + (context ? context->display : std::string("undefined")) +
           "\" and context cached \"undefined\"",
       name.location);
}

}  // namespace tosca::variability
