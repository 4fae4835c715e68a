#include "read_context.hpp"

namespace tosca::xml::detail {

namespace {

bool is_space_only(std::string_view s)
{
  return s.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

}  // namespace

std::vector<std::uint32_t> Ctx::elements(std::uint32_t i) const
{
  std::vector<std::uint32_t> out;
  for (std::uint32_t c : node(i).children) {
    if (node(c).kind == Node::Kind::element) {
      out.push_back(c);
    }
  }
  return out;
}

ir::Fragment Ctx::fragment(std::uint32_t i) const
{
  ir::Fragment f;
  serialize(tree, i, f.xml);
  const Node& n = node(i);
  f.bindings = in_scope_bindings(tree, n.parent == no_node ? i : n.parent);
  f.location = n.location();
  return f;
}

std::optional<ir::Fragment> Ctx::content_fragment(std::uint32_t i) const
{
  ir::Fragment f;
  serialize_children(tree, i, f.xml);
  if (is_space_only(f.xml)) {
    return std::nullopt;
  }
  f.bindings = in_scope_bindings(tree, i);
  f.location = node(i).location();
  return f;
}

ir::QName Ctx::qname(std::uint32_t i, std::string_view value) const
{
  ir::QName q;
  // Surrounding white space is not part of an xs:QName.
  while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front()))) {
    value.remove_prefix(1);
  }
  while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) {
    value.remove_suffix(1);
  }
  std::string_view prefix;
  if (auto colon = value.find(':'); colon != std::string_view::npos) {
    prefix = value.substr(0, colon);
    q.local = std::string(value.substr(colon + 1));
  } else {
    q.local = std::string(value);
  }
  q.prefix = std::string(prefix);
  for (std::uint32_t n = i; n != no_node; n = node(n).parent) {
    for (const auto& b : node(n).ns_decls) {
      if (b.prefix == prefix) {
        q.ns = b.uri;
        if (prefix.empty() && q.ns == k_tosca_ns) {
          // An unprefixed reference in a document whose default namespace is
          // TOSCA's own: TOSCA defines no types there, so the author meant the
          // document's target namespace (the draft spec's examples do this).
          q.ns = target_namespace;
        }
        return q;
      }
    }
  }
  if (prefix == "xml") {
    q.ns = std::string(k_xml_ns);
  } else if (!prefix.empty()) {
    warn(i, "XML_PREFIX", "namespace prefix '" + std::string(prefix) + "' in QName '" +
                              std::string(value) + "' is not declared");
  } else {
    q.ns = target_namespace;
  }
  return q;
}

void Ctx::warn(std::uint32_t i, std::string code, std::string message) const
{
  sink.warning(path, node(i).line, node(i).column, std::move(code), std::move(message));
}

// ---------------------------------------------------------------- Attrs

Attrs::Attrs(const Ctx& ctx, std::uint32_t element)
    : m_ctx(ctx), m_element(element), m_used(ctx.node(element).attributes.size(), false)
{
}

std::optional<std::string> Attrs::take(std::string_view local)
{
  const auto& attrs = m_ctx.node(m_element).attributes;
  for (std::size_t k = 0; k < attrs.size(); ++k) {
    if (!m_used[k] && attrs[k].ns.empty() && attrs[k].local == local) {
      m_used[k] = true;
      return attrs[k].value;
    }
  }
  return std::nullopt;
}

std::optional<std::string> Attrs::take_xml(std::string_view local)
{
  const auto& attrs = m_ctx.node(m_element).attributes;
  for (std::size_t k = 0; k < attrs.size(); ++k) {
    if (!m_used[k] && attrs[k].ns == k_xml_ns && attrs[k].local == local) {
      m_used[k] = true;
      return attrs[k].value;
    }
  }
  return std::nullopt;
}

std::string Attrs::required(std::string_view local)
{
  if (auto v = take(local)) {
    return *v;
  }
  m_ctx.warn(m_element, "XML_MISSING_ATTR",
             "element '" + m_ctx.node(m_element).local + "' has no '" + std::string(local) +
                 "' attribute");
  return {};
}

ir::YesNo Attrs::take_yes_no(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  if (*v == "yes") {
    return true;
  }
  if (*v == "no") {
    return false;
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v + "', expected 'yes' or 'no'");
  return *v == "true" || *v == "YES" || *v == "Yes";
}

std::optional<std::int64_t> Attrs::take_int(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  try {
    std::size_t used = 0;
    long long n = std::stoll(*v, &used);
    if (used == v->size()) {
      return n;
    }
  } catch (const std::exception&) {
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v + "', expected an integer");
  return std::nullopt;
}

