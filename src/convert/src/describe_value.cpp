// YAML-shaped values (ir::Value) in the comparison tree: scalars keep their
// type (3306 is not "3306"), maps ignore key order, lists keep it.
#include "describe_context.hpp"

#include <charconv>
#include <map>

namespace tosca::convert::diff {

static_assert(detail::field_count<ir::Value>() == 8, "ir::Value changed: extend describe");

Node describe(const ir::Value& value, ir::Location at)
{
  const ir::Location where = value.location.known() ? value.location : at;
  switch (value.kind) {
  case ir::Value::Kind::null:
    return Node::scalar_of("null", Node::Scalar::null, where);
  case ir::Value::Kind::boolean:
    return Node::scalar_of(value.boolean ? "true" : "false", Node::Scalar::boolean, where);
  case ir::Value::Kind::integer:
    return Node::scalar_of(std::to_string(value.integer), Node::Scalar::number, where);
  case ir::Value::Kind::floating: {
    char buffer[64];
    auto r = std::to_chars(buffer, buffer + sizeof buffer, value.floating);
    return Node::scalar_of(std::string(buffer, r.ptr), Node::Scalar::number, where);
  }
  case ir::Value::Kind::string:
    return Node::scalar_of(value.string, Node::Scalar::string, where);
  case ir::Value::Kind::list: {
    Node l = Node::list_at(where);
    for (const auto& item : value.items) {
      l.items.push_back(describe(item, where));
    }
    return l;
  }
  case ir::Value::Kind::map: {
    Node m = Node::map_at(where);
    std::map<std::string, int> seen; // a repeated key (invalid YAML) matches in order
    for (const auto& [key, item] : value.entries) {
      int n = ++seen[key];
      m.entries.emplace_back(n == 1 ? key : key + "#" + std::to_string(n), describe(item, where));
    }
    return m;
  }
  }
  return {};
}

} // namespace tosca::convert::diff
