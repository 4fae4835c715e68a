/// Parsing one big document in parts (load_parts.hpp): finding long block
/// maps by their lines, cutting them between entries, and proving that the
/// parts' trees are the whole document's.

#include "load_parts.hpp"

#include "tosca/support/parallel.hpp"

#include <algorithm>
#include <cstring>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tosca::yaml::detail {

namespace {

/// Nesting beyond this is parsed whole: yaml-cpp has a depth limit of its
/// own, which a part, being shallower, would not reach.
constexpr std::size_t k_part_depth = 256;

/// The key each part ends with, at its map's indentation: yaml-cpp takes
/// a quoted scalar still open at the end of its text as ending there, so
/// a part proves it closes everything it opens by reading this as its
/// map's last key.
constexpr std::string_view k_part_end = "tosca-convert-part-end";

bool contains(std::string_view text, std::string_view what)
{
  return text.find(what) != std::string_view::npos;
}

/// What the line scan cannot see, so that only a whole parse is right:
/// line breaks other than "\n" and "\r\n" (the scan counts lines by "\n"),
/// a byte order mark inside the text, and keep chomping (`|+` keeps the
/// blank lines after it, and the rest of the document sees comment lines
/// there). A merge key `<<` that is an entry of a map to split is not a
/// key line (is_key_line), so that map is not split; one inside an entry
/// merges within its part.
bool scan_sees_everything(std::string_view text)
{
  for (std::size_t at = text.find('\r'); at != std::string_view::npos;
       at = text.find('\r', at + 1)) {
    if (at + 1 == text.size() || text[at + 1] != '\n') {
      return false;
    }
  }
  if (contains(text, "\xC2\x85") || contains(text, "\xE2\x80\xA8") ||
      contains(text, "\xE2\x80\xA9") || contains(text, "\xEF\xBB\xBF")) {
    return false;
  }
  for (std::size_t at = text.find('+'); at != std::string_view::npos;
       at = text.find('+', at + 1)) {
    const auto block = [&](std::size_t i) { return text[i] == '|' || text[i] == '>'; };
    if ((at >= 1 && block(at - 1)) ||
        (at >= 2 && text[at - 1] >= '0' && text[at - 1] <= '9' && block(at - 2))) {
      return false;
    }
  }
  return true;
}

/// One line: its text without the line break, and its indentation.
struct Line
{
  std::string_view text;
  std::size_t indent = 0;
  /// Blank or a comment: no part of the block structure.
  bool quiet = false;
  /// Indented with a tab, or a directive or document marker: the scan
  /// gives up.
  bool unknown = false;
};

Line line_at(std::string_view whole, std::size_t begin, std::size_t end)
{
  Line l;
  l.text = whole.substr(begin, end - begin);
  if (!l.text.empty() && l.text.back() == '\r') {
    l.text.remove_suffix(1);
  }
  while (l.indent < l.text.size() && l.text[l.indent] == ' ') {
    ++l.indent;
  }
  const std::string_view rest = l.text.substr(l.indent);
  if (rest.find_first_not_of(" \t") == std::string_view::npos || rest.front() == '#') {
    l.quiet = true;
  } else if (rest.front() == '\t' || (l.indent == 0 && rest.front() == '%')) {
    l.unknown = true;
  } else if (l.indent == 0 && (rest.starts_with("---") || rest.starts_with("...")) &&
             (rest.size() == 3 || rest[3] == ' ' || rest[3] == '\t')) {
    l.unknown = true;
  }
  return l;
}

/// Whether the line starts with a one-line key and its ':' (a plain key
/// of letters, digits and `_$./`, or a quoted one). A wrong guess is
/// caught when the parts are checked; this only has to be right for the
/// documents worth splitting.
bool is_key_line(const Line& l)
{
  const std::string_view t = l.text;
  std::size_t i = l.indent;
  const char c = t[i];
  auto colon_at = [&](std::size_t j) {
    return j < t.size() && t[j] == ':' && (j + 1 == t.size() || t[j + 1] == ' ');
  };
  if (c == '\'' || c == '"') {
    for (++i; i < t.size(); ++i) {
      if (c == '"' && t[i] == '\\') {
        ++i;
      } else if (t[i] == c) {
        if (c == '\'' && i + 1 < t.size() && t[i + 1] == '\'') {
          ++i;
          continue;
        }
        break;
      }
    }
    if (i >= t.size()) {
      return false;
    }
    for (++i; i < t.size() && t[i] == ' ';) {
      ++i;
    }
    return colon_at(i);
  }
  const bool plain_start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.' || c == '/';
  if (!plain_start) {
    return false;
  }
  for (; i < t.size(); ++i) {
    if (colon_at(i)) {
      return true;
    }
    if (t[i] == ' ' && i + 1 < t.size() && t[i + 1] == '#') {
      return false;
    }
  }
  return false;
}

/// Whether the line ends with ':' (and so its value is the block below).
bool opens_block(const Line& l)
{
  const std::size_t last = l.text.find_last_not_of(' ');
  return last != std::string_view::npos && l.text[last] == ':';
}

/// A run: the keys of one block map, each starting a line at `indent`,
/// with only deeper, blank or comment lines between them.
struct Run
{
  std::size_t indent = 0;
  std::size_t begin = 0;       ///< offset of the first key's line
  std::uint32_t first_line = 0; ///< its line, from 0
  std::size_t keys = 0;
  std::size_t end = 0; ///< offset of the line that ended the run
  /// Something other than a key at the run's indentation, or a first key
  /// not under a line that opens a block: not split.
  bool broken = false;
};

/// The runs of `text` worth splitting, or none if the scan gives up.
std::vector<Run> find_runs(std::string_view text, const LoadLimits& limits)
{
  std::vector<Run> open;
  std::vector<Run> found;
  const std::size_t least_bytes = text.size() / 16;
  auto close = [&](Run r, std::size_t at) {
    r.end = at;
    if (!r.broken && r.keys >= limits.parts_min_entries && r.end - r.begin >= least_bytes) {
      found.push_back(r);
    }
  };
  bool previous_opens = false;
  std::size_t previous_indent = 0;
  bool have_previous = false;
  std::uint32_t number = 0;
  for (std::size_t begin = 0; begin < text.size(); ++number) {
    std::size_t end = text.find('\n', begin);
    end = end == std::string_view::npos ? text.size() : end;
    const Line l = line_at(text, begin, end);
    if (l.unknown) {
      return {};
    }
    if (!l.quiet) {
      while (!open.empty() && open.back().indent > l.indent) {
        close(open.back(), begin);
        open.pop_back();
      }
      const bool key = is_key_line(l);
      if (!open.empty() && open.back().indent == l.indent) {
        Run& r = open.back();
        r.broken = r.broken || !key;
        ++r.keys;
      } else {
        Run r;
        r.indent = l.indent;
        r.begin = begin;
        r.first_line = number;
        r.keys = 1;
        r.broken = !key || !have_previous || !previous_opens || previous_indent >= l.indent;
        open.push_back(r);
      }
      previous_opens = opens_block(l);
      previous_indent = l.indent;
      have_previous = true;
    }
    begin = end + 1;
  }
  while (!open.empty()) {
    close(open.back(), text.size());
    open.pop_back();
  }
  // The biggest first; none inside another.
  std::sort(found.begin(), found.end(),
            [](const Run& a, const Run& b) { return a.end - a.begin > b.end - b.begin; });
  std::vector<Run> chosen;
  for (const Run& r : found) {
    const bool overlaps = std::any_of(chosen.begin(), chosen.end(), [&](const Run& c) {
      return r.begin < c.end && c.begin < r.end;
    });
    if (!overlaps) {
      chosen.push_back(r);
    }
  }
  std::sort(chosen.begin(), chosen.end(),
            [](const Run& a, const Run& b) { return a.begin < b.begin; });
  return chosen;
}

/// A run's entries: where each key's line starts, and its line.
struct Keys
{
  std::vector<std::size_t> offsets;
  std::vector<std::uint32_t> lines;
};

Keys keys_of(std::string_view text, const Run& r)
{
  Keys k;
  std::uint32_t number = r.first_line;
  for (std::size_t begin = r.begin; begin < r.end; ++number) {
    std::size_t end = text.find('\n', begin);
    end = end == std::string_view::npos ? text.size() : end;
    const Line l = line_at(text, begin, end);
    if (!l.quiet && l.indent == r.indent) {
      k.offsets.push_back(begin);
      k.lines.push_back(number);
    }
    begin = end + 1;
  }
  return k;
}

/// Consecutive entries of one run, parsed on their own.
struct Part
{
  std::size_t run = 0;
  std::size_t first = 0; ///< its first entry, and one past its last
  std::size_t last = 0;
};

std::size_t count_nodes(const Node& n)
{
  std::size_t total = 1;
  for (const Node& child : n.children()) {
    total += count_nodes(child);
  }
  return total;
}

/// Where a run's map is in the tree of the rest: the map, the entry of
/// the run's first key, and the collections open around the map.
struct Place
{
  Node* map = nullptr;
  std::size_t entry = 0;
  std::size_t depth = 0;
  int found = 0;
};

void find_places(Node& n, std::size_t depth,
                 const std::unordered_map<std::uint32_t, std::size_t>& by_line,
                 const std::vector<Run>& runs, std::vector<Place>& places)
{
  ir::Seq<Node>& children = n.children();
  if (n.kind == Node::Kind::map) {
    for (std::size_t i = 0; i + 1 < children.size(); i += 2) {
      const ir::Location at = children[i].location;
      auto it = by_line.find(at.line);
      if (it != by_line.end() && at.column == runs[it->second].indent + 1) {
        Place& p = places[it->second];
        p.map = &n;
        p.entry = i / 2;
        p.depth = depth;
        ++p.found;
      }
      find_places(children[i + 1], depth + 1, by_line, runs, places);
    }
  } else {
    for (Node& child : children) {
      find_places(child, depth + 1, by_line, runs, places);
    }
  }
}

/// Gives `to` to every node of `n` located at `from`.
void relocate(Node& n, ir::Location from, ir::Location to)
{
  if (n.location.line == from.line && n.location.column == from.column) {
    n.location = to;
  }
  for (Node& child : n.children()) {
    relocate(child, from, to);
  }
}

/// What the parts are cut from: the runs, their keys and the parts.
struct Plan
{
  std::vector<Run> runs;
  std::vector<Keys> keys;
  std::vector<Part> parts;
  std::size_t split_bytes = 0;

