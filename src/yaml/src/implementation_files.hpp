#pragma once
/// The files a YAML operation `implementation` or artifact names: shared by
/// the reader of YAML-born documents and the decoder of xml2yaml output.

#include "node.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tosca::yaml::detail {

/// A file and the artifact type given for it ("" when none).
struct ImplementationFile
{
  std::string path;
  std::string type;
};

/// One artifact: a file, a name in `artifacts` (a map, may be null), or a
/// definition {file, type}.
std::optional<ImplementationFile> artifact_file(const Node& n, const Node* artifacts);

/// The files of an `implementation`: one artifact, or {primary,
/// dependencies} of them; primary first. `bad` hears of an entry that is
/// no artifact.
std::vector<ImplementationFile> implementation_files(
    const Node& impl, const Node* artifacts,
    const std::function<void(const Node&)>& bad = nullptr);

}  // namespace tosca::yaml::detail
