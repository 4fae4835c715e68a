// Vintner's Variability4TOSCA conformance suite
// (../shared/corpus/vintner/tests/conformance) through
// tosca::variability::resolve, in process: one Boost.Test case per
// conformance test, in one suite per group, then a table per group.
// Exits 77 (CTest: skipped) with a message when ../shared is not there.
//
// expected_failures.txt beside this file lists `group/test  reason` lines:
// a listed test must fail and every other one must pass (or, using
// deployment technologies, be refused with VARIABILITY_UNSUPPORTED), so the
// list stays exact. TOSCA_UPDATE_EXPECTED_FAILURES=1 rewrites it from the
// run (reasons already written are kept); review it with git diff.
#define BOOST_TEST_NO_MAIN
#define BOOST_TEST_ALTERNATIVE_INIT_API
#include <boost/test/unit_test.hpp>

#include "suite.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
namespace suite = tosca::variability::suite;
namespace utf = boost::unit_test;

namespace {

const fs::path shared = fs::path(TOSCA_SOURCE_DIR) / ".." / "shared";
const fs::path root = shared / "corpus" / "vintner" / "tests" / "conformance";
const fs::path list_file = fs::path(TOSCA_SOURCE_DIR) / "tests" / "variability" / "expected_failures.txt";

struct State
{
  std::vector<suite::Test> tests;
  std::size_t disabled = 0;
  std::vector<std::optional<suite::Outcome>> outcomes;
  std::map<std::string, std::string> listed; ///< expected failures: id -> reason
  bool update = false;
};

State& state()
{
  static State s;
  return s;
}

std::map<std::string, std::string> read_list(const fs::path& file)
{
  std::map<std::string, std::string> out;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') {
      continue;
    }
    const std::size_t end = line.find_first_of(" \t", start);
    const std::string id = line.substr(start, end - start);
    const std::size_t reason = end == std::string::npos ? end : line.find_first_not_of(" \t", end);
    out[id] = reason == std::string::npos ? "" : line.substr(reason);
  }
  return out;
}

void check_one(std::size_t i)
{
  State& s = state();
  const suite::Test& t = s.tests[i];
  const suite::Outcome o = suite::run(t);
  s.outcomes[i] = o;
  const bool failed = o.verdict == suite::Verdict::failed;
  if (s.update) {
    return;
  }
  if (auto it = s.listed.find(t.id()); it != s.listed.end()) {
    BOOST_TEST(failed, t.id() << " passes, but expected_failures.txt lists it (" << it->second
                              << "): remove the line");
    if (failed) {
      BOOST_TEST_MESSAGE(t.id() << ": expected failure: " << o.reason);
    }
    return;
  }
  BOOST_TEST(!failed, t.id() << ": " << o.reason);
}

/// Every line of expected_failures.txt names a test that runs.
void list_names_tests()
{
  std::set<std::string> ids;
  for (const auto& t : state().tests) {
    ids.insert(t.id());
  }
  for (const auto& [id, reason] : state().listed) {
    BOOST_TEST(ids.count(id) == 1,
               "expected_failures.txt lists " << id << ", which is no enabled conformance test");
  }
}

bool init_suite()
{
  State& s = state();
  s.update = std::getenv("TOSCA_UPDATE_EXPECTED_FAILURES") != nullptr;
  s.tests = suite::discover(root, &s.disabled);
  s.outcomes.resize(s.tests.size());
  s.listed = read_list(list_file);
  for (auto& t : s.tests) {
    suite::load(t);
  }
  utf::test_suite& master = utf::framework::master_test_suite();
  master.p_name.value = "variability_conformance";
  utf::test_suite* group = nullptr;
  std::string group_name;
  for (std::size_t i = 0; i < s.tests.size(); ++i) {
    const suite::Test& t = s.tests[i];
    if (group == nullptr || group_name != t.group) {
      group_name = t.group;
      group = BOOST_TEST_SUITE(t.group);
      master.add(group);
    }
    group->add(utf::make_test_case([i] { check_one(i); }, t.name, __FILE__, __LINE__));
  }
  master.add(utf::make_test_case(&list_names_tests, "expected_failures_txt", __FILE__, __LINE__));
  return true;
}

