/// Xerces' memory manager (xerces_memory.hpp).

#include "xerces_memory.hpp"

#include <xercesc/internal/XMLReader.hpp>
#include <xercesc/util/OutOfMemoryException.hpp>

#include <cstring>
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
  /// A block of `size` from at most the first `limit` bytes, or null.
  void* take(std::size_t size, std::size_t limit = sizeof m_bytes)
  {
    const std::size_t need = (size + k_align - 1) / k_align * k_align;
    std::lock_guard<std::mutex> hold(m_lock);
    if (need > limit || m_used > limit - need) {
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

  static constexpr std::size_t k_size = std::size_t{1} << 20;

private:
  static constexpr std::size_t k_align = alignof(std::max_align_t);
  alignas(std::max_align_t) unsigned char m_bytes[k_size] = {};
  std::size_t m_used = 0;
  std::size_t m_blocks = 0;
  std::mutex m_lock;
};

// Static storage, not the heap: it must be there when the heap is not.
constinit Reserve g_reserve;

/// What a destructor allocates (a work list of a few pointers) is this small.
constexpr std::size_t k_small = 256;

/// The one large block of every parse (164 KB in Xerces 3.2): the reader
/// of a document, mostly its character and byte buffers, which are data.
/// Its constructors set every member they use before anything can fail, so
/// it is not zeroed: that was an eighth of a corpus conversion's
/// instructions (docs/results.md, stop 51). Xerces' operator new asks for
/// the object and a header that holds its manager.
const std::size_t k_reader =
    sizeof(x::XMLReader) + x::XMLPlatformUtils::alignPointerForNewBlockAllocation(sizeof(x::MemoryManager*));

/// This thread was refused and has not started a new operation since.
thread_local bool t_refused = false;
/// Cleanup scopes open on this thread.
thread_local int t_cleanups = 0;

void* from_operator_new(std::size_t size)
{
  return ::operator new(size, std::nothrow);
}

}  // namespace

XercesMemory::XercesMemory(Upstream upstream) : m_upstream(upstream) {}

void* XercesMemory::allocate(XMLSize_t size)
{
  // Zeroed, as calloc gives: when memory runs out halfway through filling
  // an array of pointers, Xerces' cleanup frees every entry of it
  // (DFAContentModel::cleanup), and an entry not yet set must be null.
  if (void* p = m_upstream(size)) {
    return size == k_reader ? p : std::memset(p, 0, size);
  }
  if (t_refused || t_cleanups > 0 || std::uncaught_exceptions() > 0) {
    if (void* p = g_reserve.take(size)) {
      return std::memset(p, 0, size);
    }
  } else if (size <= k_small) {
    // Not yet refused: a small request may be a destructor's work list
    // (ContentSpecNode's), which must not throw. The first half of the
    // reserve serves those; the next large request, or a small one past
    // that half, is the refusal, and the rest of the reserve is left for
    // handling it.
    if (void* p = g_reserve.take(size, Reserve::k_size / 2)) {
      return std::memset(p, 0, size);
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

XercesMemory::Cleanup::Cleanup()
{
  ++t_cleanups;
}

XercesMemory::Cleanup::~Cleanup()
{
  --t_cleanups;
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
