#include "tosca/support/codes.hpp"

#include <ostream>
#include <string>
#include <algorithm>

namespace tosca {

namespace {

using S = Severity;
using X = ExitClass;

// clang-format off
constexpr CodeInfo k_codes[] = {
    // Reading: what stops a reader, and what it noticed on the way.
    {"IO_READ", S::error, X::unreadable, "reading", "a file could not be read"},
    {"OUT_OF_MEMORY", S::error, X::unreadable, "reading", "the file needs more memory than the process may use (`ulimit -v`, a container's limit, `migrate --item-memory`); `--max-elements` and `--max-input-size` refuse such inputs before they are read, and the other inputs go on"},
    {"INTERNAL_ERROR", S::error, X::unreadable, "reading", "tosca-convert failed on this file through a defect of its own (please report it); the other inputs go on"},
    {"NOT_TOSCA", S::error, X::unreadable, "reading", "the root is not TOSCA's `Definitions` or `ServiceTemplate`, or a YAML document has no `tosca_definitions_version` (fatal)"},
    {"NOT_XML", S::error, X::invalid, "reading", "an input of the other syntax: `xml2yaml` reads XML"},
    {"NOT_YAML", S::error, X::invalid, "reading", "an input of the other syntax: `yaml2xml` reads YAML"},
    {"XML_MALFORMED", S::error, X::unreadable, "reading", "not well-formed XML (fatal)"},
    {"XML_DOCTYPE", S::error, X::unreadable, "reading", "a DOCTYPE: refused, so no entity can read files or expand (fatal)"},
    {"XML_ENCODING", S::error, X::unreadable, "reading", "invalid UTF-8 (fatal)"},
    {"XML_DEPTH", S::error, X::unreadable, "reading", "nesting deeper than `--max-depth` (fatal)"},
    {"XML_LIMIT", S::error, X::unreadable, "reading", "a document beyond a reader limit: more elements than `--max-elements` or a value longer than `--max-value-size` (fatal)"},
    {"INPUT_LIMIT", S::error, X::unreadable, "reading", "a file larger than `--max-input-size`, or a device: not read (fatal)"},
    {"XML_WARNING", S::warning, X::none, "reading", "a parser warning, such as an encoding declaration that contradicts the bytes"},
    {"XML_MISSING_ATTR", S::warning, X::none, "reading", "the IR builder found a required attribute missing"},
    {"XML_BAD_VALUE", S::warning, X::none, "reading", "the IR builder found a value outside its type (a yes/no that is neither)"},
    {"XML_PREFIX", S::warning, X::none, "reading", "an undeclared prefix in a QName"},
    {"XML_PROPERTIES", S::warning, X::none, "reading", "a properties element with more than one root"},
    {"XML_IDREF", S::warning, X::none, "reading", "an IDREF naming no id of the document (converters only)"},
    {"XML_EXTENSION", S::warning, X::none, "reading", "malformed tosca-convert extension content in XML (`<tc:yaml>`, `<tc:draft>`)"},
    {"YAML_SYNTAX", S::error, X::unreadable, "reading", "not YAML (fatal)"},
    {"YAML_ENCODING", S::error, X::unreadable, "reading", "not UTF-8 (fatal)"},
    {"YAML_DEPTH", S::error, X::unreadable, "reading", "nested deeper than `--max-depth` (fatal)"},
    {"YAML_EMPTY", S::error, X::unreadable, "reading", "an empty YAML document (fatal)"},
    {"YAML_ALIAS_LIMIT", S::error, X::unreadable, "reading", "aliases would expand beyond 100000 nodes or 64 MiB of scalars: a \"billion laughs\" document, refused (fatal)"},
    {"YAML_VERSION_NOT_FIRST", S::warning, X::none, "reading", "`tosca_definitions_version` is not the first key of the document, as Simple Profile 3.1 requires; an error in `validate`"},
    {"YAML_LIMIT", S::error, X::unreadable, "reading", "more nodes than `--max-elements` or a scalar longer than `--max-value-size` (fatal)"},
    {"YAML_MULTI_DOCUMENT", S::error, X::unreadable, "reading", "more than one YAML document in one file (fatal)"},
    {"YAML_VERSION", S::error, X::unreadable, "reading", "a `tosca_definitions_version` other than `tosca_simple_yaml_1_0` to `1_3`, such as vendor DSLs (fatal)"},
    {"YAML_EXTENSION", S::warning, X::none, "reading", "malformed tosca-convert extension content in YAML (`dsl_definitions.tosca_convert`); format 1 is an error"},
    {"EDIT_NOT_CARRIED", S::warning, X::none, "reading", "an edit of the YAML the XML cannot take: a property value edited, or removed, in a template whose properties document is kept as XML (`properties_xml`: attributes, comments or mixed content the map cannot hold), where the kept XML is written, not the edit; an edited `metadata.targetNamespace`, the namespace of everything the document defines; a removed `metadata.template_name` that showed the id (which the XML needs); a type copied in from a document on the search path and edited beyond its interfaces"},
    {"TOSCALITE_STRUCTURE", S::error, X::invalid, "reading", "a TOSCAlite model.xml has an element its grammar does not allow, or no Nodes block (a DeploymentArtifact outside DeploymentArtifacts is only a warning: TOSCAlite's own parser reads it)"},
    {"TOSCALITE_NODE_TYPE", S::error, X::invalid, "reading", "a TOSCAlite node type other than `machine` or `service`"},
    {"TOSCALITE_NAME", S::error, X::invalid, "reading", "a TOSCAlite node name empty or not made of `a-z 0-9 - _`"},
    {"TOSCALITE_DUPLICATE", S::error, X::invalid, "reading", "two TOSCAlite nodes of one name"},
    {"TOSCALITE_KEY", S::warning, X::none, "reading", "a TOSCAlite property key that is not lower-case letters only (the spec's rule; a warning, as its reference parser accepts them); an error when the key is empty, not an XML name, or given twice"},
    {"TOSCALITE_MACHINE", S::error, X::invalid, "reading", "a TOSCAlite machine without its `ip`, `username` or `password` property"},
    {"TOSCALITE_OPERATION", S::error, X::invalid, "reading", "a TOSCAlite service without `Create`, an operation other than `Create`, `Start`, `Stop`, or one given twice"},
    {"TOSCALITE_RELATIONSHIP_TYPE", S::error, X::invalid, "reading", "a TOSCAlite relationship type other than `hostedOn` or `connectsTo`"},
    {"TOSCALITE_ENDPOINT", S::error, X::invalid, "reading", "a TOSCAlite relationship to a node the model lacks, to itself, hosting a machine, or connecting a machine"},
    {"TOSCALITE_PATH", S::error, X::invalid, "reading", "a TOSCAlite artifact path that is empty or leaves the archive (missing files are `ARTIFACT_FILE_MISSING` when converting)"},
    {"TOSCALITE_EXPORT", S::error, X::invalid, "conversion", "yaml2xml --dialect toscalite: the topology does not fit TOSCAlite; one error per construct it cannot hold (docs/mapping.md#toscalite), and no model is written"},
    {"TOSCALITE_MODEL", S::error, X::invalid, "reading", "a TOSCAlite model whose TOSCA rendering does not read back (a defect of tosca-convert; please report it)"},
    {"XSD_NOT_FOUND", S::warning, X::none, "reading", "the XSD behind a `PropertiesDefinition` was not found: properties are written as strings"},
    {"XSD_SKIPPED", S::note, X::none, "reading", "an XML Schema in an input directory, read for property types and not converted"},
    {"IMPORT_NOT_FOUND", S::warning, X::none, "reading", "a relative import location that does not exist; for a YAML import an error in `validate` (a missing import file makes the document invalid)"},
    {"IMPORT_OUTSIDE", S::warning, X::none, "reading", "an import location outside the input and `-I` directories that is not read: an XML location, anything that is not a TOSCA YAML document, an archive entry leaving its archive, or any under `--strict`; for a YAML import an error in `validate`"},
    {"IMPORT_BEYOND_INPUT", S::note, X::none, "reading", "a relative YAML import from a file on disk that leads outside the input and `-I` directories to a TOSCA YAML document, which is read (`--strict` refuses it: IMPORT_OUTSIDE)"},
    {"IMPORT_NOT_FOLLOWED", S::warning, X::none, "reading", "a YAML import that is a URL or an absolute path (or relative to standard input): never fetched or read; definitions are searched on `-I`; an error under `--strict` and in `validate`"},
    {"SKIPPED", S::note, X::none, "reading", "a file in an input directory that is not a TOSCA document"},
    {"SEARCH_DIR", S::warning, X::none, "reading", "a missing `-I` directory"},

    // Schema and grammar: what `validate --schema-only` reports.
    {"XSD", S::error, X::invalid, "schema", "a schema violation no finer code covers (Xerces' own words)"},
    {"XSD_ORDER", S::error, X::invalid, "schema", "an element out of the order the schema requires"},
    {"XSD_UNKNOWN_ELEMENT", S::error, X::invalid, "schema", "an element not allowed where it is, with what the schema expects there and \"did you mean\""},
    {"XSD_TOO_MANY", S::error, X::invalid, "schema", "an element once too often"},
    {"XSD_MISSING_ELEMENT", S::error, X::invalid, "schema", "a required child missing"},
    {"XSD_UNDECLARED", S::error, X::invalid, "schema", "an element under a strict wildcard (boundary properties) with no schema declaring it"},
    {"XSD_NAMESPACE", S::error, X::invalid, "schema", "an element without the namespace the schema declares it in (or with one it does not)"},
    {"XSD_UNKNOWN_ATTR", S::error, X::invalid, "schema", "an attribute the element does not have, with the ones it has"},
    {"XSD_MISSING_ATTR", S::error, X::invalid, "schema", "a required attribute missing"},
    {"XSD_BAD_VALUE", S::error, X::invalid, "schema", "a value outside its type, said in plain words, located at the attribute"},
    {"XSD_BAD_ENUM", S::error, X::invalid, "schema", "a value outside an enumeration, with the allowed values"},
    {"XSD_ID_DUPLICATE", S::error, X::invalid, "schema", "an id used twice in one document, with where it was first"},
    {"XSD_TEXT", S::error, X::invalid, "schema", "text where only elements are allowed"},
    {"WINERY_ARTIFACT_NAME", S::warning, X::none, "schema", "Winery's `name` attribute on an implementation or deployment artifact (an error under `--profile strict`)"},
    {"WINERY_UNBOUNDED", S::warning, X::none, "schema", "Winery's upper-case `UNBOUNDED` (an error under `--profile strict`)"},
    {"WINERY_ELEMENT", S::warning, X::none, "schema", "a Winery element where the schema allows none (an error under `--profile strict`)"},
    {"WINERY_ATTRIBUTE", S::warning, X::none, "schema", "a Winery attribute where the schema allows none (an error under `--profile strict`)"},
    {"WINERY_DEFINITIONS", S::warning, X::none, "schema", "a `Definitions` holding only `Import`s, Winery's record of an imported XSD (an error under `--profile strict`)"},
    {"YAML_UNKNOWN_KEY", S::warning, X::none, "schema", "a keyname the construct does not have in that Simple Profile version, with \"did you mean\""},
    {"YAML_BAD_TYPE", S::error, X::invalid, "schema", "a value of the wrong kind under a keyname"},
    {"YAML_MISSING_KEY", S::error, X::invalid, "schema", "a required keyname missing"},
    {"YAML_DUPLICATE_KEY", S::warning, X::none, "schema", "a key given twice in one map: the last value is used, where the first key stood, as PyYAML and tosca-parser read it (an error under `--strict`)"},
    {"YAML_BAD_KEY", S::error, X::invalid, "schema", "a key that is not a scalar"},
    {"VARIABILITY_GRAMMAR", S::error, X::invalid, "schema", "a variable template (`tosca_variability_1_0`, `_rc_1` to `_rc_3`): a key, type or expression the Variability4TOSCA grammar does not allow (an unknown variability key or option, an option or element key of the wrong type, an unknown operator or one with the wrong arguments, a name that no input, expression or node declares), with \"did you mean\"; `validate` checks such templates by this grammar instead of the Simple Profile rules"},

    // Checks: the TOSCA rules a schema cannot express.
    {"REF_UNKNOWN", S::warning, X::none, "checks", "a QName or id that resolves nowhere, with \"did you mean\"; an unknown type gets a placeholder so the YAML still loads"},
    {"REF_KIND", S::error, X::invalid, "checks", "the name exists, but as another kind"},
    {"DUPLICATE_DEFINITION", S::warning, X::none, "checks", "two definitions of one QName; the first wins"},
    {"DATA_TYPE_PRIMITIVE_PROPERTIES", S::error, X::invalid, "checks", "a YAML data type that derives from a primitive type (string, integer, ...) defines properties"},
    {"INTERFACE_TYPE_IMPLEMENTATION", S::error, X::invalid, "checks", "an operation of a YAML interface type has an `implementation`, which only node and relationship types and templates may give"},
    {"DERIVATION_CYCLE", S::error, X::invalid, "checks", "`DerivedFrom` / `derived_from` leads back to the type itself"},
    {"DERIVED_FROM_FINAL", S::error, X::invalid, "checks", "a type (or type implementation) derives from one declared `final=\"yes\"`"},
    {"ABSTRACT_TYPE", S::error, X::invalid, "checks", "a template whose type is `abstract=\"yes\"`"},
    {"ID_UNKNOWN", S::error, X::invalid, "checks", "an id reference that names nothing in the document"},
    {"ID_KIND", S::error, X::invalid, "checks", "an id reference that names an element of the wrong kind"},
    {"ENDPOINT_TYPE", S::error, X::invalid, "checks", "a relationship end that does not fit the relationship type's `ValidSource`/`ValidTarget`"},
    {"WINERY_ENDPOINT", S::warning, X::none, "checks", "`--profile winery`: a node template where a requirement or capability is asked for, as Winery draws relationships"},
    {"BOUNDS_ORDER", S::error, X::invalid, "checks", "`minInstances` greater than `maxInstances`, or `lowerBound` greater than `upperBound`"},
    {"PROP_CONSTRAINT", S::error, X::invalid, "checks", "YAML: a value breaks a constraint clause of its definition or data type (`in_range`, `valid_values`, `pattern`, ...), or of a normative data type (a PortDef outside 1..65535, a PortSpec port outside its range)"},
    {"PROP_TYPE", S::warning, X::none, "checks", "a property value that does not fit its declared type (an error in `validate`)"},
    {"PROP_UNDECLARED", S::warning, X::none, "checks", "a template property its type does not declare (an error in `validate`)"},
    {"PROP_ELEMENT", S::error, X::invalid, "checks", "a properties document whose root is not the element the type's `PropertiesDefinition` names"},
    {"PROP_REQUIRED", S::error, X::invalid, "checks", "YAML: a `required` property without `default` is not assigned"},
    {"PROPERTIES_DEFINITION", S::error, X::invalid, "checks", "a `PropertiesDefinition` with both or neither of `element` and `type`"},
    {"IMPORT_DUPLICATE", S::error, X::invalid, "checks", "two `Import`s with the same namespace, location and importType"},
    {"IMPORT_INVALID", S::error, X::invalid, "checks", "`validate`: a YAML import brings a document (or, through its imports, documents) with errors, reported at their own lines; the importing document is invalid too"},
    {"IMPORT_NAMESPACE", S::error, X::invalid, "checks", "an imported document whose `targetNamespace` is not the namespace the `Import` declares"},
    {"DUPLICATE_NAME", S::error, X::invalid, "checks", "a requirement or capability definition, interface, operation, property key or artifact name given twice in one owner"},
    {"OPERATION_UNKNOWN", S::error, X::invalid, "checks", "an exported operation (XML), a template's interface assignment or a substitution interface mapping (YAML) names an interface or operation the type does not define"},
    {"REST_ADDRESS", S::error, X::invalid, "checks", "draft: a REST operation binding with neither `abs_path` nor `absoluteURI`"},
    {"FUNCTION_ARGS", S::error, X::invalid, "checks", "YAML: `concat` without a list of at least one value, or `join` without a list of values"},
    {"CAP_UNKNOWN", S::error, X::invalid, "checks", "YAML: a capability assignment or substitution mapping whose name the node type does not define"},
    {"REQ_UNKNOWN", S::error, X::invalid, "checks", "YAML: a requirement assignment or substitution mapping whose name the node type does not define"},
    {"REQ_NODE", S::error, X::invalid, "checks", "YAML: the target's type is not the requirement definition's `node` or derived from it"},
    {"REQ_CAPABILITY", S::error, X::invalid, "checks", "YAML: the target offers no capability of the required type"},
    {"REQ_RELATIONSHIP", S::error, X::invalid, "checks", "YAML: the relationship's `valid_target_types` do not admit the capability it connects to"},
    {"INPUT_UNKNOWN", S::error, X::invalid, "checks", "YAML: `get_input` or a substitution property mapping names no input of the topology"},
    {"OUTPUT_UNKNOWN", S::error, X::invalid, "checks", "YAML: a substitution attribute mapping names no output of the topology"},
    {"WORKFLOW_UNKNOWN", S::error, X::invalid, "checks", "YAML 1.3: a substitution interface mapping names no workflow of the topology"},
    {"ATTR_UNDECLARED", S::error, X::invalid, "checks", "YAML: `get_attribute` or a substitution attribute mapping names no attribute (or property, capability, requirement) of the type"},
    {"TEMPLATE_UNKNOWN", S::error, X::invalid, "checks", "YAML: a function, group member, policy target or substitution mapping names no template of the topology"},
    {"NODE_FILTER", S::error, X::invalid, "checks", "YAML: a `node_filter` that breaks its grammar"},

    // Conversion.
    {"NOT_REPRESENTABLE", S::warning, X::none, "conversion", "something the target cannot express natively: kept in an extension place, or for `--dialect csd03` left out"},
    {"DUPLICATE_ID_RENAMED", S::warning, X::none, "conversion", "xml2yaml: a node or relationship template id the XML repeats in one topology; the later one gets a YAML key of its own (`id_2`) and the extension block keeps its id, so no YAML map holds a key twice"},
    {"ARTIFACT_FILE_MISSING", S::warning, X::none, "conversion", "xml2yaml: a file an artifact template references is not in its CSAR or repository; the YAML names it anyway"},
    {"IMPLEMENTATION_CHOICE", S::warning, X::none, "conversion", "xml2yaml: a type has several implementations; which one the YAML operations show, and why"},
    {"TEMPLATE_ID", S::error, X::invalid, "conversion", "yaml2xml: a node or relationship template the XML could not identify: added or renamed in YAML converted from XML under a key that cannot be its XML id (not an NCName: a space, a colon, a leading digit, ...) or that another element of the document already has as its id (an xs:ID names one element), or a relationship template no requirement names any more while the boundary definitions refer to it; nothing is written for the document"},
    {"CONTEXT_EDITED", S::warning, X::none, "conversion", "yaml2xml: the YAML changed a definition copied in from another document; it is written into this one"},

    // Archives.
    {"CSAR_UNSAFE_PATH", S::error, X::unreadable, "archives", "an entry name with `..`, an absolute path, a drive letter, a backslash or NUL (zip-slip)"},
    {"CSAR_SYMLINK", S::error, X::unreadable, "archives", "a symbolic-link entry (and in `pack`, a link in the directory)"},
    {"CSAR_DUPLICATE", S::error, X::unreadable, "archives", "two entries of one name"},
    {"CSAR_ENCRYPTED", S::error, X::unreadable, "archives", "an encrypted entry"},
    {"CSAR_CORRUPT", S::error, X::unreadable, "archives", "not a zip, truncated, a bad CRC, a file and a directory of one name"},
    {"CSAR_TOO_LARGE", S::error, X::unreadable, "archives", "an entry or the whole archive inflating beyond its limit (`--max-entry-size`, `--max-total-size`)"},
    {"CSAR_RATIO", S::error, X::unreadable, "archives", "an entry over 1 MiB that inflates more than `--max-ratio` times its compressed size (a zip bomb)"},
    {"CSAR_TOO_MANY", S::error, X::unreadable, "archives", "more entries than `--max-entries`"},
    {"CSAR_META_ENCODING", S::error, X::unreadable, "archives", "a TOSCA.meta that is not UTF-8"},
    {"CSAR_META_SYNTAX", S::error, X::unreadable, "archives", "a TOSCA.meta line that is not `Name: value`"},
    {"CSAR_META_MISSPELT", S::warning, X::none, "archives", "TOSCA.meta's `Entry-Definition` misspelling, read as `Entry-Definitions`"},
    {"CSAR_META_MISPLACED", S::warning, X::none, "archives", "a TOSCA.meta outside `TOSCA-Metadata/`"},
    {"CSAR_ENTRY_MISSING", S::error, X::unreadable, "archives", "the entry definitions name a file the archive lacks (with \"did you mean\")"},
    {"CSAR_ENTRY_AMBIGUOUS", S::error, X::unreadable, "archives", "no TOSCA.meta, and several definitions files to take as the entry"},
    {"CSAR_NO_ENTRY", S::error, X::unreadable, "archives", "no TOSCA.meta, and no definitions file to take as the entry"},
    {"CSAR_NO_ENTRY_DECLARED", S::warning, X::none, "archives", "TOSCA.meta names no entry definitions and no file is the entry by convention"},
    {"CSAR_ENTRY_INFERRED", S::note, X::none, "archives", "the entry definitions were inferred"},
    {"CSAR_WRITE", S::error, X::io, "archives", "an archive could not be written"},

    // Variability4TOSCA: what `resolve` reports (docs/usage.md).
    {"VARIABILITY_RESOLVE", S::error, X::invalid, "variability", "resolve: the template has no valid variant for the inputs (\"Could not solve\"), several where one is required (\"The result is ambiguous ...\"), or a present element fails a consistency check; Vintner's own message"},
    {"VARIABILITY_TEMPLATE", S::error, X::invalid, "variability", "resolve: the variable template breaks the Variability4TOSCA grammar: a malformed condition or expression, a reference to an input, node, relation or element it lacks, a name given twice"},
    {"VARIABILITY_INPUT", S::error, X::usage, "variability", "resolve: the inputs do not fit the template: a preset it does not define, an input it does not declare or of the wrong type, violated input constraints, or an `--inputs` file that is not a map"},
    {"VARIABILITY_UNSUPPORTED", S::error, X::unreadable, "variability", "resolve: the template uses Vintner's deployment technologies (node `technology`, technology rules, qualities), which tosca-convert does not resolve; refused, never resolved wrongly (`validate`: a warning)"},

    // The command.
    {"OUTPUT", S::error, X::usage, "command", "the outputs do not fit where `-o` says (several documents for one file)"},
    {"OUTPUT_NOT_EMPTY", S::error, X::usage, "command", "`unpack` into a directory that exists and is not empty"},
    {"IO_WRITE", S::error, X::io, "command", "a file could not be written"},
    {"LIBRARY_MISSING", S::error, X::library, "command", "a shared library opened when a command first needs it (libzip for CSARs, Graphviz for `graph`, libcrypto for digests) cannot be loaded; the message names its Debian package. In a batch, the input it was needed for is unreadable (exit 3)"},
    {"GRAPH_LAYOUT", S::error, X::invalid, "command", "graph: the Graphviz library could not lay out or render a picture (its own message follows), stopped while laying it out (it does when memory runs out), or took longer than `--layout-timeout`"},
};
// clang-format on

}  // namespace

std::span<const CodeInfo> codes()
{
  return k_codes;
}

const CodeInfo* code_info(std::string_view code)
{
  auto it = std::find_if(std::begin(k_codes), std::end(k_codes),
                         [&](const CodeInfo& c) { return c.code == code; });
  return it == std::end(k_codes) ? nullptr : &*it;
}

bool in_group(std::string_view code, std::string_view group)
{
  const CodeInfo* info = code_info(code);
  return info != nullptr && info->group == group;
}

int exit_status(std::string_view code)
{
  const CodeInfo* c = code_info(code);
  switch (c != nullptr ? c->exit : ExitClass::unreadable) {
  case ExitClass::usage: return exit_usage;
  case ExitClass::invalid: return exit_invalid;
  case ExitClass::io: return exit_io;
  case ExitClass::library: return exit_library;
  case ExitClass::none:
  case ExitClass::unreadable: return exit_unreadable;
  }
  return exit_unreadable;
}

std::string_view exit_text(ExitClass e)
{
  switch (e) {
  case ExitClass::none: return "";
  case ExitClass::usage: return "2";
  case ExitClass::unreadable: return "3";
  case ExitClass::invalid: return "4";
  case ExitClass::io: return "6";
  case ExitClass::library: return "7";
  }
  return "";
}

namespace {

std::string_view group_title(std::string_view group)
{
  if (group == "reading") {
    return "Reading inputs";
  }
  if (group == "schema") {
    return "Schema and grammar (`validate --schema-only`)";
  }
  if (group == "checks") {
    return "TOSCA rules beyond the schema";
  }
  if (group == "conversion") {
    return "Conversion";
  }
  if (group == "archives") {
    return "Archives";
  }
  if (group == "variability") {
    return "Variability4TOSCA (`resolve`)";
  }
  return "The command";
}

}  // namespace

void codes_markdown(std::ostream& out)
{
  out << "# Diagnostics\n\n"
         "Every diagnostic is `file:line:col: warning|error: message [CODE]`, then the\n"
         "source line with a caret. The severity is the usual one: `--strict` makes\n"
         "warnings errors, and `validate --profile` decides for the schema part. A\n"
         "fatal diagnostic stops reading its input with the exit status shown.\n\n"
         "Generated by `tosca-convert codes --format markdown` from\n"
         "`src/support/src/codes.cpp`; CTest checks that it is current.\n";
  std::string_view group;
  for (const auto& c : codes()) {
    if (c.group != group) {
      group = c.group;
      out << "\n## " << group_title(group) << "\n\n| code | severity | exit | meaning |\n|---|---|---|---|\n";
    }
    out << "| `" << c.code << "` | " << to_string(c.severity) << " | " << exit_text(c.exit)
        << " | " << c.summary << " |\n";
  }
}


}  // namespace tosca
