// Content models flattened from Xerces' content specifications, and the
// matcher that explains why an element's children do not fit one.
#include "xsd_content.hpp"
#include "xml_text.hpp"

#include <xercesc/framework/XMLContentModel.hpp>
#include <xercesc/util/QName.hpp>
#include <xercesc/validators/common/ContentSpecNode.hpp>

namespace tosca::xml::detail {

namespace x = XERCES_CPP_NAMESPACE;

namespace {


std::uint32_t times(std::uint32_t a, std::uint32_t b)
{
  if (a == k_unbounded || b == k_unbounded) {
    return (a == 0 || b == 0) ? 0 : k_unbounded;
  }
  return a * b;
}

struct Flattener
{
  const std::function<std::string(unsigned)>& uri_text;
  ContentModel out;

  static std::uint32_t max_of(const x::ContentSpecNode& n)
  {
    return n.getMaxOccurs() < 0 ? k_unbounded : static_cast<std::uint32_t>(n.getMaxOccurs());
  }

  /// The node as a single term, when it is a leaf or a wildcard.
  std::optional<Term> term(const x::ContentSpecNode& n) const
  {
    const int type = n.getType();
    const int base = type & 0x0f;
    const bool strict = type < 16;
    Term t;
    t.strict = strict;
    const x::QName* q = n.getElement();
    switch (base) {
    case x::ContentSpecNode::Leaf:
      if (q == nullptr || q->getURI() == x::XMLContentModel::gEpsilonFakeId ||
          q->getURI() == x::XMLContentModel::gEOCFakeId) {
        return std::nullopt;
      }
      t.kind = Term::Kind::element;
      t.strict = true;
      t.ns = uri_text(q->getURI());
      t.local = text(q->getLocalPart());
      return t;
    case x::ContentSpecNode::Any:
      t.kind = Term::Kind::any;
      return t;
    case x::ContentSpecNode::Any_Other:
      t.kind = Term::Kind::other;
      t.ns = q != nullptr ? uri_text(q->getURI()) : std::string();
      return t;
    case x::ContentSpecNode::Any_NS:
      t.kind = Term::Kind::listed;
      t.namespaces.push_back(q != nullptr ? uri_text(q->getURI()) : std::string());
      return t;
    default: return std::nullopt;
    }
  }

  static std::string text(const XMLCh* s)
  {
    std::string out;
    for (; s != nullptr && *s != 0; ++s) {
      out += *s < 0x80 ? static_cast<char>(*s) : '?';
    }
    return out;
  }

  /// Collects the alternatives of a (binary, nested) choice; false when an
  /// alternative is not a single term occurring exactly once.
  bool alternatives(const x::ContentSpecNode& n, std::vector<Term>& terms) const
  {
    const int base = n.getType() & 0x0f;
    if (base == x::ContentSpecNode::Choice && n.getMinOccurs() == 1 && n.getMaxOccurs() == 1) {
      for (const auto* c : {n.getFirst(), n.getSecond()}) {
        if (c != nullptr && !alternatives(*c, terms)) {
          return false;
        }
      }
      return true;
    }
    auto t = term(n);
    if (!t || n.getMinOccurs() != 1 || n.getMaxOccurs() != 1) {
      return false;
    }
    if (t->kind == Term::Kind::listed && !terms.empty() && terms.back().kind == Term::Kind::listed) {
      // ##any lists come as a choice of one-namespace wildcards: merge them.
      terms.back().namespaces.push_back(t->namespaces.front());
      return true;
    }
    terms.push_back(std::move(*t));
    return true;
  }

