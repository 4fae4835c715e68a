#include "tosca/yaml/emit.hpp"

#include <array>
#include <stdexcept>
#include <type_traits>
#include <unordered_set>
#include <vector>

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
  // The first bytes the words start with: most keys and values start
  // with none of them and need no look at the list.
  static constexpr auto first = [] {
    std::array<bool, 256> t{};
    for (std::string_view w : words) {
      t[static_cast<unsigned char>(w.front())] = true;
    }
    return t;
  }();
  if (!s.empty() && s.size() <= 6 && first[static_cast<unsigned char>(s.front())]) {
    // Length and first byte before the bytes: most keys and values are
    // short, and a call to compare per word was a twelfth of a big
    // conversion (docs/results.md).
    for (std::string_view w : words) {
      if (w.size() == s.size() && w.front() == s.front() &&
          std::memcmp(w.data(), s.data(), s.size()) == 0) {
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

/// Length of a character YAML wants escaped at byte `i` (C1 controls,
/// NEL, LS, PS, BOM: not printable, or line breaks to YAML 1.1), else 0.
std::size_t special_unicode_at(std::string_view s, std::size_t i)
{
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  if (b(i) == 0xC2 && i + 1 < s.size() && b(i + 1) >= 0x80 && b(i + 1) <= 0x9F) {
    return 2;
  }
  if (b(i) == 0xE2 && i + 2 < s.size() && b(i + 1) == 0x80 && (b(i + 2) == 0xA8 || b(i + 2) == 0xA9)) {
    return 3;
  }
  if (b(i) == 0xEF && i + 2 < s.size() && b(i + 1) == 0xBB && b(i + 2) == 0xBF) {
    return 3;
  }
  return 0;
}

bool has_special_unicode(std::string_view s)
{
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (static_cast<unsigned char>(s[i]) >= 0xC2 && special_unicode_at(s, i) != 0) {
      return true;
    }
  }
  return false;
}

bool is_printable_plain(std::string_view s)
{
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7F) {
      return false;
    }
  }
  return !has_special_unicode(s);
}

