// Unit tests for src/support's files: whole-file reads with their limits,
// atomic writes (NamelessFile, write_file_atomic) that leave no temporary
// file behind.
#include <boost/test/unit_test.hpp>

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/nameless_file.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using tosca::FatalError;

namespace {

/// A fresh directory under the system temp dir, removed at scope exit.
struct TempDir
{
  fs::path path;
  TempDir()
  {
    std::string tmpl = (fs::temp_directory_path() / "tosca-unit-XXXXXX").string();
    BOOST_REQUIRE_MESSAGE(::mkdtemp(tmpl.data()) != nullptr, "cannot create a temp dir");
    path = tmpl;
  }
  ~TempDir()
  {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::vector<std::string> listing() const
  {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(path)) {
      out.push_back(e.path().filename().string());
    }
    std::sort(out.begin(), out.end());
    return out;
  }
};

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(files)

BOOST_AUTO_TEST_CASE(write_file_atomic_writes_exact_content_and_no_temp)
{
  TempDir dir;
  const fs::path target = dir.path / "out.yaml";
  static const char raw[] = "binary\0data\r\n\xFF\xFE end";
  const std::string content(raw, sizeof raw - 1);
  tosca::write_file_atomic(target, content);
  BOOST_TEST(slurp(target) == content, "the file must hold exactly the bytes written");
  BOOST_TEST(dir.listing() == std::vector<std::string>{"out.yaml"},
             "no temporary file may be left behind");
}

BOOST_AUTO_TEST_CASE(write_file_atomic_replaces_existing_file)
{
  TempDir dir;
  const fs::path target = dir.path / "out.yaml";
  tosca::write_file_atomic(target, std::string(10000, 'a'));
  tosca::write_file_atomic(target, "short");
  BOOST_TEST(slurp(target) == "short", "the old, longer content must be fully replaced");
  tosca::write_file_atomic(target, "");
  BOOST_TEST(fs::file_size(target) == 0u, "an empty write leaves an empty file");
  BOOST_TEST(dir.listing() == std::vector<std::string>{"out.yaml"});
}

BOOST_AUTO_TEST_CASE(write_file_atomic_says_why_a_folder_cannot_be_made)
{
  // A file where a folder must go: the error names the folder and the
  // reason, not the file's open that found no such directory.
  TempDir dir;
  std::ofstream(dir.path / "in-the-way") << "a file";
  const fs::path target = dir.path / "in-the-way" / "sub" / "out.yaml";
  try {
    tosca::write_file_atomic(target, "x: 1\n");
    BOOST_FAIL("a write below a file must fail");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "IO_WRITE");
    BOOST_TEST(e.diagnostic().file == target.string());
    BOOST_TEST(e.diagnostic().message ==
               "cannot create the directory '" + (dir.path / "in-the-way" / "sub").string() +
                   "': Not a directory");
  }
  BOOST_TEST(dir.listing() == std::vector<std::string>{"in-the-way"});
}

BOOST_AUTO_TEST_CASE(write_file_atomic_creates_parent_directories)
{
  TempDir dir;
  const fs::path target = dir.path / "a" / "b" / "out.yaml";
  tosca::write_file_atomic(target, "x: 1\n");
  BOOST_TEST(slurp(target) == "x: 1\n");
  std::vector<std::string> inner;
  for (const auto& e : fs::directory_iterator(dir.path / "a" / "b")) {
    inner.push_back(e.path().filename().string());
  }
  BOOST_TEST(inner == std::vector<std::string>{"out.yaml"}, "no temporary file may be left behind");
}

BOOST_AUTO_TEST_CASE(write_file_atomic_failure_throws_io_write_and_cleans_up)
{
  TempDir dir;
  fs::create_directory(dir.path / "taken");
  fs::create_directory(dir.path / "taken" / "child"); // non-empty: rename over it must fail
  try {
    tosca::write_file_atomic(dir.path / "taken", "content");
    BOOST_FAIL("writing over a non-empty directory must throw");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "IO_WRITE");
  }
  BOOST_TEST(dir.listing() == std::vector<std::string>{"taken"},
             "the temporary file must be removed after a failed rename");
}

