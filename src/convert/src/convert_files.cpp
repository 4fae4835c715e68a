#include "tosca/convert/convert_files.hpp"

#include "tosca/support/exit_codes.hpp"

#include <stdexcept>

namespace tosca::convert {

Conversion convert_files(const ConvertRequest& request, DiagnosticSink& sink)
{
  const FormatInfo& target = info(request.target);
  Conversion result;
  if (target.write == nullptr) {
    throw std::invalid_argument("no writer for " + std::string(target.description));
  }
  LoadOptions options = request.load;
  // The run's own view of the disk, unless the caller gave one: what its
  // walk of the input directories lists answers the package-root search
  // and the artifact checks (FileSet::walked_kind), for this run only.
  FileSet run_files;
  if (options.files == nullptr) {
    options.files = &run_files;
  }
  options.syntax = target.syntax == Syntax::yaml ? Syntax::xml : Syntax::yaml;
  result.workspace = load(request.inputs, options, sink);
  OutputPlace place;
  place.directory = request.output_directory.empty() ? "." : request.output_directory;
  place.files = options.files;
  place.library = request.library;
  place.beside_source = request.files_beside_sources;
  place.root = request.library_root;
  place.planned = request.planned;
  WriteOptions write = request.write;
  write.place = &place;
  write.jobs = options.jobs;
  result.outputs = target.write(result.workspace, sink, write);
  if (result.workspace.failed_inputs != 0) {
    result.exit_code = exit_unreadable;
  } else if (sink.error_count() != 0) {
    result.exit_code = exit_invalid;
  }
  return result;
}

}  // namespace tosca::convert
