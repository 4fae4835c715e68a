// tosca-convert codes [CODE...] [--format text|markdown]
#include "cli.hpp"
#include "options.hpp"

#include "tosca/support/codes.hpp"

#include <algorithm>
#include <iostream>

namespace tosca::cli {

constexpr std::string_view k_code_formats[] = {"text", "markdown"};

constexpr CommandSpec k_codes{
    "codes",
    "usage: tosca-convert codes [CODE...] [--format text|markdown]\n\n"
    "Lists the diagnostic codes with their usual severity, the exit status a\n"
    "fatal one leads to, and what each means; with CODE, only those.\n"
    "--format markdown writes docs/diagnostics.md.",
    opt_format, 0, k_code_formats};

int cmd_codes(const std::vector<std::string>& args)
{
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_codes, {}, args, o)) {
    return *stop;
  }
  const std::string& format = o.format;
  const std::vector<std::string>& wanted = o.inputs;
  if (format == "markdown") {
    codes_markdown(std::cout);
    return exit_ok;
  }
  int status = exit_ok;
  for (const auto& w : wanted) {
    if (code_info(w) == nullptr) {
      std::cerr << "tosca-convert: error: no diagnostic code '" << w << "'\n";
      status = exit_usage;
    }
  }
  for (const auto& c : codes()) {
    if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), c.code) == wanted.end()) {
      continue;
    }
    std::cout << c.code << " (" << to_string(c.severity)
              << (c.exit == ExitClass::none ? std::string()
                                            : ", exit " + std::string(exit_text(c.exit)))
              << "): " << c.summary << "\n";
  }
  return status;
}

}  // namespace tosca::cli
