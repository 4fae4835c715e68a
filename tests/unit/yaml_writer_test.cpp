// Unit tests of the YAML writer's two ways to one text: write() writes each
// template's extension entry as text once the template is written
// (src/yaml/src/template_residues.hpp); render() keeps the whole document
// as a value tree for the readers of its standard part, and
// emit_rendered() writes it. Both must give the same bytes and the same
// diagnostics, in the same order.
#include <boost/test/unit_test.hpp>

#include "template_residues.hpp"

#include "tosca/ir/index.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/emit.hpp"
#include "tosca/yaml/writer.hpp"

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;
using namespace tosca;
using ir::Value;

namespace {

std::string diagnostics_text(const DiagnosticSink& sink)
{
  std::string out;
  for (const auto& d : sink.diagnostics()) {
    out += format_line(d) + "\n";
  }
  return out;
}

/// A residue map with a key given twice, as only invalid input makes one.
Value residue_repeating(const std::string& key)
{
  Value r = Value::map();
  r.add("name", Value::of("an"));
  Value props = Value::map();
  props.add(key, Value::of("first"));
  props.add(key, Value::of("second"));
  r.add("properties", std::move(props));
  return r;
}

/// The entries' text and warnings, through TemplateResidues frozen or not
/// (and with the text spilled to disk past `spill_above` bytes).
std::pair<std::string, std::string> residues_text(
    bool frozen, std::size_t spill_above = yaml::detail::TemplateResidues::k_spill_above)
{
  ir::Document doc;
  doc.path = "d.xml";
  DiagnosticSink sink;
  yaml::detail::TemplateResidues residues("node_templates", frozen, spill_above);
  residues.add("a", residue_repeating("p"), doc);
  residues.add("empty", Value::map(), doc); // no entry
  Value b = Value::map();
  b.add("name", Value::of("b"));
  residues.add("b", std::move(b), doc);
  residues.later("a").add("lifecycle_from_host", Value::of("x"));
  residues.later("c").add("property_inputs", residue_repeating("q"));
  residues.later("a").add("connect_steps", Value::of("y"));

  Value document = Value::map();
  Value ext = Value::map();
  ext.add("format", Value::of(3));
  ext.add("node_templates", Value::map());
  ext.add("types", residue_repeating("t"));
  residues.install(ext);
  Value dsl = Value::map();
  dsl.add("tosca_convert", std::move(ext));
  document.add("dsl_definitions", std::move(dsl));

  std::vector<yaml::detail::TemplateResidues*> all{&residues};
  yaml::detail::drop_repeated_keys(document, {}, doc, sink, all);
  std::vector<yaml::Splice> splices;
  if (frozen) {
    Value* at = document.find("dsl_definitions")->find("tosca_convert")->find("node_templates");
    splices.push_back({at, {}, [&residues](std::string& out) { residues.write_text(out); }});
  }
  return {yaml::emit(std::move(document), splices), diagnostics_text(sink)};
}

}  // namespace

BOOST_AUTO_TEST_CASE(written_entries_are_the_entries_kept_as_values)
{
  const auto kept = residues_text(false);
  const auto written = residues_text(true);
  BOOST_TEST(written.first == kept.first);
  BOOST_TEST(written.second == kept.second);
  // Spilled to a nameless file after every entry, or after some: the same.
  for (std::size_t spill_above : {std::size_t{0}, std::size_t{1}, std::size_t{40}}) {
    const auto spilled = residues_text(true, spill_above);
    BOOST_TEST(spilled.first == kept.first, "spilled past " << spill_above);
    BOOST_TEST(spilled.second == kept.second, "spilled past " << spill_above);
  }
  // What both say: the first of each repeated key, each dropped one
  // located by its path, in the document's order; an empty entry none.
  BOOST_TEST(kept.first.find("first") != std::string::npos);
  BOOST_TEST(kept.first.find("second") == std::string::npos);
  BOOST_TEST(kept.first.find("empty") == std::string::npos);
  const std::string& warnings = kept.second;
  const auto a = warnings.find("dsl_definitions.tosca_convert.node_templates.a.properties");
  const auto c =
      warnings.find("dsl_definitions.tosca_convert.node_templates.c.property_inputs.properties");
  const auto t = warnings.find("dsl_definitions.tosca_convert.types.properties");
  BOOST_TEST_REQUIRE(a != std::string::npos, warnings);
  BOOST_TEST_REQUIRE(c != std::string::npos, warnings);
  BOOST_TEST_REQUIRE(t != std::string::npos, warnings);
  BOOST_TEST((a < c && c < t), warnings);
  // Entries added later follow the added ones, in the order they came.
  const std::string& text = kept.first;
  BOOST_TEST((text.find("      a:\n        name: an") != std::string::npos), text);
  BOOST_TEST((text.find("lifecycle_from_host") < text.find("connect_steps")), text);
  BOOST_TEST((text.find("      b:") < text.find("      c:")), text);
}

