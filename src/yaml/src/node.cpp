/// The reader's tree (node.hpp): a node's copies, its tag, and lookups by
/// key through a big map's KeyTable.

#include "node.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace tosca::yaml {

Node::Node() = default;
Node::Node(const Node& other)
    : location(other.location), kind(other.kind), plain(other.plain), scalar(other.scalar),
      m_children(other.m_children),
      m_rare(other.m_rare != nullptr ? std::make_unique<Rare>(*other.m_rare) : nullptr)
{
}
Node::Node(Node&&) noexcept = default;
Node& Node::operator=(const Node& other)
{
  if (this != &other) {
    Node copy(other);
    *this = std::move(copy);
  }
  return *this;
}
Node& Node::operator=(Node&&) noexcept = default;
Node::~Node() = default;

const std::string& Node::tag() const
{
  static const std::string none;
  return m_rare != nullptr ? m_rare->tag : none;
}

void Node::set_tag(std::string tag)
{
  if (m_rare == nullptr) {
    m_rare = std::make_unique<Rare>();
  }
  m_rare->tag = std::move(tag);
}

const KeyTable* Node::key_index() const
{
  return m_rare != nullptr && m_rare->key_index ? &*m_rare->key_index : nullptr;
}

void Node::index_keys()
{
  if (m_rare == nullptr) {
    m_rare = std::make_unique<Rare>();
  }
  m_rare->key_index.emplace(m_children.data(), m_children.size() / 2);
}

namespace {

std::uint32_t key_hash(std::string_view key)
{
  return static_cast<std::uint32_t>(std::hash<std::string_view>{}(key));
}

bool scalar_key(const Node& k)
{
  return k.kind == Node::Kind::scalar;
}

} // namespace

KeyTable::KeyTable(const Node* entries, std::size_t count)
    : m_size(std::min<std::size_t>(count, UINT32_MAX)) // past that, `entry` searches
{
  std::size_t slots = 8;
  while (slots < count + count / 3 + 1) {
    slots *= 2;
  }
  m_slots.resize(slots);
  const std::size_t mask = slots - 1;
  for (std::size_t i = 0; i < m_size; ++i) {
    const Node& k = entries[2 * i];
    if (!scalar_key(k)) {
      continue;
    }
    const std::uint32_t h = key_hash(k.scalar);
    for (std::size_t s = h & mask;; s = (s + 1) & mask) {
      Slot& slot = m_slots[s];
      if (slot.position == 0) {
        slot = {h, static_cast<std::uint32_t>(i + 1)};
        break;
      }
      if (slot.hash == h && entries[2 * (slot.position - 1)].scalar == k.scalar) {
        break; // the first of equal keys wins
      }
    }
  }
}

std::size_t KeyTable::find(const Node* entries, std::size_t count, std::string_view key) const
{
  const std::uint32_t h = key_hash(key);
  const std::size_t mask = m_slots.size() - 1;
  for (std::size_t s = h & mask;; s = (s + 1) & mask) {
    const Slot& slot = m_slots[s];
    if (slot.position == 0) {
      return npos;
    }
    const std::size_t at = slot.position - 1;
    if (slot.hash == h && at < count && scalar_key(entries[2 * at]) &&
        entries[2 * at].scalar == key) {
      return at;
    }
  }
}

const Node* Node::entry(std::string_view key) const
{
  if (kind != Kind::map) {
    return nullptr;
  }
  const std::size_t count = m_children.size() / 2;
  auto is_key = [&](std::size_t i) {
    const Node& k = m_children[2 * i];
    return k.kind == Kind::scalar && k.scalar == key;
  };
  if (const KeyTable* key_index = this->key_index()) {
    if (const std::size_t at = key_index->find(m_children.data(), count, key);
        at != KeyTable::npos) {
      return &m_children[2 * at];
    }
    if (key_index->size() == count) {
      return nullptr;
    }
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (is_key(i)) {
      return &m_children[2 * i];
    }
  }
  return nullptr;
}

const Node* Node::find(std::string_view key) const
{
  const Node* k = entry(key);
  return k != nullptr ? k + 1 : nullptr;
}

const Node* Node::find_key(std::string_view key) const
{
  return entry(key);
}

std::string Node::describe_kind() const
{
  switch (kind) {
  case Kind::null: return "null";
  case Kind::scalar: return "a scalar";
  case Kind::sequence: return "a list";
  case Kind::map: return "a map";
  }
  return "a value";
}

}  // namespace tosca::yaml
