// Exact locations inside fragments: the line index of a source document
// (SourceText) and the matching of a fragment's start tags with the
// source's (refine_locations), since the reader re-serialises fragments.
#include "tosca/xml/canonical.hpp"

#include "xml_text.hpp"

#include <algorithm>

namespace tosca::xml {

using detail::columns_of;
using detail::is_space;

SourceText::SourceText(std::string_view bytes) : m_bytes(bytes)
{
  m_line_starts.push_back(0);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (bytes[i] == '\n') {
      m_line_starts.push_back(i + 1);
    }
  }
}

std::optional<std::size_t> SourceText::offset(ir::Location at) const
{
  if (!at.known() || at.line > m_line_starts.size() || at.column == 0) {
    return std::nullopt;
  }
  std::size_t i = m_line_starts[at.line - 1];
  for (std::uint32_t col = 1; col < at.column; ++col) {
    if (i >= m_bytes.size() || m_bytes[i] == '\n') {
      return std::nullopt;
    }
    ++i; // a character: its first byte and any continuation bytes
    while (i < m_bytes.size() && (static_cast<unsigned char>(m_bytes[i]) & 0xC0) == 0x80) {
      ++i;
    }
  }
  return i;
}

ir::Location SourceText::location(std::size_t offset) const
{
  auto it = std::upper_bound(m_line_starts.begin(), m_line_starts.end(), offset);
  const auto line = static_cast<std::uint32_t>(it - m_line_starts.begin());
  const std::size_t start = m_line_starts[line - 1];
  const std::uint32_t column =
      columns_of(m_bytes.substr(start, std::min(offset, m_bytes.size()) - start)) + 1;
  return {line, column};
}

namespace {

struct StartTag
{
  std::string_view name; ///< as written, with its prefix
  std::size_t offset;
};

/// The first `limit` start tags of `text` from byte `from` on, skipping
/// comments, CDATA sections, processing instructions and end tags.
std::vector<StartTag> start_tags(std::string_view text, std::size_t from, std::size_t limit)
{
  std::vector<StartTag> out;
  std::size_t i = from;
  auto skip_past = [&](std::size_t at, std::string_view end) {
    std::size_t e = text.find(end, at);
    return e == std::string_view::npos ? text.size() : e + end.size();
  };
  while (i < text.size() && out.size() < limit) {
    const std::size_t lt = text.find('<', i);
    if (lt == std::string_view::npos) {
      break;
    }
    std::string_view rest = text.substr(lt);
    if (rest.substr(0, 4) == "<!--") {
      i = skip_past(lt + 4, "-->");
    } else if (rest.substr(0, 9) == "<![CDATA[") {
      i = skip_past(lt + 9, "]]>");
    } else if (rest.substr(0, 2) == "<?") {
      i = skip_past(lt + 2, "?>");
    } else if (rest.substr(0, 2) == "</" || rest.substr(0, 2) == "<!") {
      i = skip_past(lt + 2, ">");
    } else {
      std::size_t end = lt + 1;
      while (end < text.size() && !is_space(text[end]) && text[end] != '/' && text[end] != '>') {
        ++end;
      }
      out.push_back({text.substr(lt + 1, end - lt - 1), lt});
      // The rest of the tag; '>' may stand inside a quoted attribute value.
      char quote = 0;
      for (; end < text.size(); ++end) {
        const char ch = text[end];
        if (quote != 0) {
          quote = ch == quote ? 0 : quote;
        } else if (ch == '"' || ch == '\'') {
          quote = ch;
        } else if (ch == '>') {
          break;
        }
      }
      i = end + 1;
    }
  }
  return out;
}

} // namespace

void refine_locations(Canonical& canonical, const ir::Fragment& fragment, const SourceText& source)
{
  if (!canonical.well_formed) {
    return;
  }
  const auto from = source.offset(fragment.location);
  if (!from) {
    return;
  }
  // The fragment's text stands near its location: in an XML source at it,
  // in a YAML source after its key (`xml:`, perhaps `namespaces:` first)
  // and indentation. Looking no further than a window of a few times its
  // size keeps a fragment that is not there (a YAML properties map) from
  // scanning the rest of the file, once per fragment of a document.
  const std::size_t window = 4 * fragment.xml.size() + 1024;
  const std::string_view near =
      source.bytes().substr(0, std::min(source.bytes().size(), *from + window));
  // Elements in document order (pre-order).
  std::vector<std::uint32_t> elements;
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const std::uint32_t i = stack.back();
    stack.pop_back();
    if (i != 0) {
      elements.push_back(i);
    }
    const auto& kids = canonical.nodes[i].children;
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) {
      if (canonical.nodes[*it].kind == CanonicalNode::Kind::element) {
        stack.push_back(*it);
      }
    }
  }
  if (elements.empty()) {
    return;
  }
  const auto written = start_tags(fragment.xml, 0, elements.size());
  // Content fragments are located at their parent element: skip its tag.
  const auto found = start_tags(near, *from, elements.size() + 1);
  if (written.empty() || found.empty()) {
    return;
  }
  const std::size_t shift = found[0].name == written[0].name ? 0 : 1;
  for (std::size_t k = 0; k < elements.size() && k < written.size() && k + shift < found.size();
       ++k) {
    if (found[k + shift].name != written[k].name) {
      break; // the texts part ways: keep the approximate locations from here
    }
    CanonicalNode& e = canonical.nodes[elements[k]];
    e.location = source.location(found[k + shift].offset);
    for (std::uint32_t c : e.children) {
      if (canonical.nodes[c].kind != CanonicalNode::Kind::element) {
        canonical.nodes[c].location = e.location;
      }
    }
  }
}

} // namespace tosca::xml
