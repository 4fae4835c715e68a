// The two renderings of a list of differences: one line per difference for
// people, and a JSON object for programs.
#include "tosca/convert/diff.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/json.hpp"

#include <cstdio>

namespace tosca::convert::diff {

namespace {

/// Longest rendering of a map or list in text output before it is cut.
constexpr std::size_t k_text_budget = 120;

void json_string(std::string_view s, std::string& out)
{
  append_json_string(s, out);
}

/// Strings that would be unreadable or ambiguous bare.
bool needs_quotes(std::string_view s)
{
  if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.front() == '"') {
    return true;
  }
  for (char ch : s) {
    if (static_cast<unsigned char>(ch) < 0x20) {
      return true;
    }
  }
  return false;
}

bool typed(const Node* n)
{
  return n != nullptr && n->kind == Node::Kind::scalar && n->scalar != Node::Scalar::string;
}

void text_value(const Node& n, bool quote, std::string& out, std::size_t budget)
{
  if (out.size() > budget) {
    return;
  }
  switch (n.kind) {
  case Node::Kind::absent:
    out += "(absent)";
    return;
  case Node::Kind::scalar:
    if (n.scalar == Node::Scalar::string && (quote || needs_quotes(n.value))) {
      json_string(n.value, out);
    } else {
      out += n.value;
    }
    return;
  case Node::Kind::list:
    out += '[';
    for (std::size_t i = 0; i < n.items.size() && out.size() <= budget; ++i) {
      out += i == 0 ? "" : ", ";
      text_value(n.items[i], false, out, budget);
    }
    out += ']';
    return;
  case Node::Kind::map:
    out += '{';
    for (std::size_t i = 0; i < n.entries.size() && out.size() <= budget; ++i) {
      out += i == 0 ? "" : ", ";
      out += n.entries[i].first;
      out += ": ";
      text_value(n.entries[i].second, false, out, budget);
    }
    out += '}';
    return;
  }
}

void text_side(const Side& s, const Node* other, std::string& out)
{
  if (s.node == nullptr) {
    out += "(absent)";
    return;
  }
  std::string value;
  text_value(*s.node, s.node->kind == Node::Kind::scalar && typed(other), value, k_text_budget);
  if (value.size() > k_text_budget) {
    value.resize(k_text_budget);
    while (!value.empty() && (static_cast<unsigned char>(value.back()) & 0xC0) == 0x80) {
      value.pop_back(); // do not cut a UTF-8 sequence
    }
    if (!value.empty()) {
      value.pop_back();
    }
    value += "...";
  }
  out += value;
  out += " (";
  out += s.file != nullptr ? *s.file : "";
  if (s.location.known()) {
    out += ':' + std::to_string(s.location.line) + ':' + std::to_string(s.location.column);
  }
  out += ')';
}

/// A number JSON can carry as a number: an optional minus, digits, an
/// optional fraction and exponent.
bool json_number(std::string_view s)
{
  std::size_t i = 0;
  auto digits = [&] {
    const std::size_t start = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
      ++i;
    }
    return i > start;
  };
  if (i < s.size() && s[i] == '-') {
    ++i;
  }
  if (i < s.size() && s[i] == '0') {
    ++i; // no leading zeros
  } else if (!digits()) {
    return false;
  }
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (!digits()) {
      return false;
    }
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      ++i;
    }
    if (!digits()) {
      return false;
    }
  }
  return i == s.size();
}

void json_value(const Node& n, std::string& out)
{
  switch (n.kind) {
  case Node::Kind::absent:
    out += "null";
    return;
  case Node::Kind::scalar:
    switch (n.scalar) {
    case Node::Scalar::string:
      json_string(n.value, out);
      return;
    case Node::Scalar::null:
      out += "null";
      return;
    case Node::Scalar::boolean:
      out += n.value == "yes" || n.value == "true" ? "true" : "false";
      return;
    case Node::Scalar::number:
      if (json_number(n.value)) {
        out += n.value;
      } else {
        json_string(n.value, out); // "unbounded", inf, nan
      }
      return;
    }
    return;
  case Node::Kind::list:
    out += '[';
    for (std::size_t i = 0; i < n.items.size(); ++i) {
      out += i == 0 ? "" : ",";
      json_value(n.items[i], out);
    }
    out += ']';
    return;
  case Node::Kind::map:
    out += '{';
    for (std::size_t i = 0; i < n.entries.size(); ++i) {
      out += i == 0 ? "" : ",";
      json_string(n.entries[i].first, out);
      out += ':';
      json_value(n.entries[i].second, out);
    }
    out += '}';
    return;
  }
}

void json_side(const Side& s, std::string& out)
{
  out += "{\"value\":";
  if (s.node == nullptr) {
    out += "null,\"absent\":true";
  } else {
    json_value(*s.node, out);
  }
  out += ",\"file\":";
  json_string(s.file != nullptr ? *s.file : "", out);
  if (s.location.known()) {
    out += ",\"line\":" + std::to_string(s.location.line) +
           ",\"column\":" + std::to_string(s.location.column);
  } else {
    out += ",\"line\":null,\"column\":null";
  }
  out += '}';
}

} // namespace

std::string format_text(const std::vector<Difference>& differences)
{
  std::string out;
  for (const auto& d : differences) {
    std::string line = d.path;
    line += ": ";
    text_side(d.a, d.b.node, line);
    line += " vs ";
    text_side(d.b, d.a.node, line);
    out += printable(line); // document text never drives the terminal
    out += '\n';
  }
  return out;
}

std::string format_json(const std::vector<Difference>& differences)
{
  std::string out = "{\"equal\":";
  out += differences.empty() ? "true" : "false";
  out += ",\"differences\":[";
  for (std::size_t i = 0; i < differences.size(); ++i) {
    const auto& d = differences[i];
    out += i == 0 ? "\n" : ",\n";
    out += "{\"path\":";
    json_string(d.path, out);
    out += ",\"a\":";
    json_side(d.a, out);
    out += ",\"b\":";
    json_side(d.b, out);
    out += '}';
  }
  out += differences.empty() ? "]}\n" : "\n]}\n";
  return out;
}

} // namespace tosca::convert::diff
