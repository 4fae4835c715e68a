// XML-born documents: rules about one document as a whole that the schema
// cannot express.
//
// [x] two Import declarations with the same namespace, location and
//     importType (seed 001 §3: each needs a different location)
//     (IMPORT_DUPLICATE)
// [x] an imported TOSCA document whose targetNamespace is not the one the
//     Import declares, or that has one when the Import declares none
//     (IMPORT_NAMESPACE; only for imports that were loaded)
// [x] one kind + QName defined twice in the document (DUPLICATE_DEFINITION)
// [x] a name given twice where it identifies: requirement and capability
//     definitions, interfaces, operations, Winery property keys, deployment
//     artifacts of one owner (DUPLICATE_NAME)
// [x] PropertiesDefinition with both or neither of element and type
//     (PROPERTIES_DEFINITION)
// [x] lowerBound <= upperBound of requirement and capability definitions
//     (BOUNDS_ORDER)
// [x] draft REST bindings name abs_path or absoluteURI (REST_ADDRESS)
#include "checks.hpp"

#include "tosca/support/lexical_path.hpp"

#include <span>
#include <filesystem>
#include <set>

namespace tosca::check::detail {

namespace {

using K = ir::EntityKind;

constexpr std::string_view k_tosca_import = "http://docs.oasis-open.org/tosca/ns/2011/12";

struct DocumentRules
{
  const Context& cx;
  const ir::Document& doc;

  /// Reports the second and later occurrences of a name in `items`:
  /// "<what> '<name>' of <owner> is given twice".
  template <class List, class Name, class Where>
  void unique(const List& items, Name&& name, Where&& where, const std::string& what,
              const std::string& owner)
  {
    std::unordered_map<std::string, ir::Location> seen;
    for (const auto& item : items) {
      const std::string n = name(item);
      if (n.empty()) {
        continue;
      }
      auto [it, fresh] = seen.emplace(n, where(item));
      if (!fresh) {
        cx.error(doc, where(item), "DUPLICATE_NAME",
                 what + " '" + n + "' of " + owner + " is given twice; the first is at line " +
                     std::to_string(it->second.line));
      }
    }
  }

  void imports()
  {
    std::unordered_map<std::string, const ir::Import*> seen;
    for (const auto& im : doc.imports) {
      const std::string key =
          im.ns.value_or("") + '\x1f' + im.location.value_or("") + '\x1f' + im.import_type;
      auto [it, fresh] = seen.emplace(key, &im);
      if (!fresh) {
        cx.error(doc, im.ext.location, "IMPORT_DUPLICATE",
                 "this Import repeats the one at line " +
                     std::to_string(it->second->ext.location.line) +
                     " (same namespace, location and importType); imports of one namespace "
                     "and importType need different locations");
        continue;
      }
      imported_namespace(im);
    }
  }

  void imported_namespace(const ir::Import& im)
  {
    if (im.import_type != k_tosca_import || !im.location || im.location->empty() ||
        im.location->find("://") != std::string::npos) {
      return;
    }
    namespace fs = std::filesystem;
    const ir::Document* imported =
        cx.document_at(lexical_join(fs::path(doc.path).parent_path().native(), *im.location));
    if (!imported || imported->yaml_born()) {
      return;
    }
    if (im.ns && *im.ns != imported->target_namespace) {
      cx.error(doc, im.ext.location, "IMPORT_NAMESPACE",
               "the Import declares namespace '" + *im.ns + "', but '" + *im.location +
                   "' has targetNamespace '" + imported->target_namespace + "'");
    } else if (!im.ns && !imported->target_namespace.empty()) {
      cx.error(doc, im.ext.location, "IMPORT_NAMESPACE",
               "the Import declares no namespace, so '" + *im.location +
                   "' must have no targetNamespace, but it has '" + imported->target_namespace +
                   "'");
    }
  }

  void duplicate_definitions()
  {
    std::set<std::pair<int, std::string>> seen;
    auto check = [&](K kind, const ir::QName& name, const ir::Location& at) {
      if (name.local.empty() || seen.emplace(static_cast<int>(kind), name.clark()).second) {
        return;
      }
      cx.error(doc, at, "DUPLICATE_DEFINITION",
               std::string(ir::to_string(kind)) + " '" + show(name) +
                   "' is defined twice in this document");
    };
    auto all = [&](K kind, const auto& list) {
      for (const auto& t : list) {
        check(kind, t.qname(), t.ext.location);
      }
    };
    all(K::node_type, doc.node_types);
    all(K::relationship_type, doc.relationship_types);
    all(K::requirement_type, doc.requirement_types);
    all(K::capability_type, doc.capability_types);
    all(K::artifact_type, doc.artifact_types);
    all(K::policy_type, doc.policy_types);
    all(K::node_type_implementation, doc.node_type_implementations);
    all(K::relationship_type_implementation, doc.relationship_type_implementations);
  }

