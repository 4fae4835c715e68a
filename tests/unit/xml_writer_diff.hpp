#pragma once
// Where two IR documents first differ, for the XML writer's round-trip
// tests: the document field or entity (kind, index, name), and for an
// entity's extensible envelope the first differing documentation, foreign
// element (with its bindings) or foreign attribute. Used by the unit and the
// corpus tests; empty when the documents are equal.

#include "tosca/ir/document.hpp"

#include <functional>
#include <sstream>
#include <string>

namespace writer_diff {

using namespace tosca;

inline std::string bindings_text(const ir::Bindings& b)
{
  std::string out = "{";
  for (const auto& x : b) {
    out += " " + (x.prefix.empty() ? std::string("(default)") : x.prefix) + "=" + x.uri;
  }
  return out + " }";
}

inline std::string ext_difference(const ir::Extensible& a, const ir::Extensible& b)
{
  std::ostringstream s;
  if (a.documentation != b.documentation) {
    s << "documentation: " << a.documentation.size() << " vs " << b.documentation.size();
    for (std::size_t i = 0; i < std::min(a.documentation.size(), b.documentation.size()); ++i) {
      if (!(a.documentation[i] == b.documentation[i])) {
        s << "; [" << i << "] '" << a.documentation[i].content << "' vs '"
          << b.documentation[i].content << "'";
        break;
      }
    }
    return s.str();
  }
  if (a.any_elements != b.any_elements) {
    s << "extension elements: " << a.any_elements.size() << " vs " << b.any_elements.size();
    for (std::size_t i = 0; i < std::max(a.any_elements.size(), b.any_elements.size()); ++i) {
      if (i >= a.any_elements.size() || i >= b.any_elements.size()) {
        const auto& f = i < a.any_elements.size() ? a.any_elements[i] : b.any_elements[i];
        s << "; extra [" << i << "] " << f.xml.substr(0, 200);
        break;
      }
      if (!(a.any_elements[i] == b.any_elements[i])) {
        s << "; [" << i << "]\n    " << a.any_elements[i].xml.substr(0, 300) << "\n    "
          << bindings_text(a.any_elements[i].bindings) << "\n  vs\n    "
          << b.any_elements[i].xml.substr(0, 300) << "\n    "
          << bindings_text(b.any_elements[i].bindings);
        break;
      }
    }
    return s.str();
  }
  if (a.any_attributes != b.any_attributes) {
    s << "foreign attributes:";
    for (const auto& x : a.any_attributes) {
      s << " " << x.name.clark() << "=" << x.value;
    }
    s << " vs";
    for (const auto& x : b.any_attributes) {
      s << " " << x.name.clark() << "=" << x.value;
    }
    return s.str();
  }
  if (!(a == b)) {
    return "the YAML payload";
  }
  return {};
}

template <typename T> std::string entity_name(const T& t)
{
  if constexpr (requires { t.id; }) {
    return t.id;
  } else {
    return t.name;
  }
}

template <typename T>
std::string list_difference(const char* kind, const std::vector<T>& a, const std::vector<T>& b)
{
  if (a == b) {
    return {};
  }
  std::ostringstream s;
  if (a.size() != b.size()) {
    s << kind << ": " << a.size() << " vs " << b.size() << " entries";
  }
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    if (!(a[i] == b[i])) {
      s << (a.size() != b.size() ? "; first different: " : "") << kind << "[" << i << "] '"
        << entity_name(a[i]) << "'";
      if constexpr (requires { a[i].ext; }) {
        if (auto e = ext_difference(a[i].ext, b[i].ext); !e.empty()) {
          s << " (its own " << e << ")";
        }
      }
      break;
    }
  }
  return s.str();
}

/// The first non-empty answer of `checks`, in order.
inline std::string first_of(const std::vector<std::function<std::string()>>& checks)
{
  for (const auto& check : checks) {
    if (std::string d = check(); !d.empty()) {
      return d;
    }
  }
  return {};
}

inline std::string when(bool differs, const std::string& what)
{
  return differs ? what : std::string();
}

