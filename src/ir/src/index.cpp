#include "tosca/ir/index.hpp"

#include "tosca/support/diagnostics.hpp"

#include <mutex>

namespace tosca::ir {

std::string_view to_string(EntityKind kind)
{
  switch (kind) {
  case EntityKind::service_template: return "ServiceTemplate";
  case EntityKind::node_type: return "NodeType";
  case EntityKind::node_type_implementation: return "NodeTypeImplementation";
  case EntityKind::relationship_type: return "RelationshipType";
  case EntityKind::relationship_type_implementation: return "RelationshipTypeImplementation";
  case EntityKind::requirement_type: return "RequirementType";
  case EntityKind::capability_type: return "CapabilityType";
  case EntityKind::artifact_type: return "ArtifactType";
  case EntityKind::artifact_template: return "ArtifactTemplate";
  case EntityKind::policy_type: return "PolicyType";
  case EntityKind::policy_template: return "PolicyTemplate";
  }
  return "entity";
}

namespace {

template<typename T>
QName template_qname(const Document& doc, const T& t)
{
  return QName{doc.target_namespace, t.id, {}};
}

}  // namespace

Index::Index(const std::vector<Document>& docs)
    : m_docs(&docs), m_suggestions(std::make_shared<Suggestions>())
{
  for (std::size_t d = 0; d < docs.size(); ++d) {
    const Document& doc = docs[d];
    for (std::size_t i = 0; i < doc.service_templates.size(); ++i) {
      const auto& st = doc.service_templates[i];
      add(EntityKind::service_template,
          QName{st.target_namespace.value_or(doc.target_namespace), st.id, {}}, {d, i});
    }
    auto add_all = [&](EntityKind kind, const auto& list) {
      for (std::size_t i = 0; i < list.size(); ++i) {
        add(kind, list[i].qname(), {d, i});
      }
    };
    add_all(EntityKind::node_type, doc.node_types);
    add_all(EntityKind::node_type_implementation, doc.node_type_implementations);
    add_all(EntityKind::relationship_type, doc.relationship_types);
    add_all(EntityKind::relationship_type_implementation, doc.relationship_type_implementations);
    add_all(EntityKind::requirement_type, doc.requirement_types);
    add_all(EntityKind::capability_type, doc.capability_types);
    add_all(EntityKind::artifact_type, doc.artifact_types);
    add_all(EntityKind::policy_type, doc.policy_types);
    for (std::size_t i = 0; i < doc.artifact_templates.size(); ++i) {
      add(EntityKind::artifact_template, template_qname(doc, doc.artifact_templates[i]), {d, i});
    }
    for (std::size_t i = 0; i < doc.policy_templates.size(); ++i) {
      add(EntityKind::policy_template, template_qname(doc, doc.policy_templates[i]), {d, i});
    }
  }
}

void Index::add(EntityKind kind, QName name, EntityRef ref)
{
  name.prefix.clear();
  auto [it, inserted] = m_entries.emplace(std::pair{kind, name}, ref);
  if (!inserted) {
    m_duplicates.push_back({kind, name, it->second, ref});
    return;
  }
  const Document& doc = (*m_docs)[ref.document];
  if (kind == EntityKind::node_type_implementation) {
    QName t = doc.node_type_implementations[ref.index].implemented_type;
    t.prefix.clear();
    m_implementations.emplace(std::pair{kind, t}, ref);
  } else if (kind == EntityKind::relationship_type_implementation) {
    QName t = doc.relationship_type_implementations[ref.index].implemented_type;
    t.prefix.clear();
    m_implementations.emplace(std::pair{kind, t}, ref);
  }
}

std::optional<EntityRef> Index::find(EntityKind kind, const QName& name) const
{
  auto it = m_entries.find(Probe{kind, name});
  if (it == m_entries.end()) {
    return std::nullopt;
  }
  return it->second;
}

namespace {

template<typename T, typename Member>
const T* lookup(const Index& index, const std::vector<Document>& docs, EntityKind kind,
                const QName& name, Member member)
{
  auto ref = index.find(kind, name);
  return ref ? &(docs[ref->document].*member)[ref->index] : nullptr;
}

}  // namespace

const NodeType* Index::node_type(const QName& n) const
{
  return lookup<NodeType>(*this, *m_docs, EntityKind::node_type, n, &Document::node_types);
}
const RelationshipType* Index::relationship_type(const QName& n) const
{
  return lookup<RelationshipType>(*this, *m_docs, EntityKind::relationship_type, n,
                                  &Document::relationship_types);
}
const RequirementType* Index::requirement_type(const QName& n) const
{
  return lookup<RequirementType>(*this, *m_docs, EntityKind::requirement_type, n,
                                 &Document::requirement_types);
}
const CapabilityType* Index::capability_type(const QName& n) const
{
  return lookup<CapabilityType>(*this, *m_docs, EntityKind::capability_type, n,
                                &Document::capability_types);
}
const ArtifactType* Index::artifact_type(const QName& n) const
{
  return lookup<ArtifactType>(*this, *m_docs, EntityKind::artifact_type, n,
                              &Document::artifact_types);
}
const ArtifactTemplate* Index::artifact_template(const QName& n) const
{
  return lookup<ArtifactTemplate>(*this, *m_docs, EntityKind::artifact_template, n,
                                  &Document::artifact_templates);
}
const PolicyType* Index::policy_type(const QName& n) const
{
  return lookup<PolicyType>(*this, *m_docs, EntityKind::policy_type, n, &Document::policy_types);
}
const PolicyTemplate* Index::policy_template(const QName& n) const
{
  return lookup<PolicyTemplate>(*this, *m_docs, EntityKind::policy_template, n,
                                &Document::policy_templates);
}
const ServiceTemplate* Index::service_template(const QName& n) const
{
  return lookup<ServiceTemplate>(*this, *m_docs, EntityKind::service_template, n,
                                 &Document::service_templates);
}

std::vector<const NodeTypeImplementation*>
Index::implementations_of_node_type(const QName& type) const
{
  std::vector<const NodeTypeImplementation*> out;
  auto [b, e] = m_implementations.equal_range(Probe{EntityKind::node_type_implementation, type});
  for (auto it = b; it != e; ++it) {
    out.push_back(&(*m_docs)[it->second.document].node_type_implementations[it->second.index]);
  }
  return out;
}

std::vector<const RelationshipTypeImplementation*>
Index::implementations_of_relationship_type(const QName& type) const
{
  std::vector<const RelationshipTypeImplementation*> out;
  auto [b, e] =
      m_implementations.equal_range(Probe{EntityKind::relationship_type_implementation, type});
  for (auto it = b; it != e; ++it) {
    out.push_back(&(*m_docs)[it->second.document].relationship_type_implementations[it->second.index]);
  }
  return out;
}

std::vector<QName> Index::names(EntityKind kind) const
{
  // Keys are ordered by kind first: the kind's names are one range.
  std::vector<QName> out;
  for (auto it = m_entries.lower_bound(Probe{kind, QName{}});
       it != m_entries.end() && it->first.first == kind; ++it) {
    out.push_back(it->first.second);
  }
  return out;
}

struct Index::Suggestions
{
  std::mutex lock;
  std::map<EntityKind, std::vector<QName>> names;
  std::map<EntityKind, std::vector<std::string>> locals;
  std::map<std::pair<EntityKind, std::string>, std::string> found;
};

std::string Index::suggestion(EntityKind kind, const std::string& local) const
{
  std::lock_guard<std::mutex> guard(m_suggestions->lock);
  auto [known, fresh] = m_suggestions->found.try_emplace({kind, local});
  if (!fresh) {
    return known->second;
  }
  auto names = m_suggestions->names.find(kind);
  if (names == m_suggestions->names.end()) {
    names = m_suggestions->names.emplace(kind, this->names(kind)).first;
    auto& locals = m_suggestions->locals[kind];
    for (const auto& n : names->second) {
      locals.push_back(n.local);
    }
  }
  const std::string guess = closest_match(local, m_suggestions->locals[kind]);
  if (!guess.empty()) {
    for (const auto& n : names->second) {
      if (n.local == guess) {
        known->second = n.clark();
        break;
      }
    }
  }
  return known->second;
}

}  // namespace tosca::ir
