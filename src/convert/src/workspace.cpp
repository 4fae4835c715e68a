#include "tosca/convert/workspace.hpp"

#include "canonical_paths.hpp"
#include "load_inputs.hpp"

#include "tosca/support/files.hpp"
#include "tosca/support/uri.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <tuple>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

struct Loader
{
  const LoadOptions& options;
  DiagnosticSink& sink;
  Workspace& ws;
  const FileSet& files;
  /// The run's XML reader when there is no cache (compiled grammars).
  xml::Reader own_reader;
  /// Canonical key -> the path its document was loaded under.
  std::map<std::string, std::string> loaded;
  /// Where imports may point: the directories of the inputs and -I, and
  /// the archives they are in.
  std::vector<std::string> roots;
  /// Files named by Import locations, loaded after the inputs.
  std::vector<std::string> imported;
  CanonicalPaths paths;
  /// The canonical directories of `roots` (those on disk), for lookups.
  std::set<std::string> disk_roots;
  /// Named inputs already read and parsed (on several threads), by file.
  std::unordered_map<std::string, detail::Prefetched> prefetched;
  /// Where inputs have an XSD_UNDECLARED element, and its name: judged
  /// when every schema is loaded (an imported .xsd or one on -I may
  /// declare it).
  std::vector<std::pair<std::tuple<std::string, std::uint32_t, std::uint32_t>, ir::QName>>
      undeclared;

  void add_root(const std::string& dir)
  {
    const std::string archive = FileSet::archive_of(dir);
    if (!archive.empty()) {
      roots.push_back(archive);
      return;
    }
    const std::string c = paths.of(dir.empty() ? "." : dir);
    if (disk_roots.insert(c).second) {
      roots.push_back(c);
    }
  }

  /// `p` is a root or lies below one: each of its canonical ancestors is
  /// looked up, so many roots cost nothing per import.
  bool inside_roots(const std::string& p)
  {
    const std::string archive = FileSet::archive_of(p);
    if (!archive.empty()) {
      return std::find(roots.begin(), roots.end(), archive) != roots.end();
    }
    for (fs::path c = paths.of(p);; c = c.parent_path()) {
      if (disk_roots.count(c.string()) != 0) {
        return true;
      }
      if (c == c.root_path() || c.empty()) {
        return false;
      }
    }
  }

  bool exists(const std::string& p) const
  {
    return files.is_file(p) || files.is_directory(p);
  }

  /// A YAML import that is not read: a warning for the converters, an
  /// error for validate (LoadOptions::imports_required).
  void unread(const std::string& file, const Parsed::FileImport& im, const char* code,
              std::string message)
  {
    if (!im.hint) {
      ws.unread_imports.insert(file);
    }
    Diagnostic d{options.imports_required && !im.hint ? Severity::error : Severity::warning,
                 code, std::move(message), file, im.at.line, im.at.column};
    sink.report(std::move(d));
  }

  /// A relative YAML import from a file on disk that leaves the input and
  /// -I folders (`../types/x.yaml`, as TOSCA processors follow) is read
  /// when its target is a TOSCA YAML document, with a note; anything else
  /// there is never parsed, so nothing of it reaches a message. Archive
  /// entries never leave their archive; --strict follows none of these.
  bool follow_outside(const std::string& file, const Parsed::FileImport& im,
                      const std::string& target, std::string& why_not)
  {
    if (im.hint) {
      return false;
    }
    if (!FileSet::archive_of(file).empty() || !FileSet::archive_of(target).empty()) {
      why_not = " and leaves its archive";
      return false;
    }
    if (sink.strict()) {
      why_not = "; --strict reads no import from there";
      return false;
    }
    if (!files.is_file(target) || identify_file(files, target).format != Format::tosca_yaml) {
      why_not = " and is not a TOSCA YAML document";
      return false;
    }
    sink.report({Severity::note, "IMPORT_BEYOND_INPUT",
                 "imported location '" + im.location + "' lies outside the input and -I "
                 "directories; read because it is a TOSCA YAML document (--strict refuses it)",
                 file, im.at.line, im.at.column});
    follow_import(file, im, target);
    return true;
  }

