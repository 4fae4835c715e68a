#include "standard_view.hpp"

#include "tosca/ir/index.hpp"

#include <algorithm>

namespace tosca::convert::detail {

using ir::Value;

const Value* get(const Value* v, std::string_view key)
{
  return v != nullptr && v->kind == Value::Kind::map ? v->find(key) : nullptr;
}

const std::string* text_of(const Value* v)
{
  return v != nullptr && v->kind == Value::Kind::string ? &v->string : nullptr;
}

std::string text_at(const Value* v, std::string_view key)
{
  const std::string* t = text_of(get(v, key));
  return t != nullptr ? *t : std::string();
}

bool is_normative(const std::string& name, std::string_view group, std::string_view simple)
{
  return name == std::string(group) + std::string(simple) ||
         name == "tosca:" + std::string(simple) || name == simple;
}

namespace {

/// `name` and its ancestors by `find`, nearest first, ending at the first
/// name not defined.
template <class Find>
std::vector<std::string> chain_of(const Find& find, std::string name)
{
  std::vector<std::string> out;
  while (out.size() < 64 && std::find(out.begin(), out.end(), name) == out.end()) {
    out.push_back(name);
    const std::string* parent = text_of(get(find(name), "derived_from"));
    if (parent == nullptr) {
      break;
    }
    name = *parent;
  }
  return out;
}

}  // namespace

ViewContext::ViewContext(const Workspace& ws, const yaml::WriteOptions& options)
    : m_index(std::make_unique<ir::Index>(ws.model.documents))
{
  // Types a YAML document imports are in the other documents.
  DiagnosticSink quiet(false);
  for (std::size_t d = 0; d < ws.model.documents.size(); ++d) {
    if (ws.model.documents[d].origin != ir::Origin::yaml) {
      continue;
    }
    const Value& rendered = m_rendered.emplace_back(
        yaml::render(ws.model, *m_index, {d, std::nullopt}, quiet, options));
    auto take = [d](Definitions& into, const Value* section) {
      if (section != nullptr && section->kind == Value::Kind::map) {
        for (const auto& e : section->entries) {
          auto& defs = into[e.first];
          // A document that repeats a name: its first, as a map's emplace.
          if (defs.empty() || defs.back().first != d) {
            defs.emplace_back(d, &e.second);
          }
        }
      }
    };
    take(m_node_types, get(&rendered, "node_types"));
    take(m_relationship_types, get(&rendered, "relationship_types"));
  }
}

const Value* ViewContext::first(const Definitions& defs, const std::string& name,
                                std::size_t except)
{
  auto it = defs.find(name);
  if (it == defs.end()) {
    return nullptr;
  }
  for (const auto& [document, definition] : it->second) {
    if (document != except) {
      return definition;
    }
  }
  return nullptr;
}

const Value* ViewContext::node_type(const std::string& name, std::size_t except) const
{
  return first(m_node_types, name, except);
}

const Value* ViewContext::relationship_type(const std::string& name, std::size_t except) const
{
  return first(m_relationship_types, name, except);
}

StandardView::StandardView(const Workspace& ws, const ViewContext& context, std::size_t document,
                           std::optional<std::size_t> service_template,
                           const yaml::WriteOptions& options, DiagnosticSink& sink)
    : m_context(context), m_document(document),
      m_rendered(yaml::render(ws.model, context.index(), {document, service_template}, sink,
                              options))
{
  add_types(m_rendered);
  if (const Value* nodes = node_templates(); nodes != nullptr && nodes->kind == Value::Kind::map) {
    for (const auto& e : nodes->entries) {
      m_node_templates.emplace(e.first, &e.second);
    }
  }
  if (const Value* rels = get(topology(), "relationship_templates");
      rels != nullptr && rels->kind == Value::Kind::map) {
    for (std::size_t k = 0; k < rels->entries.size(); ++k) {
      m_relationship_templates[rels->entries[k].first].push_back(k);
    }
  }
}

const Value* StandardView::find_node_type(const std::string& name) const
{
  auto it = m_node_types.find(name);
  return it != m_node_types.end() ? it->second : m_context.node_type(name, m_document);
}

const Value* StandardView::find_relationship_type(const std::string& name) const
{
  auto it = m_relationship_types.find(name);
  return it != m_relationship_types.end() ? it->second
                                          : m_context.relationship_type(name, m_document);
}

void StandardView::add_types(const Value& document)
{
  auto take = [](std::map<std::string, const Value*>& into, const Value* section) {
    if (section != nullptr && section->kind == Value::Kind::map) {
      for (const auto& e : section->entries) {
        into.emplace(e.first, &e.second);
      }
    }
  };
  take(m_node_types, get(&document, "node_types"));
  take(m_relationship_types, get(&document, "relationship_types"));
}

const Value* StandardView::node_template(const std::string& name) const
{
  auto it = m_node_templates.find(name);
  return it == m_node_templates.end() ? nullptr : it->second;
}

std::vector<std::string> StandardView::node_chain(const std::string& name) const
{
  return chain_of([this](const std::string& n) { return find_node_type(n); }, name);
}

std::vector<std::string> StandardView::relationship_chain(const std::string& name) const
{
  return chain_of([this](const std::string& n) { return find_relationship_type(n); }, name);
}

const Value* StandardView::node_type(const std::string& name) const
{
  return find_node_type(name);
}

const Value* StandardView::relationship_type(const std::string& name) const
{
  return find_relationship_type(name);
}

bool StandardView::node_derives(const std::string& name, std::string_view simple) const
{
  const auto c = node_chain(name);
  return std::any_of(c.begin(), c.end(), [&](const std::string& n) {
    return is_normative(n, "tosca.nodes.", simple);
  });
}

bool StandardView::relationship_derives(const std::string& name, std::string_view simple) const
{
  const auto c = relationship_chain(name);
  return std::any_of(c.begin(), c.end(), [&](const std::string& n) {
    return is_normative(n, "tosca.relationships.", simple);
  });
}

std::vector<Wire> StandardView::wires(const std::string& node, const Value& definition,
                                      std::vector<const Value*>* unwired) const
{
  std::vector<Wire> out;
  const Value* templates = get(topology(), "relationship_templates");
  const Value* reqs = get(&definition, "requirements");
  if (reqs == nullptr || reqs->kind != Value::Kind::list) {
    return out;
  }
  const auto types = node_chain(text_at(&definition, "type"));
  for (const Value& item : reqs->items) {
    if (item.kind != Value::Kind::map || item.entries.size() != 1) {
      continue;
    }
    const Value& a = item.entries.front().second;
    const Value* target = a.kind == Value::Kind::string ? &a : get(&a, "node");
    if (target == nullptr || target->kind != Value::Kind::string ||
        node_template(target->string) == nullptr) {
      if (unwired != nullptr) {
        unwired->push_back(&a);
      }
      continue;
    }
    Wire w;
    w.requirement = item.entries.front().first;
    w.source = node;
    w.target = target->string;
    w.assignment = &a;
    w.order = templates != nullptr ? templates->entries.size() : 0;
    const Value* rel = get(&a, "relationship");
    if (const std::string* r = text_of(rel)) {
      w.type = *r;
      if (auto named = m_relationship_templates.find(*r); named != m_relationship_templates.end()) {
        for (const std::size_t k : named->second) {
          const Value& t = templates->entries[k].second;
          w.order = k;
          w.relationship_template = *r;
          w.type = text_at(&t, "type");
          w.interfaces.push_back(get(&t, "interfaces"));
        }
      }
    } else if (rel != nullptr && rel->kind == Value::Kind::map) {
      w.type = text_at(rel, "type");
      w.interfaces.push_back(get(rel, "interfaces"));
    } else {
      for (const auto& t : types) {
        const Value* defs = get(node_type(t), "requirements");
        for (std::size_t k = 0; defs != nullptr && defs->kind == Value::Kind::list &&
                                k < defs->items.size() && w.type.empty();
             ++k) {
          const Value* dr = get(get(&defs->items[k], w.requirement), "relationship");
          w.type = text_of(dr) != nullptr ? *text_of(dr) : text_at(dr, "type");
        }
      }
      // The normative requirement definitions (tosca.nodes.Root, SoftwareComponent).
      if (w.type.empty() && w.requirement == "host") {
        w.type = "tosca.relationships.HostedOn";
      } else if (w.type.empty() && w.requirement == "dependency") {
        w.type = "tosca.relationships.DependsOn";
      }
    }
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace tosca::convert::detail
