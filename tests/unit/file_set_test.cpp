// Unit tests for FileSet's files held in memory: they read, list and load
// as files of their name, shadow the disk, and import from beside them.
#include <boost/test/unit_test.hpp>

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/workspace.hpp"

#include "canonical_paths.hpp"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <fstream>

using namespace tosca;
namespace fs = std::filesystem;

namespace {

/// A scratch directory with `types.yaml`, removed at the end of the test.
struct Scratch
{
  fs::path dir = fs::temp_directory_path() / ("file_set_test." + std::to_string(::getpid()));
  Scratch()
  {
    fs::create_directories(dir);
    std::ofstream(dir / "types.yaml") << "tosca_definitions_version: tosca_simple_yaml_1_3\n"
                                         "node_types:\n  my.App:\n    derived_from: "
                                         "tosca.nodes.SoftwareComponent\n";
    std::ofstream(dir / "app.yaml") << "on disk\n";
  }
  ~Scratch() { fs::remove_all(dir); }
};

} // namespace

BOOST_AUTO_TEST_CASE(a_memory_file_reads_and_shadows_the_disk)
{
  Scratch s;
  convert::FileSet files;
  const std::string app = (s.dir / "app.yaml").string();
  const std::string extra = (s.dir / "extra.yaml").string();
  files.put(app, "in memory\n");
  files.put(extra, "only in memory\n");
  BOOST_TEST(files.read(app) == "in memory\n");
  BOOST_TEST(files.is_file(extra));
  BOOST_TEST(!fs::exists(extra)); // nothing is written
  bool whole = false;
  BOOST_TEST(files.head(extra, 4, whole) == "only");
  BOOST_TEST(!whole);
  const auto listed = files.list(s.dir.string());
  BOOST_TEST(std::count(listed.begin(), listed.end(), app) == 1);
  BOOST_TEST(std::count(listed.begin(), listed.end(), extra) == 1);
  BOOST_TEST(convert::FileSet::disk().read(app) == "on disk\n");
}

BOOST_AUTO_TEST_CASE(a_memory_file_loads_with_its_imports_from_beside_it)
{
  Scratch s;
  convert::FileSet files;
  const std::string path = (s.dir / "resolved.yaml").string();
  files.put(path, "tosca_definitions_version: tosca_simple_yaml_1_3\n"
                  "imports:\n  - types.yaml\n"
                  "topology_template:\n  node_templates:\n    app:\n      type: my.App\n");
  convert::LoadOptions load;
  load.syntax = convert::Syntax::yaml;
  load.files = &files;
  DiagnosticSink sink;
  const convert::Workspace ws = convert::load({path}, load, sink);
  BOOST_TEST(sink.diagnostics().empty());
  BOOST_REQUIRE_EQUAL(ws.model.input_count, 1u);
  BOOST_TEST(ws.model.documents.size() == 2u);
  BOOST_REQUIRE_EQUAL(ws.import_edges.size(), 1u);
  BOOST_TEST(ws.import_edges.front().from == path);
  BOOST_TEST(ws.import_edges.front().line == 3);
  const convert::ImportGraph graph(ws);
  std::size_t reached = 0;
  graph.walk(path, [&](std::string_view) {
    ++reached;
    return convert::ImportGraph::Step::expand;
  });
  BOOST_TEST(reached == 2u, "the file and the one it imports");
}

BOOST_AUTO_TEST_CASE(parent_agrees_with_std_filesystem)
{
  // Plain paths take a string shortcut; every path must get the answer
  // std::filesystem gives, and an archive entry its directory in the archive.
  for (const char* p : {"a", "/a", "a/b", "/a/b/c.xml", "./a", "a/.", "a/..", "..", "/..", "/.",
                        "x y/z", "a/b/", "a//b", "//a", "/", "", ".a/b."}) {
    BOOST_TEST(tosca::convert::FileSet::parent(p) == std::filesystem::path(p).parent_path().string(),
               "parent of '" << p << "'");
  }
  BOOST_TEST(tosca::convert::FileSet::parent("/x/app.csar!Definitions/a.tosca") ==
             "/x/app.csar!Definitions");
}

