#include "tosca/support/diagnostics.hpp"

#include <cstring>

#include <algorithm>
#include <array>

namespace tosca {

std::string_view to_string(Severity s)
{
  switch (s) {
  case Severity::note: return "note";
  case Severity::warning: return "warning";
  case Severity::error: return "error";
  }
  return "error";
}

namespace {

/// Bytes of the control character (C0, DEL, or C1 as UTF-8) at `s[i]`, or 0.
std::size_t control_at(std::string_view s, std::size_t i)
{
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x20 || c == 0x7F) {
    return 1;
  }
  if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
      static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
    return 2;
  }
  return 0;
}

/// `\x1b`, `\u009b`: a control character as text.
std::string escaped(std::string_view s, std::size_t i, std::size_t n)
{
  static constexpr char hex[] = "0123456789abcdef";
  const auto c = static_cast<unsigned char>(n == 1 ? s[i] : s[i + 1]);
  return n == 1 ? std::string{'\\', 'x', hex[c >> 4], hex[c & 15]}
                : std::string{'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
}

}  // namespace

std::string printable(std::string_view s)
{
  // Most messages are printable ASCII already: one scan, one copy.
  if (std::all_of(s.begin(), s.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c >= 0x20 && c < 0x7F) || c == '\t';
      })) {
    return std::string(s);
  }
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (const std::size_t n = control_at(s, i); n != 0 && s[i] != '\t') {
      out += escaped(s, i, n);
      i += n;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string format_line(const Diagnostic& d)
{
  std::string out;
  if (!d.file.empty()) {
    out += printable(d.file);
    if (d.line != 0) {
      out += ':' + std::to_string(d.line);
      if (d.column != 0) {
        out += ':' + std::to_string(d.column);
      }
    }
    out += ": ";
  }
  out += to_string(d.severity);
  out += ": ";
  out += printable(d.message);
  if (!d.code.empty()) {
    out += " [" + d.code + "]";
  }
  return out;
}

std::size_t SourceLines::start(std::uint32_t n) const
{
  while (m_starts.size() < n && m_starts.back() != std::string_view::npos) {
    const std::size_t from = m_starts.back();
    const void* hit = from < m_source.size()
                          ? std::memchr(m_source.data() + from, '\n', m_source.size() - from)
                          : nullptr;
    m_starts.push_back(hit == nullptr ? std::string_view::npos
                                      : static_cast<const char*>(hit) - m_source.data() + 1);
  }
  return n == 0 || m_starts.size() < n ? std::string_view::npos : m_starts[n - 1];
}

std::string format_with_source(const Diagnostic& d, std::string_view source)
{
  return format_with_source(d, SourceLines(source));
}

std::string format_with_source(const Diagnostic& d, const SourceLines& lines)
{
  std::string out = format_line(d);
  if (d.line == 0) {
    return out;
  }
  const std::size_t begin = lines.start(d.line);
  if (begin == std::string_view::npos) {
    return out;
  }
  constexpr std::size_t max_shown = 200;
  // Only as far as a line that could be shown: a minified document is one
  // line of megabytes.
  std::string_view text = lines.source().substr(begin, max_shown + 2);
  const std::size_t end = text.find('\n');
  const bool whole = end != std::string_view::npos || begin + text.size() == lines.source().size();
  text = text.substr(0, end);
  if (!text.empty() && text.back() == '\r') {
    text.remove_suffix(1);
  }
  if (!whole || text.size() > max_shown || d.column > max_shown) {
    return out; // minified or generated input: the line would not help
  }
  // The line as shown (control characters escaped, so that no input can
  // drive the terminal), and the caret under the column's character.
  std::string shown;
  std::string caret;
  std::uint32_t column = 1;
  for (std::size_t at = 0; at < text.size(); ++column) {
    std::size_t n = control_at(text, at);
    if (n != 0 && text[at] != '\t') {
      const std::string piece = escaped(text, at, n);
      if (column < d.column) {
        caret.append(piece.size(), ' ');
      }
      shown += piece;
      at += n;
      continue;
    }
    n = 1; // a whole UTF-8 sequence is one character
    while (at + n < text.size() && (static_cast<unsigned char>(text[at + n]) & 0xC0) == 0x80) {
      ++n;
    }
    if (column < d.column) {
      caret += text[at] == '\t' ? '\t' : ' ';
    }
    shown.append(text, at, n);
    at += n;
  }
  out += "\n  " + shown + "\n  " + caret + '^';
  return out;
}

void DiagnosticSink::report(Diagnostic d)
{
  if (m_strict && d.severity == Severity::warning) {
    d.severity = Severity::error;
  }
  if (d.severity == Severity::error) {
    ++m_errors;
  } else if (d.severity == Severity::warning) {
    ++m_warnings;
  }
  m_diagnostics.push_back(std::move(d));
}

void DiagnosticSink::warning(std::string file, std::uint32_t line, std::uint32_t column,
                             std::string code, std::string message)
{
  report({Severity::warning, std::move(code), std::move(message), std::move(file), line, column});
}

void DiagnosticSink::error(std::string file, std::uint32_t line, std::uint32_t column,
                           std::string code, std::string message)
{
  report({Severity::error, std::move(code), std::move(message), std::move(file), line, column});
}

void DiagnosticSink::clear()
{
  m_diagnostics.clear();
  m_errors = 0;
  m_warnings = 0;
}

void DiagnosticSink::withdraw(const std::function<bool(const Diagnostic&)>& drop)
{
  std::erase_if(m_diagnostics, drop);
  m_errors = 0;
  m_warnings = 0;
  for (const auto& d : m_diagnostics) {
    m_errors += d.severity == Severity::error ? 1 : 0;
    m_warnings += d.severity == Severity::warning ? 1 : 0;
  }
}

FatalError::FatalError(Diagnostic d) : std::runtime_error(format_line(d)), m_diagnostic(std::move(d))
{
}

namespace {

/// The edit distance of `a` and `b`, or `bound + 1` when it is larger:
/// every path to the last cell crosses each row, so once a whole row
/// exceeds `bound` the distance does. `row` is scratch space.
std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t bound,
                          std::vector<std::size_t>& row)
{
  row.resize(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) {
    row[j] = j;
  }
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    std::size_t least = row[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
      least = std::min(least, row[j]);
    }
    if (least > bound) {
      return bound + 1;
    }
  }
  return std::min(row[b.size()], bound + 1);
}

}  // namespace

