// tosca::PreparedDirectories (src/support/prepared_directories.cpp): the
// folders of a library layout made ahead of its files, and taken back
// when no file went into them.
#include <boost/test/unit_test.hpp>

#include "scratch_dir.hpp"
#include "tosca/support/prepared_directories.hpp"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using tosca::PreparedDirectories;

namespace {

struct Scratch : tosca::test::ScratchDir
{
  Scratch() : ScratchDir("tosca-prepared-test") {}
};

const std::vector<std::string> k_files{"nodetypes/ns/A/A.yaml", "nodetypes/ns/B/B.yaml",
                                       "servicetemplates/ns/S/S.yaml", "top.yaml"};

}  // namespace

BOOST_AUTO_TEST_SUITE(prepared_directories)

BOOST_AUTO_TEST_CASE(makes_every_folder_and_removes_the_empty_ones_it_made)
{
  Scratch s;
  const fs::path out = s.root / "out" / "deep";
  fs::create_directories(s.root / "out" / "deep" / "servicetemplates");
  std::ofstream(s.root / "out" / "deep" / "servicetemplates" / "mine.txt") << "kept";
  {
    PreparedDirectories dirs;
    dirs.start(out.string(), k_files);
    dirs.wait();
    for (const char* d : {"nodetypes/ns/A", "nodetypes/ns/B", "servicetemplates/ns/S"}) {
      BOOST_TEST(fs::is_directory(out / d), d);
    }
    std::ofstream(out / "nodetypes" / "ns" / "A" / "A.yaml") << "a";
  }
  // A file went into A: it and its parents stay; B and S were made and
  // stayed empty: gone. What was there before stays, empty or not.
  BOOST_TEST(fs::is_regular_file(out / "nodetypes" / "ns" / "A" / "A.yaml"));
  BOOST_TEST(!fs::exists(out / "nodetypes" / "ns" / "B"));
  BOOST_TEST(!fs::exists(out / "servicetemplates" / "ns"));
  BOOST_TEST(fs::is_regular_file(out / "servicetemplates" / "mine.txt"));
}

BOOST_AUTO_TEST_CASE(a_run_that_writes_nothing_leaves_the_tree_as_it_was)
{
  Scratch s;
  const fs::path out = s.root / "new" / "out";
  {
    PreparedDirectories dirs;
    dirs.start(out.string(), k_files);
    dirs.wait();
    BOOST_TEST(fs::is_directory(out / "nodetypes" / "ns" / "B"));
  }
  // The output root and its missing parent were made here too.
  BOOST_TEST(!fs::exists(s.root / "new"));
}

BOOST_AUTO_TEST_CASE(keep_keeps_them_all)
{
  Scratch s;
  {
    PreparedDirectories dirs;
    dirs.start(s.root.string(), k_files);
    dirs.keep();
  } // the destructor waits for the thread
  BOOST_TEST(fs::is_directory(s.root / "nodetypes" / "ns" / "B"));
  BOOST_TEST(fs::is_directory(s.root / "servicetemplates" / "ns" / "S"));
}

BOOST_AUTO_TEST_CASE(never_climbs_out_of_the_root)
{
  Scratch s;
  const fs::path out = s.root / "out";
  {
    PreparedDirectories dirs;
    dirs.start(out.string(), {"../escaped/x.yaml", "a/../../escaped2/x.yaml", "/abs/x.yaml",
                              "fine/x.yaml"});
    dirs.keep();
  }
  BOOST_TEST(fs::is_directory(out / "fine"));
  BOOST_TEST(!fs::exists(s.root / "escaped"));
  BOOST_TEST(!fs::exists(s.root / "escaped2"));
  BOOST_TEST(!fs::exists("/abs"));
}

BOOST_AUTO_TEST_CASE(a_file_in_the_way_is_left_to_the_write)
{
  Scratch s;
  std::ofstream(s.root / "nodetypes") << "a file";
  {
    PreparedDirectories dirs;
    dirs.start(s.root.string(), k_files);
    dirs.wait();
    BOOST_TEST(fs::is_regular_file(s.root / "nodetypes"));
    BOOST_TEST(fs::is_directory(s.root / "servicetemplates" / "ns" / "S"));
  }
  BOOST_TEST(!fs::exists(s.root / "servicetemplates"));
}

BOOST_AUTO_TEST_CASE(undo_on_signal_removes_what_was_made)
{
  Scratch s;
  std::vector<std::string> many;
  for (int i = 0; i < 2000; ++i) {
    many.push_back("d" + std::to_string(i % 50) + "/e" + std::to_string(i) + "/f.yaml");
  }
  PreparedDirectories dirs;
  dirs.start(s.root.string(), many);
  // What a handler does, once the thread has made some.
  while (!fs::exists(s.root / "d0" / "e0")) {
  }
  PreparedDirectories::undo_on_signal();
  dirs.wait();
  BOOST_TEST(fs::is_empty(s.root));
  dirs.keep(); // nothing is left to keep
}

BOOST_AUTO_TEST_CASE(one_at_a_time)
{
  Scratch s;
  PreparedDirectories first;
  first.start((s.root / "one").string(), {"a/x.yaml"});
  PreparedDirectories second;
  second.start((s.root / "two").string(), {"b/x.yaml"});
  first.wait();
  second.wait();
  BOOST_TEST(fs::is_directory(s.root / "one" / "a"));
  BOOST_TEST(!fs::exists(s.root / "two")); // its writes make their own
  first.keep();
}

BOOST_AUTO_TEST_SUITE_END()