BOOST_AUTO_TEST_CASE(relative_agrees_with_std_filesystem)
{
  // FileSet::relative answers plain absolute paths on the strings: it must
  // say what lexically_relative says, for every pair of these (and still
  // for the spellings it leaves to std::filesystem).
  std::vector<std::string> paths{"/", "//x", "/a/", "/a/./b", "/a/../b", "/a b/c"};
  const char* names[] = {"a", "b", "ab", ".x", "..y"};
  for (const char* x : names) {
    paths.push_back(std::string("/") + x);
    for (const char* y : names) {
      paths.push_back(std::string("/") + x + "/" + y);
      for (const char* z : {"a", "c"}) {
        paths.push_back(std::string("/") + x + "/" + y + "/" + z);
      }
    }
  }
  for (const std::string& to : paths) {
    for (const std::string& from : paths) {
      const std::string slow =
          fs::path(to).lexically_normal().lexically_relative(fs::path(from).lexically_normal())
              .generic_string();
      BOOST_TEST(convert::FileSet::relative(to, from) == (slow.empty() ? to : slow),
                 "relative('" << to << "', '" << from << "')");
    }
  }
}

BOOST_AUTO_TEST_CASE(canonical_paths_agree_with_weakly_canonical)
{
  // Directories are resolved once and remembered; every answer must still
  // be weakly_canonical's, through links, "..", missing parts and the
  // current directory, asked in an order that reuses what was resolved.
  // (Where they differ on purpose: a relative path that does not exist
  // comes back absolute, and ".." at the end without a trailing '/'.)
  Scratch s;
  fs::create_directories(s.dir / "real" / "deep" / "er");
  std::ofstream(s.dir / "real" / "deep" / "er" / "f.xml") << "x";
  fs::create_directory_symlink(s.dir / "real" / "deep", s.dir / "link");
  fs::create_directory_symlink("real/deep/er", s.dir / "rel");
  fs::create_symlink(s.dir / "missing", s.dir / "dangling");
  fs::create_directory_symlink(s.dir / "real", s.dir / "a!b");
  const std::string d = s.dir.string();
  convert::CanonicalPaths paths;
  const std::vector<std::string> asked = {
      d + "/real/deep/er/f.xml", d + "/link/er/f.xml", d + "/link/../deep/er/f.xml",
      d + "/link/er/../er/f.xml", d + "/rel/f.xml", d + "/rel/../f.xml",
      d + "/link/er/nope/x.xml", d + "/nope/../real/deep/er/f.xml", d + "/dangling/x.xml",
      d + "/./real//deep/er/f.xml", d + "/real/deep/er/", d + "/link/er/f.xml", d, "/",
      d + "/a!b/deep/../deep/er/f.xml", d + "/a!b/..", d + "/a!b/../real/x.xml",
      "../x/y.xml", "./a/../b.xml"};
  for (const std::string& p : asked) {
    BOOST_TEST(paths.of(p) == fs::weakly_canonical(p).string(), "canonical path of '" << p << "'");
  }
}

BOOST_AUTO_TEST_CASE(package_root_of_a_path_written_with_dots_and_slashes)
{
  // The document's path is normalised on the string (artifact_paths.cpp):
  // every spelling of one place finds the same package root, the folder
  // that holds TOSCA-Metadata/TOSCA.meta.
  Scratch s;
  const fs::path root = s.dir / "csar";
  fs::create_directories(root / "TOSCA-Metadata");
  fs::create_directories(root / "Definitions" / "sub");
  std::ofstream(root / "TOSCA-Metadata" / "TOSCA.meta") << "TOSCA-Meta-File-Version: 1.0\n";
  std::ofstream(root / "Definitions" / "d.tosca") << "<x/>\n";
  const std::string r = root.string();
  const std::string expected = tosca::convert::package_root(
      tosca::convert::FileSet::disk(), r + "/Definitions/d.tosca", "");
  BOOST_TEST(expected == r);
  for (const std::string& spelled :
       {r + "/Definitions/sub/../d.tosca", r + "/./Definitions//d.tosca",
        r + "/Definitions/sub/./../../Definitions/d.tosca", r + "/../csar/Definitions/d.tosca"}) {
    BOOST_TEST(tosca::convert::package_root(tosca::convert::FileSet::disk(), spelled, "") == r,
               "package root of '" << spelled << "'");
  }
}

