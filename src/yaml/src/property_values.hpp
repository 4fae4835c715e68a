#pragma once
/// Typing the values of a properties document's map view by their
/// definitions (typing.hpp), for the YAML writer (write_topology.cpp): the
/// entries of repeated simple elements and the fields of data types, with
/// the original texts kept wherever the typed value would write back
/// otherwise, so that the way back restores the bytes
/// (decode_properties.cpp uses a kept text while it still agrees).

#include "writer_state.hpp"

#include "tosca/ir/value.hpp"

#include <optional>
#include <string>

namespace tosca::yaml::detail {

/// Where an entry's problems are reported: the template and the location
/// of its properties document. Nested values report none (none is set).
struct PropertySite
{
  const std::string* owner = nullptr;
  ir::Location at;
};

/// Repeated elements of a simple type (`maxOccurs` > 1), `raw` a list of
/// their texts: each entry typed as one element is. When one would not
/// write back as its text, the texts of all are kept, in order, in
/// `texts` under `key`; with no `texts` the entries then stay the texts.
ir::Value typed_entries(WriterState& st, const ir::Value& raw, const std::string& entry_type,
                        const std::string& key, ir::Value* texts, const PropertySite& site);

/// A nested value typed by the fields of its data type `complex`: a text
/// that reads back as the same text becomes its type. With `texts` (a
/// map's fields, not a list's entries), a text that is a value of its type
/// but writes back otherwise (`<Port> 8080 </Port>`) is typed too and kept
/// there under the field's name, nested as the map is; any other text
/// stays a string. A field that repeats is a list (one element, a list of
/// one).
ir::Value nested_value(WriterState& st, const ir::Value& raw,
                       const std::optional<ir::QName>& complex, ir::Value* texts = nullptr);

/// Whether `v` is the text of one simple element or a list of such texts
/// (none of them Winery's `get_input: NAME`, which is an input, not a value).
bool simple_texts(const ir::Value& v);

}  // namespace tosca::yaml::detail
