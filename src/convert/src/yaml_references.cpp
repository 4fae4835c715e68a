#include "tosca/convert/yaml_references.hpp"

#include "tosca/yaml/normative.hpp"

#include <algorithm>
#include <set>

namespace tosca::convert {

namespace {

/// Every type name the loaded documents define, as the IR spells them.
std::set<std::string> defined_types(const ir::Model& model)
{
  std::set<std::string> names;
  auto add = [&](const auto& list) {
    for (const auto& t : list) {
      names.insert(t.name);
    }
  };
  for (const auto& d : model.documents) {
    add(d.node_types);
    add(d.relationship_types);
    add(d.capability_types);
    add(d.artifact_types);
    add(d.policy_types);
    add(d.requirement_types);
    for (const char* section : {"data_types", "interface_types", "group_types"}) {
      if (const ir::Value* body = d.ext.yaml->find(section); body && body->kind == ir::Value::Kind::map) {
        for (const auto& [name, _] : body->entries) {
          names.insert(name);
        }
      }
    }
  }
  return names;
}

struct Checker
{
  const std::set<std::string>& known;
  std::vector<std::string> candidates;
  DiagnosticSink& sink;

  void check(const ir::Document& doc, const ir::QName& ref, const ir::Location& at,
             const std::string& what)
  {
    if (ref.local.empty() || yaml::normative::is_normative_name(ref.local) ||
        known.count(ref.local) != 0) {
      return;
    }
    std::string message = what + " '" + ref.local + "' is not defined in this document or its imports";
    message += did_you_mean(ref.local, candidates);
    sink.warning(doc.path, at.line, at.column, "REF_UNKNOWN", message);
  }

  /// `- req: target` and `- req: {node: target}` name a node template of
  /// the topology or a node type.
  void check_requirement_targets(const ir::Document& doc, const ir::Value& tmpl,
                                 const std::set<std::string>& templates)
  {
    const ir::Value* reqs = tmpl.find("requirements");
    if (!reqs || reqs->kind != ir::Value::Kind::list) {
      return;
    }
    for (const auto& item : reqs->items) {
      for (const auto& [name, body] : item.entries) {
        const ir::Value* target = body.kind == ir::Value::Kind::map ? body.find("node") : &body;
        if (!target || target->kind != ir::Value::Kind::string || templates.count(target->string) ||
            known.count(target->string) || yaml::normative::is_normative_name(target->string)) {
          continue;
        }
        std::vector<std::string> names(templates.begin(), templates.end());
        std::string message = "requirement '" + name + "' names '" + target->string +
                              "', which is neither a node template of this topology nor a known "
                              "node type";
        message += did_you_mean(target->string, names);
        sink.warning(doc.path, target->location.line, target->location.column, "REF_UNKNOWN",
                     message);
      }
    }
  }

  template <class T>
  void check_parents(const ir::Document& doc, const std::vector<T>& types)
  {
    for (const auto& t : types) {
      if (t.derived_from) {
        check(doc, *t.derived_from, t.ext.location, "the parent type");
      }
    }
  }
};

}  // namespace

void check_yaml_references(const Workspace& ws, DiagnosticSink& sink)
{
  const std::set<std::string> known = defined_types(ws.model);
  std::vector<std::string> candidates(known.begin(), known.end());
  for (const auto& t : yaml::normative::normative_types()) {
    candidates.emplace_back(t.name);
  }
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  Checker c{known, std::move(candidates), sink};
  for (std::size_t i = 0; i < ws.model.input_count; ++i) {
    const ir::Document& doc = ws.model.documents[i];
    if (!doc.yaml_born()) {
      continue;
    }
    c.check_parents(doc, doc.node_types);
    c.check_parents(doc, doc.relationship_types);
    c.check_parents(doc, doc.capability_types);
    c.check_parents(doc, doc.artifact_types);
    c.check_parents(doc, doc.policy_types);
    for (const auto& t : doc.node_types) {
      for (const auto& cap : t.capability_definitions) {
        c.check(doc, cap.capability_type, cap.ext.location, "the capability type");
      }
    }
    for (const auto& st : doc.service_templates) {
      if (!st.topology) {
        continue;
      }
      std::set<std::string> templates;
      for (const auto& n : st.topology->node_templates) {
        templates.insert(n.name.value_or(n.id));
      }
      for (const auto& n : st.topology->node_templates) {
        c.check(doc, n.type, n.ext.location, "the node type");
        c.check_requirement_targets(doc, n.ext.yaml.get(), templates);
      }
    }
  }
}

}  // namespace tosca::convert
