/// The Linter's findings and the checks every part of the grammar checker
/// uses: unknown keys (with "did you mean"), the kind of a value, references
/// to declared names; and the helpers their messages share.

#include "lint_detail.hpp"

#include <algorithm>

namespace tosca::variability::lint_detail {

namespace {

bool is_vendor_key(const std::string& key)
{
  return key.rfind("x-", 0) == 0 || key.rfind("x_", 0) == 0;
}

bool listed(const std::vector<std::string>& names, const std::string& name)
{
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

// ------------------------------------------------------------ Linter

void Linter::error(const Value& at, std::string message)
{
  findings.push_back(
      Finding{Severity::error, "VARIABILITY_GRAMMAR", std::move(message), at.location});
}

void Linter::unsupported(const Value& at, std::string message)
{
  findings.push_back(
      Finding{Severity::warning, "VARIABILITY_UNSUPPORTED", std::move(message), at.location});
}

bool Linter::unknown_keys(const Value& map, const std::vector<std::string>& allowed,
                          std::string_view what)
{
  if (map.kind != ValueKind::map) {
    return false;
  }
  for (const auto& [key, value] : map.entries) {
    if (!listed(allowed, key) && !is_vendor_key(key)) {
      error(value.location.known() ? value : map,
            "unknown keyname '" + key + "' in " + std::string(what) + suggestion(key, allowed));
    }
  }
  return true;
}

bool Linter::expect(const Value& v, ValueKind kind, std::string_view what)
{
  if (v.kind == kind || v.is_null() || (kind == ValueKind::floating && v.kind == ValueKind::integer)) {
    return true;
  }
  Value wanted;
  wanted.kind = kind;
  error(v, std::string(what) + " is " + describe(wanted) + ", not " + describe(v));
  return false;
}

void Linter::reference(const Value& name, const std::vector<std::string>& names,
                       std::string_view what, std::string_view kind)
{
  if (name.kind != ValueKind::string || listed(names, name.string)) {
    return;
  }
  std::string message = std::string(what) + " names " + std::string(kind) + " '" + name.string +
                        "', which the template does not declare";
  message += names.empty() ? " (it declares none)" : suggestion(name.string, names);
  error(name, std::move(message));
}

// ------------------------------------------------------------ shared helpers

std::string describe(const Value& v)
{
  switch (v.kind) {
  case ValueKind::null:
    return "null";
  case ValueKind::boolean:
    return "a boolean";
  case ValueKind::integer:
  case ValueKind::floating:
    return "a number";
  case ValueKind::string:
    return "a string";
  case ValueKind::list:
    return "a list";
  case ValueKind::map:
    return "a map";
  }
  return "a value";
}

std::string suggestion(std::string_view word, const std::vector<std::string>& candidates)
{
  return did_you_mean(word, candidates);
}

std::string joined(const std::vector<std::string>& items)
{
  std::string out;
  for (const auto& item : items) {
    out += (out.empty() ? "" : ", ") + item;
  }
  return out;
}

std::vector<std::string> keys_of(std::initializer_list<std::vector<std::string>> lists)
{
  std::vector<std::string> all;
  for (const auto& list : lists) {
    all.insert(all.end(), list.begin(), list.end());
  }
  return all;
}

}  // namespace tosca::variability::lint_detail
