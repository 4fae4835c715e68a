// The XML writer's emitter: deferred start tags, indentation and the
// namespace table (escaping is in write_escape.cpp).
//
// Prefix choice, per start tag, in this order:
//   1. the element's explicit declarations (the root: the input's own
//      xmlns declarations, Document::root_bindings);
//   2. the bindings that fragments written inside it were read under
//      (Fragment::bindings), so each is in scope exactly where it is written;
//   3. the element's name, then its attributes: the input's prefix (the
//      QName's hint) when it is bound to the right namespace here; else
//      that prefix declared here; else another prefix bound to it; else an
//      invented ns1, ns2, ... (one per namespace, declared where needed).
// A prefix that something on the same tag depends on is never rebound
// there, so one prefix never means two namespaces in one scope.
#include "write_context.hpp"

#include <algorithm>

namespace tosca::xml::detail {

namespace {

constexpr std::string_view k_xmlns_ns = "http://www.w3.org/2000/xmlns/";
// Marks the default namespace as "unbound, and depended on" in a lock.
const std::string k_unbound = std::string(1, '\x01');

bool valid_declaration(const ir::NamespaceBinding& b)
{
  if (b.prefix.empty()) {
    return b.uri != k_w_xml_ns && b.uri != k_xmlns_ns;
  }
  return is_ncname(b.prefix) && b.prefix != "xml" && b.prefix != "xmlns" && !b.uri.empty() &&
         b.uri != k_w_xml_ns && b.uri != k_xmlns_ns;
}

std::string qualified(const std::string& prefix, std::string_view local)
{
  return prefix.empty() ? std::string(local) : prefix + ":" + std::string(local);
}

}  // namespace

// ------------------------------------------------------------- TagScope

bool XmlOut::TagScope::bound(const std::string& p, std::string_view uri) const
{
  auto it = scope.find(p);
  return it != scope.end() && it->second == uri;
}

bool XmlOut::TagScope::can_bind(const std::string& p, std::string_view uri) const
{
  auto it = locked.find(p);
  return it == locked.end() || it->second == uri;
}

void XmlOut::TagScope::bind(const std::string& p, std::string_view uri)
{
  if (bound(p, uri)) {
    return;
  }
  scope[p] = std::string(uri);
  for (auto& d : declarations) {
    if (d.prefix == p) {
      d.uri = std::string(uri);
      return;
    }
  }
  declarations.push_back({p, std::string(uri)});
}

// --------------------------------------------------------------- XmlOut

XmlOut::XmlOut(std::string path, DiagnosticSink& sink) : m_path(std::move(path)), m_sink(sink)
{
  m_out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
}

void XmlOut::report(ir::Location where, std::string message)
{
  if (!where.known()) {
    where = here();
  }
  m_sink.warning(m_path, where.line, where.column, "NOT_REPRESENTABLE", std::move(message));
}

ir::Location XmlOut::here() const
{
  if (m_has_pending && m_pending.where.known()) {
    return m_pending.where;
  }
  for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it) {
    if (it->where.known()) {
      return it->where;
    }
  }
  return {};
}

void XmlOut::newline_indent(std::size_t depth)
{
  if (m_take && m_out.size() >= m_piece) {
    spill();
  }
  m_out += '\n';
  m_out.append(depth * 2, ' ');
}

void XmlOut::before_child(bool inline_content)
{
  if (m_has_pending) {
    flush(false);
  }
  if (m_stack.empty()) {
    return;
  }
  Frame& f = m_stack.back();
  f.has_children = true;
  if (inline_content) {
    f.mixed = true;
  }
  if (!f.mixed) {
    newline_indent(m_stack.size());
  }
}

void XmlOut::start(std::string_view ns, std::string_view local, std::string_view prefix,
                   ir::Location where)
{
  before_child(false);
  m_pending = Pending{};
  m_pending.ns = std::string(ns);
  m_pending.local = std::string(local);
  m_pending.prefix = std::string(prefix);
  m_pending.where = where;
  m_has_pending = true;
}

void XmlOut::declare(const std::vector<ir::NamespaceBinding>& bindings)
{
  m_pending.declared.insert(m_pending.declared.end(), bindings.begin(), bindings.end());
}

void XmlOut::require(const ir::Bindings& bindings)
{
  if (!bindings.empty()) {
    m_pending.required.push_back(bindings);
  }
}

