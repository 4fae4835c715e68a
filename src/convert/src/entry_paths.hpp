#pragma once
/// Archive entry names ('/'-separated, relative) normalized and made
/// relative on the strings, as std::filesystem's lexically_normal and
/// lexically_relative do for such paths. libstdc++ 12's `path::operator/=`
/// can leave a path that crashes its destructor when an allocation inside
/// it fails (seen under tests/tools/fail_allocations.cpp), so code that
/// must survive running out of memory keeps to strings.

#include <string>
#include <string_view>

namespace tosca::convert::detail {

/// `path` in normal form: no "." components, no "name/.." pairs, single
/// separators; "." for a path that normalizes to nothing. A trailing
/// separator stays, except after "..".
std::string normal_entry_path(std::string_view path);

/// `to` relative to the directory `base` (both relative and normal), or
/// "" where lexically_relative gives the empty path (`base` climbs out
/// with more ".." than `to` can follow).
std::string relative_entry_path(std::string_view to, std::string_view base);

}  // namespace tosca::convert::detail