  /// A relative import location is followed inside the allowed roots (and
  /// beyond them for YAML, see follow_outside); absolute paths and URLs
  /// never are.
  void queue_import(const std::string& file, const Parsed::FileImport& im)
  {
    const std::string& loc = im.location;
    if (!im.repository.empty()) {
      unread(file, im, "IMPORT_NOT_FOLLOWED",
             "import '" + loc + "' is from repository '" + im.repository +
                 "'; tosca-convert never fetches anything, so its definitions are searched on -I");
      return;
    }
    const bool url = loc.find("://") != std::string::npos;
    if (loc.empty() || url || loc.front() == '/' || file == "-") {
      // Never fetched, never read from an absolute path. XML's location is
      // a hint only (TOSCA 1.0 §3: imports resolve by namespace, on -I);
      // a YAML import names what it needs, so its absence is said.
      if (!im.hint && !loc.empty()) {
        unread(file, im, "IMPORT_NOT_FOLLOWED",
                     "import '" + loc + "' is " +
                         (url ? std::string("a URL; tosca-convert never fetches anything")
                          : file == "-" ? std::string("relative to standard input, which has no folder")
                                        : std::string("an absolute path; only files below the "
                                                      "inputs and -I directories are read")) +
                         "; its definitions are searched on -I");
      }
      return;
    }
    const std::string dir = FileSet::parent(file);
    std::optional<std::string> target = FileSet::join(dir, loc);
    if (target && !exists(*target) && loc.find('%') != std::string::npos) {
      // Winery writes locations as URIs: its directory names, already
      // percent-encoded, are encoded once more ("%253A" for "%3A").
      if (auto decoded = FileSet::join(dir, percent_decode(loc)); decoded && exists(*decoded)) {
        target = decoded;
      }
    }
    if (target && !exists(*target)) {
      std::error_code ec;
      const bool special = fs::exists(*target, ec) && !fs::is_directory(*target, ec);
      unread(file, im, "IMPORT_NOT_FOUND",
             "imported location '" + loc + "' " +
                 (special ? "is not a regular file (a device, pipe or socket) and is not read"
                          : "does not exist") +
                 " (looked for " + *target + "); definitions are searched on -I");
      return;
    }
    if (!target || !inside_roots(*target)) {
      std::string why_not;
      if (target && follow_outside(file, im, *target, why_not)) {
        return;
      }
      unread(file, im, "IMPORT_OUTSIDE",
             "imported location '" + loc + "' is outside the input and -I directories" + why_not +
                 "; not read");
      return;
    }
    follow_import(file, im, *target);
  }

  void follow_import(const std::string& file, const Parsed::FileImport& im,
                     const std::string& target)
  {
    imported.push_back(target);
    if (!im.hint) {
      ws.import_edges.push_back(ImportEdge{file, target, im.at.line, im.at.column});
    }
  }

  /// Names each edge's target by the path its document was loaded under
  /// (a file imported under two spellings is loaded once).
  void settle_edges()
  {
    for (auto& e : ws.import_edges) {
      if (auto it = loaded.find(key_of(e.to)); it != loaded.end()) {
        e.to = it->second;
      }
    }
  }

  /// The key under which `file` is loaded once, remembered by the cache:
  /// resolving it costs system calls.
  std::string key_of(const std::string& file)
  {
    if (file == "-") {
      return file;
    }
    if (options.cache == nullptr) {
      return canonical_key(file, paths);
    }
    auto [it, fresh] = options.cache->keys.try_emplace(file);
    if (fresh) {
      it->second = canonical_key(file, paths);
    }
    return it->second;
  }

