#pragma once
/// The YAML writer: one service template (or the types of one document) from
/// the IR to TOSCA Simple Profile YAML. Standard keys carry what YAML can
/// say; everything else goes into the extension block
/// `dsl_definitions: tosca_convert:` described in docs/mapping.md.

#include "tosca/ir/index.hpp"
#include "tosca/ir/model.hpp"
#include "tosca/support/diagnostics.hpp"

#include <optional>
#include <string>

namespace tosca::yaml {

struct WriteOptions
{
  std::string version = "tosca_simple_yaml_1_0";
  /// Include every type the output references, transitively, so the file
  /// loads on its own.
  bool self_contained = true;
};

/// What to write: a service template of a document, or (no service
/// template) the type-level content of a document.
struct Selection
{
  std::size_t document = 0;
  std::optional<std::size_t> service_template;
};

/// Writes the selection as a YAML document. Warnings (unresolved
/// references, values that do not fit their type) go to `sink`.
/// When `used` is given, the entities the output includes are appended.
std::string write(const ir::Model& model, const ir::Index& index, const Selection& selection,
                  DiagnosticSink& sink, const WriteOptions& options = {},
                  std::vector<std::pair<ir::EntityKind, ir::QName>>* used = nullptr);

}  // namespace tosca::yaml