std::optional<ir::Bound> Attrs::take_bound(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  ir::Bound b;
  b.spelling = *v;
  if (*v == "unbounded") {
    return b;
  }
  if (*v == "UNBOUNDED" || *v == "Unbounded") {
    m_ctx.warn(m_element, "XML_BAD_VALUE",
               "attribute '" + std::string(local) + "' is '" + *v +
                   "'; the schema spells it 'unbounded' (read as unbounded)");
    return b;
  }
  try {
    std::size_t used = 0;
    long long n = std::stoll(*v, &used);
    if (used == v->size()) {
      b.value = n;
      return b;
    }
  } catch (const std::exception&) {
  }
  m_ctx.warn(m_element, "XML_BAD_VALUE",
             "attribute '" + std::string(local) + "' is '" + *v +
                 "', expected a number or 'unbounded' (read as unbounded)");
  return b;
}

std::optional<ir::QName> Attrs::take_qname(std::string_view local)
{
  auto v = take(local);
  if (!v) {
    return std::nullopt;
  }
  return m_ctx.qname(m_element, *v);
}

ir::QName Attrs::required_qname(std::string_view local)
{
  if (auto q = take_qname(local)) {
    return *q;
  }
  required(local); // reports it
  return {};
}

void Attrs::finish(ir::Extensible& ext)
{
  const auto& attrs = m_ctx.node(m_element).attributes;
  ext.location = m_ctx.node(m_element).location();
  for (std::size_t k = 0; k < attrs.size(); ++k) {
    if (!m_used[k]) {
      const auto& a = attrs[k];
      ext.any_attributes.push_back(
          {ir::QName{a.ns, a.local, a.prefix}, a.value, m_ctx.node(m_element).location()});
    }
  }
}

// ------------------------------------------------------- shared readers

void read_children(const Ctx& c, std::uint32_t i, ir::Extensible& ext,
                   const std::function<bool(std::uint32_t)>& child)
{
  for (std::uint32_t k : c.node(i).children) {
    const Node& n = c.node(k);
    if (n.kind == Node::Kind::text || n.kind == Node::Kind::cdata) {
      if (!is_space_only(n.text)) {
        ir::Fragment f;
        serialize(c.tree, k, f.xml);
        f.location = c.node(i).location();
        ext.any_elements.push_back(std::move(f));
      }
      continue;
    }
    if (n.kind != Node::Kind::element) {
      continue; // comments and PIs between TOSCA elements carry no content
    }
    if (n.ns == k_tosca_ns) {
      if (n.local == "documentation") {
        ext.documentation.push_back(read_documentation(c, k));
        continue;
      }
      if (child && child(k)) {
        continue;
      }
    }
    ext.any_elements.push_back(c.fragment(k));
  }
}

ir::Documentation read_documentation(const Ctx& c, std::uint32_t i)
{
  ir::Documentation d;
  Attrs a(c, i);
  d.source = a.take("source");
  d.lang = a.take_xml("lang");
  serialize_children(c.tree, i, d.content);
  d.bindings = in_scope_bindings(c.tree, i);
  d.location = c.node(i).location();
  return d;
}

std::vector<ir::Tag> read_tags(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Tag> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "Tag")) {
      Attrs a(c, k);
      out.push_back({a.required("name"), a.required("value"), c.node(k).location()});
    }
  }
  return out;
}

ir::Parameter read_parameter(const Ctx& c, std::uint32_t i)
{
  ir::Parameter p;
  Attrs a(c, i);
  p.name = a.required("name");
  p.type = a.required("type");
  p.required = a.take_yes_no("required");
  read_children(c, i, p.ext, nullptr);
  a.finish(p.ext);
  return p;
}

std::vector<ir::Parameter> read_parameters(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Parameter> out;
  for (std::uint32_t k : c.elements(i)) {
    const auto& l = c.node(k).local;
    // The draft's grammar spells them InputParamter/OutputParamter.
    if (l == "InputParameter" || l == "OutputParameter" || l == "InputParamter" ||
        l == "OutputParamter") {
      out.push_back(read_parameter(c, k));
    }
  }
  return out;
}

ir::Constraint read_constraint(const Ctx& c, std::uint32_t i)
{
  ir::Constraint k;
  Attrs a(c, i);
  k.property = a.take("property");
  k.constraint_type = a.take("constraintType").value_or(a.take("expressionLanguage").value_or(""));
  k.body = c.content_fragment(i);
  a.finish(k.ext);
  return k;
}

