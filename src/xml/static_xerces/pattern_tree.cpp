/// pattern_tree.hpp: a recursive descent over XML Schema's pattern
/// grammar, as far as ParserForXMLSchema reads it.

#include "pattern_tree.hpp"

#include <map>
#include <string>
#include <utility>

namespace tosca::xml::static_xerces::detail {

namespace {

bool is_high_surrogate(char16_t c)
{
  return c >= 0xD800 && c <= 0xDBFF;
}

bool is_low_surrogate(char16_t c)
{
  return c >= 0xDC00 && c <= 0xDFFF;
}

/// XML Schema's regular expressions as ParserForXMLSchema reads them:
/// branch ('|' branch)*, a branch of pieces, a piece an atom and a
/// quantifier. '^' and '$' are plain characters there.
class Parser
{
public:
  Parser(std::u16string_view pattern, const AsciiAutomaton::Members& members)
      : m_p(pattern), m_members(members)
  {
  }

  bool parse(Node& out) { return alternation(out) && m_at == m_p.size(); }

  std::vector<std::bitset<128>> atoms;

private:
  bool more() const { return m_at < m_p.size(); }

  bool alternation(Node& out)
  {
    Node first;
    if (!branch(first)) {
      return false;
    }
    if (!more() || m_p[m_at] != u'|') {
      out = std::move(first);
      return true;
    }
    out.kind = Node::Kind::alternation;
    out.kids.push_back(std::move(first));
    while (more() && m_p[m_at] == u'|') {
      ++m_at;
      Node next;
      if (!branch(next)) {
        return false;
      }
      out.kids.push_back(std::move(next));
    }
    return true;
  }

  bool branch(Node& out)
  {
    out.kind = Node::Kind::concat;
    while (more() && m_p[m_at] != u'|' && m_p[m_at] != u')') {
      Node p;
      if (!piece(p)) {
        return false;
      }
      out.kids.push_back(std::move(p));
    }
    if (out.kids.empty()) {
      out.kind = Node::Kind::empty;
    }
    return true;
  }

  bool piece(Node& out)
  {
    Node a;
    if (!atom(a)) {
      return false;
    }
    int min = 1;
    int max = 1;
    if (more()) {
      switch (m_p[m_at]) {
      case u'?': min = 0; ++m_at; break;
      case u'*': min = 0; max = -1; ++m_at; break;
      case u'+': max = -1; ++m_at; break;
      case u'{':
        if (!bounds(min, max)) {
          return false;
        }
        break;
      default: break;
      }
    }
    if (min == 1 && max == 1) {
      out = std::move(a);
      return true;
    }
    out.kind = Node::Kind::repeat;
    out.min = min;
    out.max = max;
    out.kids.push_back(std::move(a));
    return true;
  }

  /// {n}, {n,} or {n,m} at m_at.
  bool bounds(int& min, int& max)
  {
    ++m_at;
    if (!number(min)) {
      return false;
    }
    max = min;
    if (more() && m_p[m_at] == u',') {
      ++m_at;
      max = -1;
      if (more() && m_p[m_at] != u'}' && (!number(max) || max < min)) {
        return false;
      }
    }
    if (!more() || m_p[m_at] != u'}') {
      return false;
    }
    ++m_at;
    return true;
  }

  bool number(int& out)
  {
    const std::size_t from = m_at;
    out = 0;
    while (more() && m_p[m_at] >= u'0' && m_p[m_at] <= u'9') {
      out = out * 10 + (m_p[m_at] - u'0');
      if (out > k_most_repeats) {
        return false;
      }
      ++m_at;
    }
    return m_at > from;
  }

  bool atom(Node& out)
  {
    const char16_t c = m_p[m_at];
    switch (c) {
    case u'(': {
      ++m_at;
      if (!alternation(out) || !more() || m_p[m_at] != u')') {
        return false;
      }
      ++m_at;
      return true;
    }
    case u'[': {
      const std::size_t end = class_end();
      return end != 0 && asked(end - m_at, out);
    }
    case u'\\': {
      if (m_at + 1 >= m_p.size() || is_high_surrogate(m_p[m_at + 1]) ||
          is_low_surrogate(m_p[m_at + 1])) {
        return false;
      }
      if (m_p[m_at + 1] != u'p' && m_p[m_at + 1] != u'P') {
        return asked(2, out);
      }
      const std::size_t close = m_p.find(u'}', m_at);
      return m_at + 2 < m_p.size() && m_p[m_at + 2] == u'{' && close != std::u16string_view::npos &&
             asked(close + 1 - m_at, out);
    }
    case u'.': return asked(1, out);
    case u'?':
    case u'*':
    case u'+':
    case u'{':
    case u'}':
    case u']':
    case u')':
    case u'|': return false;
    default: break;
    }
    // A character stands for itself; a surrogate pair is one character,
    // and neither half is ASCII.
    std::bitset<128> in;
    if (c < 128) {
      in.set(c);
    }
    m_at += is_high_surrogate(c) && m_at + 1 < m_p.size() && is_low_surrogate(m_p[m_at + 1]) ? 2 : 1;
    add_atom(in, out);
    return true;
  }

  /// One past the ']' of the class opening at m_at, or 0 when it holds a
  /// nested class (a subtraction) or never closes.
  std::size_t class_end() const
  {
    for (std::size_t i = m_at + 1; i < m_p.size(); ++i) {
      if (m_p[i] == u'\\') {
        ++i;
      } else if (m_p[i] == u'[') {
        return 0;
      } else if (m_p[i] == u']') {
        return i + 1;
      }
    }
    return 0;
  }

  /// The atom of the next `length` characters, its members asked (once
  /// per spelling: an xs:anyURI pattern repeats its classes).
  bool asked(std::size_t length, Node& out)
  {
    const std::u16string_view text = m_p.substr(m_at, length);
    auto it = m_asked.find(text);
    if (it == m_asked.end()) {
      it = m_asked.emplace(text, m_members(text)).first;
    }
    add_atom(it->second, out);
    m_at += length;
    return true;
  }

  void add_atom(const std::bitset<128>& in, Node& out)
  {
    out.kind = Node::Kind::atom;
    out.atom = atoms.size();
    atoms.push_back(in);
  }

  std::u16string_view m_p;
  const AsciiAutomaton::Members& m_members;
  std::map<std::u16string_view, std::bitset<128>> m_asked;
  std::size_t m_at = 0;
};

}  // namespace

bool read_pattern(std::u16string_view pattern, const AsciiAutomaton::Members& members, Node& tree,
                  std::vector<std::bitset<128>>& atoms)
{
  Parser parser(pattern, members);
  if (!parser.parse(tree)) {
    return false;
  }
  atoms = std::move(parser.atoms);
  return true;
}

}  // namespace tosca::xml::static_xerces::detail
