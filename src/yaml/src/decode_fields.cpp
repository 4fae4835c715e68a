// Decoding context and key-by-key map reading for the extension block:
// scalar kinds, yes/no, integers, Clark-notation QNames, unknown keys.
#include "decode_fields.hpp"

#include <charconv>
#include <exception>

namespace tosca::yaml::detail {

void Decoder::bad(const Node& at, const std::string& message) const
{
  sink.warning(path, at.location.line, at.location.column, "YAML_EXTENSION", message);
}

std::string Decoder::text(const Node& n, std::string_view what) const
{
  if (n.is_scalar()) {
    return n.scalar;
  }
  bad(n, std::string(what) + " should be a string, not " + n.describe_kind());
  return {};
}

std::optional<bool> Decoder::boolean(const Node& n, std::string_view what) const
{
  if (n.is_scalar() && n.plain) {
    if (n.scalar == "true" || n.scalar == "True" || n.scalar == "TRUE") {
      return true;
    }
    if (n.scalar == "false" || n.scalar == "False" || n.scalar == "FALSE") {
      return false;
    }
  }
  bad(n, std::string(what) + " should be true or false");
  return std::nullopt;
}

std::optional<std::int64_t> Decoder::integer(const Node& n, std::string_view what) const
{
  if (n.is_scalar()) {
    std::string_view s = n.scalar;
    if (!s.empty() && s.front() == '+') {
      s.remove_prefix(1);
    }
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec == std::errc() && end == s.data() + s.size() && !s.empty()) {
      return v;
    }
  }
  bad(n, std::string(what) + " should be an integer");
  return std::nullopt;
}

std::string Decoder::prefix_hint(const std::string& ns) const
{
  if (ns.empty()) {
    return {};
  }
  for (const auto& b : root_bindings) {
    if (!b.prefix.empty() && b.uri == ns) {
      return b.prefix;
    }
  }
  return {};
}

std::optional<ir::QName> Decoder::parse_clark(std::string_view s) const
{
  // Only braces are refused in names: the XML reader keeps whatever an
  // attribute held after the prefix, so the decoder does too.
  auto no_braces = [](std::string_view n) {
    return n.find_first_of("{}") == std::string_view::npos;
  };
  ir::QName q;
  if (!s.empty() && s.front() == '{') {
    auto close = s.find('}');
    if (close == std::string_view::npos) {
      return std::nullopt;
    }
    q.ns = std::string(s.substr(1, close - 1));
    q.local = std::string(s.substr(close + 1));
    if (q.ns.empty() || !no_braces(q.ns) || !no_braces(q.local)) {
      return std::nullopt;
    }
    q.prefix = prefix_hint(q.ns);
    return q;
  }
  if (!no_braces(s)) {
    return std::nullopt;
  }
  if (auto colon = s.find(':'); colon != std::string_view::npos) {
    // What the XML reader keeps for a prefix it could not resolve.
    q.prefix = std::string(s.substr(0, colon));
    q.local = std::string(s.substr(colon + 1));
    return q;
  }
  q.local = std::string(s);
  return q;
}

ir::QName Decoder::qname(const Node& n, std::string_view what) const
{
  std::string s = text(n, what);
  if (auto q = parse_clark(s)) {
    return *q;
  }
  bad(n, std::string(what) + " '" + s + "' is not a QName in Clark notation ('{namespace}local')");
  return ir::QName{{}, s, {}};
}

Fields::Fields(const Decoder& d, const Node* map, std::string what)
    : m_d(d), m_what(std::move(what)), m_unwinding(std::uncaught_exceptions())
{
  if (map == nullptr) {
    return;
  }
  if (!map->is_map()) {
    if (!map->is_null()) {
      d.bad(*map, m_what + " should be a map, not " + map->describe_kind());
    }
    return;
  }
  m_map = map;
  m_used.assign(map->entries().size(), false);
}

Fields::~Fields() noexcept(false)
{
  if (std::uncaught_exceptions() > m_unwinding) {
    return;
  }
  finish();
}

const Node* Fields::take(std::string_view key)
{
  if (m_map == nullptr) {
    return nullptr;
  }
  for (std::size_t i = 0; i < m_map->entries().size(); ++i) {
    const auto& [k, v] = m_map->entries()[i];
    if (k.is_scalar() && k.scalar == key) {
      m_used[i] = true;
      return &v;
    }
  }
  return nullptr;
}

const Node* Fields::take_map(std::string_view key)
{
  const Node* v = take(key);
  if (v == nullptr || v->is_map()) {
    return v;
  }
  if (!v->is_null()) {
    m_d.bad(*v, m_what + ": '" + std::string(key) + "' should be a map, not " + v->describe_kind());
  }
  return nullptr;
}

const Node* Fields::take_list(std::string_view key)
{
  const Node* v = take(key);
  if (v == nullptr || v->is_sequence()) {
    return v;
  }
  if (!v->is_null()) {
    m_d.bad(*v,
            m_what + ": '" + std::string(key) + "' should be a list, not " + v->describe_kind());
  }
  return nullptr;
}

std::string Fields::string(std::string_view key)
{
  return opt_string(key).value_or("");
}

std::string Fields::required(std::string_view key)
{
  if (m_map != nullptr && m_map->find(key) == nullptr) {
    m_d.bad(*m_map, m_what + " has no '" + std::string(key) + "'");
  }
  return string(key);
}

ir::QName Fields::required_qname(std::string_view key)
{
  if (m_map != nullptr && m_map->find(key) == nullptr) {
    m_d.bad(*m_map, m_what + " has no '" + std::string(key) + "'");
  }
  return qname(key);
}

std::optional<std::string> Fields::opt_string(std::string_view key)
{
  const Node* v = take(key);
  if (v == nullptr) {
    return std::nullopt;
  }
  if (!v->is_scalar()) {
    m_d.bad(*v,
            m_what + ": '" + std::string(key) + "' should be a string, not " + v->describe_kind());
    return std::nullopt;
  }
  return v->scalar;
}

ir::YesNo Fields::yes_no(std::string_view key)
{
  const Node* v = take(key);
  return v == nullptr ? std::nullopt : m_d.boolean(*v, m_what + ": '" + std::string(key) + "'");
}

std::optional<std::int64_t> Fields::integer(std::string_view key)
{
  const Node* v = take(key);
  return v == nullptr ? std::nullopt : m_d.integer(*v, m_what + ": '" + std::string(key) + "'");
}

std::optional<ir::QName> Fields::opt_qname(std::string_view key)
{
  const Node* v = take(key);
  if (v == nullptr) {
    return std::nullopt;
  }
  return m_d.qname(*v, m_what + ": '" + std::string(key) + "'");
}

std::vector<std::string> Fields::strings(std::string_view key)
{
  std::vector<std::string> out;
  if (const Node* l = take_list(key)) {
    for (const Node& item : l->items()) {
      out.push_back(m_d.text(item, m_what + ": an entry of '" + std::string(key) + "'"));
    }
  }
  return out;
}

void Fields::finish()
{
  if (m_finished || m_map == nullptr) {
    m_finished = true;
    return;
  }
  m_finished = true;
  for (std::size_t i = 0; i < m_map->entries().size(); ++i) {
    if (!m_used[i]) {
      const Node& k = m_map->entries()[i].first;
      m_d.bad(k, m_what + ": unknown key '" + (k.is_scalar() ? k.scalar : k.describe_kind()) +
                     "' (not restored)");
    }
  }
}

}  // namespace tosca::yaml::detail
