#pragma once
/// The number of initializers an aggregate takes (its direct members plus
/// one per base class), at compile time. Every hand-written walk over an IR
/// struct (XML read and write, the YAML extension block's encode and
/// decode, describe) asserts the count it was written for, so a new field
/// fails the build of each walk until the walk handles it (ARCHITECTURE.md,
/// "No silent field loss").

#include <cstddef>
#include <utility>

namespace tosca::ir {

/// Converts to anything: stands for one initializer of an aggregate.
struct AnyField
{
  template <class T> operator T() const; // never defined: only used in unevaluated contexts
};

template <class T, std::size_t... I> constexpr bool brace_initialisable(std::index_sequence<I...>)
{
  return requires
  {
    T{(void(I), AnyField{})...};
  };
}

template <class T, std::size_t N = 0> constexpr std::size_t field_count()
{
  if constexpr (N < 64 && brace_initialisable<T>(std::make_index_sequence<N + 1>{})) {
    return field_count<T, N + 1>();
  } else {
    return N;
  }
}

}  // namespace tosca::ir
