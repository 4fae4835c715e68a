// graph's pictures laid out in a child process: Graphviz does not survive
// running out of memory (cgraph writes through the null pointer a refused
// allocation gives, as early as gvContext; pango can wait forever on a
// thread it failed to start), so a crash or a hang there fails a picture,
// never the run. One child lays out all of a run's pictures with one
// Graphviz context (its start-up is most of a small picture's time).
#include "tosca/convert/graph.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/files.hpp"

#include "graphviz.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace tosca::convert {

namespace {

using detail::layout_here;

/// One outcome on the pipe, with no allocation: its tag ('S' and the SVG,
/// 'E' and Graphviz's error, 'M' when memory ran out), its length in 8
/// bytes, then the text.
bool write_record(int fd, char tag, std::string_view text)
{
  char head[9] = {tag};
  std::uint64_t n = text.size();
  for (int i = 1; i < 9; ++i, n >>= 8) {
    head[i] = static_cast<char>(n & 0xff);
  }
  return write_all(fd, std::string_view(head, sizeof head)) && write_all(fd, text);
}

/// The child's half: each graph laid out in turn, its outcome written as
/// soon as it is known, then _exit, so that nothing of the parent's runs
/// twice. It stops at the first picture that fails, as the parent does.
[[noreturn]] void lay_out_in_child(const std::vector<const TopologyGraph*>& graphs, int out)
{
  for (const TopologyGraph* g : graphs) {
    try {
      const std::string svg = layout_here(*g);
      if (!write_record(out, 'S', svg)) {
        _exit(1);
      }
    } catch (const FatalError& e) {
      _exit(write_record(out, 'E', e.diagnostic().message) ? 0 : 1);
    } catch (const std::bad_alloc&) {
      _exit(write_record(out, 'M', {}) ? 0 : 1);
    } catch (...) {
      _exit(1);
    }
  }
  _exit(0);
}

struct Descriptor
{
  int fd;
  ~Descriptor() { ::close(fd); }
};

/// A child that is killed and reaped however its parent leaves.
struct Child
{
  pid_t pid;
  ~Child()
  {
    if (pid > 0) {
      ::kill(pid, SIGKILL);
      wait();
    }
  }
  int wait()
  {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    pid = -1;
    return status;
  }
};

[[noreturn]] void cannot_start(const TopologyGraph& graph, int error)
{
  if (error == ENOMEM) {
    throw std::bad_alloc();
  }
  throw FatalError({Severity::error, "GRAPH_LAYOUT",
                    "cannot start the layout of the picture of '" + graph.name + "': " + std::strerror(error),
                    graph.source, 0, 0});
}

/// The record at `at` of what the child wrote, if it is whole; `at` moves
/// past it.
std::optional<std::pair<char, std::string_view>> next_record(std::string_view got, std::size_t& at)
{
  if (at + 9 > got.size()) {
    return std::nullopt;
  }
  std::uint64_t size = 0;
  for (std::size_t i = 8; i >= 1; --i) {
    size = size << 8 | static_cast<unsigned char>(got[at + i]);
  }
  if (size > got.size() - at - 9) {
    return std::nullopt;
  }
  const std::pair<char, std::string_view> record{got[at], got.substr(at + 9, size)};
  at += 9 + size;
  return record;
}

/// Each whole record at the front of `pending` taken out: an SVG into
/// `svgs`, a failure thrown for the picture it belongs to. What is left is
/// the start of the next record, so the parent holds every SVG once.
void take_records(std::string& pending, const std::vector<const TopologyGraph*>& graphs,
                  std::vector<std::string>& svgs)
{
  std::size_t at = 0;
  while (svgs.size() < graphs.size()) {
    const auto record = next_record(pending, at);
    if (!record) {
      break;
    }
    const auto& [tag, text] = *record;
    if (tag == 'E') {
      throw FatalError({Severity::error, "GRAPH_LAYOUT", std::string(text), graphs[svgs.size()]->source, 0, 0});
    }
    if (tag != 'S') {
      throw std::bad_alloc();
    }
    svgs.emplace_back(text);
  }
  pending.erase(0, at);
}

[[noreturn]] void timed_out(const TopologyGraph& graph, double timeout)
{
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", timeout);
  throw FatalError({Severity::error, "GRAPH_LAYOUT",
                    "the Graphviz library did not lay out the picture of '" + graph.name + "' in " +
                        seconds + " seconds (--layout-timeout); nothing was drawn for it (--format dot "
                        "writes the graph without a layout)",
                    graph.source, 0, 0});
}

/// The child ended before it told how `graph` went.
[[noreturn]] void stopped(const TopologyGraph& graph, int status)
{
  const std::string how = WIFSIGNALED(status)
                              ? "with signal " + std::to_string(WTERMSIG(status)) + " (" +
                                    std::string(strsignal(WTERMSIG(status))) + ")"
                              : "with status " + std::to_string(WEXITSTATUS(status));
  throw FatalError({Severity::error, "GRAPH_LAYOUT",
                    "the Graphviz library stopped " + how + " while laying out the picture of '" +
                        graph.name + "' (it does when memory runs out); nothing was drawn for it",
                    graph.source, 0, 0});
}

std::vector<std::string> lay_out_all(const std::vector<const TopologyGraph*>& graphs, double timeout)
{
  // Loaded here, so that a missing library is LIBRARY_MISSING as before.
  detail::graphviz();
  if (graphs.empty()) {
    return {};
  }
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    cannot_start(*graphs.front(), errno);
  }
  Descriptor read_end{fds[0]};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    lay_out_in_child(graphs, fds[1]);
  }
  const int fork_error = errno;
  ::close(fds[1]);
  if (pid < 0) {
    cannot_start(*graphs.front(), fork_error);
  }
  Child child{pid};
  std::vector<std::string> svgs;
  svgs.reserve(graphs.size());
  std::string pending;
  char buffer[1 << 16];
  // The clock restarts with every read: `timeout` is for one picture.
  const int wait_ms = timeout > 0 ? static_cast<int>(std::min(timeout * 1000, 2e9)) : -1;
  for (;;) {
    pollfd ready{read_end.fd, POLLIN, 0};
    const int polled = ::poll(&ready, 1, wait_ms);
    if (polled < 0 && errno == EINTR) {
      continue;
    }
    if (polled == 0) {
      timed_out(*graphs[std::min(svgs.size(), graphs.size() - 1)], timeout);
    }
    const ssize_t n = ::read(read_end.fd, buffer, sizeof buffer);
    if (n > 0) {
      pending.append(buffer, static_cast<std::size_t>(n));
      take_records(pending, graphs, svgs);
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  const int status = child.wait();
  if (svgs.size() < graphs.size()) {
    stopped(*graphs[svgs.size()], status);
  }
  return svgs;
}

}  // namespace

std::vector<std::string> layout_svgs(const std::vector<TopologyGraph>& graphs, double timeout)
{
  std::vector<const TopologyGraph*> all;
  all.reserve(graphs.size());
  for (const TopologyGraph& g : graphs) {
    all.push_back(&g);
  }
  return lay_out_all(all, timeout);
}

std::string layout_svg(const TopologyGraph& graph, double timeout)
{
  return std::move(lay_out_all({&graph}, timeout).front());
}

}  // namespace tosca::convert
