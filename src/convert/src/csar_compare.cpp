/// Comparing two CSARs (csar.hpp): definitions by meaning, paired by the
/// name they had before any conversion; TOSCA.meta by its fields; every
/// other entry byte for byte.

#include "csar_names.hpp"
#include "diff_json.hpp"

#include "tosca/convert/diff.hpp"
#include "tosca/convert/yaml_to_xml.hpp"
#include "tosca/xml/canonical.hpp"

#include <algorithm>

namespace tosca::convert {

namespace {

/// One side: the archive, its documents by original name.
struct SideData
{
  OpenedCsar csar;
  Workspace ws;
  std::vector<ir::Document> documents;
  std::map<std::string, std::size_t> by_origin; ///< original entry name -> documents[i]
  std::set<std::string> definition_entries;     ///< every entry read as definitions
};

bool open_side(std::string_view bytes, const std::string& path, const CsarOptions& options,
               DiagnosticSink& sink, SideData& side)
{
  try {
    side.csar = open_csar(bytes, path, options.limits, sink);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    return false;
  }
  side.ws = load_csar(side.csar, Syntax::any, options.load, sink);
  if (side.ws.failed_inputs != 0) {
    return false;
  }
  for (std::size_t d = 0; d < side.ws.model.input_count; ++d) {
    side.definition_entries.insert(side.csar.entry_of(side.ws.model.documents[d].path));
  }
  side.documents = documents_for_xml(side.ws);
  // Import locations that name converted files are compared by the names
  // those files had before any conversion.
  detail::Renaming original;
  for (const auto& entry : side.definition_entries) {
    if (std::string recorded = detail::recorded_source(side.csar, entry); !recorded.empty()) {
      original.outputs[entry] = {recorded};
    }
  }
  for (std::size_t i = 0; i < side.documents.size(); ++i) {
    const std::string entry = side.csar.entry_of(side.documents[i].path);
    const std::string recorded = detail::recorded_source(side.csar, entry);
    detail::rewrite_imports(side.documents[i], entry, original);
    side.by_origin[recorded.empty() ? entry : recorded] = i;
  }
  return true;
}

/// TOSCA.meta as compared: lower-case names, the conversion's own fields
/// left out, the entry key spelled one way, the source records dropped
/// (they only say how names were paired).
std::vector<std::string> meta_lines(const SideData& side)
{
  std::vector<std::string> lines;
  if (!side.csar.package->meta) {
    return lines;
  }
  const csar::Meta& meta = *side.csar.package->meta;
  for (std::size_t b = 0; b < meta.blocks.size(); ++b) {
    std::vector<std::string> block;
    for (const auto& f : meta.blocks[b].fields) {
      std::string n = f.name;
      std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return std::tolower(c); });
      // Digests of definitions files describe bytes; definitions are
      // compared by meaning instead.
      if (b != 0 && (n == "sha-256" || n == "swarm-address") && meta.blocks[b].find("Name") &&
          side.definition_entries.count(csar::entry_name_of(meta.blocks[b].find("Name")->value))) {
        continue;
      }
      if (n == "tosca-convert-source" || n == "tosca-convert-meta" || n == "tosca-convert-entry" ||
          (b == 0 && (n == "tosca-meta-version" || n == "tosca-meta-file-version" ||
                      n == "csar-version" || n == "created-by"))) {
        continue;
      }
      std::string value = f.value;
      const bool entry_key =
          n == "entry-service-template" || n == "entry-definition" || n == "entry-definitions";
      if (entry_key &&
          (meta.blocks[0].find(k_inferred_field) || meta.blocks[0].find(k_generated_field))) {
        continue; // tosca-convert named it; the original named none
      }
      if (n == "entry-service-template" || n == "entry-definition" || n == "entry-definitions") {
        n = "entry-definitions";
        value = csar::entry_name_of(value);
        const std::string recorded = detail::recorded_source(side.csar, value);
        value = recorded.empty() ? value : recorded;
      }
      if (n == "name") {
        const std::string recorded = detail::recorded_source(side.csar, csar::entry_name_of(value));
        value = recorded.empty() ? value : recorded;
      }
      block.push_back((b == 0 ? "block 0: " : "block: ") + n + ": " + value);
    }
    // A block of just Name and tosca-convert-Source was written by the
    // conversion for a file the original did not describe.
    if (b != 0 && block.size() == 1 && meta.blocks[b].find(k_source_field)) {
      continue;
    }
    lines.insert(lines.end(), block.begin(), block.end());
  }
  return lines;
}

