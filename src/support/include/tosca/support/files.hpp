#pragma once
/// File helpers: whole-file reads and atomic writes (temporary file in the
/// target directory, then rename), so no reader ever sees half an output.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tosca {

/// Reads a whole file or standard input ("-"). Throws FatalError with code
/// IO_READ when it cannot, and INPUT_LIMIT, before reading, for a device
/// (such as /dev/zero) or a file larger than `limit`; pipes and standard
/// input are refused as soon as they pass it. (Documents are bounded
/// further by their readers: ReadOptions::max_input_size.)
std::string read_file(const std::string& path, std::uint64_t limit);
std::string read_file(const std::string& path);
/// The first `limit` bytes of a file; `whole` tells whether that is all of
/// it (fewer than `limit`). What cannot be opened throws as read_file does.
std::string read_file_head(const std::string& path, std::size_t limit, bool& whole);

/// The largest file read_file reads at all: the default archive size limit.
inline constexpr std::uint64_t k_max_file_size = std::uint64_t{4} << 30;

/// Writes `content` to `path` atomically. Throws FatalError (IO_WRITE).
void write_file_atomic(const std::filesystem::path& path, std::string_view content);

/// Writes all of `content` to the descriptor `fd`, again after EINTR and
/// short writes; false on any error (errno says which). Allocates nothing.
bool write_all(int fd, std::string_view content);

/// A fresh hidden name in `dir` for something on its way to becoming
/// `name` there: ".NAME.KINDNNNNNN" (`kind` "tmp" for a file, "unpack"
/// for a folder being filled). Random, so that two runs writing into the
/// same folder do not meet.
std::string temporary_name(std::string_view dir, std::string_view name, std::string_view kind);

/// A private directory (mode 0700) under the system's temporary directory,
/// removed with everything in it when the object goes. Used to give
/// path-based loaders the entries of an archive; never for outputs.
class TempDir
{
public:
  /// Throws FatalError (IO_WRITE) when no directory can be made.
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return m_path; }

private:
  std::filesystem::path m_path;
};

/// Where a UTF-8 byte sequence first breaks, as 1-based line and column
/// (column counted in characters, as XML parsers count them); nullopt when
/// all of `bytes` is valid UTF-8.
struct TextPosition
{
  std::uint32_t line = 1;
  std::uint32_t column = 1;
};
std::optional<TextPosition> find_invalid_utf8(std::string_view bytes);
/// The offset of the first byte that does not begin a well-formed UTF-8
/// sequence (overlong forms, surrogates and code points past U+10FFFF are
/// not), or npos. ASCII is skipped eight bytes at a time.
std::size_t first_invalid_utf8(std::string_view bytes);

}  // namespace tosca
