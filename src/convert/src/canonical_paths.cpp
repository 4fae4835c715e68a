#include "canonical_paths.hpp"

#include "tosca/convert/file_set.hpp"
#include "tosca/support/lexical_path.hpp"

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

std::string fallback(const std::string& path)
{
  std::error_code ec;
  auto c = fs::weakly_canonical(path, ec);
  return ec ? path : c.string();
}

}  // namespace

std::string CanonicalPaths::of(const std::string& path)
{
  // Strings, not std::filesystem::path: parsing every path into
  // components was most of the cost.
  std::string whole = path.empty() ? std::string(".") : path;
  if (whole.front() != '/') {
    if (m_cwd.empty()) {
      std::error_code ec;
      m_cwd = fs::weakly_canonical(fs::current_path(ec), ec).string();
      if (ec || m_cwd.empty()) {
        m_cwd.clear();
        return fallback(path);
      }
    }
    whole = lexical_join(m_cwd, whole);
  }
  // Files of one directory share everything but their name: the
  // directory as written is resolved once, then only the last component
  // (its components are the directory's, then the name's).
  const auto slash = whole.rfind('/');
  if (slash != std::string::npos && slash > 0 && slash + 1 < whole.size()) {
    std::optional<State> state = directory(whole.substr(0, slash));
    if (!state || !step(*state, std::string_view(whole).substr(slash + 1))) {
      return fallback(path);
    }
    return std::move(state->resolved);
  }
  State state;
  if (!walk(fs::path(whole), state)) {
    return fallback(path);
  }
  return std::move(state.resolved);
}

std::optional<CanonicalPaths::State> CanonicalPaths::directory(const std::string& dir)
{
  // Up to the longest prefix resolved before (or the root)...
  std::vector<std::size_t> ends; // of the prefixes still to resolve, longest first
  State state{"/", true};
  for (std::size_t end = dir.size(); end > 0;) {
    if (auto it = m_dirs.find(std::string_view(dir).substr(0, end)); it != m_dirs.end()) {
      state = it->second;
      break;
    }
    ends.push_back(end);
    end = dir.rfind('/', end - 1);
    if (end == std::string::npos) {
      return std::nullopt; // not absolute: the caller's walk decides
    }
  }
  // ...then down again a component at a time, each prefix remembered.
  for (auto it = ends.rbegin(); it != ends.rend(); ++it) {
    const std::size_t begin = dir.rfind('/', *it - 1) + 1;
    if (!step(state, std::string_view(dir).substr(begin, *it - begin))) {
      return std::nullopt;
    }
    m_dirs.emplace(dir.substr(0, *it), state);
  }
  return state;
}

bool CanonicalPaths::walk(const fs::path& p, State& state)
{
  state = {p.root_path().string(), true};
  for (const auto& part : p.relative_path()) {
    if (!step(state, part.native())) {
      return false;
    }
  }
  return true;
}

bool CanonicalPaths::step(State& state, std::string_view part)
{
  if (part.empty() || part == ".") {
    return true;
  }
  if (part == "..") {
    // The prefix holds no link: its parent is real.
    state.resolved = std::string(lexical_parent(state.resolved));
    return true;
  }
  std::string next = lexical_join(state.resolved, part);
  if (!state.exists) {
    state.resolved = std::move(next);
    return true;
  }
  auto it = m_seen.find(next);
  if (it != m_seen.end()) {
    state.resolved = it->second.first;
    state.exists = it->second.second;
    return true;
  }
  std::error_code ec;
  bool here = false;
  bool link = false;
  if (const auto seen = m_files != nullptr ? m_files->walked(next) : std::nullopt) {
    link = seen->link;
    here = link || seen->kind != '-';
  } else {
    const fs::file_status st = fs::symlink_status(next, ec);
    here = !ec && fs::exists(st);
    link = here && fs::is_symlink(st);
  }
  std::string real = next;
  if (link) {
    real = fs::weakly_canonical(next, ec).string();
    if (ec) {
      return false;
    }
  }
  m_seen.emplace(std::move(next), std::make_pair(real, here));
  state.resolved = std::move(real);
  state.exists = here;
  return true;
}

std::string canonical_key(const std::string& path, CanonicalPaths& paths)
{
  if (!FileSet::archive_of(path).empty()) {
    return path;
  }
  return paths.of(path);
}

}  // namespace tosca::convert
