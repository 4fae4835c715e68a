// The XSD view: turns xs:schema elements into the IR's SchemaSet.
//
// [x] global xs:element (named type or inline complexType)
// [x] xs:complexType with sequence/all/choice of elements and attributes
// [x] complexContent extension (base fields are merged in at lookup time)
// [x] simpleContent, xs:simpleType restriction with enumeration
// [-] groups, attributeGroups, substitution groups: ignored (field list then
//     incomplete; properties fall back to untyped strings)
#include "xsd_reader.hpp"

namespace tosca::xml::detail {

namespace {

constexpr std::string_view xs_ns = "http://www.w3.org/2001/XMLSchema";

struct XsdCtx
{
  const Ctx& c;
  std::string tns;
  ir::SchemaSet& out;
  const std::string& source;
};

std::optional<std::int64_t> occurs(const std::optional<std::string>& v, std::int64_t dflt)
{
  if (!v) {
    return dflt;
  }
  if (*v == "unbounded") {
    return std::nullopt;
  }
  try {
    return std::stoll(*v);
  } catch (const std::exception&) {
    return dflt;
  }
}

std::optional<std::string> attr(const Node& n, std::string_view local)
{
  for (const auto& a : n.attributes()) {
    if (a.ns().empty() && a.local() == local) {
      return std::string(a.value());
    }
  }
  return std::nullopt;
}

std::optional<std::string> documentation_of(const XsdCtx& x, std::uint32_t i)
{
  for (std::uint32_t k : x.c.elements(i)) {
    if (x.c.node(k).is(xs_ns, "annotation")) {
      for (std::uint32_t d : x.c.elements(k)) {
        if (x.c.node(d).is(xs_ns, "documentation")) {
          return text_of(x.c.tree, d);
        }
      }
    }
  }
  return std::nullopt;
}

void read_simple_restriction(const XsdCtx& x, std::uint32_t simple, ir::QName& base,
                             std::vector<std::string>& enumeration)
{
  for (std::uint32_t r : x.c.elements(simple)) {
    if (!x.c.node(r).is(xs_ns, "restriction")) {
      continue;
    }
    if (auto b = attr(x.c.node(r), "base")) {
      base = x.c.qname(r, *b);
    }
    for (std::uint32_t e : x.c.elements(r)) {
      if (x.c.node(e).is(xs_ns, "enumeration")) {
        enumeration.push_back(attr(x.c.node(e), "value").value_or(""));
      }
    }
  }
}

ir::QName read_complex(const XsdCtx& x, std::uint32_t i, ir::QName name);

void read_particles(const XsdCtx& x, std::uint32_t i, ir::XsdComplexType& t, const ir::QName& owner)
{
  for (std::uint32_t k : x.c.elements(i)) {
    const Node& n = x.c.node(k);
    if (n.ns() != xs_ns) {
      continue;
    }
    if (n.local() == "sequence" || n.local() == "all" || n.local() == "choice") {
      read_particles(x, k, t, owner);
    } else if (n.local() == "any") {
      t.has_wildcard = true;
    } else if (n.local() == "element" || n.local() == "attribute") {
      ir::XsdField f;
      f.attribute = n.local() == "attribute";
      f.location = n.location();
      if (auto ref = attr(n, "ref")) {
        ir::QName r = x.c.qname(k, *ref);
        f.name = r.local;
        f.type = r; // resolved through the element table
      }
      if (auto nm = attr(n, "name")) {
        f.name = *nm;
      }
      if (auto ty = attr(n, "type")) {
        f.type = x.c.qname(k, *ty);
      }
      f.default_value = attr(n, "default");
      f.fixed = attr(n, "fixed");
      if (f.attribute) {
        f.min_occurs = attr(n, "use").value_or("optional") == "required" ? 1 : 0;
        f.max_occurs = 1;
      } else {
        f.min_occurs = occurs(attr(n, "minOccurs"), 1).value_or(1);
        f.max_occurs = occurs(attr(n, "maxOccurs"), 1);
      }
      f.documentation = documentation_of(x, k);
      for (std::uint32_t s : x.c.elements(k)) {
        if (x.c.node(s).is(xs_ns, "simpleType")) {
          read_simple_restriction(x, s, f.inline_simple_base, f.enumeration);
        } else if (x.c.node(s).is(xs_ns, "complexType")) {
          f.inline_complex =
              read_complex(x, s, ir::QName{x.tns, owner.local + "_" + f.name, {}});
        }
      }
      t.fields.push_back(std::move(f));
    } else if (n.local() == "complexContent" || n.local() == "simpleContent") {
      for (std::uint32_t e : x.c.elements(k)) {
        const Node& en = x.c.node(e);
        if (en.is(xs_ns, "extension") || en.is(xs_ns, "restriction")) {
          if (auto b = attr(en, "base"); b && n.local() == "complexContent") {
            // Base fields first, as XSD orders them.
            ir::QName base = x.c.qname(e, *b);
            if (auto it = x.out.complex_types.find(base); it != x.out.complex_types.end()) {
              auto fields = it->second.fields;
              t.fields.insert(t.fields.begin(), fields.begin(), fields.end());
            }
          }
          read_particles(x, e, t, owner);
        }
      }
    }
  }
}

ir::QName read_complex(const XsdCtx& x, std::uint32_t i, ir::QName name)
{
  ir::XsdComplexType t;
  t.name = name;
  t.location = x.c.node(i).location();
  read_particles(x, i, t, name);
  x.out.complex_types.emplace(name, std::move(t));
  return name;
}

}  // namespace

void read_xsd(const Ctx& c, std::uint32_t schema, ir::SchemaSet& out, const std::string& source)
{
  XsdCtx x{c, attr(c.node(schema), "targetNamespace").value_or(""), out, source};
  // Named types first, so elements and extensions can find them.
  for (std::uint32_t k : c.elements(schema)) {
    const Node& n = c.node(k);
    if (n.is(xs_ns, "complexType")) {
      read_complex(x, k, ir::QName{x.tns, attr(n, "name").value_or(""), {}});
    } else if (n.is(xs_ns, "simpleType")) {
      ir::XsdSimpleType s;
      s.name = ir::QName{x.tns, attr(n, "name").value_or(""), {}};
      s.location = n.location();
      read_simple_restriction(x, k, s.base, s.enumeration);
      out.simple_types.emplace(s.name, std::move(s));
    }
  }
  for (std::uint32_t k : c.elements(schema)) {
    const Node& n = c.node(k);
    if (!n.is(xs_ns, "element")) {
      continue;
    }
    ir::XsdElement e;
    e.name = ir::QName{x.tns, attr(n, "name").value_or(""), {}};
    e.location = n.location();
    e.source_path = source;
    if (auto ty = attr(n, "type")) {
      e.type = c.qname(k, *ty);
    }
    for (std::uint32_t s : c.elements(k)) {
      if (c.node(s).is(xs_ns, "complexType")) {
        e.type = read_complex(x, s, ir::QName{x.tns, e.name.local + "#anonymous", {}});
      }
    }
    out.elements.emplace(e.name, std::move(e));
  }
}

}  // namespace tosca::xml::detail
