// Unit tests for the yaml library's private property typing helpers
// (src/yaml/src/typing.hpp): XSD built-in -> TOSCA type, XML text -> typed
// value and back, with the `canonical` flag telling when the way back
// would not reproduce the text.
#include <boost/test/unit_test.hpp>

#include "typing.hpp"

#include <cmath>

using tosca::ir::Value;
using tosca::yaml::detail::tosca_type_of_xsd;
using tosca::yaml::detail::typed_value;
using tosca::yaml::detail::xml_text_of;
using Kind = Value::Kind;

BOOST_AUTO_TEST_CASE(xsd_builtins_map_to_tosca_types)
{
  for (const char* s : {"string", "normalizedString", "token", "anyURI", "QName", "NCName", "ID"}) {
    BOOST_TEST(tosca_type_of_xsd(s) == "string", "xsd:" << s);
  }
  for (const char* s : {"integer", "int", "long", "short", "byte", "nonNegativeInteger",
                        "positiveInteger", "unsignedInt", "unsignedLong", "negativeInteger"}) {
    BOOST_TEST(tosca_type_of_xsd(s) == "integer", "xsd:" << s);
  }
  for (const char* s : {"float", "double", "decimal"}) {
    BOOST_TEST(tosca_type_of_xsd(s) == "float", "xsd:" << s);
  }
  BOOST_TEST(tosca_type_of_xsd("boolean") == "boolean");
  BOOST_TEST(tosca_type_of_xsd("dateTime") == "timestamp");
  BOOST_TEST(tosca_type_of_xsd("somethingElse") == "string", "unknown types fall back to string");
  BOOST_TEST(tosca_type_of_xsd("") == "string");
  BOOST_TEST(tosca_type_of_xsd("Int") == "string", "XSD names are case-sensitive");
}

namespace {

Value typed(const std::string& text, const std::string& type, bool expect_canonical)
{
  bool canonical = !expect_canonical;
  Value v = typed_value(text, type, canonical);
  BOOST_TEST(canonical == expect_canonical,
             "'" << text << "' as " << type << ": canonical flag should be " << expect_canonical);
  return v;
}

}  // namespace

BOOST_AUTO_TEST_CASE(integers)
{
  Value v = typed("3306", "integer", true);
  BOOST_TEST((v.kind == Kind::integer));
  BOOST_TEST(v.integer == 3306);
  BOOST_TEST(typed("-9223372036854775808", "integer", true).integer == INT64_MIN);
  Value plus = typed("+5", "integer", false);
  BOOST_TEST((plus.kind == Kind::integer && plus.integer == 5),
             "'+5' is in xs:integer's lexical space: typed, not canonical (written back as '5')");
  BOOST_TEST(typed("+-5", "integer", false).string == "+-5", "one sign only");
  BOOST_TEST((typed("007", "integer", false).kind == Kind::integer),
             "leading zeros parse but do not round-trip: value typed, canonical false");
  BOOST_TEST(typed("12abc", "integer", false).string == "12abc", "junk after digits keeps the text");
  BOOST_TEST(typed("99999999999999999999", "integer", false).string == "99999999999999999999",
             "out-of-range integers keep the text");
  // XML Schema collapses white space around every non-string value: a
  // pretty-printed <Port>\n  8000\n</Port> of xs:int is 8000.
  Value padded = typed("\n  8000\n", "integer", false);
  BOOST_TEST((padded.kind == Kind::integer && padded.integer == 8000));
  BOOST_TEST((typed(" 5", "integer", false).kind == Kind::integer));
  BOOST_TEST(typed("5 5", "integer", false).string == "5 5", "inner white space is not collapsed away");
  BOOST_TEST((typed(" \t\n", "integer", false).kind == Kind::null),
             "white space only is unset, as empty text is (not canonical: the text is kept)");
}

BOOST_AUTO_TEST_CASE(floats)
{
  Value v = typed("1.5", "float", true);
  BOOST_TEST((v.kind == Kind::floating));
  BOOST_TEST(v.floating == 1.5);
  BOOST_TEST((typed("2", "float", true).kind == Kind::floating), "xsd:double '2' is a float 2.0");
  BOOST_TEST((typed("2.0", "float", false).kind == Kind::floating),
             "'2.0' reads as 2.0 but writes back as '2'");
  BOOST_TEST(typed("INF", "float", false).string == "INF",
             "XSD's INF/NaN are not finite: kept as text");
  BOOST_TEST(typed("NaN", "float", false).string == "NaN");
  BOOST_TEST(typed("1e400", "float", false).string == "1e400", "overflow keeps the text");
  BOOST_TEST(typed("abc", "float", false).string == "abc");
  BOOST_TEST(typed(" 1.5 ", "float", false).floating == 1.5);
  BOOST_TEST(typed("+1.5", "float", false).floating == 1.5);
}

BOOST_AUTO_TEST_CASE(booleans)
{
  BOOST_TEST(typed("true", "boolean", true).boolean == true);
  BOOST_TEST(typed("false", "boolean", true).boolean == false);
  Value one = typed("1", "boolean", false);
  BOOST_TEST((one.kind == Kind::boolean && one.boolean), "xsd:boolean '1' is true, written back as 'true'");
  Value zero = typed("0", "boolean", false);
  BOOST_TEST((zero.kind == Kind::boolean && !zero.boolean));
  BOOST_TEST((typed("yes", "boolean", false).kind == Kind::string), "'yes' is no xsd:boolean");
  BOOST_TEST((typed("True", "boolean", false).kind == Kind::string), "xsd:boolean is case-sensitive");
  Value padded = typed(" true\n", "boolean", false);
  BOOST_TEST((padded.kind == Kind::boolean && padded.boolean), "white space around a boolean");
}

BOOST_AUTO_TEST_CASE(strings_and_empty_text)
{
  Value s = typed("  any text\n", "string", true);
  BOOST_TEST(s.string == "  any text\n", "strings are kept verbatim");
  BOOST_TEST(typed("2024-01-01T00:00:00Z", "timestamp", true).string == "2024-01-01T00:00:00Z");
  BOOST_TEST(typed("x", "", true).string == "x", "no type: text as is");
  BOOST_TEST(typed("x", "my.datatypes.Foo", true).string == "x", "data types keep the text");
  BOOST_TEST((typed("", "integer", true).kind == Kind::null), "empty text of a typed property is unset");
  BOOST_TEST((typed("", "string", true).kind == Kind::string), "empty text of a string is \"\"");
}

BOOST_AUTO_TEST_CASE(xml_text_round_trip)
{
  BOOST_TEST(xml_text_of(Value::null()) == "");
  BOOST_TEST(xml_text_of(Value::of(true)) == "true");
  BOOST_TEST(xml_text_of(Value::of(false)) == "false");
  BOOST_TEST(xml_text_of(Value::of(-42)) == "-42");
  BOOST_TEST(xml_text_of(Value::of(0.1)) == "0.1", "shortest form that reads back exactly");
  BOOST_TEST(xml_text_of(Value::of("t<e>xt")) == "t<e>xt", "text, not escaped XML");
  BOOST_TEST(xml_text_of(Value::list()) == "");
  for (const char* text : {"0", "-17", "3.25", "1e+300", "true", "false"}) {
    for (const char* type : {"integer", "float", "boolean"}) {
      bool canonical = false;
      Value v = typed_value(text, type, canonical);
      if (canonical) {
        BOOST_TEST(xml_text_of(v) == text, "canonical '" << text << "' as " << type
                                                         << " must write back identically");
      }
    }
  }
}
