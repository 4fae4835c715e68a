#pragma once
/// Finding the element an operator or a reference names: by name, by index
/// among its siblings, or relative to the element the condition belongs to
/// (SELF, CONTAINER, SOURCE, TARGET). Messages are the reference
/// implementation's ('Node "x" not found', 'Relation "..." is ambiguous').

#include "graph.hpp"

namespace tosca::variability {

Element& lookup_node(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_relation(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_group(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_policy(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_artifact(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_input(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_output(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_import(const Graph& g, const ir::Value& ref, const Element* context);
Element& lookup_container(const Element* element, const ir::Location& where);

/// The type or property of `container` named (or numbered) by the last
/// entry of `args`, e.g. [node, 0] or [node, relation, "port"].
Element& lookup_type(Element& container, const ir::Value& args);
Element& lookup_property(Element& container, const ir::Value& args);

/// The first element among nodes, groups and policies named `name`
/// (get_property's first argument).
Element& guess_element(const Graph& g, const ir::Value& name, const Element* context);

}  // namespace tosca::variability
