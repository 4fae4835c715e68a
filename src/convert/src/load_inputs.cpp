#include "load_inputs.hpp"

#include "tosca/support/parallel.hpp"

#include <memory>
#include <optional>
#include <unordered_set>

namespace tosca::convert::detail {

LoadCache::Entry parse_document(xml::Reader& reader, const FormatInfo& format,
                                const std::string& path, std::string_view bytes,
                                const xml::ReadOptions& options, bool strict,
                                std::function<void()> text_read)
{
  LoadCache::Entry e;
  DiagnosticSink local(strict);
  try {
    e.parsed = format.read(ReadRequest{bytes, path, options, reader, local, std::move(text_read)});
  } catch (const FatalError& error) {
    local.report(error.diagnostic());
  } catch (const std::bad_alloc&) {
    local.report({Severity::error, "OUT_OF_MEMORY",
                  "ran out of memory reading this file (" + std::to_string(bytes.size()) +
                      " bytes); give the process more memory, or refuse such files earlier "
                      "with --max-elements or --max-input-size",
                  path, 0, 0});
  } catch (const std::exception& error) {
    // A defect of tosca-convert; it costs this file, never the run.
    local.report({Severity::error, "INTERNAL_ERROR",
                  std::string("tosca-convert failed on this file (please report it): ") +
                      error.what(),
                  path, 0, 0});
  } catch (...) {
    local.report({Severity::error, "INTERNAL_ERROR",
                  "tosca-convert failed on this file (please report it): an exception of no "
                  "standard type",
                  path, 0, 0});
  }
  e.diagnostics = local.diagnostics();
  return e;
}

bool parsed_as_input(const FormatInfo& format, Syntax syntax, bool from_dir)
{
  return !format.supporting && (format.tosca || !from_dir) &&
         (syntax == Syntax::any || format.syntax == syntax) && format.read != nullptr;
}

std::unordered_map<std::string, Prefetched>
prefetch_inputs(const std::vector<std::pair<std::string, bool>>& inputs,
                const LoadOptions& options, const FileSet& files, xml::Reader& reader,
                bool strict, unsigned jobs)
{
  // A thread's reader compiles its own copy of the schemas (about 20 ms):
  // a few files are not worth one.
  constexpr std::size_t k_inputs_per_thread = 16;
  std::unordered_map<std::string, Prefetched> ready;
  if (jobs < 2 || inputs.size() < 2 * k_inputs_per_thread) {
    return ready;
  }
  // Each input read, recognised and parsed on the thread that takes it, so
  // that reading overlaps parsing: a FileSet's reads do not change it, and
  // nothing mounts an archive while this runs.
  std::vector<const std::string*> todo;
  std::vector<bool> from_dir;
  std::unordered_set<std::string_view> named;
  for (const auto& [file, in_dir] : inputs) {
    if (file != "-" && named.insert(file).second) {
      todo.push_back(&file);
      from_dir.push_back(in_dir);
    }
  }
  jobs = static_cast<unsigned>(
      std::min<std::size_t>(jobs, std::max<std::size_t>(1, todo.size() / k_inputs_per_thread)));
  std::vector<std::unique_ptr<xml::Reader>> readers(jobs);
  std::vector<std::optional<Prefetched>> done(todo.size());
  parallel_for(todo.size(), jobs, [&](unsigned w, std::size_t i) {
    Prefetched p;
    try {
      p.bytes = files.read(*todo[i]);
    } catch (const FatalError&) {
      return; // the loader reports it
    }
    p.format = &identify(*todo[i], p.bytes);
    if (!parsed_as_input(*p.format, options.syntax, from_dir[i])) {
      return;
    }
    try {
      if (w != 0 && !readers[w]) {
        readers[w] = std::make_unique<xml::Reader>();
      }
    } catch (...) {
      return; // no reader to be had here: the loader parses this one
    }
    p.entry = parse_document(w == 0 ? reader : *readers[w], *p.format, *todo[i], p.bytes,
                             options.read, strict);
    done[i] = std::move(p);
  });
  for (std::size_t i = 0; i < todo.size(); ++i) {
    if (done[i]) {
      ready.emplace(*todo[i], std::move(*done[i]));
    }
  }
  return ready;
}

}  // namespace tosca::convert::detail
