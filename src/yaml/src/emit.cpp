#include "tosca/yaml/emit.hpp"

#include <charconv>
#include <cmath>
#include <cstring>

namespace tosca::yaml {

namespace {

bool looks_like_non_string(std::string_view s)
{
  static constexpr std::string_view words[] = {"null", "Null", "NULL", "~", "true", "True", "TRUE", "false",
                                      "False", "FALSE", "yes", "Yes", "YES", "no", "No", "NO",
                                      "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
                                      ".inf", ".Inf", ".INF", "-.inf", "+.inf", "-.Inf", "+.Inf",
                                      "-.INF", "+.INF", ".nan", ".NaN", ".NAN", "<<", "="};
  if (s.size() <= 6) {
    for (std::string_view w : words) {
      if (s == w) {
        return true;
      }
    }
  }
  // Anything that starts like a number (ints, floats, 0x, 0o, 1_000,
  // sexagesimal 1:30, dates 2024-01-01) is quoted: cheaper than parsing all
  // of YAML 1.1's numeric forms, and always safe.
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    ++i;
  }
  if (i < s.size() && s[i] == '.') {
    ++i;
  }
  return i < s.size() && s[i] >= '0' && s[i] <= '9';
}

bool is_printable_plain(std::string_view s)
{
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7F) {
      return false;
    }
  }
  return true;
}

bool can_be_plain(std::string_view s)
{
  if (s.empty() || looks_like_non_string(s) || !is_printable_plain(s)) {
    return false;
  }
  if (s.front() == ' ' || s.back() == ' ' || s.back() == ':') {
    return false;
  }
  static constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@`";
  if (indicators.find(s.front()) != std::string_view::npos) {
    // "-x" and "?x" and ":x" would be plain-safe, but quoting is clearer.
    return false;
  }
  if (s.find(": ") != std::string_view::npos || s.find(" #") != std::string_view::npos) {
    return false;
  }
  for (char c : s) {
    if (c == ',' || c == '[' || c == ']' || c == '{' || c == '}') {
      return false; // safe in block context, but not in flow; keep one rule
    }
  }
  return true;
}

void double_quoted(std::string_view s, std::string& out)
{
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    case '\0': out += "\\0"; break;
    default:
      if (c < 0x20 || c == 0x7F) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  out += '"';
}

void quoted(std::string_view s, std::string& out)
{
  if (is_printable_plain(s)) {
    out += '\'';
    for (char c : s) {
      if (c == '\'') {
        out += "''";
      } else {
        out += c;
      }
    }
    out += '\'';
    return;
  }
  double_quoted(s, out);
}

/// A literal block scalar keeps multi-line text readable and exact, as long
/// as every character is printable (tabs allowed) and no line has trailing
/// carriage returns.
bool can_be_literal(std::string_view s)
{
  if (s.find('\n') == std::string_view::npos) {
    return false;
  }
  for (unsigned char c : s) {
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
      return false;
    }
  }
  // A first line that starts with a space or is empty would need an
  // indentation indicator; such text is quoted instead.
  return s.front() != ' ' && s.front() != '\n';
}

void literal(std::string_view s, std::size_t indent, std::string& out)
{
  out += '|';
  std::size_t trailing = 0;
  while (trailing < s.size() && s[s.size() - 1 - trailing] == '\n') {
    ++trailing;
  }
  if (trailing == 0) {
    out += '-';
  } else if (trailing > 1) {
    out += '+';
  }
  std::string_view body = s.substr(0, s.size() - trailing);
  std::size_t pos = 0;
  while (true) {
    std::size_t nl = body.find('\n', pos);
    std::string_view line = body.substr(pos, nl == std::string_view::npos ? nl : nl - pos);
    out += '\n';
    if (!line.empty()) {
      out.append(indent + 2, ' ');
      out += line;
    }
    if (nl == std::string_view::npos) {
      break;
    }
    pos = nl + 1;
  }
  for (std::size_t k = 1; k < trailing; ++k) {
    out += '\n';
  }
}

void scalar(const ir::Value& v, std::size_t indent, std::string& out, bool allow_block)
{
  switch (v.kind) {
  case ir::Value::Kind::null: out += "null"; return;
  case ir::Value::Kind::boolean: out += v.boolean ? "true" : "false"; return;
  case ir::Value::Kind::integer: out += std::to_string(v.integer); return;
  case ir::Value::Kind::floating: {
    if (std::isnan(v.floating)) {
      out += ".nan";
    } else if (std::isinf(v.floating)) {
      out += v.floating > 0 ? ".inf" : "-.inf";
    } else {
      char buf[64];
      auto r = std::to_chars(buf, buf + sizeof buf, v.floating);
      std::string_view text(buf, static_cast<std::size_t>(r.ptr - buf));
      out += text;
      if (text.find_first_of(".eEn") == std::string_view::npos) {
        out += ".0"; // keep it a float when read back
      }
    }
    return;
  }
  case ir::Value::Kind::string:
    if (can_be_plain(v.string)) {
      out += v.string;
    } else if (allow_block && can_be_literal(v.string)) {
      literal(v.string, indent, out);
    } else {
      quoted(v.string, out);
    }
    return;
  default: return;
  }
}

void key(std::string_view k, std::string& out)
{
  if (can_be_plain(k)) {
    out += k;
  } else {
    quoted(k, out);
  }
}

bool is_collection(const ir::Value& v)
{
  return v.kind == ir::Value::Kind::list || v.kind == ir::Value::Kind::map;
}

void node(const ir::Value& v, std::size_t indent, std::string& out);

void map_entries(const ir::Value& v, std::size_t indent, std::string& out, bool first_inline)
{
  bool first = true;
  for (const auto& [k, child] : v.entries) {
    if (!(first && first_inline)) {
      out.append(indent, ' ');
    }
    first = false;
    key(k, out);
    out += ':';
    if (is_collection(child) && !child.empty()) {
      out += '\n';
      // Sequences inside maps are not indented further (common style).
      node(child, child.kind == ir::Value::Kind::list ? indent : indent + 2, out);
    } else if (child.kind == ir::Value::Kind::map) {
      out += " {}\n";
    } else if (child.kind == ir::Value::Kind::list) {
      out += " []\n";
    } else {
      out += ' ';
      scalar(child, indent, out, true);
      out += '\n';
    }
  }
}

void node(const ir::Value& v, std::size_t indent, std::string& out)
{
  if (v.kind == ir::Value::Kind::map) {
    map_entries(v, indent, out, false);
    return;
  }
  if (v.kind == ir::Value::Kind::list) {
    for (const auto& item : v.items) {
      out.append(indent, ' ');
      out += "- ";
      if (item.kind == ir::Value::Kind::map && !item.empty()) {
        map_entries(item, indent + 2, out, true);
      } else if (item.kind == ir::Value::Kind::list && !item.empty()) {
        out += '\n';
        node(item, indent + 2, out);
      } else if (item.kind == ir::Value::Kind::map) {
        out += "{}\n";
      } else if (item.kind == ir::Value::Kind::list) {
        out += "[]\n";
      } else {
        scalar(item, indent + 2, out, true);
        out += '\n';
      }
    }
    return;
  }
  out.append(indent, ' ');
  scalar(v, indent, out, true);
  out += '\n';
}

}  // namespace

std::string emit(const ir::Value& document)
{
  std::string out;
  if (document.kind == ir::Value::Kind::map && document.empty()) {
    return "{}\n";
  }
  node(document, 0, out);
  return out;
}

std::string emit_scalar(const ir::Value& v)
{
  std::string out;
  scalar(v, 0, out, false);
  return out;
}

}  // namespace tosca::yaml
