/// The JSON string escaper (json.hpp).

#include "tosca/support/json.hpp"

#include <cstdio>

namespace tosca {

void append_json_string(std::string_view s, std::string& out)
{
  out += '"';
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
        out += buffer;
      } else {
        out += ch;
      }
    }
  }
  out += '"';
}

std::string json_string(std::string_view s)
{
  std::string out;
  append_json_string(s, out);
  return out;
}

}  // namespace tosca
