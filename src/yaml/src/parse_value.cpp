/// parse_value: the loader's tree, resolved to IR values.

#include "tosca/yaml/value.hpp"

#include "node.hpp"
#include "to_value.hpp"

namespace tosca::yaml {

ir::Value parse_value(std::string_view bytes, const std::string& path, DiagnosticSink& sink)
{
  return to_value(load(bytes, path, sink));
}

}  // namespace tosca::yaml