  /// Appends the particles of `n`, repeated `min`..`max` times as a whole.
  bool add(const x::ContentSpecNode* n, std::uint32_t min, std::uint32_t max)
  {
    if (n == nullptr) {
      return true;
    }
    const int type = n->getType();
    min = times(min, static_cast<std::uint32_t>(std::max(0, n->getMinOccurs())));
    max = times(max, max_of(*n));
    switch (type) {
    case x::ContentSpecNode::ZeroOrOne: return add(n->getFirst(), 0, max);
    case x::ContentSpecNode::ZeroOrMore: return add(n->getFirst(), 0, k_unbounded);
    case x::ContentSpecNode::OneOrMore: return add(n->getFirst(), min, k_unbounded);
    default: break;
    }
    const int base = type & 0x0f;
    if (base == x::ContentSpecNode::Sequence) {
      if (max > 1) {
        return false; // a repeated sequence has no flat form
      }
      const std::size_t first = out.particles.size();
      if (!add(n->getFirst(), 1, 1) || !add(n->getSecond(), 1, 1)) {
        return false;
      }
      if (min == 0) {
        // An optional sequence: each part becomes optional (an approximation
        // that only loses "if one then all").
        for (std::size_t i = first; i < out.particles.size(); ++i) {
          out.particles[i].min = 0;
        }
      }
      return true;
    }
    Particle p;
    p.min = min;
    p.max = max;
    if (base == x::ContentSpecNode::Choice) {
      std::vector<Term> terms;
      for (const auto* c : {n->getFirst(), n->getSecond()}) {
        if (c != nullptr && !alternatives(*c, terms)) {
          return false;
        }
      }
      p.terms = std::move(terms);
    } else if (auto t = term(*n)) {
      p.terms.push_back(std::move(*t));
    } else if ((type & 0x0f) == x::ContentSpecNode::Leaf) {
      return true; // epsilon
    } else {
      return false; // xs:all, loops
    }
    out.particles.push_back(std::move(p));
    return true;
  }
};

struct State
{
  std::size_t pos = 0;
  std::uint32_t count = 0;
};

std::size_t place(const ContentModel& m, const State& s, const Child& c)
{
  for (std::size_t j = s.pos; j < m.particles.size(); ++j) {
    if (m.particles[j].accepts(c.ns, c.local) && (j != s.pos || s.count < m.particles[j].max)) {
      return j;
    }
  }
  return npos;
}

/// Moves `s` past child `c` placed at particle `j`.
void advance(State& s, std::size_t j)
{
  if (j == s.pos) {
    ++s.count;
  } else {
    s.pos = j;
    s.count = 1;
  }
}

std::vector<std::string> expected_at(const ContentModel& m, const State& s, bool& may_end)
{
  std::vector<std::string> out;
  may_end = true;
  for (std::size_t k = s.pos; k < m.particles.size(); ++k) {
    const Particle& p = m.particles[k];
    const std::uint32_t have = k == s.pos ? s.count : 0;
    if (have < p.max) {
      for (const auto& t : p.terms) {
        std::string d = t.describe();
        if (std::find(out.begin(), out.end(), d) == out.end()) {
          out.push_back(std::move(d));
        }
      }
    }
    if (have < p.min) {
      may_end = false;
      break;
    }
  }
  return out;
}

State walk(const ContentModel& m, const std::vector<Child>& children)
{
  State s;
  for (const auto& c : children) {
    std::size_t j = place(m, s, c);
    if (j != npos) {
      advance(s, j);
    }
  }
  return s;
}

}  // namespace

bool Term::accepts(std::string_view element_ns, std::string_view element_local) const
{
  switch (kind) {
  case Kind::element: return element_local == local && element_ns == ns;
  case Kind::any: return true;
  case Kind::other: return !element_ns.empty() && element_ns != ns;
  case Kind::listed:
    return std::find(namespaces.begin(), namespaces.end(), element_ns) != namespaces.end();
  }
  return false;
}

std::string Term::describe() const
{
  switch (kind) {
  case Kind::element: return local;
  case Kind::any: return "any element";
  case Kind::other: return "an element from another namespace";
  case Kind::listed:
    if (namespaces.size() == 1) {
      return namespaces[0].empty() ? "an element without namespace"
                                   : "an element from namespace '" + namespaces[0] + "'";
    }
    return "an element from one of the namespaces it lists";
  }
  return {};
}

bool Particle::accepts(std::string_view ns, std::string_view local) const
{
  for (const auto& t : terms) {
    if (t.accepts(ns, local)) {
      return true;
    }
  }
  return false;
}

std::optional<ContentModel> flatten(const x::ContentSpecNode* spec,
                                    const std::function<std::string(unsigned)>& uri_text)
{
  Flattener f{uri_text, {}};
  if (!f.add(spec, 1, 1)) {
    return std::nullopt;
  }
  return std::move(f.out);
}

std::vector<ContentProblem> match(const ContentModel& m, const std::vector<Child>& children)
{
  std::vector<ContentProblem> problems;
  std::vector<std::size_t> first_at(m.particles.size(), npos);
  std::vector<std::uint32_t> count_at(m.particles.size(), 0);
  State s;
  auto missing_before = [&](std::size_t from, std::size_t to, std::size_t child) {
    for (std::size_t k = from; k < to; ++k) {
      const std::uint32_t have = k == s.pos ? s.count : count_at[k];
      if (have < m.particles[k].min) {
        ContentProblem p;
        p.kind = ContentProblem::Kind::missing;
        p.child = child;
        p.particle = k;
        problems.push_back(std::move(p));
      }
    }
  };
  for (std::size_t i = 0; i < children.size(); ++i) {
    const Child& c = children[i];
    std::size_t j = place(m, s, c);
    if (j != npos) {
      missing_before(s.pos, j, i);
      advance(s, j);
      ++count_at[j];
      if (first_at[j] == npos) {
        first_at[j] = i;
      }
      continue;
    }
    ContentProblem p;
    p.child = i;
    std::size_t earlier = npos;
    for (std::size_t k = 0; k <= s.pos && k < m.particles.size(); ++k) {
      if (m.particles[k].accepts(c.ns, c.local)) {
        earlier = k;
        break;
      }
    }
    if (earlier != npos && count_at[earlier] >= m.particles[earlier].max) {
      p.kind = ContentProblem::Kind::too_many;
      p.particle = earlier;
      p.other = first_at[earlier];
    } else if (earlier != npos) {
      p.kind = ContentProblem::Kind::order;
      p.particle = earlier;
      p.other = npos;
      for (std::size_t k = earlier + 1; k <= s.pos; ++k) {
        p.other = std::min(p.other, first_at[k]);
      }
    } else {
      p.kind = ContentProblem::Kind::unexpected;
      bool may_end = false;
      p.expected = expected_at(m, s, may_end);
    }
    problems.push_back(std::move(p));
  }
  missing_before(s.pos, m.particles.size(), children.size());
  return problems;
}

std::vector<std::string> expected_after(const ContentModel& m, const std::vector<Child>& children,
                                        bool& may_end)
{
  return expected_at(m, walk(m, children), may_end);
}

bool strict_wildcard_after(const ContentModel& m, const std::vector<Child>& children,
                           std::string_view ns)
{
  const State s = walk(m, children);
  for (std::size_t k = s.pos; k < m.particles.size(); ++k) {
    const Particle& p = m.particles[k];
    const std::uint32_t have = k == s.pos ? s.count : 0;
    for (const auto& t : p.terms) {
      if (have < p.max && t.kind != Term::Kind::element && t.strict && t.accepts(ns, "")) {
        return true;
      }
    }
    if (have < p.min) {
      break;
    }
  }
  return false;
}

std::string join_alternatives(const std::vector<std::string>& items)
{
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) {
      out += i + 1 == items.size() ? " or " : ", ";
    }
    out += items[i];
  }
  return out;
}

}  // namespace tosca::xml::detail
