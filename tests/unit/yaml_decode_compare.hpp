#pragma once
// Test helpers for the xml2yaml decoder: IR equality as the round-trip
// tests judge it (ir operator==, except that properties documents compare
// by root element and canonical content, since a document rebuilt from
// YAML values differs from the original in white space and prefixes), and
// a short description of where two documents differ.

#include "tosca/convert/xml_side.hpp"
#include "tosca/ir/document.hpp"
#include "tosca/xml/canonical.hpp"
#include "tosca/xml/reader.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace yaml_decode_test {

namespace ir = tosca::ir;

/// Reads YAML as the tool does: with the XML reader deriving the kept
/// properties documents (tosca/convert/xml_side.hpp).
inline tosca::yaml::ReadResult read_yaml(std::string_view text, const std::string& path,
                                         tosca::DiagnosticSink& sink,
                                         const tosca::yaml::ReadOptions& options = {})
{
  static tosca::xml::Reader reader;
  return tosca::convert::read_yaml(text, path, sink, options, reader);
}

/// Every properties value of a document, in a fixed order.
inline std::vector<ir::Boxed<ir::PropertiesValue>*> properties_of(ir::Document& doc)
{
  std::vector<ir::Boxed<ir::PropertiesValue>*> out;
  auto templ = [&](ir::EntityTemplateBase& t) { out.push_back(&t.properties); };
  for (auto& t : doc.artifact_templates) {
    templ(t);
  }
  for (auto& t : doc.policy_templates) {
    templ(t);
  }
  for (auto& st : doc.service_templates) {
    if (st.boundary) {
      out.push_back(&st.boundary->properties);
    }
    if (!st.topology) {
      continue;
    }
    for (auto& n : st.topology->node_templates) {
      templ(n);
      for (auto& r : n.requirements) {
        templ(r);
      }
      for (auto& c : n.capabilities) {
        templ(c);
      }
    }
    for (auto& r : st.topology->relationship_templates) {
      templ(r);
    }
  }
  return out;
}

inline std::string canonical_text(tosca::xml::Canonicalizer& c, const ir::Fragment& f)
{
  return tosca::xml::to_string(c.canonicalize(f));
}

/// Compares the properties values of `x` and `y` pairwise (root and
/// canonical document); where they agree, `y` gets `x`'s exact document so
/// that operator== can judge everything else. Returns the mismatches.
inline std::string align_properties(ir::Document& x, ir::Document& y, tosca::xml::Canonicalizer& c)
{
  std::ostringstream out;
  auto px = properties_of(x);
  auto py = properties_of(y);
  if (px.size() != py.size()) {
    out << "different number of places holding properties: " << px.size() << " vs " << py.size()
        << "\n";
    return out.str();
  }
  for (std::size_t i = 0; i < px.size(); ++i) {
    auto& a = *px[i];
    auto& b = *py[i];
    if (a.has_value() != b.has_value()) {
      out << "properties #" << i << ": present " << a.has_value() << " vs " << b.has_value()
          << "\n";
      continue;
    }
    if (!a) {
      continue;
    }
    std::string ca = canonical_text(c, a->document);
    std::string cb = canonical_text(c, b->document);
    if (!(a->root == b->root) || ca != cb) {
      out << "properties #" << i << ": root " << a->root.clark() << " vs " << b->root.clark()
          << "\n  " << ca << "\n  " << cb << "\n";
      continue;
    }
    b->document = a->document;
  }
  return out.str();
}

template <typename T, typename Name>
void list_differences(std::ostringstream& out, const char* what, const std::vector<T>& a,
                      const std::vector<T>& b, Name name)
{
  if (a.size() != b.size()) {
    out << what << ": " << a.size() << " vs " << b.size() << " entries\n";
  }
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    if (!(a[i] == b[i])) {
      out << what << "[" << i << "] '" << name(a[i]) << "' differs";
      if (name(a[i]) != name(b[i])) {
        out << " (vs '" << name(b[i]) << "')";
      }
      out << "\n";
    }
  }
}

