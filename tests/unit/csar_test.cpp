// Unit tests for tosca::csar: archives round-trip byte for byte and
// deterministically; every hostile archive is built here by the test and
// must be refused with its own code, naming the entry.
#include <boost/test/unit_test.hpp>

#include "tosca/csar/archive.hpp"

#include <zip.h>

#include <sys/stat.h>

using namespace tosca;
using csar::Entry;

namespace {

std::string code_of(const std::string& bytes, const csar::Limits& limits = {})
{
  try {
    csar::read_archive(bytes, "t.csar", limits);
  } catch (const FatalError& e) {
    BOOST_TEST_MESSAGE(e.diagnostic().message);
    return e.diagnostic().code;
  }
  return "";
}

std::string message_of(const std::string& bytes)
{
  try {
    csar::read_archive(bytes, "t.csar");
  } catch (const FatalError& e) {
    return e.diagnostic().message;
  }
  return "";
}

/// An archive built with libzip directly, for what write_archive refuses
/// to make: `tweak` runs on the open archive after the files are added.
template <class Tweak>
std::string raw_archive(const std::vector<std::pair<std::string, std::string>>& files, Tweak tweak)
{
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* out = zip_source_buffer_create(nullptr, 0, 0, &error);
  zip_source_keep(out);
  zip_t* z = zip_open_from_source(out, ZIP_TRUNCATE, &error);
  BOOST_REQUIRE(z != nullptr);
  for (const auto& [name, data] : files) {
    zip_source_t* s = zip_source_buffer(z, data.data(), data.size(), 0);
    BOOST_REQUIRE(zip_file_add(z, name.c_str(), s, 0) >= 0);
  }
  tweak(z);
  BOOST_REQUIRE(zip_close(z) == 0);
  zip_stat_t st;
  zip_stat_init(&st);
  zip_source_stat(out, &st);
  std::string bytes(st.size, '\0');
  zip_source_open(out);
  zip_source_read(out, bytes.data(), bytes.size());
  zip_source_close(out);
  zip_source_free(out);
  return bytes;
}

std::string raw_archive(const std::vector<std::pair<std::string, std::string>>& files)
{
  return raw_archive(files, [](zip_t*) {});
}

}  // namespace

BOOST_AUTO_TEST_CASE(entries_round_trip_byte_for_byte_and_deterministically)
{
  std::string binary;
  for (int i = 0; i < 70000; ++i) {
    binary += static_cast<char>((i * 7919) & 0xFF);
  }
  std::vector<Entry> entries = {{"TOSCA-Metadata/", "", true},
                                {"TOSCA-Metadata/TOSCA.meta", "TOSCA-Meta-File-Version: 1.0\n", false},
                                {"Definitions/app.tosca", "<Definitions/>", false},
                                {"files/blob.bin", binary, false},
                                {"empty.txt", "", false},
                                {"ünïcode/日本.txt", "x", false}};
  std::string first = csar::write_archive(entries);
  std::string second = csar::write_archive(entries);
  BOOST_TEST((first == second));
  BOOST_TEST(csar::looks_like_zip(first));
  csar::Archive back = csar::read_archive(first, "t.csar");
  BOOST_REQUIRE(back.entries.size() == entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    BOOST_TEST(back.entries[i].name == entries[i].name);
    BOOST_TEST((back.entries[i].data == entries[i].data));
    BOOST_TEST(back.entries[i].directory == entries[i].directory);
  }
  BOOST_TEST(back.find("files/blob.bin")->data.size() == binary.size());
  BOOST_TEST(back.find("missing") == nullptr);
}

BOOST_AUTO_TEST_CASE(zip_slip_names_are_refused)
{
  for (const char* name : {"../evil.sh", "a/../../evil.sh", "/etc/passwd", "C:/evil.bat",
                           "c:evil", "dir\\..\\evil"}) {
    std::string bytes = raw_archive({{"ok.txt", "ok"}, {name, "x"}});
    BOOST_TEST_INFO("name " << name);
    BOOST_TEST(code_of(bytes) == "CSAR_UNSAFE_PATH");
    BOOST_TEST(message_of(bytes).find(name) != std::string::npos);
  }
  // '..' inside a name is not a component.
  BOOST_TEST(code_of(raw_archive({{"a..b/c..txt", "x"}})) == "");
}

