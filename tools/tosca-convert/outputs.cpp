#include "outputs.hpp"
#include "interrupt.hpp"

#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/parallel.hpp"

#include <atomic>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace fs = std::filesystem;

std::size_t write_outputs(const std::vector<convert::Output>& outputs,
                          const OutputTarget& target, std::size_t errors)
{
  if (target.to_dir) {
    std::atomic<std::size_t> written{0};
    std::atomic<bool> stopped{false};
    parallel_for(outputs.size(), target.jobs, [&](unsigned, std::size_t i) {
      if (stopped.load() || InterruptGuard::requested()) {
        stopped.store(true);
        return;
      }
      const convert::Output& o = outputs[i];
      if (o.failed && target.strict) {
        return;
      }
      convert::save_output(o, lexical_join(target.path, o.file_name));
      ++written;
    });
    if (stopped.load()) {
      std::cerr << "\ntosca-convert: interrupted: wrote " << written.load() << " of " << outputs.size()
                << " files to " << target.path << "; each is whole\n";
      throw Interrupted{};
    }
    return written.load();
  }
  if (outputs.empty() || (target.strict && errors != 0)) {
    return 0;
  }
  const bool to_stdout = target.path.empty() || target.path == "-";
  if (outputs.size() == 1 && !to_stdout) {
    convert::save_output(outputs.front(), target.path);
    return 1;
  }
  // One output is written as it is: a copy of a big document would double
  // the peak memory at the very end (docs/results.md, stop 38).
  std::string joined;
  if (outputs.size() > 1 || outputs.front().spilled != nullptr) {
    for (std::size_t i = 0; i < outputs.size(); ++i) {
      if (i != 0) {
        joined += target.separator;
      }
      joined += convert::whole_text(outputs[i]);
    }
  }
  const std::string& text =
      outputs.size() > 1 || outputs.front().spilled != nullptr ? joined : outputs.front().text;
  if (to_stdout) {
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
