// Schema validity errors in plain language: each Xerces error is held until
// the element it belongs to is known, then reported at that element with a
// finer code and what the schema expects there. This file: the flow
// (start and end tags, the end of the document), elements and content;
// attributes and values are in xsd_attribute_messages.cpp.
#include "xsd_messages.hpp"

#include "xsd_messages_util.hpp"

#include "parser.hpp"
#include "xsd_content.hpp"
#include "xsd_values.hpp"

#include <xercesc/framework/XMLAttDefList.hpp>
#include <xercesc/framework/XMLElementDecl.hpp>
#include <xercesc/framework/XMLValidityCodes.hpp>
#include <xercesc/util/XMLExceptMsgs.hpp>
#include <xercesc/validators/schema/ComplexTypeInfo.hpp>
#include <xercesc/validators/schema/SchemaAttDef.hpp>
#include <xercesc/validators/schema/SchemaElementDecl.hpp>

#include <algorithm>

namespace tosca::xml::detail {

namespace x = XERCES_CPP_NAMESPACE;

namespace {


/// Namespaces Winery writes its own extension elements and attributes in.
constexpr std::string_view k_winery_ns[] = {
    "http://www.opentosca.org/winery/extensions/tosca/2013/02/12",
    "http://www.eclipse.org/winery/model/selfservice",
};

/// Elements Winery writes into the TOSCA namespace that TOSCA 1.0 lacks.
constexpr std::string_view k_winery_elements[] = {
    "PatternRefinementModel", "TopologyFragmentRefinementModel", "TestRefinementModel",
    "ComplianceRule",         "Compliancerule",
};

/// Winery's record of an imported schema: a Definitions that holds only
/// Imports, with Winery's id or attributes.
bool is_winery_import_record(const Tree& tree, std::uint32_t definitions)
{
  const Node& d = tree.nodes[definitions];
  bool winery = false;
  for (const auto& a : d.attributes()) {
    winery = winery || (a.local() == "id" && a.value().rfind("winery-defs-for_", 0) == 0);
  }
  for (std::uint32_t c : d.children()) {
    const Node& n = tree.nodes[c];
    if (n.kind != Node::Kind::element || n.ns() != k_tosca_ns) {
      continue;
    }
    if (n.local() != "Import" && n.local() != "documentation") {
      return false;
    }
    for (const auto& a : n.attributes()) {
      winery = winery || is_winery_ns(a.ns());
    }
  }
  return winery;
}

/// A note for an element without namespace where the model takes elements
/// from "another namespace" (##other excludes no namespace too).
std::string namespace_hint(const ContentModel& model, const Node& element)
{
  if (!element.ns().empty()) {
    return {};
  }
  for (const auto& particle : model.particles) {
    for (const auto& t : particle.terms) {
      if (t.kind == Term::Kind::other) {
        return " (an element without namespace is not from another namespace: give it one)";
      }
    }
  }
  return {};
}

/// "; did you mean 'Precondition'?" when an expected element is a likely typo.
std::string suggestion(const std::string& local, const std::vector<std::string>& expected)
{
  return did_you_mean(local, expected);
}

bool is_content_code(unsigned code)
{
  return code == x::XMLValid::ElementNotValidForContent || code == x::XMLValid::NotEnoughElemsForCM ||
         code == x::XMLValid::EmptyNotValidForContent || code == x::XMLValid::SimpleTypeHasChild ||
         code == x::XMLValid::EmptyElemHasContent;
}

}  // namespace

bool is_winery_ns(std::string_view ns)
{
  return std::find(std::begin(k_winery_ns), std::end(k_winery_ns), ns) != std::end(k_winery_ns);
}

bool is_winery_element(const Node& n)
{
  return is_winery_ns(n.ns()) ||
         (n.ns() == k_tosca_ns && std::find(std::begin(k_winery_elements), std::end(k_winery_elements),
                                          n.local()) != std::end(k_winery_elements));
}

/// The `index`-th single-quoted string in a Xerces message.
std::string in_quotes(std::string_view text, int index)
{
  std::size_t at = 0;
  for (int i = 0;; ++i) {
    std::size_t open = text.find('\'', at);
    if (open == std::string_view::npos) {
      return {};
    }
    std::size_t close = text.find('\'', open + 1);
    if (close == std::string_view::npos) {
      return {};
    }
    if (i == index) {
      return std::string(text.substr(open + 1, close - open - 1));
    }
    at = close + 1;
  }
}

std::string raw_name(std::string_view prefix, std::string_view local)
{
  return prefix.empty() ? std::string(local) : std::string(prefix) + ":" + std::string(local);
}

std::string raw_name(const Attribute& a)
{
  return raw_name(a.prefix(), a.local());
}

std::string raw_name(const Node& n)
{
  return raw_name(n.prefix(), n.local());
}

const x::ComplexTypeInfo* type_of(const x::XMLElementDecl* decl)
{
  if (decl == nullptr || decl->getObjectType() != x::XMLElementDecl::Schema) {
    return nullptr;
  }
  return static_cast<const x::SchemaElementDecl*>(decl)->getComplexTypeInfo();
}

/// The declared attribute of `decl` with this namespace and local name.
XsdMessages::XsdMessages() = default;
XsdMessages::~XsdMessages() = default;

void XsdMessages::begin(XsdDocument document)
{
  m_doc = std::move(document);
  m_pending.clear();
  m_open.clear();
  m_quiet = npos;
  m_reported_unknown.clear();
  m_ids.clear();
  m_ids_kept = false;
  m_reported = 0;
  m_suppressed = 0;
}

void XsdMessages::add(unsigned code, bool datatype, std::string text, std::uint32_t line,
                      std::uint32_t column)
{
  Raw e{code, datatype, std::move(text), line, column};
  if (!datatype && code == x::XMLValid::NoCharDataInCM && !m_open.empty()) {
    // Text in element-only content is found in the middle of the content,
    // not at a tag: report it now, where Xerces found it.
    if (m_quiet == npos) {
      text_in_element_only(line, column);
    }
    return;
  }
  m_pending.push_back(std::move(e));
}

void XsdMessages::start(std::uint32_t node, const x::XMLElementDecl* decl, std::size_t tag_offset,
                        bool is_empty)
{
  const Open* parent = m_open.empty() ? nullptr : &m_open.back();
  std::vector<Raw> pending;
  pending.swap(m_pending);
  if (capped()) {
    m_suppressed += pending.size();
    pending.clear();
  }
  const bool quiet = m_quiet != npos;
  if (!quiet) {
    // "Not declared" first: it makes the element's other errors moot.
    auto undeclared = std::find_if(pending.begin(), pending.end(), [](const Raw& e) {
      return !e.datatype && e.code == x::XMLValid::ElementNotDefined;
    });
    if (undeclared != pending.end()) {
      unknown_element(*undeclared, node, parent);
      if (!is_empty) {
        m_quiet = m_open.size();
      }
    } else {
      for (const auto& e : pending) {
        if (!e.datatype && is_content_code(e.code)) {
          content_error(e, Open{node, decl}); // an empty element: its content is complete
        } else {
          start_tag_error(e, node, parent, decl, tag_offset);
        }
      }
    }
  }
  if (m_ids_kept) {
    remember_ids(node);
  }
  if (!is_empty) {
    m_open.push_back(Open{node, decl});
  }
}

void XsdMessages::end()
{
  if (m_open.empty()) {
    return;
  }
  const Open element = m_open.back();
  std::vector<Raw> pending;
  pending.swap(m_pending);
  if (capped()) {
    m_suppressed += pending.size();
    pending.clear();
  }
  if (m_quiet == npos) {
    for (const auto& e : pending) {
      content_error(e, element);
    }
  }
  m_open.pop_back();
  if (m_quiet == m_open.size()) {
    m_quiet = npos;
  }
}

void XsdMessages::finish()
{
  std::vector<Raw> pending;
  pending.swap(m_pending);
  for (const auto& e : pending) {
    if (!e.datatype && e.code == x::XMLValid::IDNotDeclared) {
      dangling_id(e);
    } else {
      report("XSD", e.text, e.line, e.column);
    }
  }
  if (m_suppressed > 0) {
    const std::size_t shown = m_reported;
    m_reported = 0; // the summary itself is always reported
    report("XSD", std::to_string(m_suppressed) + " more schema errors in this document are not "
                  "listed (the first " + std::to_string(shown) + " are)",
           0, 0);
  }
}

void XsdMessages::dangling_id(const Raw& e)
{
  // Located at the first attribute (other than an id) that names it.
  const std::string id = in_quotes(e.text);
  for (std::uint32_t i = 0; i < m_doc.tree->nodes.size(); ++i) {
    const Node& n = m_doc.tree->nodes[i];
    for (const auto& a : n.attributes()) {
      if (a.value() == id && !(a.local() == "id" && a.ns().empty())) {
        m_doc.sink->report(Diagnostic{Severity::warning, "XML_IDREF",
                                      "attribute '" + raw_name(a) + "' of " + name_of(i) +
                                          " refers to id '" + id +
                                          "', which no element of this document has",
                                      *m_doc.path, n.line, n.column});
        return;
      }
    }
  }
  m_doc.sink->report(Diagnostic{Severity::warning, "XML_IDREF",
                                "id '" + id + "' is referenced but no element has it", *m_doc.path,
                                e.line, e.column});
}

void XsdMessages::text_in_element_only(std::uint32_t line, std::uint32_t column)
{
  const std::string element = name_of(m_open.back().node);
  const std::string_view b = m_doc.bytes;
  // Xerces stops at the markup after the text: find the text before it.
  std::size_t at = 0;
  for (std::uint32_t l = 1; l < line && at < b.size(); ++l) {
    at = b.find('\n', at);
    at = at == std::string_view::npos ? b.size() : at + 1;
  }
  for (std::uint32_t c = 1; c < column && at < b.size(); ++c) {
    ++at;
    while (at < b.size() && (static_cast<unsigned char>(b[at]) & 0xC0) == 0x80) {
      ++at;
    }
  }
  std::size_t end = std::min(at, b.size());
  while (end > 0 && b[end - 1] != '>' && (b[end - 1] == '<' || is_space(b[end - 1]))) {
    --end;
  }
  std::size_t begin = b.rfind('>', end == 0 ? 0 : end - 1);
  begin = begin == std::string_view::npos ? 0 : begin + 1;
  while (begin < end && is_space(b[begin])) {
    ++begin;
  }
  if (!m_doc.position || begin >= end) {
    report("XSD_TEXT",
           "text is not allowed directly in " + element + " (its content is elements only)", line,
           column);
    return;
  }
  std::string text(b.substr(begin, std::min<std::size_t>(end - begin, 40)));
  for (char& ch : text) {
    ch = is_space(ch) ? ' ' : ch;
  }
  const auto pos = m_doc.position(begin);
  report("XSD_TEXT",
         "text '" + text + (end - begin > 40 ? "...'" : "'") + " is not allowed directly in " +
             element + " (its content is elements only)",
         pos.first, pos.second);
}

// ---- start tags: the element itself and its attributes

void XsdMessages::unknown_element(const Raw& e, std::uint32_t node, const Open* parent)
{
  m_reported_unknown.push_back(node);
  const Node& n = m_doc.tree->nodes[node];
  const std::string name = name_of(node);
  if (parent == nullptr) {
    report_at(node, "XSD_UNKNOWN_ELEMENT", "element '" + name + "' is not declared in the schema");
    return;
  }
  const std::string parent_name = name_of(parent->node);
  if (is_winery_element(n)) {
    report_at(node, "WINERY_ELEMENT",
              "element '" + name + "' is a Winery extension, not TOSCA 1.0: the schema does not "
              "allow it in " + parent_name);
    return;
  }
  const ContentModel* model = model_of(parent->decl);
  std::vector<std::uint32_t> nodes;
  std::vector<Child> children;
  for (std::uint32_t c : m_doc.children(parent->node)) {
    const Node& s = m_doc.tree->nodes[c];
    if (s.kind == Node::Kind::element) {
      nodes.push_back(c);
      children.push_back(Child{s.ns(), s.local()});
    }
  }
  if (model == nullptr) {
    report_at(node, "XSD_UNKNOWN_ELEMENT",
              "element '" + name + "' is not allowed in " + parent_name + " (" + e.text + ")");
    return;
  }
  // It fits an earlier place (out of order) or a full one (once too often)?
  for (const auto& p : match(*model, children)) {
    if (p.child + 1 == nodes.size() &&
        (p.kind == ContentProblem::Kind::order || p.kind == ContentProblem::Kind::too_many)) {
      report_problem(p, *model, parent->node, nodes);
      return;
    }
  }
  children.pop_back(); // what may come where this element stands
  if (strict_wildcard_after(*model, children, n.ns())) {
    report_at(node, "XSD_UNDECLARED", undeclared_message(name, n.ns(), parent_name));
    return;
  }
  bool may_end = false;
  std::vector<std::string> expected = expected_after(*model, children, may_end);
  std::string message = "element '" + name + "' is not allowed in " + parent_name;
  if (model->particles.empty()) {
    message += ": " + parent_name + " has no child elements";
  } else if (expected.empty()) {
    message += ": nothing more may come in " + parent_name + " here";
  } else {
    if (may_end) {
      expected.push_back("the end of " + parent_name);
    }
    message += "; expected here: " + join_alternatives(expected);
  }
  message += namespace_hint(*model, n) + suggestion(std::string(n.local()), expected);
  report_at(node, "XSD_UNKNOWN_ELEMENT", message);
}

// ---- end tags: the element's content

void XsdMessages::content_error(const Raw& e, const Open& element)
{
  const std::string name = name_of(element.node);
  if (e.datatype) {
    report_at(element.node, "XSD_BAD_VALUE",
              "the text of " + name + " is not valid: " + e.text);
    return;
  }
  if (!is_content_code(e.code)) {
    report_at(element.node, "XSD", e.text + " (in " + name + ")");
    return;
  }
  const Node& parent = m_doc.tree->nodes[element.node];
  std::vector<std::uint32_t> nodes;
  std::vector<Child> children;
  for (std::uint32_t c : parent.children()) {
    const Node& s = m_doc.tree->nodes[c];
    if (s.kind == Node::Kind::element) {
      nodes.push_back(c);
      children.push_back(Child{s.ns(), s.local()});
    }
  }
  const ContentModel* model = model_of(element.decl);
  std::vector<ContentProblem> problems;
  if (model != nullptr) {
    problems = match(*model, children);
  }
  auto reported = [&](std::size_t child) {
    return std::find(m_reported_unknown.begin(), m_reported_unknown.end(), nodes[child]) !=
           m_reported_unknown.end();
  };
  bool any = false;
  // A child that fit nowhere, at or before this index: a required element
  // missing after it is most likely that child misspelt or misplaced.
  std::size_t first_rejected = nodes.size() + 1;
  for (const auto& p : problems) {
    if (p.kind == ContentProblem::Kind::unexpected || p.kind == ContentProblem::Kind::order) {
      first_rejected = std::min(first_rejected, p.child);
    }
  }
  for (const auto& p : problems) {
    const bool at_end = p.child >= nodes.size();
    if (!at_end && p.kind != ContentProblem::Kind::missing && reported(p.child)) {
      any = true; // already reported when its start tag was read
      continue;
    }
    if (p.kind == ContentProblem::Kind::missing && first_rejected <= p.child) {
      any = true; // follows from the rejected child, reported on its own
      continue;
    }
    any = true;
    report_problem(p, *model, element.node, nodes);
  }
  if (!any) {
    // The model has a shape the matcher does not explain: keep Xerces' words,
    // at the child it names if there is one.
    const std::string named = in_quotes(e.text);
    std::uint32_t at = element.node;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const Node& s = m_doc.tree->nodes[nodes[i]];
      if (raw_name(s) == named && nodes[i] != element.node) {
        at = nodes[i];
        break;
      }
    }
    report_at(at, "XSD", "the content of " + name + " does not match its schema: " + e.text);
  }
}