BOOST_AUTO_TEST_CASE(nameless_file_appears_whole_under_its_name_only_when_linked)
{
  TempDir dir;
  auto file = tosca::NamelessFile::open(dir.path);
  BOOST_REQUIRE(file != nullptr);
  file->write("<a>\n");
  file->write(std::string(100000, 'x'));
  file->write("</a>\n");
  BOOST_TEST(dir.listing().empty(), "nothing has a name before link_as");
  BOOST_TEST(file->size() == 100009u);
  BOOST_TEST(file->read_all() == "<a>\n" + std::string(100000, 'x') + "</a>\n");
  tosca::write_file_atomic(dir.path / "out.xml", "old");
  file->link_as(dir.path / "out.xml");
  BOOST_TEST(slurp(dir.path / "out.xml") == "<a>\n" + std::string(100000, 'x') + "</a>\n",
             "an existing file is replaced");
  BOOST_TEST(dir.listing() == std::vector<std::string>{"out.xml"}, "no temporary name is left");
  BOOST_CHECK_THROW(file->link_as(dir.path / "again.xml"), tosca::FatalError);
  file->write("late bytes");
  BOOST_TEST(slurp(dir.path / "out.xml") == "<a>\n" + std::string(100000, 'x') + "</a>\n",
             "a named file takes nothing more");
  BOOST_CHECK_THROW(file->read_all(), tosca::FatalError);
}

BOOST_AUTO_TEST_CASE(a_dropped_nameless_file_leaves_nothing)
{
  TempDir dir;
  {
    auto file = tosca::NamelessFile::open(dir.path);
    BOOST_REQUIRE(file != nullptr);
    file->write("half an output");
  }
  BOOST_TEST(dir.listing().empty());
  BOOST_TEST(tosca::NamelessFile::open(dir.path / "missing") == nullptr,
             "a directory is never made for one");
}

BOOST_AUTO_TEST_CASE(nameless_files_are_refused_past_the_open_limit)
{
  TempDir dir;
  std::vector<std::unique_ptr<tosca::NamelessFile>> open;
  for (int i = 0; i < 3; ++i) {
    open.push_back(tosca::NamelessFile::open(dir.path, 3));
    BOOST_REQUIRE(open.back() != nullptr);
  }
  BOOST_TEST(tosca::NamelessFile::open(dir.path, 3) == nullptr, "a fourth would pass the limit");
  open.pop_back();
  BOOST_TEST(tosca::NamelessFile::open(dir.path, 3) != nullptr, "closing one makes room");
}

BOOST_AUTO_TEST_CASE(read_file_round_trip_and_errors)
{
  TempDir dir;
  const std::string content("a\0b\n\xC3\xA9", 6);
  tosca::write_file_atomic(dir.path / "f", content);
  BOOST_TEST(tosca::read_file((dir.path / "f").string()) == content);
  try {
    tosca::read_file((dir.path / "missing").string());
    BOOST_FAIL("reading a missing file must throw");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "IO_READ");
    BOOST_TEST(e.diagnostic().file == (dir.path / "missing").string());
  }
  try {
    tosca::read_file(dir.path.string());
    BOOST_FAIL("reading a directory must throw");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "IO_READ");
  }
}

BOOST_AUTO_TEST_CASE(read_file_sizes_limits_and_heads)
{
  // The descriptor-based read: empty files, sizes at the read's chunk
  // boundaries, the limit, a pipe (its size unknown), and heads.
  TempDir dir;
  for (std::size_t size : {std::size_t{0}, std::size_t{1}, std::size_t{65535}, std::size_t{65536},
                           std::size_t{65537}, std::size_t{300000}}) {
    std::string content(size, 'x');
    for (std::size_t i = 0; i < size; i += 7) {
      content[i] = static_cast<char>('a' + i % 26);
    }
    const std::string f = (dir.path / ("f" + std::to_string(size))).string();
    tosca::write_file_atomic(f, content);
    BOOST_TEST(tosca::read_file(f) == content, "size " << size);
    bool whole = false;
    BOOST_TEST(tosca::read_file_head(f, 8192, whole) == content.substr(0, 8192), "head of " << size);
    BOOST_TEST(whole == (size < 8192), "whole " << size);
    if (size > 0) {
      try {
        tosca::read_file(f, size - 1);
        BOOST_FAIL("a file past the limit must throw");
      } catch (const FatalError& e) {
        BOOST_TEST(e.diagnostic().code == "INPUT_LIMIT");
      }
    }
  }
  // A pipe: no size to go by; read to its end, and refused past the limit.
  const std::string fifo = (dir.path / "pipe").string();
  BOOST_REQUIRE(std::system(("mkfifo '" + fifo + "'").c_str()) == 0);
  auto feed = [&fifo](std::size_t bytes) {
    return std::system(("head -c " + std::to_string(bytes) + " /dev/zero > '" + fifo + "' &").c_str());
  };
  BOOST_REQUIRE(feed(200000) == 0);
  BOOST_TEST(tosca::read_file(fifo).size() == 200000u);
  BOOST_REQUIRE(feed(200000) == 0);
  try {
    tosca::read_file(fifo, 100000);
    BOOST_FAIL("a pipe past the limit must throw");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "INPUT_LIMIT");
  }
}

BOOST_AUTO_TEST_SUITE_END()
