// Schema validity errors about start tags in plain language: attributes
// that are missing, unknown or Winery's, values outside their type (said
// in words, with the allowed values), duplicate ids; each located at the
// attribute itself.
#include "xsd_messages.hpp"

#include "parser.hpp"
#include "xsd_content.hpp"
#include "xsd_messages_util.hpp"
#include "xsd_values.hpp"

#include <xercesc/framework/XMLAttDefList.hpp>
#include <xercesc/framework/XMLElementDecl.hpp>
#include <xercesc/framework/XMLValidityCodes.hpp>
#include <xercesc/util/XMLExceptMsgs.hpp>
#include <xercesc/validators/datatype/DatatypeValidator.hpp>
#include <xercesc/validators/schema/ComplexTypeInfo.hpp>
#include <xercesc/validators/schema/SchemaAttDef.hpp>

#include <algorithm>

namespace tosca::xml::detail {

namespace x = XERCES_CPP_NAMESPACE;

namespace {


const x::SchemaAttDef* attribute_def(const x::XMLElementDecl* decl, const Attribute& a,
                                     const std::function<std::string(unsigned)>& uri_text)
{
  const x::ComplexTypeInfo* type = type_of(decl);
  if (type == nullptr || !type->hasAttDefs()) {
    return nullptr;
  }
  x::XMLAttDefList& list = type->getAttDefList();
  for (XMLSize_t i = 0; i < list.getAttDefCount(); ++i) {
    const auto& def = static_cast<const x::SchemaAttDef&>(list.getAttDef(i));
    const x::QName* q = def.getAttName();
    if (utf8(q->getLocalPart()) == a.local() && uri_text(q->getURI()) == a.ns()) {
      return &def;
    }
  }
  return nullptr;
}

/// The attributes `decl` declares, as written in a document.
std::vector<std::string> declared_attributes(const x::XMLElementDecl* decl,
                                             const std::function<std::string(unsigned)>& uri_text)
{
  std::vector<std::string> out;
  const x::ComplexTypeInfo* type = type_of(decl);
  if (type == nullptr || !type->hasAttDefs()) {
    return out;
  }
  x::XMLAttDefList& list = type->getAttDefList();
  for (XMLSize_t i = 0; i < list.getAttDefCount(); ++i) {
    const auto& def = static_cast<const x::SchemaAttDef&>(list.getAttDef(i));
    const x::QName* q = def.getAttName();
    const std::string ns = uri_text(q->getURI());
    out.push_back((ns == k_xml_ns ? "xml:" : "") + utf8(q->getLocalPart()));
  }
  std::sort(out.begin(), out.end());
  return out;
}


}  // namespace

void XsdMessages::remember_ids(std::uint32_t node)
{
  const Node& n = m_doc.tree->nodes[node];
  for (const auto& a : n.attributes()) {
    if ((a.local() == "id" && a.ns().empty()) || (a.local() == "id" && a.ns() == k_xml_ns)) {
      m_ids.try_emplace(std::string(a.value()), name_of(node), n.line);
    }
  }
}

const std::pair<std::string, std::uint32_t>* XsdMessages::first_with_id(std::string_view id,
                                                                         std::uint32_t node)
{
  if (!m_ids_kept) {
    // The elements before this one, in document order (the tree's).
    for (std::uint32_t i = 0; i < node; ++i) {
      if (m_doc.tree->nodes[i].kind == Node::Kind::element) {
        remember_ids(i);
      }
    }
    m_ids_kept = true;
  }
  auto it = m_ids.find(id);
  return it == m_ids.end() ? nullptr : &it->second;
}

void XsdMessages::start_tag_error(const Raw& e, std::uint32_t node, const Open* parent,
                                  const x::XMLElementDecl* decl, std::size_t tag_offset)
{
  const Node& n = m_doc.tree->nodes[node];
  const std::string element = name_of(node);
  if (e.datatype) {
    if (e.code == x::XMLExcepts::VALUE_ID_Not_Unique) {
      const std::string id = in_quotes(e.text);
      const auto* first = first_with_id(id, node);
      std::string where = first == nullptr ? std::string()
                                           : " by " + first->first + " on line " +
                                                 std::to_string(first->second);
      report_at(node, "XSD_ID_DUPLICATE",
                "id '" + id + "' is already used" + where + "; ids must be unique in a document");
      return;
    }
    bad_value(e, node, decl, tag_offset);
    return;
  }
  switch (e.code) {
  case x::XMLValid::AttNotDefinedForElement:
  case x::XMLValid::AttNotDefined: {
    std::string attr = in_quotes(e.text); // "name", "p:name" or "{namespace}name"
    const Attribute* a = nullptr;
    for (const auto& candidate : n.attributes()) {
      if (raw_name(candidate) == attr || "{" + std::string(candidate.ns()) + "}" + std::string(candidate.local()) == attr) {
        a = &candidate;
      }
    }
    if (a != nullptr) {
      attr = raw_name(*a);
    }
    const auto at = attribute_position(node, tag_offset, attr);
    const bool artifact = n.local() == "ImplementationArtifact" || n.local() == "DeploymentArtifact";
    if (artifact && attr == "name" && n.ns() == k_tosca_ns) {
      report("WINERY_ARTIFACT_NAME",
             "attribute 'name' on " + element + " is a Winery extension: the TOSCA schema does "
             "not allow it",
             at.first, at.second);
      return;
    }
    if ((a != nullptr && is_winery_ns(a->ns())) ||
        (n.local() == "NodeTemplate" && (attr == "x" || attr == "y" || attr == "location"))) {
      report("WINERY_ATTRIBUTE",
             "attribute '" + attr + "' on " + element + " is written by Winery; the TOSCA schema "
             "does not allow it here",
             at.first, at.second);
      return;
    }
    std::string message = "attribute '" + attr + "' is not allowed on " + element;
    const auto allowed = declared_attributes(decl, m_doc.uri_text);
    const x::ComplexTypeInfo* type = type_of(decl);
    const bool other = type != nullptr && type->getAttWildCard() != nullptr;
    if (!allowed.empty()) {
      message += allowed.size() == 1 ? "; its only attribute is " + allowed[0]
                                     : "; its attributes are " + join_alternatives(allowed);
      message += other ? " (and attributes from other namespaces)" : "";
    } else if (type != nullptr) {
      message += other ? "; it only takes attributes from other namespaces" : "; it has no attributes";
    }
    report("XSD_UNKNOWN_ATTR", message, at.first, at.second);
    return;
  }
  case x::XMLValid::ElementNotQualified:
    report_at(node, "XSD_NAMESPACE",
              "element '" + element + "' has no namespace, but the schema declares it in one (" +
                  (parent != nullptr ? "that of " + name_of(parent->node) + ", " : "") +
                  "'" + (parent != nullptr ? std::string(m_doc.tree->nodes[parent->node].ns()) : std::string()) +
                  "'); check the xmlns declarations in scope");
    return;
  case x::XMLValid::ElementNotUnQualified:
    report_at(node, "XSD_NAMESPACE",
              "element '" + element + "' is in namespace '" + std::string(n.ns()) +
                  "', but the schema declares it without one");
    return;
  case x::XMLValid::RequiredAttrNotProvided:
    report_at(node, "XSD_MISSING_ATTR",
              "attribute '" + in_quotes(e.text) + "' is required on " + element);
    return;
  case x::XMLValid::InvalidEmptyAttValue: {
    Raw empty = e; // "attribute cannot have empty value": find the empty one
    empty.text = "value ''";
    bad_value(empty, node, decl, tag_offset);
    return;
  }
  case x::XMLValid::ReusedIDValue: {
    Raw as_datatype = e;
    as_datatype.datatype = true;
    as_datatype.code = x::XMLExcepts::VALUE_ID_Not_Unique;
    start_tag_error(as_datatype, node, parent, decl, tag_offset);
    return;
  }
  default: report_at(node, "XSD", e.text + " (in " + element + ")");
  }
}

void XsdMessages::bad_value(const Raw& e, std::uint32_t node, const x::XMLElementDecl* decl,
                            std::size_t tag_offset)
{
  const Node& n = m_doc.tree->nodes[node];
  const std::string element = name_of(node);
  const std::string value = in_quotes(e.text);
  const Attribute* a = nullptr;
  for (const auto& candidate : n.attributes()) {
    if (candidate.value() == value) {
      a = &candidate;
      break;
    }
  }
  if (a == nullptr) {
    report_at(node, "XSD_BAD_VALUE", "in " + element + ": " + e.text);
    return;
  }
  const auto at = attribute_position(node, tag_offset, raw_name(*a));
  const x::SchemaAttDef* def = attribute_def(decl, *a, m_doc.uri_text);
  const x::DatatypeValidator* type = def != nullptr ? def->getDatatypeValidator() : nullptr;
  if (type == nullptr && !a->ns().empty() && m_doc.global_attribute) {
    type = m_doc.global_attribute(std::string(a->ns()), std::string(a->local())); // xml:space, xml:lang
  }
  std::string lower = value;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const std::string subject = "attribute '" + raw_name(*a) + "' of " + element;
  if (lower == "unbounded" && enumerates(type, "unbounded")) {
    report("WINERY_UNBOUNDED",
           subject + " is '" + value + "', Winery's spelling: the TOSCA schema allows only "
           "lower-case 'unbounded'",
           at.first, at.second);
    return;
  }
  if (e.text.find("undefined prefix") != std::string::npos && value.find(':') != std::string::npos) {
    const std::string prefix = value.substr(0, value.find(':'));
    report("XSD_BAD_VALUE",
           subject + ": the prefix '" + prefix + "' of '" + value + "' is not declared (no xmlns:" +
               prefix + " in scope)",
           at.first, at.second);
    return;
  }
  if (type == nullptr) {
    report("XSD_BAD_VALUE", subject + ": " + e.text, at.first, at.second);
    return;
  }
  if (e.code == x::XMLExcepts::VALUE_NotIn_Enumeration) {
    report("XSD_BAD_ENUM",
           subject + ": '" + value + "' is not allowed; use " +
               quoted_alternatives(enumeration_of(type)),
           at.first, at.second);
    return;
  }
  std::string message = subject + ": '" + value + "' is ";
  if (value.empty()) {
    message = subject + " is empty; it must be " + describe_type(type);
  } else {
    message += type->getType() == x::DatatypeValidator::Union ? describe_type(type)
                                                              : "not " + describe_type(type);
  }
  if (value.size() > 1 && value.front() == '{' && value.find('}') != std::string::npos) {
    const std::string ns = value.substr(1, value.find('}') - 1);
    message += "; '{namespace}name' is not XML syntax: declare a prefix (xmlns:p=\"" + ns +
               "\") and write 'p:" + value.substr(value.find('}') + 1) + "'";
  }
  report("XSD_BAD_VALUE", message, at.first, at.second);
}


std::pair<std::uint32_t, std::uint32_t> XsdMessages::attribute_position(std::uint32_t node,
                                                                        std::size_t tag_offset,
                                                                        std::string_view raw) const
{
  const Node& n = m_doc.tree->nodes[node];
  const std::string_view b = m_doc.bytes;
  if (!m_doc.position || tag_offset == npos || tag_offset >= b.size()) {
    return {n.line, n.column};
  }
  std::size_t i = tag_offset + 1;
  while (i < b.size() && !is_space(b[i]) && b[i] != '>' && b[i] != '/') {
    ++i;
  }
  while (i < b.size()) {
    while (i < b.size() && is_space(b[i])) {
      ++i;
    }
    if (i >= b.size() || b[i] == '>' || b[i] == '/') {
      break;
    }
    const std::size_t start = i;
    while (i < b.size() && !is_space(b[i]) && b[i] != '=' && b[i] != '>') {
      ++i;
    }
    const std::string_view name = b.substr(start, i - start);
    while (i < b.size() && is_space(b[i])) {
      ++i;
    }
    if (i >= b.size() || b[i] != '=') {
      break;
    }
    ++i;
    while (i < b.size() && is_space(b[i])) {
      ++i;
    }
    if (i >= b.size() || (b[i] != '"' && b[i] != '\'')) {
      break;
    }
    const std::size_t close = b.find(b[i], i + 1);
    if (close == std::string_view::npos) {
      break;
    }
    if (name == raw) {
      return m_doc.position(start);
    }
    i = close + 1;
  }
  return {n.line, n.column};
}

}  // namespace tosca::xml::detail
