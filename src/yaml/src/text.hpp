#pragma once
/// A YAML scalar's text, as the reader's tree keeps it: 14 bytes, so that a
/// tree node with its kind, style, location and children is 40 bytes (a
/// 100,000-template document has millions of nodes, and a std::string
/// alone is 32). Text of up to 13 bytes (keys, names, numbers) sits in
/// place; longer text is one heap block of exactly its size. It reads as a
/// std::string_view and converts to a std::string where one is wanted.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tosca::yaml {

class Text
{
public:
  Text() noexcept { m_b[k_tag] = 0; }
  /// Explicit, so that `c ? text : std::string()` has one meaning.
  explicit Text(std::string_view s) { init(s); }
  Text(const Text& other) { init(other.view()); }
  Text(Text&& other) noexcept
  {
    std::memcpy(m_b, other.m_b, sizeof m_b);
    other.m_b[k_tag] = 0;
  }
  Text& operator=(const Text& other)
  {
    if (this != &other) {
      Text copy(other);
      swap(copy);
    }
    return *this;
  }
  Text& operator=(Text&& other) noexcept
  {
    if (this != &other) {
      release();
      std::memcpy(m_b, other.m_b, sizeof m_b);
      other.m_b[k_tag] = 0;
    }
    return *this;
  }
  Text& operator=(std::string_view s)
  {
    Text copy(s);
    swap(copy);
    return *this;
  }
  Text& operator=(const std::string& s) { return *this = std::string_view(s); }
  Text& operator=(const char* s) { return *this = std::string_view(s); }
  ~Text() { release(); }

  std::string_view view() const noexcept { return {data(), size()}; }
  operator std::string_view() const noexcept { return view(); }
  operator std::string() const { return std::string(view()); }
  std::string str() const { return std::string(view()); }

  const char* data() const noexcept
  {
    return on_heap() ? heap_pointer() : reinterpret_cast<const char*>(m_b);
  }
  std::size_t size() const noexcept
  {
    if (!on_heap()) {
      return m_b[k_tag];
    }
    std::uint32_t n;
    std::memcpy(&n, m_b + sizeof(char*), sizeof n);
    return n;
  }
  bool empty() const noexcept { return size() == 0; }
  char operator[](std::size_t i) const noexcept { return data()[i]; }
  char front() const noexcept { return data()[0]; }
  char back() const noexcept { return data()[size() - 1]; }
  const char* begin() const noexcept { return data(); }
  const char* end() const noexcept { return data() + size(); }
  std::size_t find(std::string_view s, std::size_t pos = 0) const noexcept
  {
    return view().find(s, pos);
  }
  std::size_t find(char c, std::size_t pos = 0) const noexcept { return view().find(c, pos); }
  bool starts_with(std::string_view s) const noexcept { return view().starts_with(s); }
  bool ends_with(std::string_view s) const noexcept { return view().ends_with(s); }
  std::string substr(std::size_t pos, std::size_t n = std::string::npos) const
  {
    return std::string(view().substr(pos, n));
  }

  void swap(Text& other) noexcept
  {
    unsigned char t[sizeof m_b];
    std::memcpy(t, m_b, sizeof m_b);
    std::memcpy(m_b, other.m_b, sizeof m_b);
    std::memcpy(other.m_b, t, sizeof m_b);
  }

  friend bool operator==(const Text& a, const Text& b) noexcept { return a.view() == b.view(); }
  friend bool operator==(const Text& a, std::string_view b) noexcept { return a.view() == b; }
  friend bool operator==(const Text& a, const std::string& b) noexcept { return a.view() == b; }
  friend bool operator==(const Text& a, const char* b) noexcept { return a.view() == b; }
  friend std::strong_ordering operator<=>(const Text& a, const Text& b) noexcept
  {
    return a.view() <=> b.view();
  }

  friend std::string operator+(const char* a, const Text& b) { return std::string(a) += b.view(); }
  friend std::string operator+(std::string a, const Text& b) { return a += b.view(); }
  friend std::string operator+(const Text& a, const char* b) { return a.str() += b; }
  friend std::string operator+(const Text& a, const std::string& b) { return a.str() += b; }
  friend std::string operator+(char a, const Text& b) { return (std::string(1, a) += b.view()); }
  friend std::string operator+(const Text& a, char b) { return a.str() += b; }

  friend std::ostream& operator<<(std::ostream& out, const Text& t) { return out << t.view(); }

  /// Longest text kept in place.
  static constexpr std::size_t k_inline = 13;

private:
  static constexpr std::size_t k_tag = 13;      ///< byte: the length, or k_heap
  static constexpr unsigned char k_heap = 0xff; ///< the text is on the heap

  bool on_heap() const noexcept { return m_b[k_tag] == k_heap; }
  char* heap_pointer() const noexcept
  {
    char* p;
    std::memcpy(&p, m_b, sizeof p);
    return p;
  }

  void init(std::string_view s)
  {
    if (s.size() <= k_inline) {
      if (!s.empty()) {
        std::memcpy(m_b, s.data(), s.size());
      }
      m_b[k_tag] = static_cast<unsigned char>(s.size());
      return;
    }
    if (s.size() > UINT32_MAX) {
      throw std::length_error("a YAML scalar longer than 4 GiB");
    }
    char* p = static_cast<char*>(::operator new(s.size()));
    std::memcpy(p, s.data(), s.size());
    const auto n = static_cast<std::uint32_t>(s.size());
    std::memcpy(m_b, &p, sizeof p);
    std::memcpy(m_b + sizeof p, &n, sizeof n);
    m_b[k_tag] = k_heap;
  }
  void release() noexcept
  {
    if (on_heap()) {
      ::operator delete(heap_pointer());
      m_b[k_tag] = 0;
    }
  }

  alignas(2) unsigned char m_b[14];
};
static_assert(sizeof(Text) == 14 && alignof(Text) == 2);

} // namespace tosca::yaml
