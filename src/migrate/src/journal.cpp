#include "journal.hpp"

#include "record_json.hpp"

#include "tosca/support/directory.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/sha256.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace tosca::migrate {

namespace fs = std::filesystem;

std::string state_dir(const std::string& dest)
{
  return lexical_join(dest, ".tosca-convert-migrate");
}

namespace detail {

std::string fingerprint(const Item& item)
{
  std::error_code ec;
  if (!fs::is_directory(item.source, ec)) {
    return sha256_hex(read_file(item.source));
  }
  std::vector<std::string> files;
  for (const DirectoryEntry& e : walk_directory(item.source, false, ec)) {
    if (e.type == DirectoryEntry::Type::regular && !e.symlink) {
      files.push_back(fs::relative(e.path, item.source).generic_string());
    }
  }
  std::sort(files.begin(), files.end());
  std::string all;
  for (const auto& f : files) {
    all += f + '\0' + sha256_hex(read_file(lexical_join(item.source, f))) + '\n';
  }
  return sha256_hex(all);
}

Journal::Journal(std::string dest) : m_dest(std::move(dest)), m_state(state_dir(m_dest)) {}

std::string Journal::id(const Item& item) const
{
  return sha256_hex(item.relative).substr(0, 20);
}

std::string Journal::entry_path(const Item& item) const
{
  return lexical_join(lexical_join(m_state, "items"), id(item) + ".json");
}

std::optional<Record> Journal::finished(const Item& item, const std::string& fingerprint) const
{
  std::error_code ec;
  if (!fs::exists(entry_path(item), ec)) {
    return std::nullopt;
  }
  try {
    const ir::Value j = parse_json(read_file(entry_path(item)));
    const ir::Value& recorded = member(j, "fingerprint");
    if (recorded.kind != ir::Value::Kind::string || recorded.string != fingerprint) {
      return std::nullopt;
    }
    Record r = record_from_json(member(j, "record"));
    // An output someone deleted since is made again.
    for (const auto& o : r.outputs) {
      if (!fs::exists(lexical_join(m_dest, o), ec)) {
        return std::nullopt;
      }
    }
    return r;
  } catch (const std::exception&) {
    return std::nullopt; // an unreadable entry: the item is converted again
  }
}

std::string Journal::staging(const Item& item) const
{
  return lexical_join(lexical_join(m_state, "staging"), id(item));
}

std::string Journal::fresh_staging(const Item& item) const
{
  drop_staging(item);
  const std::string dir = staging(item);
  std::error_code ec;
  fs::create_directories(dir, ec);
  return dir;
}

void Journal::drop_staging(const Item& item) const
{
  std::error_code ec;
  remove_tree(staging(item), ec);
}

void Journal::commit(const Item& item, const Record& record, const std::string& fingerprint) const
{
  std::error_code ec;
  const std::string staged = staging(item);
  // Outputs an earlier conversion of this item made and this one does not.
  if (fs::exists(entry_path(item), ec)) {
    try {
      const Record old = record_from_json(member(parse_json(read_file(entry_path(item))), "record"));
      for (const auto& o : old.outputs) {
        if (std::find(record.outputs.begin(), record.outputs.end(), o) == record.outputs.end()) {
          fs::remove(lexical_join(m_dest, o), ec);
        }
      }
    } catch (const std::exception&) {
    }
  }
  for (const auto& o : record.outputs) {
    const std::string to = lexical_join(m_dest, o);
    fs::create_directories(fs::path(to).parent_path(), ec);
    fs::rename(lexical_join(staged, o), to, ec);
    if (ec) {
      throw FatalError({Severity::error, "IO_WRITE", "cannot move into place: " + ec.message(), to, 0, 0});
    }
  }
  std::string entry;
  JsonWriter out(entry, 1);
  out.begin_object().key("fingerprint").string(fingerprint).key("record");
  write_record(record, out);
  out.end_object();
  write_file_atomic(entry_path(item), entry + "\n");
  remove_tree(staged, ec);
}

std::vector<Record> Journal::all() const
{
  std::vector<Record> out;
  std::error_code ec;
  for (const DirectoryEntry& e : list_directory(lexical_join(m_state, "items"), ec)) {
    if (fs::path(e.path).extension() != ".json") {
      continue;
    }
    try {
      out.push_back(record_from_json(member(parse_json(read_file(e.path)), "record")));
    } catch (const std::exception&) {
    }
  }
  std::sort(out.begin(), out.end(),
            [](const Record& a, const Record& b) { return a.source < b.source; });
  return out;
}

void Journal::publish(const std::string& name, const std::string& text) const
{
  const std::string staged = lexical_join(lexical_join(m_state, "reports"), name);
  const std::string to = lexical_join(m_dest, name);
  write_file_atomic(staged, text);
  std::error_code ec;
  fs::rename(staged, to, ec);
  if (ec) {
    throw FatalError({Severity::error, "IO_WRITE", "cannot move into place: " + ec.message(), to, 0, 0});
  }
}

}  // namespace detail

void publish_reports(const std::string& dest, const std::string& suffix, const Summary& summary)
{
  const detail::Journal journal(dest);
  journal.publish("migration-report" + suffix + ".json", report_json(summary));
  journal.publish("migration-report" + suffix + ".html", report_html(summary));
}

Summary merge(const std::string& dest)
{
  Summary s;
  s.records = detail::Journal(dest).all();
  for (const auto& r : s.records) {
    s.seconds += r.seconds;
  }
  return s;
}

}  // namespace tosca::migrate
