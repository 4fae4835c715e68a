// Comparison-tree nodes and `Fields`, the one-call-per-IR-field builder the
// describers use (see describe_context.hpp).
#include "describe_context.hpp"

namespace tosca::convert::diff {

Node Node::scalar_of(std::string text, Scalar type, ir::Location at)
{
  Node n;
  n.kind = Kind::scalar;
  n.scalar = type;
  n.value = std::move(text);
  n.location = at;
  return n;
}

Node Node::map_at(ir::Location at)
{
  Node n;
  n.kind = Kind::map;
  n.location = at;
  return n;
}

Node Node::list_at(ir::Location at)
{
  Node n;
  n.kind = Kind::list;
  n.location = at;
  return n;
}

Node::Node() = default;
Node::Node(const Node&) = default;
Node::Node(Node&&) noexcept = default;
Node& Node::operator=(const Node&) = default;
Node& Node::operator=(Node&&) noexcept = default;
Node::~Node() = default;

const Node* Node::find(std::string_view key) const
{
  for (const auto& [k, v] : entries) {
    if (k == key) {
      return &v;
    }
  }
  return nullptr;
}

namespace detail {

std::string clark(const ir::QName& q)
{
  return "{" + q.ns + "}" + q.local;
}

Fields& Fields::add(std::string_view key, Node node)
{
  m_map.entries.emplace_back(std::string(key), std::move(node));
  return *this;
}

Fields& Fields::add(std::string_view key, const std::string& text)
{
  return add(key, Node::scalar_of(text, Node::Scalar::string, m_at));
}

Fields& Fields::add(std::string_view key, const std::optional<std::string>& text)
{
  return text ? add(key, *text) : *this;
}

Fields& Fields::add(std::string_view key, const ir::QName& name)
{
  if (name.empty() && name.ns.empty()) {
    return *this;
  }
  return add(key, clark(name));
}

Fields& Fields::add(std::string_view key, const std::optional<ir::QName>& name)
{
  return name ? add(key, *name) : *this;
}

Fields& Fields::add(std::string_view key, const ir::Boxed<ir::QName>& name)
{
  return name ? add(key, *name) : *this;
}

Fields& Fields::add(std::string_view key, std::int64_t number)
{
  return add(key, Node::scalar_of(std::to_string(number), Node::Scalar::number, m_at));
}

Fields& Fields::yes_no(std::string_view key, const ir::YesNo& value, bool schema_default)
{
  return add(key, Node::scalar_of(value.value_or(schema_default) ? "yes" : "no",
                                  Node::Scalar::boolean, m_at));
}

Fields& Fields::integer(std::string_view key, const std::optional<std::int64_t>& value,
                        std::int64_t schema_default)
{
  return add(key, value.value_or(schema_default));
}

Fields& Fields::bound(std::string_view key, const std::optional<ir::Bound>& value,
                      std::int64_t schema_default)
{
  if (value && value->unbounded()) {
    return add(key, Node::scalar_of("unbounded", Node::Scalar::number, m_at));
  }
  return add(key, value ? *value->value : schema_default);
}

Fields& Fields::fragment(std::string_view key, const std::optional<ir::Fragment>& fragment)
{
  return fragment ? add(key, describe(m_c, *fragment)) : *this;
}

Fields& Fields::fragments(std::string_view key, std::span<const ir::Fragment> fragments)
{
  return list(key, fragments);
}

Fields& Fields::value(std::string_view key, const ir::Value& value)
{
  return value.is_null() ? *this : add(key, diff::describe(value, m_at));
}

static_assert(field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend Fields::ext");

Fields& Fields::ext(const ir::Extensible& ext)
{
  list("documentation", ext.documentation);
  fragments("any_elements", ext.any_elements);
  keyed("any_attributes", ext.any_attributes,
        [](const ir::ForeignAttribute& a) { return clark(a.name); });
  value("yaml", ext.yaml.get());
  // ext.location: not compared.
  return *this;
}

Fields& Fields::ext(std::string_view key, const ir::Extensible& ext)
{
  Node m = Node::map_at(ext.location.known() ? ext.location : m_at);
  Fields(m_c, m, m.location).ext(ext);
  return m.entries.empty() ? *this : add(key, std::move(m));
}

} // namespace detail

} // namespace tosca::convert::diff