std::string closest_match(std::string_view word, const std::vector<std::string>& candidates)
{
  const std::size_t limit = std::max<std::size_t>(2, word.size() / 3);
  std::size_t best = limit + 1;
  std::string found;
  std::vector<std::size_t> row;
  // Characters counted in 64 buckets: an edit changes at most two counts
  // by one, so half the difference of two words' counts is a lower bound
  // of their distance, found without the quadratic table.
  std::array<int, 64> counts{};
  for (unsigned char ch : word) {
    ++counts[ch % 64];
  }
  for (const auto& c : candidates) {
    if (best == 0) {
      break; // the word itself
    }
    if (c.size() > word.size() + limit || word.size() > c.size() + limit) {
      continue;
    }
    std::array<int, 64> diff = counts;
    for (unsigned char ch : c) {
      --diff[ch % 64];
    }
    std::size_t total = 0;
    for (int d : diff) {
      total += static_cast<std::size_t>(d < 0 ? -d : d);
    }
    if ((total + 1) / 2 >= best) {
      continue;
    }
    // Only a distance below the best so far matters.
    std::size_t d = edit_distance(word, c, best - 1, row);
    if (d < best) {
      best = d;
      found = c;
    }
  }
  return found;
}

std::string did_you_mean(std::string_view guess)
{
  return guess.empty() ? std::string() : "; did you mean '" + std::string(guess) + "'?";
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates)
{
  const std::string guess = closest_match(word, candidates);
  return guess == word ? std::string() : did_you_mean(guess);
}

}  // namespace tosca
