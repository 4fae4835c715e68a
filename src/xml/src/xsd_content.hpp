#pragma once
/// Content models in plain terms, for messages a person can act on.
///
/// Xerces says only "element 'Import' is not allowed for content model
/// '(documentation*,,Extensions?,Import*,...)'" and names one child. Here a
/// complex type's content is flattened to a sequence of particles (an
/// element, a wildcard, or a choice of them, each with occurrence bounds),
/// and a matcher walks an element's children through it and says, for every
/// child that does not fit, why: out of order, not allowed there at all,
/// once too often, or a required element missing before it.
///
/// The matcher only explains a verdict Xerces has already given; it never
/// decides validity on its own.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <xercesc/util/XercesDefs.hpp>

XERCES_CPP_NAMESPACE_BEGIN
class ContentSpecNode;
XERCES_CPP_NAMESPACE_END

namespace tosca::xml::detail {

inline constexpr std::uint32_t k_unbounded = 0xFFFFFFFFu;

/// One thing a particle accepts: a named element or a wildcard.
struct Term
{
  enum class Kind { element, any, other, listed };
  Kind kind = Kind::element;
  std::string ns;    ///< element: its namespace; other: the namespace it excludes
  std::string local; ///< element: its local name
  std::vector<std::string> namespaces; ///< listed: the namespaces allowed ("" = none)
  bool strict = false;                 ///< wildcard with processContents="strict"

  bool accepts(std::string_view element_ns, std::string_view element_local) const;
  /// "Import", or "an element from another namespace".
  std::string describe() const;
};

struct Particle
{
  std::vector<Term> terms; ///< alternatives; one for a plain element
  std::uint32_t min = 1;
  std::uint32_t max = 1; ///< k_unbounded for maxOccurs="unbounded"

  bool accepts(std::string_view ns, std::string_view local) const;
};

struct ContentModel
{
  std::vector<Particle> particles;
};

/// Flattens a Xerces content specification; nullopt when its shape has no
/// flat form (a repeated sequence, xs:all, a choice of sequences). A null
/// `spec` is empty content. `uri_text` turns Xerces' URI ids into strings.
std::optional<ContentModel> flatten(const XERCES_CPP_NAMESPACE::ContentSpecNode* spec,
                                    const std::function<std::string(unsigned)>& uri_text);

struct Child
{
  std::string_view ns;
  std::string_view local;
};

struct ContentProblem
{
  enum class Kind {
    order,      ///< fits an earlier particle: must come before `other`
    unexpected, ///< fits nowhere in the model
    too_many,   ///< its particle is full; `other` is the first occurrence
    missing     ///< particle `particle` is required before child `child` (or at the end)
  };
  Kind kind = Kind::unexpected;
  std::size_t child = 0;    ///< index into the children; children.size() = the end
  std::size_t particle = 0; ///< the particle concerned (order, too_many, missing)
  std::size_t other = 0;    ///< order, too_many: the child it collides with
  std::vector<std::string> expected; ///< unexpected: what would fit at that point
};

/// Every problem of `children` against `model`, in document order. A child
/// that does not fit is skipped, so the ones after it are judged from the
/// state before it.
std::vector<ContentProblem> match(const ContentModel& model, const std::vector<Child>& children);

/// What may come after `children` (assumed to fit): the descriptions of the
/// terms that fit next, and whether the content may end there.
std::vector<std::string> expected_after(const ContentModel& model,
                                        const std::vector<Child>& children, bool& may_end);

/// True when a strict wildcard at or after the position reached by
/// `children` would accept an element of namespace `ns`.
bool strict_wildcard_after(const ContentModel& model, const std::vector<Child>& children,
                           std::string_view ns);

/// "A", "A or B", "A, B or C".
std::string join_alternatives(const std::vector<std::string>& items);

}  // namespace tosca::xml::detail
