// Unit tests for src/support: diagnostics formatting, the diagnostic sink,
// "did you mean" suggestions and UTF-8 validation (file reads and atomic
// writes: files_test.cpp).
#include <boost/test/unit_test.hpp>

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/xml_escape.hpp"

#include <string>
#include <vector>

using tosca::Diagnostic;
using tosca::DiagnosticSink;
using tosca::FatalError;
using tosca::Severity;

namespace {

Diagnostic diag(std::string file, std::uint32_t line, std::uint32_t column,
                Severity s = Severity::error, std::string code = "CODE")
{
  return Diagnostic{s, std::move(code), "something broke", std::move(file), line, column};
}

}  // namespace

// ------------------------------------------------------------ format_line

BOOST_AUTO_TEST_SUITE(format)

BOOST_AUTO_TEST_CASE(format_line_full)
{
  BOOST_TEST(tosca::format_line(diag("a.xml", 3, 7)) == "a.xml:3:7: error: something broke [CODE]");
  BOOST_TEST(tosca::format_line(diag("a.xml", 3, 7, Severity::warning, "XSD")) ==
             "a.xml:3:7: warning: something broke [XSD]");
  BOOST_TEST(tosca::format_line(diag("a.xml", 3, 7, Severity::note, "")) ==
             "a.xml:3:7: note: something broke");
}

BOOST_AUTO_TEST_CASE(format_line_partial_locations)
{
  BOOST_TEST(tosca::format_line(diag("a.xml", 3, 0)) == "a.xml:3: error: something broke [CODE]",
             "column 0 means unknown: no ':0'");
  BOOST_TEST(tosca::format_line(diag("a.xml", 0, 7)) == "a.xml: error: something broke [CODE]",
             "line 0 means unknown: the column is not shown either");
  BOOST_TEST(tosca::format_line(diag("", 3, 7)) == "error: something broke [CODE]",
             "no file: no location prefix at all");
}

BOOST_AUTO_TEST_CASE(severity_names)
{
  BOOST_TEST(tosca::to_string(Severity::note) == "note");
  BOOST_TEST(tosca::to_string(Severity::warning) == "warning");
  BOOST_TEST(tosca::to_string(Severity::error) == "error");
}

BOOST_AUTO_TEST_CASE(caret_under_column)
{
  const std::string src = "first line\nsecond <bad> line\nthird\n";
  const std::string out = tosca::format_with_source(diag("f", 2, 8), src);
  BOOST_TEST(out == "f:2:8: error: something broke [CODE]\n  second <bad> line\n         ^",
             "caret must sit under column 8 of line 2, got:\n" << out);
}

BOOST_AUTO_TEST_CASE(caret_column_one_and_last_line_without_newline)
{
  const std::string out = tosca::format_with_source(diag("f", 2, 1), "a\nxyz");
  BOOST_TEST(out == "f:2:1: error: something broke [CODE]\n  xyz\n  ^", "got:\n" << out);
}

BOOST_AUTO_TEST_CASE(control_characters_never_reach_the_terminal)
{
  // ESC, BEL, DEL and C1 (U+009B, the one-byte CSI) from an input file.
  BOOST_TEST(tosca::printable("a\x1b[2J\x07\x7f\xc2\x9b" "b\tc") ==
             "a\\x1b[2J\\x07\\x7f\\u009bb\tc");
  BOOST_TEST(tosca::printable("\xc3\xa9t\xc3\xa9") == "\xc3\xa9t\xc3\xa9", "other UTF-8 stays as it is");
  tosca::Diagnostic d = diag("f\x1b", 1, 4);
  d.message = "key '\x1b]0;t\x07'";
  const std::string out = tosca::format_with_source(d, "\x1b[1mkey: x");
  BOOST_TEST(out == "f\\x1b:1:4: error: key '\\x1b]0;t\\x07' [CODE]\n  \\x1b[1mkey: x\n        ^",
             "escaped in the file name, message and source line; the caret follows the escapes, got:\n"
                 << out);
}

