// The two renderings of a list of differences: one line per difference for
// people, and a JSON object for programs.
#include "tosca/convert/diff.hpp"
#include "tosca/support/diagnostics.hpp"
#include "diff_json.hpp"

#include <cstdio>

namespace tosca::convert::diff {

namespace {

/// Longest rendering of a map or list in text output before it is cut.
constexpr std::size_t k_text_budget = 120;

/// `s` quoted and escaped as a JSON string.
void quoted(std::string_view s, std::string& out)
{
  out += Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
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
      quoted(n.value, out);
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

Json json_value(const Node& n)
{
  switch (n.kind) {
  case Node::Kind::absent:
    return nullptr;
  case Node::Kind::scalar:
    switch (n.scalar) {
    case Node::Scalar::string:
      return n.value;
    case Node::Scalar::null:
      return nullptr;
    case Node::Scalar::boolean:
      return n.value == "yes" || n.value == "true";
    case Node::Scalar::number:
      // "unbounded", inf, nan and what a double cannot hold (1e999) stay
      // strings.
      if (json_number(n.value)) {
        Json number = Json::parse(n.value, nullptr, false);
        if (!number.is_discarded()) {
          return number;
        }
      }
      return n.value;
    }
    return nullptr;
  case Node::Kind::list: {
    Json list = Json::array();
    for (const auto& item : n.items) {
      list.push_back(json_value(item));
    }
    return list;
  }
  case Node::Kind::map: {
    Json map = Json::object();
    for (const auto& [key, value] : n.entries) {
      map[key] = json_value(value);
    }
    return map;
  }
  }
  return nullptr;
}

Json json_side(const Side& s)
{
  Json side = Json::object();
  side["value"] = s.node != nullptr ? json_value(*s.node) : Json(nullptr);
  if (s.node == nullptr) {
    side["absent"] = true;
  }
  side["file"] = s.file != nullptr ? *s.file : std::string();
  side["line"] = s.location.known() ? Json(s.location.line) : Json(nullptr);
  side["column"] = s.location.known() ? Json(s.location.column) : Json(nullptr);
  return side;
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

Json differences_json(const std::vector<Difference>& differences)
{
  Json list = Json::array();
  for (const auto& d : differences) {
    Json entry = Json::object();
    entry["path"] = d.path;
    entry["a"] = json_side(d.a);
    entry["b"] = json_side(d.b);
    list.push_back(std::move(entry));
  }
  Json out = Json::object();
  out["equal"] = differences.empty();
  out["differences"] = std::move(list);
  return out;
}

std::string json_line(const Json& value)
{
  // Invalid UTF-8 in a document's text is replaced, not thrown about.
  return value.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string format_json(const std::vector<Difference>& differences)
{
  return json_line(differences_json(differences));
}

} // namespace tosca::convert::diff