  /// Loads one file. `input`: named by the user (or found in a directory
  /// they named, `from_dir`); otherwise imported or on the search path,
  /// and its problems are search-path diagnostics.
  void load_file(const std::string& file, bool input, bool from_dir = false)
  {
    const std::string key = key_of(file);
    if (file != "-" && !loaded.emplace(key, file).second) {
      return;
    }
    if (!input) {
      load_context(file, key);
      return;
    }
    const std::string path = file == "-" ? "<stdin>" : file;
    std::string bytes;
    const FormatInfo* known = nullptr;
    std::optional<LoadCache::Entry> parsed;
    if (auto it = prefetched.find(file); it != prefetched.end()) {
      bytes = std::move(it->second.bytes);
      known = it->second.format;
      parsed = std::move(it->second.entry);
      prefetched.erase(it);
    } else {
      try {
        bytes = file == "-" ? read_file(file, options.read.max_input_size) : files.read(file);
      } catch (const FatalError& e) {
        sink.report(e.diagnostic());
        ++ws.failed_inputs;
        return;
      }
    }
    const FormatInfo& format = known != nullptr ? *known : identify(file == "-" ? "" : file, bytes);
    if (format.supporting) {
      load_context(file, key);
      return;
    }
    if (!format.tosca && from_dir) {
      // Not a TOSCA document (an XML payload, a fragment): nothing to
      // convert or to find in it. Named inputs still get the full error.
      if (format.format == Format::other_xml) {
        sink.warning(path, 0, 0, "SKIPPED",
                     "skipped: the root element is '" + xml::root_element_name(bytes) +
                         "', not a TOSCA Definitions or ServiceTemplate document");
      }
      return;
    }
    if (format.container) {
      // A named archive is opened by its path before loading; one that
      // comes through standard input or a pipe has none to open it by.
      sink.error(path, 0, 0, "NOT_TOSCA",
                 std::string("this is ") + std::string(format.description) +
                     ", which is read from a file: save it and name that file");
      ++ws.failed_inputs;
      return;
    }
    if (options.syntax != Syntax::any && format.syntax != options.syntax) {
      if (options.syntax == Syntax::xml) {
        sink.error(path, 1, 1, "NOT_XML",
                   "not an XML document (YAML input is read by 'yaml2xml')");
      } else {
        sink.error(path, 1, 1, "NOT_YAML",
                   "an XML document, not YAML (XML input is read by 'xml2yaml')");
      }
      ++ws.failed_inputs;
      return;
    }
    if (format.read == nullptr) {
      sink.error(path, 0, 0, "NOT_TOSCA",
                 std::string("this is ") + std::string(format.description) +
                     ", not a TOSCA definitions document");
      ++ws.failed_inputs;
      return;
    }
    // A large input on disk is read again for a diagnostic's source line
    // (-> report); YAML is done with its bytes once they are a tree.
    const bool keep =
        file == "-" || !files.on_disk(file) || bytes.size() <= options.keep_sources_up_to;
    std::function<void()> text_read;
    if (!keep) {
      // Not `bytes = std::string()`: libstdc++ keeps the buffer then.
      text_read = [&bytes] { std::string().swap(bytes); };
    }
    LoadCache::Entry e = parsed ? std::move(*parsed)
                                : parse(format, path, bytes, sink.strict(), std::move(text_read));
    for (const auto& d : e.diagnostics) {
      if (auto element = xml::undeclared_element(d)) {
        undeclared.push_back({{d.file, d.line, d.column}, std::move(*element)});
      }
      sink.report(d);
    }
    if (keep) {
      ws.sources[path] = std::move(bytes);
    } else {
      ws.sources_on_disk.insert(path);
      std::string().swap(bytes);
    }
    if (!e.parsed) {
      ++ws.failed_inputs;
      return;
    }
    add(path, std::move(*e.parsed), true);
  }

