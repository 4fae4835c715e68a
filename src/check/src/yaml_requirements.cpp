// YAML-born documents: requirement assignments of node templates against
// the requirement definitions of their type and the node they target.
//
// [x] the requirement is defined by the node type or an ancestor
//     (REQ_UNKNOWN, with "did you mean")
// [x] the target names a node template of the topology or a node type
//     (REF_UNKNOWN)
// [x] the target's type is the definition's `node` or derives from it
//     (REQ_NODE)
// [x] the target offers a capability of the required type: the
//     assignment's `capability` (a capability name of the target, or a
//     type) or the definition's (REQ_CAPABILITY)
// [x] the relationship (a template or a type; the definition's when the
//     assignment names none) has valid_target_types that admit the
//     capability or the target node (REQ_RELATIONSHIP)
// [x] node_filter syntax of the assignment (NODE_FILTER, yaml_node_filter.cpp)
// Anything that depends on a type the workspace does not define stays
// quiet: the unknown type itself is reported once, as REF_UNKNOWN.
#include "checks.hpp"
#include "yaml_types.hpp"

namespace tosca::check::detail {

namespace {

using V = ir::Value;

struct Requirements
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  const YamlTopology& topo;
  int minor;
  std::vector<std::string> template_names;

  const YamlType* type(YamlKind kind, const std::string& name) const
  {
    return name.empty() ? nullptr : types.find(kind, name, minor);
  }

  static std::string offered(const std::vector<YamlCapability>& caps)
  {
    std::string out;
    for (const auto& c : caps) {
      out += (out.empty() ? "" : ", ") + c.name + " (" + c.type + ")";
    }
    return out.empty() ? "none" : out;
  }

  void assignment(const std::string& tname, const std::string& ttype, const std::string& rname,
                  const V& body, const ir::Location& at)
  {
    const std::string who = "requirement '" + rname + "' of node template '" + tname + "'";
    const auto defs = types.requirements(ttype);
    const YamlRequirement* def = nullptr;
    for (const auto& d : defs) {
      if (d.name == rname) {
        def = &d;
      }
    }
    if (!def) {
      if (!types.complete(YamlKind::node, ttype)) {
        return; // an unknown ancestor may define it
      }
      std::vector<std::string> names;
      for (const auto& d : defs) {
        names.push_back(d.name);
      }
      std::string message = "node template '" + tname + "' assigns requirement '" + rname +
                            "', which its type '" + ttype + "' does not define";
      message += did_you_mean(rname, names);
      cx.error(doc, at, "REQ_UNKNOWN", message);
      return;
    }
    if (body.kind == V::Kind::map) {
      if (const V* filter = member(body, "node_filter")) {
        check_node_filter(cx, doc, *filter, "the node_filter of " + who);
      }
    }
    const V* node = body.kind == V::Kind::string ? &body : member(body, "node");
    const std::string node_name = text(node);
    std::string target_type;
    std::string target;
    if (!node_name.empty()) {
      if (const V* tpl = topo.node_template(node_name)) {
        target_type = text(member(*tpl, "type"));
        target = "node template '" + node_name + "'";
      } else if (type(YamlKind::node, node_name)) {
        target_type = node_name;
        target = "node type '" + node_name + "'";
      } else {
        std::string message = who + " names '" + node_name +
                              "', which is neither a node template of this topology nor a "
                              "node type";
        message += did_you_mean(node_name, template_names);
        cx.error(doc, node->location, "REF_UNKNOWN", message);
        return;
      }
      if (!def->node.empty() && types.complete(YamlKind::node, target_type) &&
          types.derives(YamlKind::node, target_type, def->node) == Derives::no) {
        cx.error(doc, node->location, "REQ_NODE",
                 who + " targets " + target + " of type '" + target_type +
                     "', but the requirement definition asks for a '" + def->node +
                     "' (or a type derived from it)");
        return; // one finding per assignment
      }
    } else {
      target_type = def->node;
      target = "node type '" + def->node + "'";
    }
    if (!types.complete(YamlKind::node, target_type)) {
      return; // what an unknown ancestor offers is unknown
    }
    const auto caps = types.capabilities(target_type, minor);
    const YamlCapability* matched = nullptr;
    std::string wanted = def->capability;
    const V* cap = body.kind == V::Kind::map ? member(body, "capability") : nullptr;
    const std::string cap_name = text(cap);
    const ir::Location& cap_at = cap ? cap->location : at;
    if (!cap_name.empty()) {
      for (const auto& c : caps) {
        if (c.name == cap_name) {
          matched = &c;
        }
      }
      if (!matched && type(YamlKind::capability, cap_name)) {
        if (!wanted.empty() && type(YamlKind::capability, wanted) &&
            types.derives(YamlKind::capability, cap_name, wanted) == Derives::no) {
          cx.error(doc, cap_at, "REQ_CAPABILITY",
                   who + " asks for capability type '" + cap_name +
                       "', but its definition asks for '" + wanted + "' and '" + cap_name +
                       "' does not derive from it");
          return;
        }
        wanted = cap_name;
      } else if (!matched) {
        cx.error(doc, cap_at, "REF_UNKNOWN",
                 who + " names capability '" + cap_name + "', which is neither a capability of " +
                     target + " (" + offered(caps) + ") nor a capability type");
        return;
      }
    }
    if (matched) {
      if (!wanted.empty() && type(YamlKind::capability, wanted) &&
          types.derives(YamlKind::capability, matched->type, wanted) == Derives::no) {
        cx.error(doc, cap_at, "REQ_CAPABILITY",
                 who + " connects to capability '" + matched->name + "' of " + target +
                     ", of type '" + matched->type + "', but the requirement asks for '" + wanted +
                     "'");
        return;
      }
    } else if (!wanted.empty() && type(YamlKind::capability, wanted)) {
      bool unknown = false;
      for (const auto& c : caps) {
        Derives d = types.derives(YamlKind::capability, c.type, wanted);
        if (d == Derives::yes) {
          matched = &c;
          break;
        }
        unknown = unknown || d == Derives::unknown;
      }
      if (!matched) {
        if (!unknown) {
          cx.error(doc, node ? node->location : at, "REQ_CAPABILITY",
                   who + " needs a capability of type '" + wanted + "', which " + target +
                       (target_type == node_name ? "" : " (type '" + target_type + "')") +
                       " does not offer; it offers " + offered(caps));
        }
        return;
      }
    }
    relationship(who, body, *def, matched ? matched->type : wanted, target_type, at);
  }

