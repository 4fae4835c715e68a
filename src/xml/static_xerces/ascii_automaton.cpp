/// ascii_automaton.hpp: a pattern read into a tree (pattern_tree.hpp),
/// the tree into a nondeterministic automaton (Thompson's construction), that into a
/// deterministic one over the columns of ASCII characters no atom tells
/// apart (the subset construction).

#include "ascii_automaton.hpp"

#include "pattern_tree.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <new>
#include <string>
#include <unordered_map>

namespace tosca::xml::static_xerces {

// Named, not anonymous: AsciiAutomaton::Build holds these.
namespace detail {

/// The states of the nondeterministic automaton past which a pattern
/// gets no automaton.
constexpr std::size_t k_most_nfa_states = 50000;

/// Thompson's construction: a state has empty moves, and at most one move
/// on the characters of an atom.
struct Nfa
{
  struct State
  {
    std::vector<std::uint32_t> empty;
    std::int32_t atom = -1;
    std::uint32_t to = 0;
  };
  struct Piece
  {
    std::uint32_t in = 0;
    std::uint32_t out = 0;
  };

  std::vector<State> states;

  bool add(std::uint32_t& id)
  {
    if (states.size() >= k_most_nfa_states) {
      return false;
    }
    id = static_cast<std::uint32_t>(states.size());
    states.emplace_back();
    return true;
  }

  void link(std::uint32_t from, std::uint32_t to) { states[from].empty.push_back(to); }

  bool build(const Node& n, Piece& p)
  {
    switch (n.kind) {
    case Node::Kind::empty: return add(p.in) && (p.out = p.in, true);
    case Node::Kind::atom:
      if (!add(p.in) || !add(p.out)) {
        return false;
      }
      states[p.in].atom = static_cast<std::int32_t>(n.atom);
      states[p.in].to = p.out;
      return true;
    case Node::Kind::concat: {
      for (std::size_t i = 0; i < n.kids.size(); ++i) {
        Piece k;
        if (!build(n.kids[i], k)) {
          return false;
        }
        if (i == 0) {
          p.in = k.in;
        } else {
          link(p.out, k.in);
        }
        p.out = k.out;
      }
      return true;
    }
    case Node::Kind::alternation: {
      if (!add(p.in) || !add(p.out)) {
        return false;
      }
      for (const Node& kid : n.kids) {
        Piece k;
        if (!build(kid, k)) {
          return false;
        }
        link(p.in, k.in);
        link(k.out, p.out);
      }
      return true;
    }
    case Node::Kind::repeat: return repeat(n, p);
    }
    return false;
  }

  /// min copies in a row, then max - min optional ones, or a loop.
  bool repeat(const Node& n, Piece& p)
  {
    if (!add(p.in)) {
      return false;
    }
    p.out = p.in;
    for (int i = 0; i < n.min; ++i) {
      Piece k;
      if (!build(n.kids[0], k)) {
        return false;
      }
      link(p.out, k.in);
      p.out = k.out;
    }
    if (n.max < 0) {
      std::uint32_t loop = 0;
      Piece k;
      if (!add(loop) || !build(n.kids[0], k)) {
        return false;
      }
      link(p.out, loop);
      link(loop, k.in);
      link(k.out, loop);
      p.out = loop;
      return true;
    }
    for (int i = n.min; i < n.max; ++i) {
      std::uint32_t skip = 0;
      Piece k;
      if (!add(skip) || !build(n.kids[0], k)) {
        return false;
      }
      link(p.out, k.in);
      link(p.out, skip);
      link(k.out, skip);
      p.out = skip;
    }
    return true;
  }

