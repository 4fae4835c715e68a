// One item of a migration, converted into its staging folder (runs in a
// worker process): an XML archive becomes a YAML CSAR of the same name, a
// Winery repository a folder of YAML files, an XML document `stem.yaml`
// (`stem.<template>.yaml` when it holds several service templates), and
// YAML is copied as it is.
#include "tosca/migrate/migrate.hpp"

#include "tosca/convert/convert_files.hpp"
#include "tosca/convert/csar.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/convert/roundtrip.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/sha256.hpp"

#include <algorithm>
#include <set>
#include <chrono>
#include <fnmatch.h>
#include <filesystem>

namespace tosca::migrate {

namespace fs = std::filesystem;

namespace {

/// A diagnostic's file as the report names it: in the item's own path
/// space (`xml/repo/x.tosca`), not where the sources happen to lie.
std::string shown_file(const std::string& file, const Item& item)
{
  const std::string source = lexical_normal(item.source);
  const std::string parent = fs::path(source).parent_path().generic_string();
  const std::string rel_parent = fs::path(item.relative).parent_path().generic_string();
  const std::string f = lexical_normal(file);
  if (f.rfind(source, 0) == 0) {
    return item.relative + f.substr(source.size());
  }
  if (!parent.empty() && f.rfind(parent + "/", 0) == 0) {
    return (rel_parent.empty() ? "" : rel_parent + "/") + f.substr(parent.size() + 1);
  }
  return file;
}

/// The record's view of the diagnostics: counts by code, every error (up
/// to 100) and three examples of each warning code.
void take_diagnostics(const DiagnosticSink& sink, const Item& item, Record& r)
{
  std::map<std::string, std::size_t> examples;
  for (const auto& d : sink.diagnostics()) {
    ++r.counts[d.code];
    Record::Problem p{d.code, d.message, shown_file(d.file, item), d.line, d.column};
    if (d.severity == Severity::error) {
      if (r.errors.size() < 100) {
        r.errors.push_back(std::move(p));
      }
    } else if (d.severity == Severity::warning && examples[d.code]++ < 3) {
      r.warnings.push_back(std::move(p));
    }
  }
}

void settle(Record& r, const Item& item, const DiagnosticSink& sink, bool failed,
            const std::string& reason)
{
  take_diagnostics(sink, item, r);
  if (failed || sink.error_count() != 0) {
    r.status = "failed";
    r.reason = reason.empty() && !r.errors.empty() ? r.errors.front().message : reason;
  } else {
    r.status = sink.warning_count() != 0 ? "converted with warnings" : "converted";
  }
}

void write_output(const std::string& staging, const std::string& relative, std::string_view text,
                  Record& r)
{
  write_file_atomic(lexical_join(staging, relative), text);
  r.outputs.push_back(relative);
}

std::string parent_of(const std::string& relative)
{
  const auto slash = relative.rfind('/');
  return slash == std::string::npos ? std::string() : relative.substr(0, slash + 1);
}

std::string stem_of(const std::string& relative)
{
  return fs::path(relative).stem().string();
}

convert::CsarOptions csar_options(const Options& options)
{
  convert::CsarOptions o;
  o.load.search_dirs = options.search_dirs;
  o.limits = options.limits;
  o.yaml.version = options.yaml_version;
  o.created_by = options.created_by;
  return o;
}

void convert_archive(const Item& item, const Options& options, const std::string& staging,
                     Record& r)
{
  DiagnosticSink sink;
  const std::string bytes = read_file(item.source);
  r.input_sha256 = sha256_hex(bytes);
  const convert::CsarOptions o = csar_options(options);
  convert::OpenedCsar csar;
  try {
    csar = convert::open_csar(bytes, item.source, options.limits, sink);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    settle(r, item, sink, true, e.diagnostic().message);
    return;
  }
  if (csar.xml_definitions.empty() && !csar.yaml_definitions.empty()) {
    write_output(staging, item.relative, bytes, r);
    r.status = "skipped";
    r.reason = "a YAML CSAR already: copied as it is";
    return;
  }
  convert::CsarConversion c = convert::convert_csar(csar, convert::CsarTarget::yaml, o, sink);
  if (c.readable && !c.failed) {
    write_output(staging, item.relative, c.bytes, r);
  }
  settle(r, item, sink, !c.readable || c.failed, "");
  if (options.verify && r.status != "failed") {
    DiagnosticSink quiet(false);
    convert::CsarRoundtrip t = convert::roundtrip_csar(bytes, item.source, o, quiet);
    r.verify = !t.completed                       ? "the round trip did not complete"
               : t.comparison.differences == 0    ? "lossless"
                                                  : std::to_string(t.comparison.differences) +
                                                     " differences";
  }
}

std::vector<std::string> repository_documents(const Item& item, const Options& options)
{
  std::vector<std::string> out;
  for (const auto& f : convert::list_candidate_files(item.source, convert::Syntax::xml)) {
    const std::string rel = fs::relative(f, item.source).generic_string();
    const bool history = ("/" + rel).find("/_history/") != std::string::npos;
    const bool excluded =
        std::any_of(options.excludes.begin(), options.excludes.end(), [&](const auto& g) {
          return fnmatch(g.c_str(), rel.c_str(), 0) == 0;
        });
    if ((!history || options.include_history) && !excluded) {
      out.push_back(f);
    }
  }
  return out;
}

/// The files of a repository that are not its converted documents
/// (artifacts, XML Schemas, icons, README), copied to where the library
/// layout's YAML expects them. Symbolic links are never followed; hidden
/// files and folders (.git) and a file whose name an output took are left
/// out.
void copy_other_files(const Item& item, const Options& options,
                      const std::vector<std::string>& converted, const std::string& staging,
                      Record& r)
{
  const std::set<std::string> documents(converted.begin(), converted.end());
  const std::set<std::string> written(r.outputs.begin(), r.outputs.end());
  for (const auto& f : convert::FileSet::disk().list(item.source)) {
    std::error_code ec;
    const std::string rel = fs::relative(f, item.source, ec).generic_string();
    const bool history = ("/" + rel).find("/_history/") != std::string::npos;
    const bool hidden = ("/" + rel).find("/.") != std::string::npos; // .git and the like
    const bool excluded =
        std::any_of(options.excludes.begin(), options.excludes.end(), [&](const auto& g) {
          return fnmatch(g.c_str(), rel.c_str(), 0) == 0;
        });
    if (ec || rel.empty() || hidden || documents.count(f) != 0 ||
        (history && !options.include_history) || excluded || fs::is_symlink(f, ec) ||
        written.count(item.relative + "/" + rel) != 0) {
      continue;
    }
    write_output(staging, item.relative + "/" + rel, read_file(f), r);
  }
}

void convert_definitions(const Item& item, const Options& options, const std::string& staging,
                         Record& r)
{
  const bool repository = item.kind == ItemKind::repository;
  convert::ConvertRequest request;
  request.inputs = {item.source};
  if (repository) {
    // The repository's documents, without what the run leaves out
    // (_history/ and --exclude), so those are neither read nor converted.
    request.inputs = repository_documents(item, options);
  }
  request.target = convert::Format::tosca_yaml;
  request.load.search_dirs = options.search_dirs;
  if (repository && !options.self_contained) {
    // The library layout, with the repository's other files beside it,
    // so artifact paths are the same as in the source.
    request.library = true;
    request.files_beside_sources = true;
    request.library_root = item.source;
  }
  if (repository && !options.include_history && fs::is_directory(item.source + "/_history")) {
    // Types only old versions define still resolve: copied where used.
    request.load.search_dirs.push_back(item.source + "/_history");
  }
  request.write.yaml.version = options.yaml_version;
  // YAML outputs name artifact files from where they will be in DEST.
  const std::string folder = repository ? item.relative : parent_of(item.relative);
  request.output_directory = lexical_normal(lexical_join(options.dest, folder));
  DiagnosticSink sink;
  convert::Conversion c = convert::convert_files(request, sink);
  if (!repository) {
    r.input_sha256 = sha256_hex(read_file(item.source));
  }
  for (const auto& o : c.outputs) {
    if (o.failed) {
      continue;
    }
    const std::string name =
        repository                ? item.relative + "/" + o.file_name
        : c.outputs.size() == 1   ? folder + stem_of(item.relative) + ".yaml"
                                  : folder + stem_of(item.relative) + "." + o.file_name;
    write_output(staging, name, o.text, r);
  }
  if (request.library) {
    copy_other_files(item, options, request.inputs, staging, r);
  }
  settle(r, item, sink, c.exit_code == 3, "");
  if (r.status == "failed" && repository) {
    r.reason = std::to_string(sink.error_count()) + " errors; " +
               std::to_string(r.outputs.size()) + " of " + std::to_string(c.outputs.size()) +
               " YAML files written (" + (r.errors.empty() ? "" : r.errors.front().message) + ")";
  }
  if (options.verify && r.status != "failed") {
    convert::RoundtripOptions ro;
    ro.load.search_dirs = options.search_dirs;
    ro.yaml_version = options.yaml_version;
    std::size_t differences = 0;
    std::size_t incomplete = 0;
    std::string first_incomplete;
    std::vector<std::string> files{item.source};
    if (repository) {
      files.clear();
      for (const auto& f : repository_documents(item, options)) {
        if (convert::identify_file(convert::FileSet::disk(), f).tosca) {
          files.push_back(f); // not the XML Schemas
        }
      }
      ro.load.search_dirs.push_back(item.source);
    }
    convert::LoadCache search_path; // read the repository once, not once per document
    ro.load.cache = &search_path;
    for (const auto& f : files) {
      DiagnosticSink quiet(false);
      convert::RoundtripResult t = convert::roundtrip(f, ro, quiet);
      if (!t.completed) {
        ++incomplete;
        first_incomplete = first_incomplete.empty() ? shown_file(f, item) : first_incomplete;
      }
      differences += t.differences;
    }
    const std::string of = " of " + std::to_string(files.size()) + " documents";
    r.verify = incomplete != 0 ? std::to_string(incomplete) + of +
                                     " could not be converted back (first: " + first_incomplete +
                                     "); " + std::to_string(differences) + " differences in the rest"
               : differences == 0 ? "lossless (" + std::to_string(files.size()) + " documents)"
                                  : std::to_string(differences) + " differences in " +
                                        std::to_string(files.size()) + " documents";
  }
}

}  // namespace

Record convert_item(const Item& item, const Options& options, const std::string& staging)
{
  const auto start = std::chrono::steady_clock::now();
  Record r;
  r.source = item.relative;
  r.kind = std::string(kind_name(item.kind));
  r.verify = options.verify ? "not run" : "";
  try {
    switch (item.kind) {
    case ItemKind::csar: convert_archive(item, options, staging, r); break;
    case ItemKind::repository:
    case ItemKind::xml: convert_definitions(item, options, staging, r); break;
    case ItemKind::yaml: {
      const std::string bytes = read_file(item.source);
      r.input_sha256 = sha256_hex(bytes);
      write_output(staging, item.relative, bytes, r);
      r.status = "skipped";
      r.reason = "YAML already: copied as it is";
      break;
    }
    }
  } catch (const FatalError& e) {
    r.status = "failed";
    r.reason = format_line(e.diagnostic());
    r.errors.push_back({e.diagnostic().code, e.diagnostic().message, e.diagnostic().file,
                        e.diagnostic().line, e.diagnostic().column});
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace tosca::migrate