void XmlOut::attribute(std::string_view local, std::string_view value)
{
  PendingAttribute a;
  a.name.local = std::string(local);
  a.value = std::string(value);
  m_pending.attributes.push_back(std::move(a));
}

void XmlOut::attribute(const ir::QName& name, std::string_view value)
{
  PendingAttribute a;
  a.kind = name.ns.empty() ? PendingAttribute::Kind::plain : PendingAttribute::Kind::qualified;
  a.name = name;
  a.value = std::string(value);
  m_pending.attributes.push_back(std::move(a));
}

void XmlOut::qname_attribute(std::string_view local, const ir::QName& value)
{
  PendingAttribute a;
  a.kind = PendingAttribute::Kind::qname;
  a.name.local = std::string(local);
  a.qvalue = value;
  m_pending.attributes.push_back(std::move(a));
}

void XmlOut::mixed()
{
  if (m_has_pending) {
    m_pending.mixed = true;
  } else if (!m_stack.empty()) {
    m_stack.back().mixed = true;
  }
}

void XmlOut::fragment(std::string_view xml)
{
  before_child(false);
  m_out += xml;
}

void XmlOut::content(std::string_view xml)
{
  if (xml.empty()) {
    return;
  }
  before_child(true);
  m_out += xml;
}

void XmlOut::text(std::string_view text)
{
  if (text.empty()) {
    return;
  }
  before_child(true);
  if (std::size_t n = escape_text(text, m_out); n != 0) {
    report({}, std::to_string(n) +
                   " control character(s) that XML 1.0 cannot carry were left out of a text");
  }
}

void XmlOut::comment(std::string_view text)
{
  before_child(false);
  m_out += "<!--";
  m_out += text;
  m_out += "-->";
}

void XmlOut::end()
{
  if (m_has_pending) {
    flush(true);
    return;
  }
  if (m_stack.empty()) {
    return;
  }
  Frame f = std::move(m_stack.back());
  m_stack.pop_back();
  if (f.has_children && !f.mixed) {
    newline_indent(m_stack.size());
  }
  m_out += "</";
  m_out += f.name;
  m_out += '>';
}

void XmlOut::spill_to(std::function<bool(std::string_view)> take, std::size_t piece)
{
  m_take = std::move(take);
  m_piece = std::max<std::size_t>(piece, 1);
}

/// Hands over everything written so far. It ends with a whole element
/// start, end or text, and a line break follows, so checking its UTF-8
/// apart from the rest replaces the same bytes as checking the whole.
void XmlOut::spill()
{
  m_replaced += replace_invalid_utf8(m_out);
  if (!m_take(m_out)) {
    m_take = nullptr; // declined: everything stays here
    return;
  }
  m_out.clear();
}

std::string XmlOut::finish()
{
  while (m_has_pending || !m_stack.empty()) {
    end();
  }
  m_out += '\n';
  if (std::size_t n = m_replaced + replace_invalid_utf8(m_out); n != 0) {
    report({}, std::to_string(n) + " byte(s) of invalid UTF-8 in the document were replaced "
                                   "by U+FFFD");
  }
  return std::move(m_out);
}

namespace {
/// Not a namespace any QName has: nothing is written unprefixed.
constexpr std::string_view k_never_unprefixed = "\x01never";
}  // namespace

std::string XmlOut::unprefixed_meaning(const Scope& s) const
{
  auto it = s.find("");
  if (it != s.end()) {
    // Under TOSCA's own default namespace an unprefixed QName means the
    // TOSCA namespace to a strict reader and the target namespace to a
    // lenient one (ours, Winery's): never write one there, so every tool
    // reads the same name.
    return it->second == k_w_tosca_ns ? std::string(k_never_unprefixed) : it->second;
  }
  return m_context_ns;
}

std::string XmlOut::invent_prefix(TagScope& t, std::string_view ns)
{
  if (auto it = m_invented.find(std::string(ns)); it != m_invented.end()) {
    const std::string& p = it->second;
    if (t.can_bind(p, ns) && (t.bound(p, ns) || t.scope.count(p) == 0)) {
      t.bind(p, ns);
      t.locked[p] = std::string(ns);
      return p;
    }
  }
  for (unsigned n = m_next_invented;; ++n) {
    std::string p = "ns" + std::to_string(n);
    if (t.scope.count(p) == 0 && t.locked.count(p) == 0) {
      if (n == m_next_invented) {
        ++m_next_invented;
      }
      m_invented.emplace(std::string(ns), p);
      t.bind(p, ns);
      t.locked[p] = std::string(ns);
      return p;
    }
  }
}