BOOST_AUTO_TEST_CASE(caret_keeps_tabs_so_it_lines_up)
{
  const std::string out = tosca::format_with_source(diag("f", 1, 3), "\t\tx");
  BOOST_TEST(out == "f:1:3: error: something broke [CODE]\n  \t\tx\n  \t\t^",
             "tabs before the column must be copied into the caret line, got:\n" << out);
}

BOOST_AUTO_TEST_CASE(crlf_line_end_not_shown)
{
  const std::string out = tosca::format_with_source(diag("f", 1, 2), "ab\r\ncd\r\n");
  BOOST_TEST(out == "f:1:2: error: something broke [CODE]\n  ab\n   ^",
             "the \\r of a CRLF line end must not be printed, got:\n" << out);
}

BOOST_AUTO_TEST_CASE(no_source_line_without_line_number_or_past_end)
{
  BOOST_TEST(tosca::format_with_source(diag("f", 0, 0), "abc") == "f: error: something broke [CODE]");
  BOOST_TEST(tosca::format_with_source(diag("f", 5, 1), "a\nb\n") ==
                 "f:5:1: error: something broke [CODE]",
             "a line past the end of the source must show only the header");
}

BOOST_AUTO_TEST_CASE(long_lines_are_not_shown)
{
  const std::string long_line(201, 'x');
  BOOST_TEST(tosca::format_with_source(diag("f", 1, 3), long_line) ==
                 "f:1:3: error: something broke [CODE]",
             "a 201-character line must not be echoed");
  const std::string ok_line(200, 'x');
  const std::string out = tosca::format_with_source(diag("f", 1, 200), ok_line);
  BOOST_TEST(out == "f:1:200: error: something broke [CODE]\n  " + ok_line + "\n  " +
                        std::string(199, ' ') + "^",
             "a 200-character line is still shown, caret at its end");
  BOOST_TEST(tosca::format_with_source(diag("f", 1, 201), "short") ==
                 "f:1:201: error: something broke [CODE]",
             "a column over 200 hides the source line");
}

BOOST_AUTO_TEST_CASE(source_lines_shared_by_many_diagnostics)
{
  // One index for a file's diagnostics, asked in any order, shows what a
  // fresh look at the file shows: lines of 199 to 202 characters (the
  // limit), CRLF, an empty line, a last line without a break, past the end.
  std::string src;
  for (int n = 0; n < 40; ++n) {
    src += std::string(static_cast<std::size_t>(197 + n % 6), static_cast<char>('a' + n % 26));
    src += n % 3 == 0 ? "\r\n" : n % 7 == 0 ? "\n\n" : "\n";
  }
  src += "tail";
  const tosca::SourceLines lines(src);
  for (std::uint32_t line : {45u, 3u, 1u, 60u, 44u, 2u, 17u, 17u, 0u, 30u, 46u, 47u}) {
    for (std::uint32_t column : {1u, 150u, 200u, 201u}) {
      const tosca::Diagnostic d = diag("f", line, column);
      BOOST_TEST(tosca::format_with_source(d, lines) == tosca::format_with_source(d, src),
                 "line " << line << ", column " << column);
    }
  }
  const std::string minified = "<a>" + std::string(1'000'000, 'x') + "</a>\nnext";
  const tosca::SourceLines one(minified);
  BOOST_TEST(tosca::format_with_source(diag("f", 1, 5), one) == "f:1:5: error: something broke [CODE]");
  BOOST_TEST(tosca::format_with_source(diag("f", 2, 1), one) ==
             "f:2:1: error: something broke [CODE]\n  next\n  ^");
}

BOOST_AUTO_TEST_CASE(column_past_end_of_line)
{
  const std::string out = tosca::format_with_source(diag("f", 1, 10), "abc");
  BOOST_TEST(out == "f:1:10: error: something broke [CODE]\n  abc\n     ^",
             "caret goes right after the text when the column is past it, got:\n" << out);
}

BOOST_AUTO_TEST_SUITE_END()

// ------------------------------------------------------------ sink

BOOST_AUTO_TEST_SUITE(sink)

