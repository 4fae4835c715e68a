#pragma once
/// A deterministic YAML 1.2 block-style emitter for ir::Value. Strings are
/// quoted whenever a YAML 1.1 or 1.2 reader could take them for anything
/// but a string, so "3306", "yes" and "null" stay strings.

#include "tosca/ir/value.hpp"

#include <functional>
#include <string>
#include <vector>

namespace tosca::yaml {

/// The document text, ending in a newline.
std::string emit(const ir::Value& document);
/// The same, releasing each part of `document` once it is written, so
/// that a big document and its text are not both held whole.
std::string emit(ir::Value&& document);

/// Text written already that stands in for one value of a document: what
/// emitting that value below its key would write (its entries, indented
/// for its depth). A topology's extension entries are written so as each
/// template is complete, rather than held as a tree beside the topology.
struct Splice
{
  const ir::Value* at = nullptr; ///< the value in the document (an empty map)
  std::string text;
  /// When set, writes the text in place of `text`, as the emitter reaches
  /// the value (so that the text need not be in memory before).
  std::function<void(std::string& out)> write;
};
/// emit(document), writing each splice's text in place of its value.
/// Throws std::logic_error if a splice's value is not in the document.
std::string emit(ir::Value&& document, std::vector<Splice>& splices);

/// One map entry, `key: value`, as emit writes it in a map at `indent`.
void emit_entry(std::string key, ir::Value&& value, std::size_t indent, std::string& out);
/// The entries of `map`, as emit writes them in a map at `indent`.
void emit_entries(ir::Value&& map, std::size_t indent, std::string& out);

/// A scalar as it would be written in a value position (for messages).
std::string emit_scalar(const ir::Value& scalar);

/// Whether a map gives one key twice (a list or scalar: false). Small maps
/// are compared pairwise, so the usual case allocates nothing.
bool repeats_a_key(const ir::Value& map);

}  // namespace tosca::yaml