/// The first difference between `a` and `b`, or "" when they are equal.
inline std::string first_difference(const ir::Document& a, const ir::Document& b)
{
  if (a == b) {
    return {};
  }
  std::string d = first_of({
      [&] { return when(a.dialect != b.dialect, "dialect"); },
      [&] { return when(a.id != b.id, "id: '" + a.id + "' vs '" + b.id + "'"); },
      [&] { return when(a.name != b.name, "name"); },
      [&] { return when(a.target_namespace != b.target_namespace, "targetNamespace"); },
      [&] {
        std::string e = ext_difference(a.ext, b.ext);
        return e.empty() ? e : "document " + e;
      },
      [&] {
        return when(!(a.extensions == b.extensions) || !(a.extensions_ext == b.extensions_ext),
                    "Extensions");
      },
      [&] { return when(!(a.imports == b.imports), "imports"); },
      [&] {
        for (std::size_t i = 0; i < std::min(a.types.size(), b.types.size()); ++i) {
          if (!(a.types[i] == b.types[i])) {
            return "types[" + std::to_string(i) + "] bindings " +
                   bindings_text(a.types[i].bindings) + " vs " + bindings_text(b.types[i].bindings);
          }
        }
        return when(a.types.size() != b.types.size(), "types: count");
      },
      [&] { return when(!(a.types_ext == b.types_ext), "Types element"); },
      [&] {
        return list_difference("service_templates", a.service_templates, b.service_templates);
      },
      [&] { return list_difference("node_types", a.node_types, b.node_types); },
      [&] {
        return list_difference("node_type_implementations", a.node_type_implementations,
                               b.node_type_implementations);
      },
      [&] {
        return list_difference("relationship_types", a.relationship_types, b.relationship_types);
      },
      [&] {
        return list_difference("relationship_type_implementations",
                               a.relationship_type_implementations,
                               b.relationship_type_implementations);
      },
      [&] {
        return list_difference("requirement_types", a.requirement_types, b.requirement_types);
      },
      [&] { return list_difference("capability_types", a.capability_types, b.capability_types); },
      [&] { return list_difference("artifact_types", a.artifact_types, b.artifact_types); },
      [&] {
        return list_difference("artifact_templates", a.artifact_templates, b.artifact_templates);
      },
      [&] { return list_difference("policy_types", a.policy_types, b.policy_types); },
      [&] { return list_difference("policy_templates", a.policy_templates, b.policy_templates); },
  });
  return d.empty() ? "draft type wrappers (NodeTypes/RelationshipTypes)" : d;
}

/// Finer detail for a service template: which part differs.
inline std::string service_template_difference(const ir::ServiceTemplate& a,
                                               const ir::ServiceTemplate& b)
{
  if (a.topology != b.topology) {
    if (!a.topology || !b.topology) {
      return "topology presence";
    }
    const auto& x = *a.topology;
    const auto& y = *b.topology;
    std::string d = first_of({
        [&] { return list_difference("node_templates", x.node_templates, y.node_templates); },
        [&] {
          return list_difference("relationship_templates", x.relationship_templates,
                                 y.relationship_templates);
        },
        [&] { return list_difference("group_templates", x.group_templates, y.group_templates); },
    });
    return d.empty() ? "topology " + ext_difference(x.ext, y.ext) : d;
  }
  if (a.boundary != b.boundary) {
    return "boundary definitions";
  }
  if (a.plans != b.plans) {
    return list_difference("plans", a.plans, b.plans);
  }
  return "service template header or extensions";
}

inline std::string describe(const ir::Document& a, const ir::Document& b)
{
  std::string d = first_difference(a, b);
  if (d.rfind("service_templates[", 0) == 0) {
    for (std::size_t i = 0; i < std::min(a.service_templates.size(), b.service_templates.size());
         ++i) {
      if (!(a.service_templates[i] == b.service_templates[i])) {
        d += ": " + service_template_difference(a.service_templates[i], b.service_templates[i]);
        break;
      }
    }
  }
  return d;
}

}  // namespace writer_diff