BOOST_AUTO_TEST_CASE(counts_by_severity)
{
  DiagnosticSink s;
  s.warning("f", 1, 2, "W", "w");
  s.error("f", 3, 4, "E", "e");
  s.report(diag("f", 5, 6, Severity::note));
  BOOST_TEST(s.warning_count() == 1u);
  BOOST_TEST(s.error_count() == 1u);
  BOOST_REQUIRE(s.diagnostics().size() == 3u);
  BOOST_TEST(tosca::to_string(s.diagnostics()[0].severity) == "warning");
  BOOST_TEST(s.diagnostics()[0].code == "W");
  BOOST_TEST(s.diagnostics()[0].line == 1u);
  BOOST_TEST(s.diagnostics()[0].column == 2u);
  BOOST_TEST(tosca::to_string(s.diagnostics()[1].severity) == "error");
  BOOST_TEST(tosca::to_string(s.diagnostics()[2].severity) == "note", "notes are kept as notes");
  BOOST_TEST(!s.strict());
}

BOOST_AUTO_TEST_CASE(strict_turns_warnings_into_errors)
{
  DiagnosticSink s(true);
  BOOST_TEST(s.strict());
  s.warning("f", 1, 1, "XSD", "w");
  s.report(diag("f", 1, 1, Severity::warning));
  s.report(diag("f", 1, 1, Severity::note));
  BOOST_TEST(s.warning_count() == 0u, "a strict sink records no warnings");
  BOOST_TEST(s.error_count() == 2u, "both warnings must count as errors");
  BOOST_TEST(tosca::to_string(s.diagnostics()[0].severity) == "error");
  BOOST_TEST(s.diagnostics()[0].code == "XSD", "the code survives the promotion");
  BOOST_TEST(tosca::to_string(s.diagnostics()[2].severity) == "note", "strict leaves notes alone");
}

BOOST_AUTO_TEST_CASE(clear_resets_everything)
{
  DiagnosticSink s(true);
  s.warning("f", 1, 1, "W", "w");
  s.error("f", 1, 1, "E", "e");
  s.clear();
  BOOST_TEST(s.diagnostics().empty());
  BOOST_TEST(s.error_count() == 0u);
  BOOST_TEST(s.warning_count() == 0u);
  BOOST_TEST(s.strict(), "clear keeps the strict mode");
}

BOOST_AUTO_TEST_CASE(fatal_error_carries_its_diagnostic)
{
  try {
    throw FatalError(diag("in.xml", 4, 2, Severity::error, "XML_MALFORMED"));
  } catch (const std::runtime_error& e) {
    BOOST_TEST(std::string(e.what()) == "in.xml:4:2: error: something broke [XML_MALFORMED]");
    const auto* f = dynamic_cast<const FatalError*>(&e);
    BOOST_REQUIRE(f != nullptr);
    BOOST_TEST(f->diagnostic().code == "XML_MALFORMED");
    BOOST_TEST(f->diagnostic().line == 4u);
  }
}

BOOST_AUTO_TEST_SUITE_END()

// ------------------------------------------------------------ closest_match

BOOST_AUTO_TEST_CASE(closest_match_suggestions)
{
  const std::vector<std::string> c = {"NodeType", "NodeTemplate", "RelationshipType", "Import"};
  BOOST_TEST(tosca::closest_match("NodeTyp", c) == "NodeType", "one deletion away");
  BOOST_TEST(tosca::closest_match("NodeTemplat", c) == "NodeTemplate");
  BOOST_TEST(tosca::closest_match("Improt", c) == "Import", "a transposition is two edits");
  BOOST_TEST(tosca::closest_match("NodeType", c) == "NodeType", "an exact match is the closest");
  BOOST_TEST(tosca::closest_match("Completely", c).empty(), "nothing plausible: no suggestion");
  BOOST_TEST(tosca::closest_match("x", {}).empty(), "no candidates: no suggestion");
  BOOST_TEST(tosca::closest_match("NodeTypeXXXXXXX", c).empty(),
             "a much longer word is filtered out by length");
}

BOOST_AUTO_TEST_CASE(closest_match_finds_a_closer_word_after_a_near_one)
{
  // Later candidates are measured only against the best so far; one that
  // beats it must still win, and one that ties it must not.
  BOOST_TEST(tosca::closest_match("abcdefghij", {"abcdefghXY", "abcdefghiX", "abcdefghiY"}) ==
             "abcdefghiX");
  BOOST_TEST(tosca::closest_match("abcdefghij", {"abcdefghij", "abcdefghiX"}) == "abcdefghij");
}

