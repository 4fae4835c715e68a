#pragma once
/// The loader's parsing, and the parsing of many inputs on several threads
/// ahead of the loader's one ordered pass (which then only takes the
/// results, so what it reports and in which order never depends on the
/// threads).

#include "tosca/convert/workspace.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tosca::convert::detail {

/// Runs the format's reader on `bytes`; the entry's `parsed` stays empty
/// when it gave up. Never throws for the file's sake: running out of
/// memory and defects become the file's diagnostics. `text_read`: as
/// ReadRequest's (`bytes` may be gone once it ran).
LoadCache::Entry parse_document(xml::Reader& reader, const FormatInfo& format,
                                const std::string& path, std::string_view bytes,
                                const xml::ReadOptions& options, bool strict,
                                std::function<void()> text_read = {});

/// Whether the loader parses a named input of this format (the other
/// formats are skipped, refused or read as context).
bool parsed_as_input(const FormatInfo& format, Syntax syntax, bool from_dir);

/// An input read and parsed ahead of the loader.
struct Prefetched
{
  std::string bytes;
  const FormatInfo* format = nullptr;
  LoadCache::Entry entry;
};

/// Reads the named inputs (file, found in a directory) and parses those
/// the loader would parse, on up to `jobs` threads, `reader` serving the
/// first; `files` is only read meanwhile. An input that cannot be read or parsed ahead is left
/// out: the loader then does it itself, as it always did.
std::unordered_map<std::string, Prefetched>
prefetch_inputs(const std::vector<std::pair<std::string, bool>>& inputs,
                const LoadOptions& options, const FileSet& files, xml::Reader& reader,
                bool strict, unsigned jobs);

}  // namespace tosca::convert::detail
