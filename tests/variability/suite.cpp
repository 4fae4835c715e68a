#include "suite.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/files.hpp"
#include "tosca/variability/resolve.hpp"
#include "tosca/yaml/emit.hpp"
#include "tosca/yaml/value.hpp"

#include <algorithm>

namespace tosca::variability::suite {

namespace fs = std::filesystem;

namespace {

bool disabled_name(const std::string& name)
{
  const std::string suffix = "---disabled";
  return name.size() >= suffix.size() &&
         name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::vector<fs::path> subdirectories(const fs::path& dir)
{
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.is_directory() && e.path().filename().string().front() != '.') {
      out.push_back(e.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// A YAML file as one value. Throws FatalError (IO_READ, YAML_*).
ir::Value parse_file(const fs::path& path)
{
  DiagnosticSink sink;
  return yaml::parse_value(read_file(path.string()), path.string(), sink);
}

const std::string* string_at(const ir::Value& map, std::string_view key)
{
  const ir::Value* v = map.find(key);
  return v != nullptr && v->kind == ir::Value::Kind::string ? &v->string : nullptr;
}

/// The first of `names` that is a file in `dir`, or an empty path.
fs::path first_file(const fs::path& dir, std::initializer_list<const char*> names)
{
  for (const char* n : names) {
    if (fs::is_regular_file(dir / n)) {
      return dir / n;
    }
  }
  return {};
}

bool mentions_technology(const ir::Value& v)
{
  for (const auto& e : v.entries) {
    if (e.first == "technology" || e.first == "technology_rules" || mentions_technology(e.second)) {
      return true;
    }
  }
  return std::any_of(v.items.begin(), v.items.end(), mentions_technology);
}

/// A file the test names is missing: said relative to the suite's root,
/// since the corpus may hold only part of Vintner's tests.
std::string lacks(const Test& t, const fs::path& file, const char* what)
{
  const fs::path root = t.dir.lexically_normal().parent_path().parent_path();
  return "the corpus lacks " + file.lexically_normal().lexically_relative(root).string() + " (" +
         what + ")";
}

void read_config(Test& t, const ir::Value& config)
{
  if (const ir::Value* p = config.find("presets")) {
    if (p->kind == ir::Value::Kind::string) {
      t.presets.push_back(p->string);
    }
    for (const auto& item : p->items) {
      t.presets.push_back(item.string);
    }
  }
  if (const std::string* e = string_at(config, "error")) {
    t.error = *e;
  }
  if (const ir::Value* r = config.find("replace")) {
    for (const auto& pair : r->items) {
      if (pair.items.size() == 2) {
        t.replace.emplace_back(pair.items[0].string, pair.items[1].string);
      }
    }
  }
  if (const ir::Value* m = config.find("merge")) {
    t.merge = *m;
  }
  const std::string* file = string_at(config, "template");
  t.template_path = file != nullptr ? t.dir / *file
                                    : first_file(t.dir, {"vst.yaml", "variable-service-template.yaml",
                                                         "service-template.yaml", "template.yaml"});
  file = string_at(config, "expected");
  t.expected_path = file != nullptr ? t.dir / *file : first_file(t.dir, {"est.yaml", "expected.yaml"});
  file = string_at(config, "inputs");
  t.inputs_path = file != nullptr ? t.dir / *file : first_file(t.dir, {"inputs.yaml"});
}

std::string kind_name(const ir::Value& v)
{
  switch (v.kind) {
  case ir::Value::Kind::null: return "null";
  case ir::Value::Kind::boolean: return "boolean";
  case ir::Value::Kind::integer: return "integer";
  case ir::Value::Kind::floating: return "float";
  case ir::Value::Kind::string: return "string";
  case ir::Value::Kind::list: return "list";
  case ir::Value::Kind::map: return "map";
  }
  return "value";
}

/// A value in a message: scalars as YAML writes them, collections by size
/// and first keys.
std::string show(const ir::Value& v)
{
  if (v.kind == ir::Value::Kind::list) {
    return "a list of " + std::to_string(v.items.size()) + " items";
  }
  if (v.kind == ir::Value::Kind::map) {
    std::string keys;
    for (std::size_t i = 0; i < v.entries.size() && i < 6; ++i) {
      keys += (i == 0 ? "" : ", ") + v.entries[i].first;
    }
    return "a map {" + keys + (v.entries.size() > 6 ? ", ..." : "") + "}";
  }
  std::string text = yaml::emit_scalar(v);
  if (text.size() > 80) {
    text = text.substr(0, 77) + "...";
  }
  return text + " (" + kind_name(v) + ")";
}

std::string key_path(const std::string& path, const std::string& key)
{
  const bool plain = !key.empty() && key.find_first_of(".[]\" ") == std::string::npos;
  return plain ? (path.empty() ? key : path + "." + key) : path + "[\"" + key + "\"]";
}

bool is_number(const ir::Value& v)
{
  return v.kind == ir::Value::Kind::integer || v.kind == ir::Value::Kind::floating;
}

double number(const ir::Value& v)
{
  return v.kind == ir::Value::Kind::integer ? static_cast<double>(v.integer) : v.floating;
}

std::string difference(const ir::Value& e, const ir::Value& g, const std::string& path)
{
  const std::string where = path.empty() ? "the document" : path;
  if (is_number(e) && is_number(g)) {
    const bool equal = e.kind == g.kind && e.kind == ir::Value::Kind::integer
                           ? e.integer == g.integer
                           : number(e) == number(g);
    return equal ? "" : where + ": expected " + show(e) + ", got " + show(g);
  }
  if (e.kind != g.kind) {
    return where + ": expected " + show(e) + ", got " + show(g);
  }
  switch (e.kind) {
  case ir::Value::Kind::list:
    for (std::size_t i = 0; i < e.items.size() && i < g.items.size(); ++i) {
      if (std::string d = difference(e.items[i], g.items[i], path + "[" + std::to_string(i) + "]");
          !d.empty()) {
        return d;
      }
    }
    if (e.items.size() != g.items.size()) {
      const bool more = e.items.size() > g.items.size();
      const std::size_t i = std::min(e.items.size(), g.items.size());
      return where + ": expected " + std::to_string(e.items.size()) + " items, got " +
             std::to_string(g.items.size()) + "; " + (more ? "missing " : "unexpected ") + path +
             "[" + std::to_string(i) + "] = " + show(more ? e.items[i] : g.items[i]);
    }
    return "";
  case ir::Value::Kind::map:
    for (const auto& [key, value] : e.entries) {
      const ir::Value* other = g.find(key);
      if (other == nullptr) {
        return key_path(path, key) + ": missing from the output (expected " + show(value) + ")";
      }
      if (std::string d = difference(value, *other, key_path(path, key)); !d.empty()) {
        return d;
      }
    }
    for (const auto& [key, value] : g.entries) {
      if (e.find(key) == nullptr) {
        return key_path(path, key) + ": not expected, got " + show(value);
      }
    }
    return "";
  case ir::Value::Kind::null: return "";
  case ir::Value::Kind::boolean:
    return e.boolean == g.boolean ? "" : where + ": expected " + show(e) + ", got " + show(g);
  case ir::Value::Kind::string:
    return e.string == g.string ? "" : where + ": expected " + show(e) + ", got " + show(g);
  default: return "";
  }
}

ResolveOptions options_for(const Test& t)
{
  ResolveOptions options;
  options.presets = t.presets;
  options.inputs = t.inputs;
  options.base_dir = t.template_path.parent_path().string();
  return options;
}

std::string describe(const Error& e)
{
  std::string at;
  if (e.location().known()) {
    at = " at " + std::to_string(e.location().line) + ":" + std::to_string(e.location().column);
  }
  return "\"" + std::string(e.what()) + "\" [" + e.code() + "]" + at;
}

/// The output as Vintner's runner reads it: written, replacements made,
/// read back.
ir::Value as_written(const ir::Value& resolved, const Test& t)
{
  std::string text = yaml::emit(resolved);
  for (const auto& [from, to] : t.replace) {
    for (std::size_t at = from.empty() ? std::string::npos : text.find(from);
         at != std::string::npos; at = text.find(from, at + to.size())) {
      text.replace(at, from.size(), to);
    }
  }
  DiagnosticSink sink;
  return yaml::parse_value(text, "<output of " + t.id() + ">", sink);
}

}  // namespace

std::vector<Test> discover(const fs::path& root, std::size_t* disabled)
{
  std::vector<Test> tests;
  std::size_t skipped = 0;
  for (const auto& group : subdirectories(root)) {
    const std::vector<fs::path> dirs = subdirectories(group);
    if (disabled_name(group.filename().string())) {
      skipped += dirs.size();
      continue;
    }
    for (const auto& dir : dirs) {
      if (disabled_name(dir.filename().string())) {
        ++skipped;
        continue;
      }
      Test t;
      t.group = group.filename().string();
      t.name = dir.filename().string();
      t.dir = dir;
      tests.push_back(std::move(t));
    }
  }
  if (disabled != nullptr) {
    *disabled = skipped;
  }
  return tests;
}

void load(Test& t)
{
  try {
    if (fs::is_regular_file(t.dir / "test.yaml")) {
      read_config(t, parse_file(t.dir / "test.yaml"));
    } else {
      read_config(t, ir::Value::map());
    }
    if (t.template_path.empty()) {
      t.load_problem = "no variable service template in " + t.dir.string();
      return;
    }
    for (const auto& [file, what] : {std::pair{&t.template_path, "the template"},
                                     std::pair{&t.inputs_path, "the inputs"},
                                     std::pair{t.error ? nullptr : &t.expected_path, "the expected result"}}) {
      if (file != nullptr && !file->empty() && !fs::exists(*file)) {
        t.load_problem = lacks(t, *file, what);
        return;
      }
    }
    t.template_doc = parse_file(t.template_path);
    if (!t.inputs_path.empty()) {
      t.inputs = parse_file(t.inputs_path);
      if (t.inputs.is_null()) {
        t.inputs = ir::Value::map();
      }
    }
    if (!t.error) {
      if (t.expected_path.empty()) {
        t.load_problem = "no expected service template in " + t.dir.string();
        return;
      }
      t.expected = parse_file(t.expected_path);
      if (!t.merge.is_null()) {
        deep_merge(t.expected, t.merge);
      }
    }
    const fs::path base = t.template_path.parent_path();
    t.technology = t.group == "technologies" || mentions_technology(t.template_doc) ||
                   fs::is_regular_file(base / "rules.yaml") ||
                   fs::is_regular_file(base / "lib" / "rules.yaml");
  } catch (const FatalError& e) {
    t.load_problem = "cannot load: " + format_line(e.diagnostic());
  }
}

Outcome run(const Test& t)
{
  if (!t.load_problem.empty()) {
    return {Verdict::failed, t.load_problem};
  }
  ir::Value resolved;
  try {
    resolved = resolve(t.template_doc, options_for(t));
  } catch (const Error& e) {
    if (t.technology && e.code() == "VARIABILITY_UNSUPPORTED") {
      return {Verdict::refused, ""};
    }
    if (e.code() == "VARIABILITY_UNSUPPORTED") {
      return {Verdict::failed, "refused as unsupported, but the test uses no deployment "
                               "technology: " + describe(e)};
    }
    if (t.error && *t.error == e.what()) {
      return {Verdict::passed, ""};
    }
    return {Verdict::failed, t.error ? "expected the error \"" + *t.error + "\", got " + describe(e)
                                     : "expected a resolved template, got the error " + describe(e)};
  } catch (const std::exception& e) {
    return {Verdict::failed, std::string("resolve threw something other than an Error: ") + e.what()};
  }
  if (t.error) {
    return {Verdict::failed, "expected the error \"" + *t.error + "\", but it resolved"};
  }
  ir::Value got;
  try {
    got = as_written(resolved, t);
  } catch (const FatalError& e) {
    return {Verdict::failed, "the output does not read back: " + format_line(e.diagnostic())};
  }
  if (std::string d = first_difference(t.expected, got); !d.empty()) {
    return {Verdict::failed, "differs from " + t.expected_path.filename().string() + " at " + d};
  }
  return {Verdict::passed, ""};
}

bool resolve_only(const Test& t)
{
  try {
    (void)resolve(t.template_doc, options_for(t));
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

bool same(const ir::Value& a, const ir::Value& b)
{
  return difference(a, b, "").empty();
}

std::string first_difference(const ir::Value& expected, const ir::Value& got)
{
  return difference(expected, got, "");
}

void deep_merge(ir::Value& into, const ir::Value& patch)
{
  if (into.kind != ir::Value::Kind::map || patch.kind != ir::Value::Kind::map) {
    into = patch;
    return;
  }
  for (const auto& [key, value] : patch.entries) {
    if (ir::Value* existing = into.find(key)) {
      deep_merge(*existing, value);
    } else {
      into.add(key, value);
    }
  }
}

}  // namespace tosca::variability::suite