void XsdMessages::report_problem(const ContentProblem& p, const ContentModel& model,
                               std::uint32_t parent, const std::vector<std::uint32_t>& nodes)
{
  const std::string name = name_of(parent);
  const bool at_end = p.child >= nodes.size();
  const std::string child = at_end ? std::string() : name_of(nodes[p.child]);
  const bool winery = !at_end && is_winery_element(m_doc.tree->nodes[nodes[p.child]]);
  const std::string winery_note = winery ? " (a Winery extension)" : "";
  switch (p.kind) {
  case ContentProblem::Kind::order: {
    const Node& other = m_doc.tree->nodes[nodes[p.other]];
    report_at(nodes[p.child], winery ? "WINERY_ELEMENT" : "XSD_ORDER",
              "element '" + child + "'" + winery_note + " is not allowed here: " + child +
                  " must come before " + name_of(nodes[p.other]) + " (line " +
                  std::to_string(other.line) + ") in " + name);
    break;
  }
  case ContentProblem::Kind::too_many: {
    const Particle& particle = model.particles[p.particle];
    const std::string limit = particle.max == 1 ? "only one" : "at most " + std::to_string(particle.max);
    std::string first;
    if (p.other < nodes.size()) {
      first = " (the first is on line " + std::to_string(m_doc.tree->nodes[nodes[p.other]].line) + ")";
    }
    report_at(nodes[p.child], winery ? "WINERY_ELEMENT" : "XSD_TOO_MANY",
              "element '" + child + "' is not allowed here: " + name + " takes " + limit + " " +
                  child + first);
    break;
  }
  case ContentProblem::Kind::unexpected: {
    std::string message = "element '" + child + "'" + winery_note + " is not allowed in " + name;
    std::vector<std::string> expected = p.expected;
    if (model.particles.empty()) {
      message += ": " + name + " has no child elements";
    } else if (!expected.empty()) {
      message += "; expected here: " + join_alternatives(expected);
    }
    message += namespace_hint(model, m_doc.tree->nodes[nodes[p.child]]) +
               suggestion(std::string(m_doc.tree->nodes[nodes[p.child]].local()), expected);
    report_at(nodes[p.child], winery ? "WINERY_ELEMENT" : "XSD_UNKNOWN_ELEMENT", message);
    break;
  }
  case ContentProblem::Kind::missing: {
    const Particle& particle = model.particles[p.particle];
    std::vector<std::string> names;
    for (const auto& t : particle.terms) {
      names.push_back(t.kind == Term::Kind::element ? "'" + t.describe() + "'" : t.describe());
    }
    std::string what = names.size() == 1 ? names[0] : "one of " + join_alternatives(names);
    if (names.size() == 1 && particle.terms[0].kind == Term::Kind::element) {
      what = "element " + what;
    }
    std::string message = what + " is required in " + name;
    if (at_end && m_doc.tree->nodes[parent].local() == "Definitions" &&
        is_winery_import_record(*m_doc.tree, parent)) {
      report_at(parent, "WINERY_DEFINITIONS",
                "Definitions holds only Imports (Winery's record of an imported schema); "
                "TOSCA requires at least one type or template definition in it");
      break;
    }
    if (!at_end) {
      message += " before " + child;
      report_at(nodes[p.child], "XSD_MISSING_ELEMENT", message);
    } else {
      report_at(parent, "XSD_MISSING_ELEMENT", message);
    }
    break;
  }
  }
}