/// The differences as they are found: text, and the JSON objects of the
/// two lists (each on one line, joined when the comparison is done).
struct Report
{
  CsarComparison& result;
  std::vector<std::string> entries{};
  std::vector<std::string> definitions{};

  void entry(const std::string& name, const std::string& what)
  {
    ++result.differences;
    result.text += name + ": " + what + "\n";
    std::string& e = entries.emplace_back();
    JsonWriter(e, -1).begin_object().key("entry").string(name).key("difference").string(what).end_object();
  }
};

}  // namespace

CsarComparison compare_csars(std::string_view a, const std::string& a_path, std::string_view b,
                             const std::string& b_path, const CsarOptions& options,
                             DiagnosticSink& sink)
{
  CsarComparison result;
  SideData sa;
  SideData sb;
  const bool ok_a = open_side(a, a_path, options, sink, sa);
  const bool ok_b = open_side(b, b_path, options, sink, sb);
  for (const auto* s : {&sa, &sb}) {
    result.sources.insert(s->ws.sources.begin(), s->ws.sources.end());
  }
  if (!ok_a || !ok_b) {
    return result;
  }
  result.completed = true;
  Report report{result};

  // Definitions, paired by original name.
  xml::Canonicalizer canonicalizer;
  for (const auto& [origin, ia] : sa.by_origin) {
    auto it = sb.by_origin.find(origin);
    if (it == sb.by_origin.end()) {
      report.entry(origin, "definitions only in A");
      continue;
    }
    const ir::Document& da = sa.documents[ia];
    const ir::Document& db = sb.documents[it->second];
    auto src = [](const SideData& s, const ir::Document& d) -> std::string_view {
      auto f = s.ws.sources.find(d.path);
      return f == s.ws.sources.end() ? std::string_view() : std::string_view(f->second);
    };
    diff::Tree ta = diff::describe(da, canonicalizer, src(sa, da));
    diff::Tree tb = diff::describe(db, canonicalizer, src(sb, db));
    std::vector<diff::Difference> found = diff::compare(ta, tb);
    if (!found.empty()) {
      result.differences += found.size();
      result.text += diff::format_text(found);
      std::string& d = report.definitions.emplace_back();
      JsonWriter w(d, -1);
      w.begin_object().key("entry").string(origin).key("comparison");
      diff::write_differences(found, w);
      w.end_object();
    }
  }
  for (const auto& [origin, ib] : sb.by_origin) {
    if (sa.by_origin.count(origin) == 0) {
      report.entry(origin, "definitions only in B");
    }
  }

  // TOSCA.meta.
  std::vector<std::string> ma = meta_lines(sa);
  std::vector<std::string> mb = meta_lines(sb);
  if (ma != mb) {
    std::size_t i = 0;
    while (i < ma.size() && i < mb.size() && ma[i] == mb[i]) {
      ++i;
    }
    report.entry(std::string(csar::k_meta_path),
                 "differs from line " + std::to_string(i + 1) + " of its fields: '" +
                     (i < ma.size() ? ma[i] : "(end)") + "' vs '" + (i < mb.size() ? mb[i] : "(end)") +
                     "'");
  }

  // Every other entry, byte for byte.
  auto others = [](const SideData& s) {
    std::map<std::string, const csar::Entry*> m;
    for (const auto& e : s.csar.package->archive.entries) {
      if (!e.directory && e.name != s.csar.package->meta_entry &&
          s.definition_entries.count(e.name) == 0) {
        m[e.name] = &e;
      }
    }
    return m;
  };
  const auto oa = others(sa);
  const auto ob = others(sb);
  for (const auto& [name, ea] : oa) {
    auto it = ob.find(name);
    if (it == ob.end()) {
      report.entry(name, "only in A");
    } else if (ea->data != it->second->data) {
      report.entry(name, "bytes differ (" + std::to_string(ea->data.size()) + " vs " +
                             std::to_string(it->second->data.size()) + " bytes)");
    }
  }
  for (const auto& [name, eb] : ob) {
    if (oa.count(name) == 0) {
      report.entry(name, "only in B");
    }
  }
  JsonWriter json(result.json, -1);
  json.begin_object().key("equal").boolean(result.differences == 0);
  for (const auto& [name, list] : {std::pair{"entries", &report.entries},
                                   std::pair{"definitions", &report.definitions}}) {
    json.key(name).begin_array();
    for (const auto& e : *list) {
      json.raw(e);
    }
    json.end_array();
  }
  json.end_object();
  result.json += "\n";
  return result;
}

}  // namespace tosca::convert
