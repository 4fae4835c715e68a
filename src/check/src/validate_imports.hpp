#pragma once
/// IMPORT_INVALID: an import that brings errors makes the importing input
/// invalid (Simple Profile 3.5.8: the imported definitions become part of
/// the importing service template).

#include "tosca/check/semantic.hpp"
#include "tosca/check/validate.hpp"
#include "tosca/convert/workspace.hpp"

#include <set>
#include <string>
#include <vector>

namespace tosca::check::detail {

/// The YAML imports of a run, kept past its workspace.
struct ImportFacts
{
  std::vector<convert::ImportEdge> edges;
  /// Every document the inputs reach through imports.
  std::set<std::string> reached;
};

ImportFacts import_facts(const convert::Workspace& ws, const std::vector<FileVerdict>& files);

/// Adds IMPORT_INVALID to each input, at each import whose document, or
/// what that imports, has an error. A document that is an input itself
/// brings what its reader found and the semantic errors it has as the
/// importer sees it (`scoped`), not those of its own verdict, whose names
/// resolve differently. Linear in the documents and imports: what each
/// document brings is found once.
void judge_imports(ValidateReport& report, const ImportFacts& facts,
                   const std::vector<ImportedErrors>& scoped);

}  // namespace tosca::check::detail
