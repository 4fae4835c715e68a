// migration-report.json: a summary by status and kind, then one record per
// item in source order. The same record object is each journal entry.
#include "record_json.hpp"

#include <iomanip>
#include <sstream>

namespace tosca::migrate {

namespace detail {

namespace {

nlohmann::json problems(const std::vector<Record::Problem>& list)
{
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : list) {
    out.push_back({{"code", p.code}, {"message", p.message}, {"file", p.file},
                   {"line", p.line}, {"column", p.column}});
  }
  return out;
}

std::vector<Record::Problem> problems_from(const nlohmann::json& j)
{
  std::vector<Record::Problem> out;
  for (const auto& p : j) {
    out.push_back({p.at("code").get<std::string>(), p.at("message").get<std::string>(),
                   p.at("file").get<std::string>(), p.at("line").get<unsigned>(),
                   p.at("column").get<unsigned>()});
  }
  return out;
}

}  // namespace

nlohmann::json to_json(const Record& r)
{
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

Record record_from_json(const nlohmann::json& j)
{
  Record r;
  r.source = j.at("source").get<std::string>();
  r.kind = j.at("kind").get<std::string>();
  r.status = j.at("status").get<std::string>();
  r.reason = j.at("reason").get<std::string>();
  r.outputs = j.at("outputs").get<std::vector<std::string>>();
  r.counts = j.at("diagnostics").get<std::map<std::string, std::size_t>>();
  r.errors = problems_from(j.at("errors"));
  r.warnings = problems_from(j.at("warnings"));
  r.seconds = j.at("seconds").get<double>();
  r.input_sha256 = j.at("input_sha256").get<std::string>();
  r.verify = j.value("verify", std::string());
  return r;
}

}  // namespace detail

std::string report_json(const Summary& summary)
{
  nlohmann::json by_status = nlohmann::json::object();
  nlohmann::json by_kind = nlohmann::json::object();
  nlohmann::json items = nlohmann::json::array();
  for (const auto& r : summary.records) {
    by_status[r.status] = by_status.value(r.status, 0) + 1;
    by_kind[r.kind] = by_kind.value(r.kind, 0) + 1;
    items.push_back(detail::to_json(r));
  }
  nlohmann::json out = {{"tool", "tosca-convert migrate"},
                        {"items", summary.records.size()},
                        {"by_status", by_status},
                        {"by_kind", by_kind},
                        {"resumed", summary.resumed},
                        {"interrupted", summary.interrupted},
                        {"seconds", std::round(summary.seconds * 1000) / 1000},
                        {"records", items}};
  return out.dump(2) + "\n";
}

}  // namespace tosca::migrate