std::vector<ir::Constraint> read_constraints(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Constraint> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.node(k).ns == k_tosca_ns) {
      out.push_back(read_constraint(c, k));
    }
  }
  return out;
}

ir::Policy read_policy(const Ctx& c, std::uint32_t i)
{
  ir::Policy p;
  Attrs a(c, i);
  p.name = a.take("name");
  if (c.dialect == ir::Dialect::csd03) {
    p.type_uri = a.take("type");
    p.content = c.content_fragment(i);
  } else {
    p.policy_type = a.required_qname("policyType");
    p.policy_ref = a.take_qname("policyRef");
    read_children(c, i, p.ext, nullptr);
  }
  a.finish(p.ext);
  return p;
}

std::vector<ir::Policy> read_policies(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Policy> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "Policy")) {
      out.push_back(read_policy(c, k));
    }
  }
  return out;
}

ir::DeploymentArtifact read_deployment_artifact(const Ctx& c, std::uint32_t i)
{
  ir::DeploymentArtifact d;
  Attrs a(c, i);
  d.name = a.required("name");
  if (c.dialect == ir::Dialect::csd03) {
    d.type_uri = a.take("type");
    d.content = c.content_fragment(i);
  } else {
    d.artifact_type = a.required_qname("artifactType");
    d.artifact_ref = a.take_qname("artifactRef");
    read_children(c, i, d.ext, nullptr);
  }
  a.finish(d.ext);
  return d;
}

std::vector<ir::DeploymentArtifact> read_deployment_artifacts(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::DeploymentArtifact> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "DeploymentArtifact")) {
      out.push_back(read_deployment_artifact(c, k));
    }
  }
  return out;
}

ir::ImplementationArtifact read_implementation_artifact(const Ctx& c, std::uint32_t i)
{
  ir::ImplementationArtifact ia;
  Attrs a(c, i);
  ia.interface_name = a.take("interfaceName");
  ia.operation_name = a.take("operationName");
  if (c.dialect == ir::Dialect::csd03) {
    ia.type_uri = a.take("type");
    // Artifact specific content: everything except the capability list.
    ir::Fragment content;
    bool any = false;
    for (std::uint32_t k : c.node(i).children) {
      if (c.is(k, "RequiredContainerCapabilities")) {
        for (std::uint32_t r : c.elements(k)) {
          Attrs ra(c, r);
          ia.required_container_capabilities.push_back({ra.required("capability")});
        }
        continue;
      }
      serialize(c.tree, k, content.xml);
      any = true;
    }
    if (any && !is_space_only(content.xml)) {
      content.bindings = in_scope_bindings(c.tree, i);
      content.location = c.node(i).location();
      ia.content = std::move(content);
    }
  } else {
    ia.artifact_type = a.required_qname("artifactType");
    ia.artifact_ref = a.take_qname("artifactRef");
    read_children(c, i, ia.ext, nullptr);
  }
  a.finish(ia.ext);
  return ia;
}

std::vector<ir::ImplementationArtifact> read_implementation_artifacts(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::ImplementationArtifact> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "ImplementationArtifact")) {
      out.push_back(read_implementation_artifact(c, k));
    }
  }
  return out;
}

namespace {

std::vector<ir::RestField> read_rest_fields(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::RestField> out;
  for (std::uint32_t k : c.elements(i)) {
    Attrs a(c, k);
    out.push_back({a.required("name"), a.take_yes_no("required")});
  }
  return out;
}

}  // namespace

ir::Operation read_operation(const Ctx& c, std::uint32_t i)
{
  ir::Operation op;
  Attrs a(c, i);
  op.name = a.required("name");
  read_children(c, i, op.ext, [&](std::uint32_t k) {
    if (c.is(k, "InputParameters")) {
      op.inputs = read_parameters(c, k);
    } else if (c.is(k, "OutputParameters")) {
      op.outputs = read_parameters(c, k);
    } else if (c.is(k, "WSDL")) {
      Attrs w(c, k);
      op.wsdl = ir::WsdlBinding{w.required_qname("portType"), w.required("operation")};
    } else if (c.is(k, "REST")) {
      Attrs r(c, k);
      ir::RestBinding rest;
      rest.method = r.required("method");
      rest.abs_path = r.take("abs_path");
      rest.absolute_uri = r.take("absoluteURI");
      rest.request_body = r.take_qname("requestBody");
      rest.response_body = r.take_qname("responseBody");
      for (std::uint32_t p : c.elements(k)) {
        if (c.is(p, "Parameters")) {
          rest.parameters = read_rest_fields(c, p);
        } else if (c.is(p, "Headers")) {
          rest.headers = read_rest_fields(c, p);
        }
      }
      op.rest = std::move(rest);
    } else if (c.is(k, "ScriptOperation")) {
      ir::ScriptBinding s;
      for (std::uint32_t p : c.elements(k)) {
        if (c.is(p, "InputParameters")) {
          s.inputs = read_parameters(c, p);
        } else if (c.is(p, "OutputParameters")) {
          s.outputs = read_parameters(c, p);
        }
      }
      op.script = std::move(s);
    } else {
      return false;
    }
    return true;
  });
  a.finish(op.ext);
  return op;
}