BOOST_AUTO_TEST_CASE(closest_match_agrees_with_a_plain_edit_distance)
{
  // The bounds that skip candidates (length, character counts, the best
  // so far) only skip what could not win: the same choice as measuring
  // every candidate in full. Words over a few letters (and bytes 64 apart,
  // which share a count bucket), so that near candidates are common.
  auto distance = [](const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
      row[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
      std::size_t diag = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= b.size(); ++j) {
        const std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
        diag = up;
      }
    }
    return row[b.size()];
  };
  unsigned seed = 12345;
  auto next = [&seed](unsigned n) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) % n;
  };
  const std::string letters = "abcA\x01\x41";
  auto word = [&] {
    std::string w(1 + next(9), ' ');
    for (char& ch : w) {
      ch = letters[next(static_cast<unsigned>(letters.size()))];
    }
    return w;
  };
  for (int round = 0; round < 3000; ++round) {
    const std::string w = word();
    std::vector<std::string> candidates(next(12));
    for (auto& c : candidates) {
      c = word();
    }
    const std::size_t limit = std::max<std::size_t>(2, w.size() / 3);
    std::string expected;
    std::size_t best = limit + 1;
    for (const auto& c : candidates) {
      if (const std::size_t d = distance(w, c); d < best) {
        best = d;
        expected = c;
      }
    }
    BOOST_TEST(tosca::closest_match(w, candidates) == expected, "round " << round);
  }
}

BOOST_AUTO_TEST_CASE(closest_match_prefers_first_of_equal_distance)
{
  BOOST_TEST(tosca::closest_match("cat", {"bat", "cut"}) == "bat",
             "ties go to the first candidate, so output is deterministic");
}

// ------------------------------------------------------------ find_invalid_utf8

BOOST_AUTO_TEST_SUITE(utf8)

BOOST_AUTO_TEST_CASE(valid_text)
{
  BOOST_TEST(!tosca::find_invalid_utf8("").has_value());
  BOOST_TEST(!tosca::find_invalid_utf8("plain ascii\nline 2\n").has_value());
  BOOST_TEST(!tosca::find_invalid_utf8("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80").has_value(),
             "2-, 3- and 4-byte sequences are valid");
  BOOST_TEST(!tosca::find_invalid_utf8("\xF4\x8F\xBF\xBF").has_value(), "U+10FFFF is the last valid");
  BOOST_TEST(!tosca::find_invalid_utf8("\xED\x9F\xBF\xEE\x80\x80").has_value(),
             "U+D7FF and U+E000 border the surrogates and are valid");
  BOOST_TEST(!tosca::find_invalid_utf8(std::string_view("a\0b", 3)).has_value(), "NUL is valid UTF-8");
}

namespace {
void expect_bad(std::string_view bytes, std::uint32_t line, std::uint32_t column, const char* what)
{
  auto pos = tosca::find_invalid_utf8(bytes);
  BOOST_TEST_CONTEXT(what)
  {
    BOOST_REQUIRE_MESSAGE(pos.has_value(), what << " must be reported as invalid UTF-8");
    BOOST_TEST(pos->line == line, what << ": wrong line");
    BOOST_TEST(pos->column == column, what << ": wrong column");
  }
}
}  // namespace

