// The two renderings of a list of differences: one line per difference for
// people, and a JSON object for programs.
#include "tosca/convert/diff.hpp"
#include "tosca/support/diagnostics.hpp"
#include "diff_json.hpp"

#include <charconv>
#include <cstdint>
#include <cstdio>

namespace tosca::convert::diff {

namespace {

/// Longest rendering of a map or list in text output before it is cut.
constexpr std::size_t k_text_budget = 120;

/// `s` quoted and escaped as a JSON string.
void quoted(std::string_view s, std::string& out)
{
  JsonWriter(out, -1).string(s);
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

/// A number's text as JSON reads it: an integer when it has neither
/// fraction nor exponent and fits 64 bits, else a double; false when not
/// even a double holds it (1e999).
bool write_number(std::string_view s, JsonWriter& out)
{
  const char* end = s.data() + s.size();
  if (s.find_first_of(".eE") == std::string_view::npos) {
    std::int64_t i = 0;
    if (auto r = std::from_chars(s.data(), end, i); r.ec == std::errc() && r.ptr == end) {
      out.integer(i);
      return true;
    }
    std::uint64_t u = 0;
    if (auto r = std::from_chars(s.data(), end, u); r.ec == std::errc() && r.ptr == end) {
      out.number(u);
      return true;
    }
  }
  double d = 0;
  if (auto r = std::from_chars(s.data(), end, d); r.ec == std::errc() && r.ptr == end) {
    out.number(d);
    return true;
  }
  return false;
}

void write_value(const Node& n, JsonWriter& out)
{
  switch (n.kind) {
  case Node::Kind::absent:
    out.null();
    return;
  case Node::Kind::scalar:
    switch (n.scalar) {
    case Node::Scalar::string:
      out.string(n.value);
      return;
    case Node::Scalar::null:
      out.null();
      return;
    case Node::Scalar::boolean:
      out.boolean(n.value == "yes" || n.value == "true");
      return;
    case Node::Scalar::number:
      // "unbounded", inf, nan and what a double cannot hold (1e999) stay
      // strings.
      if (!json_number(n.value) || !write_number(n.value, out)) {
        out.string(n.value);
      }
      return;
    }
    out.null();
    return;
  case Node::Kind::list:
    out.begin_array();
    for (const auto& item : n.items) {
      write_value(item, out);
    }
    out.end_array();
    return;
  case Node::Kind::map:
    out.begin_object();
    for (const auto& [key, value] : n.entries) {
      out.key(key);
      write_value(value, out);
    }
    out.end_object();
    return;
  }
  out.null();
}

void write_side(const Side& s, JsonWriter& out)
{
  out.begin_object().key("value");
  if (s.node != nullptr) {
    write_value(*s.node, out);
  } else {
    out.null().key("absent").boolean(true);
  }
  out.key("file").string(s.file != nullptr ? *s.file : std::string());
  if (s.location.known()) {
    out.key("line").number(std::uint64_t{s.location.line});
    out.key("column").number(std::uint64_t{s.location.column});
  } else {
    out.key("line").null().key("column").null();
  }
  out.end_object();
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

void write_differences(const std::vector<Difference>& differences, JsonWriter& out)
{
  out.begin_object().key("equal").boolean(differences.empty()).key("differences").begin_array();
  for (const auto& d : differences) {
    out.begin_object().key("path").string(d.path);
    out.key("a");
    write_side(d.a, out);
    out.key("b");
    write_side(d.b, out);
    out.end_object();
  }
  out.end_array().end_object();
}

std::string format_json(const std::vector<Difference>& differences)
{
  // On one line; invalid UTF-8 in a document's text is replaced.
  std::string text;
  JsonWriter out(text, -1);
  write_differences(differences, out);
  return text + "\n";
}

} // namespace tosca::convert::diff
