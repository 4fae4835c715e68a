// The YAML reader's entry point: load the located tree, then restore the
// XML document from the extension block when `xml2yaml` wrote the file
// (decode_*.cpp), else read it as a Simple Profile document (read_*.cpp).
#include "tosca/yaml/reader.hpp"

#include "decode.hpp"
#include "read_profile.hpp"

namespace tosca::yaml {

ReadResult read(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                const ReadOptions& options)
{
  if (bytes.size() > options.max_input_size) {
    throw FatalError({Severity::error, "INPUT_LIMIT",
                      "a document of " + std::to_string(bytes.size()) + " bytes, larger than " +
                          std::to_string(options.max_input_size) + "; not read (--max-input-size)",
                      path, 0, 0});
  }
  LoadLimits limits;
  limits.max_depth = options.max_depth;
  limits.max_alias_nodes = options.max_alias_nodes;
  limits.max_nodes = options.max_elements;
  limits.max_scalar_size = options.max_value_size;
  limits.threads = options.threads;
  Node root = load(bytes, path, sink, limits);
  if (options.text_read) {
    options.text_read(); // `bytes` may be gone from here on
  }
  if (is_xml_origin(root)) {
    return decode_xml_origin(root, path, sink, options);
  }
  return read_simple_profile(root, path, sink);
}

bool looks_like_tosca_yaml(std::string_view bytes)
{
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
    bytes.remove_prefix(3);
  }
  // The key must start a line, outside a comment, within the first lines
  // (after a comment header, a `%YAML` directive or `---`).
  constexpr std::string_view key = "tosca_definitions_version";
  std::size_t line_start = 0;
  for (int line = 0; line < 200 && line_start < bytes.size(); ++line) {
    std::size_t end = bytes.find('\n', line_start);
    std::string_view text =
        bytes.substr(line_start, end == std::string_view::npos ? end : end - line_start);
    std::size_t quoted = !text.empty() && (text.front() == '"' || text.front() == '\'') ? 1 : 0;
    if (text.substr(quoted, key.size()) == key &&
        (quoted == 0 || text.substr(key.size() + 1, 1) == text.substr(0, 1))) {
      std::string_view rest = text.substr(key.size() + 2 * quoted);
      while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) {
        rest.remove_prefix(1);
      }
      return !rest.empty() && rest.front() == ':';
    }
    if (end == std::string_view::npos) {
      break;
    }
    line_start = end + 1;
  }
  return false;
}

}  // namespace tosca::yaml
