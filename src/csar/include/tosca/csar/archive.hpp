#pragma once
/// Zip archives (CSARs) as sources and sinks of entries: the whole archive
/// is read into memory once, checked against limits and for hostile
/// content, and handed on as named byte strings, so readers and writers
/// never care whether their bytes came from a file, stdin or an entry.
/// A leaf library: it knows zip, not TOSCA.

#include "tosca/support/diagnostics.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::csar {

/// What an archive may hold before it is refused. Every limit is checked
/// against the bytes actually inflated, never only the sizes the archive
/// claims.
struct Limits
{
  std::size_t max_entries = 10000;
  std::uint64_t max_entry_size = 1ull << 30;      ///< 1 GiB uncompressed per entry
  std::uint64_t max_total_size = 4ull << 30;      ///< 4 GiB uncompressed in all
  /// Uncompressed/compressed size above which an entry is a zip bomb; only
  /// for entries over `ratio_floor` bytes (tiny files compress well).
  std::uint64_t max_ratio = 200;
  std::uint64_t ratio_floor = 1u << 20;
};

struct Entry
{
  std::string name;   ///< as stored: '/'-separated, relative, checked
  std::string data;   ///< uncompressed bytes (empty for directories)
  bool directory = false;
};

struct Archive
{
  std::string path;             ///< for diagnostics
  std::vector<Entry> entries;   ///< in the archive's order

  const Entry* find(std::string_view name) const;
};

/// Reads a zip archive from its bytes. Throws FatalError naming the entry:
/// CSAR_CORRUPT (not a zip, truncated, bad checksum), CSAR_UNSAFE_PATH
/// (`..`, absolute, drive letter, backslash, NUL), CSAR_SYMLINK,
/// CSAR_DUPLICATE, CSAR_ENCRYPTED, CSAR_TOO_LARGE, CSAR_RATIO (a zip bomb),
/// CSAR_TOO_MANY (entries).
Archive read_archive(std::string_view bytes, const std::string& path, const Limits& limits = {});

/// True when the bytes start like a zip archive ("PK\3\4" or an empty
/// archive's "PK\5\6").
bool looks_like_zip(std::string_view bytes);

/// The bytes of a zip archive holding `entries` in the given order:
/// deflated, every timestamp 1980-01-01 00:00, no extra fields, so the same
/// entries always give the same bytes. Throws FatalError (CSAR_WRITE).
std::string write_archive(const std::vector<Entry>& entries);

}  // namespace tosca::csar
