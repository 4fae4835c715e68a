// TOSCAlite (seed 004): a model.xml with `machine` and `service` nodes and
// `hostedOn`/`connectsTo` relationships, read as the TOSCA 1.0 Definitions
// it stands for. The model is checked against the TOSCAlite rules
// (toscalite_model.cpp), written
// as TOSCA XML and read by the ordinary reader, so everything downstream
// (the YAML writer, validate, diff) sees an ordinary XML-born document.
//
// What a model becomes (namespace k_lite_ns):
// - NodeType `machine` (Winery key/value properties ip, username,
//   password) and the abstract NodeType `service` with the OASIS lifecycle
//   interface: install (TOSCAlite Create), start, stop;
// - per service node, a NodeType named after the node that derives from
//   `service` and declares its property keys, with a NodeTypeImplementation
//   whose implementation artifacts are its scripts;
// - RelationshipTypes `hostedOn` and `connectsTo`; a connectsTo with a
//   script gets its own RelationshipType deriving from connectsTo, whose
//   implementation runs the script as the OASIS configure interface's
//   preConfigureSource (after the source is created, TOSCAlite's moment);
// - ArtifactTypes `ScriptArtifact` and `FileArtifact`, and one
//   ArtifactTemplate per script and deployment artifact. Paths follow the
//   spec: relative to the node's folder (`/<node>/<path>`), or from the
//   archive root when they start with `/`.
#include "read_toscalite.hpp"
#include "toscalite_model.hpp"

#include "tosca/support/uri.hpp"
#include "tosca/support/xml_escape.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace tosca::xml::detail {

namespace {

constexpr std::string_view k_lifecycle =
    "http://docs.oasis-open.org/tosca/ns/2011/12/interfaces/lifecycle";
constexpr std::string_view k_configure =
    "http://docs.oasis-open.org/tosca/ns/2011/12/interfaces/relationship/configure";

/// A TOSCAlite path as a reference from the archive root.
std::string archive_path(const std::string& node, const std::string& path)
{
  const std::string p = path.rfind('/', 0) == 0 ? path.substr(1) : node + "/" + path;
  return percent_encode_path(p);
}

std::string esc(std::string_view s)
{
  return escape_xml(s, true);
}

class Writer
{
public:
  std::string out;

  void line(const std::string& s) { out += s + "\n"; }

  void properties_definition(const std::string& element,
                             const std::vector<std::string>& keys, bool required = false)
  {
    if (keys.empty()) {
      return;
    }
    line("    <winery:PropertiesDefinition elementname=\"" + esc(element) +
         "\" namespace=\"" + std::string(k_toscalite_ns) + "/properties\">");
    for (const auto& k : keys) {
      line("      <winery:properties><winery:key>" + esc(k) +
           "</winery:key><winery:type>xsd:string</winery:type>" +
           (required ? "<winery:required>true</winery:required>" : "") + "</winery:properties>");
    }
    line("    </winery:PropertiesDefinition>");
  }

  void artifact_template(const std::string& id, const std::string& type, const std::string& ref)
  {
    line("  <ArtifactTemplate id=\"" + esc(id) + "\" type=\"lite:" + type + "\">");
    line("    <ArtifactReferences><ArtifactReference reference=\"" + esc(ref) +
         "\"/></ArtifactReferences>");
    line("  </ArtifactTemplate>");
  }
};

std::string operation_of(const std::string& lite)
{
  return lite == "Create" ? "install" : lite == "Start" ? "start" : "stop";
}

/// An NCName (for ids and type names) from a node name, which the rules
/// keep to a-z, 0-9, '-' and '_' but may start with a digit or '-'.
std::string xml_id(const std::string& name)
{
  return !name.empty() && (std::isdigit(static_cast<unsigned char>(name[0])) != 0 || name[0] == '-')
             ? "_" + name
             : name;
}

/// A deployment artifact's key as part of an id: anything but letters,
/// digits, '-', '_' and '.' becomes '_'.
std::string id_part(std::string key)
{
  for (char& c : key) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '-' && c != '_' && c != '.') {
      c = '_';
    }
  }
  return key.empty() ? "file" : key;
}

