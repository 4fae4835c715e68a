#pragma once
/// Records as JSON: the journal entries and migration-report.json use the
/// same object per item (report_json.cpp).

#include "tosca/migrate/migrate.hpp"

#include <nlohmann/json.hpp>

namespace tosca::migrate::detail {

nlohmann::json to_json(const Record& r);
/// Throws nlohmann::json::exception on a malformed entry.
Record record_from_json(const nlohmann::json& j);

}  // namespace tosca::migrate::detail
