#include "template_residues.hpp"

#include "tosca/yaml/emit.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <unordered_set>

namespace tosca::yaml::detail {

using ir::Value;

namespace {

/// Where a value stands in the document, as a chain up to the root: a map
/// key, or a list index. Written out only for a message.
struct KeyPath
{
  const KeyPath* parent = nullptr;
  std::string_view key;
  std::size_t index = 0;
  bool indexed = false;
  std::size_t depth = 0; ///< keys and indices from the root
};

std::string path_text(const KeyPath* p)
{
  std::vector<const KeyPath*> chain;
  for (; p != nullptr; p = p->parent) {
    chain.push_back(p);
  }
  std::string out;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    if ((*it)->indexed) {
      out += "[" + std::to_string((*it)->index) + "]";
    } else {
      out += (out.empty() ? "" : ".") + std::string((*it)->key);
    }
  }
  return out.empty() ? "the document" : out;
}

/// The residues whose placeholder is the entry `key` of the map at `path`.
TemplateResidues* placeholder(const KeyPath* path, std::string_view key,
                              const std::vector<TemplateResidues*>& residues)
{
  if (residues.empty() || path == nullptr || path->depth != 2 || path->key != "tosca_convert" ||
      path->parent == nullptr || path->parent->key != "dsl_definitions") {
    return nullptr;
  }
  for (TemplateResidues* r : residues) {
    if (r->section() == key) {
      return r;
    }
  }
  return nullptr;
}

void drop_repeated(Value& v, const KeyPath* path, const ir::Document& doc, DiagnosticSink& sink,
                   const std::vector<TemplateResidues*>& residues)
{
  const std::size_t depth = path != nullptr ? path->depth + 1 : 1;
  if (v.kind == Value::Kind::list) {
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      const KeyPath here{path, {}, i, true, depth};
      drop_repeated(v.items[i], &here, doc, sink, residues);
    }
    return;
  }
  if (v.kind != Value::Kind::map) {
    return;
  }
  if (repeats_a_key(v)) {
    std::unordered_set<std::string> seen;
    std::vector<Value::Entry> kept;
    kept.reserve(v.entries.size());
    for (auto& e : v.entries) {
      if (!seen.insert(e.first).second) {
        sink.warning(doc.path, doc.ext.location.line, doc.ext.location.column,
                     "NOT_REPRESENTABLE",
                     "'" + e.first + "' is named twice in " + path_text(path) +
                         "; a YAML map holds it once, so the first is written");
        continue;
      }
      kept.push_back(std::move(e));
    }
    v.entries = std::move(kept);
  }
  for (auto& e : v.entries) {
    if (TemplateResidues* r = placeholder(path, e.first, residues); r != nullptr && r->frozen()) {
      r->finish(doc, sink); // its warnings, here in the document's order
      continue;
    }
    const KeyPath here{path, e.first, 0, false, depth};
    drop_repeated(e.second, &here, doc, sink, residues);
  }
}

/// The chain of `keys`, each link pointing at the one before (the keys
/// must outlive it).
std::vector<KeyPath> chain_of(const std::vector<std::string>& keys)
{
  std::vector<KeyPath> chain(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    chain[i] = KeyPath{i == 0 ? nullptr : &chain[i - 1], keys[i], 0, false, i + 1};
  }
  return chain;
}

/// The indent of the entries of the map at `depth` keys from the root.
std::size_t indent_at(std::size_t depth)
{
  return 2 * depth;
}

}  // namespace

void drop_repeated_keys(Value& v, const std::vector<std::string>& path, const ir::Document& doc,
                        DiagnosticSink& sink, const std::vector<TemplateResidues*>& residues)
{
  const std::vector<KeyPath> chain = chain_of(path);
  drop_repeated(v, chain.empty() ? nullptr : &chain.back(), doc, sink, residues);
}

TemplateResidues::TemplateResidues(std::string section, bool frozen, std::size_t spill_above)
    : m_section(std::move(section)), m_frozen(frozen), m_spill_above(spill_above)
{
}

bool TemplateResidues::empty() const
{
  return count() == 0;
}

std::size_t TemplateResidues::count() const
{
  return m_frozen ? m_written.size() : m_held.entries.size();
}

const std::string& TemplateResidues::key_at(std::size_t i) const
{
  return m_frozen ? m_written[i].key : m_held.entries[i].first;
}

