#pragma once
/// Xerces' memory manager (installed by ensure_xerces). Private to src/xml.
///
/// When memory runs out it throws Xerces' OutOfMemoryException, as
/// Xerces' own manager does, and the reader turns that into a located
/// OUT_OF_MEMORY. But some of Xerces' destructors allocate (a content
/// model is freed through a work list, ContentSpecNode::deleteChildNode),
/// and an exception from a destructor ends the process (std::terminate,
/// seen as an abort under `ulimit -v`). So once this manager has refused
/// a thread, what that thread asks for while the failure is handled (the
/// exception unwinding, or the reader destroying the failed parser) comes
/// from a small reserve set aside for it, until the thread's next
/// operation starts (`begin_operation`). So does what Xerces objects ask
/// for while they are destroyed through XercesPtr (`Cleanup`), failure or
/// not. Only when the reserve too is used up does it throw again. Before
/// the first refusal, a small request is served from the first half of
/// the reserve instead of refused: Xerces destroys objects of its own
/// while it works (makeContentModel), and a small request may be such a
/// destructor's. Every block it gives is zeroed, as calloc's are, but a
/// document's reader (XMLReader), whose constructors set what it holds.

#include <xercesc/framework/MemoryManager.hpp>

#include <cstddef>
#include <memory>

namespace tosca::xml::detail {

namespace x = xercesc;

class XercesMemory final : public x::MemoryManager
{
public:
  /// Where memory comes from: null when there is none; what it gives,
  /// operator delete frees.
  using Upstream = void* (*)(std::size_t);

  explicit XercesMemory(Upstream upstream);

  void* allocate(XMLSize_t size) override;
  void deallocate(void* p) override;
  x::MemoryManager* getExceptionMemoryManager() override { return this; }

  /// A new parse or grammar read on this thread: a refusal before it is
  /// handled; the next one throws again.
  static void begin_operation();
  /// Bytes of the reserve in use (for tests).
  std::size_t reserve_in_use() const;

  /// While one lives, this thread's refusals are served from the reserve:
  /// around the destruction of Xerces objects, whose destructors must not
  /// throw.
  class Cleanup
  {
  public:
    Cleanup();
    ~Cleanup();
    Cleanup(const Cleanup&) = delete;
    Cleanup& operator=(const Cleanup&) = delete;
  };

private:
  Upstream m_upstream;
};

/// The process's manager, operator new beneath it.
XercesMemory& xerces_memory();

/// Deletes a Xerces object inside a XercesMemory::Cleanup.
struct XercesDelete
{
  template <class T>
  void operator()(T* p) const noexcept
  {
    XercesMemory::Cleanup cleanup;
    delete p;
  }
};

/// A Xerces object (a parser, a grammar pool) whose destruction cannot
/// end the process when memory runs out.
template <class T>
using XercesPtr = std::unique_ptr<T, XercesDelete>;

}  // namespace tosca::xml::detail