struct Row
{
  std::size_t tests = 0, passed = 0, refused = 0, failed = 0, listed = 0;

  void add(const Row& r)
  {
    tests += r.tests;
    passed += r.passed;
    refused += r.refused;
    failed += r.failed;
    listed += r.listed;
  }
};

void print_row(std::ostream& out, const std::string& name, const Row& r)
{
  out << std::left << std::setw(26) << name << std::right << std::setw(6) << r.tests
      << std::setw(8) << r.passed << std::setw(9) << r.refused << std::setw(8) << r.failed
      << std::setw(8) << r.listed << "\n";
}

/// The table of the tests that ran, then every failure with its reason.
void print_table(std::ostream& out)
{
  const State& s = state();
  std::map<std::string, Row> rows;
  std::vector<std::size_t> failures;
  for (std::size_t i = 0; i < s.tests.size(); ++i) {
    if (!s.outcomes[i]) {
      continue;
    }
    Row& r = rows[s.tests[i].group];
    ++r.tests;
    switch (s.outcomes[i]->verdict) {
    case suite::Verdict::passed: ++r.passed; break;
    case suite::Verdict::refused: ++r.refused; break;
    case suite::Verdict::failed:
      ++r.failed;
      r.listed += s.listed.count(s.tests[i].id());
      failures.push_back(i);
      break;
    }
  }
  if (rows.empty()) {
    return;
  }
  out << "\nVariability4TOSCA conformance (" << root.lexically_normal().string() << ")\n\n";
  out << std::left << std::setw(26) << "group" << std::right << std::setw(6) << "tests"
      << std::setw(8) << "passed" << std::setw(9) << "refused" << std::setw(8) << "failed"
      << std::setw(8) << "listed" << "\n";
  Row total;
  for (const auto& [name, row] : rows) {
    print_row(out, name, row);
    total.add(row);
  }
  print_row(out, "total", total);
  out << "\nrefused: technology tests refused with VARIABILITY_UNSUPPORTED; listed: failures "
         "expected by expected_failures.txt; "
      << s.disabled << " disabled tests not run\n";
  if (!failures.empty()) {
    out << "\nfailing tests:\n";
    for (std::size_t i : failures) {
      const bool listed = s.listed.count(s.tests[i].id()) != 0;
      out << "  " << s.tests[i].id() << (listed ? " (listed)" : "") << ": "
          << s.outcomes[i]->reason << "\n";
    }
  }
}

/// One line per failing test; a reason already in the list is kept, and
/// so is the line of a listed test that did not run (--run_test).
void rewrite_list()
{
  const State& s = state();
  std::ostringstream text;
  text << "# Conformance tests (../shared/corpus/vintner/tests/conformance) that are known\n"
          "# to fail: `group/test  reason`. The variability_conformance test fails when a\n"
          "# test not listed here fails or a listed one passes. Regenerate with\n"
          "# TOSCA_UPDATE_EXPECTED_FAILURES=1 (kept reasons are not rewritten).\n";
  for (std::size_t i = 0; i < s.tests.size(); ++i) {
    const std::string id = s.tests[i].id();
    const bool listed = s.listed.count(id) != 0;
    if (s.outcomes[i] ? s.outcomes[i]->verdict != suite::Verdict::failed : !listed) {
      continue;
    }
    std::string reason = listed ? s.listed.at(id) : s.outcomes[i]->reason;
    if (reason.size() > 160) {
      reason = reason.substr(0, 157) + "...";
    }
    text << id << "  " << reason << "\n";
  }
  std::ofstream(list_file) << text.str();
  std::cout << "rewrote " << list_file.string() << "\n";
}

}  // namespace

int main(int argc, char* argv[])
{
  if (!fs::exists(shared)) {
    std::cout << "skipped: ../shared not found (" << shared.lexically_normal().string()
              << "; the corpus lives beside the project in CI)\n";
    return 77;
  }
  if (!fs::exists(root)) {
    std::cout << "skipped: " << root.lexically_normal().string() << " not found\n";
    return 77;
  }
  const int status = utf::unit_test_main(&init_suite, argc, argv);
  print_table(std::cout);
  if (state().update) {
    rewrite_list();
    return 0;
  }
  return status;
}
