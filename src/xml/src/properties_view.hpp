#pragma once
/// The map view of a properties document (ir::PropertiesValue::view), the
/// one derivation for documents the reader parses and for documents that
/// arrive as text (a YAML file that kept the XML: Reader::derive_properties).

#include "tree.hpp"

#include "tosca/ir/common.hpp"

namespace tosca::xml::detail {

/// Sets `root`, `view` and `view_is_exact` of `v` from element `i`.
void derive_view(const Tree& tree, std::uint32_t i, ir::PropertiesValue& v);

}  // namespace tosca::xml::detail
