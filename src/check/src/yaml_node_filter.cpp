// The node_filter grammar (Simple Profile 3.5.4): a map with `properties`
// (a list of single-key maps, property name to a constraint clause or a
// list of them) and `capabilities` (a list of single-key maps, capability
// name or type to a map with such `properties`). Constraint clauses are
// single-key maps whose operator is one of 3.5.2's, with an argument of
// the operator's shape.
#include "checks.hpp"
#include "yaml_types.hpp"

namespace tosca::check::detail {

namespace {

using V = ir::Value;

struct Filter
{
  const Context& cx;
  const ir::Document& doc;
  const std::string& what;

  void bad(const V& at, const std::string& message)
  {
    cx.error(doc, at.location, "NODE_FILTER", what + ": " + message);
  }

  /// One constraint clause: {operator: argument}.
  void clause(const V& c, const std::string& property)
  {
    static const std::vector<std::string> operators = {
        "equal",         "greater_than", "greater_or_equal", "less_than",
        "less_or_equal", "in_range",     "valid_values",     "length",
        "min_length",    "max_length",   "pattern",          "schema"};
    if (c.kind != V::Kind::map || c.entries.size() != 1) {
      bad(c, "the constraint on property '" + property + "' is " + std::string(describe_kind(c)) +
                 "; a constraint clause is a map with one operator, such as {equal: value}");
      return;
    }
    const auto& [op, arg] = c.entries.front();
    if (std::find(operators.begin(), operators.end(), op) == operators.end()) {
      std::string message =
          "'" + op + "' (on property '" + property + "') is not a constraint operator";
      message += did_you_mean(op, operators);
      bad(c, message);
      return;
    }
    if (op == "in_range" && (arg.kind != V::Kind::list || arg.items.size() != 2)) {
      bad(arg, "in_range (on property '" + property + "') takes a list of two bounds");
    } else if (op == "valid_values" && arg.kind != V::Kind::list) {
      bad(arg, "valid_values (on property '" + property + "') takes a list");
    } else if ((op == "length" || op == "min_length" || op == "max_length") &&
               arg.kind != V::Kind::integer) {
      bad(arg, op + " (on property '" + property + "') takes an integer, not " +
                   std::string(describe_kind(arg)));
    } else if (op == "pattern" && arg.kind != V::Kind::string) {
      bad(arg, "pattern (on property '" + property + "') takes a string");
    }
  }

  void property_filters(const V& list, const std::string& where)
  {
    if (list.kind != V::Kind::list) {
      bad(list, where + " is " + std::string(describe_kind(list)) +
                    "; it is a list of {property: constraint} entries");
      return;
    }
    for (const auto& item : list.items) {
      if (item.kind != V::Kind::map || item.entries.size() != 1) {
        bad(item, "an entry of " + where + " is " + std::string(describe_kind(item)) +
                      "; each is a map with one property name");
        continue;
      }
      const auto& [name, constraint] = item.entries.front();
      if (constraint.kind == V::Kind::list) {
        for (const auto& c : constraint.items) {
          clause(c, name);
        }
      } else {
        clause(constraint, name);
      }
    }
  }

  void run(const V& filter)
  {
    if (filter.kind != V::Kind::map) {
      bad(filter, "a node_filter is a map with 'properties' and/or 'capabilities', not " +
                      std::string(describe_kind(filter)));
      return;
    }
    for (const auto& [key, value] : filter.entries) {
      if (key == "properties") {
        property_filters(value, "'properties'");
      } else if (key == "capabilities") {
        if (value.kind != V::Kind::list) {
          bad(value, "'capabilities' is " + std::string(describe_kind(value)) +
                         "; it is a list of {capability: {properties: [...]}} entries");
          continue;
        }
        for (const auto& item : value.items) {
          if (item.kind != V::Kind::map || item.entries.size() != 1 ||
              item.entries.front().second.kind != V::Kind::map) {
            bad(item, "an entry of 'capabilities' is a map from one capability name or type "
                      "to a map with 'properties'");
            continue;
          }
          const auto& [cap, body] = item.entries.front();
          for (const auto& [k, v] : body.entries) {
            if (k == "properties") {
              property_filters(v, "the 'properties' of capability '" + cap + "'");
            } else {
              bad(v, "unknown keyname '" + k + "' in the filter of capability '" + cap +
                         "' (only 'properties')");
            }
          }
        }
      } else {
        std::string message = "unknown keyname '" + key +
                              "' (a node_filter has 'properties' "
                              "and 'capabilities')";
        bad(value, message);
      }
    }
  }
};

} // namespace

void check_node_filter(const Context& cx, const ir::Document& doc, const ir::Value& filter,
                       const std::string& what)
{
  Filter{cx, doc, what}.run(filter);
}

} // namespace tosca::check::detail
