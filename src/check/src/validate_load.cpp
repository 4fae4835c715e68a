// validate's reading of the inputs on several threads: whole workspaces
// (merged in input order) for the semantic checks, or schema validation
// alone for --schema-only.
#include "validate_load.hpp"

#include "tosca/support/lexical_path.hpp"
#include "tosca/support/parallel.hpp"

#include "tosca/support/files.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace tosca::check::detail {

namespace {

std::string dialect_of(const ir::Document& doc);

}  // namespace

convert::Workspace load_for_validation(const std::vector<std::string>& files,
                                       const convert::LoadOptions& options, unsigned jobs,
                                       DiagnosticSink& sink)
{
  // Few files are not worth a thread each: a thread's reader compiles its
  // own copy of the schema.
  constexpr std::size_t k_files_per_thread = 32;
  const unsigned all = jobs;
  jobs = static_cast<unsigned>(std::clamp<std::size_t>(files.size() / k_files_per_thread, 1, jobs));
  if (jobs == 1) {
    // One loader: a big document may use every job (LoadOptions::jobs).
    convert::LoadOptions one = options;
    one.jobs = threads_per_item(jobs, all);
    return convert::load(files, one, sink);
  }
  std::vector<std::vector<std::string>> chunks(jobs);
  for (std::size_t i = 0; i < files.size(); ++i) {
    chunks[i % jobs].push_back(files[i]);
  }
  std::vector<convert::Workspace> parts(jobs);
  std::vector<DiagnosticSink> sinks(jobs, DiagnosticSink(sink.strict()));
  parallel_for(jobs, jobs, [&](unsigned, std::size_t c) {
    parts[c] = convert::load(chunks[c], options, sinks[c]);
  });

  // Inputs first, in the order given (each file gives at most one document),
  // then every other document once.
  std::unordered_map<std::string, std::size_t> rank;
  for (std::size_t i = 0; i < files.size(); ++i) {
    rank.emplace(files[i] == "-" ? "<stdin>" : files[i], i);
  }
  // A document one part imports may be another part's input, named
  // differently ("./a/b.yaml", "/abs/a/b.yaml"): the input's name stands.
  auto key = [](const std::string& path) {
    std::error_code ec;
    const std::filesystem::path p(path);
    const std::filesystem::path c = path.find('!') == std::string::npos
                                        ? std::filesystem::weakly_canonical(p, ec)
                                        : std::filesystem::path(lexical_normal(path));
    return ec ? lexical_normal(path) : c.string();
  };
  std::unordered_map<std::string, std::string> input_named;
  for (const auto& [path, _] : rank) {
    input_named.emplace(key(path), path);
  }
  std::unordered_map<std::string, std::string> keys; // path -> key, computed once
  auto named = [&](const std::string& path) {
    auto [k, fresh] = keys.try_emplace(path);
    if (fresh) {
      k->second = key(path);
    }
    auto it = input_named.find(k->second);
    return it == input_named.end() ? path : it->second;
  };
  convert::Workspace ws;
  std::vector<ir::Document> inputs;
  std::vector<ir::Document> rest;
  std::unordered_set<std::string> seen;
  std::set<std::tuple<std::string, std::string, std::uint32_t, std::uint32_t>> edges;
  for (auto& part : parts) {
    for (std::size_t d = 0; d < part.model.documents.size(); ++d) {
      ir::Document& doc = part.model.documents[d];
      if (d < part.model.input_count) {
        inputs.push_back(std::move(doc));
      } else if (const std::string name = named(doc.path);
                 rank.count(name) == 0 && seen.insert(keys.at(doc.path)).second) {
        rest.push_back(std::move(doc));
      }
    }
    for (auto& e : part.import_edges) {
      e.from = named(e.from);
      e.to = named(e.to);
      if (edges.emplace(e.from, e.to, e.line, e.column).second) {
        ws.import_edges.push_back(std::move(e));
      }
    }
    for (const auto& path : part.unread_imports) {
      ws.unread_imports.insert(named(path));
    }
  }
  std::stable_sort(inputs.begin(), inputs.end(), [&](const ir::Document& a, const ir::Document& b) {
    return rank[a.path] < rank[b.path];
  });
  ws.model.input_count = inputs.size();
  ws.model.documents = std::move(inputs);
  for (auto& doc : rest) {
    ws.model.documents.push_back(std::move(doc));
  }
  for (std::size_t c = 0; c < jobs; ++c) {
    ws.model.schemas.merge(std::move(parts[c].model.schemas));
  }
  std::unordered_set<std::string> search_seen;
  for (std::size_t c = 0; c < jobs; ++c) {
    ws.sources.merge(parts[c].sources);
    ws.failed_inputs += parts[c].failed_inputs;
    for (auto& doc : parts[c].context) {
      ws.context.push_back(std::move(doc));
    }
    for (const auto& d : sinks[c].diagnostics()) {
      // A schema another part loaded may declare the element, as it would
      // in one workspace (convert::load).
      if (const auto element = xml::undeclared_element(d);
          !element || ws.model.schemas.elements.count(*element) == 0) {
        sink.report(d);
      }
    }
    for (const auto& d : parts[c].search_path_diagnostics.diagnostics()) {
      // Each thread read the -I directories: keep one copy of each.
      if (rank.count(d.file) == 0 &&
          search_seen.insert(d.file + ":" + std::to_string(d.line) + ":" +
                             std::to_string(d.column) + ":" + d.code + ":" + d.message)
              .second) {
        ws.search_path_diagnostics.report(d);
      }
    }
  }
  return ws;
}

