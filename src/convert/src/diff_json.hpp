#pragma once
/// Differences as JSON values (nlohmann), for `diff --format json`, the
/// CSAR comparison and `roundtrip --format json`, which nest them.

#include "tosca/convert/diff.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace tosca::convert::diff {

/// Keys in the order they are added.
using Json = nlohmann::ordered_json;

/// {"equal": bool, "differences": [{"path", "a", "b"}...]}; each side is
/// {"value", "absent" (only when absent), "file", "line", "column"}.
Json differences_json(const std::vector<Difference>& differences);

/// One line of JSON, as the commands print it.
std::string json_line(const Json& value);

}  // namespace tosca::convert::diff
