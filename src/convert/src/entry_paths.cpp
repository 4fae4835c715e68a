#include "entry_paths.hpp"

#include <vector>

namespace tosca::convert::detail {

namespace {

/// The components std::filesystem iterates for a relative generic path:
/// runs of '/' separate once, and a trailing '/' gives an empty last one.
std::vector<std::string_view> components(std::string_view path)
{
  std::vector<std::string_view> parts;
  std::size_t at = 0;
  while (at < path.size()) {
    const std::size_t slash = path.find('/', at);
    if (slash == std::string_view::npos) {
      parts.push_back(path.substr(at));
      return parts;
    }
    if (slash > at) {
      parts.push_back(path.substr(at, slash - at));
    }
    at = path.find_first_not_of('/', slash);
    if (at == std::string_view::npos) {
      if (!parts.empty()) {
        parts.emplace_back(); // the trailing separator
      }
      return parts;
    }
  }
  return parts;
}

}  // namespace

std::string normal_entry_path(std::string_view path)
{
  if (path.empty()) {
    return {};
  }
  std::vector<std::string_view> kept;
  bool trailing = false; // the last component kept is followed by a separator
  for (std::string_view part : components(path)) {
    if (part.empty() || part == ".") {
      trailing = true;
    } else if (part == ".." && !kept.empty() && kept.back() != "..") {
      kept.pop_back();
      trailing = true;
    } else {
      kept.push_back(part);
      trailing = false;
    }
  }
  if (kept.empty()) {
    return ".";
  }
  std::string out;
  for (std::string_view part : kept) {
    if (!out.empty()) {
      out += '/';
    }
    out += part;
  }
  if (trailing && kept.back() != "..") {
    out += '/';
  }
  return out;
}

std::string relative_entry_path(std::string_view to, std::string_view base)
{
  const std::vector<std::string_view> a = components(to);
  const std::vector<std::string_view> b = components(base);
  std::size_t same = 0;
  while (same < a.size() && same < b.size() && a[same] == b[same]) {
    ++same;
  }
  if (same == a.size() && same == b.size()) {
    return ".";
  }
  long up = 0;
  for (std::size_t i = same; i < b.size(); ++i) {
    if (b[i] == "..") {
      --up;
    } else if (!b[i].empty() && b[i] != ".") {
      ++up;
    }
  }
  if (up < 0) {
    return {};
  }
  if (up == 0 && (same == a.size() || a[same].empty())) {
    return ".";
  }
  std::string out;
  auto append = [&](std::string_view part) {
    if (!out.empty() && out.back() != '/') {
      out += '/';
    }
    out += part;
  };
  for (long i = 0; i < up; ++i) {
    append("..");
  }
  for (std::size_t i = same; i < a.size(); ++i) {
    if (a[i].empty()) {
      if (!out.empty() && out.back() != '/') {
        out += '/'; // a trailing separator, as path /= "" adds
      }
    } else {
      append(a[i]);
    }
  }
  return out;
}

}  // namespace tosca::convert::detail
