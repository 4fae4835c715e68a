// The round trip of xml2yaml's YAML, seen in its standard part.
//
// The standard part of xml2yaml's output is derived from the XML it keeps
// in the extension block, so comparing the documents through the IR cannot
// show an edit of a derived part that yaml2xml does not carry (a
// capability added to a type, a constraint on a property): both sides
// decode to the same XML. Here the input's standard part is compared with
// the standard part the round trip wrote, after naming every type by its
// QName on both sides (the layouts differ: a library layout imports types
// and names them run-wide, the round trip's output is self-contained).
// Only what the input itself defines is compared, and only for a
// self-contained output: a library layout's standard part depends on the
// whole run (names, the requirements other topologies imply).
#include "roundtrip_standard.hpp"

#include "tosca/yaml/value.hpp"

#include <algorithm>
#include <map>

namespace tosca::convert {

namespace {

using ir::Value;

constexpr const char* k_type_sections[] = {"artifact_types", "capability_types", "node_types",
                                           "relationship_types", "policy_types", "group_types"};

/// YAML type name -> `{namespace}name`, from the extension block's `types`
/// and `imported` entries.
std::map<std::string, std::string> type_names(const Value& doc)
{
  std::map<std::string, std::string> out;
  const Value* dsl = doc.find("dsl_definitions");
  const Value* ext = dsl != nullptr ? dsl->find("tosca_convert") : nullptr;
  if (ext == nullptr) {
    return out;
  }
  auto text = [](const Value* v) {
    return v != nullptr && v->kind == Value::Kind::string ? v->string : std::string();
  };
  for (const char* section : {"types", "imported"}) {
    const Value* entries = ext->find(section);
    if (entries == nullptr) {
      continue;
    }
    for (const auto& [yaml_name, entry] : entries->entries) {
      const std::string name = text(entry.find("name"));
      const std::string ns = text(entry.find("namespace"));
      if (!name.empty()) {
        out.emplace(yaml_name, name.front() == '{' || ns.empty() ? name : "{" + ns + "}" + name);
      }
    }
  }
  return out;
}

/// Every string naming a type, and every type section key, as its QName.
void rename(Value& v, const std::map<std::string, std::string>& names)
{
  if (v.kind == Value::Kind::string) {
    if (auto it = names.find(v.string); it != names.end()) {
      v.string = it->second;
    }
    return;
  }
  for (auto& [key, child] : v.entries) {
    rename(child, names);
  }
  for (auto& child : v.items) {
    rename(child, names);
  }
}

void rename_keys(Value& section, const std::map<std::string, std::string>& names)
{
  for (auto& entry : section.entries) {
    if (auto it = names.find(entry.first); it != names.end()) {
      entry.first = it->second;
    }
  }
}

/// An empty definition is one whether written `{}` or left null. File
/// names are left out (an operation's `implementation`, an artifact's
/// `file`): they are relative to where each document lies, and the IR
/// compares the files. `in_artifacts`: `v` is an `artifacts` map.
void normalise(Value& v, bool in_artifacts = false)
{
  if (v.kind == Value::Kind::null) {
    v = Value::map();
  }
  auto& e = v.entries;
  e.erase(std::remove_if(e.begin(), e.end(),
                         [](const auto& kv) { return kv.first == "implementation"; }),
          e.end());
  for (auto& [key, child] : e) {
    if (in_artifacts && child.kind == Value::Kind::map) {
      auto& fields = child.entries;
      fields.erase(std::remove_if(fields.begin(), fields.end(),
                                  [](const auto& kv) { return kv.first == "file"; }),
                   fields.end());
    }
    normalise(child, key == "artifacts");
  }
  for (auto& child : v.items) {
    normalise(child);
  }
}

/// The standard part of `doc` with types named by QName: no extension
/// block, no imports, no empty sections.
Value standard_part(const Value& doc)
{
  const auto names = type_names(doc);
  Value out = Value::map();
  for (const auto& [key, value] : doc.entries) {
    if (key == "dsl_definitions" || key == "imports") {
      continue;
    }
    Value v = value;
    normalise(v);
    if (v.kind == Value::Kind::map && v.entries.empty()) {
      continue;
    }
    if (std::find(std::begin(k_type_sections), std::end(k_type_sections), key) !=
        std::end(k_type_sections)) {
      rename_keys(v, names);
    }
    rename(v, names);
    out.add(key, std::move(v));
  }
  return out;
}

/// xml2yaml wrote `doc` as one self-contained file.
bool self_contained(const Value& doc)
{
  const Value* dsl = doc.find("dsl_definitions");
  const Value* ext = dsl != nullptr ? dsl->find("tosca_convert") : nullptr;
  return ext != nullptr && ext->find("layout") == nullptr && doc.find("imports") == nullptr &&
         ext->find("imported") == nullptr;
}

std::pair<Value, Value> comparable(const Value& input, const Value& back)
{
  Value a = standard_part(input);
  Value b = standard_part(back);
  // The round trip's output is self-contained: it also defines the types
  // the input imports. Keep the types the input defines.
  for (const char* section : k_type_sections) {
    Value* theirs = b.find(section);
    if (theirs == nullptr) {
      continue;
    }
    const Value* ours = a.find(section);
    auto& e = theirs->entries;
    e.erase(std::remove_if(e.begin(), e.end(),
                           [&](const auto& kv) {
                             return ours == nullptr || ours->find(kv.first) == nullptr;
                           }),
            e.end());
    if (e.empty()) {
      auto& top = b.entries;
      top.erase(std::remove_if(top.begin(), top.end(),
                               [&](const auto& kv) { return kv.first == section; }),
                top.end());
    }
  }
  return {std::move(a), std::move(b)};
}

}  // namespace

bool standard_trees(std::string_view input, const std::string& input_name, std::string_view back,
                    const std::string& back_name, diff::Tree& a, diff::Tree& b)
{
  DiagnosticSink quiet;
  Value in;
  Value out;
  try {
    in = yaml::parse_value(input, input_name, quiet);
    if (!self_contained(in)) {
      return false;
    }
    out = yaml::parse_value(back, back_name, quiet);
  } catch (const FatalError&) {
    return false; // the input was read already, and our own output parses
  }
  auto [ours, theirs] = comparable(in, out);
  a.file = input_name;
  a.root = diff::Node::map_at({});
  a.root.entries.emplace_back("standard", diff::describe(ours));
  b.file = back_name;
  b.root = diff::Node::map_at({});
  b.root.entries.emplace_back("standard", diff::describe(theirs));
  return true;
}

}  // namespace tosca::convert
