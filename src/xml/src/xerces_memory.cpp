/// Xerces' memory manager (xerces_memory.hpp).

#include "xerces_memory.hpp"

#include <xercesc/util/OutOfMemoryException.hpp>

#include <exception>
#include <mutex>
#include <new>

namespace tosca::xml::detail {

namespace {

/// The reserve: a bump allocator over one static block, reused once every
/// block taken from it has been given back. Used only after a refusal,
/// so one lock does.
class Reserve
{
public:
  void* take(std::size_t size)
  {
    const std::size_t need = (size + k_align - 1) / k_align * k_align;
    std::lock_guard<std::mutex> hold(m_lock);
    if (need > sizeof m_bytes - m_used) {
      return nullptr;
    }
    void* p = m_bytes + m_used;
    m_used += need;
    ++m_blocks;
    return p;
  }
  bool owns(const void* p) const
  {
    const auto* b = static_cast<const unsigned char*>(p);
    return b >= m_bytes && b < m_bytes + sizeof m_bytes;
  }
  void give_back()
  {
    std::lock_guard<std::mutex> hold(m_lock);
    if (--m_blocks == 0) {
      m_used = 0;
    }
  }
  std::size_t in_use()
  {
    std::lock_guard<std::mutex> hold(m_lock);
    return m_used;
  }

private:
  static constexpr std::size_t k_align = alignof(std::max_align_t);
  alignas(std::max_align_t) unsigned char m_bytes[std::size_t{1} << 20] = {};
  std::size_t m_used = 0;
  std::size_t m_blocks = 0;
  std::mutex m_lock;
};

// Static storage, not the heap: it must be there when the heap is not.
constinit Reserve g_reserve;

/// This thread was refused and has not started a new operation since.
thread_local bool t_refused = false;

void* from_operator_new(std::size_t size)
{
  return ::operator new(size, std::nothrow);
}

}  // namespace

XercesMemory::XercesMemory(Upstream upstream) : m_upstream(upstream) {}

void* XercesMemory::allocate(XMLSize_t size)
{
  if (void* p = m_upstream(size)) {
    return p;
  }
  if (t_refused || std::uncaught_exceptions() > 0) {
    if (void* p = g_reserve.take(size)) {
      return p;
    }
  }
  t_refused = true;
  throw x::OutOfMemoryException();
}

void XercesMemory::deallocate(void* p)
{
  if (p == nullptr) {
    return;
  }
  if (g_reserve.owns(p)) {
    g_reserve.give_back();
    return;
  }
  ::operator delete(p);
}

void XercesMemory::begin_operation()
{
  t_refused = false;
}

std::size_t XercesMemory::reserve_in_use() const
{
  return g_reserve.in_use();
}

XercesMemory& xerces_memory()
{
  static XercesMemory* m = new XercesMemory(from_operator_new); // Xerces outlives statics
  return *m;
}

}  // namespace tosca::xml::detail
