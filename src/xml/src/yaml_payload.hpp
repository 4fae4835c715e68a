#pragma once
/// Reading <tc:yaml> back (the format is in tosca/xml/yaml_payload.hpp).

#include "tree.hpp"

#include "tosca/ir/value.hpp"

#include <functional>
#include <string>

namespace tosca::xml::detail {

/// Decodes the <tc:yaml> element `i`. Malformed content is reported
/// through `problem` (at a node) and decoded as far as it goes.
ir::Value read_yaml_payload(const Tree& tree, std::uint32_t i,
                            const std::function<void(std::uint32_t, std::string)>& problem);

}  // namespace tosca::xml::detail