ir::Interface read_interface(const Ctx& c, std::uint32_t i)
{
  ir::Interface itf;
  Attrs a(c, i);
  itf.name = a.required("name");
  read_children(c, i, itf.ext, [&](std::uint32_t k) {
    if (c.is(k, "Operation")) {
      itf.operations.push_back(read_operation(c, k));
    } else if (c.is(k, "ImplementationArtifacts")) {
      auto list = read_implementation_artifacts(c, k);
      itf.implementation_artifacts.insert(itf.implementation_artifacts.end(), list.begin(),
                                          list.end());
    } else {
      return false;
    }
    return true;
  });
  a.finish(itf.ext);
  return itf;
}

std::vector<ir::Interface> read_interfaces(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Interface> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "Interface")) {
      out.push_back(read_interface(c, k));
    }
  }
  return out;
}

std::vector<ir::InstanceState> read_instance_states(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::InstanceState> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "InstanceState")) {
      Attrs a(c, k);
      out.push_back({a.required("state")});
    }
  }
  return out;
}

ir::PropertiesDefinition read_properties_definition(const Ctx& c, std::uint32_t i)
{
  ir::PropertiesDefinition d;
  Attrs a(c, i);
  d.element = a.take_qname("element");
  d.type = a.take_qname("type");
  read_children(c, i, d.ext, nullptr);
  a.finish(d.ext);
  return d;
}

ir::WineryPropertiesDefinition read_winery_properties(const Ctx& c, std::uint32_t i)
{
  ir::WineryPropertiesDefinition w;
  w.location = c.node(i).location();
  Attrs a(c, i);
  w.element_name = a.take("elementname").value_or("");
  w.ns = a.take("namespace").value_or("");
  ir::Extensible rest;
  a.finish(rest);
  w.attributes = std::move(rest.any_attributes);
  for (std::uint32_t k : c.elements(i)) {
    if (!c.node(k).is(k_winery_ns, "properties")) {
      w.other.push_back(c.fragment(k));
      continue;
    }
    ir::WineryProperty p;
    p.location = c.node(k).location();
    for (std::uint32_t f : c.elements(k)) {
      const Node& n = c.node(f);
      if (n.ns != k_winery_ns) {
        p.other.push_back(c.fragment(f));
      } else if (n.local == "key") {
        p.key = text_of(c.tree, f);
      } else if (n.local == "type") {
        p.type = text_of(c.tree, f);
      } else if (n.local == "defaultValue") {
        p.default_value = text_of(c.tree, f);
      } else if (n.local == "required") {
        p.required = text_of(c.tree, f);
      } else if (n.local == "description") {
        p.description = text_of(c.tree, f);
      } else if (n.local == "constraints") {
        p.constraints = c.fragment(f);
      } else {
        p.other.push_back(c.fragment(f));
      }
    }
    w.properties.push_back(std::move(p));
  }
  return w;
}

namespace {

/// The map view of a properties element (see ir::PropertiesValue::view).
ir::Value properties_view(const Ctx& c, std::uint32_t i, const std::string& ns, bool& exact)
{
  const Node& n = c.node(i);
  if (!n.attributes.empty()) {
    exact = false;
  }
  bool has_elements = false;
  for (std::uint32_t k : n.children) {
    if (c.node(k).kind == Node::Kind::element) {
      has_elements = true;
    }
  }
  if (!has_elements) {
    for (std::uint32_t k : n.children) {
      if (c.node(k).kind != Node::Kind::text && c.node(k).kind != Node::Kind::cdata) {
        exact = false;
      }
    }
    return ir::Value::of(text_of(c.tree, i));
  }
  ir::Value map = ir::Value::map();
  std::string last;
  for (std::uint32_t k : n.children) {
    const Node& child = c.node(k);
    if (child.kind != Node::Kind::element) {
      if (child.kind != Node::Kind::text || !is_space_only(child.text)) {
        exact = false;
      }
      continue;
    }
    if (child.ns != ns) {
      exact = false;
    }
    ir::Value v = properties_view(c, k, ns, exact);
    if (ir::Value* existing = map.find(child.local)) {
      if (last != child.local) {
        exact = false; // interleaved repeats: the order is not kept by a map
      }
      if (existing->kind != ir::Value::Kind::list) {
        ir::Value list = ir::Value::list();
        list.push(std::move(*existing));
        *existing = std::move(list);
      }
      existing->push(std::move(v));
    } else {
      map.add(child.local, std::move(v));
    }
    last = child.local;
  }
  return map;
}

}  // namespace

