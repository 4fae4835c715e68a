// The floor of the YAML direction: yaml-cpp's event parser over the same
// bytes, with a handler that keeps nothing. yaml2xml parses its input with
// this parser (src/yaml/src/load.cpp), so no reading of YAML through
// yaml-cpp can be faster; bench/topology_scaling.py compares yaml2xml with
// it as it compares xml2yaml with SAX2Count.
//
//   yaml_floor LIST     LIST names one file per line, as SAX2Count -l reads
#include "floor_inputs.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <cstdio>
#include <sstream>
#include <string>

namespace {

class Discard : public YAML::EventHandler
{
public:
  std::size_t events = 0;

  void OnDocumentStart(const YAML::Mark&) override { ++events; }
  void OnDocumentEnd() override { ++events; }
  void OnNull(const YAML::Mark&, YAML::anchor_t) override { ++events; }
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override { ++events; }
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override
  {
    ++events;
  }
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override
  {
    ++events;
  }
  void OnSequenceEnd() override { ++events; }
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override
  {
    ++events;
  }
  void OnMapEnd() override { ++events; }
};

}  // namespace

int main(int argc, char** argv)
{
  const auto files = floor_bench::listed_files(argc, argv, "yaml_floor");
  if (!files) {
    return 2;
  }
  Discard handler;
  int failed = 0;
  for (const std::string& file : *files) {
    // As load.cpp does: the bytes in memory, then a stream over them.
    std::istringstream stream(floor_bench::bytes_of(file));
    try {
      YAML::Parser parser(stream);
      while (parser.HandleNextDocument(handler)) {
      }
    } catch (const YAML::Exception& e) {
      std::cerr << file << ": " << e.what() << "\n";
      ++failed;
    }
  }
  std::printf("%zu events\n", handler.events);
  return failed == 0 ? 0 : 1;
}