  /// The states the empty moves of `from` reach (itself too) that matter
  /// to the subset construction: those with a move on an atom, and
  /// `accept`; sorted. `seen` has a word per state, none `mark` yet.
  std::vector<std::uint32_t> closure(std::uint32_t from, std::uint32_t accept,
                                     std::vector<std::uint32_t>& seen, std::uint32_t mark) const
  {
    std::vector<std::uint32_t> out;
    std::vector<std::uint32_t> todo{from};
    seen[from] = mark;
    while (!todo.empty()) {
      const std::uint32_t t = todo.back();
      todo.pop_back();
      if (states[t].atom >= 0 || t == accept) {
        out.push_back(t);
      }
      for (std::uint32_t u : states[t].empty) {
        if (seen[u] != mark) {
          seen[u] = mark;
          todo.push_back(u);
        }
      }
    }
    std::sort(out.begin(), out.end());
    return out;
  }
};

struct SetHash
{
  std::size_t operator()(const std::vector<std::uint32_t>& v) const
  {
    std::size_t h = v.size();
    for (std::uint32_t x : v) {
      h = h * 1000003u ^ x;
    }
    return h;
  }
};

}  // namespace detail

using namespace detail;

/// What the states are made from: the nondeterministic automaton's moves
/// and closures, and the states made so far as sets of its states.
struct AsciiAutomaton::Build
{
  Nfa nfa;
  std::uint32_t accept = 0;
  std::vector<std::vector<std::uint8_t>> columns_of; ///< per atom: the columns it holds

  /// Nfa::closure of `s`, found once.
  const std::vector<std::uint32_t>& reach(std::uint32_t s)
  {
    if (reached[s] == 0) {
      closures[s] = nfa.closure(s, accept, walk, ++walks);
      reached[s] = 1;
    }
    return closures[s];
  }
  std::vector<std::vector<std::uint32_t>> closures;
  std::vector<std::uint8_t> reached;
  std::vector<std::uint32_t> walk; ///< Nfa::closure's marks
  std::uint32_t walks = 0;

