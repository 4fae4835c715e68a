// YAML-born documents: property values against the type their definition
// gives (Simple Profile 3.2 and 3.3): primitive types, scalar-units,
// ranges, lists and maps with entry_schema, and data types (a map whose
// fields are checked in turn, or the primitive a data type derives from).
// Values that are function calls (get_input, concat, ...) are not known
// before deployment and pass; numbers written as strings pass for integer
// and float, as tosca-parser converts them.
#include "yaml_values.hpp"

#include "yaml_constraints.hpp"

#include "tosca/yaml/emit.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace tosca::check::detail {

namespace {

using V = ir::Value;

bool is_function(const V& v)
{
  if (v.kind != V::Kind::map || v.entries.size() != 1) {
    return false;
  }
  const std::string& k = v.entries.front().first;
  return k.rfind("get_", 0) == 0 || k == "concat" || k == "join" || k == "token" ||
         k.rfind("$", 0) == 0;
}

/// "<number> <unit>" with a unit of the scalar-unit type (case-insensitive).
bool scalar_unit(const V& v, std::string_view type)
{
  if (v.kind != V::Kind::string) {
    return false;
  }
  const std::string& s = v.string;
  std::size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) {
    ++i;
  }
  const std::size_t number = i;
  while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.')) {
    ++i;
  }
  if (i == number) {
    return false;
  }
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) {
    ++i;
  }
  std::string unit;
  for (; i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])); ++i) {
    unit += s[i];
  }
  return scalar_unit_factor(type, unit) != 0;
}

bool boolean(const V& v)
{
  static const std::set<std::string_view> words = {
      "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES",
      "no",   "No",   "NO",   "on",    "On",    "ON",    "off", "Off", "OFF"};
  return v.kind == V::Kind::boolean || (v.kind == V::Kind::string && words.count(v.string));
}

/// Numbers also as strings ("6"), as tosca-parser and most orchestrators
/// convert them: only text that is no number is reported.
bool number_text(const V& v, bool integer_only)
{
  if (v.kind != V::Kind::string || v.string.empty()) {
    return false;
  }
  std::size_t i = v.string[0] == '+' || v.string[0] == '-' ? 1 : 0;
  bool digits = false;
  bool dot = false;
  for (; i < v.string.size(); ++i) {
    const char c = v.string[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits = true;
    } else if (c == '.' && !dot && !integer_only) {
      dot = true;
    } else {
      return false;
    }
  }
  return digits;
}

bool range(const V& v)
{
  if (v.kind != V::Kind::list || v.items.size() != 2) {
    return false;
  }
  auto bound = [](const V& b) {
    return b.kind == V::Kind::integer || (b.kind == V::Kind::string && b.string == "UNBOUNDED");
  };
  return bound(v.items[0]) && bound(v.items[1]) &&
         !(v.items[1].kind == V::Kind::integer && v.items[0].kind == V::Kind::integer &&
           v.items[0].integer > v.items[1].integer);
}

} // namespace

void ValueCheck::value(const V& v, const V& definition, const std::string& what, int depth)
{
  if (depth > 32 || v.is_null() || is_function(v)) {
    return;
  }
  const V* t = member(definition, "type");
  if (!t && definition.kind == V::Kind::string) {
    t = &definition; // entry_schema: <type>
  }
  const std::string type = text(t);
  if (type.empty()) {
    return;
  }
  if (YamlTypes::primitive(type)) {
    if (primitive(v, type, definition, what, depth)) {
      constrained(v, member(definition, "constraints"), type, what);
    }
    return;
  }
  const YamlType* dt = types.find(YamlKind::data, type, minor);
  if (!dt || !types.complete(YamlKind::data, type)) {
    return;
  }
  // A data type derived from a primitive (PortDef is an integer).
  const auto chain = types.chain(YamlKind::data, type);
  if (YamlTypes::primitive(chain.back()->name) || YamlTypes::primitive(chain.back()->parent)) {
    const std::string& base =
        YamlTypes::primitive(chain.back()->name) ? chain.back()->name : chain.back()->parent;
    if (primitive(v, base, definition, what, depth)) {
      normative_constraints(v, chain, what);
      constrained(v, member(definition, "constraints"), base, what);
      for (const YamlType* link : chain) { // 3.6.6 (1.3): a data type's own constraints
        if (link->definition != nullptr) {
          constrained(v, member(*link->definition, "constraints"), base, what);
        }
      }
    }
    return;
  }
  if (v.kind != V::Kind::map) {
    mismatch(v, what, "a map (data type '" + type + "')");
    return;
  }
  const auto fields = types.properties(YamlKind::data, type);
  for (const auto& [key, field] : v.entries) {
    const std::string& name = key; // a lambda may not capture a structured binding (clang 14)
    auto f =
        std::find_if(fields.begin(), fields.end(), [&](const auto& p) { return p.name == name; });
    if (f == fields.end()) {
      std::vector<std::string> names;
      for (const auto& p : fields) {
        names.push_back(p.name);
      }
      std::string message =
          "field '" + key + "' of " + what + " is not declared by data type '" + type + "'";
      message += did_you_mean(key, names);
      cx.error(doc, field.location.known() ? field.location : v.location, "PROP_UNDECLARED",
               message);
    } else if (f->definition) {
      value(field, *f->definition, "field '" + key + "' of " + what, depth + 1);
    }
  }
  normative_constraints(v, chain, what);
  std::string missing;
  for (const auto& p : fields) {
    if (p.required && !p.has_default && !v.find(p.name)) {
      append_quoted(missing, p.name);
    }
  }
  if (!missing.empty()) {
    cx.error(doc, v.location, "PROP_REQUIRED",
             what + " does not set " + missing + ", which data type '" + type +
                 "' requires and gives no default");
  }
}