BOOST_AUTO_TEST_CASE(invalid_sequences)
{
  expect_bad("\xC0\x80", 1, 1, "overlong 2-byte NUL");
  expect_bad("\xC1\xBF", 1, 1, "overlong 2-byte U+007F");
  expect_bad("\xE0\x80\x80", 1, 1, "overlong 3-byte");
  expect_bad("\xE0\x9F\xBF", 1, 1, "overlong 3-byte U+07FF");
  expect_bad("\xF0\x80\x80\x80", 1, 1, "overlong 4-byte");
  expect_bad("\xF0\x8F\xBF\xBF", 1, 1, "overlong 4-byte U+FFFF");
  expect_bad("\xED\xA0\x80", 1, 1, "high surrogate U+D800");
  expect_bad("\xED\xBF\xBF", 1, 1, "low surrogate U+DFFF");
  expect_bad("\xF4\x90\x80\x80", 1, 1, "U+110000, above U+10FFFF");
  expect_bad("\xF7\xBF\xBF\xBF", 1, 1, "U+1FFFFF");
  expect_bad("\xF8\x88\x80\x80\x80", 1, 1, "5-byte form");
  expect_bad("\xFF", 1, 1, "byte 0xFF");
  expect_bad("\xFE", 1, 1, "byte 0xFE");
  expect_bad("\x80", 1, 1, "lone continuation byte");
  expect_bad("ab\xE2\x82", 1, 3, "sequence truncated by the end of input");
  expect_bad("ab\xE2\x82x", 1, 3, "sequence cut short by an ASCII byte");
  expect_bad("\xC3", 1, 1, "lone lead byte at end");
  expect_bad("\xF0\x9F\x98", 1, 1, "4-byte sequence missing its last byte");
}

BOOST_AUTO_TEST_CASE(position_is_line_and_column)
{
  expect_bad("abc\nde\xFF", 2, 3, "bad byte on line 2");
  expect_bad("\n\n\n\x80", 4, 1, "bad byte at start of line 4");
  expect_bad("ok\r\nxy\xC0\x80", 2, 3, "CRLF counts as one line end");
}

BOOST_AUTO_TEST_CASE(long_runs_of_ascii)
{
  // ASCII is skipped eight bytes at a time: a bad byte at every offset of
  // a long run, and after valid multi-byte text, is still found in place.
  for (std::size_t at = 0; at < 40; ++at) {
    std::string text(40, 'a');
    text[at] = '\x80';
    expect_bad(text, 1, static_cast<std::uint32_t>(at + 1), "after a run of ASCII");
  }
  expect_bad("0123456789\nabcdefghij\xC3\xA9klmnopq\xFF", 2, 19,
             "line and character column past the eight-byte steps");
  BOOST_TEST(!tosca::find_invalid_utf8(std::string(1000, 'x') + "\xC3\xA9" + std::string(9, 'y'))
                  .has_value());
}

// Regression (fixed): files.hpp documents the column as "counted in
// bytes" (and format_with_source places its caret by bytes), but
// find_invalid_utf8 counts one column per *character*: for "é\xFF" it
// returns column 2 where the header promises 3. Remove the decorator when
// the implementation (or the header) is made consistent.
BOOST_AUTO_TEST_CASE(column_counts_characters_as_documented)
{
  // Columns count characters, as Xerces does, so carets line up on
  // non-ASCII lines: 'é' is one character, the bad byte is column 2.
  auto pos = tosca::find_invalid_utf8("\xC3\xA9\xFF");
  BOOST_REQUIRE(pos.has_value());
  BOOST_TEST(pos->column == 2u);
  tosca::Diagnostic d{tosca::Severity::error, "X", "m", "f", 1, 2};
  BOOST_TEST(tosca::format_with_source(d, "\xC3\xA9!") == "f:1:2: error: m [X]\n  \xC3\xA9!\n   ^");
}

BOOST_AUTO_TEST_SUITE_END()


BOOST_AUTO_TEST_CASE(ncname_follows_xml_name_characters)
{
  for (const char* yes : {"a", "_x", "web-1.2", "caf\xC3\xA9", "\xC3\xA9t\xC3\xA9", "A\xC2\xB7" "b",
                          "\xE6\x97\xA5\xE6\x9C\xAC", "x\xCC\x81"}) {
    BOOST_TEST_CONTEXT(yes) { BOOST_TEST(tosca::is_ncname(yes)); }
  }
  for (const char* no : {"", "1a", "-a", ".a", "a:b", "a b", "db\xE2\x80\x93prod", "\xC2\xB7" "a",
                         "a\xC3", "a\xC0\x81", "a\xE0\x80\x81", "\xF5\x80\x80\x80", "a\xEF\xBF\xBF",
                         "\xCC\x81x"}) {
    BOOST_TEST_CONTEXT(no) { BOOST_TEST(!tosca::is_ncname(no)); }
  }
}
