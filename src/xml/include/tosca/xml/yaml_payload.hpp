#pragma once
/// The XML form of a YAML-born entity's definition (ir::Extensible::yaml):
/// the extension element <tc:yaml> in the project's namespace, written
/// where TOSCA allows ##other elements. Typed and exact:
///
///   <tc:yaml xmlns:tc="http://tosca-convert.org/xml/extensions/1">
///     <tc:map>
///       <tc:str key="type">tosca.nodes.Compute</tc:str>
///       <tc:map key="properties">
///         <tc:int key="port">80</tc:int>
///         <tc:list key="tags"><tc:str>a</tc:str></tc:list>
///         <tc:null key="note"/>
///       </tc:map>
///     </tc:map>
///   </tc:yaml>
///
/// Values: tc:map (children carry `key`), tc:list, tc:str, tc:int,
/// tc:float (xs:double spelling, INF/-INF/NaN), tc:bool (true/false),
/// tc:null. An empty or white-space-only string is written as a `value`
/// attribute, so no XML processor can drop it; a string holding characters
/// XML 1.0 cannot carry is written base64 with encoding="base64".

#include "tosca/ir/value.hpp"
#include "tosca/xml/writer.hpp" // k_extension_namespace

#include <string>
#include <string_view>

namespace tosca::xml {

/// The <tc:yaml> element, indented by `indent` spaces, one value per line.
/// Declares the tc prefix on itself unless `tc_in_scope`.
std::string render_yaml_payload(const ir::Value& value, int indent, bool tc_in_scope = false);

}  // namespace tosca::xml
