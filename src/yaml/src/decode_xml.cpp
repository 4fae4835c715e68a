// A small non-validating XML parser for extension-block fragments (see
// decode_xml.hpp): elements with namespace resolution, attributes, text,
// character references, CDATA, comments and PIs; iterative, depth-limited.
#include "decode_xml.hpp"

#include <charconv>

namespace tosca::yaml::detail {

namespace {

constexpr std::string_view k_xml_ns = "http://www.w3.org/XML/1998/namespace";

bool is_space(char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool is_name_char(char c)
{
  auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '-' || c == '.' || c == ':';
}

bool is_name_start(char c)
{
  auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
}

void append_utf8(std::uint32_t cp, std::string& out)
{
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

struct Scope
{
  std::vector<ir::NamespaceBinding> decls;
};

class Parser
{
public:
  Parser(std::string_view xml, const std::vector<ir::NamespaceBinding>& bindings,
         std::size_t max_depth)
      : m_s(xml), m_max_depth(max_depth)
  {
    m_scopes.push_back({bindings});
    m_tree.nodes.emplace_back();
  }

  std::optional<XmlTree> run(std::string& error)
  {
    std::vector<std::uint32_t> open{0};
    while (m_pos < m_s.size()) {
      if (m_s[m_pos] != '<') {
        std::string text;
        if (!text_until_tag(text)) {
          return fail(error);
        }
        add_child(open.back(), XmlNode::Kind::text, std::move(text));
      } else if (starts("<!--")) {
        auto end = m_s.find("-->", m_pos + 4);
        if (end == std::string_view::npos) {
          return fail(error, "unterminated comment");
        }
        add_child(open.back(), XmlNode::Kind::comment,
                  std::string(m_s.substr(m_pos + 4, end - m_pos - 4)));
        m_pos = end + 3;
      } else if (starts("<![CDATA[")) {
        auto end = m_s.find("]]>", m_pos + 9);
        if (end == std::string_view::npos) {
          return fail(error, "unterminated CDATA section");
        }
        add_child(open.back(), XmlNode::Kind::cdata,
                  std::string(m_s.substr(m_pos + 9, end - m_pos - 9)));
        m_pos = end + 3;
      } else if (starts("<?")) {
        auto end = m_s.find("?>", m_pos + 2);
        if (end == std::string_view::npos) {
          return fail(error, "unterminated processing instruction");
        }
        add_child(open.back(), XmlNode::Kind::pi,
                  std::string(m_s.substr(m_pos + 2, end - m_pos - 2)));
        m_pos = end + 2;
      } else if (starts("<!")) {
        return fail(error, "a DOCTYPE or declaration is not allowed in a fragment");
      } else if (starts("</")) {
        m_pos += 2;
        std::string name = read_name();
        skip_space();
        if (open.size() < 2 || m_pos >= m_s.size() || m_s[m_pos] != '>' ||
            name != m_open_names.back()) {
          return fail(error, "mismatched end tag '" + name + "'");
        }
        ++m_pos;
        open.pop_back();
        m_open_names.pop_back();
        m_scopes.pop_back();
      } else {
        if (open.size() > m_max_depth) {
          return fail(error, "nesting deeper than " + std::to_string(m_max_depth) + " levels");
        }
        bool empty = false;
        std::uint32_t element = 0;
        if (!start_tag(open.back(), element, empty)) {
          return fail(error);
        }
        if (empty) {
          m_scopes.pop_back();
        } else {
          open.push_back(element);
        }
      }
    }
    if (open.size() != 1) {
      return fail(error, "unclosed element '" + m_open_names.back() + "'");
    }
    return std::move(m_tree);
  }

private:
  std::optional<XmlTree> fail(std::string& error, std::string message = {})
  {
    error = message.empty() ? m_error : message;
    if (error.empty()) {
      error = "not well-formed";
    }
    return std::nullopt;
  }

  bool starts(std::string_view p) const { return m_s.substr(m_pos, p.size()) == p; }

  void skip_space()
  {
    while (m_pos < m_s.size() && is_space(m_s[m_pos])) {
      ++m_pos;
    }
  }

  std::string read_name()
  {
    std::size_t start = m_pos;
    if (m_pos < m_s.size() && is_name_start(m_s[m_pos])) {
      while (m_pos < m_s.size() && is_name_char(m_s[m_pos])) {
        ++m_pos;
      }
    }
    return std::string(m_s.substr(start, m_pos - start));
  }

  std::uint32_t add_child(std::uint32_t parent, XmlNode::Kind kind, std::string text)
  {
    XmlNode n;
    n.kind = kind;
    n.text = std::move(text);
    auto index = static_cast<std::uint32_t>(m_tree.nodes.size());
    m_tree.nodes.push_back(std::move(n));
    m_tree.nodes[parent].children.push_back(index);
    return index;
  }

  /// Resolves `&...;` at m_pos into `out`.
  bool reference(std::string& out)
  {
    auto end = m_s.find(';', m_pos);
    if (end == std::string_view::npos || end - m_pos > 12) {
      m_error = "bad character reference";
      return false;
    }
    std::string_view name = m_s.substr(m_pos + 1, end - m_pos - 1);
    m_pos = end + 1;
    if (name == "lt") {
      out += '<';
    } else if (name == "gt") {
      out += '>';
    } else if (name == "amp") {
      out += '&';
    } else if (name == "quot") {
      out += '"';
    } else if (name == "apos") {
      out += '\'';
    } else if (name.size() > 1 && name[0] == '#') {
      std::uint32_t cp = 0;
      bool hex = name[1] == 'x';
      std::string_view digits = name.substr(hex ? 2 : 1);
      auto [p, ec] =
          std::from_chars(digits.data(), digits.data() + digits.size(), cp, hex ? 16 : 10);
      if (ec != std::errc() || p != digits.data() + digits.size() || cp == 0 || cp > 0x10FFFF) {
        m_error = "bad character reference '&" + std::string(name) + ";'";
        return false;
      }
      append_utf8(cp, out);
    } else {
      m_error = "undefined entity '&" + std::string(name) + ";'";
      return false;
    }
    return true;
  }

  bool text_until_tag(std::string& out)
  {
    while (m_pos < m_s.size() && m_s[m_pos] != '<') {
      if (m_s[m_pos] == '&') {
        if (!reference(out)) {
          return false;
        }
      } else {
        out += m_s[m_pos++];
      }
    }
    return true;
  }

  bool split(const std::string& qname, std::string& prefix, std::string& local)
  {
    auto colon = qname.find(':');
    if (colon == std::string::npos) {
      prefix.clear();
      local = qname;
      return !local.empty();
    }
    prefix = qname.substr(0, colon);
    local = qname.substr(colon + 1);
    return !prefix.empty() && !local.empty() && local.find(':') == std::string::npos;
  }

  std::optional<std::string> resolve(const std::string& prefix) const
  {
    if (prefix == "xml") {
      return std::string(k_xml_ns);
    }
    for (auto s = m_scopes.rbegin(); s != m_scopes.rend(); ++s) {
      for (auto b = s->decls.rbegin(); b != s->decls.rend(); ++b) {
        if (b->prefix == prefix) {
          return b->uri;
        }
      }
    }
    if (prefix.empty()) {
      return std::string();
    }
    return std::nullopt;
  }

  bool start_tag(std::uint32_t parent, std::uint32_t& element, bool& empty)
  {
    ++m_pos; // '<'
    std::string name = read_name();
    if (name.empty()) {
      m_error = "'<' not followed by a name";
      return false;
    }
    std::vector<std::pair<std::string, std::string>> attributes;
    Scope scope;
    while (true) {
      std::size_t before = m_pos;
      skip_space();
      if (m_pos >= m_s.size()) {
        m_error = "unterminated start tag '" + name + "'";
        return false;
      }
      if (starts("/>")) {
        m_pos += 2;
        empty = true;
        break;
      }
      if (m_s[m_pos] == '>') {
        ++m_pos;
        break;
      }
      std::string attr = read_name();
      if (attr.empty() || before == m_pos - attr.size()) {
        m_error = "bad attribute in start tag '" + name + "'";
        return false;
      }
      skip_space();
      if (m_pos >= m_s.size() || m_s[m_pos] != '=') {
        m_error = "attribute '" + attr + "' has no value";
        return false;
      }
      ++m_pos;
      skip_space();
      if (m_pos >= m_s.size() || (m_s[m_pos] != '"' && m_s[m_pos] != '\'')) {
        m_error = "attribute '" + attr + "' value is not quoted";
        return false;
      }
      char quote = m_s[m_pos++];
      std::string value;
      while (m_pos < m_s.size() && m_s[m_pos] != quote) {
        if (m_s[m_pos] == '<') {
          m_error = "'<' in an attribute value";
          return false;
        }
        if (m_s[m_pos] == '&') {
          if (!reference(value)) {
            return false;
          }
        } else {
          value += m_s[m_pos++];
        }
      }
      if (m_pos >= m_s.size()) {
        m_error = "unterminated attribute value";
        return false;
      }
      ++m_pos;
      if (attr == "xmlns") {
        scope.decls.push_back({"", value});
      } else if (attr.rfind("xmlns:", 0) == 0) {
        scope.decls.push_back({attr.substr(6), value});
      } else {
        attributes.emplace_back(std::move(attr), std::move(value));
      }
    }
    m_scopes.push_back(std::move(scope));
    XmlNode n;
    if (!split(name, n.prefix, n.local)) {
      m_error = "bad element name '" + name + "'";
      return false;
    }
    auto ns = resolve(n.prefix);
    if (!ns) {
      m_error = "undeclared prefix '" + n.prefix + "'";
      return false;
    }
    n.ns = *ns;
    for (const auto& [a, v] : attributes) {
      std::string p, l;
      if (!split(a, p, l) || (!p.empty() && !resolve(p))) {
        m_error = "bad attribute name '" + a + "'";
        return false;
      }
    }
    n.attribute_count = attributes.size();
    element = static_cast<std::uint32_t>(m_tree.nodes.size());
    m_tree.nodes.push_back(std::move(n));
    m_tree.nodes[parent].children.push_back(element);
    if (!empty) {
      m_open_names.push_back(name);
    }
    return true;
  }

  std::string_view m_s;
  std::size_t m_pos = 0;
  std::size_t m_max_depth;
  std::vector<Scope> m_scopes;
  std::vector<std::string> m_open_names;
  XmlTree m_tree;
  std::string m_error;
};

}  // namespace

std::optional<XmlTree> parse_xml(std::string_view xml,
                                 const std::vector<ir::NamespaceBinding>& bindings,
                                 std::string& error, std::size_t max_depth)
{
  Parser p(xml, bindings, max_depth);
  return p.run(error);
}

}  // namespace tosca::yaml::detail
