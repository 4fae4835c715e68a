// Unit tests for the semantic checks (tosca/check/semantic.hpp): each rule
// fires on a document that breaks it, at the right place and with its
// code, and stays quiet on the same document without the fault.
#include <boost/test/unit_test.hpp>

#include "tosca/check/semantic.hpp"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace tosca;
namespace fs = std::filesystem;

namespace {

/// A scratch directory with named files, removed afterwards.
struct Files
{
  fs::path dir;

  Files()
  {
    static int n = 0;
    dir = fs::temp_directory_path() /
          ("tosca-check-test-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
    fs::create_directories(dir);
  }
  ~Files()
  {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string add(const std::string& name, const std::string& text)
  {
    fs::path p = dir / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
};

struct Result
{
  std::vector<Diagnostic> diagnostics;

  /// "line:CODE" of every diagnostic, in report order.
  std::vector<std::string> codes() const
  {
    std::vector<std::string> out;
    for (const auto& d : diagnostics) {
      out.push_back(std::to_string(d.line) + ":" + d.code);
    }
    return out;
  }
  const Diagnostic* find(const std::string& code) const
  {
    for (const auto& d : diagnostics) {
      if (d.code == code) {
        return &d;
      }
    }
    return nullptr;
  }
  std::string message(const std::string& code) const
  {
    const Diagnostic* d = find(code);
    return d ? d->message : "(no " + code + ")";
  }
};

Result run_checks(const std::vector<std::string>& inputs,
                  const std::vector<std::string>& search = {},
                  check::Profile profile = check::Profile::strict)
{
  convert::LoadOptions options;
  options.syntax = convert::Syntax::any;
  options.search_dirs = search;
  DiagnosticSink load_sink;
  convert::Workspace ws = convert::load(inputs, options, load_sink);
  DiagnosticSink sink;
  check::check_semantics(ws, check::Options{profile}, sink);
  return Result{sink.diagnostics()};
}

Result check_one(const std::string& text, const std::string& name = "in.xml",
                 check::Profile profile = check::Profile::strict)
{
  Files f;
  return run_checks({f.add(name, text)}, {}, profile);
}

const std::string head = R"(<?xml version="1.0"?>
<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:t="urn:t"
             id="d" targetNamespace="urn:t">
)";
const std::string tail = "</Definitions>\n";

bool contains(const std::string& s, const std::string& part)
{
  return s.find(part) != std::string::npos;
}

} // namespace

BOOST_AUTO_TEST_CASE(a_consistent_document_is_quiet)
{
  Result r = check_one(head + R"(  <NodeType name="Server"/>
  <NodeType name="Web">
    <DerivedFrom typeRef="t:Server"/>
  </NodeType>
  <RelationshipType name="HostedOn"/>
  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:Web" minInstances="0" maxInstances="unbounded"/>
      <NodeTemplate id="b" type="t:Server" minInstances="2" maxInstances="3"/>
      <RelationshipTemplate id="r" type="t:HostedOn">
        <SourceElement ref="a"/>
        <TargetElement ref="b"/>
      </RelationshipTemplate>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(r.codes().empty());
}

BOOST_AUTO_TEST_CASE(unknown_references_suggest_and_name_the_kind)
{
  Result r = check_one(head + R"(  <NodeType name="Server"/>
  <CapabilityType name="Endpoint"/>
  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:Servr"/>
      <NodeTemplate id="b" type="t:Endpoint"/>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(r.codes() == (std::vector<std::string>{"8:REF_UNKNOWN", "9:REF_KIND"}),
             boost::test_tools::per_element());
  BOOST_TEST(contains(r.message("REF_UNKNOWN"), "did you mean '{urn:t}Server'?"));
  BOOST_TEST(contains(r.message("REF_KIND"), "is a CapabilityType, not a NodeType"));
}

BOOST_AUTO_TEST_CASE(references_resolve_through_the_search_path)
{
  Files f;
  const std::string input = f.add("in/st.xml", head + R"(  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:Server"/>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(run_checks({input}).codes() == std::vector<std::string>{"6:REF_UNKNOWN"},
             boost::test_tools::per_element());
  f.add("lib/types.xml", head + "  <NodeType name=\"Server\"/>\n" + tail);
  BOOST_TEST(run_checks({input}, {(f.dir / "lib").string()}).codes().empty());
}

BOOST_AUTO_TEST_CASE(a_derivation_cycle_is_reported_once)
{
  Files f;
  const std::string a = f.add("a.xml", head + R"(  <NodeType name="A">
    <DerivedFrom typeRef="t:B"/>
  </NodeType>
)" + tail);
  const std::string b = f.add("b.xml", head + R"(  <NodeType name="B">
    <DerivedFrom typeRef="t:C"/>
  </NodeType>
  <NodeType name="C">
    <DerivedFrom typeRef="t:A"/>
  </NodeType>
)" + tail);
  Result r = run_checks({a, b});
  BOOST_TEST(r.codes() == std::vector<std::string>{"4:DERIVATION_CYCLE"},
             boost::test_tools::per_element());
  BOOST_TEST(r.diagnostics.front().file == a);
  BOOST_TEST(contains(r.message("DERIVATION_CYCLE"), "'A' -> 'B' -> 'C' -> 'A'"));
}

BOOST_AUTO_TEST_CASE(final_parents_and_abstract_types_in_templates)
{
  Result r = check_one(head + R"(  <NodeType name="Base" final="yes"/>
  <NodeType name="Derived">
    <DerivedFrom typeRef="t:Base"/>
  </NodeType>
  <NodeType name="Abstract" abstract="yes"/>
  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:Abstract"/>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(r.codes() == (std::vector<std::string>{"5:DERIVED_FROM_FINAL", "11:ABSTRACT_TYPE"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(relationship_endpoints_name_the_right_kind_of_element)
{
  const std::string doc = head + R"(  <NodeType name="N"/>
  <RequirementType name="Req"/>
  <CapabilityType name="Cap"/>
  <RelationshipType name="R"/>
  <RelationshipType name="Wired">
    <ValidSource typeRef="t:Req"/>
    <ValidTarget typeRef="t:Cap"/>
  </RelationshipType>
  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:N">
        <Requirements>
          <Requirement id="a_req" name="req" type="t:Req"/>
        </Requirements>
      </NodeTemplate>
      <NodeTemplate id="b" type="t:N"/>
      <RelationshipTemplate id="r1" type="t:R">
        <SourceElement ref="a"/>
        <TargetElement ref="p"/>
      </RelationshipTemplate>
      <RelationshipTemplate id="r2" type="t:R">
        <SourceElement ref="x"/>
        <TargetElement ref="b"/>
      </RelationshipTemplate>
      <RelationshipTemplate id="r3" type="t:Wired">
        <SourceElement ref="a_req"/>
        <TargetElement ref="b"/>
      </RelationshipTemplate>
    </TopologyTemplate>
    <Plans>
      <Plan id="p" planType="urn:build" planLanguage="urn:bpmn"/>
    </Plans>
  </ServiceTemplate>
)" + tail;
  Result r = check_one(doc);
  BOOST_TEST(r.codes() ==
                 (std::vector<std::string>{"22:ID_KIND", "25:ID_UNKNOWN", "30:ENDPOINT_TYPE"}),
             boost::test_tools::per_element());
  BOOST_TEST(
      contains(r.message("ID_KIND"), "is a plan; it must name a node template or a capability"));
  BOOST_TEST(contains(r.message("ID_UNKNOWN"), "did you mean 'a'?"));
  // Winery's modeler draws such relationships between node templates.
  Result w = check_one(doc, "in.xml", check::Profile::winery);
  BOOST_TEST(w.find("WINERY_ENDPOINT") != nullptr);
  BOOST_TEST((w.find("WINERY_ENDPOINT")->severity == Severity::warning));
  BOOST_TEST(w.find("ENDPOINT_TYPE") == nullptr);
}

BOOST_AUTO_TEST_CASE(min_instances_may_not_exceed_max_instances)
{
  Result r = check_one(head + R"(  <NodeType name="N">
    <RequirementDefinitions>
      <RequirementDefinition name="r" requirementType="t:R" lowerBound="2"/>
    </RequirementDefinitions>
  </NodeType>
  <RequirementType name="R"/>
  <ServiceTemplate id="st">
    <TopologyTemplate>
      <NodeTemplate id="a" type="t:N" minInstances="3" maxInstances="2"/>
      <NodeTemplate id="b" type="t:N" minInstances="2"/>
      <NodeTemplate id="c" type="t:N" minInstances="5" maxInstances="unbounded"/>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(r.codes() ==
                 (std::vector<std::string>{"6:BOUNDS_ORDER", "12:BOUNDS_ORDER", "13:BOUNDS_ORDER"}),
             boost::test_tools::per_element());
  BOOST_TEST(contains(r.diagnostics[2].message, "maxInstances 1 (the default)"));
}

BOOST_AUTO_TEST_CASE(property_values_follow_their_xsd_definition)
{
  const std::string types = R"(  <Types>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t"
               elementFormDefault="qualified">
      <xs:element name="DBProps">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="Port" type="xs:int"/>
            <xs:element name="Ssl" type="xs:boolean"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
    </xs:schema>
  </Types>
  <NodeType name="DB">
    <PropertiesDefinition element="t:DBProps"/>
  </NodeType>
)";
  auto with = [&](const std::string& props) {
    return check_one(
        head.substr(0, head.size() - 2) + " xmlns:xs=\"urn:x\">\n" + types +
        "  <ServiceTemplate id=\"st\"><TopologyTemplate>\n"
        "    <NodeTemplate id=\"db\" type=\"t:DB\"><Properties>" +
        props + "</Properties></NodeTemplate>\n  </TopologyTemplate></ServiceTemplate>\n" + tail);
  };
  BOOST_TEST(
      with("<t:DBProps><t:Port> 5432 </t:Port><t:Ssl>1</t:Ssl></t:DBProps>").codes().empty());
  Result r = with("<t:DBProps><t:Port>54x</t:Port><t:Sl>true</t:Sl></t:DBProps>");
  BOOST_TEST(r.codes() == (std::vector<std::string>{"21:PROP_TYPE", "21:PROP_UNDECLARED"}),
             boost::test_tools::per_element());
  BOOST_TEST(contains(r.message("PROP_TYPE"), "'54x', which is not a valid integer"));
  BOOST_TEST(contains(r.message("PROP_UNDECLARED"), "did you mean 'Ssl'?"));
  BOOST_TEST(with("<t:Other/>").codes() == std::vector<std::string>{"21:PROP_ELEMENT"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(winery_key_value_lists_add_to_the_inherited_ones)
{
  const std::string winery = "http://www.opentosca.org/winery/extensions/tosca/2013/02/12";
  auto kv = [&](const std::string& type, const std::string& key, const std::string& xsd_type) {
    return "  <NodeType name=\"" + type + "\" xmlns:winery=\"" + winery +
           "\">\n    <winery:PropertiesDefinition elementname=\"P\" namespace=\"urn:p\">\n"
           "      <winery:properties><winery:key>" +
           key + "</winery:key><winery:type>" + xsd_type +
           "</winery:type></winery:properties>\n    </winery:PropertiesDefinition>\n";
  };
  Result r = check_one(head + kv("Base", "Port", "xsd:integer") + "  </NodeType>\n" +
                       kv("Child", "Name", "xsd:string") +
                       "    <DerivedFrom typeRef=\"t:Base\"/>\n  </NodeType>\n" +
                       R"(  <ServiceTemplate id="st"><TopologyTemplate>
    <NodeTemplate id="n" type="t:Child"><Properties>
      <Properties xmlns="http://www.example.org"><Name>x</Name><Port>eighty</Port></Properties>
    </Properties></NodeTemplate>
  </TopologyTemplate></ServiceTemplate>
)" + tail);
  // Inherited "Port" is known (and typed); the root element is not checked.
  BOOST_TEST(r.codes() == std::vector<std::string>{"17:PROP_TYPE"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(document_rules_imports_duplicates_and_definitions)
{
  Result r = check_one(
      head +
      R"(  <Import namespace="urn:x" location="x.xsd" importType="http://www.w3.org/2001/XMLSchema"/>
  <Import namespace="urn:x" location="x.xsd" importType="http://www.w3.org/2001/XMLSchema"/>
  <NodeType name="N">
    <RequirementDefinitions>
      <RequirementDefinition name="r" requirementType="t:R"/>
      <RequirementDefinition name="r" requirementType="t:R"/>
    </RequirementDefinitions>
  </NodeType>
  <NodeType name="N"/>
  <RequirementType name="R">
    <PropertiesDefinition element="t:A" type="t:B"/>
  </RequirementType>
)" + tail);
  BOOST_TEST(r.codes() ==
                 (std::vector<std::string>{"5:IMPORT_DUPLICATE", "12:DUPLICATE_DEFINITION",
                                           "14:PROPERTIES_DEFINITION", "9:DUPLICATE_NAME"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(exported_operations_name_an_operation_of_the_type)
{
  Result r = check_one(head + R"(  <NodeType name="N">
    <Interfaces>
      <Interface name="lifecycle"><Operation name="install"/></Interface>
    </Interfaces>
  </NodeType>
  <ServiceTemplate id="st">
    <BoundaryDefinitions>
      <Interfaces>
        <Interface name="api">
          <Operation name="a"><NodeOperation nodeRef="n" interfaceName="lifecycle" operationName="install"/></Operation>
          <Operation name="b"><NodeOperation nodeRef="n" interfaceName="lifecycle" operationName="start"/></Operation>
        </Interface>
      </Interfaces>
    </BoundaryDefinitions>
    <TopologyTemplate>
      <NodeTemplate id="n" type="t:N"/>
    </TopologyTemplate>
  </ServiceTemplate>
)" + tail);
  BOOST_TEST(r.codes() == std::vector<std::string>{"14:OPERATION_UNKNOWN"},
             boost::test_tools::per_element());
  BOOST_TEST(
      contains(r.message("OPERATION_UNKNOWN"), "names operation 'start' of interface 'lifecycle'"));
}

// ---- YAML

const std::string yaml_head = "tosca_definitions_version: tosca_simple_yaml_1_0\n";

BOOST_AUTO_TEST_CASE(yaml_normative_short_names_resolve_and_typos_are_reported)
{
  Result ok = check_one(yaml_head + R"(topology_template:
  inputs:
    port: {type: PortDef}
  node_templates:
    server:
      type: Compute
    app:
      type: tosca:WebServer
      requirements:
        - host: server
)",
                        "in.yaml");
  BOOST_TEST(ok.codes().empty());
  Result r = check_one(yaml_head + R"(topology_template:
  node_templates:
    server:
      type: tosca.nodes.Compte
)",
                       "in.yaml");
  BOOST_TEST(r.codes() == std::vector<std::string>{"5:REF_UNKNOWN"},
             boost::test_tools::per_element());
  BOOST_TEST(contains(r.message("REF_UNKNOWN"), "did you mean 'tosca.nodes.Compute'?"));
  BOOST_TEST(r.diagnostics.front().column == 13);
}

BOOST_AUTO_TEST_CASE(yaml_derivation_cycles_and_kinds)
{
  Result r = check_one(yaml_head + R"(node_types:
  my.A:
    derived_from: my.B
  my.B:
    derived_from: my.A
  my.C:
    derived_from: tosca.capabilities.Root
)",
                       "in.yaml");
  BOOST_TEST(r.codes() == (std::vector<std::string>{"4:DERIVATION_CYCLE", "8:REF_KIND"}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(yaml_requirements_match_definitions_and_targets)
{
  Result r = check_one(yaml_head + R"(node_types:
  my.App:
    derived_from: tosca.nodes.SoftwareComponent
    requirements:
      - db: {capability: tosca.capabilities.Endpoint.Database, relationship: tosca.relationships.HostedOn}
topology_template:
  node_templates:
    server:
      type: tosca.nodes.Compute
    store:
      type: tosca.nodes.BlockStorage
      properties: {size: 1 GB}
    app:
      type: my.App
      requirements:
        - host: store
        - database: server
        - db: server
)",
                       "in.yaml");
  BOOST_TEST(r.codes() ==
                 (std::vector<std::string>{"17:REQ_NODE", "18:REQ_UNKNOWN", "19:REQ_CAPABILITY"}),
             boost::test_tools::per_element());
  Result rel = check_one(yaml_head + R"(topology_template:
  node_templates:
    db:
      type: tosca.nodes.DBMS
    app:
      type: tosca.nodes.SoftwareComponent
      requirements:
        - dependency: {node: db, capability: feature, relationship: tosca.relationships.ConnectsTo}
)",
                         "in.yaml");
  BOOST_TEST(rel.codes() == std::vector<std::string>{"9:REQ_RELATIONSHIP"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(yaml_topology_names_and_properties)
{
  Result r = check_one(yaml_head + R"(topology_template:
  inputs:
    size: {type: string}
  node_templates:
    db:
      type: tosca.nodes.Database
      properties:
        port: {get_input: sise}
        colour: red
      node_filter:
        properties:
          - port: {greater_thn: 3}
  groups:
    g:
      type: tosca.groups.Root
      members: [db, dbb]
  outputs:
    ip: {value: {get_attribute: [server, private_address]}}
)",
                       "in.yaml");
  BOOST_TEST(r.codes() == (std::vector<std::string>{"9:INPUT_UNKNOWN", "13:NODE_FILTER",
                                                    "7:PROP_REQUIRED", "10:PROP_UNDECLARED",
                                                    "17:TEMPLATE_UNKNOWN", "19:TEMPLATE_UNKNOWN"}),
             boost::test_tools::per_element());
  BOOST_TEST(contains(r.message("INPUT_UNKNOWN"), "did you mean 'size'?"));
  BOOST_TEST(contains(r.message("NODE_FILTER"), "did you mean 'greater_than'?"));
  BOOST_TEST(contains(r.message("PROP_REQUIRED"), "property 'name'"));
}

// The loader's cache (convert::LoadCache) reads search-path documents once
// per run; a load through it must give what a fresh load gives, in the same
// order with the same diagnostics, whether a document was first met as an
// input, on the search path or as an import (whose own imports are then
// followed).
BOOST_AUTO_TEST_CASE(a_cached_load_equals_a_fresh_one)
{
  Files f;
  const std::string v = "tosca_definitions_version: tosca_simple_yaml_1_3\n";
  const std::string a = f.add("lib/a.yaml", v + "imports: [b.yaml]\nnode_types:\n  A: {derived_from: B}\n");
  f.add("lib/b.yaml", v + "imports: [c.yaml, missing.yaml]\nnode_types:\n  B: {derived_from: C}\n");
  const std::string c = f.add("lib/c.yaml", v + "node_types:\n  C: {derived_from: tosca.nodes.Root}\n");
  f.add("lib/d.yaml", v + "node_types:\n  D: {derived_from: tosca.nodes.Root}\n");
  const std::string lib = (f.dir / "lib").string();

  convert::LoadOptions options;
  options.syntax = convert::Syntax::any;
  options.search_dirs = {lib};
  convert::LoadCache cache;
  convert::LoadOptions cached = options;
  cached.cache = &cache;
  auto codes = [](const DiagnosticSink& s) {
    std::vector<std::string> out;
    for (const auto& d : s.diagnostics()) {
      out.push_back(d.file + ":" + std::to_string(d.line) + ":" + d.code);
    }
    return out;
  };
  for (const std::string& input : {c, a, c, a}) {
    DiagnosticSink fresh_sink;
    DiagnosticSink cached_sink;
    const convert::Workspace fresh = convert::load({input}, options, fresh_sink);
    const convert::Workspace reused = convert::load({input}, cached, cached_sink);
    BOOST_TEST(fresh.model.input_count == reused.model.input_count);
    BOOST_TEST_REQUIRE(fresh.model.documents.size() == reused.model.documents.size());
    for (std::size_t i = 0; i < fresh.model.documents.size(); ++i) {
      BOOST_TEST(fresh.model.documents[i].path == reused.model.documents[i].path);
      BOOST_TEST((fresh.model.documents[i] == reused.model.documents[i]));
    }
    BOOST_TEST(codes(fresh_sink) == codes(cached_sink), boost::test_tools::per_element());
    BOOST_TEST(codes(fresh.search_path_diagnostics) == codes(reused.search_path_diagnostics),
               boost::test_tools::per_element());
  }
  // a's load followed b's imports (b was first read as a search-path
  // document): its missing import is said, located in b.
  DiagnosticSink sink;
  convert::load({a}, cached, sink);
  BOOST_TEST(codes(sink) == (std::vector<std::string>{(f.dir / "lib/b.yaml").string() +
                                                      ":2:IMPORT_NOT_FOUND"}),
             boost::test_tools::per_element());
  BOOST_TEST(cache.entries.size() == 4u); // each file read once as a non-input
}
