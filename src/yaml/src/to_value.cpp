/// Scalar resolution follows the YAML 1.2 core schema, the schema the
/// Simple Profile names. YAML 1.1 spellings such as `yes` stay strings;
/// our emitter quotes them on output, so either kind of reader agrees.

#include "to_value.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <type_traits>

namespace tosca::yaml {

namespace {

bool is_null_text(const std::string& s)
{
  return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

std::optional<bool> bool_of(const std::string& s)
{
  if (s == "true" || s == "True" || s == "TRUE") {
    return true;
  }
  if (s == "false" || s == "False" || s == "FALSE") {
    return false;
  }
  return std::nullopt;
}

/// `s` from `at` on is one or more characters `ok` accepts.
template <typename Pred> bool all_of_from(std::string_view s, std::size_t at, Pred ok)
{
  if (at >= s.size()) {
    return false;
  }
  for (std::size_t i = at; i < s.size(); ++i) {
    if (!ok(s[i])) {
      return false;
    }
  }
  return true;
}

bool is_digit(char c)
{
  return c >= '0' && c <= '9';
}

/// Integer syntax of the core schema (`[-+]?[0-9]+`, `0o[0-7]+`,
/// `0x[0-9a-fA-F]+`): the digits and their base, or nullopt when `s` is not
/// written as an integer.
std::optional<std::pair<std::string_view, int>> integral_syntax(const std::string& s)
{
  const std::string_view v = s;
  const std::size_t sign = !v.empty() && (v[0] == '-' || v[0] == '+') ? 1 : 0;
  if (all_of_from(v, sign, is_digit)) {
    return std::pair{v, 10};
  }
  if (v.substr(0, 2) == "0o" && all_of_from(v, 2, [](char c) { return c >= '0' && c <= '7'; })) {
    return std::pair{v.substr(2), 8};
  }
  if (v.substr(0, 2) == "0x" && all_of_from(v, 2, [](char c) {
        return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      })) {
    return std::pair{v.substr(2), 16};
  }
  return std::nullopt;
}

/// The core schema's float syntax:
/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
bool is_float_syntax(std::string_view s)
{
  std::size_t i = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
  auto digits = [&] {
    std::size_t start = i;
    while (i < s.size() && is_digit(s[i])) {
      ++i;
    }
    return i - start;
  };
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (digits() == 0) {
      return false;
    }
  } else {
    if (digits() == 0) {
      return false;
    }
    if (i < s.size() && s[i] == '.') {
      ++i;
      digits();
    }
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) {
      ++i;
    }
    if (digits() == 0) {
      return false;
    }
  }
  return i == s.size();
}

/// The value of integer syntax, or nullopt beyond 64 bits.
std::optional<std::int64_t> int_value(std::string_view text, int base)
{
  bool negative = false;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  std::uint64_t u = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), u, base);
  if (ec != std::errc() || end != text.data() + text.size()) {
    return std::nullopt;
  }
  const auto max = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (negative) {
    return u > max + 1 ? std::nullopt : std::optional<std::int64_t>(static_cast<std::int64_t>(0 - u));
  }
  return u > max ? std::nullopt : std::optional<std::int64_t>(static_cast<std::int64_t>(u));
}

std::optional<std::int64_t> int_of(const std::string& s)
{
  auto syntax = integral_syntax(s);
  return syntax ? int_value(syntax->first, syntax->second) : std::nullopt;
}

std::optional<double> float_of(const std::string& s)
{
  if (is_float_syntax(s)) {
    return std::strtod(s.c_str(), nullptr);
  }
  const std::string_view v = s;
  const std::string_view unsigned_part = !v.empty() && (v[0] == '-' || v[0] == '+') ? v.substr(1) : v;
  if (unsigned_part == ".inf" || unsigned_part == ".Inf" || unsigned_part == ".INF") {
    return s[0] == '-' ? -std::numeric_limits<double>::infinity()
                       : std::numeric_limits<double>::infinity();
  }
  if (v == ".nan" || v == ".NaN" || v == ".NAN") {
    return std::numeric_limits<double>::quiet_NaN();
  }
  return std::nullopt;
}

bool tag_is(const std::string& tag, std::string_view name)
{
  return tag == "!!" + std::string(name) || tag == "tag:yaml.org,2002:" + std::string(name);
}

}  // namespace

ir::Value resolve_scalar(const Node& node)
{
  ir::Value v;
  if (node.kind == Node::Kind::null) {
    v.location = node.location;
    return v;
  }
  if (node.kind != Node::Kind::scalar) {
    return v;
  }
  const std::string s = node.scalar.str();
  const std::string& tag = node.tag();
  if (tag_is(tag, "str") || (!node.plain && tag.empty())) {
    v = ir::Value::of(s);
  } else if (tag_is(tag, "null") && is_null_text(s)) {
    v = ir::Value::null();
  } else if (tag_is(tag, "bool") && bool_of(s)) {
    v = ir::Value::of(*bool_of(s));
  } else if (tag_is(tag, "int") && int_of(s)) {
    v = ir::Value::of(*int_of(s));
  } else if (tag_is(tag, "float") && float_of(s)) {
    v = ir::Value::of(*float_of(s));
  } else if (!tag.empty()) {
    v = ir::Value::of(s); // an unknown or mismatching tag: the text
  } else if (is_null_text(s)) {
    v = ir::Value::null();
  } else if (auto b = bool_of(s)) {
    v = ir::Value::of(*b);
  } else if (auto syntax = integral_syntax(s)) {
    // Beyond 64 bits: the exact text, not a rounded float.
    auto i = int_value(syntax->first, syntax->second);
    v = i ? ir::Value::of(*i) : ir::Value::of(s);
  } else if (auto f = float_of(s)) {
    v = ir::Value::of(*f);
  } else {
    v = ir::Value::of(s);
  }
  v.location = node.location;
  return v;
}

namespace {

/// `N` is `Node` when the caller gives the tree up: each part is then
/// released once converted, so that a big tree and its values are not
/// both held whole.
template <class N>
ir::Value convert(N& node)
{
  constexpr bool consume = !std::is_const_v<N>;
  ir::Value v;
  switch (node.kind) {
  case Node::Kind::null:
  case Node::Kind::scalar: v = resolve_scalar(node); break;
  case Node::Kind::sequence:
    v = ir::Value::list();
    v.items.reserve(node.children().size());
    for (auto& item : node.children()) {
      v.push(convert(item));
      if constexpr (consume) {
        item = Node();
      }
    }
    break;
  case Node::Kind::map: {
    v = ir::Value::map();
    auto& children = node.children(); // keys and values in turn
    v.entries.reserve(children.size() / 2);
    for (std::size_t i = 0; i + 1 < children.size(); i += 2) {
      // Keys are text in TOSCA; a non-scalar key keeps its YAML-ish text.
      const Node& key = children[i];
      std::string k = key.kind == Node::Kind::scalar ? key.scalar : std::string("?");
      v.add(std::move(k), convert(children[i + 1]));
      if constexpr (consume) {
        children[i + 1] = Node();
      }
    }
    break;
  }
  }
  v.location = node.location;
  if constexpr (consume) {
    node = Node();
  }
  return v;
}

}  // namespace

ir::Value to_value(const Node& node)
{
  return convert(node);
}

ir::Value to_value(Node&& node)
{
  return convert(node);
}

}  // namespace tosca::yaml