std::string XmlOut::choose_prefix(TagScope& t, std::string_view ns, std::string_view hint,
                                  bool element)
{
  const std::string h(hint);
  const bool usable_hint = (h.empty() ? element : is_ncname(h)) && h != "xml" && h != "xmlns";
  auto lock = [&](const std::string& p) {
    t.locked[p] = std::string(ns);
    return p;
  };
  if (ns.empty()) {
    // An element in no namespace (never a TOSCA one): the default must be unbound.
    auto it = t.scope.find("");
    if (it == t.scope.end() || it->second.empty()) {
      t.locked[""] = it == t.scope.end() ? k_unbound : "";
      return "";
    }
    if (t.can_bind("", "")) {
      t.bind("", "");
      return lock("");
    }
    report({}, "an element in no namespace cannot be written where the default namespace is "
               "bound; written in the default namespace");
    return "";
  }
  if (usable_hint && t.bound(h, ns)) {
    return lock(h);
  }
  if (element) {
    if (t.bound("", ns)) {
      return lock("");
    }
    for (const auto& [p, u] : t.scope) {
      if (!p.empty() && u == ns && t.can_bind(p, ns)) {
        return lock(p);
      }
    }
  }
  if (usable_hint && t.can_bind(h, ns)) {
    t.bind(h, ns);
    return lock(h);
  }
  for (const auto& [p, u] : t.scope) {
    if (!p.empty() && u == ns && t.can_bind(p, ns)) {
      return lock(p);
    }
  }
  if (ns == k_w_tosca_ns && t.scope.count("tosca") == 0 && t.locked.count("tosca") == 0) {
    t.bind("tosca", ns);
    return lock("tosca");
  }
  return invent_prefix(t, ns);
}

std::string XmlOut::write_qname(TagScope& t, const ir::QName& q, const std::string& element_prefix)
{
  auto lock_default = [&] {
    auto it = t.scope.find("");
    t.locked[""] = it == t.scope.end() ? k_unbound : it->second;
  };
  if (q.ns == k_w_xml_ns) {
    return "xml:" + q.local;
  }
  const bool usable_hint =
      !q.prefix.empty() && is_ncname(q.prefix) && q.prefix != "xml" && q.prefix != "xmlns";
  if (q.ns.empty()) {
    if (unprefixed_meaning(t.scope).empty()) {
      lock_default();
      return q.local;
    }
    if (usable_hint && t.scope.count(q.prefix) == 0 && t.locked.count(q.prefix) == 0) {
      // The input's own spelling: a prefix it never declared (the reader
      // warned about it then and will again).
      report({}, "QName '" + q.prefix + ":" + q.local +
                     "' has no namespace (its prefix was not declared); written as it was");
      t.locked[q.prefix] = k_unbound;
      return q.prefix + ":" + q.local;
    }
    if (!element_prefix.empty() && t.can_bind("", "")) {
      t.bind("", "");
      t.locked[""] = "";
      return q.local;
    }
    report({}, "QName '" + q.local +
                   "' in no namespace cannot be written here (the default "
                   "namespace is bound); written unprefixed");
    return q.local;
  }
  if (usable_hint && t.bound(q.prefix, q.ns)) {
    t.locked[q.prefix] = q.ns;
    return q.prefix + ":" + q.local;
  }
  if (q.prefix.empty() && unprefixed_meaning(t.scope) == q.ns) {
    lock_default();
    return q.local;
  }
  if (usable_hint && t.can_bind(q.prefix, q.ns)) {
    t.bind(q.prefix, q.ns);
    t.locked[q.prefix] = q.ns;
    return q.prefix + ":" + q.local;
  }
  if (unprefixed_meaning(t.scope) == q.ns) {
    lock_default();
    return q.local;
  }
  for (const auto& [p, u] : t.scope) {
    if (!p.empty() && u == q.ns && t.can_bind(p, q.ns)) {
      t.locked[p] = q.ns;
      return p + ":" + q.local;
    }
  }
  return invent_prefix(t, q.ns) + ":" + q.local;
}

