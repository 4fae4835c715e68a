#pragma once
/// roundtrip_standard.cpp: the standard parts of a YAML input and of the
/// YAML its round trip wrote, as comparison trees.

#include "tosca/convert/diff.hpp"

#include <string>
#include <string_view>

namespace tosca::convert {

/// Fills `a` and `b` with the standard parts of `input` and `back`, types
/// named by QName, under the path `standard`. False (nothing to compare)
/// unless xml2yaml wrote `input` as one self-contained file: a library
/// layout's standard part depends on the whole run, and YAML of the user's
/// own is compared whole through the IR.
bool standard_trees(std::string_view input, const std::string& input_name, std::string_view back,
                    const std::string& back_name, diff::Tree& a, diff::Tree& b);

}  // namespace tosca::convert
