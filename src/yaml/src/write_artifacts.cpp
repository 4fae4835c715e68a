// YAML writer: a node template's deployment artifacts as its standard
// `artifacts`, one per file of the artifact template.
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <set>

namespace tosca::yaml::detail {

namespace {

/// Where an archive is to be extracted: the interoperability
/// recommendations' ArchiveArtifactContextProperties (seed 002 §2.3.3)
/// inside the deployment artifact.
std::optional<std::string> deploy_path(const ir::DeploymentArtifact& da)
{
  for (const auto& e : da.ext.any_elements) {
    auto at = e.xml.find("ContentDeploymentLocation");
    if (at == std::string::npos) {
      continue;
    }
    auto end = e.xml.find('>', at);
    auto p = e.xml.find("path=", at);
    if (p == std::string::npos || p > end || p + 6 > e.xml.size()) {
      continue;
    }
    char quote = e.xml[p + 5];
    auto close = e.xml.find(quote, p + 6);
    if (close != std::string::npos && close < end) {
      return e.xml.substr(p + 6, close - p - 6);
    }
  }
  return std::nullopt;
}

}  // namespace

Value node_artifacts(WriterState& st, const ir::NodeTemplate& n, Value& residue)
{
  Value out = Value::map();
  Value residues = Value::list();
  std::set<std::string> taken;
  for (const auto& da : n.deployment_artifacts) {
    taken.insert(da.name);
  }
  for (const auto& da : n.deployment_artifacts) {
    const TemplateFiles* tf = da.artifact_ref && !da.content && !da.type_uri
                                  ? &st.files_of(*da.artifact_ref)
                                  : nullptr;
    if (tf == nullptr || tf->paths.empty() || da.artifact_type.empty() ||
        out.find(da.name) != nullptr) {
      if (tf != nullptr && tf->paths.empty() && st.index.artifact_template(*da.artifact_ref)) {
        st.warn(da.ext.location, "NOT_REPRESENTABLE",
                "deployment artifact '" + da.name + "' of '" + n.id + "': artifact template '" +
                    da.artifact_ref->clark() +
                    "' names no file, so it has no YAML artifact; kept in the extension block");
      }
      Value r = deployment_artifact(da);
      r.add("xml_only", Value::of(true));
      residues.push(std::move(r));
      continue;
    }
    Value r = Value::map();
    r.add("name", Value::of(da.name));
    r.add("artifact_ref", qname(*da.artifact_ref));
    Value extra = Value::list();
    const std::string type = st.name_of(EntityKind::artifact_type, da.artifact_type);
    for (std::size_t i = 0; i < tf->paths.size(); ++i) {
      std::string name = da.name;
      if (i > 0) {
        for (int k = static_cast<int>(i) + 1; taken.count(name) != 0; ++k) {
          name = da.name + "_" + std::to_string(k);
        }
        taken.insert(name);
        extra.push(Value::of(name));
      }
      Value a = Value::map();
      a.add("type", Value::of(type));
      a.add("file", Value::of(tf->paths[i]));
      if (i == 0 && !da.ext.documentation.empty()) {
        a.add("description", Value::of(da.ext.documentation.front().content));
      }
      if (auto path = deploy_path(da)) {
        a.add("deploy_path", Value::of(*path));
      }
      out.add(name, std::move(a));
    }
    r.add_if("files", std::move(extra));
    add_extensible(r, da.ext, true);
    residues.push(std::move(r));
  }
  residue.add_if("deployment_artifacts", std::move(residues));
  return out;
}

}  // namespace tosca::yaml::detail