namespace {

/// A tree with files, an empty and a deep directory, links to a
/// directory, to a file and to nothing, for the walk's answers.
struct WalkedTree : Scratch
{
  std::string d = dir.string();
  WalkedTree()
  {
    fs::create_directories(dir / "a" / "b" / "c");
    fs::create_directories(dir / "empty");
    fs::create_directories(dir / "TOSCA-Metadata");
    std::ofstream(dir / "a" / "b" / "c" / "f.xml") << "x";
    std::ofstream(dir / "a" / "g.xml") << "x";
    std::ofstream(dir / "TOSCA-Metadata" / "TOSCA.meta") << "x";
    fs::create_directory_symlink(dir / "a" / "b", dir / "to_b");
    fs::create_symlink(dir / "a" / "g.xml", dir / "to_g");
    fs::create_symlink(dir / "missing", dir / "dangling");
  }
  /// Every spelling the tests ask about: what is there, what is not,
  /// below a file, below a link, through "." and "//", and "..".
  std::vector<std::string> asked() const
  {
    std::vector<std::string> out;
    for (const char* rel :
         {"", "a", "a/b", "a/b/c", "a/b/c/f.xml", "a/g.xml", "a/nope", "a/nope/deeper/x",
          "a/g.xml/below", "empty", "empty/x", "TOSCA-Metadata/TOSCA.meta", "nodetypes",
          "nodetypes/x/y", "to_b", "to_b/c/f.xml", "to_b/nope", "to_g", "dangling",
          "dangling/x", "./a//b/./c/f.xml", "a/b/", "a/b/../g.xml", "to_b/../g.xml",
          "to_b/../b/c"}) {
      out.push_back(*rel == '\0' ? d : d + "/" + rel);
    }
    return out;
  }
};

} // namespace

BOOST_AUTO_TEST_CASE(what_a_walk_saw_agrees_with_the_disk)
{
  // After list() walked the tree, is_file and is_directory answer from
  // the walk where it covers the path, and must give the kernel's answers
  // for every spelling; where it cannot know (a link it did not enter, an
  // empty directory, ".." after a link), it says so.
  WalkedTree t;
  convert::FileSet files;
  BOOST_TEST(!files.walked(t.d + "/a/g.xml")); // nothing walked yet
  BOOST_TEST(files.list(t.d).size() == 6); // Scratch's two, f.xml, g.xml, TOSCA.meta, to_g
  for (const std::string& p : t.asked()) {
    std::error_code ec;
    BOOST_TEST(files.is_file(p) == fs::is_regular_file(p, ec), "is_file('" << p << "')");
    BOOST_TEST(files.is_directory(p) == fs::is_directory(p, ec), "is_directory('" << p << "')");
    if (const auto seen = files.walked(p)) {
      BOOST_TEST(seen->link == fs::is_symlink(fs::symlink_status(p, ec)), "link('" << p << "')");
    }
  }
  BOOST_TEST(files.walked_kind(t.d + "/a/b/c/f.xml") == 'f');
  BOOST_TEST(files.walked_kind(t.d + "/a/nope/deeper/x") == '-');
  BOOST_TEST(files.walked_kind(t.d + "/a/g.xml/below") == '-');
  BOOST_TEST(files.walked(t.d + "/dangling")->link);
  BOOST_TEST(!files.walked(t.d + "/to_b/c/f.xml"));  // a link: not entered
  BOOST_TEST(!files.walked(t.d + "/empty/x"));       // as well unreadable
  BOOST_TEST(!files.walked(t.d + "/to_b/../g.xml")); // ".." after a link
  BOOST_TEST(!files.walked(fs::path(t.d).parent_path().string())); // above the walk
  // A relative spelling from the working directory, ".." first.
  const std::string rel = fs::relative(t.dir / "a" / "g.xml", fs::current_path()).string();
  BOOST_TEST(files.walked_kind(rel) == 'f', rel);
  // The process-wide FileSet::disk() remembers no walk.
  BOOST_TEST(convert::FileSet::disk().list(t.d).size() == files.list(t.d).size());
  BOOST_TEST(!convert::FileSet::disk().walked(t.d + "/a/g.xml"));
}

