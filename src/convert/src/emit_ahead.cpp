/// The library layout's outputs emitted while the next ones render
/// (emit_ahead.hpp).

#include "emit_ahead.hpp"

#include <algorithm>

namespace tosca::convert::detail {

namespace {

constexpr std::size_t k_batch = 8;

}  // namespace

EmitAhead::EmitAhead(const ir::Model& model, std::size_t n, bool threaded, bool strict)
    : m_model(model)
{
  m_slots.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    m_slots.push_back({ir::Value(), 0, std::nullopt, DiagnosticSink(strict), nullptr});
  }
  if (threaded) {
    m_thread.start([this] { run(); }); // without a thread, text() emits each one
  }
}

EmitAhead::~EmitAhead()
{
  finish();
}

void EmitAhead::finish()
{
  {
    std::lock_guard<std::mutex> hold(m_lock);
    m_stop = true;
  }
  m_more.notify_all();
  m_thread.join();
}

void EmitAhead::rendered(std::size_t i, ir::Value document, std::size_t document_index)
{
  Slot& slot = m_slots.at(i);
  slot.document = std::move(document);
  slot.document_index = document_index;
  {
    std::lock_guard<std::mutex> hold(m_lock);
    m_given = i + 1;
  }
  // The thread wakes for a batch, not for each output: a wake-up per
  // output cost more than the emitting it moved off the main thread.
  if (m_given % k_batch == 0 || m_given == m_slots.size()) {
    m_more.notify_all();
  }
}

void EmitAhead::run()
{
  for (std::size_t i = 0; i < m_slots.size(); ++i) {
    {
      std::unique_lock<std::mutex> hold(m_lock);
      // The end of i's batch (rendered() wakes this thread there).
      const std::size_t wanted = std::min((i / k_batch + 1) * k_batch, m_slots.size());
      m_more.wait(hold, [&] { return m_given >= wanted || m_stop; });
      if (m_given <= i) {
        return; // stopped before it was rendered: text() emits it
      }
    }
    Slot& slot = m_slots[i];
    try {
      slot.halves = yaml::emit_rendered_halves(slot.document, m_model, slot.document_index,
                                               slot.sink);
    } catch (...) {
      slot.failure = std::current_exception(); // thrown where one thread would meet it
    }
  }
}

std::string EmitAhead::text(std::size_t i, const std::vector<std::string>& imports,
                            DiagnosticSink& sink)
{
  finish();
  Slot& slot = m_slots.at(i);
  if (slot.failure) {
    std::rethrow_exception(slot.failure);
  }
  std::string out;
  if (slot.halves) {
    out = std::move(slot.halves->head);
    out += yaml::imports_text(imports);
    out += slot.halves->tail;
    slot.halves.reset();
  } else {
    yaml::set_imports(slot.document, imports);
    out = yaml::emit_rendered(std::move(slot.document), m_model, slot.document_index, slot.sink);
  }
  for (const auto& d : slot.sink.diagnostics()) {
    sink.report(d);
  }
  return out;
}

}  // namespace tosca::convert::detail
