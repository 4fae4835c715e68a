#pragma once
/// The journal of a migration: DEST/.tosca-convert-migrate/ holds one entry
/// per finished item (items/<id>.json: the fingerprint of its input and its
/// record) and the staging folders items are converted into. An item's
/// outputs move from staging into DEST when it finishes, then its entry is
/// written; a run that was killed leaves only staging folders, which the
/// next run removes, and items without an entry, which it converts again.

#include "tosca/migrate/migrate.hpp"

#include <optional>
#include <string>
#include <vector>

namespace tosca::migrate::detail {

/// What identifies an item's input: SHA-256 of a file's bytes, or for a
/// directory of every file's path and bytes.
std::string fingerprint(const Item& item);

class Journal
{
public:
  explicit Journal(std::string dest);

  /// The item's record when it finished before from the same input.
  std::optional<Record> finished(const Item& item, const std::string& fingerprint) const;
  /// The item's staging folder.
  std::string staging(const Item& item) const;
  /// Its staging folder, emptied.
  std::string fresh_staging(const Item& item) const;
  void drop_staging(const Item& item) const;
  /// Moves the outputs into DEST (removing those of an earlier record
  /// that the new one no longer has), writes the entry, drops staging.
  void commit(const Item& item, const Record& record, const std::string& fingerprint) const;
  /// Every entry, in source order (for --merge).
  std::vector<Record> all() const;
  /// Writes DEST/name through the state folder, so no partial report and
  /// no temporary name ever shows in DEST.
  void publish(const std::string& name, const std::string& text) const;

private:
  std::string m_dest;
  std::string m_state;
  std::string id(const Item& item) const;
  std::string entry_path(const Item& item) const;
};

}  // namespace tosca::migrate::detail
