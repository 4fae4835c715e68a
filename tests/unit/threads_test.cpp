// Many inputs are read and written on several threads (-j). Whatever the
// number of threads, the outputs, their order and every diagnostic (with
// its order) must be those of one thread: a collection of good, broken and
// foreign documents is converted both ways with 1 and 4 threads, and
// round-tripped; parallel_for itself fails and recurses as one thread would.
#include <boost/test/unit_test.hpp>

#include "tosca/convert/convert_files.hpp"
#include "tosca/convert/roundtrip.hpp"
#include "tosca/support/parallel.hpp"

#include <pthread.h>
#include <sys/resource.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <chrono>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
using namespace tosca;

namespace {

struct TempDir
{
  fs::path path;
  TempDir()
  {
    std::random_device rd;
    path = fs::temp_directory_path() / ("tosca-threads-" + std::to_string(rd()));
    fs::create_directories(path);
  }
  ~TempDir()
  {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

void write(const fs::path& p, const std::string& text)
{
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

std::string definitions(int i)
{
  const std::string n = std::to_string(i);
  // Each document defines a node type and uses the previous one's, so the
  // outputs depend on other inputs; every fifth repeats a type (a
  // duplicate definition) and every seventh names a type defined nowhere.
  const std::string used = i % 7 == 3 ? "t:Missing" : "t:Type" + std::to_string(i == 0 ? 0 : i - 1);
  const std::string defined = i % 5 == 4 ? "Type" + std::to_string(i - 1) : "Type" + n;
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:t="http://example.org/t"
    id="D)" + n + R"(" targetNamespace="http://example.org/t">
  <NodeType name=")" + defined + R"("><Interfaces><Interface name="Standard">
    <Operation name="create"><InputParameters>
      <InputParameter name="Port" type="xs:string"/></InputParameters></Operation>
  </Interface></Interfaces></NodeType>
  <ServiceTemplate id="S)" + n + R"(" name="App )" + n + R"(">
    <TopologyTemplate>
      <NodeTemplate id="a" type=")" + used + R"("/>
      <NodeTemplate id="b" type="t:)" + defined + R"(" minInstances="2"/>
    </TopologyTemplate>
  </ServiceTemplate>
</Definitions>
)";
}

/// 48 documents: most valid, some malformed, schema-invalid or not TOSCA.
void make_collection(const fs::path& dir)
{
  for (int i = 0; i < 48; ++i) {
    const fs::path file =
        dir / ("sub" + std::to_string(i % 3)) / ("doc" + std::to_string(i) + ".xml");
    if (i % 11 == 5) {
      write(file, "<Definitions xmlns=\"http://docs.oasis-open.org/tosca/ns/2011/12\"><broken");
    } else if (i % 13 == 6) {
      write(file, "<?xml version=\"1.0\"?><html><body/></html>");
    } else if (i % 17 == 8) {
      std::string text = definitions(i);
      text.replace(text.find("minInstances=\"2\""), 16, "minInstances=\"two\"");
      write(file, text);
    } else {
      write(file, definitions(i));
    }
  }
}

convert::Conversion run(const std::vector<std::string>& inputs, convert::Format target,
                        unsigned jobs, bool library, const std::string& out,
                        std::vector<Diagnostic>& diagnostics)
{
  convert::ConvertRequest request;
  request.inputs = inputs;
  request.target = target;
  request.load.jobs = jobs;
  request.library = library;
  request.output_directory = out;
  if (library) {
    request.library_root = inputs.front();
  }
  DiagnosticSink sink;
  convert::Conversion c = convert::convert_files(request, sink);
  diagnostics = sink.diagnostics();
  return c;
}

void same(const convert::Conversion& a, const std::vector<Diagnostic>& da,
          const convert::Conversion& b, const std::vector<Diagnostic>& db)
{
  BOOST_TEST(a.exit_code == b.exit_code);
  BOOST_REQUIRE_EQUAL(a.outputs.size(), b.outputs.size());
  for (std::size_t i = 0; i < a.outputs.size(); ++i) {
    BOOST_TEST(a.outputs[i].file_name == b.outputs[i].file_name);
    BOOST_TEST(a.outputs[i].source == b.outputs[i].source);
    BOOST_TEST(a.outputs[i].failed == b.outputs[i].failed);
    BOOST_TEST((a.outputs[i].text == b.outputs[i].text), "output " << a.outputs[i].file_name);
  }
  BOOST_REQUIRE_EQUAL(da.size(), db.size());
  for (std::size_t i = 0; i < da.size(); ++i) {
    BOOST_TEST((da[i].file == db[i].file && da[i].line == db[i].line &&
                da[i].column == db[i].column && da[i].code == db[i].code &&
                da[i].message == db[i].message && da[i].severity == db[i].severity),
               "diagnostic " << i << ": " << da[i].code << " " << da[i].file << " / "
                             << db[i].code << " " << db[i].file);
  }
}

/// The collection's xml2yaml outputs in `root`/yaml (made from `root`/in).
void write_yaml_collection(const fs::path& root)
{
  make_collection(root / "in");
  std::vector<Diagnostic> d;
  const auto yaml = run({(root / "in").string()}, convert::Format::tosca_yaml, 1, false,
                        root / "yaml", d);
  for (const auto& out : yaml.outputs) {
    write(root / "yaml" / out.file_name, out.text);
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(threads_never_change_what_xml2yaml_gives)
{
  TempDir tmp;
  make_collection(tmp.path / "in");
  const std::string in = (tmp.path / "in").string();
  for (bool library : {false, true}) {
    std::vector<Diagnostic> d1;
    std::vector<Diagnostic> d4;
    const auto one = run({in}, convert::Format::tosca_yaml, 1, library, tmp.path / "out", d1);
    const auto four = run({in}, convert::Format::tosca_yaml, 4, library, tmp.path / "out", d4);
    // The collection gives what it was made to give.
    BOOST_TEST(one.outputs.size() >= 35u);
    auto count = [&d1](const std::string& code) {
      return std::count_if(d1.begin(), d1.end(),
                           [&](const Diagnostic& d) { return d.code.rfind(code, 0) == 0; });
    };
    BOOST_TEST(count("XML_MALFORMED") >= 3);
    BOOST_TEST(count("XSD_") >= 1); // a schema violation
    BOOST_TEST(count("DUPLICATE_DEFINITION") >= 1);
    BOOST_TEST(count("REF_UNKNOWN") >= 1);
    same(one, d1, four, d4);
  }
}

BOOST_AUTO_TEST_CASE(a_library_output_that_names_a_new_data_type_is_rendered_in_order)
{
  // Two type documents that no service template uses, each with an XSD
  // complex type called settingsType in a namespace of its own: the plan
  // names neither, so the first output in order takes settingsType and
  // the second settingsType_2. Rendered on four threads, both would take
  // settingsType from the plan's tables: they are rendered again in order.
  TempDir tmp;
  const fs::path in = tmp.path / "in";
  for (const std::string ns : {"a", "b"}) {
    write(in / (ns + ".xsd"), R"(<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://example.org/)" +
                                  ns + R"(" elementFormDefault="qualified">
  <xs:element name="settings"><xs:complexType><xs:sequence>
    <xs:element name="name" type="xs:string"/>
    <xs:element name="endpoint" maxOccurs="unbounded"><xs:complexType><xs:sequence>
      <xs:element name="host" type="xs:string"/><xs:element name="port" type="xs:int"/>
    </xs:sequence></xs:complexType></xs:element>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>
)");
    write(in / (ns + ".xml"), R"(<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:p="http://example.org/)" + ns + R"(" id="D)" + ns + R"(" targetNamespace="http://example.org/t">
  <NodeType name="Server)" + ns + R"("><PropertiesDefinition element="p:settings"/></NodeType>
</Definitions>
)");
  }
  for (int i = 0; i < 8; ++i) { // enough outputs for threads
    write(in / ("filler" + std::to_string(i) + ".xml"),
          R"(<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" id="F)" +
              std::to_string(i) + R"(" targetNamespace="http://example.org/f"><NodeType name="Filler)" +
              std::to_string(i) + R"("/></Definitions>)");
  }
  std::vector<Diagnostic> d1;
  std::vector<Diagnostic> d4;
  const auto one = run({in.string()}, convert::Format::tosca_yaml, 1, true, tmp.path / "out", d1);
  const auto four = run({in.string()}, convert::Format::tosca_yaml, 4, true, tmp.path / "out", d4);
  BOOST_REQUIRE_EQUAL(one.outputs.size(), 10u);
  auto text_of = [&](const std::string& name) {
    for (const auto& out : four.outputs) {
      if (out.file_name == name) {
        return out.text;
      }
    }
    return std::string();
  };
  BOOST_TEST(text_of("a.yaml").find("\n  settingsType:\n") != std::string::npos);
  BOOST_TEST(text_of("b.yaml").find("\n  settingsType_2:\n") != std::string::npos);
  same(one, d1, four, d4);
}

BOOST_AUTO_TEST_CASE(threads_never_change_what_yaml2xml_gives)
{
  TempDir tmp;
  write_yaml_collection(tmp.path);
  // A broken YAML file among them.
  write(tmp.path / "yaml" / "broken.yaml", "tosca_definitions_version: tosca_simple_yaml_1_0\n"
                                           "node_types: [unclosed\n");
  std::vector<Diagnostic> d1;
  std::vector<Diagnostic> d4;
  const std::string in = (tmp.path / "yaml").string();
  const auto one = run({in}, convert::Format::tosca_xml, 1, false, tmp.path / "xml", d1);
  const auto four = run({in}, convert::Format::tosca_xml, 4, false, tmp.path / "xml", d4);
  BOOST_TEST(one.outputs.size() >= 35u);
  BOOST_TEST(std::count_if(d1.begin(), d1.end(), [](const Diagnostic& x) {
               return x.file.find("broken.yaml") != std::string::npos;
             }) >= 1);
  same(one, d1, four, d4);
}

BOOST_AUTO_TEST_CASE(spilled_outputs_are_saved_as_held_ones_are)
{
  // yaml2xml with every output over 512 bytes spilled to its directory as
  // it is made, on one thread and on four: the saved files are the bytes
  // held in memory otherwise, and nothing else appears there.
  TempDir tmp;
  write_yaml_collection(tmp.path);
  const std::string in = (tmp.path / "yaml").string();
  std::vector<Diagnostic> held_diagnostics;
  const auto held = run({in}, convert::Format::tosca_xml, 1, false, tmp.path / "xml",
                        held_diagnostics);
  for (unsigned jobs : {1u, 4u}) {
    const fs::path dir = tmp.path / ("spilled" + std::to_string(jobs));
    fs::create_directories(dir);
    convert::ConvertRequest request;
    request.inputs = {in};
    request.target = convert::Format::tosca_xml;
    request.load.jobs = jobs;
    request.write.jobs = jobs;
    request.output_directory = dir.string();
    request.write.spill_directory = dir.string();
    request.write.spill_piece = 512;
    DiagnosticSink sink;
    const convert::Conversion c = convert::convert_files(request, sink);
    BOOST_REQUIRE_EQUAL(c.outputs.size(), held.outputs.size());
    BOOST_TEST(fs::is_empty(dir), "nothing is named before it is saved");
    std::size_t spilled = 0;
    for (std::size_t i = 0; i < c.outputs.size(); ++i) {
      const convert::Output& o = c.outputs[i];
      spilled += o.spilled != nullptr ? 1 : 0;
      BOOST_TEST(o.file_name == held.outputs[i].file_name);
      BOOST_TEST((convert::whole_text(o) == held.outputs[i].text), "output " << o.file_name);
      convert::save_output(o, (dir / o.file_name).string());
      std::ifstream saved(dir / o.file_name, std::ios::binary);
      const std::string bytes{std::istreambuf_iterator<char>(saved), {}};
      BOOST_TEST((bytes == held.outputs[i].text), "saved " << o.file_name);
    }
    BOOST_TEST(spilled >= 10u, "most outputs were spilled");
    for (const convert::Output& o : c.outputs) {
      if (o.spilled != nullptr) {
        BOOST_CHECK_THROW(convert::save_output(o, (dir / o.file_name).string()), FatalError);
        std::ifstream saved(dir / o.file_name, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(saved), {}};
        BOOST_TEST((bytes == convert::whole_text(held.outputs[&o - c.outputs.data()])),
                   "a second save leaves the first intact");
        break;
      }
    }
    BOOST_TEST(static_cast<std::size_t>(std::distance(fs::directory_iterator(dir),
                                                      fs::directory_iterator())) ==
               c.outputs.size());
    BOOST_TEST(sink.diagnostics().size() == held_diagnostics.size());
  }
}

BOOST_AUTO_TEST_CASE(roundtrip_files_names_search_path_files_as_each_load_does)
{
  // lib/t.tosca is reached as "in/../lib/t.tosca" by a01's import and as
  // "./lib/t.tosca" from -I: a thread's cache must not carry one spelling
  // into another file's round trip.
  TempDir tmp;
  const fs::path in = tmp.path / "in";
  const std::string yaml_head = "tosca_definitions_version: tosca_simple_yaml_1_3\n";
  write(tmp.path / "lib" / "t.tosca",
        yaml_head + "node_types:\n  N:\n    derived_from: tosca.nodes.Root\n");
  for (int i = 0; i < 24; ++i) {
    std::string text = yaml_head;
    if (i == 0) {
      text += "imports:\n  - ../lib/t.tosca\n";
    }
    text += "node_types:\n  N:\n    derived_from: tosca.nodes.Root\n";
    write(in / ("a" + std::to_string(10 + i) + ".tosca"), text);
  }
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(in)) {
    files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  const fs::path cwd = fs::current_path();
  fs::current_path(tmp.path);
  for (auto& f : files) {
    f = fs::relative(f, tmp.path).string();
  }
  auto run_all = [&](unsigned jobs) {
    convert::RoundtripOptions options;
    options.load.search_dirs = {"./lib"};
    std::vector<std::string> said;
    convert::roundtrip_files(files, options, jobs, [&](convert::RoundtripRun run) {
      said.push_back("== " + run.result.input);
      for (const auto& d : run.diagnostics) {
        said.push_back(d.file + ":" + std::to_string(d.line) + " " + d.code);
      }
    });
    return said;
  };
  const std::vector<std::string> one = run_all(1);
  const std::vector<std::string> four = run_all(4);
  fs::current_path(cwd);
  BOOST_TEST(one == four, boost::test_tools::per_element());
  BOOST_TEST(std::count(one.begin(), one.end(), "./lib/t.tosca:4 DUPLICATE_DEFINITION") >= 20);
}

BOOST_AUTO_TEST_CASE(roundtrip_files_hands_nothing_on_after_a_failure)
{
  TempDir tmp;
  make_collection(tmp.path / "in");
  std::vector<std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(tmp.path / "in")) {
    if (e.is_regular_file()) {
      files.push_back(e.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  for (unsigned jobs : {1u, 4u}) {
    std::vector<std::string> handed;
    BOOST_CHECK_THROW(convert::roundtrip_files(files, {}, jobs,
                                               [&](convert::RoundtripRun run) {
                                                 handed.push_back(run.result.input);
                                                 if (handed.size() == 3) {
                                                   throw std::runtime_error("stop");
                                                 }
                                               }),
                      std::runtime_error);
    BOOST_TEST(handed == std::vector<std::string>(files.begin(), files.begin() + 3),
               boost::test_tools::per_element());
  }
}

BOOST_AUTO_TEST_CASE(parallel_for_rethrows_the_lowest_failing_item)
{
  for (int round = 0; round < 20; ++round) {
    try {
      parallel_for(64, 4, [](unsigned, std::size_t i) {
        if (i == 5 || i == 6 || i == 40) {
          throw std::runtime_error(std::to_string(i));
        }
      });
      BOOST_FAIL("no exception");
    } catch (const std::runtime_error& e) {
      BOOST_TEST(std::string(e.what()) == "5");
    }
  }
}

namespace {

std::size_t own_stack_size()
{
  pthread_attr_t attr;
  std::size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstacksize(&attr, &size);
    pthread_attr_destroy(&attr);
  }
  return size;
}

}  // namespace

BOOST_AUTO_TEST_CASE(workers_get_a_full_stack_when_the_limit_is_unlimited)
{
  // glibc gives threads 2 MiB when the stack limit is unlimited; the
  // readers' depth limits assume the main thread's 8 MiB or more.
  rlimit old{};
  getrlimit(RLIMIT_STACK, &old);
  rlimit unlimited = old;
  unlimited.rlim_cur = RLIM_INFINITY;
  if (setrlimit(RLIMIT_STACK, &unlimited) != 0) {
    BOOST_TEST_MESSAGE("skipped: the stack limit cannot be raised here");
    return;
  }
  std::vector<std::size_t> got(4, 0);
  std::vector<char> elsewhere(4, 0);
  const pthread_t main_thread = pthread_self();
  parallel_for(got.size(), 4, [&](unsigned, std::size_t i) {
    got[i] = own_stack_size();
    elsewhere[i] = pthread_equal(pthread_self(), main_thread) == 0 ? 1 : 0;
  });
  setrlimit(RLIMIT_STACK, &old);
  BOOST_TEST(std::count(elsewhere.begin(), elsewhere.end(), 1) >= 1); // it measured a worker
  for (std::size_t size : got) {
    BOOST_TEST(size >= (std::size_t{8} << 20));
  }
}

BOOST_AUTO_TEST_CASE(parallel_in_order_gives_what_one_thread_gives_before_a_failure)
{
  // Item 0 is slow, item 5 fails: the others run ahead, yet 0 to 4 are
  // given in order, nothing after 5, and 5's exception is the one thrown.
  for (unsigned jobs : {1u, 4u}) {
    std::vector<std::size_t> given;
    try {
      parallel_in_order<std::size_t>(
          24, jobs, 8,
          [](unsigned, std::size_t i) {
            if (i == 0) {
              std::this_thread::sleep_for(std::chrono::milliseconds(200));
            }
            if (i == 5 || i == 9) {
              throw std::runtime_error(std::to_string(i));
            }
            return i;
          },
          [&](std::size_t i) { given.push_back(i); });
      BOOST_FAIL("no exception");
    } catch (const std::runtime_error& e) {
      BOOST_TEST(std::string(e.what()) == "5");
    }
    BOOST_TEST(given == (std::vector<std::size_t>{0, 1, 2, 3, 4}), boost::test_tools::per_element());
  }
}
