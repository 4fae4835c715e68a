#pragma once
/// Properties documents from the YAML side (docs/mapping.md, *Properties*):
/// either kept as XML in the extension block (a fragment whose root element
/// and map view the XML library derives, see ReadOptions::derive_properties),
/// or rebuilt from the typed values of the standard part under a known root
/// element, with the original texts the writer kept where typing would
/// change them. The YAML side computes the values; the XML text is the
/// XML side's (convert::derive_xml_side).

#include "decode_fields.hpp"

#include "tosca/ir/common.hpp"

namespace tosca::yaml::detail {

/// A properties document kept as XML. `root`, when given, is the root
/// element name the writer recorded (it wins over the parsed one). The
/// root element and view come from the decoder's `derive_properties` (the
/// XML library's); without one the view stays null.
ir::PropertiesValue properties_from_fragment(const Decoder& d, const Node& at,
                                             ir::Fragment document,
                                             const std::optional<ir::QName>& root = std::nullopt);

/// Whether a text the writer kept (`property_text`, a Winery
/// `default_value`) still gives the typed value `v` of the standard part:
/// only then is it written back, so that an edited value wins.
bool agrees(const std::string& text, const ir::Value& v);

/// Reports (EDIT_NOT_CARRIED) each property whose standard value in the
/// template `definition`'s `properties` the kept XML document `kept` (its
/// view derived) does not hold, and each one it holds that the YAML no
/// longer has: edits of the YAML that writing the kept XML drops. `texts`
/// and `mapped` as for properties_from_values; nothing when `kept` has no
/// derived view.
void report_edits_over_kept_xml(const Decoder& d, const ir::PropertiesValue& kept,
                                const Node& definition, const Node* texts, const Node* mapped,
                                const std::string& owner);

/// A properties document rebuilt from the standard `properties` map
/// `values` (may be null: no values) under the element `root`: its map
/// view, exact, and an empty `document` that convert::derive_xml_side
/// renders in the form Winery writes. `texts` is
/// the writer's `property_text` map (may be null). A text the writer kept
/// is used only while it still agrees with the typed value, so a value
/// edited in the standard part wins. `mapped` is the writer's
/// `property_inputs` (may be null): the literal of each property that a
/// boundary mapping made `{get_input: X}`, used while it still reads X.
ir::PropertiesValue properties_from_values(const Decoder& d, const ir::QName& root,
                                           const Node* values, const Node* texts,
                                           const Node* mapped, const ir::Location& location);

}  // namespace tosca::yaml::detail