  std::mutex making;
  std::unordered_map<std::vector<std::uint32_t>, std::uint16_t, SetHash> id_of;
  std::vector<std::vector<std::uint32_t>> sets; ///< by state; [0] unused
  std::vector<std::uint32_t> stamp;             ///< per state: the move that added it
  std::uint32_t mark = 0;
};

struct AsciiAutomaton::Block
{
  explicit Block(std::size_t symbols)
      : next(new std::atomic<std::uint16_t>[k_block_states * symbols]())
  {
  }
  std::unique_ptr<std::atomic<std::uint16_t>[]> next;
  std::array<std::uint8_t, k_block_states> accepting{};
};

AsciiAutomaton::AsciiAutomaton() = default;

AsciiAutomaton::~AsciiAutomaton()
{
  for (auto& b : m_blocks) {
    delete b.load(std::memory_order_relaxed);
  }
}

std::unique_ptr<AsciiAutomaton> AsciiAutomaton::compile(std::u16string_view pattern,
                                                        const Members& members)
{
  Node tree;
  std::vector<std::bitset<128>> atoms;
  if (!read_pattern(pattern, members, tree, atoms)) {
    return nullptr;
  }
  Nfa nfa;
  Nfa::Piece whole;
  if (!nfa.build(tree, whole)) {
    return nullptr;
  }
  auto out = std::make_unique<AsciiAutomaton>();
  // Columns: the characters each atom holds or not alike. Character 0
  // (which ends a value) holds none.
  std::map<std::string, std::uint8_t> column_of;
  std::vector<char16_t> sample; // a character of each column
  for (char16_t c = 0; c < 128; ++c) {
    std::string signature(atoms.size(), '0');
    for (std::size_t a = 0; a < atoms.size(); ++a) {
      signature[a] = c != 0 && atoms[a][c] ? '1' : '0';
    }
    auto [it, fresh] = column_of.try_emplace(signature, static_cast<std::uint8_t>(sample.size()));
    if (fresh) {
      sample.push_back(c);
    }
    out->m_symbol[c] = it->second;
  }
  out->m_symbols = sample.size();
  auto build = std::make_unique<Build>();
  build->accept = whole.out;
  build->closures.resize(nfa.states.size());
  build->reached.assign(nfa.states.size(), 0);
  build->walk.assign(nfa.states.size(), 0);
  build->columns_of.resize(atoms.size());
  for (std::size_t a = 0; a < atoms.size(); ++a) {
    for (std::size_t col = 0; col < sample.size(); ++col) {
      if (sample[col] != 0 && atoms[a][sample[col]]) {
        build->columns_of[a].push_back(static_cast<std::uint8_t>(col));
      }
    }
  }
  build->stamp.assign(nfa.states.size(), 0);
  build->nfa = std::move(nfa);
  // State 1 is the empty set, where no match goes on; the start follows.
  build->sets.resize(2);
  build->id_of.emplace(std::vector<std::uint32_t>{}, 1);
  build->sets.push_back(build->reach(whole.in));
  build->id_of.emplace(build->sets.back(), 2);
  out->m_start = 2;
  auto* first = new Block(out->m_symbols);
  first->accepting[2] = std::binary_search(build->sets[2].begin(), build->sets[2].end(), whole.out);
  // The dead state moves nowhere else.
  for (std::size_t col = 0; col < out->m_symbols; ++col) {
    first->next[1 * out->m_symbols + col].store(1, std::memory_order_relaxed);
  }
  out->m_blocks[0].store(first, std::memory_order_release);
  out->m_build = std::move(build);
  return out;
}

std::atomic<std::uint16_t>& AsciiAutomaton::cell(std::uint16_t state, std::size_t column) const
{
  Block* b = m_blocks[state / k_block_states].load(std::memory_order_acquire);
  return b->next[(state % k_block_states) * m_symbols + column];
}

std::uint16_t AsciiAutomaton::make(std::uint16_t state, std::size_t column) const
{
  Build& b = *m_build;
  try {
    std::lock_guard<std::mutex> hold(b.making);
    if (const std::uint16_t known = cell(state, column).load(std::memory_order_acquire); known != 0) {
      return known; // made by another thread meanwhile
    }
    ++b.mark;
    std::vector<std::uint32_t> moved;
    for (std::uint32_t s : b.sets[state]) {
      const std::int32_t atom = b.nfa.states[s].atom;
      if (atom < 0) {
        continue;
      }
      const auto& cols = b.columns_of[static_cast<std::size_t>(atom)];
      if (!std::binary_search(cols.begin(), cols.end(), static_cast<std::uint8_t>(column))) {
        continue;
      }
      for (std::uint32_t t : b.reach(b.nfa.states[s].to)) {
        if (b.stamp[t] != b.mark) {
          b.stamp[t] = b.mark;
          moved.push_back(t);
        }
      }
    }
    std::sort(moved.begin(), moved.end());
    auto found = b.id_of.find(moved);
    std::uint16_t id = 0;
    if (found != b.id_of.end()) {
      id = found->second;
    } else {
      if (b.sets.size() >= k_most_states) {
        return 0;
      }
      id = static_cast<std::uint16_t>(b.sets.size());
      if (id % k_block_states == 0) {
        m_blocks[id / k_block_states].store(new Block(m_symbols), std::memory_order_release);
      }
      const bool accepts = std::binary_search(moved.begin(), moved.end(), b.accept);
      b.sets.push_back(moved);
      b.id_of.emplace(std::move(moved), id);
      m_blocks[id / k_block_states].load(std::memory_order_relaxed)->accepting[id % k_block_states] =
          accepts ? 1 : 0;
    }
    // Published last: a thread that reads the move sees the state whole.
    cell(state, column).store(id, std::memory_order_release);
    return id;
  } catch (const std::bad_alloc&) {
    return 0;
  }
}

int AsciiAutomaton::decide(const char16_t* value) const
{
  std::uint16_t state = m_start;
  for (const char16_t* v = value; *v != 0; ++v) {
    if (*v >= 128) {
      return -1;
    }
    const std::size_t column = m_symbol[*v];
    std::uint16_t to = cell(state, column).load(std::memory_order_acquire);
    if (to == 0 && (to = make(state, column)) == 0) {
      return -1;
    }
    if (to == 1) {
      return 0;
    }
    state = to;
  }
  return m_blocks[state / k_block_states].load(std::memory_order_acquire)->accepting[state % k_block_states];
}

std::size_t AsciiAutomaton::states() const
{
  std::lock_guard<std::mutex> hold(m_build->making);
  return m_build->sets.size() - 1;
}

}  // namespace tosca::xml::static_xerces
