#pragma once
/// Lexical checks of property text against the TOSCA scalar type its XSD
/// or Winery definition maps to (integer, float, boolean, timestamp), by
/// the XML Schema lexical rules of the types behind them.

#include <string_view>

namespace tosca::check::detail {

/// True when `text` is a lexical value of `tosca_type` (white space around
/// it collapses, as XSD's numeric types say) or the type is not one of the
/// four checked; empty text means "no value" and passes.
bool lexical_ok(std::string_view tosca_type, std::string_view text);

} // namespace tosca::check::detail
