#pragma once
/// Outputs that do not depend on each other, written on several threads
/// and reported as one thread would: each output's diagnostics go to its
/// own sink, replayed into the run's in output order.

#include "tosca/convert/output.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/parallel.hpp"

#include <cstddef>
#include <utility>

namespace tosca::convert::detail {

/// `write(i, local_sink)` makes output i of [0, n) on up to `jobs` threads
/// (one for fewer than 8 outputs, not worth a thread); in the order of i,
/// its diagnostics are reported to `sink` and `take(i, output)` gets it.
template <class Write, class Take>
void write_in_order(std::size_t n, unsigned jobs, DiagnosticSink& sink, Write write, Take take)
{
  struct Written
  {
    std::size_t index;
    Output out;
    DiagnosticSink sink;
  };
  parallel_in_order<Written>(
      n, n >= 8 ? jobs : 1, n,
      [&](unsigned, std::size_t i) {
        Written w{i, {}, DiagnosticSink(sink.strict())};
        w.out = write(i, w.sink);
        return w;
      },
      [&](Written w) {
        for (const auto& d : w.sink.diagnostics()) {
          sink.report(d);
        }
        take(w.index, std::move(w.out));
      });
}

}  // namespace tosca::convert::detail