BOOST_AUTO_TEST_CASE(a_walk_shows_the_loader_each_file_it_lists_from_disk)
{
  // The loader parses the files a walk shows it while the walk goes on
  // (convert's Prefetcher), and takes the list at its end: the two must
  // name the same files from disk, each once; a file in memory comes in
  // the list only.
  WalkedTree t;
  convert::FileSet files;
  const std::string held = t.d + "/a/held.xml";
  files.put(held, "<x/>");
  std::vector<std::string> shown;
  const auto listed = files.list(t.d, [&](const std::string& f) { shown.push_back(f); });
  std::vector<std::string> from_disk;
  std::copy_if(listed.begin(), listed.end(), std::back_inserter(from_disk),
               [&](const std::string& f) { return f != held; });
  BOOST_TEST(listed.size() == from_disk.size() + 1);
  std::sort(shown.begin(), shown.end());
  std::sort(from_disk.begin(), from_disk.end());
  BOOST_TEST(shown == from_disk, boost::test_tools::per_element());
  // Candidates for an XML walk: only what the walk opens is shown.
  std::vector<std::string> candidates_shown;
  auto candidates = convert::list_candidate_files(
      t.d, convert::Syntax::xml, &files, [&](const std::string& f) { candidates_shown.push_back(f); });
  candidates.erase(std::remove(candidates.begin(), candidates.end(), held), candidates.end());
  std::sort(candidates.begin(), candidates.end());
  std::sort(candidates_shown.begin(), candidates_shown.end());
  BOOST_TEST(!candidates.empty());
  BOOST_TEST(candidates.size() < from_disk.size()); // the YAML files are no candidates
  BOOST_TEST(candidates_shown == candidates, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(walked_directories_counts_as_is_directory_does)
{
  // The package-root search asks whether a folder holds two of Winery's
  // definition folders with one lookup in the walk's listing: it must
  // count what is_directory would, links to directories included.
  WalkedTree t;
  fs::create_directories(t.dir / "repo" / "nodetypes");
  fs::create_directories(t.dir / "repo" / "servicetemplates");
  std::ofstream(t.dir / "repo" / "artifacttemplates") << "a file, no folder";
  fs::create_directory_symlink(t.dir / "a", t.dir / "repo" / "policytypes");
  fs::create_directories(t.dir / "single" / "nodetypes");
  convert::FileSet files;
  const char* const names[] = {"nodetypes", "servicetemplates", "artifacttemplates",
                               "policytypes", "missing"};
  BOOST_TEST(!files.walked_directories(t.d + "/repo", names)); // nothing walked yet
  BOOST_TEST(!convert::is_winery_repository(files, t.d + "/single"));
  BOOST_TEST(convert::is_winery_repository(files, t.d + "/repo")); // from the disk
  files.list(t.d);
  for (const std::string& dir : {t.d + "/repo", t.d + "/single", t.d + "/a", t.d + "/./repo/"}) {
    std::size_t expected = 0;
    for (const char* n : names) {
      expected += fs::is_directory(fs::path(dir) / n) ? 1 : 0;
    }
    const auto counted = files.walked_directories(dir, names);
    BOOST_TEST_REQUIRE(counted.has_value(), dir);
    BOOST_TEST(*counted == expected, dir);
  }
  BOOST_TEST(*files.walked_directories(t.d + "/repo", names) == 3);
  BOOST_TEST(!files.walked_directories(t.d + "/empty", names)); // not listed: may hold anything
  BOOST_TEST(!files.walked_directories(t.d + "/to_b", names));  // a link: not entered
  BOOST_TEST(convert::is_winery_repository(files, t.d + "/repo"));
  BOOST_TEST(!convert::is_winery_repository(files, t.d + "/single"));
}

BOOST_AUTO_TEST_CASE(canonical_paths_from_a_walk_agree_with_weakly_canonical)
{
  WalkedTree t;
  convert::FileSet files;
  files.list(t.d);
  convert::CanonicalPaths paths;
  paths.look_in(files);
  for (const std::string& p : t.asked()) {
    BOOST_TEST(paths.of(p) == fs::weakly_canonical(p).string(), "canonical path of '" << p << "'");
  }
}