bool can_be_plain(std::string_view s)
{
  if (s.empty() || looks_like_non_string(s)) {
    return false;
  }
  if (s.front() == ' ' || s.back() == ' ' || s.back() == ':') {
    return false;
  }
  static constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@`";
  if (s.size() >= 3 && (s.front() == '-' || s.front() == '.') && s[1] == s[0] && s[2] == s[0]) {
    return false; // "---" and "...": document markers at the start of a line
  }
  if (indicators.find(s.front()) != std::string_view::npos) {
    // "-x" and "?x" and ":x" would be plain-safe, but quoting is clearer.
    return false;
  }
  // One pass over the text for the rest: what is_printable_plain refuses,
  // ": " and " #", and the flow indicators. Most bytes need no look: a
  // table says which do (a switch per byte was 5% of a corpus conversion).
  static constexpr auto attention = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 0x20; ++c) {
      t[c] = true;
    }
    for (int c = 0x7F; c < 0x80; ++c) {
      t[c] = true;
    }
    for (int c = 0xC2; c < 0x100; ++c) {
      t[c] = true;
    }
    for (unsigned char c : std::string_view(",[]{}:#")) {
      t[c] = true;
    }
    return t;
  }();
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (!attention[c]) {
      continue;
    }
    switch (c) {
    case ',':
    case '[':
    case ']':
    case '{':
    case '}':
      return false; // safe in block context, but not in flow; keep one rule
    case ':':
      if (i + 1 < s.size() && s[i + 1] == ' ') {
        return false;
      }
      break;
    case '#':
      if (i > 0 && s[i - 1] == ' ') {
        return false;
      }
      break;
    default:
      if (c < 0x20 || c == 0x7F || special_unicode_at(s, i) != 0) {
        return false;
      }
      break;
    }
  }
  return true;
}

void double_quoted(std::string_view s, std::string& out)
{
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::size_t n = c >= 0xC2 ? special_unicode_at(s, i) : 0; n != 0) {
      const unsigned char second = static_cast<unsigned char>(s[i + 1]);
      // NEL too is written \x85, not \N: yaml-cpp reads \N as the lone byte 0x85.
      if (n == 2) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", second);
        out += buf;
      } else if (c == 0xEF) {
        out += "\\uFEFF";
      } else {
        out += static_cast<unsigned char>(s[i + 2]) == 0xA8 ? "\\L" : "\\P";
      }
      i += n - 1;
      continue;
    }
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
  if (has_special_unicode(s)) {
    return false;
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
      // Keep it a float for YAML 1.1 readers too, whose floats need a '.':
      // 2 -> 2.0, 1e+300 -> 1.0e+300.
      auto e = text.find_first_of("eE");
      if (text.find('.') != std::string_view::npos) {
        out += text;
      } else if (e == std::string_view::npos) {
        out += text;
        out += ".0";
      } else {
        out += text.substr(0, e);
        out += ".0";
        out += text.substr(e);
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

/// `V` is `ir::Value` when the emitter may release what it has written
/// (emit of an rvalue): the text then replaces the tree instead of joining it.
/// `splices`: text written already, standing in for some values (null: none).
template <class V>
void node(V& v, std::size_t indent, std::string& out, std::vector<Splice>* splices);

/// The splice standing in for `v`, if any.
Splice* splice_of(const ir::Value& v, std::vector<Splice>* splices)
{
  if (splices != nullptr) {
    for (auto& s : *splices) {
      if (s.at == &v) {
        return &s;
      }
    }
  }
  return nullptr;
}

/// Releases a written value, when the tree is the emitter's to consume.
template <class V>
void written(V& v)
{
  if constexpr (!std::is_const_v<V>) {
    v = ir::Value();
  }
}

template <class V>
void map_entries(V& v, std::size_t indent, std::string& out, bool first_inline,
                 std::vector<Splice>* splices)
{
  // A writer that gives one map a key twice has a defect; YAML with a
  // duplicate key is never written (a reader would take either value).
  if (repeats_a_key(v)) {
    std::unordered_set<std::string_view> keys;
    for (const auto& e : v.entries) {
      if (!keys.insert(e.first).second) {
        throw std::logic_error("the YAML writer gave a map the key '" + e.first + "' twice");
      }
    }
  }
  bool first = true;
  for (auto& [k, child] : v.entries) {
    if (!(first && first_inline)) {
      out.append(indent, ' ');
    }
    first = false;
    const std::size_t at = out.size();
    key(k, out);
    if (out.size() - at > 1000) {
      // YAML limits implicit keys to 1024 characters: use an explicit key.
      out.insert(at, "? ");
      out += '\n';
      out.append(indent, ' ');
    }
    out += ':';
    if (Splice* s = splice_of(child, splices)) {
      out += '\n';
      if (s->write) {
        s->write(out);
        s->write = nullptr;
      } else {
        out += s->text;
      }
      std::string().swap(s->text); // assigning "" would keep the buffer
      s->at = nullptr; // written
    } else if (is_collection(child) && !child.empty()) {
      out += '\n';
      // Sequences inside maps are not indented further (common style).
      node(child, child.kind == ir::Value::Kind::list ? indent : indent + 2, out, splices);
    } else if (child.kind == ir::Value::Kind::map) {
      out += " {}\n";
    } else if (child.kind == ir::Value::Kind::list) {
      out += " []\n";
    } else {
      out += ' ';
      scalar(child, indent, out, true);
      out += '\n';
    }
    written(child);
  }
}

template <class V>
void node(V& v, std::size_t indent, std::string& out, std::vector<Splice>* splices)
{
  if (v.kind == ir::Value::Kind::map) {
    map_entries(v, indent, out, false, splices);
    return;
  }
  if (v.kind == ir::Value::Kind::list) {
    for (auto& item : v.items) {
      out.append(indent, ' ');
      out += "- ";
      if (item.kind == ir::Value::Kind::map && !item.empty()) {
        map_entries(item, indent + 2, out, true, splices);
      } else if (item.kind == ir::Value::Kind::list && !item.empty()) {
        out += '\n';
        node(item, indent + 2, out, splices);
      } else if (item.kind == ir::Value::Kind::map) {
        out += "{}\n";
      } else if (item.kind == ir::Value::Kind::list) {
        out += "[]\n";
      } else {
        scalar(item, indent + 2, out, true);
        out += '\n';
      }
      written(item);
    }
    return;
  }
  out.append(indent, ' ');
  scalar(v, indent, out, true);
  out += '\n';
}

}  // namespace

bool repeats_a_key(const ir::Value& map)
{
  const auto& entries = map.entries;
  if (map.kind != ir::Value::Kind::map || entries.size() < 2) {
    return false;
  }
  if (entries.size() <= 16) {
    for (std::size_t i = 1; i < entries.size(); ++i) {
      for (std::size_t j = 0; j < i; ++j) {
        if (entries[i].first == entries[j].first) {
          return true;
        }
      }
    }
    return false;
  }
  std::unordered_set<std::string_view> keys;
  keys.reserve(entries.size());
  for (const auto& e : entries) {
    if (!keys.insert(e.first).second) {
      return true;
    }
  }
  return false;
}

namespace {

template <class V>
std::string emit_document(V& document, std::vector<Splice>* splices = nullptr)
{
  std::string out;
  if (document.kind == ir::Value::Kind::map && document.empty()) {
    return "{}\n";
  }
  if (document.kind == ir::Value::Kind::list && document.empty()) {
    return "[]\n";
  }
  node(document, 0, out, splices);
  return out;
}

}  // namespace

std::string emit(const ir::Value& document)
{
  return emit_document(document);
}

std::string emit(ir::Value&& document)
{
  std::string out = emit_document(document);
  document = ir::Value();
  return out;
}

std::string emit(ir::Value&& document, std::vector<Splice>& splices)
{
  std::string out = emit_document(document, &splices);
  document = ir::Value();
  for (const auto& s : splices) {
    if (s.at != nullptr) {
      // Its text would be lost: a defect of the caller, never a short file.
      throw std::logic_error("the YAML writer spliced text in for a value the document does not hold");
    }
  }
  return out;
}

void emit_entry(std::string key, ir::Value&& value, std::size_t indent, std::string& out)
{
  ir::Value map = ir::Value::map();
  map.entries.emplace_back(std::move(key), std::move(value));
  map_entries(map, indent, out, false, nullptr);
}

void emit_entries(ir::Value&& map, std::size_t indent, std::string& out)
{
  map_entries(map, indent, out, false, nullptr);
  map = ir::Value();
}

std::string emit_scalar(const ir::Value& v)
{
  std::string out;
  scalar(v, 0, out, false);
  return out;
}

}  // namespace tosca::yaml
