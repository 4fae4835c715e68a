#pragma once
/// Differences as JSON, for `diff --format json`, the CSAR comparison and
/// `roundtrip --format json`, which nest them: written as they go
/// (JsonWriter), never as an nlohmann tree, whose destruction allocates.

#include "tosca/convert/diff.hpp"
#include "tosca/support/json.hpp"

#include <vector>

namespace tosca::convert::diff {

/// {"equal": bool, "differences": [{"path", "a", "b"}...]}; each side is
/// {"value", "absent" (only when absent), "file", "line", "column"}.
void write_differences(const std::vector<Difference>& differences, JsonWriter& out);

}  // namespace tosca::convert::diff
