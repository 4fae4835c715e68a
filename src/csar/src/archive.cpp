/// libzip behind the Archive interface. Reading opens the bytes as an
/// in-memory source with consistency checks on, then inflates each entry
/// with a running count so a lying size header cannot get past the limits.

#include "tosca/csar/archive.hpp"

#include "libzip.hpp"

#include <memory>
#include <set>
#include <sys/stat.h>

namespace tosca::csar {

namespace {

[[noreturn]] void fail(const std::string& path, std::string code, std::string message)
{
  throw FatalError(Diagnostic{Severity::error, std::move(code), std::move(message), path, 0, 0});
}

struct ZipCloser
{
  void operator()(zip_t* z) const { detail::libzip().zip_discard(z); }
};
using ZipPtr = std::unique_ptr<zip_t, ZipCloser>;

/// Why a name may not be written to disk as is (zip-slip and friends), or "".
std::string unsafe_reason(std::string_view name)
{
  if (name.empty()) {
    return "an empty name";
  }
  if (name.find('\0') != std::string_view::npos) {
    return "a NUL character";
  }
  if (name.find('\\') != std::string_view::npos) {
    return "a backslash (a Windows path separator)";
  }
  if (name.front() == '/') {
    return "an absolute path";
  }
  if (name.size() >= 2 && name[1] == ':' &&
      ((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z'))) {
    return "a drive letter";
  }
  std::size_t start = 0;
  while (start <= name.size()) {
    std::size_t end = name.find('/', start);
    std::string_view part = name.substr(start, end == std::string_view::npos ? end : end - start);
    if (part == "..") {
      return "a '..' component that leaves the archive";
    }
    if (end == std::string_view::npos) {
      break;
    }
    start = end + 1;
  }
  return {};
}

bool is_symlink(const detail::Libzip& lib, zip_t* z, zip_uint64_t i)
{
  zip_uint8_t opsys = 0;
  zip_uint32_t attributes = 0;
  if (lib.zip_file_get_external_attributes(z, i, 0, &opsys, &attributes) != 0) {
    return false;
  }
  return opsys == ZIP_OPSYS_UNIX && ((attributes >> 16) & S_IFMT) == S_IFLNK;
}

/// The first name the central directory holds twice (libzip refuses such
/// an archive without saying which): a scan of the central file headers.
std::string first_duplicate_name(std::string_view bytes)
{
  std::set<std::string_view> seen;
  const std::string_view signature("PK\1\2", 4);
  for (std::size_t at = bytes.find(signature); at != std::string_view::npos;
       at = bytes.find(signature, at + 4)) {
    if (at + 46 > bytes.size()) {
      break;
    }
    auto u16 = [&](std::size_t off) {
      return static_cast<std::size_t>(static_cast<unsigned char>(bytes[at + off])) |
             static_cast<std::size_t>(static_cast<unsigned char>(bytes[at + off + 1])) << 8;
    };
    std::size_t length = u16(28);
    if (at + 46 + length > bytes.size()) {
      break;
    }
    std::string_view name = bytes.substr(at + 46, length);
    if (!seen.insert(name).second) {
      return std::string(name);
    }
  }
  return "?";
}

/// libzip's functions; when it cannot be loaded, the error names the
/// archive it was needed for.
const detail::Libzip& libzip_for(const std::string& path)
{
  try {
    return detail::libzip();
  } catch (const FatalError& e) {
    Diagnostic d = e.diagnostic();
    d.file = path;
    throw FatalError(std::move(d));
  }
}

}  // namespace

const Entry* Archive::find(std::string_view name) const
{
  for (const auto& e : entries) {
    if (e.name == name) {
      return &e;
    }
  }
  return nullptr;
}

bool looks_like_zip(std::string_view bytes)
{
  return bytes.substr(0, 4) == std::string_view("PK\3\4", 4) ||
         bytes.substr(0, 4) == std::string_view("PK\5\6", 4);
}

Archive read_archive(std::string_view bytes, const std::string& path, const Limits& limits)
{
  if (bytes.empty()) {
    fail(path, "CSAR_CORRUPT", "the file is empty, not a zip archive");
  }
  const detail::Libzip& lib = libzip_for(path);
  zip_error_t error;
  lib.zip_error_init(&error);
  zip_source_t* source = lib.zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  if (source == nullptr) {
    fail(path, "CSAR_CORRUPT", std::string("cannot read the archive: ") + lib.zip_error_strerror(&error));
  }
  // No ZIP_CHECKCONS: it refuses archives every other tool reads (xopera's
  // CSARs, whose local and central "UT" extra fields differ, as zip(1)
  // writes them). Integrity is still checked: every entry is inflated in
  // full with its CRC verified, and the limits count the bytes inflated.
  ZipPtr z(lib.zip_open_from_source(source, ZIP_RDONLY, &error));
  if (!z) {
    lib.zip_source_free(source);
    const bool duplicate = lib.zip_error_code_zip(&error) == ZIP_ER_EXISTS;
    std::string why = lib.zip_error_strerror(&error);
    lib.zip_error_fini(&error);
    if (duplicate) {
      fail(path, "CSAR_DUPLICATE",
           "entry '" + first_duplicate_name(bytes) +
               "' appears twice; which one is meant is ambiguous");
    }
    fail(path, "CSAR_CORRUPT", "not a readable zip archive (" + why + ")");
  }
  lib.zip_error_fini(&error);

  Archive archive;
  archive.path = path;
  const zip_int64_t count = lib.zip_get_num_entries(z.get(), 0);
  if (count < 0) {
    fail(path, "CSAR_CORRUPT", "the archive's directory cannot be read");
  }
  if (static_cast<std::uint64_t>(count) > limits.max_entries) {
    fail(path, "CSAR_TOO_MANY",
         "the archive has " + std::to_string(count) + " entries; the limit is " +
             std::to_string(limits.max_entries) + " (--max-entries)");
  }
  std::set<std::string> names;
  std::uint64_t total = 0;
  for (zip_uint64_t i = 0; i < static_cast<zip_uint64_t>(count); ++i) {
    zip_stat_t st;
    lib.zip_stat_init(&st);
    if (lib.zip_stat_index(z.get(), i, 0, &st) != 0 || (st.valid & ZIP_STAT_NAME) == 0) {
      fail(path, "CSAR_CORRUPT", "entry " + std::to_string(i + 1) + " cannot be read");
    }
    Entry e;
    e.name = st.name;
    const std::string where = "entry '" + e.name + "'";
    if (std::string why = unsafe_reason(e.name); !why.empty()) {
      fail(path, "CSAR_UNSAFE_PATH", where + " has " + why + "; refusing the archive");
    }
    if (!names.insert(e.name).second) {
      fail(path, "CSAR_DUPLICATE", where + " appears twice; which one is meant is ambiguous");
    }
    if (is_symlink(lib, z.get(), i)) {
      fail(path, "CSAR_SYMLINK", where + " is a symbolic link; links are refused");
    }
    if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) != 0 && st.encryption_method != ZIP_EM_NONE) {
      fail(path, "CSAR_ENCRYPTED", where + " is encrypted; encrypted entries are not supported");
    }
    e.directory = e.name.back() == '/';
    if (!e.directory) {
      std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> f(lib.zip_fopen_index(z.get(), i, 0),
                                                            lib.zip_fclose);
      if (!f) {
        fail(path, "CSAR_CORRUPT", where + " cannot be opened: " + lib.zip_strerror(z.get()));
      }
      char buffer[1 << 16];
      for (;;) {
        zip_int64_t n = lib.zip_fread(f.get(), buffer, sizeof buffer);
        if (n < 0) {
          fail(path, "CSAR_CORRUPT",
               where + " is damaged: " + lib.zip_file_strerror(f.get()));
        }
        if (n == 0) {
          break;
        }
        e.data.append(buffer, static_cast<std::size_t>(n));
        total += static_cast<std::uint64_t>(n);
        if (e.data.size() > limits.max_entry_size) {
          fail(path, "CSAR_TOO_LARGE",
               where + " inflates beyond " + std::to_string(limits.max_entry_size) +
                   " bytes (--max-entry-size)");
        }
        if (total > limits.max_total_size) {
          fail(path, "CSAR_TOO_LARGE",
               "the archive inflates beyond " + std::to_string(limits.max_total_size) +
                   " bytes in all (--max-total-size), at " + where);
        }
        const std::uint64_t compressed = (st.valid & ZIP_STAT_COMP_SIZE) ? st.comp_size : 0;
        if (e.data.size() > limits.ratio_floor &&
            e.data.size() > limits.max_ratio * std::max<std::uint64_t>(compressed, 1)) {
          fail(path, "CSAR_RATIO",
               where + " inflates more than " + std::to_string(limits.max_ratio) +
                   " times its compressed size: a zip bomb (--max-ratio)");
        }
      }
    }
    archive.entries.push_back(std::move(e));
  }
  return archive;
}

std::string write_archive(const std::vector<Entry>& entries)
{
  const detail::Libzip& lib = detail::libzip();
  zip_error_t error;
  lib.zip_error_init(&error);
  zip_source_t* out = lib.zip_source_buffer_create(nullptr, 0, 0, &error);
  if (out == nullptr) {
    fail("", "CSAR_WRITE", std::string("cannot create an archive: ") + lib.zip_error_strerror(&error));
  }
  lib.zip_source_keep(out);
  zip_t* z = lib.zip_open_from_source(out, ZIP_TRUNCATE, &error);
  if (z == nullptr) {
    lib.zip_source_free(out);
    fail("", "CSAR_WRITE", std::string("cannot create an archive: ") + lib.zip_error_strerror(&error));
  }
  auto give_up = [&](const std::string& message) {
    lib.zip_discard(z);
    lib.zip_source_free(out);
    fail("", "CSAR_WRITE", message);
  };
  constexpr zip_uint16_t dos_time = 0;                         // 00:00:00
  constexpr zip_uint16_t dos_date = (0 << 9) | (1 << 5) | 1;   // 1980-01-01
  for (const auto& e : entries) {
    zip_int64_t index = -1;
    if (e.directory) {
      std::string dir = e.name.back() == '/' ? e.name.substr(0, e.name.size() - 1) : e.name;
      index = lib.zip_dir_add(z, dir.c_str(), ZIP_FL_ENC_UTF_8);
    } else {
      zip_source_t* data = lib.zip_source_buffer(z, e.data.data(), e.data.size(), 0);
      if (data == nullptr) {
        give_up("cannot add entry '" + e.name + "'");
      }
      index = lib.zip_file_add(z, e.name.c_str(), data, ZIP_FL_ENC_UTF_8);
      if (index < 0) {
        lib.zip_source_free(data);
      }
    }
    if (index < 0) {
      give_up("cannot add entry '" + e.name + "': " + lib.zip_strerror(z));
    }
    auto i = static_cast<zip_uint64_t>(index);
    if (!e.directory) {
      lib.zip_set_file_compression(z, i, ZIP_CM_DEFLATE, 9);
    }
    if (lib.zip_file_set_dostime(z, i, dos_time, dos_date, 0) != 0) {
      give_up("cannot set the time of entry '" + e.name + "': " + lib.zip_strerror(z));
    }
  }
  if (lib.zip_close(z) != 0) {
    std::string why = lib.zip_strerror(z);
    lib.zip_discard(z);
    lib.zip_source_free(out);
    fail("", "CSAR_WRITE", "cannot finish the archive: " + why);
  }
  std::string bytes;
  zip_stat_t st;
  lib.zip_stat_init(&st);
  if (lib.zip_source_stat(out, &st) == 0 && lib.zip_source_open(out) == 0) {
    bytes.resize(static_cast<std::size_t>(st.size));
    zip_int64_t n = lib.zip_source_read(out, bytes.data(), bytes.size());
    lib.zip_source_close(out);
    if (n < 0 || static_cast<std::uint64_t>(n) != st.size) {
      bytes.clear();
    }
  }
  lib.zip_source_free(out);
  if (bytes.empty() && !entries.empty()) {
    fail("", "CSAR_WRITE", "cannot read back the archive just written");
  }
  return bytes;
}

}  // namespace tosca::csar
