// Golden tests of `validate`'s messages: every directory under
// tests/golden/validate/ is one case, and its exact output is the contract.
//
//   NNN-short-name/        001-099 schema messages, formats and profiles;
//                          100-199 XML semantic checks; 200-299 YAML;
//                          300-399 the 2012 draft dialect
//     args                 optional: one line of extra arguments (split at
//                          spaces; no quoting), placed before the inputs
//     expected.txt         standard output and standard error as one
//                          stream, then a last line "[exit N]"
//     everything else      the inputs (in.xml, in.yaml, or several files),
//                          in name order; subdirectories are not inputs but
//                          can be named in args (-I include)
//
// The case runs `tosca-convert validate ARGS INPUTS` in its directory, so
// paths in the output are relative to it.
//
// TOSCA_UPDATE_GOLDEN=1 rewrites every expected.txt from the actual output;
// review the change with git diff.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string quote(const std::string& s)
{
  std::string out = "'";
  for (char c : s) {
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return out + "'";
}

/// The command line of a case: its args, then its input files.
std::string command_of(const fs::path& dir)
{
  std::string command = quote(TOSCA_CONVERT_BIN) + " validate";
  std::vector<std::string> inputs;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (e.is_regular_file() && name != "args" && name != "expected.txt") {
      inputs.push_back(name);
    }
  }
  std::sort(inputs.begin(), inputs.end());
  if (fs::exists(dir / "args")) {
    std::istringstream args(slurp(dir / "args"));
    for (std::string word; args >> word;) {
      command += " " + quote(word);
    }
  }
  for (const auto& in : inputs) {
    command += " " + quote(in);
  }
  return command;
}

/// Runs a case; its output and exit code in the form of expected.txt.
std::string run_case(const fs::path& dir, const fs::path& scratch)
{
  const fs::path out = scratch / "output";
  const std::string full = "cd " + quote(dir.string()) + " && " + command_of(dir) + " > " +
                           quote(out.string()) + " 2>&1 < /dev/null";
  const int status = std::system(full.c_str());
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return slurp(out) + "[exit " + std::to_string(code) + "]\n";
}

}  // namespace

BOOST_AUTO_TEST_CASE(validate_cases)
{
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests" / "golden" / "validate";
  const bool update = std::getenv("TOSCA_UPDATE_GOLDEN") != nullptr;
  std::vector<fs::path> cases;
  for (const auto& e : fs::directory_iterator(root)) {
    if (e.is_directory()) {
      cases.push_back(e.path());
    }
  }
  std::sort(cases.begin(), cases.end());
  BOOST_TEST_REQUIRE(!cases.empty(), "no golden cases under " << root);
  const fs::path scratch =
      fs::temp_directory_path() / ("tosca-golden-validate-" + std::to_string(::getpid()));
  fs::create_directories(scratch);
  for (const auto& dir : cases) {
    BOOST_TEST_CONTEXT("case " << dir.filename().string())
    {
      const std::string actual = run_case(dir, scratch);
      const fs::path expected = dir / "expected.txt";
      if (update) {
        std::ofstream(expected, std::ios::binary) << actual;
        continue;
      }
      const std::string want = fs::exists(expected) ? slurp(expected) : std::string();
      BOOST_TEST(actual == want, dir.filename().string()
                                     << ": output differs from expected.txt\n--- expected\n"
                                     << want << "--- actual\n"
                                     << actual);
      BOOST_TEST(actual.find("[exit 70]") == std::string::npos,
                 dir.filename().string() << ": internal error");
    }
  }
  fs::remove_all(scratch);
}
