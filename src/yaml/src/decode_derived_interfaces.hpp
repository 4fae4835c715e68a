#pragma once
/// Checking what the writer derives in a template's `interfaces` on the way
/// back (decode_topology.cpp): the XML keeps only the implementations it
/// recorded, so anything else in them is reported. Private to src/yaml.

#include "decode_fields.hpp"

#include <string>

namespace tosca::yaml::detail {

/// What a template's derived interface assignment may hold beyond input
/// values: the implementations the writer recorded, under one interface.
struct RecordedSteps
{
  const char* interface; ///< "Standard" (a node's host steps), "Configure" (connections)
  const Node* record;    ///< operation -> implementation, from the extension entry
  bool prefixed_inputs;  ///< SOURCE_X / TARGET_X read property X (connections)
  /// Only the recorded operations, each with its implementation, may be
  /// there (a relationship template has no other derived interface).
  bool only_recorded;
};

/// Checks that a template's `interfaces` are what the writer derives: each
/// operation input `{get_property: [node, input]}`, reading the property
/// of its own name, or `{get_input: input}`, and the operations whose implementations `steps`
/// records (a host's create of the node, a connection's connectTo). The
/// XML has nowhere to keep anything else.
void check_derived_interfaces(const Decoder& d, const Node* interfaces, const RecordedSteps& steps,
                              const Node* own_properties, const std::string& owner);

}  // namespace tosca::yaml::detail
