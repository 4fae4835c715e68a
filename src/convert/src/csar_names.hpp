#pragma once
/// What a CSAR conversion calls its outputs, and the two rewrites that
/// follow from new names: import locations in the definitions and the
/// file blocks of TOSCA.meta. Shared by csar_convert.cpp only; kept apart so
/// the naming rules can be read on their own.

#include "tosca/convert/csar.hpp"
#include "tosca/convert/output.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace tosca::convert::detail {

/// Entry names: which converted source became which outputs.
struct Renaming
{
  /// Source entry -> the names of its outputs, in output order.
  std::map<std::string, std::vector<std::string>> outputs;
  /// Names in use in the output archive (copied entries and outputs).
  UniqueNames taken;

  /// `wanted`, or `stem_2.ext`, `stem_3.ext`, ... when it is taken; marks
  /// the result taken.
  std::string claim(const std::string& wanted);
  /// The first output of a source entry ("" when it was not converted).
  std::string first(const std::string& source) const;
};

/// The directory part of an entry name, with its trailing '/' ("" at the root).
std::string directory_of(const std::string& entry);
/// The file name of an entry without its last extension.
std::string stem_of(const std::string& entry);

/// The `tosca-convert-Source` a converted file's TOSCA.meta block records
/// ("" when none), so a file goes back to the name it had.
std::string recorded_source(const OpenedCsar& csar, const std::string& entry);

/// Rewrites the relative import locations of `doc` (read from entry
/// `entry`) that name a renamed file: XML Import elements and the imports
/// of a YAML-born document's definition.
void rewrite_imports(ir::Document& doc, const std::string& entry, const Renaming& renaming);

/// TOSCA.meta for the output archive (rules in csar_meta.cpp). Returns
/// nullopt when the output should have none: a YAML archive that had none
/// before it was converted to XML.
std::optional<csar::Meta> rewrite_meta(const OpenedCsar& csar, const Renaming& renaming,
                                       CsarTarget target, xml::OutputDialect dialect,
                                       const std::string& entry, bool entry_inferred,
                                       const std::string& created_by);

}  // namespace tosca::convert::detail

namespace tosca::convert {

/// A YAML CSAR as a TOSCAlite archive (csar_toscalite.cpp).
CsarConversion export_toscalite_archive(const OpenedCsar& csar, const CsarOptions& options,
                                        DiagnosticSink& sink);

}  // namespace tosca::convert