  /// Where part `p`'s text ends in the document.
  std::size_t end_of(const Part& p) const
  {
    const Keys& k = keys[p.run];
    return p.last < k.offsets.size() ? k.offsets[p.last] : runs[p.run].end;
  }
};

std::optional<Plan> plan_parts(std::string_view bytes, const LoadLimits& limits)
{
  Plan plan;
  plan.runs = find_runs(bytes, limits);
  if (plan.runs.empty()) {
    return std::nullopt;
  }
  std::size_t entries = 0;
  for (const Run& r : plan.runs) {
    entries += r.keys;
    plan.split_bytes += r.end - r.begin;
  }
  // Each entry is a key and a value at least: a document over the node
  // limit is left to the whole parse, which refuses it as soon as it is.
  if (entries > limits.max_nodes / 2) {
    return std::nullopt;
  }
  for (const Run& r : plan.runs) {
    plan.keys.push_back(keys_of(bytes, r));
    if (plan.keys.back().offsets.size() != r.keys) {
      return std::nullopt;
    }
  }
  // A few parts per thread, so that uneven parts even out.
  const std::size_t target = std::max<std::size_t>(1, plan.split_bytes / (4 * limits.threads));
  for (std::size_t r = 0; r < plan.runs.size(); ++r) {
    const std::vector<std::size_t>& at = plan.keys[r].offsets;
    for (std::size_t first = 0; first < at.size();) {
      std::size_t last = first + 1;
      while (last < at.size() && at[last] - at[first] < target) {
        ++last;
      }
      plan.parts.push_back({r, first, last});
      first = last;
    }
  }
  return plan;
}

/// The rest: the document with every run's entries after its first made
/// comment lines, so that lines keep their numbers.
std::string rest_text(std::string_view bytes, const Plan& plan)
{
  std::string rest;
  rest.reserve(bytes.size() - plan.split_bytes + plan.split_bytes / 8);
  std::size_t copied = 0;
  for (std::size_t r = 0; r < plan.runs.size(); ++r) {
    const std::size_t from = plan.keys[r].offsets[1];
    rest.append(bytes.substr(copied, from - copied));
    for (std::size_t i = from; i < plan.runs[r].end; ++i) {
      if (bytes[i] == '\n') {
        rest.append("#\n");
      }
    }
    copied = plan.runs[r].end;
  }
  rest.append(bytes.substr(copied));
  return rest;
}

/// A part's entries, then its end key at the map's indentation.
std::string part_text(std::string_view bytes, const Plan& plan, const Part& p)
{
  const std::size_t begin = plan.keys[p.run].offsets[p.first];
  const std::size_t end = plan.end_of(p);
  const std::size_t indent = plan.runs[p.run].indent;
  std::string text;
  text.reserve(end - begin + indent + k_part_end.size() + 4);
  text.append(bytes.substr(begin, end - begin));
  text.append(indent, ' ').append(k_part_end).append(": 0\n");
  return text;
}

/// Whether part `p` holds exactly the keys the scan saw, where it saw
/// them, and then its end key; if so, takes the end key out and gives the
/// last part's empty values the whole document's location.
bool check_part(std::string_view bytes, const Plan& plan, const Part& p, PartTree& tree)
{
  Node& root = tree.root;
  const Keys& k = plan.keys[p.run];
  const Run& run = plan.runs[p.run];
  if (root.kind != Node::Kind::map || root.entries().size() != p.last - p.first + 1) {
    return false;
  }
  const std::size_t end_line =
      p.last < k.lines.size()
          ? k.lines[p.last]
          : k.lines[p.first] + static_cast<std::size_t>(std::count(
                                   bytes.begin() + static_cast<std::ptrdiff_t>(k.offsets[p.first]),
                                   bytes.begin() + static_cast<std::ptrdiff_t>(plan.end_of(p)),
                                   '\n'));
  std::size_t j = p.first;
  for (const auto& [key, value] : root.entries()) {
    const std::size_t line = j < p.last ? k.lines[j] : end_line;
    if (key.kind != Node::Kind::scalar || key.location.line != line + 1 ||
        key.location.column != run.indent + 1 ||
        (j == p.last && (key.scalar != k_part_end || !key.plain))) {
      return false;
    }
    ++j;
  }
  root.children().pop_back();
  root.children().pop_back();
  tree.nodes -= 2;
  if (p.last == k.offsets.size()) {
    // An empty value is located at the token after it: in the whole
    // document, the first one after the map (or the end of the text), not
    // this part's end key.
    std::size_t column = 0;
    while (run.end + column < bytes.size() && bytes[run.end + column] == ' ') {
      ++column;
    }
    const auto line = static_cast<std::uint32_t>(end_line + 1);
    relocate(root, {line, static_cast<std::uint32_t>(run.indent + 1)},
             {line, static_cast<std::uint32_t>(run.end == bytes.size() ? 1 : column + 1)});
  }
  return true;
}

/// Puts run `r`'s parts' entries in place of its first entry in the
/// rest's map; false if a key then repeats (the whole parse reports it).
bool put_back(const Plan& plan, std::size_t r, const Place& place,
              std::vector<std::optional<PartTree>>& trees)
{
  ir::Seq<Node>& old = place.map->children();
  const std::size_t at = 2 * place.entry;
  std::size_t size = old.size() - 2;
  for (std::size_t i = 0; i < plan.parts.size(); ++i) {
    size += plan.parts[i].run == r ? trees[i + 1]->root.children().size() : 0;
  }
  ir::Seq<Node> joined;
  joined.reserve(size);
  for (std::size_t i = 0; i < at; ++i) {
    joined.push_back(std::move(old[i]));
  }
  for (std::size_t i = 0; i < plan.parts.size(); ++i) {
    if (plan.parts[i].run == r) {
      for (Node& n : trees[i + 1]->root.children()) {
        joined.push_back(std::move(n));
      }
    }
  }
  for (std::size_t i = at + 2; i < old.size(); ++i) {
    joined.push_back(std::move(old[i]));
  }
  old = std::move(joined);
  Node& map = *place.map;
  std::unordered_set<std::string_view> seen;
  seen.reserve(map.entries().size());
  for (const auto& [key, value] : map.entries()) {
    if (key.kind != Node::Kind::scalar || !seen.insert(std::string_view(key.scalar)).second) {
      return false;
    }
  }
  if (map.entries().size() > k_linear_keys) {
    map.index_keys();
  }
  return true;
}

}  // namespace

