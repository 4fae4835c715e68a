/// JSON text for messages.

#include "json_text.hpp"

#include <charconv>
#include <cmath>

namespace tosca::variability {

namespace {

void quote(std::string& out, const std::string& s)
{
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  out += '"';
}

void write(std::string& out, const ir::Value& v, int indent, int depth)
{
  auto newline = [&](int d) {
    if (indent == 0) return;
    out += '\n';
    out.append(static_cast<std::size_t>(indent * d), ' ');
  };
  switch (v.kind) {
  case ir::Value::Kind::null: out += "null"; return;
  case ir::Value::Kind::boolean: out += v.boolean ? "true" : "false"; return;
  case ir::Value::Kind::integer: out += std::to_string(v.integer); return;
  case ir::Value::Kind::floating: out += js_number(v.floating); return;
  case ir::Value::Kind::string: quote(out, v.string); return;
  case ir::Value::Kind::list:
    if (v.items.empty()) {
      out += "[]";
      return;
    }
    out += '[';
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      if (i) out += ',';
      newline(depth + 1);
      write(out, v.items[i], indent, depth + 1);
    }
    newline(depth);
    out += ']';
    return;
  case ir::Value::Kind::map:
    if (v.entries.empty()) {
      out += "{}";
      return;
    }
    out += '{';
    for (std::size_t i = 0; i < v.entries.size(); ++i) {
      if (i) out += ',';
      newline(depth + 1);
      quote(out, v.entries[i].first);
      out += indent ? ": " : ":";
      write(out, v.entries[i].second, indent, depth + 1);
    }
    newline(depth);
    out += '}';
    return;
  }
}

}  // namespace

std::string js_number(double d)
{
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == std::floor(d) && std::fabs(d) < 1e21) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", d);
    return buf;
  }
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  return std::string(buf, r.ptr);
}

std::string stringify(const ir::Value& value)
{
  std::string out;
  write(out, value, 0, 0);
  return out;
}

std::string pretty(const ir::Value& value)
{
  std::string out;
  write(out, value, 4, 0);
  return out;
}

}  // namespace tosca::variability