/// A type name for a service node that cannot clash with the base types.
std::string type_name(const std::string& node)
{
  const std::string id = xml_id(node);
  return id == "machine" || id == "service" || id == "hostedOn" || id == "connectsTo"
             ? id + "_node"
             : id;
}

/// The ids of what the rendering generates per node and relationship.
struct Ids
{
  std::vector<std::vector<std::string>> scripts; ///< ArtifactTemplate ids, per node, per script
  std::vector<std::vector<std::string>> files;   ///< ... per deployment artifact
  std::vector<std::string> relationship_types;   ///< own RelationshipType of a scripted connectsTo
  std::vector<std::string> relationship_scripts; ///< its script's ArtifactTemplate
};

/// Gives every generated artifact template and relationship type an id of
/// its own (a model may repeat a key or relate two nodes twice).
Ids assign_ids(const LiteModel& lite)
{
  Ids ids;
  std::set<std::string> taken;
  auto unique = [&](const std::string& base) {
    std::string id = base;
    for (int n = 2; !taken.insert(id).second; ++n) {
      id = base + "_" + std::to_string(n);
    }
    return id;
  };
  for (const auto& n : lite.nodes) {
    auto& scripts = ids.scripts.emplace_back();
    for (const auto& s : n.scripts) {
      scripts.push_back(unique(xml_id(n.name) + "_" + operation_of(s.first)));
    }
    auto& files = ids.files.emplace_back();
    for (const auto& f : n.files) {
      files.push_back(unique(xml_id(n.name) + "_" + id_part(f.first)));
    }
  }
  for (const auto& r : lite.relationships) {
    std::string type;
    std::string script;
    if (!r.script.empty()) {
      type = unique(xml_id(r.source) + "_connectsTo_" + r.target);
      script = unique(type + "_script");
    }
    ids.relationship_types.push_back(type);
    ids.relationship_scripts.push_back(script);
  }
  return ids;
}

}  // namespace

