#include "tosca/convert/roundtrip.hpp"
#include "roundtrip_standard.hpp"
#include "tosca/convert/formats.hpp"

#include "tosca/convert/diff.hpp"
#include "tosca/convert/xml_side.hpp"
#include "tosca/convert/yaml_to_xml.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/xml/canonical.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <filesystem>
#include <iterator>
#include <optional>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

/// A workspace of intermediate documents, with the search-path documents
/// of `from` moved behind them so references still resolve (`from` keeps
/// only its inputs).
Workspace intermediate(std::vector<ir::Document> docs, Workspace& from)
{
  Workspace ws;
  ws.model.documents = std::move(docs);
  ws.model.input_count = ws.model.documents.size();
  auto& behind = from.model.documents;
  const auto first = behind.begin() + static_cast<std::ptrdiff_t>(from.model.input_count);
  std::move(first, behind.end(), std::back_inserter(ws.model.documents));
  behind.erase(first, behind.end());
  std::move(from.context.begin(), from.context.end(), std::back_inserter(ws.model.documents));
  from.context.clear();
  ws.model.schemas = from.model.schemas;
  return ws;
}

struct Stage
{
  const RoundtripOptions& options;
  DiagnosticSink& sink;
  std::string stem;
  mutable std::optional<xml::Reader> own_reader;

  /// The name an intermediate goes by in diagnostics: `{step}/{stem}.{ext}`,
  /// the input's own stem, so names derived from the file name survive;
  /// the file is written when --keep asks for it.
  std::string keep(const std::string& step, const std::string& name, const std::string& text) const
  {
    if (options.keep_dir.empty()) {
      return "<roundtrip>/" + step + "/" + name;
    }
    const std::string p = lexical_join(lexical_join(options.keep_dir, step), name);
    fs::create_directories(fs::path(p).parent_path());
    write_file_atomic(p, text);
    return p;
  }

  std::vector<ir::Document> read_yaml(const std::vector<Output>& texts, const char* step,
                                      std::vector<ir::Document>& context) const
  {
    std::vector<ir::Document> docs;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      std::string name =
          keep(step, texts.size() > 1 ? texts[i].file_name : stem + ".yaml", texts[i].text);
      // The input was read within the limits; its rendering is ours, and
      // YAML spends about three nodes per XML element.
      yaml::ReadOptions unbounded;
      unbounded.set_limits(options.load.read);
      unbounded.lift_size_limits();
      yaml::ReadResult r = convert::read_yaml(texts[i].text, name, sink, unbounded, xml_reader());
      docs.push_back(std::move(r.document));
      for (auto& c : r.context) {
        context.push_back(std::move(c));
      }
    }
    return docs;
  }

  /// The cache's reader (its grammars are compiled), else one of our own.
  xml::Reader& xml_reader() const
  {
    if (options.load.cache != nullptr) {
      return options.load.cache->reader;
    }
    if (!own_reader) {
      own_reader.emplace();
    }
    return *own_reader;
  }

  ir::Document read_xml(const std::string& text, const char* step) const
  {
    std::string name = keep(step, stem + ".xml", text);
    xml::Reader& reader = xml_reader();
    xml::ReadOptions unbounded = options.load.read;
    unbounded.lift_size_limits(); // as for read_yaml
    return reader.read(text, name, sink, unbounded).document;
  }
};

}  // namespace

RoundtripResult roundtrip(const std::string& file, const RoundtripOptions& options,
                          DiagnosticSink& sink)
{
  RoundtripResult result;
  result.input = file;
  LoadOptions load = options.load;
  load.syntax = Syntax::any;
  Workspace ws = convert::load({file}, load, sink);
  result.sources = ws.sources;
  if (ws.failed_inputs != 0 || ws.model.input_count == 0) {
    return result;
  }
  const ir::Document& original = ws.model.documents.front();
  const std::string& source = ws.sources.begin()->second;
  result.from_yaml = identify(file, source).syntax == Syntax::yaml;
  if (!options.keep_dir.empty()) {
    fs::create_directories(options.keep_dir);
  }
  Stage stage{options, sink, fs::path(file == "-" ? "stdin" : file).stem().string(), {}};

  ir::Document back;
  std::optional<std::string> back_yaml;
  try {
    if (!result.from_yaml) {
      // XML -> YAML -> XML.
      yaml::WriteOptions wopt;
      wopt.version = options.yaml_version;
      std::vector<Output> yaml_texts = xml_to_yaml(ws, sink, wopt);
      std::vector<ir::Document> context;
      Workspace mid = intermediate(stage.read_yaml(yaml_texts, "yaml", context), ws);
      std::vector<ir::Document> docs = documents_for_xml(mid);
      if (docs.empty()) {
        return result;
      }
      back = stage.read_xml(xml::write(docs.front(), sink), "back");
    } else {
      // YAML -> XML -> YAML.
      std::vector<ir::Document> docs = documents_for_xml(ws);
      ir::Document mid_doc = stage.read_xml(xml::write(docs.front(), sink), "xml");
      std::vector<ir::Document> mid_docs;
      mid_docs.push_back(std::move(mid_doc));
      Workspace mid = intermediate(std::move(mid_docs), ws);
      std::vector<ir::Document> context;
      yaml::WriteOptions wopt;
      // Back in the input's own version, so its standard part compares.
      wopt.version = original.yaml_version.empty() ? options.yaml_version : original.yaml_version;
      std::vector<Output> back_texts = xml_to_yaml(mid, sink, wopt);
      if (back_texts.size() == 1) {
        back_yaml = back_texts.front().text;
      }
      Workspace end = intermediate(stage.read_yaml(back_texts, "back", context), mid);
      std::vector<ir::Document> final_docs = documents_for_xml(end);
      if (final_docs.empty()) {
        return result;
      }
      back = std::move(final_docs.front());
    }
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    return result;
  }
  result.completed = true;
  xml::Canonicalizer canonicalizer;
  diff::Tree a = diff::describe(original, canonicalizer, result.from_yaml ? std::string_view{} : source);
  diff::Tree b = diff::describe(back, canonicalizer);
  std::vector<diff::Difference> differences = diff::compare(a, b);
  // The standard part of xml2yaml's output is derived from the IR, so the
  // IR alone cannot show an edit the way back did not carry (a capability
  // added to a type that has no XML form): compare it as YAML too.
  diff::Tree std_a;
  diff::Tree std_b;
  if (back_yaml && standard_trees(source, file, *back_yaml,
                                   "<roundtrip>/back/" + stage.stem + ".yaml", std_a, std_b)) {
    for (auto& d : diff::compare(std_a, std_b)) {
      differences.push_back(std::move(d));
      ++result.standard_differences;
    }
  }
  result.differences = differences.size();
  result.text = diff::format_text(differences);
  result.json = diff::format_json(differences);
  return result;
}

}  // namespace tosca::convert
