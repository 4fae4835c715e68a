// Unit tests for src/ir: value semantics of the IR (QName, Location,
// Fragment, Value, entity equality) and the cross-document Index.
#include <boost/test/unit_test.hpp>

#include "tosca/ir/document.hpp"
#include "tosca/ir/index.hpp"
#include "tosca/ir/value.hpp"

#include <algorithm>

using namespace tosca::ir;

namespace {

const std::string ns_a = "http://example.org/a";
const std::string ns_b = "http://example.org/b";

QName qn(const std::string& ns, const std::string& local, const std::string& prefix = {})
{
  return QName{ns, local, prefix};
}

template<typename T>
T named(const std::string& ns, const std::string& name)
{
  T t;
  t.name = name;
  t.target_namespace = ns;
  return t;
}

NodeTypeImplementation impl(const std::string& ns, const std::string& name, QName type)
{
  auto i = named<NodeTypeImplementation>(ns, name);
  i.implemented_type = std::move(type);
  return i;
}

Document doc(const std::string& tns)
{
  Document d;
  d.target_namespace = tns;
  return d;
}

}  // namespace

// ---------------------------------------------------------------- basics

BOOST_AUTO_TEST_SUITE(basics)

BOOST_AUTO_TEST_CASE(qname_equality_ignores_prefix)
{
  BOOST_TEST((qn(ns_a, "Server", "p") == qn(ns_a, "Server", "q")), "prefix must not matter");
  BOOST_TEST((qn(ns_a, "Server", "p") == qn(ns_a, "Server")), "an empty prefix must not matter");
  BOOST_TEST(!(qn(ns_a, "Server") == qn(ns_b, "Server")), "namespace must matter");
  BOOST_TEST(!(qn(ns_a, "Server") == qn(ns_a, "server")), "local name is case-sensitive");
  BOOST_TEST(!(qn("", "Server") == qn(ns_a, "Server")), "no namespace differs from a namespace");
}

BOOST_AUTO_TEST_CASE(qname_ordering_ignores_prefix)
{
  BOOST_TEST(!(qn(ns_a, "X", "z") < qn(ns_a, "X", "a")), "same name, other prefix: not less");
  BOOST_TEST(!(qn(ns_a, "X", "a") < qn(ns_a, "X", "z")), "same name, other prefix: not less");
  BOOST_TEST((qn(ns_a, "Z") < qn(ns_b, "A")), "namespace orders first");
  BOOST_TEST((qn(ns_a, "A") < qn(ns_a, "B")));
}

BOOST_AUTO_TEST_CASE(qname_clark_and_empty)
{
  BOOST_TEST(qn(ns_a, "Server", "p").clark() == "{http://example.org/a}Server");
  BOOST_TEST(qn("", "Server").clark() == "Server", "no namespace: no braces");
  BOOST_TEST(QName{}.empty());
  BOOST_TEST(qn(ns_a, "").empty(), "empty means no local name");
  BOOST_TEST(!qn("", "x").empty());
}

BOOST_AUTO_TEST_CASE(location_never_affects_equality)
{
  const Location here{1, 2};
  const Location there{3, 4};
  BOOST_TEST((here == there), "locations must always compare equal");
  BOOST_TEST(!Location{}.known());
  const Location line_only{5, 0};
  BOOST_TEST(line_only.known(), "a line without a column is known");

  Fragment f1{"<x/>", {{"p", ns_a}}, {1, 1}};
  Fragment f2{"<x/>", {{"p", ns_a}}, {9, 9}};
  BOOST_TEST((f1 == f2), "fragments differing only in location must be equal");
  f2.bindings = {{"p", ns_b}};
  BOOST_TEST(!(f1 == f2), "fragment bindings take part in equality");

  ForeignAttribute a1{qn(ns_a, "note", "ex"), "v", {1, 1}};
  ForeignAttribute a2{qn(ns_a, "note", "other"), "v", {7, 3}};
  BOOST_TEST((a1 == a2), "foreign attributes: location and prefix must not matter");

  Tag t1{"n", "v", {1, 1}};
  Tag t2{"n", "v", {2, 2}};
  BOOST_TEST((t1 == t2), "tags differing only in location must be equal");
}