std::string tree_difference(const Node& a, const Node& b, const std::string& at)
{
  if (a.kind != b.kind || a.plain != b.plain || a.scalar != b.scalar || a.tag() != b.tag() ||
      a.location.line != b.location.line || a.location.column != b.location.column ||
      a.children().size() != b.children().size()) {
    return at + " (line " + std::to_string(a.location.line) + " against " +
           std::to_string(b.location.line) + ")";
  }
  for (std::size_t i = 0; i < a.children().size(); ++i) {
    std::string d = tree_difference(a.children()[i], b.children()[i], at + std::to_string(i) + "/");
    if (!d.empty()) {
      return d;
    }
  }
  return "";
}

std::optional<Node> load_in_parts(std::string_view bytes, const std::string& path,
                                  const LoadLimits& limits)
{
  // A part's text gets a line more; with no line break at the end, the
  // whole document's last block scalar would have one less.
  if (bytes.empty() || bytes.back() != '\n' || !scan_sees_everything(bytes)) {
    return std::nullopt;
  }
  std::optional<Plan> plan = plan_parts(bytes, limits);
  if (!plan) {
    return std::nullopt;
  }
  const std::vector<Part>& parts = plan->parts;
  std::vector<std::optional<PartTree>> trees(parts.size() + 1);
  NodeBudget budget;
  budget.limit = limits.max_nodes + 3 * trees.size();
  parallel_for(trees.size(), limits.threads, [&](unsigned, std::size_t i) {
    trees[i] = i == 0 ? parse_part(rest_text(bytes, *plan), 0, path, limits, budget)
                      : parse_part(part_text(bytes, *plan, parts[i - 1]),
                                   plan->keys[parts[i - 1].run].lines[parts[i - 1].first], path,
                                   limits, budget);
  });
  if (std::any_of(trees.begin(), trees.end(), [](const auto& t) { return !t; })) {
    return std::nullopt;
  }
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (!check_part(bytes, *plan, parts[i], *trees[i + 1])) {
      return std::nullopt;
    }
  }
  // Each run's map, found once in the rest by its first key.
  Node& whole = trees[0]->root;
  std::unordered_map<std::uint32_t, std::size_t> by_line;
  for (std::size_t r = 0; r < plan->runs.size(); ++r) {
    by_line.emplace(plan->runs[r].first_line + 1, r);
  }
  std::vector<Place> places(plan->runs.size());
  find_places(whole, 0, by_line, plan->runs, places);
  // The node count and depth as the whole parse counts them.
  std::size_t nodes = trees[0]->nodes;
  for (const Place& p : places) {
    if (p.found != 1) {
      return std::nullopt;
    }
    const ir::Seq<Node>& c = p.map->children();
    nodes -= count_nodes(c[2 * p.entry]) + count_nodes(c[2 * p.entry + 1]);
  }
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const std::size_t depth = places[parts[i].run].depth + trees[i + 1]->deepest;
    if (depth >= limits.max_depth || depth >= k_part_depth) {
      return std::nullopt;
    }
    nodes += trees[i + 1]->nodes - 1; // not the part's own map
  }
  if (nodes > limits.max_nodes) {
    return std::nullopt;
  }
  for (std::size_t r = 0; r < plan->runs.size(); ++r) {
    if (!put_back(*plan, r, places[r], trees)) {
      return std::nullopt;
    }
  }
  return std::move(whole);
}

}  // namespace tosca::yaml::detail
