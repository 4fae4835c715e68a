#include "tosca/support/lexical_path.hpp"

#include <vector>

namespace tosca {

namespace {

/// A POSIX path as std::filesystem iterates it: an optional root
/// directory, the names between runs of separators, and an empty last
/// element when a name is followed by a separator.
struct Elements {
  bool rooted = false;
  std::vector<std::string_view> names;
  bool trailing = false;

  explicit Elements(std::string_view p)
  {
    rooted = !p.empty() && p.front() == '/';
    std::size_t at = p.find_first_not_of('/');
    while (at != std::string_view::npos) {
      const std::size_t end = p.find('/', at);
      names.push_back(p.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
      if (end == std::string_view::npos) {
        return;
      }
      at = p.find_first_not_of('/', end);
    }
    trailing = !names.empty();
  }

  Elements() = default;

  /// `*this /= name` for a relative, one-element `name` ("" adds only a
  /// separator, and only after a name).
  void append(std::string_view name)
  {
    if (name.empty()) {
      trailing = trailing || !names.empty();
      return;
    }
    names.push_back(name);
    trailing = false;
  }

  /// The last name and the separator before it gone ("a/b" and "a/b/"
  /// give "a/", "b" gives "", "/b" gives "/").
  void drop_last()
  {
    names.pop_back();
    trailing = !names.empty();
  }

  std::string text() const
  {
    std::size_t size = rooted + trailing;
    for (std::string_view n : names) {
      size += n.size() + 1;
    }
    std::string out;
    out.reserve(size);
    if (rooted) {
      out += '/';
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (i > 0) {
        out += '/';
      }
      out += names[i];
    }
    if (trailing) {
      out += '/';
    }
    return out;
  }
};

}  // namespace

std::string lexical_join(std::string_view a, std::string_view b)
{
  if (!b.empty() && b.front() == '/') {
    return std::string(b);
  }
  std::string out;
  const bool separator = !a.empty() && a.back() != '/';
  out.reserve(a.size() + separator + b.size());
  out += a;
  if (separator) {
    out += '/';
  }
  out += b;
  return out;
}

std::string lexical_normal(std::string_view p)
{
  if (p.empty() || p.find_first_not_of('/') == std::string_view::npos) {
    return std::string(p); // "", or a root alone, which libstdc++ keeps as written
  }
  const Elements in(p);
  Elements out;
  out.rooted = in.rooted;
  for (std::string_view name : in.names) {
    if (name == "..") {
      if (out.names.empty()) {
        if (!out.rooted) {
          out.append(name); // nothing below the root to climb out of
        }
      } else if (out.names.back() == "..") {
        out.append(name);
      } else {
        out.drop_last();
      }
    } else if (name == ".") {
      out.append({});
    } else {
      out.append(name);
    }
  }
  if (in.trailing) {
    out.append({});
  }
  if (out.trailing && out.names.back() == "..") {
    out.trailing = false;
  }
  if (!out.rooted && out.names.empty()) {
    return ".";
  }
  return out.text();
}

std::string lexical_relative(std::string_view to, std::string_view base)
{
  const Elements a(to);
  const Elements b(base);
  if (a.rooted != b.rooted) {
    return {};
  }
  // The elements after the root, a trailing separator as an empty one.
  std::vector<std::string_view> x = a.names;
  std::vector<std::string_view> y = b.names;
  if (a.trailing) {
    x.emplace_back();
  }
  if (b.trailing) {
    y.emplace_back();
  }
  std::size_t same = 0;
  while (same < x.size() && same < y.size() && x[same] == y[same]) {
    ++same;
  }
  if (same == x.size() && same == y.size()) {
    return ".";
  }
  long up = 0;
  for (std::size_t i = same; i < y.size(); ++i) {
    if (y[i] == "..") {
      --up;
    } else if (!y[i].empty() && y[i] != ".") {
      ++up;
    }
  }
  if (up == 0 && (same == x.size() || x[same].empty())) {
    return ".";
  }
  if (up < 0) {
    return {};
  }
  Elements out;
  for (long i = 0; i < up; ++i) {
    out.append("..");
  }
  for (std::size_t i = same; i < x.size(); ++i) {
    out.append(x[i]);
  }
  return out.text();
}

std::string_view lexical_parent(std::string_view p)
{
  if (p.find_first_not_of('/') == std::string_view::npos) {
    return p;
  }
  // The last element is the empty one after a trailing separator, or the
  // name after the last separator.
  const std::size_t last = p.back() == '/' ? p.size() - 1 : p.rfind('/');
  if (last == std::string_view::npos) {
    return {};
  }
  const std::size_t end = p.find_last_not_of('/', last);
  return end == std::string_view::npos ? p.substr(0, 1) : p.substr(0, end + 1);
}

}  // namespace tosca
