#pragma once
/// Where an entity or value stood in its source document.

#include <cstdint>

namespace tosca::ir {

/// 1-based line and column in the document the entity was read from.
/// Zero means "not known" (an entity built in code). Locations never take
/// part in equality.
struct Location
{
  std::uint32_t line = 0;
  std::uint32_t column = 0;

  bool known() const { return line != 0; }
  friend bool operator==(const Location&, const Location&) { return true; }
};

}  // namespace tosca::ir
