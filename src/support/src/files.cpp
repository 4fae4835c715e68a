#include "tosca/support/files.hpp"

#include "tosca/support/directory.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/nameless_file.hpp"
#include "tosca/support/diagnostics.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <sstream>
#include <stdlib.h>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>


namespace tosca {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void too_large(const std::string& path, std::uint64_t limit)
{
  throw FatalError({Severity::error, "INPUT_LIMIT",
                    "larger than " + std::to_string(limit) + " bytes; not read (--max-input-size)",
                    path, 0, 0});
}

/// Reads `in` to its end, refusing it once it passes the limit.
std::string read_bounded(std::istream& in, const std::string& path, std::size_t expected,
                         std::uint64_t limit)
{
  std::string data;
  data.reserve(expected);
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    if (data.size() + static_cast<std::uint64_t>(in.gcount()) > limit) {
      too_large(path, limit);
    }
    data.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  return data;
}

}  // namespace

std::string read_file(const std::string& path)
{
  return read_file(path, k_max_file_size);
}

namespace {

/// Closes a descriptor however the read ends.
struct Descriptor
{
  int fd;
  ~Descriptor()
  {
    if (fd >= 0) {
      ::close(fd);
    }
  }
};

/// Reads `fd` to its end into a string sized for `expected` bytes (and one
/// more, to see the end without growing), refusing it once it passes
/// `limit`. A file that grew since it was measured grows the string.
std::string read_to_end(int fd, const std::string& path, std::size_t expected, std::uint64_t limit)
{
  std::string data;
  data.resize(expected + 1 > 1 ? expected + 1 : std::size_t{1} << 16);
  std::size_t have = 0;
  for (;;) {
    if (have == data.size()) {
      data.resize(data.size() * 2);
    }
    const ssize_t n = ::read(fd, data.data() + have, data.size() - have);
    if (n < 0 && errno == EINTR) {
      continue;
    }
    if (n < 0) {
      throw FatalError({Severity::error, "IO_READ",
                        std::string("read failed: ") + std::strerror(errno), path, 0, 0});
    }
    if (n == 0) {
      break;
    }
    have += static_cast<std::size_t>(n);
    if (have > limit) {
      too_large(path, limit);
    }
  }
  data.resize(have);
  return data;
}

}  // namespace

std::string read_file(const std::string& path, std::uint64_t limit)
{
  if (path == "-") {
    return read_bounded(std::cin, path, 0, limit);
  }
  // One stat before opening (a device is refused unopened), then the
  // descriptor: std::ifstream cost a tenth of a validate run in its
  // set-up alone, and std::filesystem asked the kernel twice.
  struct stat st;
  const bool known = ::stat(path.c_str(), &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    throw FatalError({Severity::error, "IO_READ", "is a directory, not a file", path, 0, 0});
  }
  if (known && (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode))) {
    throw FatalError({Severity::error, "INPUT_LIMIT",
                      "a device or socket, not a file; not read", path, 0, 0});
  }
  std::size_t size = 0;
  if (known && S_ISREG(st.st_mode)) {
    if (static_cast<std::uint64_t>(st.st_size) > limit) {
      too_large(path, limit);
    }
    size = static_cast<std::size_t>(st.st_size);
  }
  Descriptor d{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (d.fd < 0) {
    throw FatalError({Severity::error, "IO_READ",
                      std::string("cannot open: ") + std::strerror(errno), path, 0, 0});
  }
  return read_to_end(d.fd, path, size, limit);
}

