#pragma once
/// A fresh directory under /tmp for one test, removed with everything in
/// it when the test ends.

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace tosca::test {

struct ScratchDir
{
  std::filesystem::path root;
  explicit ScratchDir(const std::string& prefix)
  {
    std::string name = "/tmp/" + prefix + "-XXXXXX";
    if (::mkdtemp(name.data()) == nullptr) {
      throw std::runtime_error("cannot create a scratch directory under /tmp");
    }
    root = name;
  }
  ~ScratchDir()
  {
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
};

}  // namespace tosca::test
