#pragma once
/// What a conversion produces: one text per output document, named, with
/// the input it came from; and the options every writer takes.

#include "tosca/xml/writer.hpp"
#include "tosca/yaml/writer.hpp"
#include "tosca/support/nameless_file.hpp"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tosca::convert {

struct OutputPlace;

struct Output
{
  std::string file_name; ///< suggested name inside an output directory
  std::string source;    ///< the input document it comes from
  /// The output's bytes; only their end when `spilled` holds the start.
  std::string text;
  /// A large output's first bytes, already in a nameless file in
  /// WriteOptions::spill_directory (null: all of it is `text`). Use
  /// whole_text() or save_output(), never `text` alone.
  std::shared_ptr<NamelessFile> spilled;
  bool failed = false;   ///< errors (under --strict) make the output unusable
  /// Files the text names that belong in a package with it (a TOSCAlite
  /// model's scripts): the path in the package, and the FileSet path they
  /// are read from.
  std::vector<std::pair<std::string, std::string>> files;
};

struct WriteOptions
{
  yaml::WriteOptions yaml;
  xml::WriteOptions xml;
  /// Where YAML outputs go, to name artifact files from there (null: relative
  /// to their package root).
  const OutputPlace* place = nullptr;
  /// Threads writing outputs that do not depend on each other.
  unsigned jobs = 1;
  /// Where the outputs will be saved, when they will be saved as files:
  /// an XML output larger than `spill_piece` is then written there as it
  /// is made (Output::spilled) and never held whole in memory. Empty: every
  /// output is held in memory. A directory that does not exist yet is not
  /// made; its outputs are held in memory.
  std::string spill_directory;
  std::size_t spill_piece = std::size_t{4} << 20;
};

/// All of `output`'s bytes (read back from its spilled file, if any; not
/// after save_output). Throws FatalError when they cannot all be read.
std::string whole_text(const Output& output);
/// Saves `output` as `path` atomically (see NamelessFile): its spilled file
/// given the name after its last bytes, else its text written. A spilled
/// output is saved once; a second save throws. Throws FatalError (IO_WRITE).
void save_output(const Output& output, const std::string& path);

/// `name` made safe as one file name: no separators, colons or control
/// characters, never empty, "." or "..".
std::string safe_file_name(std::string name);

/// Names made unique among those taken so far: `stem` + `ext` when free,
/// else the first free of `stem_2` + `ext`, `stem_3` + `ext`, ... Each
/// stem remembers where its count stopped, so thousands of outputs with
/// one name cost a step each, not a count from 2 each.
class UniqueNames
{
public:
  std::string take(const std::string& stem, const std::string& ext);
  /// Marks `name` taken (a name that is there already).
  void reserve(std::string name) { m_taken.insert(std::move(name)); }
  bool taken(const std::string& name) const { return m_taken.count(name) != 0; }

private:
  std::set<std::string> m_taken;
  std::map<std::string, int> m_next; ///< stem, NUL, ext -> the count to try next
};

}  // namespace tosca::convert
