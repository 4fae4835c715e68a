#include "read_context.hpp"
#include "yaml_payload.hpp"

#include "tosca/xml/yaml_payload.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML reader");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML reader");

std::vector<std::uint32_t> Ctx::elements(std::uint32_t i) const
{
  std::vector<std::uint32_t> out;
  for (std::uint32_t c : node(i).children()) {
    if (node(c).kind == Node::Kind::element) {
      out.push_back(c);
    }
  }
  return out;
}

ir::Fragment Ctx::fragment(std::uint32_t i) const
{
  ir::Fragment f;
  serialize(tree, i, f.xml);
  const Node& n = node(i);
  f.bindings = in_scope_bindings(tree, n.parent == no_node ? i : n.parent);
  f.location = n.location();
  return f;
}

std::optional<ir::Fragment> Ctx::content_fragment(std::uint32_t i) const
{
  ir::Fragment f;
  serialize_children(tree, i, f.xml);
  if (is_space_only(f.xml)) {
    return std::nullopt;
  }
  f.bindings = in_scope_bindings(tree, i);
  f.location = node(i).location();
  return f;
}

ir::QName Ctx::qname(std::uint32_t i, std::string_view value) const
{
  ir::QName q;
  // Surrounding white space is not part of an xs:QName.
  while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front()))) {
    value.remove_prefix(1);
  }
  while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) {
    value.remove_suffix(1);
  }
  std::string_view prefix;
  if (auto colon = value.find(':'); colon != std::string_view::npos) {
    prefix = value.substr(0, colon);
    q.local = std::string(value.substr(colon + 1));
  } else {
    q.local = std::string(value);
  }
  q.prefix = std::string(prefix);
  for (std::uint32_t n = i; n != no_node; n = node(n).parent) {
    for (const auto& b : node(n).ns_decls()) {
      if (b.declared_prefix() == prefix) {
        q.ns = b.declared_uri();
        if (prefix.empty() && q.ns == k_tosca_ns) {
          // An unprefixed reference in a document whose default namespace is
          // TOSCA's own: TOSCA defines no types there, so the author meant the
          // document's target namespace (the draft spec's examples do this).
          q.ns = target_namespace;
        }
        return q;
      }
    }
  }
  if (prefix == "xml") {
    q.ns = std::string(k_xml_ns);
  } else if (!prefix.empty()) {
    warn(i, "XML_PREFIX", "namespace prefix '" + std::string(prefix) + "' in QName '" +
                              std::string(value) + "' is not declared");
  } else {
    q.ns = target_namespace;
  }
  return q;
}

void Ctx::warn(std::uint32_t i, std::string code, std::string message) const
{
  sink.warning(path, node(i).line, node(i).column, std::move(code), std::move(message));
}

// ---------------------------------------------------------------- Attrs

Attrs::Attrs(const Ctx& ctx, std::uint32_t element)
    : m_ctx(ctx), m_element(element), m_used(ctx.node(element).attributes().size(), false)
{
}

std::optional<std::string> Attrs::take_in(std::string_view ns, std::string_view local)
{
  const auto& attrs = m_ctx.node(m_element).attributes();
  for (std::size_t k = 0; k < attrs.size(); ++k) {
    if (!m_used[k] && attrs[k].ns() == ns && attrs[k].local() == local) {
      m_used[k] = true;
      return std::string(attrs[k].value());
    }
  }
  return std::nullopt;
}

std::optional<std::string> Attrs::take(std::string_view local)
{
  return take_in("", local);
}

std::optional<std::string> Attrs::take_xml(std::string_view local)
{
  return take_in(k_xml_ns, local);
}

bool Attrs::take_target_namespace(std::string& out, bool& written, const std::string& fallback)
{
  auto tns = take("targetNamespace");
  written = tns.has_value();
  out = tns.value_or(fallback);
  return written;
}

std::string Attrs::required(std::string_view local)
{
  if (auto v = take(local)) {
    return *v;
  }
  m_ctx.warn(m_element, "XML_MISSING_ATTR",
             "element '" + std::string(m_ctx.node(m_element).local()) + "' has no '" + std::string(local) +
                 "' attribute");
  return {};
}

ir::YesNo Attrs::take_yes_no(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  if (*v == "yes") {
    return true;
  }
  if (*v == "no") {
    return false;
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v + "', expected 'yes' or 'no'");
  return *v == "true" || *v == "YES" || *v == "Yes";
}

std::optional<std::int64_t> Attrs::take_int(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  try {
    std::size_t used = 0;
    long long n = std::stoll(*v, &used);
    if (used == v->size()) {
      return n;
    }
  } catch (const std::exception&) {
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v + "', expected an integer");
  return std::nullopt;
}

std::optional<ir::Bound> Attrs::take_bound(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  ir::Bound b;
  b.spelling = *v;
  if (*v == "unbounded") {
    return b;
  }
  if (*v == "UNBOUNDED" || *v == "Unbounded") {
    m_ctx.warn(m_element, "XML_BAD_VALUE",
               "attribute '" + std::string(local) + "' is '" + *v +
                   "'; the schema spells it 'unbounded' (read as unbounded)");
    return b;
  }
  try {
    std::size_t used = 0;
    long long n = std::stoll(*v, &used);
    if (used == v->size()) {
      b.value = n;
      return b;
    }
  } catch (const std::exception&) {
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v +
                 "', expected a number or 'unbounded' (read as unbounded)");
  return b;
}

std::optional<ir::QName> Attrs::take_qname(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  return m_ctx.qname(m_element, *v);
}

ir::QName Attrs::required_qname(std::string_view local)
{
  if (auto q = take_qname(local)) {
    return *q;
  }
  required(local); // reports it
  return {};
}

void Attrs::finish(ir::Extensible& ext)
{
  const auto& attrs = m_ctx.node(m_element).attributes();
  ext.location = m_ctx.node(m_element).location();
  for (std::size_t k = 0; k < attrs.size(); ++k) {
    if (!m_used[k]) {
      const auto& a = attrs[k];
      ext.any_attributes.push_back(
          {a.qname(), std::string(a.value()), m_ctx.node(m_element).location()});
    }
  }
}

// ------------------------------------------------------- shared readers

void read_children(const Ctx& c, std::uint32_t i, ir::Extensible& ext,
                   const std::function<bool(std::uint32_t)>& child)
{
  for (std::uint32_t k : c.node(i).children()) {
    const Node& n = c.node(k);
    if (n.kind == Node::Kind::text || n.kind == Node::Kind::cdata) {
      if (!is_space_only(n.text())) {
        ir::Fragment f;
        serialize(c.tree, k, f.xml);
        f.location = c.node(i).location();
        ext.any_elements.push_back(std::move(f));
      }
      continue;
    }
    if (n.kind != Node::Kind::element) {
      continue; // comments and PIs between TOSCA elements carry no content
    }
    if (n.is(k_tc_ns, "draft")) {
      read_draft_extension(c, k, ext, child);
      continue;
    }
    if (n.is(k_extension_namespace, "yaml") && ext.yaml->is_null()) {
      ext.yaml = read_yaml_payload(c.tree, k, [&](std::uint32_t at, std::string message) {
        c.warn(at, "XML_EXTENSION", std::move(message));
      });
      continue;
    }
    if (n.ns() == k_tosca_ns) {
      if (n.local() == "documentation") {
        ext.documentation.push_back(read_documentation(c, k));
        continue;
      }
      if (child && child(k)) {
        continue;
      }
    }
    ext.any_elements.push_back(c.fragment(k));
  }
}


}  // namespace tosca::xml::detail