void XmlOut::flush(bool empty)
{
  Pending p = std::move(m_pending);
  m_has_pending = false;
  TagScope t;
  if (!m_stack.empty()) {
    t.scope = m_stack.back().scope;
  }
  for (const auto& b : p.declared) {
    if (valid_declaration(b) && t.locked.count(b.prefix) == 0) {
      t.bind(b.prefix, b.uri);
      t.locked[b.prefix] = b.uri;
    }
  }
  for (const auto& set : p.required) {
    for (const auto& b : set) {
      if (valid_declaration(b) && t.can_bind(b.prefix, b.uri)) {
        t.bind(b.prefix, b.uri);
        t.locked[b.prefix] = b.uri;
      }
    }
  }
  // A QName in no namespace written unprefixed needs the default namespace
  // undeclared here (xmlns=""), and then the element name needs a prefix.
  for (const auto& a : p.attributes) {
    const ir::QName& q = a.qvalue;
    if (a.kind == PendingAttribute::Kind::qname && q.ns.empty() && !q.local.empty() &&
        !unprefixed_meaning(t.scope).empty() &&
        !(is_ncname(q.prefix) && t.scope.count(q.prefix) == 0 && t.locked.count(q.prefix) == 0) &&
        t.can_bind("", "")) {
      t.bind("", "");
      t.locked[""] = "";
    }
  }
  const std::string element_prefix = choose_prefix(t, p.ns, p.prefix, true);
  const std::string name = qualified(element_prefix, p.local);

  struct Written
  {
    std::string name, value;
  };
  std::vector<Written> attributes;
  std::vector<std::string> expanded; // {ns}local of each, for duplicates
  for (const auto& a : p.attributes) {
    Written w;
    std::string key;
    if (!is_ncname(a.name.local)) {
      report(p.where, "attribute name '" + a.name.local + "' on <" + p.local +
                          "> is not an XML name; attribute left out");
      continue;
    }
    switch (a.kind) {
    case PendingAttribute::Kind::plain:
      w.name = a.name.local;
      w.value = a.value;
      key = a.name.local;
      break;
    case PendingAttribute::Kind::qualified:
      if (a.name.ns == k_w_xml_ns) {
        w.name = "xml:" + a.name.local;
      } else {
        w.name = choose_prefix(t, a.name.ns, a.name.prefix, false) + ":" + a.name.local;
      }
      w.value = a.value;
      key = "{" + a.name.ns + "}" + a.name.local;
      break;
    case PendingAttribute::Kind::qname:
      w.name = a.name.local;
      w.value = write_qname(t, a.qvalue, element_prefix);
      key = a.name.local;
      break;
    }
    bool duplicate = false;
    for (const auto& k : expanded) {
      duplicate = duplicate || k == key;
    }
    if (duplicate) {
      report(p.where, "attribute '" + w.name + "' appears twice on <" + p.local +
                          ">; the second one is left out");
      continue;
    }
    expanded.push_back(key);
    attributes.push_back(std::move(w));
  }

  std::size_t dropped = 0;
  m_out += '<';
  m_out += name;
  for (const auto& d : t.declarations) {
    m_out += d.prefix.empty() ? " xmlns=\"" : " xmlns:" + d.prefix + "=\"";
    dropped += escape_attribute(d.uri, m_out);
    m_out += '"';
  }
  for (const auto& a : attributes) {
    m_out += ' ';
    m_out += a.name;
    m_out += "=\"";
    dropped += escape_attribute(a.value, m_out);
    m_out += '"';
  }
  if (dropped != 0) {
    report(p.where, std::to_string(dropped) +
                        " control character(s) that XML 1.0 cannot carry "
                        "were left out of attributes of <" +
                        p.local + ">");
  }
  if (empty) {
    m_out += "/>";
    return;
  }
  m_out += '>';
  m_stack.push_back(Frame{name, std::move(t.scope), p.where, false, p.mixed});
}

// ----------------------------------------------------------------- WCtx

void WCtx::report(ir::Location where, const std::string& message) const
{
  out.report(where, message);
}

std::string WCtx::dialect_name() const
{
  return final_dialect() ? "TOSCA 1.0 XML" : "CSD03 XML";
}

}  // namespace tosca::xml::detail
