/// TOSCA.meta reading and writing (see meta.hpp for the variants read).

#include "tosca/csar/meta.hpp"

#include "tosca/support/files.hpp"

#include <algorithm>

namespace tosca::csar {

namespace {

bool same_name(std::string_view a, std::string_view b)
{
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
           return std::tolower(x) == std::tolower(y);
         });
}

bool blank(std::string_view line)
{
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

std::string_view trim(std::string_view s)
{
  std::size_t b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) {
    return {};
  }
  std::size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

}  // namespace

const MetaField* MetaBlock::find(std::string_view name) const
{
  for (auto it = fields.rbegin(); it != fields.rend(); ++it) {
    if (same_name(it->name, name)) {
      return &*it;
    }
  }
  return nullptr;
}

void MetaBlock::set(std::string_view name, std::string value)
{
  for (auto it = fields.rbegin(); it != fields.rend(); ++it) {
    if (same_name(it->name, name)) {
      if (it->value != value) {
        it->value = std::move(value);
        it->raw.clear();
      }
      return;
    }
  }
  fields.push_back(MetaField{std::string(name), std::move(value), 0, {}});
}

void MetaBlock::rename(std::string_view from, std::string to)
{
  for (auto it = fields.rbegin(); it != fields.rend(); ++it) {
    if (same_name(it->name, from)) {
      it->name = std::move(to);
      it->raw.clear();
      return;
    }
  }
}

void MetaBlock::erase(std::string_view name)
{
  std::erase_if(fields, [&](const MetaField& f) { return same_name(f.name, name); });
}

MetaBlock& Meta::block0()
{
  if (blocks.empty()) {
    blocks.emplace_back();
  }
  return blocks.front();
}

const MetaBlock* Meta::block0() const
{
  return blocks.empty() ? nullptr : &blocks.front();
}

MetaBlock* Meta::file_block(std::string_view entry)
{
  for (std::size_t i = 1; i < blocks.size(); ++i) {
    const MetaField* n = blocks[i].find("Name");
    if (n && entry_name_of(n->value) == entry) {
      return &blocks[i];
    }
  }
  return nullptr;
}

const MetaBlock* Meta::file_block(std::string_view entry) const
{
  return const_cast<Meta*>(this)->file_block(entry);
}

const MetaField* Meta::entry_field() const
{
  const MetaBlock* b0 = block0();
  if (!b0) {
    return nullptr;
  }
  for (std::string_view name :
       {k_entry_definitions, k_entry_service_template, k_entry_definition_misspelt}) {
    if (const MetaField* f = b0->find(name)) {
      return f;
    }
  }
  return nullptr;
}

Meta parse_meta(std::string_view text, const std::string& path, DiagnosticSink& sink)
{
  if (auto bad = find_invalid_utf8(text)) {
    throw FatalError(Diagnostic{Severity::error, "CSAR_META_ENCODING",
                                "TOSCA.meta is not UTF-8 text", path, bad->line, bad->column});
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    text.remove_prefix(3);
  }
  Meta meta;
  meta.path = path;
  bool in_block = false;     // a field has been read since the last blank line
  std::uint32_t number = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    std::string_view line = text.substr(at, end == std::string_view::npos ? end : end - at);
    at = end == std::string_view::npos ? text.size() : end + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    if (blank(line)) {
      in_block = false;
      continue;
    }
    if (line.front() == ' ' || line.front() == '\t') {
      if (!in_block) {
        sink.error(path, number, 1, "CSAR_META_SYNTAX",
                   "a continuation line (starting with white space) with no field before it");
        continue;
      }
      MetaField& f = meta.blocks.back().fields.back();
      f.value += " ";
      f.value += trim(line);
      f.raw += "\n";
      f.raw += line;
      continue;
    }
    std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || trim(line.substr(0, colon)).empty()) {
      sink.error(path, number, 1, "CSAR_META_SYNTAX",
                 "expected 'Name: value', found '" + std::string(line.substr(0, 60)) + "'");
      continue;
    }
    if (!in_block) {
      meta.blocks.emplace_back();
      meta.blocks.back().line = number;
      in_block = true;
    }
    MetaField f;
    f.name = std::string(trim(line.substr(0, colon)));
    f.value = std::string(trim(line.substr(colon + 1)));
    f.line = number;
    f.raw = std::string(line);
    if (same_name(f.name, k_entry_definition_misspelt) && meta.blocks.size() == 1) {
      sink.warning(path, number, 1, "CSAR_META_MISSPELT",
                   "'Entry-Definition' is a misspelling of 'Entry-Definitions'; read as such");
    }
    meta.blocks.back().fields.push_back(std::move(f));
  }
  return meta;
}

std::string write_meta(const Meta& meta)
{
  std::string out;
  bool first = true;
  for (const auto& block : meta.blocks) {
    if (block.fields.empty()) {
      continue;
    }
    if (!first) {
      out += "\n";
    }
    first = false;
    for (const auto& f : block.fields) {
      out += f.raw.empty() ? f.name + ": " + f.value : f.raw;
      out += "\n";
    }
  }
  return out;
}

std::string entry_name_of(std::string_view value)
{
  value = trim(value);
  while (value.substr(0, 2) == "./") {
    value.remove_prefix(2);
  }
  while (!value.empty() && value.front() == '/') {
    value.remove_prefix(1);
  }
  return std::string(value);
}

}  // namespace tosca::csar