ir::PropertiesValue properties_document(const Ctx& c, std::uint32_t i)
{
  ir::PropertiesValue v;
  v.document = c.fragment(i);
  const Node& n = c.node(i);
  v.root = ir::QName{n.ns, n.local, n.prefix};
  bool exact = true;
  v.view = properties_view(c, i, n.ns, exact);
  if (v.view.kind != ir::Value::Kind::map) {
    // <Properties><P/></Properties>: an empty properties document.
    exact = exact && v.view.string.empty();
    v.view = ir::Value::map();
  }
  v.view_is_exact = exact;
  return v;
}

std::optional<ir::PropertiesValue> read_properties_value(const Ctx& c, std::uint32_t i)
{
  auto kids = c.elements(i);
  if (kids.empty()) {
    return std::nullopt;
  }
  ir::PropertiesValue v;
  if (kids.size() == 1) {
    v = properties_document(c, kids[0]);
  } else {
    // Not schema-valid (one element expected), but keep all of it.
    c.warn(i, "XML_PROPERTIES", "properties hold " + std::to_string(kids.size()) +
                                    " elements; a properties document has one root element");
    auto f = c.content_fragment(i);
    v.document = f.value_or(ir::Fragment{});
  }
  return v;
}

void read_entity_type(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTypeBase& t,
                      const std::function<bool(std::uint32_t)>& child)
{
  if (c.dialect == ir::Dialect::csd03) {
    t.name = a.required("id");
    t.display_name = a.take("name");
  } else {
    t.name = a.required("name");
  }
  if (auto tns = a.take("targetNamespace")) {
    t.target_namespace = *tns;
    t.target_namespace_written = true;
  } else {
    t.target_namespace = c.target_namespace;
  }
  t.abstract = a.take_yes_no("abstract");
  t.is_final = a.take_yes_no("final");
  read_children(c, i, t.ext, [&](std::uint32_t k) {
    if (c.is(k, "Tags")) {
      t.tags = read_tags(c, k);
    } else if (c.is(k, "DerivedFrom")) {
      Attrs d(c, k);
      t.derived_from = d.take_qname("typeRef");
      if (!t.derived_from) {
        t.derived_from = d.take_qname("nodeTypeRef"); // draft spelling
      }
    } else if (c.is(k, "PropertiesDefinition") || c.is(k, "NodeTypeProperties") ||
               c.is(k, "RelationshipTypeProperties")) {
      t.properties_definition = read_properties_definition(c, k);
    } else if (child && child(k)) {
      // handled by the caller
    } else {
      return false;
    }
    return true;
  });
  // Winery's key/value definition is a foreign element: lift it out.
  auto& any = t.ext.any_elements;
  for (std::uint32_t k : c.elements(i)) {
    if (c.node(k).is(k_winery_ns, "PropertiesDefinition") && !t.winery_properties) {
      t.winery_properties = read_winery_properties(c, k);
      ir::Fragment f = c.fragment(k);
      for (auto it = any.begin(); it != any.end(); ++it) {
        if (*it == f) {
          any.erase(it);
          break;
        }
      }
    }
  }
}

void read_entity_template(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTemplateBase& t,
                          const std::function<bool(std::uint32_t)>& child)
{
  t.id = a.required("id");
  t.name = a.take("name");
  if (auto type = a.take_qname("type")) {
    t.type = *type;
  } else if (auto nt = a.take_qname("nodeType")) {
    t.type = *nt; // draft
  } else if (auto rt = a.take_qname("relationshipType")) {
    t.type = *rt; // draft
  }
  read_children(c, i, t.ext, [&](std::uint32_t k) {
    if (c.is(k, "Properties") || c.is(k, "PropertyDefaults")) {
      t.properties = read_properties_value(c, k);
    } else if (c.is(k, "PropertyConstraints")) {
      t.property_constraints = read_constraints(c, k);
    } else if (child && child(k)) {
      // handled by the caller
    } else {
      return false;
    }
    return true;
  });
}

}  // namespace tosca::xml::detail
