#pragma once
/// A deterministic automaton for the ASCII values of an XML Schema
/// pattern, as Xerces-C++ 3.2 reads the pattern in its XML Schema mode
/// ("X"). Xerces decides a pattern facet by backtracking, one recursion
/// per character of a closure; an automaton decides it with one table
/// look per character. patterns.cpp puts it in front of Xerces' matcher.
///
/// Only the structure of the pattern is read here: branches, pieces,
/// groups and quantifiers. What each atom (a class, an escape, '.')
/// matches is asked of the caller, who asks Xerces, so the atoms mean
/// exactly what they mean to Xerces. A pattern with anything else
/// (a class subtraction, a malformed quantifier, one too large) gets no
/// automaton, and Xerces decides it.

#include <array>
#include <atomic>
#include <bitset>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace tosca::xml::static_xerces {

class AsciiAutomaton
{
public:
  /// The ASCII characters (1 to 127) that the one-atom pattern `atom`
  /// ("[...]", "\d", "\p{Lu}", ".") matches. May throw: the pattern then
  /// gets no automaton.
  using Members = std::function<std::bitset<128>(std::u16string_view atom)>;

  /// The automaton of `pattern`, or null when it uses what is not read
  /// here or grows past the bounds. Its states are made as values reach
  /// them: a pattern of many states (an xs:anyURI) costs only those that
  /// values use.
  static std::unique_ptr<AsciiAutomaton> compile(std::u16string_view pattern, const Members& members);

  AsciiAutomaton();
  ~AsciiAutomaton();
  AsciiAutomaton(const AsciiAutomaton&) = delete;
  AsciiAutomaton& operator=(const AsciiAutomaton&) = delete;

  /// 1 when the pattern matches all of `value`, 0 when not, -1 when that
  /// takes a character above U+007F, or a state past the bound, or memory
  /// that ran out (the caller asks Xerces). An ASCII prefix no match can
  /// start with decides 0 whatever follows. Threads may decide at once.
  int decide(const char16_t* value) const;

  /// The states made so far, the dead one included.
  std::size_t states() const;

private:
  struct Build;
  struct Block;
  static constexpr std::size_t k_block_states = 64;
  static constexpr std::size_t k_most_states = 4096;

  /// The state `to` of `state` on `column`, made now: 0 when it cannot be.
  std::uint16_t make(std::uint16_t state, std::size_t column) const;
  std::atomic<std::uint16_t>& cell(std::uint16_t state, std::size_t column) const;

  std::array<std::uint8_t, 128> m_symbol{}; ///< each character's column
  std::size_t m_symbols = 0;
  std::uint16_t m_start = 0;
  /// Rows of k_block_states states: next state per column (0 not made
  /// yet, 1 the dead state), and whether each state accepts.
  mutable std::array<std::atomic<Block*>, k_most_states / k_block_states> m_blocks{};
  std::unique_ptr<Build> m_build; ///< the automaton the states are made from
};

}  // namespace tosca::xml::static_xerces
