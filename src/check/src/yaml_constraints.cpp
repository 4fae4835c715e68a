// Constraint clauses (Simple Profile 1.0 3.5.2; 1.3 3.6.3) against a value
// of a primitive or scalar-unit type: equal, greater_than,
// greater_or_equal, less_than, less_or_equal, in_range, valid_values,
// length, min_length, max_length and pattern. A clause that cannot be
// judged (an operand of another kind, an unknown operator, a pattern POSIX
// regular expressions cannot read) is passed over: the grammar of clauses
// is the node filter check's.
#include "yaml_constraints.hpp"

#include "tosca/yaml/emit.hpp"

#include <cctype>
#include <cmath>
#include <optional>
#include <regex.h>

namespace tosca::check::detail {

using V = ir::Value;

double scalar_unit_factor(std::string_view type, std::string unit)
{
  for (auto& c : unit) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  struct Unit
  {
    std::string_view name;
    double factor;
  };
  static constexpr Unit size[] = {{"b", 1},          {"kb", 1e3},         {"kib", 1024.0},
                                  {"mb", 1e6},       {"mib", 1048576.0},  {"gb", 1e9},
                                  {"gib", 1073741824.0}, {"tb", 1e12},    {"tib", 1099511627776.0}};
  static constexpr Unit time[] = {{"d", 86400}, {"h", 3600}, {"m", 60},   {"s", 1},
                                  {"ms", 1e-3}, {"us", 1e-6}, {"ns", 1e-9}};
  static constexpr Unit frequency[] = {{"hz", 1}, {"khz", 1e3}, {"mhz", 1e6}, {"ghz", 1e9}};
  static constexpr Unit bitrate[] = {{"bps", 1},     {"kbps", 1e3},        {"kibps", 1024.0},
                                     {"mbps", 1e6},  {"mibps", 1048576.0}, {"gbps", 1e9},
                                     {"gibps", 1073741824.0}, {"tbps", 1e12},
                                     {"tibps", 1099511627776.0}};
  auto find = [&unit](const auto& table) {
    for (const Unit& u : table) {
      if (u.name == unit) {
        return u.factor;
      }
    }
    return 0.0;
  };
  return type == "scalar-unit.size"        ? find(size)
         : type == "scalar-unit.time"      ? find(time)
         : type == "scalar-unit.frequency" ? find(frequency)
         : type == "scalar-unit.bitrate"   ? find(bitrate)
                                           : 0.0;
}

namespace {

/// A number, a numeric string, or (for a scalar-unit type) "<number>
/// <unit>" in the type's base unit.
std::optional<double> magnitude(const V& v, std::string_view type)
{
  if (v.kind == V::Kind::integer) {
    return static_cast<double>(v.integer);
  }
  if (v.kind == V::Kind::floating) {
    return v.floating;
  }
  if (v.kind != V::Kind::string) {
    return std::nullopt;
  }
  const std::string& s = v.string;
  const auto lead = s.find_first_not_of(" \t");
  if (lead == std::string::npos ||
      !(std::isdigit(static_cast<unsigned char>(s[lead])) || s[lead] == '-' || s[lead] == '+' ||
        s[lead] == '.')) {
    return std::nullopt; // not "nan", "inf" or hexadecimal, which strtod takes
  }
  char* end = nullptr;
  const double number = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || !std::isfinite(number) ||
      s.find_first_of("xX") != std::string::npos) {
    return std::nullopt;
  }
  std::string rest(end);
  const auto first = rest.find_first_not_of(" \t");
  rest = first == std::string::npos ? "" : rest.substr(first, rest.find_last_not_of(" \t") - first + 1);
  if (rest.empty()) {
    return type.rfind("scalar-unit.", 0) == 0 ? std::nullopt : std::optional<double>(number);
  }
  const double factor = scalar_unit_factor(type, rest);
  return factor == 0 ? std::nullopt : std::optional<double>(number * factor);
}

/// -1, 0, 1, or nullopt when the two cannot be ordered.
std::optional<int> compare(const V& a, const V& b, std::string_view type)
{
  // Numbers and scalar units are ordered by magnitude, strings by their
  // characters; versions and timestamps are not judged here.
  const bool numeric = type == "integer" || type == "float" || type.rfind("scalar-unit.", 0) == 0;
  if (numeric) {
    auto x = magnitude(a, type);
    auto y = magnitude(b, type);
    if (x && y) {
      return *x < *y ? -1 : *x > *y ? 1 : 0;
    }
  }
  if (a.kind == V::Kind::string && b.kind == V::Kind::string && type == "string") {
    return a.string < b.string ? -1 : a.string > b.string ? 1 : 0;
  }
  return std::nullopt;
}

bool same(const V& a, const V& b, std::string_view type)
{
  if (auto c = compare(a, b, type)) {
    return *c == 0;
  }
  return a == b;
}

/// Characters of UTF-8 text, items of a list, entries of a map.
std::optional<std::int64_t> length_of(const V& v)
{
  if (v.kind == V::Kind::string) {
    std::int64_t n = 0;
    for (unsigned char c : v.string) {
      n += (c & 0xC0) != 0x80 ? 1 : 0;
    }
    return n;
  }
  if (v.kind == V::Kind::list) {
    return static_cast<std::int64_t>(v.items.size());
  }
  if (v.kind == V::Kind::map) {
    return static_cast<std::int64_t>(v.entries.size());
  }
  return std::nullopt;
}

/// The whole of `text` matches `pattern` (POSIX extended); nullopt when the
/// pattern cannot be read.
std::optional<bool> matches(const std::string& text, const std::string& pattern)
{
  regex_t re;
  if (regcomp(&re, ("^(" + pattern + ")$").c_str(), REG_EXTENDED | REG_NOSUB) != 0) {
    return std::nullopt;
  }
  const bool ok = regexec(&re, text.c_str(), 0, nullptr, 0) == 0;
  regfree(&re);
  return ok;
}

std::string shown(const V& v)
{
  switch (v.kind) {
  case V::Kind::string: return "'" + v.string + "'";
  case V::Kind::integer:
  case V::Kind::floating:
  case V::Kind::boolean: return yaml::emit_scalar(v);
  case V::Kind::list: {
    std::string out = "[";
    for (const auto& item : v.items) {
      out += (out.size() > 1 ? ", " : "") + shown(item);
    }
    return out + "]";
  }
  default: return "a " + std::string(v.kind == V::Kind::map ? "map" : "null");
  }
}

/// Whether `v` satisfies one clause; nullopt when it cannot be judged.
std::optional<bool> holds(const V& v, const std::string& op, const V& arg, std::string_view type)
{
  auto ordered = [&](auto accept) -> std::optional<bool> {
    auto c = compare(v, arg, type);
    return c ? std::optional<bool>(accept(*c)) : std::nullopt;
  };
  if (op == "equal") {
    return same(v, arg, type);
  }
  if (op == "greater_than") {
    return ordered([](int c) { return c > 0; });
  }
  if (op == "greater_or_equal") {
    return ordered([](int c) { return c >= 0; });
  }
  if (op == "less_than") {
    return ordered([](int c) { return c < 0; });
  }
  if (op == "less_or_equal") {
    return ordered([](int c) { return c <= 0; });
  }
  if (op == "in_range") {
    if (arg.kind != V::Kind::list || arg.items.size() != 2) {
      return std::nullopt;
    }
    auto low = compare(v, arg.items[0], type);
    const bool unbounded = arg.items[1].kind == V::Kind::string && arg.items[1].string == "UNBOUNDED";
    auto high = unbounded ? std::optional<int>(-1) : compare(v, arg.items[1], type);
    return low && high ? std::optional<bool>(*low >= 0 && *high <= 0) : std::nullopt;
  }
  if (op == "valid_values") {
    if (arg.kind != V::Kind::list) {
      return std::nullopt;
    }
    for (const auto& allowed : arg.items) {
      if (same(v, allowed, type)) {
        return true;
      }
    }
    return false;
  }
  if (op == "length" || op == "min_length" || op == "max_length") {
    auto n = length_of(v);
    if (!n || arg.kind != V::Kind::integer) {
      return std::nullopt;
    }
    return op == "length" ? *n == arg.integer : op == "min_length" ? *n >= arg.integer
                                                                   : *n <= arg.integer;
  }
  if (op == "pattern" && v.kind == V::Kind::string && arg.kind == V::Kind::string) {
    return matches(v.string, arg.string);
  }
  return std::nullopt;
}

} // namespace

std::string violated_constraint(const V& v, const V& clauses, std::string_view type)
{
  if (clauses.kind != V::Kind::list) {
    return {};
  }
  for (const auto& clause : clauses.items) {
    if (clause.kind != V::Kind::map || clause.entries.size() != 1) {
      continue;
    }
    const auto& [op, arg] = clause.entries.front();
    if (holds(v, op, arg, type) == std::optional<bool>(false)) {
      return op + " " + shown(arg);
    }
  }
  return {};
}

} // namespace tosca::check::detail
