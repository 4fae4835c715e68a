#pragma once
/// Checks a YAML value against a property, parameter or entry_schema
/// definition (PROP_TYPE; for data types also PROP_UNDECLARED and
/// PROP_REQUIRED on their fields).

#include "yaml_types.hpp"

namespace tosca::check::detail {

struct ValueCheck
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  int minor;

  /// `definition` is a property or parameter definition (a map with
  /// `type`, `entry_schema`) or an entry_schema's bare type name; `what`
  /// names the value in messages ("property 'port' of node template 'db'").
  void value(const ir::Value& v, const ir::Value& definition, const std::string& what,
             int depth = 0);

private:
  /// False when the value is not of the type (then reported).
  bool primitive(const ir::Value& v, const std::string& type, const ir::Value& definition,
                 const std::string& what, int depth);
  /// The constraint clauses `clauses` (may be null) against `v`, a value
  /// of `type` (PROP_CONSTRAINT).
  void constrained(const ir::Value& v, const ir::Value* clauses, const std::string& type,
                   const std::string& what);
  void mismatch(const ir::Value& v, const std::string& what, const std::string& expected);
  /// The constraints of the normative network data types (5.3.4, 5.3.5
  /// of 1.3): a PortDef is 1..65535; a PortSpec's source and target lie
  /// in its source_range and target_range.
  void normative_constraints(const ir::Value& v, const std::vector<const YamlType*>& chain,
                             const std::string& what);
};

} // namespace tosca::check::detail
