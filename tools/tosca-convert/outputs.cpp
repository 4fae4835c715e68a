#include "outputs.hpp"
#include "interrupt.hpp"

#include "tosca/support/files.hpp"

#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace fs = std::filesystem;

std::size_t write_outputs(const std::vector<convert::Output>& outputs,
                          const OutputTarget& target, std::size_t errors)
{
  std::size_t written = 0;
  if (target.to_dir) {
    for (const auto& o : outputs) {
      if (InterruptGuard::requested()) {
        std::cerr << "\ntosca-convert: interrupted: wrote " << written << " of " << outputs.size()
                  << " files to " << target.path << "; each is whole\n";
        throw Interrupted{};
      }
      if (o.failed && target.strict) {
        continue;
      }
      write_file_atomic(fs::path(target.path) / o.file_name, o.text);
      ++written;
    }
    return written;
  }
  if (outputs.empty() || (target.strict && errors != 0)) {
    return 0;
  }
  // One output is written as it is: a copy of a big document would double
  // the peak memory at the very end (docs/results.md, stop 38).
  std::string joined;
  if (outputs.size() > 1) {
    std::size_t size = 0;
    for (const auto& o : outputs) {
      size += o.text.size() + target.separator.size();
    }
    joined.reserve(size);
    for (std::size_t i = 0; i < outputs.size(); ++i) {
      if (i != 0) {
        joined += target.separator;
      }
      joined += outputs[i].text;
    }
  }
  const std::string& text = outputs.size() > 1 ? joined : outputs.front().text;
  if (target.path.empty() || target.path == "-") {
    std::cout << text;
    std::cout.flush();
    if (!std::cout) {
      throw FatalError({Severity::error, "IO_WRITE", "cannot write to standard output", "", 0, 0});
    }
  } else {
    write_file_atomic(target.path, text);
  }
  return outputs.size();
}

}  // namespace tosca::cli
