// The catalog of loaded definitions and the reporting helpers every
// semantic check uses.
#include "context.hpp"

#include "tosca/support/lexical_path.hpp"

#include <algorithm>
#include <type_traits>
#include <cctype>
#include <filesystem>

namespace tosca::check::detail {

namespace {

std::size_t slot(ir::EntityKind kind)
{
  return static_cast<std::size_t>(kind);
}

std::string key(const ir::QName& name)
{
  std::string k;
  k.reserve(name.ns.size() + name.local.size() + 1);
  k += name.ns;
  k += '\x1f';
  k += name.local;
  return k;
}

} // namespace


bool resolvable(const ir::QName& name)
{
  return !name.local.empty() && (!name.ns.empty() || name.prefix.empty());
}

std::string show(const ir::QName& name)
{
  return name.clark();
}

Catalog::Catalog(const convert::Workspace& ws)
{
  for (const auto& doc : ws.model.documents) {
    add_document(doc);
  }
  for (const auto& doc : ws.context) {
    add_document(doc);
  }
}

namespace {

/// The definition as a `Base`, when its kind derives from it.
template <class Base> const Base* as_base(const Definition& definition)
{
  return std::visit(
      [](const auto* d) -> const Base* {
        using T = std::remove_cv_t<std::remove_pointer_t<decltype(d)>>;
        if constexpr (std::is_base_of_v<Base, T>) {
          return d;
        } else {
          return nullptr;
        }
      },
      definition);
}

} // namespace

const ir::EntityTypeBase* Entity::type() const
{
  return as_base<ir::EntityTypeBase>(definition);
}

const ir::TypeImplementation* Entity::implementation() const
{
  return as_base<ir::TypeImplementation>(definition);
}

void Catalog::add(ir::EntityKind kind, const ir::QName& name, Entity e)
{
  m_maps[slot(kind)].emplace(key(name), e);
}

void Catalog::add_document(const ir::Document& doc)
{
  using K = ir::EntityKind;
  auto types = [&](K kind, const auto& list) {
    for (const auto& t : list) {
      add(kind, t.qname(), Entity{&doc, &t, t.ext.location});
    }
  };
  auto impls = [&](K kind, const auto& list) {
    for (const auto& t : list) {
      add(kind, t.qname(), Entity{&doc, &t, t.ext.location});
    }
  };
  auto templates = [&](K kind, const auto& list) {
    for (const auto& t : list) {
      add(kind, ir::QName{doc.target_namespace, t.id, {}},
          Entity{&doc, &t, t.ext.location});
    }
  };
  for (const auto& st : doc.service_templates) {
    add(K::service_template,
        ir::QName{st.target_namespace.value_or(doc.target_namespace), st.id, {}},
        Entity{&doc, &st, st.ext.location});
  }
  types(K::node_type, doc.node_types);
  types(K::relationship_type, doc.relationship_types);
  types(K::requirement_type, doc.requirement_types);
  types(K::capability_type, doc.capability_types);
  types(K::artifact_type, doc.artifact_types);
  types(K::policy_type, doc.policy_types);
  impls(K::node_type_implementation, doc.node_type_implementations);
  impls(K::relationship_type_implementation, doc.relationship_type_implementations);
  templates(K::artifact_template, doc.artifact_templates);
  templates(K::policy_template, doc.policy_templates);
}

const Entity* Catalog::find(ir::EntityKind kind, const ir::QName& name) const
{
  const auto& map = m_maps[slot(kind)];
  auto it = map.find(key(name));
  return it == map.end() ? nullptr : &it->second;
}

const ir::EntityTypeBase* Catalog::type(ir::EntityKind kind, const ir::QName& name) const
{
  const Entity* e = find(kind, name);
  return e ? e->type() : nullptr;
}

std::vector<ir::EntityKind> Catalog::other_kinds(ir::EntityKind kind, const ir::QName& name) const
{
  std::vector<ir::EntityKind> out;
  const std::string k = key(name);
  for (std::size_t i = 0; i < k_kinds; ++i) {
    if (i != slot(kind) && m_maps[i].count(k) != 0) {
      out.push_back(static_cast<ir::EntityKind>(i));
    }
  }
  return out;
}

std::string Catalog::suggestion(ir::EntityKind kind, const ir::QName& name) const
{
  const std::string memo = std::to_string(slot(kind)) + key(name);
  if (auto it = m_suggestions.find(memo); it != m_suggestions.end()) {
    return it->second;
  }
  auto& names = m_names[slot(kind)];
  if (!names) {
    names.emplace();
    for (const auto& [k, e] : m_maps[slot(kind)]) {
      auto sep = k.find('\x1f');
      ir::QName q{k.substr(0, sep), k.substr(sep + 1), {}};
      names->locals_by_ns[q.ns].push_back(q.local);
      names->clarks_by_local[q.local].push_back(q.clark());
    }
    for (auto& [ns, list] : names->locals_by_ns) {
      std::sort(list.begin(), list.end());
    }
    for (auto& [local, list] : names->clarks_by_local) {
      std::sort(list.begin(), list.end());
    }
  }
  std::string found;
  if (auto same = names->clarks_by_local.find(name.local); same != names->clarks_by_local.end()) {
    found = same->second.front(); // the right name in another namespace
  } else if (auto ns = names->locals_by_ns.find(name.ns); ns != names->locals_by_ns.end()) {
    if (std::string guess = closest_match(name.local, ns->second); !guess.empty()) {
      found = ir::QName{name.ns, guess, {}}.clark();
    }
  }
  m_suggestions.emplace(memo, found);
  return found;
}

Context::Context(const convert::Workspace& w, const Options& o, DiagnosticSink& s)
    : ws(w), options(o), sink(s), catalog(w)
{
}

const ir::Document* Context::document_at(const std::string& path) const
{
  if (!m_paths_built) {
    m_paths_built = true;
    for (const auto& d : ws.model.documents) {
      m_paths.emplace(lexical_normal(d.path), &d);
    }
  }
  auto it = m_paths.find(lexical_normal(path));
  return it == m_paths.end() ? nullptr : it->second;
}

ir::Location Context::element_after(const ir::Document& doc, const ir::Location& from,
                                    std::string_view local) const
{
  auto src = ws.sources.find(doc.path);
  if (src == ws.sources.end() || !from.known() || local.empty()) {
    return from;
  }
  const std::string& text = src->second;
  // Byte offset of the 1-based line and column (columns count characters).
  std::size_t at = 0;
  for (std::uint32_t l = 1; l < from.line && at != std::string::npos; ++l) {
    at = text.find('\n', at);
    at = at == std::string::npos ? at : at + 1;
  }
  if (at == std::string::npos) {
    return from;
  }
  for (std::uint32_t c = 1; c < from.column && at < text.size(); ++c) {
    ++at;
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) {
      ++at;
    }
  }
  auto name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' ||
           (static_cast<unsigned char>(c) & 0x80);
  };
  for (std::size_t lt = text.find('<', at + 1); lt != std::string::npos;
       lt = text.find('<', lt + 1)) {
    std::size_t name = lt + 1;
    std::size_t end = name;
    while (end < text.size() && (name_char(text[end]) || text[end] == ':')) {
      ++end;
    }
    std::string_view qname(text.data() + name, end - name);
    if (auto colon = qname.find(':'); colon != std::string_view::npos) {
      qname.remove_prefix(colon + 1);
    }
    if (qname != local) {
      continue;
    }
    ir::Location found = from; // counted on from `at`, which is `from`
    for (std::size_t i = at; i < lt; ++i) {
      if (text[i] == '\n') {
        ++found.line;
        found.column = 1;
      } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
        ++found.column;
      }
    }
    return found;
  }
  return from;
}