/// Which parts of two documents differ (entity level), for messages.
inline std::string where_different(const ir::Document& a, const ir::Document& b)
{
  std::ostringstream out;
  auto qn = [](const auto& t) { return t.qname().clark(); };
  auto id = [](const auto& t) { return t.id; };
  if (a.dialect != b.dialect || a.id != b.id || a.name != b.name ||
      a.target_namespace != b.target_namespace) {
    out << "header (dialect, id, name or targetNamespace) differs\n";
  }
  if (!(a.extensions == b.extensions) || !(a.extensions_ext == b.extensions_ext)) {
    out << "extensions differ\n";
  }
  if (!(a.imports == b.imports)) {
    out << "imports differ\n";
  }
  if (!(a.types == b.types) || !(a.types_ext == b.types_ext)) {
    out << "types (fragments) differ\n";
  }
  if (!(a.ext == b.ext)) {
    out << "document documentation or ##other content differs\n";
  }
  if (!(a.node_types_ext == b.node_types_ext) ||
      !(a.relationship_types_ext == b.relationship_types_ext) ||
      a.node_types_target_namespace != b.node_types_target_namespace ||
      a.relationship_types_target_namespace != b.relationship_types_target_namespace) {
    out << "draft type wrappers differ\n";
  }
  list_differences(out, "node_types", a.node_types, b.node_types, qn);
  list_differences(out, "node_type_implementations", a.node_type_implementations,
                   b.node_type_implementations, qn);
  list_differences(out, "relationship_types", a.relationship_types, b.relationship_types, qn);
  list_differences(out, "relationship_type_implementations", a.relationship_type_implementations,
                   b.relationship_type_implementations, qn);
  list_differences(out, "requirement_types", a.requirement_types, b.requirement_types, qn);
  list_differences(out, "capability_types", a.capability_types, b.capability_types, qn);
  list_differences(out, "artifact_types", a.artifact_types, b.artifact_types, qn);
  list_differences(out, "artifact_templates", a.artifact_templates, b.artifact_templates, id);
  list_differences(out, "policy_types", a.policy_types, b.policy_types, qn);
  list_differences(out, "policy_templates", a.policy_templates, b.policy_templates, id);
  list_differences(out, "service_templates", a.service_templates, b.service_templates, id);
  for (std::size_t i = 0; i < std::min(a.service_templates.size(), b.service_templates.size());
       ++i) {
    const auto& sa = a.service_templates[i];
    const auto& sb = b.service_templates[i];
    if (sa == sb) {
      continue;
    }
    if (!(sa.boundary == sb.boundary)) {
      out << "  boundary definitions differ\n";
    }
    if (!(sa.plans == sb.plans) || sa.plans_target_namespace != sb.plans_target_namespace ||
        !(sa.plans_ext == sb.plans_ext)) {
      out << "  plans differ\n";
    }
    if (!(sa.ext == sb.ext) || !(sa.tags == sb.tags) ||
        !(sa.substitutable_node_type == sb.substitutable_node_type) || sa.name != sb.name ||
        sa.target_namespace != sb.target_namespace ||
        !(sa.topology_reference == sb.topology_reference)) {
      out << "  service template attributes, tags or ##other content differ\n";
    }
    if (sa.topology.has_value() != sb.topology.has_value()) {
      out << "  topology present " << sa.topology.has_value() << " vs " << sb.topology.has_value()
          << "\n";
    } else if (sa.topology && !(*sa.topology == *sb.topology)) {
      const auto& ta = *sa.topology;
      const auto& tb = *sb.topology;
      if (!(ta.ext == tb.ext) || ta.id != tb.id || ta.name != tb.name) {
        out << "  topology id, name or documentation differs\n";
      }
      list_differences(out, "  node_templates", ta.node_templates, tb.node_templates, id);
      list_differences(out, "  relationship_templates", ta.relationship_templates,
                       tb.relationship_templates, id);
      list_differences(out, "  group_templates", ta.group_templates, tb.group_templates, id);
    }
  }
  return out.str();
}

/// "" when `x` and `y` are equal as the round-trip tests judge it, else
/// what differs.
inline std::string compare_documents(ir::Document x, ir::Document y, tosca::xml::Canonicalizer& c)
{
  std::string problems = align_properties(x, y, c);
  if (!(x == y)) {
    problems += where_different(x, y);
    if (problems.empty()) {
      problems = "documents differ (no entity-level difference found)\n";
    }
  }
  return problems;
}

}  // namespace yaml_decode_test
