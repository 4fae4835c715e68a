#pragma once
/// Records as JSON: a worker's record, the journal entries and
/// migration-report.json hold the same object per item (report_json.cpp).
/// Written as text as it goes (JsonWriter) and read through nlohmann's
/// SAX parser into an ir::Value: no nlohmann::json tree is ever made, so
/// none is destroyed when memory runs out (its destructor allocates, and
/// an allocation failing there ends the process).

#include "tosca/ir/value.hpp"
#include "tosca/migrate/migrate.hpp"
#include "tosca/support/json.hpp"

#include <string>
#include <string_view>

namespace tosca::migrate::detail {

/// The record as one JSON object, its keys in alphabetical order.
void write_record(const Record& r, JsonWriter& out);
/// The record on one line (a worker's `.record.json`).
std::string record_json(const Record& r);

/// JSON text as a value: an object is a map in its order, a number an
/// integer (a float when it has a fraction or does not fit). Throws
/// std::runtime_error when the text is no JSON, or nests past 64 levels.
ir::Value parse_json(std::string_view text);
/// `object[key]`; throws std::runtime_error when there is none.
const ir::Value& member(const ir::Value& object, std::string_view key);
/// Throws std::runtime_error on a malformed record.
Record record_from_json(const ir::Value& j);

}  // namespace tosca::migrate::detail
