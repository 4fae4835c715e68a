// xml2yaml's library layout. Each input document becomes one YAML file at
// its own relative path (`nodetypes/.../NodeType.tosca` ->
// `nodetypes/.../NodeType.yaml`; a document with several service templates
// gives `stem.<id>.yaml` each). A file defines its document's types and
// imports the files that define the types it uses. Type files import what
// they need, except an import that would close a cycle (tosca-parser
// follows imports without a guard); a service template imports what it
// needs directly, plus whatever such a dropped import would have brought,
// so it always loads on its own through its imports.
#include "library_layout.hpp"

#include "tosca/support/lexical_path.hpp"
#include "tosca/support/parallel.hpp"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

namespace tosca::convert::detail {

namespace fs = std::filesystem;

namespace {

/// The deepest folder that holds every input document.
fs::path common_root(const ir::Model& model)
{
  std::optional<fs::path> root;
  for (std::size_t d = 0; d < model.input_count; ++d) {
    fs::path dir = fs::path(lexical_normal(model.documents[d].path)).parent_path();
    if (!root) {
      root = dir;
      continue;
    }
    std::string common;
    auto a = root->begin();
    auto b = dir.begin();
    for (; a != root->end() && b != dir.end() && *a == *b; ++a, ++b) {
      common = lexical_join(common, a->native());
    }
    root = fs::path(common);
  }
  return root.value_or(fs::path());
}

struct Planned
{
  std::size_t document;
  std::optional<std::size_t> service_template;
  std::string file; ///< relative to the layout root
  std::set<std::size_t> imports; ///< documents
  std::vector<std::string> import_files; ///< their files, as the output names them
  bool failed = false;
};

/// The relative path of each output, unique.
std::vector<Planned> plan_files(const ir::Model& model, const std::string& mirrored)
{
  const fs::path root = mirrored.empty() ? common_root(model) : fs::path(lexical_normal(mirrored));
  std::vector<Planned> out;
  UniqueNames taken;
  auto unique = [&](const std::string& base) { return taken.take(base, ".yaml"); };
  for (std::size_t d = 0; d < model.input_count; ++d) {
    const ir::Document& doc = model.documents[d];
    fs::path rel(lexical_relative(lexical_normal(doc.path), root.native()));
    if (rel.empty() || *rel.begin() == "..") {
      rel = fs::path(doc.path).filename(); // standard input, or beyond the root
    }
    const std::string stem = lexical_join(rel.parent_path().native(), rel.stem().native());
    if (doc.service_templates.size() > 1) {
      for (std::size_t s = 0; s < doc.service_templates.size(); ++s) {
        out.push_back({d, s, unique(stem + "." + safe_file_name(doc.service_templates[s].id)), {}, {}});
      }
    } else {
      out.push_back({d, doc.service_templates.empty() ? std::nullopt : std::optional<std::size_t>(0),
                     unique(stem), {}, {}});
    }
  }
  return out;
}

std::size_t depth(const std::string& file)
{
  return static_cast<std::size_t>(std::count(file.begin(), file.end(), '/'));
}

/// `to` seen from `from_file`, both relative to the layout root: up to the
/// root, then down, so that an import means the same file from every
/// file at the same depth.
std::string relative_file(const std::string& to, const std::string& from_file)
{
  std::string up;
  for (std::size_t i = 0; i < depth(from_file); ++i) {
    up += "../";
  }
  return up + to;
}

/// One output as rendered, and emitted as far as it can be before its
/// imports are known (yaml::emit_rendered_halves).
struct Rendered
{
  ir::Value document; ///< kept when it cannot be emitted in halves
  std::optional<yaml::EmittedHalves> halves;
  std::vector<std::pair<ir::EntityKind, ir::QName>> used;
  std::set<std::size_t> imports; ///< documents
  DiagnosticSink rendering;
  DiagnosticSink emitting;
  bool again = false; ///< would change the run's tables: render in order
  std::exception_ptr failure;
};

}  // namespace

std::vector<Output> library_outputs(const Workspace& ws, const ir::Index& index,
                                    DiagnosticSink& sink, const yaml::WriteOptions& options,
                                    const OutputPlace& place,
                                    std::vector<std::pair<ir::EntityKind, ir::QName>>& used,
                                    unsigned jobs)
{
  const ir::Model& model = ws.model;
  std::vector<Planned> planned = plan_files(model, place.root);
  if (place.planned) {
    std::vector<std::string> names;
    names.reserve(planned.size());
    for (const Planned& p : planned) {
      names.push_back(p.file);
    }
    place.planned(names);
  }
  std::vector<bool> has_output(model.documents.size(), false);
  std::map<std::size_t, std::size_t> first_output; // document -> planned
  for (std::size_t i = 0; i < planned.size(); ++i) {
    has_output[planned[i].document] = true;
    first_output.try_emplace(planned[i].document, i);
  }
  const yaml::LibraryLayout layout = yaml::plan_library(model, index, has_output, options);
  const FileSet& files = place.files != nullptr ? *place.files : FileSet::disk();
  auto roots = std::make_shared<PackageRoots>(files);

  // Output i rendered and emitted up to its imports; `shared` on any
  // thread, reading the run's tables only.
  std::vector<Rendered> rendered(planned.size());
  auto render = [&](std::size_t i, bool shared) {
    const Planned& p = planned[i];
    const ir::Document& doc = model.documents[p.document];
    Rendered& r = rendered[i];
    r = Rendered();
    r.rendering = DiagnosticSink(sink.strict());
    r.emitting = DiagnosticSink(sink.strict());
    yaml::WriteOptions o = options;
    o.library = &layout;
    const std::string out_dir =
        place.beside_source
            ? FileSet::parent(doc.path)
            : lexical_normal(lexical_join(place.directory, fs::path(p.file).parent_path().native()));
    o.locate_artifact = artifact_locator(files, out_dir, roots);
    o.package_root = relative_dir(roots->of(doc.path), out_dir);
    const yaml::Selection selection{p.document, p.service_template};
    if (shared) {
      std::optional<ir::Value> document =
          yaml::render_shared(model, index, selection, r.rendering, o, r.used, r.imports);
      if (!document) {
        r.again = true;
        return;
      }
      r.document = std::move(*document);
    } else {
      r.document = yaml::render(model, index, selection, r.rendering, o, &r.used, &r.imports);
    }
    r.halves = yaml::emit_rendered_halves(r.document, model, p.document, r.emitting);
    if (r.halves) {
      r.document = ir::Value();
    }
  };
  // Every output on -j threads (few are not worth one, as write_in_order
  // judges), each failure kept for its place in output order. From the
  // first that would change the run's tables (a name the plan did not
  // give) on, the outputs are rendered again in order, as one thread
  // renders them: the bytes never depend on the scheduling.
  const bool threaded = jobs > 1 && planned.size() >= 8;
  std::size_t in_order = threaded ? planned.size() : 0;
  if (threaded) {
    parallel_for(planned.size(), jobs, [&](unsigned, std::size_t i) {
      try {
        render(i, true);
      } catch (...) {
        rendered[i].failure = std::current_exception();
      }
    });
    for (std::size_t i = 0; i < planned.size() && !rendered[i].failure; ++i) {
      if (rendered[i].again) {
        in_order = i;
        break;
      }
    }
  }
  for (std::size_t i = in_order; i < planned.size(); ++i) {
    try {
      render(i, false);
    } catch (...) {
      rendered[i].failure = std::current_exception();
      break;
    }
  }
  // What one thread would have reported before a failure is reported.
  for (std::size_t i = 0; i < planned.size(); ++i) {
    Rendered& r = rendered[i];
    for (const auto& d : r.rendering.diagnostics()) {
      sink.report(d);
    }
    if (r.failure) {
      std::rethrow_exception(r.failure);
    }
    used.insert(used.end(), r.used.begin(), r.used.end());
    planned[i].imports = std::move(r.imports);
    planned[i].failed = r.rendering.error_count() != 0;
  }

  // The import graph between outputs: an edge per imported document, in
  // file order.
  std::vector<std::vector<std::size_t>> edges(planned.size());
  std::vector<bool> imported(planned.size(), false);
  for (std::size_t i = 0; i < planned.size(); ++i) {
    for (std::size_t d : planned[i].imports) {
      edges[i].push_back(first_output.at(d));
      imported[first_output.at(d)] = true;
    }
    std::sort(edges[i].begin(), edges[i].end(),
              [&](std::size_t a, std::size_t b) { return planned[a].file < planned[b].file; });
  }
  // Each file keeps the edges that a depth-first walk in file order does
  // not find closing a cycle. tosca-parser merges the import lists of the
  // files one file imports and resolves the merged list against each of
  // them, so nested imports work only when the imported files lie at one depth (as in a
  // Winery repository); otherwise type files import nothing and a service
  // template imports every file it needs.
  std::optional<std::size_t> imported_depth;
  bool one_depth = true;
  for (std::size_t i = 0; i < planned.size(); ++i) {
    if (imported[i]) {
      one_depth = one_depth && depth(planned[i].file) == imported_depth.value_or(depth(planned[i].file));
      imported_depth = depth(planned[i].file);
    }
  }
  std::vector<std::vector<std::size_t>> kept(planned.size());
  std::vector<int> state(planned.size(), 0); // 0 new, 1 on the stack, 2 done
  std::function<void(std::size_t)> visit = [&](std::size_t i) {
    state[i] = 1;
    for (std::size_t j : edges[i]) {
      if (state[j] == 1) {
        continue; // would close a cycle
      }
      kept[i].push_back(j);
      if (state[j] == 0) {
        visit(j);
      }
    }
    state[i] = 2;
  };
  std::vector<std::size_t> order(planned.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    order[i] = i;
  }
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return planned[a].file < planned[b].file; });
  for (std::size_t i : order) {
    if (state[i] == 0 && one_depth) {
      visit(i);
    }
  }
  auto reach = [&](std::size_t from, const std::vector<std::vector<std::size_t>>& graph) {
    std::set<std::size_t> seen;
    std::vector<std::size_t> stack{from};
    while (!stack.empty()) {
      const std::size_t i = stack.back();
      stack.pop_back();
      for (std::size_t j : graph[i]) {
        if (seen.insert(j).second) {
          stack.push_back(j);
        }
      }
    }
    return seen;
  };

  for (std::size_t i = 0; i < planned.size(); ++i) {
    Planned& p = planned[i];
    std::vector<std::size_t> imports = kept[i];
    if (!imported[i]) {
      // Nothing imports this file (a service template): it also imports
      // what a dropped edge would have brought, so it loads on its own.
      std::set<std::size_t> covered = reach(i, kept);
      for (std::size_t k : reach(i, edges)) {
        if (k != i && covered.count(k) == 0) {
          imports.push_back(k);
          covered.insert(k);
          for (std::size_t m : reach(k, kept)) {
            covered.insert(m);
          }
        }
      }
    }
    std::vector<std::string> paths;
    for (std::size_t j : imports) {
      paths.push_back(relative_file(planned[j].file, p.file));
    }
    std::sort(paths.begin(), paths.end());
    p.import_files = std::move(paths);
  }
  std::vector<Output> outputs;
  outputs.reserve(planned.size());
  for (std::size_t i = 0; i < planned.size(); ++i) {
    Planned& p = planned[i];
    Output out;
    out.source = model.documents[p.document].path;
    out.file_name = p.file;
    Rendered& r = rendered[i];
    if (r.halves) {
      out.text = std::move(r.halves->head);
      out.text += yaml::imports_text(p.import_files);
      out.text += r.halves->tail;
      r.halves.reset();
    } else {
      yaml::set_imports(r.document, p.import_files);
      out.text = yaml::emit_rendered(std::move(r.document), model, p.document, r.emitting);
    }
    for (const auto& d : r.emitting.diagnostics()) {
      sink.report(d);
    }
    out.failed = p.failed;
    outputs.push_back(std::move(out));
  }
  return outputs;
}

}  // namespace tosca::convert::detail
