#pragma once
/// A vector one pointer wide: its size and capacity live on the heap, in
/// front of the elements, and an empty Seq holds no block at all. ir::Value
/// has a list and a map and uses at most one, and most values are scalars
/// that use neither: two std::vectors were 48 of its 112 bytes, two Seqs
/// are 16 (docs/results.md, stop 45). It reads like std::vector for what
/// the code base asks of one: indexing, iteration by pointer, append,
/// insert, erase, reserve and shrink_to_fit, with the same growth (double,
/// from one) and the same guarantees (an append that fails to allocate
/// leaves the Seq as it was). Elements must move without throwing.

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tosca::ir {

template <class T>
class Seq
{
public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  Seq() noexcept = default;
  Seq(std::initializer_list<T> items) { append_copies(items.begin(), items.end()); }
  Seq(const Seq& other) { append_copies(other.begin(), other.end()); }
  Seq(Seq&& other) noexcept : m_block(std::exchange(other.m_block, nullptr)) {}
  /// Takes the elements of `other` (moved, one by one).
  Seq(std::vector<T>&& other)
  {
    append_moved(other);
    other.clear();
  }
  ~Seq() { release(); }

  Seq& operator=(const Seq& other)
  {
    if (this != &other) {
      Seq copy(other);
      swap(copy);
    }
    return *this;
  }
  Seq& operator=(Seq&& other) noexcept
  {
    if (this != &other) {
      release();
      m_block = std::exchange(other.m_block, nullptr);
    }
    return *this;
  }
  Seq& operator=(std::vector<T>&& other)
  {
    Seq taken(std::move(other));
    swap(taken);
    return *this;
  }

  void swap(Seq& other) noexcept { std::swap(m_block, other.m_block); }

  size_type size() const noexcept { return m_block != nullptr ? m_block->size : 0; }
  size_type capacity() const noexcept { return m_block != nullptr ? m_block->capacity : 0; }
  bool empty() const noexcept { return size() == 0; }

  T* data() noexcept { return m_block != nullptr ? elements(m_block) : nullptr; }
  const T* data() const noexcept { return m_block != nullptr ? elements(m_block) : nullptr; }
  iterator begin() noexcept { return data(); }
  iterator end() noexcept { return data() + size(); }
  const_iterator begin() const noexcept { return data(); }
  const_iterator end() const noexcept { return data() + size(); }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

  T& operator[](size_type i) noexcept { return data()[i]; }
  const T& operator[](size_type i) const noexcept { return data()[i]; }
  T& at(size_type i)
  {
    check(i);
    return data()[i];
  }
  const T& at(size_type i) const
  {
    check(i);
    return data()[i];
  }
  T& front() noexcept { return data()[0]; }
  const T& front() const noexcept { return data()[0]; }
  T& back() noexcept { return data()[size() - 1]; }
  const T& back() const noexcept { return data()[size() - 1]; }

  void push_back(const T& item) { emplace_back(item); }
  void push_back(T&& item) { emplace_back(std::move(item)); }

  /// The new element is made before the elements move, so that it may be
  /// made from one of them.
  template <class... Args>
  T& emplace_back(Args&&... args)
  {
    const size_type n = size();
    if (n < capacity()) {
      T* at = new (data() + n) T(std::forward<Args>(args)...);
      ++m_block->size;
      return *at;
    }
    Block* grown = allocate(n == 0 ? 1 : 2 * n);
    T* at = nullptr;
    try {
      at = new (elements(grown) + n) T(std::forward<Args>(args)...);
    } catch (...) {
      ::operator delete(grown);
      throw;
    }
    move_into(grown, 1);
    return *at;
  }

  void pop_back() noexcept
  {
    back().~T();
    --m_block->size;
  }

  iterator insert(const_iterator pos, T item)
  {
    const difference_type at = pos - begin();
    emplace_back(std::move(item));
    std::rotate(begin() + at, end() - 1, end());
    return begin() + at;
  }

  template <class It>
  iterator insert(const_iterator pos, It first, It last)
  {
    const difference_type at = pos - begin();
    std::vector<T> added(first, last); // the range may be this Seq's own
    append_moved(added);
    std::rotate(begin() + at, end() - static_cast<difference_type>(added.size()), end());
    return begin() + at;
  }

  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last)
  {
    T* from = begin() + (first - begin());
    T* to = begin() + (last - begin());
    if (from != to) {
      T* kept_end = std::move(to, end(), from);
      std::destroy(kept_end, end());
      m_block->size -= static_cast<size_type>(to - from);
    }
    return from;
  }

  void clear() noexcept
  {
    if (m_block != nullptr) {
      std::destroy(begin(), end());
      m_block->size = 0;
    }
  }

  void reserve(size_type n)
  {
    if (n > capacity()) {
      move_into(allocate(n));
    }
  }

  /// Exactly as many elements as it holds; none holds no block.
  void shrink_to_fit()
  {
    if (m_block == nullptr || m_block->size == m_block->capacity) {
      return;
    }
    if (m_block->size == 0) {
      release();
      return;
    }
    move_into(allocate(m_block->size));
  }

  friend bool operator==(const Seq& a, const Seq& b)
  {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

private:
  struct Block
  {
    size_type size;
    size_type capacity;
  };
  /// The elements start here, after the header, aligned for T.
  static constexpr std::size_t k_header =
      (sizeof(Block) + alignof(T) - 1) / alignof(T) * alignof(T);

  /// Where the elements start: storage that they are made in (and that,
  /// past size(), holds none yet).
  static T* elements(Block* b) noexcept
  {
    return reinterpret_cast<T*>(reinterpret_cast<char*>(b) + k_header);
  }
  static const T* elements(const Block* b) noexcept
  {
    return reinterpret_cast<const T*>(reinterpret_cast<const char*>(b) + k_header);
  }

  static Block* allocate(size_type capacity)
  {
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);
    if (capacity > (SIZE_MAX - k_header) / sizeof(T)) {
      throw std::length_error("tosca::ir::Seq: too many elements");
    }
    void* raw = ::operator new(k_header + capacity * sizeof(T));
    return new (raw) Block{0, capacity};
  }

  /// Moves the elements into `grown` (empty, and large enough), then lets
  /// the old block go. `made`: elements made in `grown` already, after
  /// where the moved ones go (emplace_back's new one).
  void move_into(Block* grown, size_type made = 0) noexcept
  {
    static_assert(std::is_nothrow_move_constructible_v<T>);
    const size_type n = size();
    if (m_block != nullptr) {
      T* from = elements(m_block);
      T* to = elements(grown);
      for (size_type i = 0; i < n; ++i) {
        new (to + i) T(std::move(from[i]));
        from[i].~T();
      }
      ::operator delete(m_block);
    }
    grown->size = n + made;
    m_block = grown;
  }

  /// Moves `items` onto the end, growing once.
  void append_moved(std::vector<T>& items)
  {
    reserve(size() + items.size());
    for (T& item : items) {
      new (end()) T(std::move(item));
      ++m_block->size;
    }
  }

  template <class It>
  void append_copies(It first, It last)
  {
    const auto n = static_cast<size_type>(std::distance(first, last));
    if (n == 0) {
      return;
    }
    Block* b = allocate(n);
    T* to = elements(b);
    size_type made = 0;
    try {
      for (; first != last; ++first, ++made) {
        new (to + made) T(*first);
      }
    } catch (...) {
      std::destroy(to, to + made);
      ::operator delete(b);
      throw;
    }
    b->size = made;
    m_block = b;
  }

  void release() noexcept
  {
    if (m_block != nullptr) {
      std::destroy(begin(), end());
      ::operator delete(m_block);
      m_block = nullptr;
    }
  }

  void check(size_type i) const
  {
    if (i >= size()) {
      throw std::out_of_range("tosca::ir::Seq::at: index " + std::to_string(i) + " of " +
                              std::to_string(size()));
    }
  }

  Block* m_block = nullptr;
};

/// As std::erase_if on a std::vector: removes the elements `pred` holds
/// for, keeping the others' order; how many went.
template <class T, class Pred>
std::size_t erase_if(Seq<T>& seq, Pred pred)
{
  auto kept_end = std::remove_if(seq.begin(), seq.end(), pred);
  const auto removed = static_cast<std::size_t>(seq.end() - kept_end);
  seq.erase(kept_end, seq.end());
  return removed;
}

}  // namespace tosca::ir