void ValueCheck::constrained(const V& v, const V* clauses, const std::string& type,
                             const std::string& what)
{
  if (clauses == nullptr) {
    return;
  }
  if (const std::string broken = violated_constraint(v, *clauses, type); !broken.empty()) {
    const bool scalar = v.kind != V::Kind::list && v.kind != V::Kind::map;
    std::string value = v.kind == V::Kind::string ? "'" + v.string + "'"
                        : scalar                  ? yaml::emit_scalar(v)
                                                  : std::string(describe_kind(v));
    cx.error(doc, v.location, "PROP_CONSTRAINT",
             what + " is " + value + ", which breaks its constraint " + broken);
  }
}

bool ValueCheck::primitive(const V& v, const std::string& type, const V& definition,
                           const std::string& what, int depth)
{
  bool ok = true;
  std::string expected = "a " + type;
  if (type == "string" || type == "timestamp") {
    ok = v.kind == V::Kind::string;
    expected = "a string";
  } else if (type == "integer") {
    ok = v.kind == V::Kind::integer || number_text(v, true);
    expected = "an integer";
  } else if (type == "float") {
    ok = v.kind == V::Kind::floating || v.kind == V::Kind::integer || number_text(v, false);
    expected = "a float";
  } else if (type == "boolean") {
    ok = boolean(v);
    expected = "a boolean";
  } else if (type == "version") {
    ok = v.kind == V::Kind::string || v.kind == V::Kind::integer || v.kind == V::Kind::floating;
    expected = "a version";
  } else if (type.rfind("scalar-unit.", 0) == 0) {
    ok = scalar_unit(v, type);
    expected = "a " + type + " (a number and a unit, such as " +
               (type == "scalar-unit.size"        ? std::string("'4 GB'")
                : type == "scalar-unit.time"      ? std::string("'30 s'")
                : type == "scalar-unit.frequency" ? std::string("'2 GHz'")
                                                  : std::string("'10 Mbps'")) +
               ")";
  } else if (type == "range") {
    ok = range(v);
    expected = "a range ([lower, upper], upper an integer or UNBOUNDED)";
  } else if (type == "list" || type == "map") {
    ok = v.kind == (type == "list" ? V::Kind::list : V::Kind::map);
    expected = type == "list" ? "a list" : "a map";
    if (ok) {
      if (const V* schema = member(definition, "entry_schema")) {
        const auto& items = type == "list" ? v.items : std::vector<V>{};
        for (const auto& item : items) {
          value(item, *schema, "an entry of " + what, depth + 1);
        }
        if (type == "map") {
          for (const auto& [key, item] : v.entries) {
            value(item, *schema, "entry '" + key + "' of " + what, depth + 1);
          }
        }
      }
    }
  }
  if (!ok) {
    mismatch(v, what, expected);
  }
  return ok;
}

void ValueCheck::normative_constraints(const V& v, const std::vector<const YamlType*>& chain,
                                       const std::string& what)
{
  auto is = [&chain](std::string_view name) {
    return std::any_of(chain.begin(), chain.end(),
                       [name](const YamlType* t) { return t->normative && t->name == name; });
  };
  if (is("tosca.datatypes.network.PortDef")) {
    if (v.kind == V::Kind::integer && (v.integer < 1 || v.integer > 65535)) {
      cx.error(doc, v.location, "PROP_CONSTRAINT",
               what + " is " + std::to_string(v.integer) +
                   ", outside the port numbers 1 to 65535 (tosca.datatypes.network.PortDef)");
    }
    return;
  }
  if (!is("tosca.datatypes.network.PortSpec") || v.kind != V::Kind::map) {
    return;
  }
  for (const char* end : {"source", "target"}) {
    const V* port = v.find(end);
    const V* within = v.find(std::string(end) + "_range");
    if (!port || !within || port->kind != V::Kind::integer || !range(*within) ||
        within->items[0].kind != V::Kind::integer) {
      continue;
    }
    const auto low = within->items[0].integer;
    const bool bounded = within->items[1].kind == V::Kind::integer;
    if (port->integer < low || (bounded && port->integer > within->items[1].integer)) {
      cx.error(doc, port->location, "PROP_CONSTRAINT",
               std::string(end) + " " + std::to_string(port->integer) + " of " + what +
                   " lies outside its " + end + "_range [" + std::to_string(low) + ", " +
                   (bounded ? std::to_string(within->items[1].integer) : "UNBOUNDED") +
                   "] (tosca.datatypes.network.PortSpec)");
    }
  }
}

void ValueCheck::mismatch(const V& v, const std::string& what, const std::string& expected)
{
  std::string shown;
  if (v.kind == V::Kind::string) {
    shown = "'" + v.string + "', ";
  } else if (v.kind == V::Kind::integer) {
    shown = std::to_string(v.integer) + ", ";
  }
  cx.error(doc, v.location, "PROP_TYPE",
           what + " is " + shown + std::string(describe_kind(v)) + ", not " + expected);
}

} // namespace tosca::check::detail
