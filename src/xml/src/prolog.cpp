// The prolog scan: what comes before the root element, read without a
// parser (the DOCTYPE check and the dialect choice happen before Xerces
// sees the bytes).
#include "parser.hpp"

#include "tosca/support/files.hpp"

#include <cctype>
#include <cstring>

namespace tosca::xml::detail {

Prolog scan_prolog(std::string_view b)
{
  Prolog p;
  std::string ascii;
  if (b.size() >= 2 && ((static_cast<unsigned char>(b[0]) == 0xFF && static_cast<unsigned char>(b[1]) == 0xFE) ||
                        (static_cast<unsigned char>(b[0]) == 0xFE && static_cast<unsigned char>(b[1]) == 0xFF) ||
                        (b[0] == '<' && b[1] == '\0') || (b[0] == '\0' && b[1] == '<'))) {
    // UTF-16: keep the ASCII bytes of the prolog, which is all we look at.
    p.utf16 = true;
    for (std::size_t i = 0; i < b.size() && ascii.size() < 65536; ++i) {
      if (b[i] != '\0' && static_cast<unsigned char>(b[i]) < 0x80) {
        ascii += b[i];
      }
    }
    b = ascii;
  }
  std::size_t i = 0;
  std::uint32_t line = 1;
  std::size_t line_start = 0;
  auto advance_to = [&](std::size_t to) {
    for (; i < to && i < b.size(); ++i) {
      if (b[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
    }
  };
  if (b.substr(0, 3) == "\xEF\xBB\xBF") {
    i = 3;
    line_start = 3;
  }
  while (i < b.size()) {
    std::size_t lt = b.find('<', i);
    if (lt == std::string_view::npos) {
      return p;
    }
    advance_to(lt);
    std::string_view rest = b.substr(lt);
    if (rest.substr(0, 4) == "<!--") {
      std::size_t end = b.find("-->", lt + 4);
      advance_to(end == std::string_view::npos ? b.size() : end + 3);
    } else if (rest.substr(0, 2) == "<?") {
      std::size_t end = b.find("?>", lt + 2);
      advance_to(end == std::string_view::npos ? b.size() : end + 2);
    } else if (rest.substr(0, 2) == "<!") {
      p.has_doctype = true;
      p.doctype_line = line;
      p.doctype_column = static_cast<std::uint32_t>(lt - line_start + 1);
      return p;
    } else {
      std::size_t s = lt + 1;
      std::size_t e = s;
      while (e < b.size() && b[e] != '>' && b[e] != '/' && b[e] != ' ' && b[e] != '\t' &&
             b[e] != '\n' && b[e] != '\r') {
        ++e;
      }
      std::string_view qname = b.substr(s, e - s);
      if (auto colon = qname.find(':'); colon != std::string_view::npos) {
        qname = qname.substr(colon + 1);
      }
      p.root_local = std::string(qname);
      return p;
    }
  }
  return p;
}

std::pair<std::uint32_t, std::uint32_t> TextPosition::advance(std::string_view b, std::size_t to)
{
  if (to < offset) {
    *this = {};
  }
  const std::size_t end = std::min(to, b.size());
  if (offset >= end) {
    return {line, column};
  }
  // Lines by memchr, then characters (bytes that do not continue a UTF-8
  // sequence) after the last line break: a branch per byte was 3% of a
  // validation.
  const char* const base = b.data();
  std::size_t from = offset;
  for (const char* nl = nullptr;
       (nl = static_cast<const char*>(std::memchr(base + from, '\n', end - from))) != nullptr;) {
    ++line;
    column = 1;
    from = static_cast<std::size_t>(nl - base) + 1;
  }
  std::uint32_t characters = 0;
  for (std::size_t i = from; i < end; ++i) {
    characters += (static_cast<unsigned char>(base[i]) & 0xC0) != 0x80 ? 1 : 0;
  }
  column += characters;
  offset = end;
  return {line, column};
}

std::pair<std::uint32_t, std::uint32_t> line_column(std::string_view b, std::size_t offset)
{
  return TextPosition{}.advance(b, offset);
}

/// The `encoding` of the XML declaration, or "" when there is none. Reads
/// only the declaration, with every index checked: crafted prologs (an
/// `encoding=` at the end of the first bytes, no quotes, no `?>`) give "".
std::string declared_encoding(std::string_view bytes)
{
  if (bytes.substr(0, 5) != "<?xml") {
    return {};
  }
  const std::string_view head = bytes.substr(0, std::min<std::size_t>(bytes.size(), 1024));
  const std::size_t end = head.find("?>");
  if (end == std::string_view::npos) {
    return {};
  }
  const std::string_view decl = head.substr(0, end);
  std::size_t at = decl.find("encoding");
  if (at == std::string_view::npos) {
    return {};
  }
  at += 8;
  auto skip_space = [&] {
    while (at < decl.size() && (decl[at] == ' ' || decl[at] == '\t' || decl[at] == '\r' ||
                                decl[at] == '\n')) {
      ++at;
    }
  };
  skip_space();
  if (at >= decl.size() || decl[at] != '=') {
    return {};
  }
  ++at;
  skip_space();
  if (at >= decl.size() || (decl[at] != '"' && decl[at] != '\'')) {
    return {};
  }
  const char quote = decl[at++];
  const std::size_t close = decl.find(quote, at);
  return close == std::string_view::npos ? std::string() : std::string(decl.substr(at, close - at));
}

std::optional<std::pair<std::uint32_t, std::uint32_t>> invalid_utf8(std::string_view bytes)
{
  auto bad = find_invalid_utf8(bytes);
  if (!bad) {
    return std::nullopt;
  }
  std::string lower;
  for (char c : declared_encoding(bytes)) {
    lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  const bool other_encoding = !lower.empty() && lower != "utf-8" && lower != "utf8" &&
                              lower.rfind("utf-16", 0) != 0;
  if (other_encoding) {
    return std::nullopt;
  }
  return std::pair{bad->line, bad->column};
}

MarkupScan scan_limits(std::string_view b, const Limits& limits)
{
  MarkupScan out;
  std::size_t from = 0; // just after the previous '<'
  for (;;) {
    const void* hit = std::memchr(b.data() + from, '<', b.size() - from);
    const std::size_t at = hit ? static_cast<std::size_t>(static_cast<const char*>(hit) - b.data())
                               : b.size();
    // Between two '<' lie at most one tag and one text: a value longer
    // than the limit makes the gap longer still.
    if (at - from > limits.max_value_size) {
      out.excess = Excess{from, "more than " + std::to_string(limits.max_value_size) +
                                    " bytes without markup (a value, text or tag longer than "
                                    "--max-value-size); refusing to read it"};
      return out;
    }
    if (hit == nullptr) {
      return out;
    }
    if (at + 1 < b.size() && b[at + 1] != '/' && ++out.markup > limits.max_elements) {
      out.excess = Excess{at, "more than " + std::to_string(limits.max_elements) +
                                  " elements; refusing to read it (--max-elements)"};
      return out;
    }
    from = at + 1;
  }
}

Prolog check_before_parse(std::string_view bytes, const std::string& path, const Limits& limits,
                          std::size_t& markup)
{
  Prolog prolog = scan_prolog(bytes);
  markup = 0;
  if (prolog.has_doctype) {
    throw FatalError({Severity::error, "XML_DOCTYPE",
                      "DOCTYPE declarations are not accepted: TOSCA documents need none, and "
                      "entities could read local files or expand without bound",
                      path, prolog.doctype_line, prolog.doctype_column});
  }
  if (prolog.utf16) {
    return prolog;
  }
  const MarkupScan scan = scan_limits(bytes, limits);
  if (scan.excess) {
    const auto [line, column] = line_column(bytes, scan.excess->offset);
    throw FatalError({Severity::error, "XML_LIMIT", scan.excess->message, path, line, column});
  }
  markup = scan.markup;
  if (auto bad = invalid_utf8(bytes)) {
    throw FatalError({Severity::error, "XML_ENCODING", "invalid UTF-8 byte sequence", path,
                      bad->first, bad->second});
  }
  return prolog;
}

}  // namespace tosca::xml::detail
