#include "tosca/support/parallel.hpp"

#include <algorithm>
#include <memory>

#include <pthread.h>
#include <sys/resource.h>

namespace tosca {

namespace {

constexpr std::size_t k_unlimited_stack = std::size_t{16} << 20;
constexpr std::size_t k_largest_stack = std::size_t{256} << 20;

std::size_t worker_stack_size()
{
  rlimit limit{};
  if (getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) {
    return k_unlimited_stack;
  }
  return std::clamp<std::size_t>(static_cast<std::size_t>(limit.rlim_cur), PTHREAD_STACK_MIN,
                                 k_largest_stack);
}

extern "C" void* run_worker(void* arg)
{
  std::unique_ptr<std::function<void()>> work(static_cast<std::function<void()>*>(arg));
  (*work)(); // parallel_for's loop catches everything an item throws
  return nullptr;
}

}  // namespace

bool WorkerThreads::start(std::function<void()> work)
{
  std::unique_ptr<std::function<void()>> owned;
  try {
    owned = std::make_unique<std::function<void()>>(std::move(work));
    m_threads.reserve(m_threads.size() + 1);
  } catch (...) {
    return false;
  }
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) != 0) {
    return false;
  }
  pthread_t thread{};
  const bool started = pthread_attr_setstacksize(&attr, worker_stack_size()) == 0 &&
                       pthread_create(&thread, &attr, run_worker, owned.get()) == 0;
  pthread_attr_destroy(&attr);
  if (!started) {
    return false;
  }
  owned.release(); // the thread's now
  m_threads.push_back(thread);
  return true;
}

void WorkerThreads::join()
{
  for (pthread_t t : m_threads) {
    pthread_join(t, nullptr);
  }
  m_threads.clear();
}

WorkerThreads::~WorkerThreads()
{
  join();
}

}  // namespace tosca
