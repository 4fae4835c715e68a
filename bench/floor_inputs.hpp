#pragma once
// What the floor benchmarks (xsd_floor, yaml_floor) share: the files a
// list names, one per line as SAX2Count -l reads it, and each file's bytes
// read whole, as the tool reads its inputs.

#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace floor_bench {

/// The files `argv[1]` lists; nullopt, after a message, on a usage error.
inline std::optional<std::vector<std::string>> listed_files(int argc, char** argv,
                                                            const char* tool)
{
  if (argc != 2) {
    std::cerr << "usage: " << tool << " LIST (one file per line)\n";
    return std::nullopt;
  }
  std::ifstream list(argv[1]);
  if (!list) {
    std::cerr << tool << ": cannot read " << argv[1] << "\n";
    return std::nullopt;
  }
  std::vector<std::string> files;
  for (std::string file; std::getline(list, file);) {
    if (!file.empty()) {
      files.push_back(file);
    }
  }
  return files;
}

/// A file's bytes, whole.
inline std::string bytes_of(const std::string& file)
{
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace floor_bench