BOOST_AUTO_TEST_CASE(symlink_entries_are_refused)
{
  std::string bytes = raw_archive({{"link", "/etc/passwd"}}, [](zip_t* z) {
    zip_file_set_external_attributes(z, 0, 0, ZIP_OPSYS_UNIX,
                                     static_cast<zip_uint32_t>(S_IFLNK | 0777) << 16);
  });
  BOOST_TEST(code_of(bytes) == "CSAR_SYMLINK");
}

BOOST_AUTO_TEST_CASE(duplicate_names_are_refused)
{
  // libzip will not add a name twice: write two names of one length and
  // patch the second into the first, in the local and central headers.
  std::string bytes = raw_archive({{"a.txt", "1"}, {"b.txt", "2"}});
  for (auto at = bytes.find("b.txt"); at != std::string::npos; at = bytes.find("b.txt")) {
    bytes[at] = 'a';
  }
  BOOST_TEST(code_of(bytes) == "CSAR_DUPLICATE");
  BOOST_TEST(message_of(bytes).find("'a.txt'") != std::string::npos, message_of(bytes));
}

BOOST_AUTO_TEST_CASE(encrypted_entries_are_refused)
{
  bool supported = zip_encryption_method_supported(ZIP_EM_AES_256, 1) != 0;
  if (!supported) {
    BOOST_TEST_MESSAGE("this libzip cannot encrypt; case skipped");
    return;
  }
  std::string bytes = raw_archive({{"secret.txt", "s3cret"}}, [](zip_t* z) {
    zip_file_set_encryption(z, 0, ZIP_EM_AES_256, "password");
  });
  BOOST_TEST(code_of(bytes) == "CSAR_ENCRYPTED");
}

BOOST_AUTO_TEST_CASE(truncated_and_corrupt_archives_are_refused)
{
  std::string good = csar::write_archive({{"a.txt", std::string(5000, 'a') + "tail", false}});
  BOOST_TEST(code_of(good.substr(0, good.size() / 2)) == "CSAR_CORRUPT");
  BOOST_TEST(code_of(good.substr(0, 10)) == "CSAR_CORRUPT");
  BOOST_TEST(code_of("not a zip at all") == "CSAR_CORRUPT");
  BOOST_TEST(code_of("") == "CSAR_CORRUPT");
  // Damage the compressed data: the CRC check must catch it.
  std::string damaged = good;
  damaged[40] = static_cast<char>(damaged[40] ^ 0x55);
  damaged[41] = static_cast<char>(damaged[41] ^ 0x55);
  BOOST_TEST(code_of(damaged) == "CSAR_CORRUPT");
}

BOOST_AUTO_TEST_CASE(zip_bombs_and_size_limits)
{
  std::string zeros(8u << 20, '\0'); // 8 MiB of zeros deflate about 1000:1
  std::string bomb = csar::write_archive({{"bomb.bin", zeros, false}});
  BOOST_TEST(bomb.size() < 100000u);
  BOOST_TEST(code_of(bomb) == "CSAR_RATIO");
  csar::Limits small;
  small.max_entry_size = 1000;
  BOOST_TEST(code_of(csar::write_archive({{"big.txt", std::string(2000, 'x'), false}}), small) ==
             "CSAR_TOO_LARGE");
  csar::Limits total;
  total.max_total_size = 1500;
  BOOST_TEST(code_of(csar::write_archive({{"a", std::string(1000, 'a'), false},
                                          {"b", std::string(1000, 'b'), false}}),
                     total) == "CSAR_TOO_LARGE");
  csar::Limits few;
  few.max_entries = 2;
  BOOST_TEST(code_of(csar::write_archive({{"a", "1", false}, {"b", "2", false}, {"c", "3", false}}),
                     few) == "CSAR_TOO_MANY");
  // The same bomb passes when the limit allows it: limits are options.
  csar::Limits generous;
  generous.max_ratio = 100000;
  BOOST_TEST(code_of(bomb, generous) == "");
}
