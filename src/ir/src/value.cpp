#include "tosca/ir/value.hpp"

namespace tosca::ir {

Value& Value::set(const std::string& key, Value v)
{
  for (auto& [k, existing] : entries) {
    if (k == key) {
      existing = std::move(v);
      return existing;
    }
  }
  return add(key, std::move(v));
}

const Value* Value::find(std::string_view key) const
{
  for (const auto& [k, v] : entries) {
    if (k == key) {
      return &v;
    }
  }
  return nullptr;
}

Value* Value::find(std::string_view key)
{
  for (auto& [k, v] : entries) {
    if (k == key) {
      return &v;
    }
  }
  return nullptr;
}

bool operator==(const Value& a, const Value& b)
{
  if (a.kind != b.kind) {
    return false;
  }
  switch (a.kind) {
  case Value::Kind::null: return true;
  case Value::Kind::boolean: return a.boolean == b.boolean;
  case Value::Kind::integer: return a.integer == b.integer;
  case Value::Kind::floating: return a.floating == b.floating;
  case Value::Kind::string: return a.string == b.string;
  case Value::Kind::list: return a.items == b.items;
  case Value::Kind::map: return a.entries == b.entries;
  }
  return false;
}

}  // namespace tosca::ir
