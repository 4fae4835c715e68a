#pragma once
/// JSON output helpers shared by every machine-readable format (diff,
/// roundtrip, validate, SARIF): one string escaper, so every JSON the tool
/// writes escapes the same way.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tosca {

/// Appends `s` as a JSON string literal (quotes included): `"` and `\`
/// escaped, control characters as \n, \r, \t or \u00XX; other bytes (UTF-8)
/// as they are.
void append_json_string(std::string_view s, std::string& out);

/// `s` as a JSON string literal.
std::string json_string(std::string_view s);

/// Writes one JSON value into a string as it goes, laid out as
/// nlohmann::json's dump(indent) lays it out (`indent` < 0: on one line):
/// no tree is built, so nothing is left to free when memory runs out
/// (destroying an nlohmann::json allocates). Keys are written in the
/// order given. Strings are UTF-8: an invalid byte is written as U+FFFD.
class JsonWriter
{
public:
  JsonWriter(std::string& out, int indent) : m_out(out), m_indent(indent) {}

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  /// The key of the next value of the object being written.
  JsonWriter& key(std::string_view k);
  JsonWriter& string(std::string_view s);
  JsonWriter& number(std::uint64_t n);
  JsonWriter& integer(std::int64_t n);
  /// Finite: the shortest digits that read back as `d`, placed as
  /// nlohmann writes them (12.5, 100.0, 0.001, 1e-05, 1e+16); NaN and
  /// infinities as null.
  JsonWriter& number(double d);
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  /// A value written already as JSON text (on one line, when `indent` < 0).
  JsonWriter& raw(std::string_view json);

private:
  void begin_value();
  JsonWriter& open(char c);
  JsonWriter& close(char c);
  void newline(std::size_t depth);

  std::string& m_out;
  int m_indent;
  std::vector<bool> m_empty; ///< per open object or array: nothing in it yet
  bool m_keyed = false;      ///< a key was written, its value not yet
};

}  // namespace tosca