  /// A document that is not an input (imported, on the search path, or an
  /// XML Schema): read once per cache, its diagnostics kept with it.
  void load_context(const std::string& file, const std::string& key)
  {
    LoadCache::Entry fresh;
    const LoadCache::Entry* e = nullptr;
    if (options.cache != nullptr) {
      if (auto it = options.cache->entries.find(key); it != options.cache->entries.end()) {
        e = &it->second;
      }
    }
    if (e == nullptr) {
      fresh = parse_context(file);
      fresh.path = file;
      e = options.cache != nullptr ? &(options.cache->entries[key] = std::move(fresh)) : &fresh;
    }
    // A cached file read before under another spelling ("./lib/t.tosca",
    // "in/../lib/t.tosca") is named as this load names it, so what a load
    // says never depends on what the cache served before.
    const bool respell = e->path != file;
    for (const auto& d : e->diagnostics) {
      Diagnostic shown = d;
      if (respell && shown.file == e->path) {
        shown.file = file;
      }
      ws.search_path_diagnostics.report(std::move(shown));
    }
    if (e->parsed) {
      Parsed p = options.cache != nullptr ? Parsed(*e->parsed) : std::move(*fresh.parsed);
      if (respell) {
        respelled(p, e->path, file);
      }
      add(file, std::move(p), false);
    }
  }

  static void respelled(Parsed& p, const std::string& was, const std::string& now)
  {
    for (auto* docs : {&p.documents, &p.context}) {
      for (auto& doc : *docs) {
        if (doc.path == was) {
          doc.path = now;
        }
      }
    }
    for (auto& [_, element] : p.schemas.elements) {
      if (element.source_path == was) {
        element.source_path = now;
      }
    }
  }

  LoadCache::Entry parse_context(const std::string& file)
  {
    LoadCache::Entry e;
    std::string bytes;
    try {
      bytes = files.read(file);
    } catch (const FatalError& error) {
      e.diagnostics.push_back(error.diagnostic());
      return e;
    }
    const FormatInfo& format = identify(file, bytes);
    if (!format.tosca && !format.supporting) {
      return e;
    }
    if (format.read == nullptr) {
      e.diagnostics.push_back({Severity::error, "NOT_TOSCA",
                               std::string("this is ") + std::string(format.description) +
                                   ", not a TOSCA definitions document",
                               file, 0, 0});
      return e;
    }
    return parse(format, file, bytes, ws.search_path_diagnostics.strict());
  }

  LoadCache::Entry parse(const FormatInfo& format, const std::string& path, std::string_view bytes,
                         bool strict, std::function<void()> text_read = {})
  {
    // One document at a time here (the inputs read together were parsed
    // by a Prefetcher, a thread each): it may use every job.
    xml::ReadOptions read = options.read;
    read.threads = std::max(1u, options.jobs);
    return detail::parse_document(reader(), format, path, bytes, read, strict,
                                  std::move(text_read));
  }

  xml::Reader& reader() { return options.cache != nullptr ? options.cache->reader : own_reader; }

  /// Adds what a file holds to the workspace and queues its imports.
  void add(const std::string& path, Parsed p, bool input)
  {
    // Imports are followed from the inputs and from what they import;
    // -I documents are found by name instead.
    const bool follow = input || std::find(imported.begin(), imported.end(), path) != imported.end();
    for (const auto& im : p.imports) {
      if (follow) {
        queue_import(path, im);
      }
    }
    for (auto& d : p.documents) {
      ws.model.documents.push_back(std::move(d));
    }
    for (auto& c : p.context) {
      ws.context.push_back(std::move(c));
    }
    ws.model.schemas.merge(std::move(p.schemas));
  }
};

/// The files of a search directory, listed once per cache (`scratch`
/// holds them without one).
const std::vector<std::string>& listing(const std::string& dir, const LoadOptions& options,
                                        const FileSet& files, std::vector<std::string>& scratch)
{
  if (options.cache == nullptr) {
    scratch = list_candidate_files(dir, options.syntax, &files);
    return scratch;
  }
  auto [it, fresh] = options.cache->listings.try_emplace(dir);
  if (fresh) {
    it->second = list_candidate_files(dir, options.syntax, &files);
  }
  return it->second;
}

}  // namespace

