#pragma once
/// The YAML writer: one service template (or the types of one document) from
/// the IR to TOSCA Simple Profile YAML. Standard keys carry what YAML can
/// say; everything else goes into the extension block
/// `dsl_definitions: tosca_convert:` described in docs/mapping.md.

#include "tosca/ir/index.hpp"
#include "tosca/ir/model.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace tosca::yaml {

/// A file an artifact template names, as the YAML output refers to it.
struct ArtifactFile
{
  /// Relative to the output file's directory (or a URL as written).
  std::string path;
  /// The file was found; a missing one is still named, with a warning.
  bool exists = false;
};

/// The path a relative reference names below its package root: percent-
/// decoded once, and a leading `../` dropped (Winery writes plan and some
/// artifact references relative to the archive's Definitions/ folder).
std::string reference_path(const ir::ArtifactReference& reference);

/// The files a reference names without looking at the disk: its path
/// (a URL as written), or for a directory with Include patterns that name
/// plain files, those files in it.
std::vector<std::string> reference_paths(const ir::ArtifactReference& reference);

/// Finds the files of one ArtifactReference of an artifact template that
/// document `document_path` defines: the reference percent-decoded once
/// and resolved against the document's package root (its CSAR or
/// repository), Include/Exclude patterns applied to a directory.
using ArtifactLocator = std::function<std::vector<ArtifactFile>(
    const std::string& document_path, const ir::ArtifactReference& reference)>;

/// The files of a reference: through `locate` when given, else the paths
/// it names by itself (reference_paths), as if the YAML stood at the root.
std::vector<ArtifactFile> locate_reference(const ArtifactLocator& locate,
                                           const std::string& document_path,
                                           const ir::ArtifactReference& reference);

namespace detail {
struct RunWide;
}

/// A set of XML documents converted together into a library layout
/// (docs/mapping.md, "Library layout"): each output defines its own
/// document's types and imports the outputs that define the types it
/// uses, instead of copying them. Made by plan_library; shared by every
/// output of the run, which must be rendered one after another.
struct LibraryLayout
{
  /// Per model document: it has an output in the run, so its types are
  /// imported from there. Types of other documents (the search path) are
  /// copied as before.
  std::vector<bool> has_output;
  /// One YAML name per type QName across the run, the requirement and
  /// capability definitions every topology of the run implies for a type,
  /// and the operations of each custom interface type.
  std::shared_ptr<detail::RunWide> run;
};

struct WriteOptions
{
  std::string version = "tosca_simple_yaml_1_0";
  /// Include every type the output references, transitively, so the file
  /// loads on its own.
  bool self_contained = true;
  /// Without one, files are named by their decoded reference, as if the
  /// YAML stood at the package root.
  ArtifactLocator locate_artifact;
  /// The output's package root relative to the output file's directory
  /// ("" or "../"), recorded so that the way back can turn a path edited in
  /// the YAML into an artifact reference.
  std::string package_root;
  /// The library layout this output belongs to (null: self-contained).
  const LibraryLayout* library = nullptr;
  /// Simple Profile minor version of `version` (0 to 3).
  int minor() const;
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

/// Plans the library layout of the documents flagged in `has_output`:
/// names every type of `model` once (its local name, or
/// `<namespace label>.<local>` when another type of the run, a node
/// template or the `tosca.` prefix claims it; then `_2`, `_3` in QName
/// order), and renders each topology and type interface once to learn
/// what the type definitions must declare for every use in the run.
LibraryLayout plan_library(const ir::Model& model, const ir::Index& index,
                           std::vector<bool> has_output, const WriteOptions& options);

/// The same document as a value tree, before it is emitted: what readers of
/// the standard part (the TOSCAlite export, `graph`) work from, so they see
/// exactly what an orchestrator sees.
/// With a library layout, `imports` receives the documents whose outputs
/// define types this one uses; the caller lists them with set_imports.
ir::Value render(const ir::Model& model, const ir::Index& index, const Selection& selection,
                 DiagnosticSink& sink, const WriteOptions& options = {},
                 std::vector<std::pair<ir::EntityKind, ir::QName>>* used = nullptr,
                 std::set<std::size_t>* imports = nullptr);

/// render() of one output of a library layout, on any thread while other
/// outputs render too: the layout's run-wide tables are only read. None
/// when rendering this output would change them (a data type or
/// interface type the plan did not name): render() it then, in output
/// order after the outputs before it, as one thread would.
std::optional<ir::Value> render_shared(const ir::Model& model, const ir::Index& index,
                                       const Selection& selection, DiagnosticSink& sink,
                                       const WriteOptions& options,
                                       std::vector<std::pair<ir::EntityKind, ir::QName>>& used,
                                       std::set<std::size_t>& imports);

/// Adds the standard `imports` (file paths relative to the output) to a
/// rendered document, after its description.
void set_imports(ir::Value& document, const std::vector<std::string>& files);

/// The text of a rendered document of `model`'s document `document`: a key
/// repeated in a map (possible only from invalid XML) keeps its first
/// entry, and each dropped one is a warning.
std::string emit_rendered(ir::Value document, const ir::Model& model, std::size_t document_index,
                          DiagnosticSink& sink);

/// emit_rendered's text of a rendered document whose imports are not
/// known yet, in two halves around where set_imports puts them: the text
/// of set_imports(document, files) is `head + imports_text(files) + tail`,
/// with the same warnings. None for a document this cannot split (empty,
/// a top-level key repeated, an `imports` entry of its own), left as it
/// was: emit it whole.
struct EmittedHalves
{
  std::string head;
  std::string tail;
};
std::optional<EmittedHalves> emit_rendered_halves(ir::Value& document, const ir::Model& model,
                                                  std::size_t document_index,
                                                  DiagnosticSink& sink);
/// The `imports` entry set_imports adds, as emitted ("" for none).
std::string imports_text(const std::vector<std::string>& files);

}  // namespace tosca::yaml