std::vector<std::string> TemplateResidues::path_to(const std::string& key) const
{
  return {"dsl_definitions", "tosca_convert", m_section, key};
}

void TemplateResidues::add(std::string key, Value residue, const ir::Document& doc)
{
  if (residue.empty()) {
    return;
  }
  if (!m_frozen) {
    m_held.add(std::move(key), std::move(residue));
    return;
  }
  Written w;
  // Its repeated keys are dropped now, as the whole document's would be
  // before it is emitted; the warnings wait for finish(), to come in the
  // document's order.
  DiagnosticSink local;
  drop_repeated_keys(residue, path_to(key), doc, local);
  w.warnings = local.diagnostics();
  w.begin = m_spilled + m_text.size();
  emit_entry(key, std::move(residue), indent_at(3), m_text);
  w.end = m_spilled + m_text.size();
  w.key = std::move(key);
  m_written.push_back(std::move(w));
  spill_if_large();
}

void TemplateResidues::spill_if_large()
{
  if (m_text.size() < m_spill_above) {
    return;
  }
  if (!m_spill) {
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    m_spill = ec ? nullptr : NamelessFile::open(dir);
    if (!m_spill) {
      m_spill_above = SIZE_MAX; // no nameless file here: the text stays in memory
      return;
    }
  }
  m_spill->write(m_text);
  m_spilled += m_text.size();
  m_text.clear();
}

void TemplateResidues::append_range(std::size_t begin, std::size_t end, std::string& out) const
{
  if (begin < m_spilled) {
    const std::size_t to = std::min(end, m_spilled);
    m_spill->read_at(begin, to - begin, out);
    begin = to;
  }
  if (begin < end) {
    out.append(m_text, begin - m_spilled, end - begin);
  }
}

Value& TemplateResidues::later(const std::string& key)
{
  for (; m_indexed < count(); ++m_indexed) {
    m_index.emplace(key_at(m_indexed), m_indexed);
  }
  auto [it, added] = m_index.emplace(key, count());
  if (added) {
    ++m_indexed;
    if (!m_frozen) {
      m_held.add(key, Value::map());
    } else {
      Written w;
      w.key = key;
      w.begin = w.end = m_spilled + m_text.size();
      m_written.push_back(std::move(w));
    }
  }
  if (!m_frozen) {
    return m_held.entries[it->second].second;
  }
  Written& w = m_written[it->second];
  if (!w.later) {
    w.later = std::make_unique<Value>(Value::map());
  }
  return *w.later;
}

void TemplateResidues::install(Value& ext)
{
  if (!m_frozen) {
    if (Value* at = ext.find(m_section)) {
      *at = std::move(m_held);
      m_held = Value::map();
    }
  }
}

void TemplateResidues::finish(const ir::Document& doc, DiagnosticSink& sink)
{
  if (m_finished) {
    return;
  }
  m_finished = true;
  bool grown = false;
  for (Written& w : m_written) {
    for (auto& d : w.warnings) {
      sink.report(std::move(d));
    }
    w.warnings = {};
    if (w.later && !w.later->entries.empty()) {
      grown = true;
      drop_repeated_keys(*w.later, path_to(w.key), doc, sink);
    }
  }
  if (!grown) {
    m_written.clear(); // the text is whole already, its entries in order
  }
}

void TemplateResidues::write_text(std::string& out)
{
  if (!m_finished) {
    throw std::logic_error("the extension entries of " + m_section + " were written unfinished");
  }
  // The entries' text is in their order: it is read in runs, up to each
  // entry that has entries added later.
  std::size_t from = 0;
  for (Written& w : m_written) {
    if (w.later && !w.later->entries.empty()) {
      append_range(from, w.end, out);
      from = w.end;
      if (w.end > w.begin) {
        // The entry's own map goes on: its key and the entries so far are written.
        emit_entries(std::move(*w.later), indent_at(4), out);
      } else {
        emit_entry(w.key, std::move(*w.later), indent_at(3), out);
      }
    }
  }
  append_range(from, m_spilled + m_text.size(), out);
  m_written.clear();
  std::string().swap(m_text); // assigning "" would keep the buffer
  m_spill.reset();
  m_spilled = 0;
}

}  // namespace tosca::yaml::detail
