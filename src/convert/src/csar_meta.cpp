/// TOSCA.meta of a converted archive.
///
/// Block 0: the version names and values of the target rendering
/// (XML: `TOSCA-Meta-Version: 1.0`, `CSAR-Version: 1.0`; YAML:
/// `TOSCA-Meta-File-Version: 1.1`, `CSAR-Version: 1.1`), `Created-By` of
/// tosca-convert, and the entry under the target's name
/// (`Entry-Definitions`; the draft's `Entry-Service-Template` for
/// `--dialect csd03`). Each field keeps its place; every other field and
/// block is kept as it was.
///
/// File blocks: a converted file's block is renamed to its output and
/// records where it came from (`tosca-convert-Source`); an output with no
/// block before gets a block of just those two lines. Converting back to a
/// recorded name removes the record again, and a block that holds nothing
/// else goes with it. An archive without TOSCA.meta gets one, marked
/// `tosca-convert-Meta: generated`; converting that back to YAML leaves it
/// out again (the conventions that found the entry find it again). An entry inferred by
/// content for a YAML archive (YAML readers need one) is marked
/// `tosca-convert-Entry: inferred`, and the way back to XML removes it.

#include "csar_names.hpp"

namespace tosca::convert::detail {

namespace {

void set_versions(csar::MetaBlock& b0, CsarTarget target)
{
  const bool yaml = target == CsarTarget::yaml;
  const char* key = yaml ? "TOSCA-Meta-File-Version" : "TOSCA-Meta-Version";
  const char* other = yaml ? "TOSCA-Meta-Version" : "TOSCA-Meta-File-Version";
  if (b0.find(other) && !b0.find(key)) {
    b0.rename(other, key);
  }
  b0.set(key, yaml ? "1.1" : "1.0");
  b0.set("CSAR-Version", yaml ? "1.1" : "1.0");
}

void set_entry(csar::MetaBlock& b0, const std::string& entry, CsarTarget target,
               xml::OutputDialect dialect)
{
  const std::string_view key = target == CsarTarget::xml && dialect == xml::OutputDialect::csd03
                                   ? csar::k_entry_service_template
                                   : csar::k_entry_definitions;
  for (std::string_view spelling : {csar::k_entry_definitions, csar::k_entry_service_template,
                                    csar::k_entry_definition_misspelt}) {
    if (spelling != key && b0.find(spelling) && !b0.find(key)) {
      b0.rename(spelling, std::string(key));
    }
  }
  if (!entry.empty()) {
    b0.set(key, entry);
  }
}

/// The block for output `name` of source `source`.
csar::MetaBlock file_block_for(const csar::MetaBlock* old, const std::string& source,
                               const std::string& name)
{
  csar::MetaBlock b;
  if (old) {
    b = *old;
    b.line = 0;
  } else {
    b.fields.push_back({"Name", name, 0, {}});
  }
  b.set("Name", name);
  const csar::MetaField* recorded = b.find(k_source_field);
  const std::string origin = recorded ? csar::entry_name_of(recorded->value) : source;
  if (origin == name) {
    b.erase(k_source_field);
  } else if (!recorded) {
    b.set(k_source_field, source);
  }
  return b;
}

}  // namespace

std::optional<csar::Meta> rewrite_meta(const OpenedCsar& csar, const Renaming& renaming,
                                       CsarTarget target, xml::OutputDialect dialect,
                                       const std::string& entry, bool entry_inferred,
                                       const std::string& created_by)
{
  const auto& old = csar.package->meta;
  const bool generated_before = old && old->block0() && old->block0()->find(k_generated_field);
  if (generated_before && target == CsarTarget::yaml) {
    return std::nullopt; // found by convention before, found so again
  }
  csar::Meta meta;
  meta.path = old ? old->path : csar.package->archive.path + "!" + std::string(csar::k_meta_path);
  if (old) {
    meta.blocks = old->blocks;
  } else {
    csar::MetaBlock& b0 = meta.block0();
    b0.set(target == CsarTarget::yaml ? "TOSCA-Meta-File-Version" : "TOSCA-Meta-Version", "");
    b0.set("CSAR-Version", "");
    b0.set("Created-By", "");
    b0.set(k_generated_field, "generated");
  }
  csar::MetaBlock& b0 = meta.block0();
  set_versions(b0, target);
  b0.set("Created-By", created_by);
  const bool inferred_before = b0.find(k_inferred_field) != nullptr;
  if (inferred_before && target == CsarTarget::xml) {
    for (std::string_view spelling : {csar::k_entry_definitions, csar::k_entry_service_template,
                                      csar::k_entry_definition_misspelt, k_inferred_field}) {
      b0.erase(spelling);
    }
  } else {
    set_entry(b0, entry, target, dialect);
    if (entry_inferred && target == CsarTarget::yaml && !entry.empty()) {
      b0.set(k_inferred_field, "inferred");
    }
  }

  // File blocks: each converted source's block becomes its outputs'.
  std::vector<csar::MetaBlock> blocks;
  std::set<std::string> placed;
  for (std::size_t i = 1; i < meta.blocks.size(); ++i) {
    const csar::MetaField* n = meta.blocks[i].find("Name");
    const std::string source = n ? csar::entry_name_of(n->value) : std::string();
    auto it = renaming.outputs.find(source);
    if (it == renaming.outputs.end()) {
      blocks.push_back(meta.blocks[i]);
      continue;
    }
    placed.insert(source);
    for (const auto& name : it->second) {
      csar::MetaBlock b = file_block_for(&meta.blocks[i], source, name);
      if (b.fields.size() > 1) {
        blocks.push_back(std::move(b));
      }
    }
  }
  for (const auto& [source, names] : renaming.outputs) {
    if (placed.count(source) != 0) {
      continue;
    }
    for (const auto& name : names) {
      if (name != source) {
        blocks.push_back(file_block_for(nullptr, source, name));
      }
    }
  }
  meta.blocks.resize(1);
  meta.blocks.insert(meta.blocks.end(), blocks.begin(), blocks.end());
  return meta;
}

}  // namespace tosca::convert::detail
