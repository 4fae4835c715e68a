// Comparison of two comparison trees: walks both at once and records every
// place where they differ, with its path and both locations.
#include "tosca/convert/diff.hpp"

#include <unordered_map>

namespace tosca::convert::diff {

namespace {

/// Keys that take part in the order check of an ordered map: child content,
/// not attributes (`@name`) or the document element's name.
bool order_matters(const std::string& key)
{
  return !key.empty() && key[0] != '@' && key != "#element";
}

class Walker
{
public:
  Walker(const Tree& a, const Tree& b, std::vector<Difference>& out) : m_a(a), m_b(b), m_out(out) {}

  void walk(const Node* a, const Node* b, ir::Location at_a, ir::Location at_b)
  {
    if (a != nullptr && a->location.known()) {
      at_a = a->location;
    }
    if (b != nullptr && b->location.known()) {
      at_b = b->location;
    }
    const bool a_absent = a == nullptr || a->absent();
    const bool b_absent = b == nullptr || b->absent();
    if (a_absent && b_absent) {
      return;
    }
    if (a_absent || b_absent || a->kind != b->kind) {
      report(a_absent ? nullptr : a, b_absent ? nullptr : b, at_a, at_b);
      return;
    }
    switch (a->kind) {
    case Node::Kind::absent:
      return;
    case Node::Kind::scalar:
      if (a->scalar != b->scalar || a->value != b->value) {
        report(a, b, at_a, at_b);
      }
      return;
    case Node::Kind::list:
      walk_list(*a, *b, at_a, at_b);
      return;
    case Node::Kind::map:
      walk_map(*a, *b, at_a, at_b);
      return;
    }
  }

private:
  void report(const Node* a, const Node* b, ir::Location at_a, ir::Location at_b)
  {
    Difference d;
    d.path = m_path.empty() ? "." : m_path;
    d.a = Side{a, nullptr, a != nullptr && a->location.known() ? a->location : at_a, &m_a.file};
    d.b = Side{b, nullptr, b != nullptr && b->location.known() ? b->location : at_b, &m_b.file};
    m_out.push_back(std::move(d));
  }

  /// Appends a path segment; returns the length to restore.
  std::size_t enter(const Node& parent, const std::string& key)
  {
    const std::size_t before = m_path.size();
    if (parent.keyed) {
      m_path += '[';
      m_path += key;
      m_path += ']';
    } else {
      if (!m_path.empty()) {
        m_path += '.';
      }
      m_path += key;
    }
    return before;
  }

  void walk_list(const Node& a, const Node& b, ir::Location at_a, ir::Location at_b)
  {
    const std::size_t n = std::max(a.items.size(), b.items.size());
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t before = m_path.size();
      m_path += '[' + std::to_string(i) + ']';
      walk(i < a.items.size() ? &a.items[i] : nullptr, i < b.items.size() ? &b.items[i] : nullptr,
           at_a, at_b);
      m_path.resize(before);
    }
  }

  void walk_map(const Node& a, const Node& b, ir::Location at_a, ir::Location at_b)
  {
    // Entries of b by key; small maps are searched directly.
    std::unordered_map<std::string_view, std::size_t> index;
    const bool hashed = b.entries.size() > 8;
    if (hashed) {
      index.reserve(b.entries.size());
      for (std::size_t i = 0; i < b.entries.size(); ++i) {
        index.emplace(b.entries[i].first, i);
      }
    }
    auto find_b = [&](const std::string& key) -> std::size_t {
      if (hashed) {
        auto it = index.find(key);
        return it == index.end() ? b.entries.size() : it->second;
      }
      for (std::size_t i = 0; i < b.entries.size(); ++i) {
        if (b.entries[i].first == key) {
          return i;
        }
      }
      return b.entries.size();
    };
    std::vector<bool> matched(b.entries.size(), false);
    std::vector<std::string> order_a;
    for (const auto& [key, value] : a.entries) {
      const std::size_t j = find_b(key);
      const Node* other = nullptr;
      if (j < b.entries.size()) {
        matched[j] = true;
        other = &b.entries[j].second;
        if (a.ordered && order_matters(key)) {
          order_a.push_back(key);
        }
      }
      const std::size_t before = enter(a, key);
      walk(&value, other, at_a, at_b);
      m_path.resize(before);
    }
    std::vector<std::string> order_b;
    for (std::size_t j = 0; j < b.entries.size(); ++j) {
      const auto& [key, value] = b.entries[j];
      if (matched[j]) {
        if (b.ordered && order_matters(key)) {
          order_b.push_back(key);
        }
        continue;
      }
      const std::size_t before = enter(b, key);
      walk(nullptr, &value, at_a, at_b);
      m_path.resize(before);
    }
    if (a.ordered && b.ordered && order_a != order_b) {
      report_order(order_a, order_b, at_a, at_b);
    }
  }

  void report_order(const std::vector<std::string>& a, const std::vector<std::string>& b,
                    ir::Location at_a, ir::Location at_b)
  {
    auto as_list = [](const std::vector<std::string>& keys, ir::Location at) {
      auto n = std::make_shared<Node>(Node::list_at(at));
      for (const auto& k : keys) {
        n->items.push_back(Node::scalar_of(k, Node::Scalar::string, at));
      }
      return n;
    };
    const std::size_t before = m_path.size();
    m_path += m_path.empty() ? "#order" : ".#order";
    Difference d;
    d.path = m_path;
    auto na = as_list(a, at_a);
    auto nb = as_list(b, at_b);
    d.a = Side{na.get(), na, at_a, &m_a.file};
    d.b = Side{nb.get(), nb, at_b, &m_b.file};
    m_out.push_back(std::move(d));
    m_path.resize(before);
  }

  const Tree& m_a;
  const Tree& m_b;
  std::vector<Difference>& m_out;
  std::string m_path;
};

} // namespace

std::vector<Difference> compare(const Tree& a, const Tree& b)
{
  std::vector<Difference> out;
  Walker(a, b, out).walk(&a.root, &b.root, {}, {});
  return out;
}

} // namespace tosca::convert::diff