// ---- helpers

const ContentModel* XsdMessages::model_of(const x::XMLElementDecl* decl)
{
  const x::ComplexTypeInfo* type = type_of(decl);
  if (type == nullptr) {
    return nullptr;
  }
  const x::ContentSpecNode* spec = type->getContentSpec();
  auto it = m_models.find(spec);
  if (it == m_models.end()) {
    auto model = flatten(spec, m_doc.uri_text);
    it = m_models.emplace(spec, model ? std::make_unique<ContentModel>(std::move(*model)) : nullptr)
             .first;
  }
  return it->second.get();
}

std::string XsdMessages::name_of(std::uint32_t node) const
{
  const Node& n = m_doc.tree->nodes[node];
  if (n.ns() == k_tosca_ns || n.prefix().empty()) {
    return std::string(n.local());
  }
  return raw_name(n);
}

bool XsdMessages::capped() const
{
  return m_reported >= k_max_reported;
}

void XsdMessages::report(std::string code, std::string message, std::uint32_t line,
                         std::uint32_t column)
{
  if (capped()) {
    ++m_suppressed;
    return;
  }
  ++m_reported;
  m_doc.sink->report(
      Diagnostic{Severity::warning, std::move(code), std::move(message), *m_doc.path, line, column});
}

void XsdMessages::report_at(std::uint32_t node, std::string code, std::string message)
{
  const Node& n = m_doc.tree->nodes[node];
  report(std::move(code), std::move(message), n.line, n.column);
}

}  // namespace tosca::xml::detail
