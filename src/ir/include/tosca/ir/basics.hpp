#pragma once
/// Basic value types shared by every IR entity: source locations, qualified
/// names, namespace bindings, opaque XML fragments and the extensibility
/// envelope that TOSCA's tExtensibleElements gives nearly every element.

#include "tosca/ir/location.hpp"
#include "tosca/ir/value.hpp"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tosca::ir {

/// A namespace-qualified name. Equality is namespace + local name; the
/// prefix is only a hint for writers that want to reuse the input's spelling.
struct QName
{
  std::string ns;
  std::string local;
  std::string prefix;

  bool empty() const { return local.empty(); }
  /// "{ns}local", the form used in messages and as a map key.
  std::string clark() const;

  friend bool operator==(const QName& a, const QName& b)
  {
    return a.ns == b.ns && a.local == b.local;
  }
  friend bool operator<(const QName& a, const QName& b)
  {
    return a.ns != b.ns ? a.ns < b.ns : a.local < b.local;
  }
};

/// One xmlns declaration. An empty prefix is the default namespace.
struct NamespaceBinding
{
  std::string prefix;
  std::string uri;

  friend bool operator==(const NamespaceBinding&, const NamespaceBinding&) = default;
};

/// The xmlns declarations in scope of a fragment or documentation: a list
/// shared between copies, since many hold the same one (every template's
/// properties document in YAML-read XML holds the root's). Compares by
/// content; changed only by assigning another list.
class Bindings
{
public:
  Bindings() = default;
  Bindings(std::vector<NamespaceBinding> list) // NOLINT: implicit, as the vector it was
      : m_list(list.empty()
                   ? nullptr
                   : std::make_shared<const std::vector<NamespaceBinding>>(std::move(list)))
  {
  }
  Bindings(std::initializer_list<NamespaceBinding> list)
      : Bindings(std::vector<NamespaceBinding>(list))
  {
  }

  const std::vector<NamespaceBinding>& list() const { return m_list ? *m_list : none(); }
  operator std::span<const NamespaceBinding>() const { return list(); }
  auto begin() const { return list().begin(); }
  auto end() const { return list().end(); }
  std::size_t size() const { return list().size(); }
  bool empty() const { return list().empty(); }
  const NamespaceBinding& operator[](std::size_t i) const { return list()[i]; }

  friend bool operator==(const Bindings& a, const Bindings& b)
  {
    return a.m_list == b.m_list || a.list() == b.list();
  }

private:
  static const std::vector<NamespaceBinding>& none();
  std::shared_ptr<const std::vector<NamespaceBinding>> m_list;
};

/// Content kept verbatim: an element (or mixed content) from a namespace
/// TOSCA does not define, a properties document, a plan model, a constraint
/// body. `xml` is the exact serialisation; `bindings` are the namespace
/// declarations in scope where it stood, so it can be parsed again on its
/// own (GDAL RFC 60 style escape hatch).
struct Fragment
{
  std::string xml;
  Bindings bindings;
  Location location;

  bool empty() const { return xml.empty(); }
  friend bool operator==(const Fragment& a, const Fragment& b)
  {
    return a.xml == b.xml && a.bindings == b.bindings;
  }
};

/// An attribute TOSCA does not define on that element: ##other attributes,
/// and non-standard ones such as Winery's `name` on ImplementationArtifact.
struct ForeignAttribute
{
  QName name;
  std::string value;
  Location location;

  friend bool operator==(const ForeignAttribute& a, const ForeignAttribute& b)
  {
    return a.name == b.name && a.value == b.value;
  }
};

/// <documentation source=? xml:lang=?>mixed content</documentation>.
/// `content` is the inner XML as written (text is escaped XML text).
struct Documentation
{
  std::optional<std::string> source;
  std::optional<std::string> lang;
  std::string content;
  Bindings bindings;
  Location location;

  friend bool operator==(const Documentation& a, const Documentation& b)
  {
    return a.source == b.source && a.lang == b.lang && a.content == b.content;
  }
};

/// A Value held on the heap, read as null when absent: a pointer's size
/// in the entity that carries it (an inline Value is 112 bytes, and only
/// YAML-born entities have one). `->` and `get()` read; `mut()` makes the
/// value to write into. Assigning a null Value empties the box, so an
/// empty box and a boxed null are the same value.
class ValueBox
{
public:
  ValueBox() = default;
  ValueBox(Value value) { *this = std::move(value); }
  ValueBox(const ValueBox& other)
      : m_value(other.m_value ? std::make_unique<Value>(*other.m_value) : nullptr)
  {
  }
  ValueBox(ValueBox&&) noexcept = default;
  ValueBox& operator=(const ValueBox& other)
  {
    if (this != &other) {
      m_value = other.m_value ? std::make_unique<Value>(*other.m_value) : nullptr;
    }
    return *this;
  }
  ValueBox& operator=(ValueBox&&) noexcept = default;
  ValueBox& operator=(Value value)
  {
    if (value.is_null()) {
      m_value.reset();
    } else {
      m_value = std::make_unique<Value>(std::move(value));
    }
    return *this;
  }
  ~ValueBox() = default;

  const Value& get() const { return m_value ? *m_value : null_value(); }
  const Value* operator->() const { return &get(); }
  const Value& operator*() const { return get(); }
  Value& mut()
  {
    if (!m_value) {
      m_value = std::make_unique<Value>();
    }
    return *m_value;
  }

  friend bool operator==(const ValueBox& a, const ValueBox& b) { return a.get() == b.get(); }

private:
  static const Value& null_value()
  {
    static const Value null;
    return null;
  }
  std::unique_ptr<Value> m_value;
};

/// What every tExtensibleElements carries besides its own content.
struct Extensible
{
  Seq<Documentation> documentation;
  Seq<Fragment> any_elements;
  Seq<ForeignAttribute> any_attributes;
  /// For an entity read from YAML: its Simple Profile definition, every key
  /// in source order (docs/mapping.md, "YAML-born entities"). XML carries
  /// it as the extension element <tc:yaml>. Null for XML-born entities.
  ValueBox yaml;
  Location location;

  bool has_extensions() const
  {
    return !any_elements.empty() || !any_attributes.empty() || !yaml->is_null();
  }
  friend bool operator==(const Extensible& a, const Extensible& b)
  {
    return a.documentation == b.documentation && a.any_elements == b.any_elements &&
           a.any_attributes == b.any_attributes && a.yaml == b.yaml;
  }
};

/// TOSCA's tBoolean ("yes"/"no"). Absent means "the schema default".
using YesNo = std::optional<bool>;

/// An occurrence bound: a number or "unbounded". `spelling` keeps a
/// non-canonical input spelling ("UNBOUNDED") so writers can report it.
struct Bound
{
  std::optional<std::int64_t> value;  // nullopt = unbounded
  std::string spelling;

  bool unbounded() const { return !value.has_value(); }
  friend bool operator==(const Bound& a, const Bound& b) { return a.value == b.value; }
};

}  // namespace tosca::ir