BOOST_AUTO_TEST_CASE(write_gives_the_text_of_the_rendered_document_for_every_golden_case)
{
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml";
  std::vector<fs::path> inputs;
  for (const auto& e : fs::directory_iterator(root)) {
    for (const char* name : {"in.xml", "in.ste", "in.tosca"}) {
      if (e.is_directory() && fs::exists(e.path() / name)) {
        inputs.push_back(e.path() / name);
      }
    }
  }
  std::sort(inputs.begin(), inputs.end());
  BOOST_TEST_REQUIRE(inputs.size() >= 80u);
  xml::Reader reader;
  std::size_t outputs = 0;
  for (const auto& input : inputs) {
    BOOST_TEST_CONTEXT("case " << input.parent_path().filename().string())
    {
      DiagnosticSink xml_sink;
      const std::string bytes = read_file(input.string());
      ir::Model model;
      try {
        model.documents.push_back(xml::root_element_name(bytes) == "Model"
                                      ? reader.read_toscalite(bytes, input.string(), xml_sink).document
                                      : reader.read(bytes, input.string(), xml_sink).document);
      } catch (const FatalError&) {
        continue; // a case of input refused before any YAML is written
      }
      model.input_count = 1;
      ir::Index index(model.documents);
      const std::size_t n = std::max<std::size_t>(1, model.documents[0].service_templates.size());
      for (std::size_t i = 0; i < n; ++i) {
        std::optional<std::size_t> st;
        if (!model.documents[0].service_templates.empty()) {
          st = i;
        }
        for (const char* version : {"tosca_simple_yaml_1_0", "tosca_simple_yaml_1_3"}) {
          yaml::WriteOptions options;
          options.version = version;
          DiagnosticSink by_write;
          DiagnosticSink by_render;
          const std::string written = yaml::write(model, index, {0, st}, by_write, options);
          const std::string rendered = yaml::emit_rendered(
              yaml::render(model, index, {0, st}, by_render, options), model, 0, by_render);
          BOOST_TEST(written == rendered, "output " << i << " (" << version << ")");
          BOOST_TEST(diagnostics_text(by_write) == diagnostics_text(by_render));
          ++outputs;
        }
      }
    }
  }
  BOOST_TEST_MESSAGE(inputs.size() << " golden inputs, " << outputs << " outputs compared");
}

BOOST_AUTO_TEST_CASE(halves_around_the_imports_give_the_text_of_the_whole)
{
  // The library layout emits each document before its imports are known
  // (convert's EmitAhead): head + imports_text + tail must be the text
  // emit_rendered gives after set_imports, with the same warnings, for
  // every golden case and for no imports, one and several.
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml";
  std::vector<fs::path> inputs;
  for (const auto& e : fs::directory_iterator(root)) {
    if (e.is_directory() && fs::exists(e.path() / "in.xml")) {
      inputs.push_back(e.path() / "in.xml");
    }
  }
  std::sort(inputs.begin(), inputs.end());
  BOOST_TEST_REQUIRE(inputs.size() >= 70u);
  xml::Reader reader;
  const std::vector<std::vector<std::string>> imports{
      {}, {"../types/A.yaml"}, {"../a.yaml", "b/c d.yaml", "x: y.yaml"}};
  std::size_t compared = 0;
  for (const auto& input : inputs) {
    BOOST_TEST_CONTEXT("case " << input.parent_path().filename().string())
    {
      DiagnosticSink xml_sink;
      ir::Model model;
      try {
        model.documents.push_back(reader.read(read_file(input.string()), input.string(), xml_sink).document);
      } catch (const FatalError&) {
        continue;
      }
      model.input_count = 1;
      ir::Index index(model.documents);
      for (const auto& files : imports) {
        DiagnosticSink whole_sink;
        DiagnosticSink halves_sink;
        Value whole = yaml::render(model, index, {0, std::nullopt}, whole_sink);
        Value split = yaml::render(model, index, {0, std::nullopt}, halves_sink);
        yaml::set_imports(whole, files);
        const std::string expected = yaml::emit_rendered(std::move(whole), model, 0, whole_sink);
        auto halves = yaml::emit_rendered_halves(split, model, 0, halves_sink);
        BOOST_TEST_REQUIRE(halves.has_value());
        BOOST_TEST(halves->head + yaml::imports_text(files) + halves->tail == expected);
        BOOST_TEST(diagnostics_text(halves_sink) == diagnostics_text(whole_sink));
        ++compared;
      }
    }
  }
  BOOST_TEST(compared >= 210u);
}

BOOST_AUTO_TEST_CASE(halves_refuse_what_they_cannot_split)
{
  ir::Model model;
  model.documents.emplace_back();
  model.input_count = 1;
  DiagnosticSink sink;
  Value empty = Value::map();
  BOOST_TEST(!yaml::emit_rendered_halves(empty, model, 0, sink));
  Value own_imports = Value::map();
  own_imports.add("tosca_definitions_version", Value::of("tosca_simple_yaml_1_3"));
  own_imports.add("imports", Value::list());
  BOOST_TEST(!yaml::emit_rendered_halves(own_imports, model, 0, sink));
  BOOST_TEST(own_imports.entries.size() == 2u); // left whole, to be emitted so
  Value repeated = Value::map();
  repeated.add("tosca_definitions_version", Value::of("tosca_simple_yaml_1_3"));
  repeated.add("node_types", Value::map());
  repeated.entries.push_back({"description", Value::of("late")});
  repeated.entries.push_back({"description", Value::of("again")});
  BOOST_TEST(!yaml::emit_rendered_halves(repeated, model, 0, sink));
  BOOST_TEST(yaml::imports_text({}).empty());
  BOOST_TEST(yaml::imports_text({"a.yaml"}) == "imports:\n- a.yaml\n");
}
