#pragma once
/// OpenTOSCA Vintner's Variability4TOSCA conformance suite, run in process
/// through tosca::variability::resolve. Shared by the conformance test
/// (tests/variability/conformance_test.cpp) and the benchmark
/// (bench/variability_suite.cpp).
///
/// A test is a directory `<root>/<group>/<test>/`; its optional test.yaml
/// says (Vintner's runner, src/controller/template/test.ts):
///   presets   a name or a list of names, applied in order
///   inputs    the inputs file, relative to the test (default inputs.yaml)
///   template  relative to the test (default: the first of vst.yaml,
///             variable-service-template.yaml, service-template.yaml,
///             template.yaml)
///   expected  relative to the test (default: est.yaml, else expected.yaml)
///   error     the exact message resolving must fail with
///   replace   [from, to] pairs applied to the output text before comparing
///   merge     a map deep-merged into the expected document
/// Groups and tests whose name ends in `---disabled` are skipped.

#include "tosca/ir/value.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tosca::variability::suite {

struct Test
{
  std::string group;
  std::string name;
  std::filesystem::path dir;

  // From test.yaml and the defaults.
  std::vector<std::string> presets;
  std::optional<std::string> error;
  std::vector<std::pair<std::string, std::string>> replace;
  ir::Value merge;
  std::filesystem::path template_path;
  std::filesystem::path expected_path;
  std::filesystem::path inputs_path; ///< empty: no inputs file

  // The files, read once by load().
  ir::Value template_doc;
  ir::Value inputs = ir::Value::map();
  ir::Value expected;
  /// Uses deployment technologies (node `technology`, technology rules or
  /// qualities, a rules file, the `technologies` group): resolving may
  /// refuse it with VARIABILITY_UNSUPPORTED.
  bool technology = false;
  /// Why the test could not be loaded; it then fails with this reason.
  std::string load_problem;

  std::string id() const { return group + "/" + name; }
};

/// Every test below `root`, groups and tests in byte order of their names,
/// without the disabled ones (counted in `disabled` when given). Nothing
/// is read yet.
std::vector<Test> discover(const std::filesystem::path& root, std::size_t* disabled = nullptr);

/// Reads the test's configuration and files; problems go to load_problem.
void load(Test& test);

enum class Verdict {
  passed,  ///< resolved as expected, or failed with the expected message
  refused, ///< a technology test refused with VARIABILITY_UNSUPPORTED
  failed,
};

struct Outcome
{
  Verdict verdict = Verdict::failed;
  /// One paragraph: why it failed (empty when it passed).
  std::string reason;
};

/// Resolves the test and judges the result. The output is written with
/// tosca::yaml::emit and read back before it is compared, as Vintner
/// compares the file it wrote.
Outcome run(const Test& test);

/// Only resolves (for the benchmark): true when resolve returned, false
/// when it threw.
bool resolve_only(const Test& test);

/// Structural equality as Vintner's runner has it (chai's deep equal on
/// js-yaml's output): maps ignore key order, lists keep theirs, scalars
/// compare by type and value, except that integers and floats are numbers
/// (1 equals 1.0).
bool same(const ir::Value& a, const ir::Value& b);

/// The first difference between `expected` and `got` as one line: its
/// path and both sides; empty when they are the same.
std::string first_difference(const ir::Value& expected, const ir::Value& got);

/// `patch` merged into `into`: maps key by key, recursively; anything else
/// replaces.
void deep_merge(ir::Value& into, const ir::Value& patch);

}  // namespace tosca::variability::suite
