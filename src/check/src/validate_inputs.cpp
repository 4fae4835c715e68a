// validate's input listing: named files and directory contents, classified
// by the format registry from their first bytes.
#include "validate_inputs.hpp"

#include "tosca/convert/workspace.hpp"
#include "tosca/support/parallel.hpp"
#include "tosca/xml/reader.hpp"

namespace tosca::check::detail {

namespace {

/// Enough of a file to see its root element or version key; the whole file
/// when the head does not tell.
constexpr std::size_t k_head_size = 8192;

ValidateInput classify(const convert::FileSet& files, const std::string& path, bool named)
{
  using convert::Format;
  bool whole = false;
  std::string bytes;
  if (files.on_disk(path) && !files.is_file(path)) {
    // A pipe is read once, by the loader, which also reports a path that
    // is not there.
    return {path, ValidateInput::Kind::document, {}, {}};
  }
  try {
    bytes = files.head(path, k_head_size, whole);
  } catch (const FatalError&) {
    return {path, ValidateInput::Kind::document, {}, {}}; // the loader reports why
  }
  const convert::FormatInfo* f = &convert::identify(path, bytes);
  if (!whole && (f->format == Format::other || f->format == Format::other_xml)) {
    // A long prolog or comment header: the head did not tell.
    try {
      bytes = files.read(path);
      whole = true;
      f = &convert::identify(path, bytes);
    } catch (const FatalError&) {
    }
  }
  if (f->supporting) {
    return {path, ValidateInput::Kind::schema,
            "skipped: " + std::string(f->description) + ", not a TOSCA document (read for property types)",
            {}};
  }
  if (named || f->tosca) {
    return {path, ValidateInput::Kind::document, {}, whole ? std::move(bytes) : std::string()};
  }
  if (f->syntax == convert::Syntax::xml) {
    return {path, ValidateInput::Kind::skipped,
            "skipped: the root element is '" + xml::root_element_name(bytes) +
                "', not a TOSCA Definitions or ServiceTemplate document",
            {}};
  }
  return {path, ValidateInput::Kind::skipped,
          "skipped: not a TOSCA document (no tosca_definitions_version key)", {}};
}

}  // namespace

std::vector<ValidateInput> list_validate_inputs(const convert::FileSet& files,
                                                const std::vector<std::string>& paths,
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
    if (p != "-" && files.is_directory(p)) {
      for (auto& f : convert::list_candidate_files(p, convert::Syntax::any, &files)) {
        pending.push_back({std::move(f), false, true});
      }
    } else {
      // Standard input is told apart when it is read; the loader reports a
      // missing file.
      pending.push_back({p, true, p != "-" && files.is_file(p)});
    }
  }
  std::vector<ValidateInput> out(pending.size());
  parallel_for(pending.size(), jobs, [&](unsigned, std::size_t i) {
    const Pending& p = pending[i];
    out[i] = p.classify ? classify(files, p.path, p.named)
                        : ValidateInput{p.path, ValidateInput::Kind::document, {}, {}};
  });
  return out;
}

}  // namespace tosca::check::detail
