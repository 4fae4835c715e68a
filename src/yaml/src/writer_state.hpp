#pragma once
/// State shared by the parts of the YAML writer: the closure of entities
/// the output includes, their YAML names, typing, and the extension block.

#include "encode.hpp"
#include "typing.hpp"

#include "tosca/yaml/writer.hpp"

#include <map>
#include <set>

namespace tosca::yaml::detail {

using ir::EntityKind;
using ir::QName;
using ir::Value;

/// The entities one output includes, in discovery order.
struct Closure
{
  std::vector<std::pair<EntityKind, QName>> order;
  std::set<std::pair<EntityKind, QName>> seen;

  bool add(EntityKind k, const QName& q)
  {
    QName bare{q.ns, q.local, {}};
    if (!seen.insert({k, bare}).second) {
      return false;
    }
    order.emplace_back(k, bare);
    return true;
  }
};

struct WriterState
{
  const ir::Model& model;
  const ir::Index& index;
  DiagnosticSink& sink;
  const WriteOptions& options;
  const ir::Document& doc;
  Typing typing;
  Closure closure;
  std::map<std::pair<EntityKind, QName>, std::string> names;
  std::map<QName, std::string> data_type_names;
  std::set<std::string> reported;
  std::map<EntityKind, std::vector<std::string>> candidate_names; ///< for "did you mean"
  /// Names types must not take: node template names (tosca-parser reads a
  /// requirement's `node:` as a type lookup when a type has that name).
  std::set<std::string> reserved;
  /// Referenced but undefined types, written as placeholders so the output
  /// still loads (each one is reported as REF_UNKNOWN).
  std::vector<std::pair<EntityKind, QName>> placeholders;
  /// Properties found on templates but in no definition, per node or
  /// relationship type: added to the type as inferred string properties.
  std::map<std::pair<EntityKind, QName>, std::vector<std::string>> inferred;
  Value ext = Value::map(); ///< the extension block

  WriterState(const ir::Model& m, const ir::Index& i, DiagnosticSink& s, const WriteOptions& o,
              const ir::Document& d);

  /// Reports an unresolved reference once per name (error under --strict).
  void unresolved(EntityKind kind, const QName& q, const ir::Location& where);
  /// Adds `q` (and what it needs) to the closure; false if it does not resolve.
  bool include(EntityKind kind, const QName& q, const ir::Location& where);
  void include_type_dependencies(EntityKind kind, const QName& q);

  /// The YAML name of an included entity (or a fallback for unknown ones).
  std::string name_of(EntityKind kind, const QName& q) const;
  std::string data_type_name(const QName& complex);
  void assign_names();

  const ir::EntityTypeBase* type_base(EntityKind kind, const QName& q) const;
  /// True when the definition `q` resolves to belongs to the document being
  /// written (not copied in from another document for self-containment).
  bool is_own(EntityKind kind, const QName& q) const;

  void warn(const ir::Location& at, std::string code, std::string message);
};

/// write_types.cpp
void write_types(WriterState& st, Value& out);
/// write_topology.cpp
void write_topology(WriterState& st, const ir::ServiceTemplate& tpl, Value& out);
void include_topology(WriterState& st, const ir::ServiceTemplate& tpl);

}  // namespace tosca::yaml::detail
