// A TOSCAlite model as model.xml text: Name before Type, then the
// implementation artifacts, deployment artifacts and properties, four
// spaces per level, as in the spec's example archive.
#include "tosca/support/xml_escape.hpp"
#include "tosca/xml/toscalite.hpp"

namespace tosca::xml {

namespace {

std::string text(std::string_view s)
{
  return escape_xml(s, false);
}

std::string attribute(std::string_view s)
{
  return escape_xml(s, true);
}

void element(std::string& out, int depth, std::string_view name, std::string_view value)
{
  out.append(static_cast<std::size_t>(depth) * 4, ' ');
  out += "<" + std::string(name) + ">" + text(value) + "</" + std::string(name) + ">\n";
}

void open(std::string& out, int depth, std::string_view name)
{
  out.append(static_cast<std::size_t>(depth) * 4, ' ');
  out += "<" + std::string(name) + ">\n";
}

void close(std::string& out, int depth, std::string_view name)
{
  out.append(static_cast<std::size_t>(depth) * 4, ' ');
  out += "</" + std::string(name) + ">\n";
}

void node(std::string& out, const ToscaliteNode& n)
{
  open(out, 2, "Node");
  element(out, 3, "Name", n.name);
  element(out, 3, "Type", n.type);
  if (!n.scripts.empty()) {
    open(out, 3, "ImplementationArtifacts");
    for (const auto& [operation, path] : n.scripts) {
      element(out, 4, operation, path);
    }
    close(out, 3, "ImplementationArtifacts");
  }
  if (!n.files.empty()) {
    open(out, 3, "DeploymentArtifacts");
    for (const auto& [key, path] : n.files) {
      out.append(16, ' ');
      out += key.empty() ? std::string("<DeploymentArtifact>")
                         : "<DeploymentArtifact key=\"" + attribute(key) + "\">";
      out += text(path) + "</DeploymentArtifact>\n";
    }
    close(out, 3, "DeploymentArtifacts");
  }
  if (!n.properties.empty()) {
    open(out, 3, "Properties");
    for (const auto& [key, value] : n.properties) {
      out += "                <Property key=\"" + attribute(key) + "\">" + text(value) +
             "</Property>\n";
    }
    close(out, 3, "Properties");
  }
  close(out, 2, "Node");
}

}  // namespace

std::string write_toscalite(const ToscaliteModel& model)
{
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Model>\n";
  open(out, 1, "Nodes");
  for (const auto& n : model.nodes) {
    node(out, n);
  }
  close(out, 1, "Nodes");
  open(out, 1, "Relationships");
  for (const auto& r : model.relationships) {
    open(out, 2, "Relationship");
    element(out, 3, "Type", r.type);
    element(out, 3, "Source", r.source);
    element(out, 3, "Target", r.target);
    if (!r.script.empty()) {
      element(out, 3, "ImplementationArtifact", r.script);
    }
    close(out, 2, "Relationship");
  }
  close(out, 1, "Relationships");
  out += "</Model>\n";
  return out;
}

}  // namespace tosca::xml
