// validate's weighing of diagnostics: the schema part, fatal codes, the
// profiles, and the reader notes that repeat a schema diagnostic.
#include "validate_profile.hpp"

#include "tosca/xml/reader.hpp"

#include <algorithm>
#include <array>

namespace tosca::check::detail {

namespace {

constexpr std::array<std::string_view, 7> k_yaml_grammar = {
    "YAML_UNKNOWN_KEY", "YAML_BAD_TYPE",       "YAML_MISSING_KEY",      "YAML_DUPLICATE_KEY",
    "YAML_BAD_KEY",     "VARIABILITY_GRAMMAR", "YAML_VERSION_NOT_FIRST"};

constexpr std::array<std::string_view, 16> k_fatal = {
    "XML_MALFORMED", "XML_DOCTYPE",      "XML_ENCODING",        "XML_DEPTH",
    "XML_LIMIT",     "NOT_TOSCA",        "NOT_XML",             "NOT_YAML",
    "IO_READ",       "YAML_SYNTAX",      "YAML_ENCODING",       "YAML_DEPTH",
    "YAML_EMPTY",    "YAML_ALIAS_LIMIT", "YAML_MULTI_DOCUMENT", "YAML_VERSION"};

bool starts_with(std::string_view s, std::string_view prefix)
{
  return s.substr(0, prefix.size()) == prefix;
}

/// Byte offset of a 1-based line and column (columns count characters).
std::size_t offset_of(std::string_view source, std::uint32_t line, std::uint32_t column)
{
  std::size_t at = 0;
  for (std::uint32_t l = 1; l < line; ++l) {
    at = source.find('\n', at);
    if (at == std::string_view::npos) {
      return source.size();
    }
    ++at;
  }
  for (std::uint32_t c = 1; c < column && at < source.size(); ++c) {
    ++at;
    while (at < source.size() && (static_cast<unsigned char>(source[at]) & 0xC0) == 0x80) {
      ++at;
    }
  }
  return at;
}

/// The end of the start tag that begins at `begin` (the offset of '>').
std::size_t tag_end(std::string_view source, std::size_t begin)
{
  char quote = 0;
  for (std::size_t i = begin; i < source.size(); ++i) {
    const char c = source[i];
    if (quote != 0) {
      quote = c == quote ? 0 : quote;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      return i;
    }
  }
  return source.size();
}

/// True when a schema diagnostic lies inside the start tag where `d` is.
bool repeats_schema(const Diagnostic& d, const std::vector<Diagnostic>& all, std::string_view source)
{
  if (d.line == 0 || source.empty()) {
    return false;
  }
  const std::size_t begin = offset_of(source, d.line, d.column);
  const std::size_t end = tag_end(source, begin);
  return std::any_of(all.begin(), all.end(), [&](const Diagnostic& s) {
    if (!is_schema_code(s.code) || s.line < d.line || s.line == 0) {
      return false;
    }
    const std::size_t at = offset_of(source, s.line, s.column);
    return at >= begin && at <= end;
  });
}

}  // namespace

bool is_schema_code(std::string_view code)
{
  return xml::is_schema_violation(code) ||
         std::find(k_yaml_grammar.begin(), k_yaml_grammar.end(), code) != k_yaml_grammar.end();
}

bool is_fatal_code(std::string_view code)
{
  return std::find(k_fatal.begin(), k_fatal.end(), code) != k_fatal.end() ||
         starts_with(code, "CSAR_");
}

void weigh(std::vector<Diagnostic>& diagnostics, std::string_view source, check::Profile profile,
           bool schema_only)
{
  std::vector<bool> drop(diagnostics.size(), false);
  for (std::size_t i = 0; i < diagnostics.size(); ++i) {
    const Diagnostic& d = diagnostics[i];
    const bool schema = is_schema_code(d.code);
    drop[i] = (schema_only && !schema && !is_fatal_code(d.code)) || d.code == "XML_IDREF" ||
              ((d.code == "XML_MISSING_ATTR" || d.code == "XML_BAD_VALUE" || d.code == "XML_PREFIX") &&
               repeats_schema(d, diagnostics, source));
  }
  std::vector<Diagnostic> kept;
  kept.reserve(diagnostics.size());
  for (std::size_t i = 0; i < diagnostics.size(); ++i) {
    if (drop[i]) {
      continue;
    }
    Diagnostic& d = diagnostics[i];
    if (is_schema_code(d.code)) {
      const bool deviation = starts_with(d.code, "WINERY_");
      d.severity = deviation && profile == check::Profile::winery ? Severity::warning
                                                                  : Severity::error;
    }
    kept.push_back(std::move(d));
  }
  std::stable_sort(kept.begin(), kept.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  diagnostics = std::move(kept);
}

}  // namespace tosca::check::detail