std::string read_file_head(const std::string& path, std::size_t limit, bool& whole)
{
  Descriptor d{path == "-" ? -1 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (d.fd < 0) {
    std::string all = read_file(path); // throws, saying why (or reads standard input)
    whole = true;
    return all;
  }
  std::string out(limit, '\0');
  std::size_t have = 0;
  while (have < limit) {
    const ssize_t n = ::read(d.fd, out.data() + have, limit - have);
    if (n < 0 && errno == EINTR) {
      continue;
    }
    if (n <= 0) {
      break;
    }
    have += static_cast<std::size_t>(n);
  }
  out.resize(have);
  whole = have < limit;
  return out;
}

bool write_all(int fd, std::string_view content)
{
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0 && errno == EINTR) {
      continue;
    }
    if (n <= 0) {
      return false;
    }
    content.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

std::string temporary_name(std::string_view dir, std::string_view name, std::string_view kind)
{
  std::random_device rd;
  std::string hidden = ".";
  hidden += name;
  hidden += '.';
  hidden += kind;
  hidden += std::to_string(rd() % 1000000);
  return lexical_join(dir, hidden);
}

namespace {

/// A temporary file in `dir` that is to become `path`.
fs::path temporary_file(const fs::path& dir, const fs::path& path)
{
  return fs::path(temporary_name(dir.native(), path.filename().native(), "tmp"));
}

/// The portable way: a temporary name beside `path`, renamed over it. A
/// kill between the two leaves the temporary file.
void write_named_temporary(const fs::path& dir, const fs::path& path, std::string_view content)
{
  const fs::path tmp = temporary_file(dir, path);
  {
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (f == nullptr) {
      throw FatalError({Severity::error, "IO_WRITE",
                        std::string("cannot create: ") + std::strerror(errno), path.string(), 0, 0});
    }
    bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size();
    // No fsync: the rename makes the file appear whole or not at all to
    // every reader; surviving a power cut is not worth a disk flush per
    // output when converting thousands of documents.
    ok = std::fflush(f) == 0 && ok;
    ok = std::fclose(f) == 0 && ok;
    if (!ok) {
      std::error_code ec;
      fs::remove(tmp, ec);
      throw FatalError({Severity::error, "IO_WRITE", "write failed", path.string(), 0, 0});
    }
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) {
    fs::remove(tmp, ec);
    throw FatalError({Severity::error, "IO_WRITE", "cannot rename into place: " + ec.message(),
                      path.string(), 0, 0});
  }
}

std::atomic<std::size_t> g_nameless_open{0};

}  // namespace

void write_file_atomic(const fs::path& path, std::string_view content)
{
  fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    // Say why the folder is missing (no permission, a file in the way),
    // not that the file's open found no such directory.
    throw FatalError({Severity::error, "IO_WRITE",
                      "cannot create the directory '" + dir.string() + "': " + ec.message(),
                      path.string(), 0, 0});
  }
  // Written nameless and linked in when whole, so a kill at any moment
  // leaves no temporary file behind.
  if (auto file = NamelessFile::open(dir, SIZE_MAX)) {
    file->write(content);
    if (file->try_link(path)) {
      return;
    }
  }
  write_named_temporary(dir, path, content);
}

// ---------------------------------------------------------------- NamelessFile

std::unique_ptr<NamelessFile> NamelessFile::open(const fs::path& dir, std::size_t max_open)
{
#ifdef O_TMPFILE
  // Never more than a quarter of the descriptors the process may open.
  struct rlimit limit {};
  if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    max_open = std::min<std::size_t>(max_open, static_cast<std::size_t>(limit.rlim_cur / 4));
  }
  if (g_nameless_open.fetch_add(1) >= max_open) {
    --g_nameless_open;
    return nullptr;
  }
  const fs::path where = dir.empty() ? fs::path(".") : dir;
  const int fd = ::open(where.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0) {
    --g_nameless_open;
    return nullptr;
  }
  return std::unique_ptr<NamelessFile>(new NamelessFile(fd, where));
#else
  (void)dir;
  (void)max_open;
  return nullptr;
#endif
}

NamelessFile::~NamelessFile()
{
  release();
}

void NamelessFile::release()
{
  if (m_fd >= 0) {
    ::close(m_fd);
    m_fd = -1;
    --g_nameless_open;
  }
}

void NamelessFile::write(std::string_view bytes)
{
  if (m_write_errno != 0) {
    return;
  }
  if (m_linked) {
    m_write_errno = EBADF; // named: its bytes are final
    return;
  }
  if (!write_all(m_fd, bytes)) {
    m_write_errno = errno != 0 ? errno : EIO;
    return;
  }
  m_size += bytes.size();
}

std::string NamelessFile::read_all() const
{
  std::string out;
  read_at(0, static_cast<std::size_t>(m_size), out);
  return out;
}

