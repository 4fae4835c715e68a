#pragma once
/// An XML Schema pattern read into a tree of branches, pieces, groups and
/// quantifiers, as Xerces-C++ 3.2's ParserForXMLSchema reads it, for
/// ascii_automaton.cpp. An atom (a class, an escape, '.') is kept as the
/// ASCII characters it matches, asked of the caller.

#include "ascii_automaton.hpp"

#include <bitset>
#include <cstddef>
#include <string_view>
#include <vector>

namespace tosca::xml::static_xerces::detail {

/// The repetition count past which a pattern gets no automaton.
constexpr int k_most_repeats = 1000;

struct Node
{
  enum class Kind { empty, atom, concat, alternation, repeat };
  Kind kind = Kind::empty;
  std::size_t atom = 0; ///< an index into the atoms read_pattern fills
  std::vector<Node> kids;
  int min = 0;
  int max = -1; ///< -1: unbounded
};

/// Reads `pattern` into `tree`, each atom's ASCII members into `atoms`.
/// False when the pattern uses what is not read here (a class
/// subtraction), or a quantifier malformed or past k_most_repeats; what
/// `members` throws goes on.
bool read_pattern(std::u16string_view pattern, const AsciiAutomaton::Members& members, Node& tree,
                  std::vector<std::bitset<128>>& atoms);

}  // namespace tosca::xml::static_xerces::detail
