// Golden tests: every directory under tests/golden/<direction>/ and
// tests/cli/ is one case. A case runs the real binary in its own directory
// and compares standard output, standard error and the exit code with the
// files next to it:
//
//   in.xml | in.ste | in.tosca   the input (xml2yaml cases)
//   in.yaml                      the input (yaml2xml cases; expectation out.xml)
//   include/                     passed as -I include
//   args                         extra arguments, one per line
//   cmd                          instead of the above: a shell command line,
//                                with $TOSCA_CONVERT for the binary
//   stdin                        fed to standard input (cmd cases)
//   out.yaml | stdout            expected standard output
//   stderr.txt                   expected standard error
//   exit                         expected exit code
//
// TOSCA_UPDATE_GOLDEN=1 rewrites the expectations; review them in git diff.
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/wait.h>

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void spill(const fs::path& p, const std::string& s)
{
  std::ofstream out(p, std::ios::binary);
  out << s;
}

std::string quote(const std::string& s)
{
  std::string out = "'";
  for (char c : s) {
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return out + "'";
}

struct Result
{
  std::string out;
  std::string err;
  int code = -1;
};

Result run_case(const fs::path& dir, const fs::path& scratch)
{
  std::string command;
  if (fs::exists(dir / "cmd")) {
    command = slurp(dir / "cmd");
    while (!command.empty() && (command.back() == '\n' || command.back() == '\r')) {
      command.pop_back();
    }
  } else if (fs::exists(dir / "in.yaml")) {
    command = "\"$TOSCA_CONVERT\" yaml2xml in.yaml";
    if (fs::exists(dir / "args")) {
      std::istringstream args(slurp(dir / "args"));
      for (std::string line; std::getline(args, line);) {
        if (!line.empty()) {
          command += " " + quote(line);
        }
      }
    }
  } else {
    command = "\"$TOSCA_CONVERT\" xml2yaml";
    for (const char* in : {"in.xml", "in.ste", "in.tosca"}) {
      if (fs::exists(dir / in)) {
        command += std::string(" ") + in;
        break;
      }
    }
    if (fs::exists(dir / "include")) {
      command += " -I include";
    }
    if (fs::exists(dir / "args")) {
      std::istringstream args(slurp(dir / "args"));
      for (std::string line; std::getline(args, line);) {
        if (!line.empty()) {
          command += " " + quote(line);
        }
      }
    }
  }
  const fs::path work = scratch / "work";
  fs::create_directories(work);
  const fs::path out = scratch / "stdout";
  const fs::path err = scratch / "stderr";
  std::string stdin_file = fs::exists(dir / "stdin") ? (dir / "stdin").string() : "/dev/null";
  std::string full = "cd " + quote(dir.string()) + " && TOSCA_CONVERT=" + quote(TOSCA_CONVERT_BIN) +
                     " SCRATCH=" + quote(work.string()) + " sh -c " + quote(command) + " < " +
                     quote(stdin_file) + " > " + quote(out.string()) + " 2> " + quote(err.string());
  int status = std::system(full.c_str());
  Result r;
  r.out = slurp(out);
  r.err = slurp(err);
  // The scratch directory differs per run: show it as $SCRATCH.
  for (std::string* text : {&r.out, &r.err}) {
    for (auto at = text->find(work.string()); at != std::string::npos; at = text->find(work.string())) {
      text->replace(at, work.string().size(), "$SCRATCH");
    }
  }
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

void check(const fs::path& dir, const std::string& name, const std::string& actual, bool update)
{
  const fs::path expected = dir / name;
  if (update) {
    if (!actual.empty() || fs::exists(expected)) {
      spill(expected, actual);
    }
    return;
  }
  std::string want = fs::exists(expected) ? slurp(expected) : std::string();
  BOOST_TEST(actual == want, dir.filename().string() << ": " << name
                                                     << " differs from the expectation\n--- expected\n"
                                                     << want << "\n--- actual\n"
                                                     << actual);
}

void run_all(const fs::path& root)
{
  const bool update = std::getenv("TOSCA_UPDATE_GOLDEN") != nullptr;
  std::vector<fs::path> cases;
  for (const auto& e : fs::directory_iterator(root)) {
    if (e.is_directory()) {
      cases.push_back(e.path());
    }
  }
  std::sort(cases.begin(), cases.end());
  BOOST_TEST_REQUIRE(!cases.empty(), "no golden cases under " << root);
  const fs::path scratch = fs::temp_directory_path() / ("tosca-golden-" + std::to_string(::getpid()));
  for (const auto& dir : cases) {
    fs::remove_all(scratch);
    fs::create_directories(scratch);
    BOOST_TEST_CONTEXT("case " << dir.filename().string())
    {
      Result r = run_case(dir, scratch);
      const bool conversion = !fs::exists(dir / "cmd");
      const char* expected = !conversion ? "stdout"
                             : fs::exists(dir / "in.yaml") ? "out.xml"
                                                          : "out.yaml";
      check(dir, expected, r.out, update);
      check(dir, "stderr.txt", r.err, update);
      check(dir, "exit", std::to_string(r.code) + "\n", update);
      BOOST_TEST(r.code < 64, dir.filename().string() << ": crashed or internal error, exit " << r.code);
    }
  }
  fs::remove_all(scratch);
}

}  // namespace

BOOST_AUTO_TEST_CASE(xml2yaml)
{
  run_all(fs::path(TOSCA_SOURCE_DIR) / "tests" / "golden" / "xml2yaml");
}

BOOST_AUTO_TEST_CASE(yaml2xml)
{
  run_all(fs::path(TOSCA_SOURCE_DIR) / "tests" / "golden" / "yaml2xml");
}

/// Every good yaml2xml case must come back unchanged: YAML -> XML -> YAML.
/// A case whose YAML another version of tosca-convert wrote keeps the
/// differences its standard part shows in `roundtrip.txt` (exit 1).
BOOST_AUTO_TEST_CASE(yaml2xml_cases_round_trip)
{
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests" / "golden" / "yaml2xml";
  const bool update = std::getenv("TOSCA_UPDATE_GOLDEN") != nullptr;
  for (const auto& e : fs::directory_iterator(root)) {
    const fs::path dir = e.path();
    if (!e.is_directory() || dir.filename().string().rfind("3", 0) == 0) {
      continue;
    }
    const fs::path expected = dir / "roundtrip.txt";
    const fs::path got = fs::temp_directory_path() / ("tc-roundtrip-" + dir.filename().string());
    std::string command = "cd " + quote(dir.string()) + " && " + quote(TOSCA_CONVERT_BIN) +
                          " roundtrip in.yaml > " + quote(got.string()) + " 2>/dev/null";
    int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (fs::exists(expected)) {
      if (update) {
        fs::copy_file(got, expected, fs::copy_options::overwrite_existing);
      }
      BOOST_TEST(code == 1, dir.filename().string() << ": roundtrip in.yaml did not exit 1");
      BOOST_TEST(slurp(got) == slurp(expected),
                 dir.filename().string() << ": roundtrip differs from roundtrip.txt");
    } else {
      BOOST_TEST(code == 0, dir.filename().string() << ": roundtrip in.yaml did not exit 0");
    }
    fs::remove(got);
  }
}

BOOST_AUTO_TEST_CASE(cli)
{
  run_all(fs::path(TOSCA_SOURCE_DIR) / "tests" / "cli");
}