void NamelessFile::read_at(std::uint64_t offset, std::size_t size, std::string& out) const
{
  if (m_write_errno != 0) {
    throw FatalError({Severity::error, "IO_WRITE",
                      std::string("write failed: ") + std::strerror(m_write_errno), m_dir.string(),
                      0, 0});
  }
  if (m_fd < 0) {
    throw FatalError({Severity::error, "IO_READ", "read after it was named", m_dir.string(), 0, 0});
  }
  if (offset > m_size || size > m_size - offset) {
    throw FatalError({Severity::error, "IO_READ", "read past the end of a written file",
                      m_dir.string(), 0, 0});
  }
  const std::size_t start = out.size();
  out.resize(start + size);
  std::size_t done = 0;
  while (done < size) {
    const ssize_t n = ::pread(m_fd, out.data() + start + done, size - done,
                              static_cast<off_t>(offset + done));
    if (n < 0 && errno == EINTR) {
      continue;
    }
    if (n <= 0) {
      out.resize(start);
      throw FatalError({Severity::error, "IO_READ",
                        std::string("cannot read back a written file: ") + std::strerror(errno),
                        m_dir.string(), 0, 0});
    }
    done += static_cast<std::size_t>(n);
  }
}

void NamelessFile::link_as(const fs::path& path)
{
  if (!try_link(path)) {
    // No /proc, or another file system: the bytes are written again under
    // a temporary name.
    write_named_temporary(path.has_parent_path() ? path.parent_path() : fs::path("."), path,
                          read_all());
    m_linked = true;
    release();
  }
}

/// linkat through /proc gives the nameless file its name. A new file
/// appears by linkat itself; an existing one is replaced through a name
/// that lives for one rename.
bool NamelessFile::try_link(const fs::path& path)
{
  if (m_write_errno != 0) {
    throw FatalError({Severity::error, "IO_WRITE",
                      std::string("write failed: ") + std::strerror(m_write_errno), path.string(),
                      0, 0});
  }
  if (m_linked) {
    throw FatalError({Severity::error, "IO_WRITE", "written already", path.string(), 0, 0});
  }
  const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
  if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, path.c_str(), AT_SYMLINK_FOLLOW) == 0) {
    m_linked = true;
    release(); // named: its descriptor is not needed any more
    return true;
  }
  if (errno != EEXIST) {
    return false;
  }
  const fs::path tmp = temporary_file(path.has_parent_path() ? path.parent_path() : fs::path("."), path);
  if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, tmp.c_str(), AT_SYMLINK_FOLLOW) != 0) {
    return false;
  }
  m_linked = true;
  release();
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) {
    fs::remove(tmp, ec);
    throw FatalError({Severity::error, "IO_WRITE", "cannot rename into place: " + ec.message(),
                      path.string(), 0, 0});
  }
  return true;
}

TempDir::TempDir()
{
  std::error_code ec;
  fs::path base = fs::temp_directory_path(ec);
  if (ec) {
    base = "/tmp";
  }
  std::string pattern = lexical_join(base.native(), "tosca-convert-XXXXXX");
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw FatalError({Severity::error, "IO_WRITE",
                      std::string("cannot create a temporary directory: ") + std::strerror(errno),
                      base.string(), 0, 0});
  }
  m_path = pattern;
}

TempDir::~TempDir()
{
  std::error_code ec;
  remove_tree(m_path.string(), ec);
}

std::size_t first_invalid_utf8(std::string_view s)
{
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    if (i + 8 <= n) {
      std::uint64_t word;
      std::memcpy(&word, p + i, 8);
      if ((word & 0x8080808080808080ull) == 0) {
        i += 8;
        continue;
      }
    }
    const unsigned char c = p[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t len = 0;
    std::uint32_t cp = 0;
    if ((c & 0xE0) == 0xC0) {
      len = 2;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4;
      cp = c & 0x07;
    } else {
      return i;
    }
    if (i + len > n) {
      return i;
    }
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) {
        return i;
      }
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    const bool overlong = (len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) ||
                          (len == 4 && cp < 0x10000);
    if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return i;
    }
    i += len;
  }
  return std::string_view::npos;
}

std::optional<TextPosition> find_invalid_utf8(std::string_view s)
{
  const std::size_t bad = first_invalid_utf8(s);
  if (bad == std::string_view::npos) {
    return std::nullopt;
  }
  // Everything before `bad` is well-formed: a column is one per character,
  // that is per byte that does not continue a sequence.
  TextPosition pos;
  for (std::size_t i = 0; i < bad; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '\n') {
      ++pos.line;
      pos.column = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++pos.column;
    }
  }
  return pos;
}

}  // namespace tosca
