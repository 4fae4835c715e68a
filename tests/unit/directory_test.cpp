// tosca::list_directory and walk_directory (src/support/directory.cpp):
// what std::filesystem's iterators gave, without their std::terminate
// when memory runs out.
#include <boost/test/unit_test.hpp>

#include "scratch_dir.hpp"
#include "tosca/support/directory.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using tosca::DirectoryEntry;

namespace {

struct Tree : tosca::test::ScratchDir
{
  Tree() : ScratchDir("tosca-dir-test")
  {
    fs::create_directories(root / "a" / "b");
    std::ofstream(root / "top.xml") << "x";
    std::ofstream(root / "a" / "one.yaml") << "x";
    std::ofstream(root / "a" / "b" / "two.yaml") << "x";
    fs::create_symlink(root / "a", root / "link-to-a");
    fs::create_symlink(root / "top.xml", root / "link-to-file");
    fs::create_symlink(root / "nowhere", root / "dangling");
  }
};

std::vector<std::string> names(const std::vector<DirectoryEntry>& entries, const fs::path& root)
{
  std::vector<std::string> out;
  for (const auto& e : entries) {
    out.push_back(fs::path(e.path).lexically_relative(root).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

const DirectoryEntry& find(const std::vector<DirectoryEntry>& entries, const fs::path& path)
{
  auto it = std::find_if(entries.begin(), entries.end(),
                         [&](const DirectoryEntry& e) { return e.path == path.string(); });
  BOOST_TEST_REQUIRE((it != entries.end()), path.string() + " listed");
  return *it;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_listing_names_each_entry_once_and_types_it_through_links)
{
  Tree t;
  std::error_code ec;
  const auto entries = tosca::list_directory(t.root.string(), ec);
  BOOST_TEST(!ec);
  const std::vector<std::string> expected{"a", "dangling", "link-to-a", "link-to-file", "top.xml"};
  BOOST_TEST(names(entries, t.root) == expected, boost::test_tools::per_element());
  BOOST_TEST((find(entries, t.root / "a").type == DirectoryEntry::Type::directory));
  BOOST_TEST((find(entries, t.root / "top.xml").type == DirectoryEntry::Type::regular));
  const auto& file_link = find(entries, t.root / "link-to-file");
  BOOST_TEST((file_link.symlink && file_link.type == DirectoryEntry::Type::regular));
  const auto& dangling = find(entries, t.root / "dangling");
  BOOST_TEST((dangling.symlink && dangling.type == DirectoryEntry::Type::missing));
  BOOST_TEST(!find(entries, t.root / "a").symlink);
}

BOOST_AUTO_TEST_CASE(a_walk_enters_directories_but_not_links_and_lists_contents_after_their_directory)
{
  Tree t;
  std::error_code ec;
  const auto entries = tosca::walk_directory(t.root.string() + "/", false, ec);
  BOOST_TEST(!ec);
  const std::vector<std::string> expected{"a",         "a/b",          "a/b/two.yaml", "a/one.yaml",
                                          "dangling",  "link-to-a",    "link-to-file", "top.xml"};
  BOOST_TEST(names(entries, t.root) == expected, boost::test_tools::per_element());
  BOOST_TEST(find(entries, t.root / "a" / "b" / "two.yaml").path == (t.root / "a/b/two.yaml").string(),
             "one separator after a directory given with a trailing '/'");
  const auto at = [&](const fs::path& p) {
    return std::find_if(entries.begin(), entries.end(),
                        [&](const DirectoryEntry& e) { return e.path == p.string(); }) -
           entries.begin();
  };
  BOOST_TEST(at(t.root / "a") < at(t.root / "a" / "b"));
  BOOST_TEST(at(t.root / "a" / "b") < at(t.root / "a" / "b" / "two.yaml"));
}

BOOST_AUTO_TEST_CASE(a_walk_shows_each_entry_as_it_finds_it)
{
  // The loader starts parsing what a walk shows it before the walk ends
  // (convert's Prefetcher): it must be shown every entry the walk gives,
  // once, in the walk's order, a directory before what is in it.
  Tree t;
  std::error_code ec;
  std::vector<std::string> shown;
  const auto entries = tosca::walk_directory(t.root.string(), false, ec, [&](const DirectoryEntry& e) {
    shown.push_back(e.path);
  });
  BOOST_TEST(!ec);
  std::vector<std::string> given;
  for (const auto& e : entries) {
    given.push_back(e.path);
  }
  BOOST_TEST(shown == given, boost::test_tools::per_element());
  BOOST_TEST(entries.size() == 8u);
}

BOOST_AUTO_TEST_CASE(a_missing_or_unreadable_directory_is_an_error_code)
{
  Tree t;
  std::error_code ec;
  BOOST_TEST(tosca::list_directory((t.root / "absent").string(), ec).empty());
  BOOST_TEST((ec == std::errc::no_such_file_or_directory));
  tosca::walk_directory((t.root / "top.xml").string(), true, ec);
  BOOST_TEST((ec == std::errc::not_a_directory));
  if (::geteuid() == 0) {
    return; // root reads every directory: the rest cannot be arranged
  }
  fs::permissions(t.root / "a" / "b", fs::perms::none);
  const auto skipped = tosca::walk_directory(t.root.string(), true, ec);
  BOOST_TEST(!ec, "a subdirectory that may not be read is skipped");
  BOOST_TEST(skipped.size() == 7u);
  tosca::walk_directory(t.root.string(), false, ec);
  BOOST_TEST((ec == std::errc::permission_denied));
  fs::permissions(t.root / "a" / "b", fs::perms::owner_all);
}

BOOST_AUTO_TEST_CASE(removing_a_tree_removes_links_but_not_what_they_name)
{
  Tree t;
  char name[] = "/tmp/tosca-dir-test-XXXXXX";
  const fs::path outside = ::mkdtemp(name);
  std::ofstream(outside / "kept.txt") << "x";
  fs::create_symlink(outside, t.root / "a" / "link-outside");
  std::error_code ec;
  // a, a/b, three files, four links and the root.
  BOOST_TEST(tosca::remove_tree(t.root.string(), ec) == 10u);
  BOOST_TEST(!ec);
  BOOST_TEST(!fs::exists(fs::symlink_status(t.root)));
  BOOST_TEST(fs::exists(outside / "kept.txt"));
  // Missing: nothing removed, no error. A file alone: itself.
  BOOST_TEST(tosca::remove_tree(t.root.string(), ec) == 0u);
  BOOST_TEST(!ec);
  BOOST_TEST(tosca::remove_tree((outside / "kept.txt").string(), ec) == 1u);
  BOOST_TEST(!fs::exists(outside / "kept.txt"));
  fs::remove_all(outside);
}

namespace {

/// `levels` nested folders "a" below `root`, made by descriptor: deeper
/// than any path can name. Their descriptors, outermost first (the caller
/// closes them).
std::vector<int> deep_tree(const std::string& root, int levels)
{
  std::vector<int> fds{::open(root.c_str(), O_RDONLY | O_DIRECTORY)};
  for (int i = 0; i < levels && fds.back() >= 0; ++i) {
    ::mkdirat(fds.back(), "a", 0700);
    fds.push_back(::openat(fds.back(), "a", O_RDONLY | O_DIRECTORY));
  }
  return fds;
}

/// As many descriptors as `n` folders need, or false.
bool descriptors_for(rlim_t n)
{
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_max < n) {
    return false;
  }
  limit.rlim_cur = limit.rlim_max;
  return ::setrlimit(RLIMIT_NOFILE, &limit) == 0;
}

}  // namespace

BOOST_AUTO_TEST_CASE(removing_a_deep_tree_ends_without_a_crash)
{
  if (!descriptors_for(4600)) {
    BOOST_TEST_MESSAGE("skipped: fewer than 4,600 file descriptors may be open");
    return;
  }
  // 3,000 levels: each needs a descriptor and a frame of the stack; with a
  // 4 KB listing a frame, 2,100 levels overflowed 8 MB (SIGSEGV).
  tosca::test::ScratchDir deep("tosca-dir-test");
  for (int fd : deep_tree(deep.root.string(), 3000)) {
    ::close(fd);
  }
  std::error_code ec;
  BOOST_TEST(tosca::remove_tree(deep.root.string(), ec) == 3001u);
  BOOST_TEST(!ec);
  BOOST_TEST(!fs::exists(fs::symlink_status(deep.root)));

  // Past 4,096 levels it stops with an error, the stack still bounded.
  tosca::test::ScratchDir deeper("tosca-dir-test");
  const std::vector<int> fds = deep_tree(deeper.root.string(), 4500);
  BOOST_TEST(fds.back() >= 0);
  tosca::remove_tree(deeper.root.string(), ec);
  BOOST_TEST((ec == std::errc::filename_too_long));
  for (std::size_t i = fds.size(); i-- > 1;) {
    ::close(fds[i]);
    ::unlinkat(fds[i - 1], "a", AT_REMOVEDIR);
  }
  ::close(fds.front());
}
