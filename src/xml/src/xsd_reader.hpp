#pragma once
#include "read_context.hpp"
#include "tosca/ir/xsd_model.hpp"

namespace tosca::xml::detail {

/// Adds the declarations of the xs:schema element `schema` to `out`.
void read_xsd(const Ctx& c, std::uint32_t schema, ir::SchemaSet& out, const std::string& source);

}  // namespace tosca::xml::detail
