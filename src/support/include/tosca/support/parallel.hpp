#pragma once
/// A parallel loop for validate's per-file work: files are handed out one
/// at a time to up to N threads; each thread has a worker index, so it can
/// own its reader. Results go to per-file slots, so the output order never
/// depends on the scheduling.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace tosca {

/// Runs `work(worker, i)` for each i in [0, n) on up to `jobs` threads
/// (worker in [0, jobs)); the first exception stops the loop and is
/// rethrown here.
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
  std::mutex failure_lock;
  auto run = [&](unsigned w) {
    try {
      for (std::size_t i = next++; i < n; i = next++) {
        work(w, i);
      }
    } catch (...) {
      std::lock_guard<std::mutex> hold(failure_lock);
      failure = std::current_exception();
      next = n;
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(jobs);
  for (unsigned w = 0; w < jobs; ++w) {
    try {
      threads.emplace_back(run, w);
    } catch (...) {
      break; // no thread to be had (memory, a process limit): fewer do it all
    }
  }
  if (threads.empty()) {
    run(0);
  }
  for (auto& t : threads) {
    t.join();
  }
  if (failure) {
    std::rethrow_exception(failure);
  }
}

}  // namespace tosca