std::vector<const ir::Document*> Context::inputs() const
{
  std::vector<const ir::Document*> out;
  const auto& docs = ws.model.documents;
  for (std::size_t i = 0; i < std::min(ws.model.input_count, docs.size()); ++i) {
    out.push_back(&docs[i]);
  }
  return out;
}

bool Context::is_input(const ir::Document* doc) const
{
  const auto& docs = ws.model.documents;
  const std::size_t n = std::min(ws.model.input_count, docs.size());
  return n != 0 && doc >= docs.data() && doc < docs.data() + n;
}

void Context::error(const ir::Document& doc, const ir::Location& at, std::string code,
                    std::string message) const
{
  sink.error(doc.path, at.line, at.column, std::move(code), std::move(message));
}

void Context::warning(const ir::Document& doc, const ir::Location& at, std::string code,
                      std::string message) const
{
  sink.warning(doc.path, at.line, at.column, std::move(code), std::move(message));
}

void Context::deviation(const ir::Document& doc, const ir::Location& at, std::string code,
                        std::string message) const
{
  if (options.profile == Profile::winery) {
    warning(doc, at, std::move(code), std::move(message));
  } else {
    error(doc, at, std::move(code), std::move(message));
  }
}

const Entity* Context::resolve(const ir::Document& doc, const ir::Location& at, ir::EntityKind kind,
                               const ir::QName& name, const std::string& role) const
{
  if (!resolvable(name)) {
    return nullptr;
  }
  if (const Entity* e = catalog.find(kind, name)) {
    return e;
  }
  const std::string kind_name(ir::to_string(kind));
  if (auto others = catalog.other_kinds(kind, name); !others.empty()) {
    error(doc, at, "REF_KIND",
          "'" + show(name) + "', " + role + ", is a " + std::string(ir::to_string(others.front())) +
              ", not a " + kind_name);
    return nullptr;
  }
  std::string message = kind_name + " '" + show(name) + "', " + role +
                        ", is not defined in the inputs or on the search path (-I)";
  message += did_you_mean(catalog.suggestion(kind, name));
  error(doc, at, "REF_UNKNOWN", message);
  return nullptr;
}

void report_unknown(const Context& cx, const ir::Document& doc, const ir::Location& at,
                    const std::string& what, const std::string& name,
                    const std::vector<std::string>& candidates, const char* code,
                    const std::string& expected)
{
  std::string message = what + " names '" + name + "', which is not " + expected;
  message += did_you_mean(closest_match(name, candidates));
  cx.error(doc, at, code, message);
}

void append_quoted(std::string& list, std::string_view name)
{
  list += list.empty() ? "'" : ", '";
  list += name;
  list += '\'';
}

} // namespace tosca::check::detail
