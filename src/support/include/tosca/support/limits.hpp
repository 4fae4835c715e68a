#pragma once
/// The limits every reader applies to one document (--max-depth,
/// --max-elements, --max-value-size, --max-input-size). The XML and YAML
/// readers' options, validate's options and the command line's share this
/// one struct, so a new limit is added once.

#include <cstddef>
#include <cstdint>

namespace tosca {

struct ReadLimits
{
  /// Deepest element or collection nesting accepted.
  std::size_t max_depth = 512;
  /// Most XML elements (comments and processing instructions count too) or
  /// YAML nodes in one document. The largest real document seen has a few
  /// hundred elements; a 10,000-node topology about 110,000, and its YAML
  /// about three nodes per element.
  std::size_t max_elements = 1'000'000;
  /// Longest attribute value, text, comment, processing instruction or
  /// scalar, in bytes; real ones stay under a few kilobytes.
  std::size_t max_value_size = 16u << 20;
  /// Largest document, in bytes, refused before parsing.
  std::size_t max_input_size = 256u << 20;
  /// Threads the parse of one document may use (a big YAML document is
  /// parsed in parts; the result never depends on it). The loader sets it
  /// when it reads documents one at a time.
  unsigned threads = 1;

  /// Replaces these limits (and only these) in a derived options struct.
  void set_limits(const ReadLimits& other) { *this = other; }

  /// Keeps the depth and lifts the bounds on count and size: for re-reading
  /// the tool's own rendering of an input that was read within the limits.
  void lift_size_limits() { max_elements = max_value_size = max_input_size = SIZE_MAX; }
};

}  // namespace tosca
