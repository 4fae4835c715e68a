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
/// operation starts (`begin_operation`). Only when the reserve too is
/// used up does it throw again.

#include <xercesc/framework/MemoryManager.hpp>

#include <cstddef>

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

private:
  Upstream m_upstream;
};

/// The process's manager, operator new beneath it.
XercesMemory& xerces_memory();

}  // namespace tosca::xml::detail
