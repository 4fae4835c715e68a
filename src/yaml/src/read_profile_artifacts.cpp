/// Simple Profile reader: what makes a YAML-born type or template runnable,
/// in the XML form Winery and OpenTOSCA read. Operation `implementation`s
/// of a node or relationship type become a NodeTypeImplementation (or
/// RelationshipTypeImplementation) with one ImplementationArtifact per
/// operation; node template `artifacts` become DeploymentArtifacts. Each
/// artifact references an ArtifactTemplate holding its files. These XML
/// entities are derived: they carry tc:derived, and the way back to YAML
/// leaves them out (each type and template keeps its YAML definition).
///
/// Covers: `implementation` as a file, as {primary, dependencies} of files
/// or artifact names, and (1.3) of artifact definitions {file, type};
/// artifact names resolved in the type's or template's `artifacts`;
/// artifacts in short (a file) and long ({type, file}) notation.

#include "read_profile_artifacts.hpp"

#include "implementation_files.hpp"
#include "tosca/yaml/names.hpp"
#include "wellknown.hpp"

#include "tosca/support/uri.hpp"

#include <set>

namespace tosca::yaml {

namespace {

ir::ForeignAttribute derived_marker()
{
  return ir::ForeignAttribute{ir::QName{std::string(k_extension_namespace), "derived", "tc"},
                              "true", {}};
}

using detail::ImplementationFile;

/// The YAML artifact type for a file without one, by its extension.
std::string type_for(const std::string& path)
{
  auto dot = path.rfind('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot + 1);
  if (ext == "sh" || ext == "bash") {
    return "tosca.artifacts.Implementation.Bash";
  }
  if (ext == "py") {
    return "tosca.artifacts.Implementation.Python";
  }
  return "tosca.artifacts.File";
}

struct Deriver
{
  ProfileContext& ctx;
  std::set<std::string>& ids;

  /// Artifact templates are only appended: those added since the last
  /// Deriver join the ids it kept.
  explicit Deriver(ProfileContext& c) : ctx(c), ids(c.artifact_ids)
  {
    const auto& all = ctx.doc.artifact_templates;
    for (; ctx.artifact_ids_seen < all.size(); ++ctx.artifact_ids_seen) {
      ids.insert(all[ctx.artifact_ids_seen].id);
    }
  }

  /// An artifact template for `files` with a unique id from `base`.
  ir::QName add_template(const std::string& base, const std::vector<ImplementationFile>& files,
                         const ir::Location& at)
  {
    std::string id = encode_ncname(base);
    for (int n = 2; ids.count(id) != 0; ++n) {
      id = encode_ncname(base) + "_" + std::to_string(n);
    }
    ids.insert(id);
    ir::ArtifactTemplate t;
    t.id = id;
    t.type = ctx.qname(files.front().type.empty() ? type_for(files.front().path)
                                                  : files.front().type);
    for (const auto& f : files) {
      ir::ArtifactReference r;
      r.reference = has_uri_scheme(f.path) ? f.path : percent_encode_path(f.path);
      t.references.push_back(std::move(r));
    }
    t.ext.location = at;
    t.ext.any_attributes.push_back(derived_marker());
    ctx.doc.artifact_templates.push_back(std::move(t));
    return ctx.qname(id);
  }
};

}  // namespace

void derive_type_implementation(ProfileContext& ctx, bool node, const std::string& yaml_name,
                                const Node& def)
{
  const Node* interfaces = def.find("interfaces");
  if (interfaces == nullptr || !interfaces->is_map()) {
    return;
  }
  const Node* artifacts = def.find("artifacts");
  Deriver d(ctx);
  std::vector<ir::ImplementationArtifact> ias;
  for (const auto& [key, body] : interfaces->entries()) {
    if (!body.is_map()) {
      continue;
    }
    const Node* ops = body.find("operations");
    const Node& holder = ops != nullptr && ops->is_map() ? *ops : body;
    for (const auto& [op, op_def] : holder.entries()) {
      if (&holder == &body && (op.scalar == "type" || op.scalar == "description" ||
                               op.scalar == "inputs" || op.scalar == "notifications" ||
                               op.scalar == "operations")) {
        continue;
      }
      // An operation's long form names its implementation; the short form
      // is the implementation.
      const Node* impl = op_def.is_map() ? op_def.find("implementation")
                         : op_def.is_scalar() ? &op_def
                                              : nullptr;
      if (impl == nullptr) {
        continue;
      }
      std::vector<ImplementationFile> files = detail::implementation_files(*impl, artifacts);
      if (files.empty()) {
        continue;
      }
      ir::ImplementationArtifact ia;
      ia.interface_name = detail::xml_interface_name(key.scalar);
      ia.operation_name = detail::xml_operation_name(key.scalar, op.scalar);
      ia.artifact_ref = d.add_template(yaml_name + "." + key.scalar + "." + op.scalar + ".IA",
                                       files, op.location);
      ia.artifact_type = ctx.doc.artifact_templates.back().type;
      ia.ext.location = op.location;
      ias.push_back(std::move(ia));
    }
  }
  if (ias.empty()) {
    return;
  }
  auto fill = [&](ir::TypeImplementation& impl) {
    impl.name = encode_ncname(yaml_name + "_Impl");
    impl.target_namespace = ctx.ns;
    impl.implemented_type = ctx.qname(yaml_name);
    impl.implementation_artifacts = std::move(ias);
    impl.ext.location = def.location;
    impl.ext.any_attributes.push_back(derived_marker());
  };
  if (node) {
    ir::NodeTypeImplementation impl;
    fill(impl);
    ctx.doc.node_type_implementations.push_back(std::move(impl));
  } else {
    ir::RelationshipTypeImplementation impl;
    fill(impl);
    ctx.doc.relationship_type_implementations.push_back(std::move(impl));
  }
}

void derive_deployment_artifacts(ProfileContext& ctx, const std::string& yaml_name,
                                 const Node& def, ir::NodeTemplate& node)
{
  const Node* artifacts = def.find("artifacts");
  if (artifacts == nullptr || !artifacts->is_map()) {
    return;
  }
  Deriver d(ctx);
  for (const auto& [key, a] : artifacts->entries()) {
    auto f = detail::artifact_file(a, nullptr);
    if (!f) {
      continue;
    }
    ir::DeploymentArtifact da;
    da.name = key.scalar;
    da.artifact_ref = d.add_template(yaml_name + "." + key.scalar + ".DA", {*f}, key.location);
    da.artifact_type = ctx.doc.artifact_templates.back().type;
    da.ext.location = key.location;
    node.deployment_artifacts.push_back(std::move(da));
  }
}

}  // namespace tosca::yaml
