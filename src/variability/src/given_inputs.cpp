/// Variability input values given from outside the template.

#include "tosca/variability/given_inputs.hpp"

#include "tosca/support/files.hpp"
#include "tosca/yaml/value.hpp"

namespace tosca::variability {

namespace {

void forget_locations(ir::Value& v)
{
  v.location = {};
  for (auto& item : v.items) {
    forget_locations(item);
  }
  for (auto& entry : v.entries) {
    forget_locations(entry.second);
  }
}

}  // namespace

ir::Value given_value(const std::string& text)
{
  try {
    DiagnosticSink ignored;
    ir::Value v = yaml::parse_value(text, "--input", ignored);
    if (v.kind != ir::Value::Kind::list && v.kind != ir::Value::Kind::map) {
      v.location = {};
      return v;
    }
  } catch (const FatalError&) {
    // not YAML: the text as it is
  }
  return text.empty() ? ir::Value::null() : ir::Value::of(text);
}

void read_given_inputs(const std::string& file, ir::Value& inputs, DiagnosticSink& sink,
                       std::map<std::string, std::string>& sources)
{
  std::string bytes = read_file(file);
  const std::string name = file == "-" ? "<stdin>" : file;
  sources[name] = bytes;
  ir::Value v = yaml::parse_value(bytes, name, sink);
  if (!v.is_null() && v.kind != ir::Value::Kind::map) {
    throw FatalError(Diagnostic{Severity::error, "VARIABILITY_INPUT",
                                "--inputs needs a YAML map of variability input names to values",
                                name, v.location.line, v.location.column});
  }
  for (auto& [key, value] : v.entries) {
    forget_locations(value);
    inputs.set(key, std::move(value));
  }
}

}  // namespace tosca::variability
