// migration-report.json: a summary by status and kind, then one record per
// item in source order. The same record object is each journal entry's.
#include "record_json.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

namespace tosca::migrate {

namespace detail {

namespace {

using ir::Value;

void write_problems(const std::vector<Record::Problem>& list, JsonWriter& out)
{
  out.begin_array();
  for (const auto& p : list) {
    out.begin_object();
    out.key("code").string(p.code);
    out.key("column").number(std::uint64_t{p.column});
    out.key("file").string(p.file);
    out.key("line").number(std::uint64_t{p.line});
    out.key("message").string(p.message);
    out.end_object();
  }
  out.end_array();
}

/// The value tree of the JSON being parsed: a stack of the open objects
/// and arrays, each closed one joining its parent.
class ValueBuilder
{
public:
  using json = nlohmann::json;

  bool null() { return add(Value::null()); }
  bool boolean(bool b) { return add(Value::of(b)); }
  bool number_integer(json::number_integer_t n) { return add(Value::of(std::int64_t{n})); }
  bool number_unsigned(json::number_unsigned_t n)
  {
    if (n > static_cast<json::number_unsigned_t>(std::numeric_limits<std::int64_t>::max())) {
      return add(Value::of(static_cast<double>(n)));
    }
    return add(Value::of(static_cast<std::int64_t>(n)));
  }
  bool number_float(json::number_float_t d, const json::string_t&) { return add(Value::of(d)); }
  bool string(json::string_t& s) { return add(Value::of(std::move(s))); }
  bool binary(json::binary_t&) { return false; }
  bool start_object(std::size_t) { return open(Value::map()); }
  bool key(json::string_t& k)
  {
    m_keys.push_back(std::move(k));
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(Value::list()); }
  bool end_array() { return close(); }
  bool parse_error(std::size_t at, const std::string&, const nlohmann::detail::exception&)
  {
    m_error = "not JSON at byte " + std::to_string(at);
    return false;
  }

  Value take() { return std::move(m_root); }
  const std::string& error() const { return m_error; }

private:
  bool add(Value v)
  {
    if (m_open.empty()) {
      m_root = std::move(v);
      return true;
    }
    Value& top = m_open.back();
    if (top.kind == Value::Kind::map) {
      top.entries.emplace_back(std::move(m_keys.back()), std::move(v));
      m_keys.pop_back();
    } else {
      top.items.push_back(std::move(v));
    }
    return true;
  }
  bool open(Value v)
  {
    if (m_open.size() >= 64) {
      m_error = "nested more than 64 levels deep";
      return false;
    }
    m_open.push_back(std::move(v));
    return true;
  }
  bool close()
  {
    Value v = std::move(m_open.back());
    m_open.pop_back();
    return add(std::move(v));
  }

