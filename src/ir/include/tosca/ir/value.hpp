#pragma once
/// A YAML-shaped value: what a TOSCA property, input or metadata entry
/// holds on the YAML side. Maps keep insertion order, so output never
/// depends on hashing.

#include "tosca/ir/location.hpp"
#include "tosca/ir/seq.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tosca::ir {

struct Value
{
  enum class Kind { null, boolean, integer, floating, string, list, map };
  /// One map entry (`first` the key, `second` the value, as a std::pair
  /// would have them). Defined after Value: a std::pair of an incomplete
  /// Value is one clang cannot instantiate with libstdc++.
  struct Entry;
  using Items = Seq<Value>;
  using Entries = Seq<Entry>;

  Kind kind = Kind::null;
  bool boolean = false;
  std::int64_t integer = 0;
  double floating = 0.0;
  std::string string;
  Seq<Value> items;
  Seq<Entry> entries;
  /// Where the value stood in a YAML source (not part of equality).
  Location location;

  // Every function is defined after Value::Entry, below: until then a
  // Value cannot be made or destroyed.
  static Value null();
  static Value of(bool b);
  static Value of(std::int64_t i);
  static Value of(int i);
  static Value of(double d);
  static Value of(std::string s);
  static Value of(const char* s);
  static Value list();
  static Value map();

  bool is_null() const { return kind == Kind::null; }
  bool empty() const;

  /// Map access: appends a new entry (keys are not checked for duplicates;
  /// use `set` to replace).
  Value& add(std::string key, Value v);
  /// Adds unless `v` is null or an empty collection.
  void add_if(std::string key, Value v);
  Value& set(const std::string& key, Value v);
  const Value* find(std::string_view key) const;
  Value* find(std::string_view key);
  void push(Value v);

  friend bool operator==(const Value&, const Value&);
};

struct Value::Entry
{
  std::string first; ///< the key
  Value second;

  Entry() = default;
  Entry(std::string key, Value value) : first(std::move(key)), second(std::move(value)) {}
  friend bool operator==(const Entry&, const Entry&) = default;
};

inline Value Value::null()
{
  return {};
}
inline Value Value::of(bool b)
{
  Value v;
  v.kind = Kind::boolean;
  v.boolean = b;
  return v;
}
inline Value Value::of(std::int64_t i)
{
  Value v;
  v.kind = Kind::integer;
  v.integer = i;
  return v;
}
inline Value Value::of(int i)
{
  return of(static_cast<std::int64_t>(i));
}
inline Value Value::of(double d)
{
  Value v;
  v.kind = Kind::floating;
  v.floating = d;
  return v;
}
inline Value Value::of(std::string s)
{
  Value v;
  v.kind = Kind::string;
  v.string = std::move(s);
  return v;
}
inline Value Value::of(const char* s)
{
  return of(std::string(s));
}
inline Value Value::list()
{
  Value v;
  v.kind = Kind::list;
  return v;
}
inline Value Value::map()
{
  Value v;
  v.kind = Kind::map;
  return v;
}
namespace detail {
/// A value is complete when it joins its parent: its lists drop the room
/// they grew for, which a map of three entries leaves at a fourth (a
/// topology of 100,000 templates renders millions of such maps).
inline void trim(Value& v)
{
  if (v.entries.capacity() != v.entries.size()) {
    v.entries.shrink_to_fit();
  }
  if (v.items.capacity() != v.items.size()) {
    v.items.shrink_to_fit();
  }
}
}  // namespace detail

inline void Value::push(Value v)
{
  detail::trim(v);
  items.push_back(std::move(v));
}

inline bool Value::empty() const
{
  return (kind == Kind::map && entries.empty()) || (kind == Kind::list && items.empty()) ||
         kind == Kind::null;
}

inline Value& Value::add(std::string key, Value v)
{
  detail::trim(v);
  entries.emplace_back(std::move(key), std::move(v));
  return entries.back().second;
}

inline void Value::add_if(std::string key, Value v)
{
  if (!v.empty()) {
    add(std::move(key), std::move(v));
  }
}

}  // namespace tosca::ir
