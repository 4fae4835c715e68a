#pragma once
/// FileSet's memory of its walks on disk (file_set.hpp, walked_kind),
/// shared by file_set.cpp (which owns it) and file_set_walked.cpp.

#include "tosca/convert/file_set.hpp"

#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tosca::convert {

struct FileSet::Walked
{
  std::mutex mutex;
  /// Directory (absolute, lexically normal) -> its entries by name,
  /// sorted. A directory the walk found empty is not here: it could as
  /// well have been one the walk could not read.
  std::unordered_map<std::string, std::vector<std::pair<std::string, WalkedEntry>>> dirs;
};

}  // namespace tosca::convert
