#pragma once
/// What each output format of validate lists: all diagnostics, or under
/// --max-errors those before the first error past the limit.

#include "tosca/check/validate.hpp"

namespace tosca::check::detail {

struct Listing
{
  std::vector<std::size_t> files; ///< how many of each file's diagnostics
  std::size_t other = 0;          ///< of ValidateReport::other
  std::size_t errors_left_out = 0;
};

Listing listing(const ValidateReport& report, std::size_t max_errors);

}  // namespace tosca::check::detail
