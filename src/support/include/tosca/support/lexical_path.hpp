#pragma once
/// std::filesystem's lexical path operations, on strings.
///
/// libstdc++ 12 (Debian 12's) leaves a `path` whose destructor crashes
/// when an allocation fails inside `path::operator/=` on a path that ends
/// in a separator ("out/" / "a-long-file-name.yaml") or inside
/// `lexically_normal` of a path with "." or ".." before a long name
/// ("a/../a-long-file-name.yaml"). The project joins, normalizes and
/// relativizes paths here instead, so that running out of memory is
/// std::bad_alloc and never a crash. Building a `path` from a string and
/// taking one apart (parent_path, filename, stem) do not have the defect;
/// tests/scripts/path_operations_check.sh keeps the others out of src/.
///
/// Each function gives exactly the `native()` string std::filesystem gives
/// for POSIX paths ('/' only, no root name; unit.support/lexical_path
/// compares them on a grid of paths with dots, climbs, repeated and
/// trailing separators).

#include <string>
#include <string_view>

namespace tosca {

/// `path(a) / b`: `b` itself if absolute; otherwise `a`, a separator
/// unless `a` is empty or ends in one, and `b` ("a" and "" give "a/").
std::string lexical_join(std::string_view a, std::string_view b);

/// `path(p).lexically_normal()`: single separators, no "." and no
/// "name/.." pairs, no ".." just below the root, "." for a path that
/// normalizes to nothing; a trailing separator stays, except after "..".
std::string lexical_normal(std::string_view p);

/// `path(to).lexically_relative(base)`: the path that leads from the
/// directory `base` to `to`, "." for the same place, and "" when there is
/// none (one absolute and one not, or `base` climbing out further than
/// `to` can follow). Neither is normalized first.
std::string lexical_relative(std::string_view to, std::string_view base);

/// `path(p).parent_path()`, a prefix of `p`: what stands before the last
/// element without the separators between ("a/b" and "a//b" give "a",
/// "a/b/" gives "a/b", "/a" gives "/", "a" gives ""); a root alone, or "",
/// is its own parent.
std::string_view lexical_parent(std::string_view p);

}  // namespace tosca