SchemaCheck check_schemas(const std::vector<ValidateInput>& inputs,
                          const convert::LoadOptions& options, unsigned jobs, DiagnosticSink& sink)
{
  std::vector<const ValidateInput*> files;
  for (const auto& in : inputs) {
    if (in.kind == ValidateInput::Kind::document) {
      files.push_back(&in);
    }
  }
  struct Result
  {
    std::string path;
    std::string bytes;
    std::string dialect;
    bool readable = false;
    std::vector<Diagnostic> diagnostics;
  };
  std::vector<Result> results(files.size());
  const unsigned all = jobs;
  jobs = static_cast<unsigned>(std::clamp<std::size_t>(files.size() / 8, 1, jobs));
  const unsigned parse_threads = threads_per_item(jobs, all);
  std::vector<std::unique_ptr<xml::Reader>> readers(jobs);
  parallel_for(files.size(), jobs, [&](unsigned w, std::size_t i) {
    Result& r = results[i];
    const std::string& file = files[i]->path;
    r.path = file == "-" ? "<stdin>" : file;
    DiagnosticSink local;
    try {
      const convert::FileSet& fs = options.files != nullptr ? *options.files : convert::FileSet::disk();
      r.bytes = !files[i]->bytes.empty() ? files[i]->bytes : file == "-" ? read_file(file, options.read.max_input_size)
                                                                   : fs.read(file);
      if (convert::identify(file, r.bytes).syntax == convert::Syntax::xml) {
        if (!readers[w]) {
          readers[w] = std::make_unique<xml::Reader>();
        }
        readers[w]->check(r.bytes, r.path, local, options.read);
        r.dialect = convert::identify(file, r.bytes).format == convert::Format::tosca_xml_draft
                        ? "csd03"
                        : "final_1_0";
      } else {
        yaml::ReadOptions ro;
        ro.set_limits(options.read);
        ro.threads = parse_threads;
        r.dialect = dialect_of(yaml::read(r.bytes, r.path, local, ro).document);
      }
      r.readable = true;
    } catch (const FatalError& e) {
      local.report(e.diagnostic());
    } catch (const std::bad_alloc&) {
      local.report({Severity::error, "OUT_OF_MEMORY",
                    "ran out of memory reading this file; give the process more memory, or "
                    "refuse such files earlier with --max-elements or --max-input-size",
                    r.path, 0, 0});
    } catch (const std::exception& e) {
      local.report({Severity::error, "INTERNAL_ERROR",
                    std::string("tosca-convert failed on this file (please report it): ") + e.what(),
                    r.path, 0, 0});
    } catch (...) {
      local.report({Severity::error, "INTERNAL_ERROR",
                    "tosca-convert failed on this file (please report it): an exception of no "
                    "standard type",
                    r.path, 0, 0});
    }
    r.diagnostics = local.diagnostics();
  });
  SchemaCheck out;
  for (auto& r : results) {
    for (const auto& d : r.diagnostics) {
      sink.report(d);
    }
    if (r.readable) {
      out.readable.insert(r.path);
      out.dialects.emplace(r.path, r.dialect);
    }
    out.sources.emplace(r.path, std::move(r.bytes));
  }
  return out;
}

namespace {

std::string dialect_of(const ir::Document& doc)
{
  constexpr std::string_view simple = "tosca_simple_yaml_";
  if (!doc.yaml_version.empty() && doc.yaml_version.rfind(simple, 0) == 0) {
    return "yaml_" + doc.yaml_version.substr(simple.size());
  }
  return "yaml";
}

}  // namespace

std::string dialect_name(const ir::Document& doc, bool read_from_yaml)
{
  if (read_from_yaml) {
    return dialect_of(doc);
  }
  return doc.dialect == ir::Dialect::csd03 ? "csd03" : "final_1_0";
}

}  // namespace tosca::check::detail
