// Benchmark: Vintner's Variability4TOSCA conformance suite resolved in one
// process. Every test is read and parsed once; then the whole suite is
// resolved N times (tosca::variability::resolve only: no file reading, no
// writing, no comparison) and the wall-clock time is reported per run and
// per test, against Vintner's published figure (its conformance suite:
// 402 tests in 24 s, about 60 ms per test, reading and writing included).
//
//   variability_bench [N] [CONFORMANCE_DIR]      (default N = 20)
//
// bench/variability.sh builds and runs it.
#include "suite.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <string>

namespace fs = std::filesystem;
namespace suite = tosca::variability::suite;

namespace {

constexpr double k_vintner_seconds = 24.0;
constexpr double k_vintner_tests = 402.0;

}  // namespace

int main(int argc, char* argv[])
{
  long runs = 20;
  fs::path root = fs::path(TOSCA_SOURCE_DIR) / ".." / "shared" / "corpus" / "vintner" / "tests" /
                  "conformance";
  if (argc > 1) {
    runs = std::strtol(argv[1], nullptr, 10);
    if (runs <= 0) {
      std::cerr << "usage: variability_bench [N] [CONFORMANCE_DIR]\n";
      return 2;
    }
  }
  if (argc > 2) {
    root = argv[2];
  }
  if (!fs::is_directory(root)) {
    std::cout << "bench: " << root.lexically_normal().string() << " not found; nothing to measure\n";
    return 0;
  }

  using clock = std::chrono::steady_clock;
  const auto load_start = clock::now();
  std::vector<suite::Test> tests = suite::discover(root);
  std::size_t unloadable = 0;
  for (auto& t : tests) {
    suite::load(t);
    unloadable += t.load_problem.empty() ? 0 : 1;
  }
  std::erase_if(tests, [](const suite::Test& t) { return !t.load_problem.empty(); });
  const double load_seconds = std::chrono::duration<double>(clock::now() - load_start).count();
  if (tests.empty()) {
    std::cout << "bench: no loadable tests under " << root.string() << "\n";
    return 0;
  }

  // One untimed run: warms caches and counts what resolves.
  std::size_t resolved = 0;
  for (const auto& t : tests) {
    resolved += suite::resolve_only(t) ? 1 : 0;
  }
  const auto start = clock::now();
  for (long r = 0; r < runs; ++r) {
    for (const auto& t : tests) {
      (void)suite::resolve_only(t);
    }
  }
  const double seconds = std::chrono::duration<double>(clock::now() - start).count();

  const double per_run = seconds / static_cast<double>(runs);
  const double per_test_us = per_run / static_cast<double>(tests.size()) * 1e6;
  const double vintner_us = k_vintner_seconds / k_vintner_tests * 1e6;
  std::cout << std::fixed << std::setprecision(3);
  std::cout << "Variability4TOSCA conformance suite: " << tests.size() << " tests per run ("
            << resolved << " resolve, " << tests.size() - resolved << " end in an error"
            << (unloadable != 0 ? "; " + std::to_string(unloadable) + " unloadable, left out" : "")
            << "), read and parsed once in " << load_seconds << " s\n\n";
  std::cout << "| measurement | value |\n|---|---|\n";
  std::cout << "| runs | " << runs << " |\n";
  std::cout << "| total time | " << seconds << " s |\n";
  std::cout << "| time per run (whole suite) | " << per_run * 1e3 << " ms |\n";
  std::cout << std::setprecision(1);
  std::cout << "| time per test | " << per_test_us << " us |\n";
  std::cout << "| Vintner, published (24 s for 402 tests) | " << vintner_us << " us per test |\n";
  std::cout << "| Vintner / tosca-convert | " << std::setprecision(0) << vintner_us / per_test_us
            << "x |\n";
  return 0;
}