  template <class T> void properties_definition(const T& t, const char* element)
  {
    if (!t.properties_definition) {
      return;
    }
    const auto& d = *t.properties_definition;
    if (d.element.has_value() == d.type.has_value()) {
      cx.error(doc, d.ext.location.known() ? d.ext.location : t.ext.location,
               "PROPERTIES_DEFINITION",
               std::string("the PropertiesDefinition of ") + element + " '" + t.name + "' " +
                   (d.element ? "names both an element and a type"
                              : "names neither an element nor a type") +
                   "; it must name exactly one");
    }
    if (t.winery_properties) {
      unique(
          t.winery_properties->properties, [](const auto& p) { return p.key; },
          [](const auto& p) { return p.location; }, "Winery property",
          std::string(element) + " '" + t.name + "'");
    }
  }

  template <class T> void type_base(const std::vector<T>& list, const char* element)
  {
    for (const auto& t : list) {
      properties_definition(t, element);
    }
  }

  void interfaces(const std::vector<ir::Interface>& list, const std::string& owner)
  {
    unique(
        list, [](const auto& i) { return i.name; }, [](const auto& i) { return i.ext.location; },
        "interface", owner);
    for (const auto& i : list) {
      unique(
          i.operations, [](const auto& o) { return o.name; },
          [](const auto& o) { return o.ext.location; }, "operation",
          "interface '" + i.name + "' of " + owner);
      for (const auto& o : i.operations) {
        if (o.rest && !o.rest->abs_path && !o.rest->absolute_uri) {
          cx.error(doc, o.ext.location, "REST_ADDRESS",
                   "the REST binding of operation '" + o.name + "' of " + owner +
                       " names neither abs_path nor absoluteURI; one of them must be given");
        }
      }
    }
  }

  void bounds(std::optional<std::int64_t> lower, const std::optional<ir::Bound>& upper,
              const ir::Location& at, const std::string& what)
  {
    const std::int64_t lo = lower.value_or(1);
    if (upper && upper->unbounded()) {
      return;
    }
    const std::int64_t hi = upper ? *upper->value : 1;
    if (lo > hi) {
      cx.error(doc, at, "BOUNDS_ORDER",
               what + ": lowerBound " + std::to_string(lo) + (lower ? "" : " (the default)") +
                   " is greater than upperBound " + std::to_string(hi) +
                   (upper ? "" : " (the default)"));
    }
  }

  void node_type(const ir::NodeType& t)
  {
    const std::string owner = "NodeType '" + t.name + "'";
    unique(
        t.requirement_definitions, [](const auto& r) { return r.name; },
        [](const auto& r) { return r.ext.location; }, "requirement definition", owner);
    unique(
        t.capability_definitions, [](const auto& c) { return c.name; },
        [](const auto& c) { return c.ext.location; }, "capability definition", owner);
    for (const auto& r : t.requirement_definitions) {
      bounds(r.lower_bound, r.upper_bound, r.ext.location,
             "requirement definition '" + r.name + "' of " + owner);
    }
    for (const auto& c : t.capability_definitions) {
      bounds(c.lower_bound, c.upper_bound, c.ext.location,
             "capability definition '" + c.name + "' of " + owner);
    }
    interfaces(t.interfaces, owner);
    deployment_artifacts(t.deployment_artifacts, owner);
  }

  void deployment_artifacts(std::span<const ir::DeploymentArtifact> list,
                            const std::string& owner)
  {
    unique(
        list, [](const auto& a) { return a.name; }, [](const auto& a) { return a.ext.location; },
        "deployment artifact", owner);
  }

  void run()
  {
    imports();
    duplicate_definitions();
    type_base(doc.node_types, "NodeType");
    type_base(doc.relationship_types, "RelationshipType");
    type_base(doc.requirement_types, "RequirementType");
    type_base(doc.capability_types, "CapabilityType");
    type_base(doc.artifact_types, "ArtifactType");
    type_base(doc.policy_types, "PolicyType");
    for (const auto& t : doc.node_types) {
      node_type(t);
    }
    for (const auto& t : doc.relationship_types) {
      const std::string owner = "RelationshipType '" + t.name + "'";
      interfaces(t.source_interfaces, owner + " (source)");
      interfaces(t.target_interfaces, owner + " (target)");
    }
    for (const auto& i : doc.node_type_implementations) {
      deployment_artifacts(i.deployment_artifacts, "NodeTypeImplementation '" + i.name + "'");
    }
    for (const auto& st : doc.service_templates) {
      if (!st.topology) {
        continue;
      }
      for (const auto& n : st.topology->node_templates) {
        deployment_artifacts(n.deployment_artifacts, "node template '" + n.id + "'");
      }
    }
  }
};

} // namespace

void check_xml_document(const Context& cx, const ir::Document& doc)
{
  DocumentRules{cx, doc}.run();
}

} // namespace tosca::check::detail
