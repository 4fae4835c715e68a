#pragma once
/// A parallel loop for per-document work: items are handed out one at a
/// time to up to N threads; each thread has a worker index, so it can own
/// its reader. Results go to per-item slots, so the output order never
/// depends on the scheduling.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

#include <pthread.h>

namespace tosca {

/// Threads with the stack the main thread would have: glibc gives a new
/// thread 2 MiB when the stack limit is unlimited, less than the readers'
/// depth limits assume (the main thread then grows without bound). Each
/// worker gets the limit when it is finite (at most 256 MiB, so that a huge
/// limit does not leave the process without threads), else 16 MiB.
class WorkerThreads
{
public:
  WorkerThreads() = default;
  WorkerThreads(const WorkerThreads&) = delete;
  WorkerThreads& operator=(const WorkerThreads&) = delete;
  ~WorkerThreads(); ///< joins every thread still running

  /// Starts `work` on a new thread; false when no thread can be had
  /// (memory, a process limit).
  bool start(std::function<void()> work);
  void join();
  std::size_t size() const { return m_threads.size(); }

private:
  std::vector<pthread_t> m_threads;
};

/// Runs `work(worker, i)` for each i in [0, n) on up to `jobs` threads
/// (worker in [0, jobs)). When items fail, the loop stops handing out new
/// ones and the failure of the lowest index is rethrown here, as one
/// thread would have met it first.
/// Threads each item may use inside itself when `workers` threads share
/// `jobs` among the items: all of them when one worker takes every item
/// (one big document parses in parts, ReadLimits::threads), else one.
inline unsigned threads_per_item(unsigned workers, unsigned jobs)
{
  return workers == 1 ? std::max(1u, jobs) : 1u;
}

template <class Work>
void parallel_for(std::size_t n, unsigned jobs, Work work)
{
  jobs = static_cast<unsigned>(std::min<std::size_t>(std::max(1u, jobs), std::max<std::size_t>(n, 1)));
  if (jobs == 1) {
    for (std::size_t i = 0; i < n; ++i) {
      work(0u, i);
    }
    return;
  }
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::size_t failed_at = n;
  std::mutex failure_lock;
  auto run = [&](unsigned w) {
    for (std::size_t i = next++; i < n; i = next++) {
      try {
        work(w, i);
      } catch (...) {
        std::lock_guard<std::mutex> hold(failure_lock);
        if (i < failed_at) {
          failed_at = i;
          failure = std::current_exception();
        }
        next = n;
        return;
      }
    }
  };
  {
    WorkerThreads threads;
    for (unsigned w = 0; w < jobs; ++w) {
      if (!threads.start([&run, w] { run(w); })) {
        break; // fewer threads do it all
      }
    }
    if (threads.size() == 0) {
      run(0);
    }
    threads.join();
  }
  if (failure) {
    std::rethrow_exception(failure);
  }
}

/// Runs `work(worker, i)`, which returns an R, for each i in [0, n) on up to
/// `jobs` threads, and gives the results to `each(R)` in the order of i,
/// as soon as the earlier ones are given (under a lock, on any thread). A
/// thread does not start item i before item i - `window` is given, so at
/// most `window` results wait. When `work` or `each` throws, the items
/// before it are still done and given, none after it, and the exception of
/// the lowest is rethrown: as on one thread.
template <class R, class Work, class Each>
void parallel_in_order(std::size_t n, unsigned jobs, std::size_t window, Work work, Each each)
{
  std::vector<std::optional<R>> done(n);
  std::size_t next = 0;
  std::size_t failed_at = n;
  std::exception_ptr failure;
  std::mutex lock;
  std::condition_variable given;
  window = std::max<std::size_t>(window, 1);
  parallel_for(n, jobs, [&](unsigned w, std::size_t i) {
    {
      std::unique_lock<std::mutex> hold(lock);
      given.wait(hold, [&] { return i > failed_at || i < next + window; });
      if (i > failed_at) {
        return;
      }
    }
    std::size_t at = i; // this item, or the one being given
    try {
      R result = work(w, i);
      std::lock_guard<std::mutex> hold(lock);
      done[i] = std::move(result);
      while (next < failed_at && next < n && done[next]) {
        at = next;
        R ready = std::move(*done[next]);
        done[next].reset();
        ++next;
        each(std::move(ready));
      }
    } catch (...) {
      std::lock_guard<std::mutex> hold(lock);
      if (at < failed_at) {
        failed_at = at;
        failure = std::current_exception();
      }
    }
    given.notify_all();
  });
  if (failure) {
    std::rethrow_exception(failure);
  }
}

}  // namespace tosca
