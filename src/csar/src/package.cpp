/// Opening a CSAR: TOSCA.meta and the entry definitions (rules in
/// package.hpp).

#include "tosca/csar/package.hpp"

#include <algorithm>

namespace tosca::csar {

namespace {

std::string lower(std::string_view s)
{
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view base_name(std::string_view name)
{
  std::size_t slash = name.rfind('/');
  return slash == std::string_view::npos ? name : name.substr(slash + 1);
}

[[noreturn]] void fail(std::string file, std::uint32_t line, std::string code, std::string message)
{
  throw FatalError(Diagnostic{Severity::error, std::move(code), std::move(message), std::move(file),
                              line, 0});
}

/// The entry from TOSCA.meta, checked to exist.
std::string entry_from_meta(const Package& p, const MetaField& field)
{
  std::string name = entry_name_of(field.value);
  const std::string where = entry_display(p.archive.path, p.meta_entry);
  if (name.empty()) {
    fail(where, field.line, "CSAR_ENTRY_MISSING", "'" + field.name + "' names no file");
  }
  if (const Entry* e = p.archive.find(name); e && !e->directory) {
    return name;
  }
  std::vector<std::string> names;
  for (const auto& e : p.archive.entries) {
    if (!e.directory) {
      names.push_back(e.name);
    }
  }
  std::string hint = closest_match(name, names);
  if (hint.empty()) {
    // A different letter case (definitions/ for Definitions/) is the
    // usual mistake, and too far apart for the edit distance.
    for (const auto& n : names) {
      if (lower(n) == lower(name)) {
        hint = n;
      }
    }
  }
  fail(where, field.line, "CSAR_ENTRY_MISSING",
       "'" + field.name + ": " + field.value + "' names a file the archive does not hold" +
           did_you_mean(hint));
}

/// The YAML convention, then the single definitions file anywhere.
std::string entry_by_convention(const Package& p)
{
  std::vector<std::string> root;
  std::vector<std::string> anywhere;
  for (const auto& e : p.archive.entries) {
    if (e.directory || !definitions_extension(e.name) ||
        lower(e.name).rfind("tosca-metadata/", 0) == 0) {
      continue;
    }
    anywhere.push_back(e.name);
    if (e.name.find('/') == std::string::npos) {
      root.push_back(e.name);
    }
  }
  if (root.size() == 1) {
    return root.front();
  }
  if (root.size() > 1) {
    std::string list;
    for (const auto& n : root) {
      list += (list.empty() ? "" : ", ") + n;
    }
    fail(p.archive.path, 0, "CSAR_ENTRY_AMBIGUOUS",
         "no TOSCA-Metadata/TOSCA.meta names the entry definitions, and the archive root holds " +
             std::to_string(root.size()) + " definitions files (" + list +
             "); add a TOSCA.meta with Entry-Definitions");
  }
  if (anywhere.size() == 1) {
    return anywhere.front();
  }
  fail(p.archive.path, 0, "CSAR_NO_ENTRY",
       anywhere.empty()
           ? "the archive holds no definitions file (.yaml, .yml, .tosca, .xml, .ste)"
           : "no TOSCA-Metadata/TOSCA.meta names the entry definitions, and the root of the "
             "archive holds no definitions file to take instead");
}

}  // namespace

bool definitions_extension(std::string_view entry_name)
{
  std::string_view base = base_name(entry_name);
  std::size_t dot = base.rfind('.');
  if (dot == std::string_view::npos) {
    return false;
  }
  std::string ext = lower(base.substr(dot));
  return ext == ".yaml" || ext == ".yml" || ext == ".tosca" || ext == ".xml" || ext == ".ste";
}

std::string entry_display(const std::string& archive_path, std::string_view entry_name)
{
  return archive_path + "!" + std::string(entry_name);
}

Package open_package(Archive archive, DiagnosticSink& sink)
{
  Package p;
  p.archive = std::move(archive);
  for (const auto& e : p.archive.entries) {
    if (e.directory) {
      continue;
    }
    if (lower(e.name) == lower(k_meta_path)) {
      p.meta_entry = e.name;
    } else if (lower(base_name(e.name)) == "tosca.meta") {
      sink.warning(entry_display(p.archive.path, e.name), 0, 0, "CSAR_META_MISPLACED",
                   "a TOSCA.meta outside TOSCA-Metadata/ is not read; it is copied as a file");
    }
  }
  if (!p.meta_entry.empty()) {
    const std::string where = entry_display(p.archive.path, p.meta_entry);
    DiagnosticSink local;
    Meta meta = parse_meta(p.archive.find(p.meta_entry)->data, where, local);
    // Every syntax error is shown; the first one is what stops the read.
    const Diagnostic* first_error = nullptr;
    for (const auto& d : local.diagnostics()) {
      if (!first_error && d.severity == Severity::error) {
        first_error = &d;
      } else {
        sink.report(d);
      }
    }
    if (first_error) {
      throw FatalError(*first_error);
    }
    p.meta = std::move(meta);
    if (const MetaField* f = p.meta->entry_field()) {
      p.entry = entry_from_meta(p, *f);
      return p;
    }
    // TOSCA 1.0 makes Entry-Definitions a SHOULD, and the OASIS interop
    // CSAR has none: the archive is still usable, the caller may find the
    // entry by content.
    try {
      p.entry = entry_by_convention(p);
    } catch (const FatalError&) {
      sink.warning(where, 0, 0, "CSAR_NO_ENTRY_DECLARED",
                   "TOSCA.meta names no Entry-Definitions and no file is the entry by "
                   "convention");
    }
    return p;
  }
  p.entry = entry_by_convention(p);
  return p;
}

}  // namespace tosca::csar
