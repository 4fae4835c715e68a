#pragma once
/// Diagnostics: located messages with a stable code. Readers report
/// warnings to a DiagnosticSink and throw FatalError for what stops them;
/// the CLI renders both as `file:line:col: severity: message [CODE]`
/// followed by the source line and a caret.

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tosca {

enum class Severity { note, warning, error };

std::string_view to_string(Severity s);

struct Diagnostic
{
  Severity severity = Severity::error;
  std::string code;    ///< e.g. "XSD", "REF_UNKNOWN"; stable, documented in the README
  std::string message;
  std::string file;    ///< empty for diagnostics about no file in particular
  std::uint32_t line = 0;   ///< 1-based, 0 = unknown
  std::uint32_t column = 0; ///< 1-based, 0 = unknown
};

/// `s` with every control character (C0 but tab, DEL, C1) written as
/// `\x1b` or `\u009b`: text from input files never drives the terminal.
std::string printable(std::string_view s);

/// The one-line form: `file:line:col: severity: message [CODE]`.
std::string format_line(const Diagnostic& d);

/// The lines of one file's bytes, found as far as they are asked for, so
/// that showing many diagnostics of a file costs one pass over it rather
/// than one each (a report of 100,000 errors in one minified document
/// otherwise scans it 100,000 times).
class SourceLines
{
public:
  explicit SourceLines(std::string_view source) : m_source(source) {}
  /// Where line `n` (1-based) starts, or npos past the last line.
  std::size_t start(std::uint32_t n) const;
  std::string_view source() const { return m_source; }

private:
  std::string_view m_source;
  mutable std::vector<std::size_t> m_starts{0};
};

/// The one-line form plus the source line and a caret under the column,
/// when `source` (the whole file's bytes) is given and the line exists.
std::string format_with_source(const Diagnostic& d, std::string_view source);
std::string format_with_source(const Diagnostic& d, const SourceLines& source);

/// Collects diagnostics. With `strict`, warnings are recorded as errors.
class DiagnosticSink
{
public:
  explicit DiagnosticSink(bool strict = false) : m_strict(strict) {}

  void report(Diagnostic d);
  void warning(std::string file, std::uint32_t line, std::uint32_t column, std::string code,
               std::string message);
  void error(std::string file, std::uint32_t line, std::uint32_t column, std::string code,
             std::string message);

  bool strict() const { return m_strict; }
  const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
  std::size_t error_count() const { return m_errors; }
  std::size_t warning_count() const { return m_warnings; }
  void clear();
  /// Takes back every diagnostic `drop` selects, as if never reported (a
  /// finding that later knowledge refutes keeps its place until then).
  void withdraw(const std::function<bool(const Diagnostic&)>& drop);

private:
  bool m_strict;
  std::vector<Diagnostic> m_diagnostics;
  std::size_t m_errors = 0;
  std::size_t m_warnings = 0;
};

/// Thrown by a reader for an error it cannot continue after. Caught once at
/// the reader's boundary and turned into a Diagnostic.
class FatalError : public std::runtime_error
{
public:
  explicit FatalError(Diagnostic d);
  const Diagnostic& diagnostic() const { return m_diagnostic; }

private:
  Diagnostic m_diagnostic;
};

/// "did you mean X?" — the closest of `candidates` to `word`, if any is
/// close enough to be a plausible typo; empty otherwise (ninja's spellcheck).
std::string closest_match(std::string_view word, const std::vector<std::string>& candidates);

/// The one wording of a suggestion: "; did you mean 'X'?" ("" when `guess`
/// is empty), to append to a message.
std::string did_you_mean(std::string_view guess);

/// did_you_mean(closest_match(word, candidates)), and "" when the closest
/// is `word` itself.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace tosca
