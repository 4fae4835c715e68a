#include "yaml_payload.hpp"

#include "tosca/support/xml_escape.hpp"
#include "tosca/xml/yaml_payload.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace tosca::xml {

namespace {

constexpr char k_b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string base64(std::string_view in)
{
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < in.size(); i += 3) {
    auto n = (std::uint32_t(std::uint8_t(in[i])) << 16) | (std::uint32_t(std::uint8_t(in[i + 1])) << 8) |
             std::uint8_t(in[i + 2]);
    out += k_b64[n >> 18];
    out += k_b64[(n >> 12) & 63];
    out += k_b64[(n >> 6) & 63];
    out += k_b64[n & 63];
  }
  if (i < in.size()) {
    std::uint32_t n = std::uint32_t(std::uint8_t(in[i])) << 16;
    if (i + 1 < in.size()) {
      n |= std::uint32_t(std::uint8_t(in[i + 1])) << 8;
    }
    out += k_b64[n >> 18];
    out += k_b64[(n >> 12) & 63];
    out += i + 1 < in.size() ? k_b64[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

bool space_only(std::string_view s)
{
  return s.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

std::string double_text(double d)
{
  if (std::isnan(d)) {
    return "NaN";
  }
  if (std::isinf(d)) {
    return d < 0 ? "-INF" : "INF";
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

void render(std::string& out, const ir::Value& v, const std::string& key_attr, int indent)
{
  std::string pad(indent, ' ');
  auto leaf = [&](const char* tag, const std::string& text) {
    out += pad + "<tc:" + tag + key_attr + ">" + escape_xml(text, false) + "</tc:" + tag + ">\n";
  };
  switch (v.kind) {
  case ir::Value::Kind::null: out += pad + "<tc:null" + key_attr + "/>\n"; return;
  case ir::Value::Kind::boolean: leaf("bool", v.boolean ? "true" : "false"); return;
  case ir::Value::Kind::integer: leaf("int", std::to_string(v.integer)); return;
  case ir::Value::Kind::floating: leaf("float", double_text(v.floating)); return;
  case ir::Value::Kind::string:
    if (!xml_safe(v.string)) {
      out += pad + "<tc:str" + key_attr + " encoding=\"base64\">" + base64(v.string) + "</tc:str>\n";
    } else if (space_only(v.string)) {
      out += pad + "<tc:str" + key_attr + " value=\"" + escape_xml(v.string, true) + "\"/>\n";
    } else {
      leaf("str", v.string);
    }
    return;
  case ir::Value::Kind::list:
  case ir::Value::Kind::map: {
    const char* tag = v.kind == ir::Value::Kind::list ? "list" : "map";
    if (v.empty()) {
      out += pad + "<tc:" + tag + key_attr + "/>\n";
      return;
    }
    out += pad + "<tc:" + tag + key_attr + ">\n";
    if (v.kind == ir::Value::Kind::list) {
      for (const auto& item : v.items) {
        render(out, item, "", indent + 2);
      }
    } else {
      for (const auto& [k, item] : v.entries) {
        std::string attr = " key=\"" + (xml_safe(k) ? escape_xml(k, true) : base64(k)) + "\"" +
                           (xml_safe(k) ? "" : " key-encoding=\"base64\"");
        render(out, item, attr, indent + 2);
      }
    }
    out += pad + "</tc:" + tag + ">\n";
    return;
  }
  }
}

}  // namespace

std::string render_yaml_payload(const ir::Value& value, int indent, bool tc_in_scope)
{
  std::string pad(indent, ' ');
  std::string out = pad + "<tc:yaml";
  if (!tc_in_scope) {
    out += " xmlns:tc=\"" + std::string(k_extension_namespace) + "\"";
  }
  out += ">\n";
  render(out, value, "", indent + 2);
  out += pad + "</tc:yaml>";
  return out;
}

}  // namespace tosca::xml

namespace tosca::xml::detail {

namespace {

std::string unbase64(std::string_view in)
{
  auto val = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::string out;
  std::uint32_t buf = 0;
  int bits = 0;
  for (char c : in) {
    int v = val(c);
    if (v < 0) {
      continue;
    }
    buf = (buf << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buf >> bits) & 0xFF);
    }
  }
  return out;
}

const Attribute* attribute(const Node& n, std::string_view local)
{
  for (const auto& a : n.attributes()) {
    if (a.ns().empty() && a.local() == local) {
      return &a;
    }
  }
  return nullptr;
}

struct Decoder
{
  const Tree& tree;
  const std::function<void(std::uint32_t, std::string)>& problem;

  ir::Value value(std::uint32_t i)
  {
    const Node& n = tree.at(i);
    ir::Value v;
    v.location = n.location();
    std::string text = text_of(tree, i);
    const std::string tag(n.local());
    if (tag == "null") {
      return v;
    }
    if (tag == "str") {
      const Attribute* literal = attribute(n, "value");
      const Attribute* encoding = attribute(n, "encoding");
      v = ir::Value::of(literal ? std::string(literal->value())
                        : encoding && encoding->value() == "base64" ? unbase64(text)
                                                                  : text);
    } else if (tag == "bool") {
      if (text != "true" && text != "false") {
        problem(i, "tc:bool holds '" + text + "', not true or false");
      }
      v = ir::Value::of(text == "true");
    } else if (tag == "int") {
      std::int64_t x = 0;
      auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), x);
      if (ec != std::errc() || end != text.data() + text.size()) {
        problem(i, "tc:int holds '" + text + "', not a 64-bit integer");
      }
      v = ir::Value::of(x);
    } else if (tag == "float") {
      double d = text == "INF"    ? std::numeric_limits<double>::infinity()
                 : text == "-INF" ? -std::numeric_limits<double>::infinity()
                 : text == "NaN"  ? std::numeric_limits<double>::quiet_NaN()
                                  : std::strtod(text.c_str(), nullptr);
      v = ir::Value::of(d);
    } else if (tag == "list" || tag == "map") {
      v = tag == "list" ? ir::Value::list() : ir::Value::map();
      for (std::uint32_t k : n.children()) {
        const Node& c = tree.at(k);
        if (c.kind != Node::Kind::element) {
          continue;
        }
        if (c.ns() != k_extension_namespace) {
          problem(k, "unexpected element '" + std::string(c.local()) + "' in tc:" + tag);
          continue;
        }
        if (tag == "list") {
          v.push(value(k));
          continue;
        }
        const Attribute* key = attribute(c, "key");
        if (!key) {
          problem(k, "an entry of tc:map has no key attribute");
          continue;
        }
        const Attribute* enc = attribute(c, "key-encoding");
        v.add(enc && enc->value() == "base64" ? unbase64(key->value()) : std::string(key->value()), value(k));
      }
    } else {
      problem(i, "unknown value element tc:" + tag);
    }
    v.location = n.location();
    return v;
  }
};

}  // namespace

ir::Value read_yaml_payload(const Tree& tree, std::uint32_t i,
                            const std::function<void(std::uint32_t, std::string)>& problem)
{
  Decoder d{tree, problem};
  for (std::uint32_t k : tree.at(i).children()) {
    if (tree.at(k).kind == Node::Kind::element) {
      return d.value(k);
    }
  }
  problem(i, "tc:yaml holds no value");
  return {};
}

}  // namespace tosca::xml::detail
