#pragma once
/// JSON output helpers shared by every machine-readable format (diff,
/// roundtrip, validate, SARIF): one string escaper, so every JSON the tool
/// writes escapes the same way.

#include <string>
#include <string_view>

namespace tosca {

/// Appends `s` as a JSON string literal (quotes included): `"` and `\`
/// escaped, control characters as \n, \r, \t or \u00XX; other bytes (UTF-8)
/// as they are.
void append_json_string(std::string_view s, std::string& out);

/// `s` as a JSON string literal.
std::string json_string(std::string_view s);

}  // namespace tosca
