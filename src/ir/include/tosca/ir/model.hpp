#pragma once
/// Everything a conversion reads: the documents (inputs first, then
/// search-path documents in a fixed order) and the XSD view of their types.

#include "tosca/ir/document.hpp"
#include "tosca/ir/xsd_model.hpp"

namespace tosca::ir {

struct Model
{
  std::vector<Document> documents;
  /// How many of `documents` the user named; the rest came from -I dirs.
  std::size_t input_count = 0;
  SchemaSet schemas;
};

}  // namespace tosca::ir
