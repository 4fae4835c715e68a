#pragma once
// Test helpers for the emitter tests: loading YAML text back into an
// ir::Value the way a YAML 1.2 core-schema reader would (plain scalars
// typed, quoted and block scalars strings), with a check that a plain
// string is not typed as something else by a YAML 1.1 reader either.

#include "tosca/ir/value.hpp"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdint>
#include <regex>
#include <sstream>
#include <string>

namespace unit_yaml {

using tosca::ir::Value;
using Kind = Value::Kind;

inline bool full(const std::string& s, const char* re) { return std::regex_match(s, std::regex(re)); }

inline bool yaml11_non_string(const std::string& s)
{
  return full(s, "yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|y|Y|n|N") ||
         full(s, "~|null|Null|NULL|<<|=") ||
         full(s, "[-+]?0b[01_]+|[-+]?0[0-7_]+|[-+]?(0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|"
                 "[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+") ||
         full(s, "[-+]?[0-9][0-9_]*\\.[0-9_]*([eE][-+][0-9]+)?|\\.[0-9][0-9_]*([eE][-+][0-9]+)?|"
                 "[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)") ||
         full(s, "[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \t].*)?");
}

/// A plain scalar as a YAML 1.2 core-schema reader types it.
inline Value resolve_plain(const std::string& s)
{
  if (full(s, "true|True|TRUE")) return Value::of(true);
  if (full(s, "false|False|FALSE")) return Value::of(false);
  if (full(s, "[-+]?[0-9]+")) return Value::of(static_cast<std::int64_t>(std::stoll(s)));
  if (full(s, "0x[0-9a-fA-F]+")) return Value::of(static_cast<std::int64_t>(std::stoll(s.substr(2), nullptr, 16)));
  if (full(s, "0o[0-7]+")) return Value::of(static_cast<std::int64_t>(std::stoll(s.substr(2), nullptr, 8)));
  if (full(s, "[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?")) return Value::of(std::strtod(s.c_str(), nullptr));
  if (full(s, "[-+]?\\.(inf|Inf|INF)")) return Value::of(s[0] == '-' ? -HUGE_VAL : HUGE_VAL);
  if (full(s, "\\.(nan|NaN|NAN)")) return Value::of(std::nan(""));
  if (yaml11_non_string(s)) return Value::of("<plain scalar a YAML 1.1 reader types: " + s + ">");
  return Value::of(s);
}

inline Value from_yaml(const YAML::Node& n)
{
  switch (n.Type()) {
  case YAML::NodeType::Null: return Value::null();
  case YAML::NodeType::Scalar: return n.Tag() == "!" ? Value::of(n.Scalar()) : resolve_plain(n.Scalar());
  case YAML::NodeType::Sequence: {
    Value l = Value::list();
    for (const auto& item : n) l.push(from_yaml(item));
    return l;
  }
  case YAML::NodeType::Map: {
    Value m = Value::map();
    for (const auto& kv : n) {
      Value k = kv.first.IsScalar() ? from_yaml(kv.first) : Value::null();
      m.add(k.kind == Kind::string ? k.string : "<non-string key " + kv.first.Scalar() + ">",
            from_yaml(kv.second));
    }
    return m;
  }
  default: return Value::of("<undefined node>");
  }
}

/// Equality that also tells -0.0 from 0.0 and lets NaN equal NaN.
inline bool same(const Value& a, const Value& b)
{
  if (a.kind != b.kind) return false;
  switch (a.kind) {
  case Kind::floating:
    return (std::isnan(a.floating) && std::isnan(b.floating)) ||
           (a.floating == b.floating && std::signbit(a.floating) == std::signbit(b.floating));
  case Kind::list:
    if (a.items.size() != b.items.size()) return false;
    for (std::size_t i = 0; i < a.items.size(); ++i) if (!same(a.items[i], b.items[i])) return false;
    return true;
  case Kind::map:
    if (a.entries.size() != b.entries.size()) return false;
    for (std::size_t i = 0; i < a.entries.size(); ++i)
      if (a.entries[i].first != b.entries[i].first || !same(a.entries[i].second, b.entries[i].second)) return false;
    return true;
  default: return a == b;
  }
}

inline std::string quote(const std::string& s)
{
  std::ostringstream o;
  o << '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') o << '\\' << c;
    else if (c == '\n') o << "\\n";
    else if (c < 0x20 || c == 0x7F) o << "\\x" << std::hex << (c >> 4) << (c & 15) << std::dec;
    else o << c;
  }
  return o.str() + '"';
}

inline std::string describe(const Value& v)
{
  std::ostringstream o;
  switch (v.kind) {
  case Kind::null: return "null";
  case Kind::boolean: return v.boolean ? "true" : "false";
  case Kind::integer: return std::to_string(v.integer);
  case Kind::floating: o.precision(17); o << "float(" << v.floating << ")"; return o.str();
  case Kind::string: return quote(v.string);
  case Kind::list:
    o << '[';
    for (const auto& i : v.items) o << describe(i) << ", ";
    o << ']';
    return o.str();
  case Kind::map:
    o << '{';
    for (const auto& [k, i] : v.entries) o << quote(k) << ": " << describe(i) << ", ";
    o << '}';
    return o.str();
  }
  return "?";
}

}  // namespace unit_yaml
