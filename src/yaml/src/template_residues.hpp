#pragma once
/// The extension entries of a topology's templates
/// (`dsl_definitions.tosca_convert.node_templates` and
/// `relationship_templates`), and the last guard before emitting: no map
/// repeats a key.
///
/// xml2yaml writes each template's entry as text once the template is
/// written, so that a topology of 100,000 templates is not held as a
/// second value tree beside its standard part (docs/results.md); render()
/// keeps them as values. Both give the same text.

#include "tosca/ir/document.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/nameless_file.hpp"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tosca::yaml::detail {

class TemplateResidues;

/// A name the XML repeats where YAML needs a map key (two properties,
/// capabilities, inputs or operations of one name: invalid, but fuzzing
/// finds them) keeps its first entry, and each dropped one is a located
/// warning. YAML with a repeated key is never written. Linear: a map is
/// rebuilt only when it repeats a key. `path`: the keys from the
/// document's root down to `v`. At the placeholder of each frozen one of
/// `residues`, its finish() runs instead.
void drop_repeated_keys(ir::Value& v, const std::vector<std::string>& path,
                        const ir::Document& doc, DiagnosticSink& sink,
                        const std::vector<TemplateResidues*>& residues = {});

class TemplateResidues
{
public:
  /// Text held in memory past this goes to a nameless temporary file
  /// (below $TMPDIR or /tmp), and comes back only as it is emitted: the
  /// entries of 100,000 templates are 50 MB beside the standard part's
  /// value tree, which is whole at that moment. The buffer is reused, so
  /// it holds at most about twice this.
  static constexpr std::size_t k_spill_above = std::size_t{1} << 20;

  /// `section`: "node_templates" or "relationship_templates". `frozen`:
  /// each entry is written as text when it is added.
  TemplateResidues(std::string section, bool frozen, std::size_t spill_above = k_spill_above);

  const std::string& section() const { return m_section; }
  bool frozen() const { return m_frozen; }
  /// Whether no template has an entry.
  bool empty() const;

  /// The entry of template `key`, unless `residue` is empty.
  void add(std::string key, ir::Value residue, const ir::Document& doc);
  /// Where entries added to template `key`'s entry after add() go (they
  /// follow the added ones); the template gets an entry if it had none.
  ir::Value& later(const std::string& key);

  /// Not frozen: the entries, into `ext[section()]` when `ext` has it.
  void install(ir::Value& ext);
  /// Frozen: drops the repeated keys of the entries added later and
  /// reports the warnings of all of them, as drop_repeated_keys does on
  /// reaching `ext[section()]` (its placeholder). Once only.
  void finish(const ir::Document& doc, DiagnosticSink& sink);
  /// After finish(): appends the text that stands in for the placeholder
  /// (emit's Splice::write) to `out`, and lets it go. Once. Throws
  /// FatalError when text spilled to disk cannot be read back.
  void write_text(std::string& out);

private:
  struct Written
  {
    std::string key;
    std::size_t begin = 0; ///< its text in m_text
    std::size_t end = 0;
    std::unique_ptr<ir::Value> later;
    std::vector<Diagnostic> warnings;
  };
  std::vector<std::string> path_to(const std::string& key) const;
  /// Moves the text to m_spill once it passes m_spill_above.
  void spill_if_large();
  /// Appends the text at offsets [begin, end) (on disk, then in memory).
  void append_range(std::size_t begin, std::size_t end, std::string& out) const;
  std::size_t count() const;
  const std::string& key_at(std::size_t i) const;

  std::string m_section;
  bool m_frozen;
  ir::Value m_held = ir::Value::map(); ///< not frozen
  std::vector<Written> m_written;      ///< frozen
  /// The entries' text from offset m_spilled on (what comes before it is
  /// in m_spill); Written offsets count from the start of the whole text.
  std::string m_text;
  std::unique_ptr<NamelessFile> m_spill;
  std::size_t m_spilled = 0;
  std::size_t m_spill_above;
  /// Entry index by key, made on the first later() (most topologies
  /// never ask) and kept up to date from then on.
  std::unordered_map<std::string, std::size_t> m_index;
  std::size_t m_indexed = 0;
  bool m_finished = false;
};

}  // namespace tosca::yaml::detail
