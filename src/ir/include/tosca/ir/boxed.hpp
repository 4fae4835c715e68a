#pragma once
/// An optional value held on the heap: a pointer's size when absent. For
/// large members most entities leave out (the properties of a requirement,
/// capability or relationship template), so that a topology of 100,000
/// templates does not carry 100,000 empty ones inline. It reads like
/// std::optional, copies deeply and compares by value. Unlike
/// std::optional, a moved-from Boxed is empty, and assigning a new value
/// allocates anew (a reference to the old value does not see it).

#include <memory>
#include <optional>
#include <utility>

namespace tosca::ir {

template <class T>
class Boxed
{
public:
  Boxed() = default;
  Boxed(std::nullopt_t) {}
  Boxed(T value) : m_value(std::make_unique<T>(std::move(value))) {}
  Boxed(std::optional<T> value)
  {
    if (value) {
      m_value = std::make_unique<T>(std::move(*value));
    }
  }
  Boxed(const Boxed& other) : m_value(other ? std::make_unique<T>(*other) : nullptr) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& other)
  {
    if (this != &other) {
      m_value = other ? std::make_unique<T>(*other) : nullptr;
    }
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;
  ~Boxed() = default;

  template <class... Args>
  T& emplace(Args&&... args)
  {
    m_value = std::make_unique<T>(std::forward<Args>(args)...);
    return *m_value;
  }
  void reset() { m_value.reset(); }

  bool has_value() const { return m_value != nullptr; }
  explicit operator bool() const { return has_value(); }
  T& operator*() { return *m_value; }
  const T& operator*() const { return *m_value; }
  T* operator->() { return m_value.get(); }
  const T* operator->() const { return m_value.get(); }

  friend bool operator==(const Boxed& a, const Boxed& b)
  {
    return a.has_value() == b.has_value() && (!a || *a == *b);
  }
  friend bool operator==(const Boxed& a, std::nullopt_t) { return !a; }
  /// Compare `*b == value`: through the converting constructor this would
  /// copy `value` onto the heap first.
  friend bool operator==(const Boxed&, const T&) = delete;

private:
  std::unique_ptr<T> m_value;
};

}  // namespace tosca::ir