  void relationship(const std::string& who, const V& body, const YamlRequirement& def,
                    const std::string& cap_type, const std::string& target_type,
                    const ir::Location& at)
  {
    const V* rel = body.kind == V::Kind::map ? member(body, "relationship") : nullptr;
    bool unknown = false;
    std::string rel_type = assigned_relationship(rel, topo, types, minor, unknown);
    if (unknown) {
      cx.error(doc, rel->location, "REF_UNKNOWN",
               who + " names relationship '" + text(rel) +
                   "', which is neither a relationship template of this topology nor a "
                   "relationship type");
      return;
    }
    if (rel_type.empty()) {
      rel_type = def.relationship;
    }
    if (!type(YamlKind::relationship, rel_type) || cap_type.empty()) {
      return;
    }
    const auto targets = types.valid_targets(rel_type);
    if (targets.empty()) {
      return;
    }
    std::string list;
    for (const auto& t : targets) {
      Derives d = type(YamlKind::capability, t) ? types.derives(YamlKind::capability, cap_type, t)
                  : type(YamlKind::node, t)     ? types.derives(YamlKind::node, target_type, t)
                                                : Derives::unknown;
      if (d != Derives::no) {
        return;
      }
      append_quoted(list, t);
    }
    cx.error(doc, rel ? rel->location : at, "REQ_RELATIONSHIP",
             who + " uses relationship type '" + rel_type + "', whose valid target types (" + list +
                 ") do not admit the capability type '" + cap_type + "' it connects to");
  }

  void run()
  {
    for (const auto& [name, def] : topo.node_templates) {
      template_names.push_back(name);
    }
    for (const auto& [name, def] : topo.node_templates) {
      const std::string ttype = text(member(*def, "type"));
      const V* reqs = member(*def, "requirements");
      if (!type(YamlKind::node, ttype) || !reqs || reqs->kind != V::Kind::list) {
        continue;
      }
      for (const auto& item : reqs->items) {
        for (const auto& [rname, body] : item.entries) {
          assignment(name, ttype, rname, body,
                     body.location.known() ? body.location : item.location);
        }
      }
    }
  }
};

} // namespace

void check_yaml_requirements(const Context& cx, const YamlTypes& types, const ir::Document& doc)
{
  const YamlTopology topo = topology_of(doc);
  Requirements{cx, types, doc, topo, minor_version(doc), {}}.run();
}

} // namespace tosca::check::detail
