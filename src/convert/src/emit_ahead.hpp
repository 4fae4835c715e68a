#pragma once
/// The library layout's outputs emitted while the next ones render.
/// Rendering shares the run's tables and stays on one thread; emitting a
/// rendered document does not, but needs its imports, which are known
/// only once every output is rendered. So each document is emitted on a
/// thread of its own as soon as it is rendered, in two halves around the
/// imports' place (yaml::emit_rendered_halves), and put together when the
/// imports are known: the same bytes and warnings as emitting it whole.

#include "tosca/ir/model.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/parallel.hpp"
#include "tosca/yaml/writer.hpp"

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tosca::convert::detail {

class EmitAhead
{
public:
  /// For `n` outputs of `model`; on a thread of its own when `threaded`
  /// (else each is emitted by text(), as it always was).
  EmitAhead(const ir::Model& model, std::size_t n, bool threaded, bool strict);
  ~EmitAhead(); ///< stops and joins the thread
  EmitAhead(const EmitAhead&) = delete;
  EmitAhead& operator=(const EmitAhead&) = delete;

  /// Output i, rendered from model document `document_index`: takes it.
  void rendered(std::size_t i, ir::Value document, std::size_t document_index);
  /// Output i's text with its imports, after every output was given to
  /// rendered(); its emitting's warnings go to `sink`. Called in output
  /// order, the warnings come in the order emitting them all would give.
  std::string text(std::size_t i, const std::vector<std::string>& imports, DiagnosticSink& sink);

private:
  struct Slot
  {
    ir::Value document;
    std::size_t document_index = 0;
    std::optional<yaml::EmittedHalves> halves;
    DiagnosticSink sink;
    std::exception_ptr failure;
  };
  void run();
  void finish();

  const ir::Model& m_model;
  std::vector<Slot> m_slots;
  std::mutex m_lock;
  std::condition_variable m_more;
  std::size_t m_given = 0;  ///< slots [0, m_given) are rendered
  bool m_stop = false;
  /// The emitting thread, with the stack the main thread would have (a
  /// deep document is emitted by recursion, as on the main thread).
  WorkerThreads m_thread;
};

}  // namespace tosca::convert::detail
