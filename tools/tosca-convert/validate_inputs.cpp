// validate's input listing: named files and directory contents, classified
// by their first bytes (a TOSCA XML root, a TOSCA YAML version key, an XML
// Schema, or something else).
#include "validate_inputs.hpp"

#include "validate_parallel.hpp"

#include "tosca/convert/workspace.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <filesystem>
#include <fstream>

namespace tosca::cli {

namespace fs = std::filesystem;

namespace {

/// Enough of a file to see its root element or version key; the whole file
/// when the head does not tell.
constexpr std::size_t k_head_size = 8192;

std::string read_head(const std::string& path, std::size_t limit, bool& whole, bool& opened)
{
  std::ifstream in(path, std::ios::binary);
  opened = static_cast<bool>(in);
  std::string out(limit, '\0');
  in.read(out.data(), static_cast<std::streamsize>(limit));
  out.resize(static_cast<std::size_t>(in.gcount()));
  whole = out.size() < limit;
  return out;
}

std::string read_whole(const std::string& path)
{
  try {
    return read_file(path);
  } catch (const FatalError&) {
    return {}; // reported when the loader reads it
  }
}

ValidateInput classify_bytes(const std::string& path, bool named, const std::string& head,
                             bool whole)
{
  if (xml::looks_like_xml(head)) {
    std::string root = xml::root_element_name(head);
    if (root.empty() && !whole) {
      root = xml::root_element_name(read_whole(path));
    }
    if (root == "schema") {
      return {path, ValidateInput::Kind::schema,
              "skipped: an XML Schema, not a TOSCA document (read for property types)", {}};
    }
    if (named || root == "Definitions" || root == "ServiceTemplate") {
      return {path, ValidateInput::Kind::xml, {}, {}};
    }
    return {path, ValidateInput::Kind::skipped,
            "skipped: the root element is '" + root +
                "', not a TOSCA Definitions or ServiceTemplate document",
            {}};
  }
  bool tosca = yaml::looks_like_tosca_yaml(head);
  if (!tosca && !whole) {
    tosca = yaml::looks_like_tosca_yaml(read_whole(path));
  }
  if (named || tosca) {
    return {path, ValidateInput::Kind::yaml, {}, {}};
  }
  return {path, ValidateInput::Kind::skipped,
          "skipped: not a TOSCA document (no tosca_definitions_version key)", {}};
}

ValidateInput classify(const std::string& path, bool named)
{
  bool whole = false;
  bool opened = false;
  std::string head = read_head(path, k_head_size, whole, opened);
  if (!opened) {
    return {path, ValidateInput::Kind::xml, {}, {}}; // the loader reports why
  }
  ValidateInput in = classify_bytes(path, named, head, whole);
  if (whole && (in.kind == ValidateInput::Kind::xml || in.kind == ValidateInput::Kind::yaml)) {
    in.bytes = std::move(head);
  }
  return in;
}

}  // namespace

std::vector<ValidateInput> list_validate_inputs(const std::vector<std::string>& paths,
                                                unsigned jobs)
{
  // First the names (cheap, in order), then the reading, in parallel.
  struct Pending
  {
    std::string path;
    bool named = false;
    bool classify = false;
  };
  std::vector<Pending> pending;
  for (const auto& p : paths) {
    std::error_code ec;
    if (p != "-" && fs::is_directory(p, ec)) {
      for (auto& f : convert::list_candidate_files(p, convert::Syntax::any)) {
        pending.push_back({std::move(f), false, true});
      }
    } else {
      // Standard input is told apart when it is read; the loader reports a
      // missing file.
      pending.push_back({p, true, p != "-" && fs::exists(p, ec)});
    }
  }
  std::vector<ValidateInput> out(pending.size());
  parallel_for(pending.size(), jobs, [&](unsigned, std::size_t i) {
    const Pending& p = pending[i];
    out[i] = p.classify ? classify(p.path, p.named) : ValidateInput{p.path, ValidateInput::Kind::xml, {}, {}};
  });
  return out;
}

}  // namespace tosca::cli