std::vector<std::string> list_candidate_files(const std::string& dir, Syntax syntax,
                                              const FileSet* files,
                                              const std::function<void(const std::string&)>& found)
{
  std::function<void(const std::string&)> candidate;
  if (found) {
    candidate = [&](const std::string& f) {
      if (listed_for(f, syntax)) {
        found(f);
      }
    };
  }
  std::vector<std::string> out;
  for (auto& f : (files != nullptr ? *files : FileSet::disk()).list(dir, candidate)) {
    if (listed_for(f, syntax)) {
      out.push_back(std::move(f));
    }
  }
  return out;
}

void prepare_for_workers()
{
  xml::keep_grammars_ready();
}

Workspace load(const std::vector<std::string>& inputs, const LoadOptions& options,
               DiagnosticSink& sink)
{
  Workspace ws;
  const FileSet& files = options.files != nullptr ? *options.files : FileSet::disk();
  Loader loader{options, sink, ws, files, {}, {}, {}, {}, {}, {}, {}, {}};
  loader.paths.look_in(files);
  for (const auto& in : inputs) {
    if (in != "-") {
      loader.add_root(files.is_directory(in) ? in : FileSet::parent(in));
    }
  }
  for (const auto& dir : options.search_dirs) {
    loader.add_root(dir);
  }
  std::vector<std::pair<std::string, bool>> named; // file, found in a directory
  {
    // Parsing starts while the directories are still walked.
    detail::Prefetcher ahead(options, files, loader.reader(), sink.strict(), options.jobs);
    const auto found = [&](const std::string& f) { ahead.offer(f, true); };
    for (const auto& in : inputs) {
      if (in != "-" && files.is_directory(in)) {
        for (auto& f : list_candidate_files(in, options.syntax, &files, found)) {
          named.emplace_back(std::move(f), true);
        }
      } else {
        named.emplace_back(in, false);
      }
    }
    loader.prefetched = ahead.finish(named);
  }
  for (const auto& [file, from_dir] : named) {
    loader.load_file(file, true, from_dir);
  }
  loader.prefetched.clear(); // inputs named twice (other spellings) were dropped
  ws.model.input_count = ws.model.documents.size();
  // Imported documents before the search path: they were named explicitly.
  // A copy: loading one may queue more imports and reallocate the list.
  for (std::size_t i = 0; i < loader.imported.size(); ++i) {
    const std::string file = loader.imported[i];
    loader.load_file(file, false);
  }
  loader.settle_edges();
  // Winery's `_history/` copies lose to every current definition, in any
  // -I directory: first the current files of each directory in order, then
  // the history of each.
  std::vector<std::string> history;
  for (const auto& dir : options.search_dirs) {
    if (!files.is_directory(dir)) {
      sink.warning(dir, 0, 0, "SEARCH_DIR", "search directory does not exist (-I)");
      continue;
    }
    std::vector<std::string> scratch;
    for (const auto& f : listing(dir, options, files, scratch)) {
      const std::string rel = FileSet::relative(f, dir);
      if (("/" + rel).find("/_history/") != std::string::npos) {
        history.push_back(f);
      } else {
        loader.load_file(f, false);
      }
    }
  }
  for (const auto& f : history) {
    loader.load_file(f, false);
  }
  // An element under a strict wildcard stands when some schema the run
  // loaded declares it (its content is not checked against it).
  std::set<std::tuple<std::string, std::uint32_t, std::uint32_t>> declared;
  for (const auto& [at, element] : loader.undeclared) {
    if (ws.model.schemas.elements.count(element) != 0) {
      declared.insert(at);
    }
  }
  if (!declared.empty()) {
    sink.withdraw([&](const Diagnostic& d) {
      return d.code == "XSD_UNDECLARED" && declared.count({d.file, d.line, d.column}) != 0;
    });
  }
  return ws;
}

}  // namespace tosca::convert
