/// `unpack` and `pack`: an archive to a directory for hand editing, and a
/// directory back to a valid, deterministic archive (csar.hpp).

#include "tosca/convert/csar.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"

#include "tosca/support/directory.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/xml/reader.hpp"

#include <algorithm>
#include <filesystem>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(std::string file, std::string code, std::string message)
{
  throw FatalError(Diagnostic{Severity::error, std::move(code), std::move(message),
                              std::move(file), 0, 0});
}

/// Block 0 of a generated TOSCA.meta, by the rendering of the entry.
std::string generated_meta(const std::string& entry, std::string_view entry_bytes,
                           const std::string& created_by)
{
  const FormatInfo& format = identify(entry, entry_bytes);
  const bool is_xml = format.syntax == Syntax::xml;
  const bool draft = format.format == Format::tosca_xml_draft;
  std::string meta = is_xml ? "TOSCA-Meta-Version: 1.0\nCSAR-Version: 1.0\n"
                            : "TOSCA-Meta-File-Version: 1.1\nCSAR-Version: 1.1\n";
  meta += "Created-By: " + created_by + "\n";
  meta += std::string(draft ? csar::k_entry_service_template : csar::k_entry_definitions) + ": " +
          entry + "\n";
  return meta;
}

}  // namespace

std::size_t unpack_csar(std::string_view bytes, const std::string& path, const std::string& dir,
                        const csar::Limits& limits)
{
  csar::Archive archive = csar::read_archive(bytes, path, limits);
  std::error_code ec;
  if (fs::exists(dir, ec) && !(fs::is_directory(dir, ec) && fs::is_empty(dir, ec))) {
    fail(dir, "OUTPUT_NOT_EMPTY", "exists and is not an empty directory; nothing was written");
  }
  // The folder by its absolute, normal name without the trailing separator
  // of "out/" or ".": the staging folder goes beside it.
  std::string target = lexical_normal(FileSet::absolute(dir).native());
  if (target.size() > 1 && target.back() == '/') {
    target = std::string(lexical_parent(target));
  }
  const std::string parent(lexical_parent(target));
  fs::create_directories(parent, ec);
  const std::string staging = temporary_name(parent, fs::path(target).filename().native(), "unpack");
  std::size_t files = 0;
  try {
    fs::create_directory(staging);
    for (const auto& e : archive.entries) {
      if (e.directory) {
        fs::create_directories(lexical_join(staging, e.name));
        continue;
      }
      write_file_atomic(lexical_join(staging, e.name), e.data);
      ++files;
    }
    if (fs::exists(target, ec)) {
      fs::remove(target); // empty, checked above
    }
    fs::rename(staging, target);
  } catch (const fs::filesystem_error& e) {
    remove_tree(staging, ec);
    fail(dir, "IO_WRITE", std::string("cannot unpack: ") + e.code().message());
  } catch (...) {
    remove_tree(staging, ec); // a FatalError, or memory running out
    throw;
  }
  return files;
}

Packed pack_directory(const std::string& dir, const PackOptions& options, DiagnosticSink& sink)
{
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    fail(dir, "IO_READ", "not a directory");
  }
  std::vector<csar::Entry> entries;
  for (const DirectoryEntry& e : walk_directory(dir, false, ec)) {
    const std::string name = lexical_relative(e.path, dir);
    if (e.symlink) {
      fail(e.path, "CSAR_SYMLINK",
           "is a symbolic link; a CSAR holds files only (copy the target in instead)");
    }
    if (e.type == DirectoryEntry::Type::regular) {
      entries.push_back({name, read_file(e.path), false});
    }
  }
  if (ec) {
    fail(dir, "IO_READ", "cannot list the directory: " + ec.message());
  }
  auto meta_first = [](const csar::Entry& a, const csar::Entry& b) {
    const bool ma = a.name == csar::k_meta_path;
    const bool mb = b.name == csar::k_meta_path;
    return ma != mb ? ma : a.name < b.name;
  };
  std::sort(entries.begin(), entries.end(), meta_first);

  Packed packed;
  const bool has_meta = !entries.empty() && entries.front().name == csar::k_meta_path;
  if (!has_meta) {
    std::string entry = options.entry;
    if (entry.empty()) {
      DiagnosticSink probe;
      entry = csar::open_package({dir, entries}, probe).entry; // throws when none is found
    }
    auto it = std::find_if(entries.begin(), entries.end(),
                           [&](const csar::Entry& e) { return e.name == entry; });
    if (it == entries.end()) {
      fail(dir, "CSAR_ENTRY_MISSING", "--entry '" + entry + "' is not a file below " + dir);
    }
    entries.insert(entries.begin(), {std::string(csar::k_meta_path),
                                     generated_meta(entry, it->data, options.created_by), false});
    packed.meta_generated = true;
  }
  packed.files = entries.size();
  packed.bytes = csar::write_archive(entries);
  // What we write must open as a CSAR: TOSCA.meta parses, the entry exists.
  csar::Package check =
      csar::open_package(csar::read_archive(packed.bytes, dir, options.limits), sink);
  packed.entry = check.entry;
  return packed;
}

}  // namespace tosca::convert
