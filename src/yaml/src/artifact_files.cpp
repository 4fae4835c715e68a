// YAML writer: the files of an artifact template as the output names them.
// Each ArtifactReference goes through the caller's locator (which knows
// where the template's CSAR or repository lies and where the output goes);
// the primary file comes first. A file that is not there is still named
// (the YAML then says what the XML said) and reported once.
#include "writer_state.hpp"

#include "tosca/support/uri.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace tosca::yaml::detail {

namespace {

/// The `PrimaryScript` of the interoperability recommendations' script
/// artifacts (seed 002 §3.1): which of several files is invoked.
std::optional<std::string> primary_script(const ir::ArtifactTemplate& t)
{
  if (!t.properties || t.properties->view.kind != Value::Kind::map) {
    return std::nullopt;
  }
  const Value* p = t.properties->view.find("PrimaryScript");
  if (p == nullptr || p->kind != Value::Kind::string || p->string.empty()) {
    return std::nullopt;
  }
  return p->string;
}

bool ends_with_path(const std::string& path, const std::string& tail)
{
  if (tail.size() > path.size()) {
    return false;
  }
  if (path.compare(path.size() - tail.size(), tail.size(), tail) != 0) {
    return false;
  }
  return tail.size() == path.size() || path[path.size() - tail.size() - 1] == '/';
}

/// Whether an orchestrator can run the file as an operation: a script or
/// an Ansible playbook, by its extension.
bool runnable(std::string_view path)
{
  static constexpr std::string_view extensions[] = {".sh", ".bash", ".py", ".ps1", ".bat", ".cmd",
                                                     ".rb", ".pl", ".yml", ".yaml"};
  return std::any_of(std::begin(extensions), std::end(extensions), [&](std::string_view e) {
    return path.size() > e.size() && path.substr(path.size() - e.size()) == e;
  });
}

}  // namespace

const TemplateFiles& WriterState::files_of(const QName& q)
{
  QName key{q.ns, q.local, {}};
  auto [it, fresh] = template_files.try_emplace(key);
  TemplateFiles& out = it->second;
  if (!fresh) {
    return out;
  }
  auto ref = index.find(EntityKind::artifact_template, key);
  if (!ref) {
    return out; // reported where it is referenced
  }
  const ir::Document& at_doc = index.document(ref->document);
  const ir::ArtifactTemplate& t = at_doc.artifact_templates[ref->index];
  std::vector<std::string> missing;
  for (const auto& r : t.references) {
    std::vector<ArtifactFile> found = locate_reference(options.locate_artifact, at_doc.path, r);
    // A missing file is said as the reference names it (from the package
    // root), so the message does not depend on where the output goes.
    const std::vector<std::string> named = reference_paths(r);
    for (std::size_t i = 0; i < found.size(); ++i) {
      if (!found[i].exists) {
        missing.push_back(named.size() == found.size() ? named[i] : reference_path(r));
      }
      out.paths.push_back(std::move(found[i].path));
    }
  }
  // The first file is the one an operation runs: the PrimaryScript the
  // template names, else the first script when the first file is none
  // (toscafy lists a metadata .json before the script it describes).
  auto to_front = [&](std::size_t i) {
    std::rotate(out.paths.begin(), out.paths.begin() + static_cast<std::ptrdiff_t>(i),
                out.paths.begin() + static_cast<std::ptrdiff_t>(i) + 1);
  };
  if (auto primary = primary_script(t)) {
    for (std::size_t i = 1; i < out.paths.size(); ++i) {
      if (ends_with_path(out.paths[i], *primary)) {
        to_front(i);
        break;
      }
    }
  } else if (!out.paths.empty() && !runnable(out.paths.front())) {
    for (std::size_t i = 1; i < out.paths.size(); ++i) {
      if (runnable(out.paths[i])) {
        to_front(i);
        break;
      }
    }
  }
  out.missing = !missing.empty();
  if (!missing.empty()) {
    std::string list;
    for (const auto& m : missing) {
      list += (list.empty() ? "'" : ", '") + m + "'";
    }
    sink.warning(at_doc.path, t.ext.location.line, t.ext.location.column, "ARTIFACT_FILE_MISSING",
                 "artifact template '" + t.id + "' names " + list +
                     " (below its package root), which does not exist; the YAML names it as the "
                     "XML does");
  }
  if (t.references.empty()) {
    out.no_reference = true;
  }
  return out;
}

}  // namespace tosca::yaml::detail

namespace tosca::yaml {

std::string reference_path(const ir::ArtifactReference& r)
{
  std::string path = percent_decode(r.reference);
  while (path.rfind("../", 0) == 0) {
    path.erase(0, 3);
  }
  return path;
}

std::vector<std::string> reference_paths(const ir::ArtifactReference& r)
{
  if (has_uri_scheme(r.reference)) {
    return {r.reference};
  }
  const std::string path = reference_path(r);
  std::vector<std::string> out;
  for (const auto& p : r.patterns) {
    if (p.include && p.pattern.find_first_of("*?[") == std::string::npos) {
      out.push_back(path + (path.empty() || path.back() == '/' ? "" : "/") + p.pattern);
    }
  }
  if (out.empty()) {
    out.push_back(path);
  }
  return out;
}

std::vector<ArtifactFile> locate_reference(const ArtifactLocator& locate,
                                           const std::string& document_path,
                                           const ir::ArtifactReference& reference)
{
  if (locate) {
    return locate(document_path, reference);
  }
  std::vector<ArtifactFile> files;
  for (auto& p : reference_paths(reference)) {
    files.push_back({std::move(p), true});
  }
  return files;
}

}  // namespace tosca::yaml
