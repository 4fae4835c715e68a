#pragma once
/// A YAML-shaped value: what a TOSCA property, input or metadata entry
/// holds on the YAML side. Maps keep insertion order, so output never
/// depends on hashing.

#include "tosca/ir/location.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tosca::ir {

struct Value
{
  enum class Kind { null, boolean, integer, floating, string, list, map };

  Kind kind = Kind::null;
  bool boolean = false;
  std::int64_t integer = 0;
  double floating = 0.0;
  std::string string;
  std::vector<Value> items;
  std::vector<std::pair<std::string, Value>> entries;
  /// Where the value stood in a YAML source (not part of equality).
  Location location;

  static Value null() { return {}; }
  static Value of(bool b) { Value v; v.kind = Kind::boolean; v.boolean = b; return v; }
  static Value of(std::int64_t i) { Value v; v.kind = Kind::integer; v.integer = i; return v; }
  static Value of(int i) { return of(static_cast<std::int64_t>(i)); }
  static Value of(double d) { Value v; v.kind = Kind::floating; v.floating = d; return v; }
  static Value of(std::string s) { Value v; v.kind = Kind::string; v.string = std::move(s); return v; }
  static Value of(const char* s) { return of(std::string(s)); }
  static Value list() { Value v; v.kind = Kind::list; return v; }
  static Value map() { Value v; v.kind = Kind::map; return v; }

  bool is_null() const { return kind == Kind::null; }
  bool empty() const
  {
    return (kind == Kind::map && entries.empty()) || (kind == Kind::list && items.empty()) ||
           kind == Kind::null;
  }

  /// Map access: appends a new entry (keys are not checked for duplicates;
  /// use `set` to replace).
  Value& add(std::string key, Value v)
  {
    entries.emplace_back(std::move(key), std::move(v));
    return entries.back().second;
  }
  /// Adds unless `v` is null or an empty collection.
  void add_if(std::string key, Value v)
  {
    if (!v.empty()) {
      add(std::move(key), std::move(v));
    }
  }
  Value& set(const std::string& key, Value v);
  const Value* find(std::string_view key) const;
  Value* find(std::string_view key);
  void push(Value v) { items.push_back(std::move(v)); }

  friend bool operator==(const Value&, const Value&);
};

}  // namespace tosca::ir
