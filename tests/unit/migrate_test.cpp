// Unit tests of migrate's records as JSON (src/migrate/src/record_json.hpp)
// and of the JsonWriter they are written with: the text is what
// nlohmann::json's dump gives for the same object, byte for byte (so the
// reports and journals of earlier runs read the same), a record reads back
// as itself, and a malformed or hostile entry is an error, never a crash.
#include <boost/test/unit_test.hpp>

#include "record_json.hpp"

#include "tosca/support/json.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace tosca;
using migrate::Record;

namespace {

Record sample()
{
  Record r;
  r.source = "repo/ServiceTemplate.tosca";
  r.kind = "xml";
  r.status = "converted with warnings";
  r.outputs = {"repo/a.yaml", "repo/b.yaml"};
  r.counts = {{"REF_UNKNOWN", 3}, {"XSD_ORDER", 1}};
  r.warnings = {{"REF_UNKNOWN", "type \"T\" is\tnowhere\n", "repo/x.tosca", 6, 21},
                {"XSD_ORDER", "élément", "repo/x.tosca", 7, 1}};
  r.seconds = 12.3456;
  r.verify = "lossless";
  r.input_sha256 = "8266b905";
  return r;
}

/// The record as the tool wrote it with nlohmann::json before.
nlohmann::json as_nlohmann(const Record& r)
{
  auto problems = [](const std::vector<Record::Problem>& list) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& p : list) {
      out.push_back({{"code", p.code}, {"message", p.message}, {"file", p.file},
                     {"line", p.line}, {"column", p.column}});
    }
    return out;
  };
  nlohmann::json j = {{"source", r.source},
                      {"kind", r.kind},
                      {"status", r.status},
                      {"reason", r.reason},
                      {"outputs", r.outputs},
                      {"diagnostics", r.counts},
                      {"errors", problems(r.errors)},
                      {"warnings", problems(r.warnings)},
                      {"seconds", std::round(r.seconds * 1000) / 1000},
                      {"input_sha256", r.input_sha256}};
  if (!r.verify.empty()) {
    j["verify"] = r.verify;
  }
  return j;
}

std::string written(const Record& r, int indent)
{
  std::string text;
  JsonWriter out(text, indent);
  migrate::detail::write_record(r, out);
  return text;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_record_is_written_as_nlohmann_dumps_it)
{
  Record empty;
  for (const Record& r : {sample(), empty}) {
    for (int indent : {-1, 1, 2}) {
      BOOST_TEST(written(r, indent) == as_nlohmann(r).dump(indent), "indent " << indent);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_record_reads_back_as_itself)
{
  const Record r = sample();
  const Record back =
      migrate::detail::record_from_json(migrate::detail::parse_json(migrate::detail::record_json(r)));
  BOOST_TEST(back.source == r.source);
  BOOST_TEST(back.outputs == r.outputs);
  BOOST_TEST((back.counts == r.counts));
  BOOST_TEST(back.warnings.size() == 2u);
  BOOST_TEST(back.warnings[0].message == r.warnings[0].message);
  BOOST_TEST(back.warnings[1].line == 7u);
  BOOST_TEST(back.seconds == 12.346);
  BOOST_TEST(back.verify == "lossless");
}

BOOST_AUTO_TEST_CASE(numbers_strings_and_empty_containers_as_nlohmann_writes_them)
{
  std::string text;
  JsonWriter out(text, 2);
  out.begin_object();
  out.key("a").begin_array().end_array();
  out.key("b").begin_object().end_object();
  out.key("c").begin_array().number(std::uint64_t{0}).number(0.0).number(100.0).number(0.001);
  out.number(1e6).boolean(false).string("\x01\"\\/").end_array();
  out.end_object();
  const nlohmann::json same = {{"a", nlohmann::json::array()},
                               {"b", nlohmann::json::object()},
                               {"c", {0u, 0.0, 100.0, 0.001, 1e6, false, "\x01\"\\/"}}};
  BOOST_TEST(text == same.dump(2));
}

BOOST_AUTO_TEST_CASE(invalid_utf8_is_written_as_replacement_characters)
{
  std::string text;
  JsonWriter(text, -1).string(std::string("a\xff" "b\xc3", 4));
  BOOST_TEST(text == "\"a\xEF\xBF\xBD" "b\xEF\xBF\xBD\"");
  BOOST_TEST(nlohmann::json::parse(text).get<std::string>() == "a\xEF\xBF\xBD" "b\xEF\xBF\xBD");
  // Overlong forms and surrogates are not UTF-8 either.
  text.clear();
  JsonWriter(text, -1).string("\xc0\xaf\xed\xa0\x80");
  BOOST_TEST(nlohmann::json::parse(text).get<std::string>().find("\xEF\xBF\xBD") == 0u);
}

BOOST_AUTO_TEST_CASE(malformed_and_hostile_entries_are_errors)
{
  using migrate::detail::parse_json;
  using migrate::detail::record_from_json;
  const std::string valid = migrate::detail::record_json(sample());
  BOOST_CHECK_THROW(parse_json(""), std::runtime_error);
  BOOST_CHECK_THROW(parse_json(valid.substr(0, valid.size() / 2)), std::runtime_error);
  BOOST_CHECK_THROW(parse_json(valid + "x"), std::runtime_error);
  // Nesting deep enough to exhaust a recursive reader's stack.
  BOOST_CHECK_THROW(parse_json(std::string(100000, '[') + std::string(100000, ']')),
                    std::runtime_error);
  BOOST_CHECK_THROW(record_from_json(parse_json("[]")), std::runtime_error);
  BOOST_CHECK_THROW(record_from_json(parse_json("{\"source\": 1}")), std::runtime_error);
  std::string negative = valid;
  negative.replace(negative.find("\"line\":6"), 8, "\"line\":-6");
  BOOST_CHECK_THROW(record_from_json(parse_json(negative)), std::runtime_error);
}

// Every JSON the tool writes places numbers as nlohmann's dump did before
// (diff values, reports' seconds): fixed from 1e-4 to 1e15, else scientific.
BOOST_AUTO_TEST_CASE(doubles_are_placed_as_nlohmann_places_them)
{
  std::vector<double> values = {0.0,    -0.0,   1.0,     -2.5,   0.1,    0.001,  0.0001,
                                1e-05,  1.5e-7, 123.456, 1e15,   1e16,   1.5e16, 12345678901234.5,
                                1e300,  -1e-300, 3.14159, 2e-4,  999999999999999.0};
  std::mt19937_64 random(42);
  for (int i = 0; i < 2000; ++i) {
    values.push_back(static_cast<double>(random() % 100000) / 1000); // seconds
  }
  for (double d : values) {
    std::string text;
    JsonWriter(text, -1).number(d);
    BOOST_TEST(text == nlohmann::json(d).dump(), "for " << nlohmann::json(d).dump());
  }
  // Any double reads back as itself. (nlohmann's Grisu2 gives a 17th digit
  // for a few in a thousand random bit patterns; the shortest digits are
  // written here, so only those can differ.)
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t bits = random();
    double d = 0;
    std::memcpy(&d, &bits, sizeof d);
    if (std::isfinite(d)) {
      std::string text;
      JsonWriter(text, -1).number(d);
      BOOST_TEST(nlohmann::json::parse(text).get<double>() == d, text);
    }
  }
  std::string text;
  JsonWriter(text, -1).begin_array().integer(-7).null().raw("{\"a\":1}").end_array();
  BOOST_TEST(text == "[-7,null,{\"a\":1}]");
}