std::string toscalite_definitions(const Tree& tree, const std::string& path, DiagnosticSink& sink,
                                  std::map<std::string, ir::Location>& locations)
{
  const LiteModel lite = read_toscalite_model(tree, path, sink);
  const Ids ids = assign_ids(lite);
  Writer w;
  w.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
  w.line("<Definitions xmlns=\"http://docs.oasis-open.org/tosca/ns/2011/12\"");
  w.line("    xmlns:winery=\"http://www.opentosca.org/winery/extensions/tosca/2013/02/12\"");
  w.line("    xmlns:lite=\"" + std::string(k_toscalite_ns) + "\"");
  w.line("    id=\"toscalite\" name=\"TOSCAlite model\" targetNamespace=\"" +
         std::string(k_toscalite_ns) + "\">");
  w.line("  <NodeType name=\"machine\">");
  w.line("    <documentation>A Linux machine reached over SSH with a user name and password "
         "(TOSCAlite)</documentation>");
  w.properties_definition("machine", {"ip", "username", "password"}, true);
  w.line("  </NodeType>");
  w.line("  <NodeType name=\"service\" abstract=\"yes\">");
  w.line("    <documentation>Software installed by shell scripts (TOSCAlite)</documentation>");
  w.line("    <Interfaces><Interface name=\"" + std::string(k_lifecycle) + "\">");
  w.line("      <Operation name=\"install\"/><Operation name=\"start\"/><Operation name=\"stop\"/>");
  w.line("    </Interface></Interfaces>");
  w.line("  </NodeType>");
  for (std::size_t i = 0; i < lite.nodes.size(); ++i) {
    const LiteNode& n = lite.nodes[i];
    if (n.type != "service") {
      continue;
    }
    w.line("  <NodeType name=\"" + esc(type_name(n.name)) + "\">");
    w.line("    <DerivedFrom typeRef=\"lite:service\"/>");
    std::vector<std::string> keys;
    for (const auto& p : n.properties) {
      keys.push_back(p.first);
    }
    w.properties_definition(xml_id(n.name), keys);
    w.line("  </NodeType>");
  }
  w.line("  <RelationshipType name=\"hostedOn\"/>");
  w.line("  <RelationshipType name=\"connectsTo\"/>");
  for (std::size_t j = 0; j < lite.relationships.size(); ++j) {
    const LiteRelationship& r = lite.relationships[j];
    if (!r.script.empty()) {
      w.line("  <RelationshipType name=\"" + esc(ids.relationship_types[j]) + "\">");
      w.line("    <DerivedFrom typeRef=\"lite:connectsTo\"/>");
      w.line("    <SourceInterfaces><Interface name=\"" + std::string(k_configure) +
             "\"><Operation name=\"preConfigureSource\"/></Interface></SourceInterfaces>");
      w.line("  </RelationshipType>");
    }
  }
  w.line("  <ArtifactType name=\"ScriptArtifact\"/>");
  w.line("  <ArtifactType name=\"FileArtifact\"/>");
  for (std::size_t i = 0; i < lite.nodes.size(); ++i) {
    const LiteNode& n = lite.nodes[i];
    if (n.scripts.empty()) {
      continue;
    }
    const std::string type = type_name(n.name);
    w.line("  <NodeTypeImplementation name=\"" + esc(type + "_impl") + "\" nodeType=\"lite:" +
           esc(type) + "\">");
    w.line("    <ImplementationArtifacts>");
    for (std::size_t k = 0; k < n.scripts.size(); ++k) {
      w.line("      <ImplementationArtifact interfaceName=\"" + std::string(k_lifecycle) +
             "\" operationName=\"" + operation_of(n.scripts[k].first) +
             "\" artifactType=\"lite:ScriptArtifact\" artifactRef=\"lite:" +
             esc(ids.scripts[i][k]) + "\"/>");
    }
    w.line("    </ImplementationArtifacts>");
    w.line("  </NodeTypeImplementation>");
  }
  for (std::size_t j = 0; j < lite.relationships.size(); ++j) {
    const LiteRelationship& r = lite.relationships[j];
    if (r.script.empty()) {
      continue;
    }
    const std::string& type = ids.relationship_types[j];
    w.line("  <RelationshipTypeImplementation name=\"" + esc(type + "_impl") +
           "\" relationshipType=\"lite:" + esc(type) + "\">");
    w.line("    <ImplementationArtifacts><ImplementationArtifact interfaceName=\"" +
           std::string(k_configure) +
           "\" operationName=\"preConfigureSource\" artifactType=\"lite:ScriptArtifact\" "
           "artifactRef=\"lite:" + esc(ids.relationship_scripts[j]) + "\"/></ImplementationArtifacts>");
    w.line("  </RelationshipTypeImplementation>");
  }
  for (std::size_t i = 0; i < lite.nodes.size(); ++i) {
    const LiteNode& n = lite.nodes[i];
    for (std::size_t k = 0; k < n.scripts.size(); ++k) {
      w.artifact_template(ids.scripts[i][k], "ScriptArtifact", archive_path(n.name, n.scripts[k].second));
    }
    for (std::size_t k = 0; k < n.files.size(); ++k) {
      w.artifact_template(ids.files[i][k], "FileArtifact", archive_path(n.name, n.files[k].second));
    }
  }
  for (std::size_t j = 0; j < lite.relationships.size(); ++j) {
    const LiteRelationship& r = lite.relationships[j];
    if (!r.script.empty()) {
      // Relative relationship scripts lie in the archive's `relationships` folder.
      w.artifact_template(ids.relationship_scripts[j], "ScriptArtifact", archive_path("relationships", r.script));
    }
  }
  w.line("  <ServiceTemplate id=\"toscalite-model\" name=\"TOSCAlite model\">");
  w.line("    <TopologyTemplate>");
  for (std::size_t i = 0; i < lite.nodes.size(); ++i) {
    const LiteNode& n = lite.nodes[i];
    locations[xml_id(n.name)] = n.at;
    const std::string type = n.type == "machine" ? "machine" : type_name(n.name);
    // The properties element is the one the node's type declares.
    const std::string element = n.type == "machine" ? "machine" : xml_id(n.name);
    w.line("      <NodeTemplate id=\"" + esc(xml_id(n.name)) + "\" name=\"" + esc(n.name) +
           "\" type=\"lite:" + esc(type) + "\">");
    if (!n.properties.empty()) {
      w.line("        <Properties><p:" + esc(element) + " xmlns:p=\"" + std::string(k_toscalite_ns) +
             "/properties\">");
      for (const auto& p : n.properties) {
        w.line("          <p:" + esc(p.first) + ">" + escape_xml(p.second, false) + "</p:" +
               esc(p.first) + ">");
      }
      w.line("        </p:" + esc(element) + "></Properties>");
    }
    if (!n.files.empty()) {
      w.line("        <DeploymentArtifacts>");
      for (std::size_t k = 0; k < n.files.size(); ++k) {
        const std::string& key = n.files[k].first;
        w.line("          <DeploymentArtifact name=\"" + esc(key.empty() ? "file" : key) +
               "\" artifactType=\"lite:FileArtifact\" artifactRef=\"lite:" + esc(ids.files[i][k]) +
               "\"/>");
      }
      w.line("        </DeploymentArtifacts>");
    }
    w.line("      </NodeTemplate>");
  }
  std::set<std::string> template_ids;
  for (std::size_t j = 0; j < lite.relationships.size(); ++j) {
    const LiteRelationship& r = lite.relationships[j];
    const std::string base = xml_id(r.source) + "_" + r.type + "_" + r.target;
    std::string id = base;
    for (int n = 2; !template_ids.insert(id).second; ++n) {
      id = base + "_" + std::to_string(n);
    }
    locations[id] = r.at;
    const std::string type = r.script.empty() ? r.type : ids.relationship_types[j];
    w.line("      <RelationshipTemplate id=\"" + esc(id) + "\" type=\"lite:" + esc(type) + "\">");
    w.line("        <SourceElement ref=\"" + esc(xml_id(r.source)) + "\"/><TargetElement ref=\"" +
           esc(xml_id(r.target)) + "\"/>");
    w.line("      </RelationshipTemplate>");
  }
  w.line("    </TopologyTemplate>");
  w.line("  </ServiceTemplate>");
  w.line("</Definitions>");
  return w.out;
}