  std::vector<Value> m_open;
  std::vector<std::string> m_keys;
  Value m_root;
  std::string m_error;
};

std::string text_of(const Value& j, std::string_view key)
{
  const Value& v = member(j, key);
  if (v.kind != Value::Kind::string) {
    throw std::runtime_error("'" + std::string(key) + "' is not a string");
  }
  return v.string;
}

std::uint64_t count_of(const Value& v, std::string_view what)
{
  if (v.kind != Value::Kind::integer || v.integer < 0 ||
      v.integer > std::numeric_limits<unsigned>::max()) {
    throw std::runtime_error("'" + std::string(what) + "' is not a count");
  }
  return static_cast<std::uint64_t>(v.integer);
}

const Value& list_of(const Value& j, std::string_view key)
{
  const Value& v = member(j, key);
  if (v.kind != Value::Kind::list) {
    throw std::runtime_error("'" + std::string(key) + "' is not a list");
  }
  return v;
}

std::vector<Record::Problem> problems_from(const Value& list)
{
  std::vector<Record::Problem> out;
  for (const Value& p : list.items) {
    out.push_back({text_of(p, "code"), text_of(p, "message"), text_of(p, "file"),
                   static_cast<unsigned>(count_of(member(p, "line"), "line")),
                   static_cast<unsigned>(count_of(member(p, "column"), "column"))});
  }
  return out;
}

}  // namespace

void write_record(const Record& r, JsonWriter& out)
{
  out.begin_object();
  out.key("diagnostics").begin_object();
  for (const auto& [code, n] : r.counts) {
    out.key(code).number(std::uint64_t{n});
  }
  out.end_object();
  out.key("errors");
  write_problems(r.errors, out);
  out.key("input_sha256").string(r.input_sha256);
  out.key("kind").string(r.kind);
  out.key("outputs").begin_array();
  for (const auto& o : r.outputs) {
    out.string(o);
  }
  out.end_array();
  out.key("reason").string(r.reason);
  out.key("seconds").number(std::round(r.seconds * 1000) / 1000);
  out.key("source").string(r.source);
  out.key("status").string(r.status);
  if (!r.verify.empty()) {
    out.key("verify").string(r.verify);
  }
  out.key("warnings");
  write_problems(r.warnings, out);
  out.end_object();
}

std::string record_json(const Record& r)
{
  std::string text;
  JsonWriter out(text, -1);
  write_record(r, out);
  return text;
}

ir::Value parse_json(std::string_view text)
{
  ValueBuilder builder;
  if (!nlohmann::json::sax_parse(text, &builder)) {
    throw std::runtime_error(builder.error().empty() ? "not JSON" : builder.error());
  }
  return builder.take();
}

const ir::Value& member(const ir::Value& object, std::string_view key)
{
  if (const ir::Value* v = object.kind == ir::Value::Kind::map ? object.find(key) : nullptr) {
    return *v;
  }
  throw std::runtime_error("no '" + std::string(key) + "'");
}

Record record_from_json(const ir::Value& j)
{
  Record r;
  r.source = text_of(j, "source");
  r.kind = text_of(j, "kind");
  r.status = text_of(j, "status");
  r.reason = text_of(j, "reason");
  for (const Value& o : list_of(j, "outputs").items) {
    if (o.kind != Value::Kind::string) {
      throw std::runtime_error("an output is not a string");
    }
    r.outputs.push_back(o.string);
  }
  const Value& counts = member(j, "diagnostics");
  if (counts.kind != Value::Kind::map) {
    throw std::runtime_error("'diagnostics' is not an object");
  }
  for (const auto& [code, n] : counts.entries) {
    if (n.kind != Value::Kind::integer || n.integer < 0) {
      throw std::runtime_error("'diagnostics' holds no count for " + code);
    }
    r.counts[code] = static_cast<std::size_t>(n.integer);
  }
  r.errors = problems_from(list_of(j, "errors"));
  r.warnings = problems_from(list_of(j, "warnings"));
  const Value& seconds = member(j, "seconds");
  if (seconds.kind == Value::Kind::floating) {
    r.seconds = seconds.floating;
  } else if (seconds.kind == Value::Kind::integer) {
    r.seconds = static_cast<double>(seconds.integer);
  } else {
    throw std::runtime_error("'seconds' is not a number");
  }
  r.input_sha256 = text_of(j, "input_sha256");
  if (const Value* v = j.find("verify"); v != nullptr && v->kind == Value::Kind::string) {
    r.verify = v->string;
  }
  return r;
}

}  // namespace detail

std::string report_json(const Summary& summary)
{
  std::map<std::string, std::uint64_t> by_status;
  std::map<std::string, std::uint64_t> by_kind;
  for (const auto& r : summary.records) {
    ++by_status[r.status];
    ++by_kind[r.kind];
  }
  std::string text;
  JsonWriter out(text, 2);
  out.begin_object();
  for (const auto& [name, counts] : {std::pair{"by_kind", &by_kind}, std::pair{"by_status", &by_status}}) {
    out.key(name).begin_object();
    for (const auto& [k, n] : *counts) {
      out.key(k).number(n);
    }
    out.end_object();
  }
  out.key("interrupted").boolean(summary.interrupted);
  out.key("items").number(std::uint64_t{summary.records.size()});
  out.key("records").begin_array();
  for (const auto& r : summary.records) {
    detail::write_record(r, out);
  }
  out.end_array();
  out.key("resumed").number(std::uint64_t{summary.resumed});
  out.key("seconds").number(std::round(summary.seconds * 1000) / 1000);
  out.key("tool").string("tosca-convert migrate");
  out.end_object();
  return text + "\n";
}

}  // namespace tosca::migrate
