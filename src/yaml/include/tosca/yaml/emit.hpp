#pragma once
/// A deterministic YAML 1.2 block-style emitter for ir::Value. Strings are
/// quoted whenever a YAML 1.1 or 1.2 reader could take them for anything
/// but a string, so "3306", "yes" and "null" stay strings.

#include "tosca/ir/value.hpp"

#include <string>

namespace tosca::yaml {

/// The document text, ending in a newline.
std::string emit(const ir::Value& document);
/// The same, releasing each part of `document` once it is written, so
/// that a big document and its text are not both held whole.
std::string emit(ir::Value&& document);

/// A scalar as it would be written in a value position (for messages).
std::string emit_scalar(const ir::Value& scalar);

/// Whether a map gives one key twice (a list or scalar: false). Small maps
/// are compared pairwise, so the usual case allocates nothing.
bool repeats_a_key(const ir::Value& map);

}  // namespace tosca::yaml
