#include "tosca/xml/reader.hpp"

#include "parser.hpp"
#include "properties_view.hpp"
#include "read_toscalite.hpp"
#include "read_context.hpp"
#include "xsd_messages_util.hpp"
#include "xsd_reader.hpp"

#include <algorithm>

namespace tosca::xml {

using namespace detail;

namespace {

/// The parser's limits for `options` (the depth capped at k_max_depth_limit);
/// a document beyond max_input_size is refused here, before any parsing.
Limits limits_of(const ReadOptions& options, std::string_view bytes, const std::string& path)
{
  if (bytes.size() > options.max_input_size) {
    throw FatalError({Severity::error, "INPUT_LIMIT",
                      "a document of " + std::to_string(bytes.size()) + " bytes, larger than " +
                          std::to_string(options.max_input_size) + "; not read (--max-input-size)",
                      path, 0, 0});
  }
  return {std::min(options.max_depth, k_max_depth_limit), options.max_elements,
          options.max_value_size};
}

}  // namespace

struct Reader::Impl
{
  Parser parser;
};

Reader::Reader() : m_impl(std::make_unique<Impl>()) {}
Reader::~Reader() = default;

ReadResult Reader::read(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                        const ReadOptions& options)
{
  Prolog prolog = scan_prolog(bytes);
  SchemaChoice schema = SchemaChoice::none;
  if (options.validate) {
    if (prolog.root_local == "Definitions") {
      schema = SchemaChoice::final_1_0;
    } else if (prolog.root_local == "ServiceTemplate") {
      schema = SchemaChoice::csd03;
    }
  }
  // Schema diagnostics of a document that then turns out not to be TOSCA
  // are noise: collect them aside and pass them on only on success.
  DiagnosticSink local(sink.strict());
  Tree tree = m_impl->parser.parse(bytes, path, schema, local,
                                   limits_of(options, bytes, path),
                                   /*require_tosca=*/true,
                                   options.reread_invalid ? Extent::content : Extent::structure);
  const Node& root = tree.nodes[tree.root];
  Ctx ctx{tree, path, local, root.local() == "ServiceTemplate" ? ir::Dialect::csd03 : ir::Dialect::final_1_0,
          {}};
  for (const auto& a : root.attributes()) {
    if (a.ns().empty() && a.local() == "targetNamespace") {
      ctx.target_namespace = a.value();
    }
  }
  ReadResult result;
  result.document = ctx.dialect == ir::Dialect::csd03 ? read_draft(ctx) : read_final(ctx);
  // XML that yaml2xml wrote carries the YAML document it was born in.
  if (const ir::Value& born = result.document.ext.yaml.get(); born.kind == ir::Value::Kind::map) {
    result.document.origin = ir::Origin::yaml;
    if (const ir::Value* v = born.find("tosca_definitions_version"); v && v->kind == ir::Value::Kind::string) {
      result.document.yaml_version = v->string;
    }
  }
  for (std::uint32_t k : ctx.elements(tree.root)) {
    if (ctx.is(k, "Types")) {
      for (std::uint32_t s : ctx.elements(k)) {
        if (tree.nodes[s].is("http://www.w3.org/2001/XMLSchema", "schema")) {
          read_xsd(ctx, s, result.schemas, path);
        }
      }
    }
  }
  for (const auto& d : local.diagnostics()) {
    sink.report(d);
  }
  return result;
}

ReadResult Reader::read_toscalite(std::string_view bytes, const std::string& path,
                                  DiagnosticSink& sink, const ReadOptions& options)
{
  Tree tree = m_impl->parser.parse(bytes, path, SchemaChoice::none, sink,
                                   limits_of(options, bytes, path),
                                   /*require_tosca=*/false);
  if (tree.nodes[tree.root].local() != "Model") {
    throw FatalError({Severity::error, "NOT_TOSCA",
                      "the root element is '" + std::string(tree.nodes[tree.root].local()) +
                          "', not a TOSCAlite Model",
                      path, tree.nodes[tree.root].line, tree.nodes[tree.root].column});
  }
  std::map<std::string, ir::Location> at;
  const std::string definitions = toscalite_definitions(tree, path, sink, at);
  // The generated Definitions are valid by construction; any diagnostic
  // about them would point into text the user never saw.
  DiagnosticSink generated;
  ReadOptions plain = options;
  plain.validate = false;
  plain.max_elements = SIZE_MAX; // the model was bounded; its rendering is ours
  plain.max_value_size = SIZE_MAX;
  plain.max_input_size = SIZE_MAX;
  ReadResult result = read(definitions, path, generated, plain);
  for (const auto& d : generated.diagnostics()) {
    if (d.severity == Severity::error) {
      sink.error(path, 0, 0, "TOSCALITE_MODEL", "the model's TOSCA rendering is invalid: " + d.message);
    }
  }
  place_in_model(result.document, at, {tree.nodes[tree.root].line, tree.nodes[tree.root].column});
  return result;
}

void Reader::check(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                   const ReadOptions& options)
{
  const Prolog prolog = scan_prolog(bytes);
  const SchemaChoice schema = prolog.root_local == "ServiceTemplate" ? SchemaChoice::csd03
                                                                     : SchemaChoice::final_1_0;
  DiagnosticSink local(sink.strict());
  m_impl->parser.parse(bytes, path, schema, local, limits_of(options, bytes, path),
                       /*require_tosca=*/true, Extent::elements);
  for (const auto& d : local.diagnostics()) {
    sink.report(d);
  }
}

std::optional<std::string> Reader::derive_properties(ir::PropertiesValue& v)
{
  DiagnosticSink ignored;
  Tree tree;
  try {
    tree = m_impl->parser.parse(wrap_fragment(v.document).bytes, "<properties>",
                                SchemaChoice::none, ignored, Limits{Limits{}.max_depth + 1},
                                /*require_tosca=*/false);
  } catch (const FatalError& e) {
    return e.diagnostic().message;
  }
  std::vector<std::uint32_t> roots;
  for (std::uint32_t k : tree.at(tree.root).children()) {
    if (tree.at(k).kind == Node::Kind::element) {
      roots.push_back(k);
    }
  }
  if (roots.size() == 1) {
    const ir::QName given = v.root;
    derive_view(tree, roots.front(), v);
    if (!given.local.empty()) {
      v.root = given;
    }
  }
  return std::nullopt;
}

ir::SchemaSet Reader::read_schema(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                                  const ReadOptions& options)
{
  Prolog prolog = scan_prolog(bytes);
  if (prolog.has_doctype) {
    // XMLSchema.xsd itself carries a DOCTYPE; schemas with one are skipped.
    sink.warning(path, prolog.doctype_line, prolog.doctype_column, "XSD_SKIPPED",
                 "schema has a DOCTYPE and is not read (no DTDs are processed)");
    return {};
  }
  Tree tree = m_impl->parser.parse(bytes, path, SchemaChoice::none, sink,
                                   limits_of(options, bytes, path),
                                   /*require_tosca=*/false);
  ir::SchemaSet out;
  Ctx ctx{tree, path, sink, ir::Dialect::final_1_0, {}};
  if (tree.nodes[tree.root].is("http://www.w3.org/2001/XMLSchema", "schema")) {
    read_xsd(ctx, tree.root, out, path);
  }
  return out;
}

bool is_schema_violation(std::string_view code)
{
  if (code == "XSD_NOT_FOUND" || code == "XSD_SKIPPED") {
    return false;
  }
  return code == "XSD" || code.substr(0, 4) == "XSD_" || code.substr(0, 7) == "WINERY_";
}

namespace {
constexpr std::string_view k_undeclared_ns = "' (namespace '";
constexpr std::string_view k_undeclared_rest = "') has no schema here, and ";
}  // namespace

namespace detail {
std::string undeclared_message(const std::string& name, std::string_view ns,
                               const std::string& parent_name)
{
  return "element '" + name + std::string(k_undeclared_ns) + std::string(ns) +
         std::string(k_undeclared_rest) + parent_name +
         " accepts only elements declared in a schema (a strict wildcard); import the schema "
         "that declares it, or name its directory with -I";
}
}  // namespace detail

std::optional<ir::QName> undeclared_element(const Diagnostic& d)
{
  constexpr std::string_view head = "element '";
  const std::string_view m = d.message;
  if (d.code != "XSD_UNDECLARED" || m.substr(0, head.size()) != head) {
    return std::nullopt;
  }
  const std::size_t name_end = m.find(k_undeclared_ns, head.size());
  const std::size_t ns_end = m.rfind(k_undeclared_rest); // the parent's name has no quote
  if (name_end == std::string_view::npos || ns_end == std::string_view::npos || ns_end < name_end) {
    return std::nullopt;
  }
  const std::string_view name = m.substr(head.size(), name_end - head.size());
  const std::size_t colon = name.rfind(':');
  const std::size_t ns_start = name_end + k_undeclared_ns.size();
  ir::QName q;
  q.ns = std::string(m.substr(ns_start, ns_end - ns_start));
  q.local = std::string(colon == std::string_view::npos ? name : name.substr(colon + 1));
  return q;
}

bool looks_like_xml(std::string_view bytes)
{
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
    bytes.remove_prefix(3);
  }
  if (bytes.size() >= 2 && ((static_cast<unsigned char>(bytes[0]) == 0xFF &&
                             static_cast<unsigned char>(bytes[1]) == 0xFE) ||
                            (static_cast<unsigned char>(bytes[0]) == 0xFE &&
                             static_cast<unsigned char>(bytes[1]) == 0xFF))) {
    return true;
  }
  auto first = bytes.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && bytes[first] == '<';
}

std::string root_element_name(std::string_view bytes)
{
  return scan_prolog(bytes).root_local;
}

}  // namespace tosca::xml