BOOST_AUTO_TEST_CASE(entity_equality_ignores_locations)
{
  NodeType a = named<NodeType>(ns_a, "Server");
  NodeType b = a;
  a.ext.location = {1, 1};
  b.ext.location = {40, 2};
  Documentation d;
  d.content = "text";
  d.location = {2, 3};
  a.ext.documentation.push_back(d);
  d.location = {41, 3};
  b.ext.documentation.push_back(d);
  BOOST_TEST((a == b), "node types differing only in locations must be equal");
  b.ext.documentation[0].content = "other";
  BOOST_TEST(!(a == b), "documentation content must matter");

  Document d1 = doc(ns_a);
  Document d2 = doc(ns_a);
  d1.path = "one.xml";
  d2.path = "two.xml";
  d2.root_bindings.push_back({"x", ns_b});
  d1.node_types.push_back(a);
  d2.node_types.push_back(a);
  d2.node_types[0].ext.location = {99, 99};
  BOOST_TEST((d1 == d2), "path, root bindings and locations are presentation, not meaning");
  d2.node_types[0].abstract = true;
  BOOST_TEST(!(d1 == d2), "a changed attribute must make documents differ");
}

BOOST_AUTO_TEST_CASE(bound_equality_by_value)
{
  Bound u1{std::nullopt, "unbounded"};
  Bound u2{std::nullopt, "UNBOUNDED"};
  BOOST_TEST((u1 == u2), "the spelling is a hint, not the value");
  BOOST_TEST(u1.unbounded());
  Bound three{3, "3"};
  BOOST_TEST(!(u1 == three));
  BOOST_TEST(!three.unbounded());
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- Value

BOOST_AUTO_TEST_SUITE(value)

BOOST_AUTO_TEST_CASE(constructors_and_kinds)
{
  BOOST_TEST((Value::null().kind == Value::Kind::null));
  BOOST_TEST((Value::of(true).kind == Value::Kind::boolean));
  BOOST_TEST((Value::of(3).kind == Value::Kind::integer));
  BOOST_TEST((Value::of(std::int64_t{1} << 40).integer == (std::int64_t{1} << 40)));
  BOOST_TEST((Value::of(2.0).kind == Value::Kind::floating));
  BOOST_TEST((Value::of("s").kind == Value::Kind::string), "a C string must make a string, not a bool");
  BOOST_TEST((Value::list().kind == Value::Kind::list));
  BOOST_TEST((Value::map().kind == Value::Kind::map));
}

BOOST_AUTO_TEST_CASE(equality_is_by_kind_and_content)
{
  BOOST_TEST(!(Value::of(2) == Value::of(2.0)), "integer 2 and floating 2.0 are different values");
  BOOST_TEST(!(Value::of("1") == Value::of(1)));
  BOOST_TEST(!(Value::null() == Value::of("")));
  BOOST_TEST(!(Value::list() == Value::map()), "empty list and empty map differ");
  BOOST_TEST((Value::of("x") == Value::of(std::string("x"))));

  Value m1 = Value::map();
  m1.add("a", Value::of(1));
  m1.add("b", Value::of(2));
  Value m2 = Value::map();
  m2.add("b", Value::of(2));
  m2.add("a", Value::of(1));
  BOOST_TEST(!(m1 == m2), "maps keep insertion order and compare in order");

  Value l1 = Value::list();
  l1.push(Value::of(1));
  l1.push(m1);
  Value l2 = l1;
  BOOST_TEST((l1 == l2));
  l2.items[1].entries[0].second = Value::of(9);
  BOOST_TEST(!(l1 == l2), "a nested change must be seen");
}

BOOST_AUTO_TEST_CASE(map_helpers)
{
  Value m = Value::map();
  m.add("k", Value::of(1));
  m.add("k", Value::of(2));
  BOOST_TEST(m.entries.size() == 2u, "add does not check for duplicates");
  BOOST_REQUIRE(m.find("k") != nullptr);
  BOOST_TEST(m.find("k")->integer == 1, "find returns the first entry");
  BOOST_TEST(m.find("missing") == nullptr);

  m.set("k", Value::of("replaced"));
  BOOST_TEST(m.entries.size() == 2u, "set replaces, it does not append");
  BOOST_TEST(m.entries[0].second.string == "replaced");
  m.set("new", Value::of(3));
  BOOST_TEST(m.entries.size() == 3u, "set appends a missing key");
  BOOST_TEST(m.entries.back().first == "new");

  m.add_if("null", Value::null());
  m.add_if("empty_list", Value::list());
  m.add_if("empty_map", Value::map());
  BOOST_TEST(m.entries.size() == 3u, "add_if must skip null and empty collections");
  m.add_if("zero", Value::of(0));
  m.add_if("empty_string", Value::of(""));
  BOOST_TEST(m.entries.size() == 5u, "add_if keeps scalars, even 0 and \"\"");

  Value* found = m.find("zero");
  BOOST_REQUIRE(found != nullptr);
  found->integer = 7;
  BOOST_TEST(m.find("zero")->integer == 7, "non-const find must give a mutable reference");
}

BOOST_AUTO_TEST_CASE(emptiness)
{
  BOOST_TEST(Value::null().empty());
  BOOST_TEST(Value::list().empty());
  BOOST_TEST(Value::map().empty());
  BOOST_TEST(!Value::of("").empty(), "an empty string is a value");
  BOOST_TEST(!Value::of(false).empty());
  Value l = Value::list();
  l.push(Value::null());
  BOOST_TEST(!l.empty());
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- Index

BOOST_AUTO_TEST_SUITE(index_lookup)

BOOST_AUTO_TEST_CASE(lookup_by_kind_and_qname)
{
  std::vector<Document> docs;
  docs.push_back(doc(ns_a));
  docs[0].node_types.push_back(named<NodeType>(ns_a, "Server"));
  docs[0].capability_types.push_back(named<CapabilityType>(ns_a, "Server"));
  docs[0].relationship_types.push_back(named<RelationshipType>(ns_a, "HostedOn"));
  docs[0].requirement_types.push_back(named<RequirementType>(ns_a, "Req"));
  docs[0].artifact_types.push_back(named<ArtifactType>(ns_a, "War"));
  docs[0].policy_types.push_back(named<PolicyType>(ns_a, "Backup"));
  Index index(docs);

  BOOST_TEST(index.duplicates().empty(), "same QName under different kinds is no duplicate");
  const NodeType* nt = index.node_type(qn(ns_a, "Server", "anything"));
  BOOST_REQUIRE_MESSAGE(nt != nullptr, "lookup must ignore the prefix");
  BOOST_TEST(nt == &docs[0].node_types[0], "lookup must point into the documents");
  BOOST_TEST(index.capability_type(qn(ns_a, "Server")) == &docs[0].capability_types[0]);
  BOOST_TEST(index.relationship_type(qn(ns_a, "HostedOn")) == &docs[0].relationship_types[0]);
  BOOST_TEST(index.requirement_type(qn(ns_a, "Req")) == &docs[0].requirement_types[0]);
  BOOST_TEST(index.artifact_type(qn(ns_a, "War")) == &docs[0].artifact_types[0]);
  BOOST_TEST(index.policy_type(qn(ns_a, "Backup")) == &docs[0].policy_types[0]);

  BOOST_TEST(index.node_type(qn(ns_b, "Server")) == nullptr, "other namespace: not found");
  BOOST_TEST(index.node_type(qn(ns_a, "HostedOn")) == nullptr, "other kind: not found");
  BOOST_TEST(index.artifact_type(qn(ns_a, "Server")) == nullptr);
  BOOST_TEST(!index.find(EntityKind::policy_template, qn(ns_a, "Backup")).has_value());

  auto ref = index.find(EntityKind::relationship_type, qn(ns_a, "HostedOn"));
  BOOST_REQUIRE(ref.has_value());
  BOOST_TEST(ref->document == 0u);
  BOOST_TEST(ref->index == 0u);
}

BOOST_AUTO_TEST_CASE(type_namespace_comes_from_the_type)
{
  std::vector<Document> docs{doc(ns_a)};
  docs[0].node_types.push_back(named<NodeType>(ns_b, "Elsewhere")); // own targetNamespace
  Index index(docs);
  BOOST_TEST(index.node_type(qn(ns_b, "Elsewhere")) != nullptr);
  BOOST_TEST(index.node_type(qn(ns_a, "Elsewhere")) == nullptr,
             "a type with its own targetNamespace is not in the document's namespace");
}

BOOST_AUTO_TEST_CASE(templates_and_service_templates)
{
  std::vector<Document> docs{doc(ns_a)};
  ArtifactTemplate at;
  at.id = "webwar";
  docs[0].artifact_templates.push_back(at);
  PolicyTemplate pt;
  pt.id = "nightly";
  docs[0].policy_templates.push_back(pt);
  ServiceTemplate st1;
  st1.id = "app";
  ServiceTemplate st2;
  st2.id = "other";
  st2.target_namespace = ns_b;
  docs[0].service_templates = {st1, st2};
  Index index(docs);

  BOOST_TEST(index.artifact_template(qn(ns_a, "webwar")) == &docs[0].artifact_templates[0],
             "templates are named by id in the document's namespace");
  BOOST_TEST(index.policy_template(qn(ns_a, "nightly")) == &docs[0].policy_templates[0]);
  BOOST_TEST(index.service_template(qn(ns_a, "app")) == &docs[0].service_templates[0]);
  BOOST_TEST(index.service_template(qn(ns_b, "other")) == &docs[0].service_templates[1],
             "a service template's own targetNamespace wins over the document's");
  BOOST_TEST(index.service_template(qn(ns_a, "other")) == nullptr);
}

BOOST_AUTO_TEST_CASE(first_document_wins_and_duplicates_are_reported)
{
  std::vector<Document> docs{doc(ns_a), doc(ns_a), doc(ns_a)};
  docs[0].node_types.push_back(named<NodeType>(ns_a, "Server"));
  docs[1].node_types.push_back(named<NodeType>(ns_a, "Unique"));
  docs[1].node_types.push_back(named<NodeType>(ns_a, "Server"));
  docs[2].node_types.push_back(named<NodeType>(ns_a, "Server"));
  docs[1].node_types[1].abstract = true;
  Index index(docs);

  BOOST_TEST(index.node_type(qn(ns_a, "Server")) == &docs[0].node_types[0],
             "the earliest document must win");
  BOOST_REQUIRE_MESSAGE(index.duplicates().size() == 2u,
                        "two later definitions must be reported, got " << index.duplicates().size());
  const auto& d0 = index.duplicates()[0];
  BOOST_TEST((d0.kind == EntityKind::node_type));
  BOOST_TEST((d0.name == qn(ns_a, "Server")));
  BOOST_TEST(d0.winner.document == 0u);
  BOOST_TEST(d0.winner.index == 0u);
  BOOST_TEST(d0.loser.document == 1u);
  BOOST_TEST(d0.loser.index == 1u);
  BOOST_TEST(index.duplicates()[1].loser.document == 2u);
  BOOST_TEST(index.duplicates()[1].winner.document == 0u, "the winner stays the first document");
  BOOST_TEST(index.node_type(qn(ns_a, "Unique")) == &docs[1].node_types[0]);
  BOOST_TEST(&index.document(1) == &docs[1]);
}

BOOST_AUTO_TEST_CASE(implementations_of_node_type)
{
  std::vector<Document> docs{doc(ns_a), doc(ns_b)};
  const QName server = qn(ns_a, "Server", "tns");
  docs[0].node_types.push_back(named<NodeType>(ns_a, "Server"));
  docs[0].node_type_implementations.push_back(impl(ns_a, "ServerImplA", qn(ns_a, "Server", "x")));
  docs[0].node_type_implementations.push_back(impl(ns_a, "DbImpl", qn(ns_a, "Db")));
  docs[1].node_type_implementations.push_back(impl(ns_b, "ServerImplB", qn(ns_a, "Server", "y")));
  // A duplicate of ServerImplA in a later document: only the winner counts.
  docs[1].node_type_implementations.push_back(impl(ns_a, "ServerImplA", qn(ns_a, "Server")));
  Index index(docs);

  auto found = index.implementations_of_node_type(server);
  std::vector<std::string> names;
  for (const auto* i : found) {
    names.push_back(i->name);
    BOOST_TEST((i->implemented_type == server));
  }
  std::sort(names.begin(), names.end());
  BOOST_TEST(names == (std::vector<std::string>{"ServerImplA", "ServerImplB"}),
             "both implementations, across documents and prefixes, and the duplicate only once");
  bool winner_returned = std::find(found.begin(), found.end(),
                                   &docs[0].node_type_implementations[0]) != found.end();
  BOOST_TEST(winner_returned, "the first document's ServerImplA must be the one returned");
  BOOST_TEST(index.implementations_of_node_type(qn(ns_b, "Server")).empty());
  BOOST_TEST(index.duplicates().size() == 1u);
  BOOST_TEST((index.duplicates()[0].kind == EntityKind::node_type_implementation));
}

BOOST_AUTO_TEST_CASE(implementations_of_relationship_type)
{
  std::vector<Document> docs{doc(ns_a)};
  RelationshipTypeImplementation r = named<RelationshipTypeImplementation>(ns_a, "HostedOnImpl");
  r.implemented_type = qn(ns_a, "HostedOn");
  docs[0].relationship_type_implementations.push_back(r);
  Index index(docs);
  auto found = index.implementations_of_relationship_type(qn(ns_a, "HostedOn"));
  BOOST_REQUIRE(found.size() == 1u);
  BOOST_TEST(found[0] == &docs[0].relationship_type_implementations[0]);
  BOOST_TEST(index.implementations_of_node_type(qn(ns_a, "HostedOn")).empty(),
             "relationship implementations are not node type implementations");
}

BOOST_AUTO_TEST_CASE(names_per_kind)
{
  std::vector<Document> docs{doc(ns_a)};
  docs[0].node_types.push_back(named<NodeType>(ns_a, "B"));
  docs[0].node_types.push_back(named<NodeType>(ns_a, "A"));
  docs[0].artifact_types.push_back(named<ArtifactType>(ns_a, "C"));
  Index index(docs);
  auto names = index.names(EntityKind::node_type);
  BOOST_REQUIRE(names.size() == 2u);
  BOOST_TEST(names[0].local == "A", "names come sorted");
  BOOST_TEST(names[1].local == "B");
  BOOST_TEST(index.names(EntityKind::artifact_type).size() == 1u);
  BOOST_TEST(index.names(EntityKind::policy_type).empty());
  BOOST_TEST(to_string(EntityKind::node_type_implementation) == "NodeTypeImplementation");
  BOOST_TEST(to_string(EntityKind::service_template) == "ServiceTemplate");
}

BOOST_AUTO_TEST_CASE(empty_index)
{
  std::vector<Document> docs;
  Index index(docs);
  BOOST_TEST(index.duplicates().empty());
  BOOST_TEST(index.node_type(qn(ns_a, "X")) == nullptr);
  BOOST_TEST(index.implementations_of_node_type(qn(ns_a, "X")).empty());
}

BOOST_AUTO_TEST_SUITE_END()
