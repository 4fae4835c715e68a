// validate's SARIF 2.1.0 output: one run, one rule per diagnostic code,
// one result per listed diagnostic, located by file URI, line and column.
#include "cli.hpp"
#include "validate_format.hpp"

#include "tosca/support/json.hpp"

#include <map>
#include <utility>

namespace tosca::cli {

namespace {

/// Short descriptions of the codes validate itself produces or weighs; a
/// code not listed here is described by its name.
constexpr std::pair<std::string_view, std::string_view> k_rules[] = {
    {"XSD", "XML Schema violation"},
    {"XSD_ORDER", "Element out of the order the schema requires"},
    {"XSD_UNKNOWN_ELEMENT", "Element not allowed at this place"},
    {"XSD_TOO_MANY", "Element occurs more often than allowed"},
    {"XSD_MISSING_ELEMENT", "Required child element missing"},
    {"XSD_UNDECLARED", "Element under a strict wildcard has no schema declaration"},
    {"XSD_UNKNOWN_ATTR", "Attribute not allowed on this element"},
    {"XSD_MISSING_ATTR", "Required attribute missing"},
    {"XSD_BAD_VALUE", "Value does not match its XML Schema type"},
    {"XSD_BAD_ENUM", "Value is not one of the enumerated values"},
    {"XSD_ID_DUPLICATE", "Id used twice in one document"},
    {"XSD_TEXT", "Text in element-only content"},
    {"XSD_NAMESPACE", "Element in the wrong namespace"},
    {"WINERY_ARTIFACT_NAME", "Winery's name attribute on an artifact"},
    {"WINERY_UNBOUNDED", "Winery's upper-case UNBOUNDED"},
    {"WINERY_ELEMENT", "Winery extension element where TOSCA does not allow it"},
    {"WINERY_ATTRIBUTE", "Winery attribute where TOSCA does not allow it"},
    {"WINERY_DEFINITIONS", "Winery's Definitions document holding only Imports"},
    {"XML_MALFORMED", "Not well-formed XML"},
    {"XML_DOCTYPE", "DOCTYPE refused"},
    {"XML_ENCODING", "Invalid UTF-8"},
    {"XML_DEPTH", "Nesting deeper than --max-depth"},
    {"NOT_TOSCA", "Not a TOSCA document"},
    {"IO_READ", "File could not be read"},
    {"YAML_SYNTAX", "Not valid YAML"},
    {"YAML_UNKNOWN_KEY", "Keyname unknown in this Simple Profile version"},
    {"YAML_BAD_TYPE", "Value of the wrong kind under a keyname"},
    {"YAML_MISSING_KEY", "Required keyname missing"},
    {"YAML_DUPLICATE_KEY", "Key given twice in one map"},
};

std::string_view describe(std::string_view code)
{
  for (const auto& [c, d] : k_rules) {
    if (c == code) {
      return d;
    }
  }
  return code;
}

std::string_view level(Severity s)
{
  return s == Severity::error ? "error" : s == Severity::warning ? "warning" : "note";
}

/// A relative path as a URI reference: '%', spaces and other reserved bytes
/// escaped, '/' kept (Winery's directory names hold '%').
std::string file_uri(std::string_view path)
{
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.' || c == '~' || c == '/';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 0xF];
    }
  }
  return out;
}

void result(const Diagnostic& d, std::string& out)
{
  out += "{\"ruleId\":";
  append_json_string(d.code, out);
  out += ",\"level\":";
  append_json_string(level(d.severity), out);
  out += ",\"message\":{\"text\":";
  append_json_string(d.message, out);
  out += "}";
  if (!d.file.empty()) {
    out += ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":";
    append_json_string(file_uri(d.file), out);
    out += "}";
    if (d.line != 0) {
      out += ",\"region\":{\"startLine\":" + std::to_string(d.line);
      if (d.column != 0) {
        out += ",\"startColumn\":" + std::to_string(d.column);
      }
      out += "}";
    }
    out += "}}]";
  }
  out += "}";
}

}  // namespace

std::string to_sarif(const ValidateReport& report, const FormatOptions& options)
{
  const Listing l = listing(report, options.max_errors);
  std::vector<const Diagnostic*> listed;
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    for (std::size_t k = 0; k < l.files[i]; ++k) {
      listed.push_back(&report.files[i].diagnostics[k]);
    }
  }
  for (std::size_t k = 0; k < l.other; ++k) {
    listed.push_back(&report.other[k]);
  }
  std::map<std::string, std::size_t> rules; // code -> rule index, in code order
  for (const auto* d : listed) {
    rules.emplace(d->code, 0);
  }
  std::size_t index = 0;
  for (auto& [code, i] : rules) {
    i = index++;
  }

  std::string out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
                    "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
                    "    \"tool\": {\"driver\": {\"name\": \"tosca-convert\", \"version\": ";
  append_json_string(version(), out);
  out += ",\n      \"rules\": [";
  bool first = true;
  for (const auto& [code, i] : rules) {
    out += first ? "\n        {\"id\":" : ",\n        {\"id\":";
    first = false;
    append_json_string(code, out);
    out += ",\"shortDescription\":{\"text\":";
    append_json_string(describe(code), out);
    out += "}}";
  }
  out += rules.empty() ? "]}},\n" : "\n      ]}},\n";
  out += "    \"results\": [";
  for (std::size_t k = 0; k < listed.size(); ++k) {
    out += k == 0 ? "\n      " : ",\n      ";
    std::string one;
    result(*listed[k], one);
    // ruleIndex lets viewers find the rule without a lookup by id.
    one.insert(one.size() - 1, ",\"ruleIndex\":" + std::to_string(rules[listed[k]->code]));
    out += one;
  }
  out += listed.empty() ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n";
  return out;
}

}  // namespace tosca::cli