void place_in_model(ir::Document& doc, const std::map<std::string, ir::Location>& locations,
                    ir::Location root)
{
  // The location of the node whose name is the longest prefix of `name`.
  auto node_at = [&](const std::string& name) {
    ir::Location best = root;
    std::size_t longest = 0;
    for (const auto& [id, at] : locations) {
      if (id.size() > longest && name.rfind(id, 0) == 0) {
        best = at;
        longest = id.size();
      }
    }
    return best;
  };
  auto place = [&](auto& entities, auto key) {
    for (auto& e : entities) {
      e.ext.location = node_at(key(e));
    }
  };
  auto by_name = [](const auto& e) { return e.name; };
  doc.ext.location = root;
  place(doc.node_types, by_name);
  place(doc.relationship_types, by_name);
  place(doc.artifact_types, [](const auto&) { return std::string(); });
  place(doc.node_type_implementations, by_name);
  place(doc.relationship_type_implementations, by_name);
  place(doc.artifact_templates, [](const auto& e) { return e.id; });
  for (auto& st : doc.service_templates) {
    st.ext.location = root;
    if (!st.topology) {
      continue;
    }
    place(st.topology->node_templates, [](const auto& e) { return e.id; });
    for (auto& r : st.topology->relationship_templates) {
      r.ext.location = r.source_location = r.target_location = node_at(r.id);
    }
  }
}

}  // namespace tosca::xml::detail