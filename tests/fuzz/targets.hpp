#pragma once
/// The fuzz targets' bodies, shared by the libFuzzer binaries (one per
/// target, tests/fuzz/main_*.cpp) and by the unit test that replays every
/// committed crasher in tests/fuzz/regressions/<target>/ in each build.
/// Each takes arbitrary bytes and must return without crashing, leaking or
/// undefined behaviour, whatever they are.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tosca::fuzz {

/// XML (final, draft or TOSCAlite) -> IR -> YAML for each service template.
void xml_to_yaml(std::string_view bytes);
/// YAML -> IR -> XML.
void yaml_to_xml(std::string_view bytes);
/// TOSCA.meta parsed and written back.
void meta(std::string_view bytes);
/// A zip archive opened as a CSAR and converted to both syntaxes.
void csar(std::string_view bytes);
/// Two documents from one input (split at the first NUL) compared by meaning.
void diff(std::string_view bytes);
/// A variable service template (Variability4TOSCA) linted and resolved,
/// reading no files.
void resolve(std::string_view bytes);

struct Target
{
  const char* name;
  void (*run)(std::string_view);
};

/// Every target, for the replay test and scripts/fuzz.sh.
inline constexpr Target k_targets[] = {{"xml_to_yaml", xml_to_yaml}, {"yaml_to_xml", yaml_to_xml},
                                       {"meta", meta},               {"csar", csar},
                                       {"diff", diff},               {"resolve", resolve}};

}  // namespace tosca::fuzz
