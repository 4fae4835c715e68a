// Round trips of whatever the command line names: definitions files,
// archives, and the TOSCA found in directories (roundtrip.hpp).
#include "tosca/convert/csar.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/convert/roundtrip.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/parallel.hpp"

#include "diff_json.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

void keep_archive(const std::string& dir, const std::string& step, const std::string& file,
                  const std::string& bytes)
{
  if (!dir.empty() && !bytes.empty()) {
    write_file_atomic(lexical_join(lexical_join(dir, step), fs::path(file).stem().native() + ".csar"), bytes);
  }
}

}  // namespace

RoundtripResult roundtrip_any(const std::string& path, const RoundtripOptions& options,
                              DiagnosticSink& sink)
{
  if (!is_archive_file(path)) {
    return roundtrip(path, options, sink);
  }
  RoundtripResult r;
  r.input = path;
  CsarOptions csar_options;
  csar_options.load = options.load;
  csar_options.load.cache = nullptr; // an archive's entries are its own
  csar_options.limits = options.limits;
  csar_options.yaml.version = options.yaml_version;
  csar_options.created_by = options.created_by;
  try {
    CsarRoundtrip c = roundtrip_csar(read_file(path), path, csar_options, sink);
    keep_archive(options.keep_dir, c.from_yaml ? "xml" : "yaml", path, c.intermediate);
    keep_archive(options.keep_dir, "back", path, c.back);
    r.from_yaml = c.from_yaml;
    r.completed = c.completed;
    r.differences = c.comparison.differences;
    r.text = c.comparison.text;
    r.json = c.comparison.json;
    r.sources = c.sources;
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
  }
  return r;
}

void roundtrip_files(const std::vector<std::string>& files, const RoundtripOptions& options,
                     unsigned jobs, const std::function<void(RoundtripRun)>& each)
{
  if (!options.keep_dir.empty() || std::count(files.begin(), files.end(), "-") != 0) {
    // Two inputs of one stem would race for one kept file; standard input
    // named twice goes whole to the first, as on one thread.
    jobs = 1;
  }
  // A thread's cache reads the search path once; a few files are not worth
  // reading it twice.
  constexpr std::size_t k_files_per_thread = 8;
  const unsigned all = jobs;
  jobs = static_cast<unsigned>(
      std::clamp<std::size_t>(files.size() / k_files_per_thread, 1, std::max(1u, jobs)));
  // Each run's parses, and the reads of its renderings, share that.
  const unsigned parse_threads = threads_per_item(jobs, all);
  // Finished runs wait for the earlier ones, holding their sources and
  // texts: a thread runs at most 4 x jobs files ahead of the last handed on.
  std::vector<std::unique_ptr<LoadCache>> caches(jobs);
  parallel_in_order<RoundtripRun>(
      files.size(), jobs, 4 * std::size_t{jobs},
      [&](unsigned w, std::size_t i) {
        if (!caches[w]) {
          caches[w] = std::make_unique<LoadCache>();
        }
        RoundtripOptions own = options;
        own.load.cache = caches[w].get();
        own.load.jobs = parse_threads;
        own.load.read.threads = parse_threads;
        DiagnosticSink sink;
        RoundtripRun run;
        run.result = roundtrip_any(files[i], own, sink);
        run.diagnostics = sink.diagnostics();
        run.errors = sink.error_count();
        return run;
      },
      each);
}

std::vector<std::string> roundtrip_inputs(const std::vector<std::string>& arguments,
                                          std::size_t& skipped)
{
  const FileSet& disk = FileSet::disk();
  std::vector<std::string> files;
  for (const auto& in : arguments) {
    if (in == "-" || !disk.is_directory(in)) {
      files.push_back(in);
      continue;
    }
    for (const auto& f : list_candidate_files(in, Syntax::any)) {
      const FormatInfo& format = identify_file(disk, f);
      if (format.supporting) {
        continue;
      }
      if (!format.tosca && !format.container) {
        ++skipped;
        continue;
      }
      files.push_back(f);
    }
  }
  return files;
}

std::string roundtrip_json(const std::vector<std::pair<std::string, std::string>>& results)
{
  std::string text;
  JsonWriter out(text, -1);
  out.begin_array();
  for (const auto& [input, result] : results) {
    out.begin_object().key("input").string(input).key("result");
    // The library's own JSON, on one line; none (null) for a round trip
    // not completed. (accept() parses without building a tree.)
    std::string_view json = result;
    while (!json.empty() && (json.back() == '\n' || json.back() == ' ')) {
      json.remove_suffix(1);
    }
    if (!json.empty() && nlohmann::json::accept(json)) {
      out.raw(json);
    } else {
      out.null();
    }
    out.end_object();
  }
  out.end_array();
  return text + "\n";
}

}  // namespace tosca::convert
