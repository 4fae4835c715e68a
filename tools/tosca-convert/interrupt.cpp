#include "interrupt.hpp"

#include "tosca/support/prepared_directories.hpp"

#include <csignal>
#include <cstring>

#include <unistd.h>

namespace tosca::cli {

namespace {

volatile std::sig_atomic_t g_writing = 0;
volatile std::sig_atomic_t g_requested = 0;
struct sigaction g_old_int {};
struct sigaction g_old_term {};

extern "C" void on_interrupt(int)
{
  if (g_writing == 0) {
    // Folders made ahead of the outputs are outputs too.
    PreparedDirectories::undo_on_signal();
    static const char message[] = "\ntosca-convert: interrupted; nothing was written\n";
    (void)!::write(2, message, sizeof message - 1);
    _exit(k_exit_interrupted);
  }
  g_requested = 1;
}

}  // namespace

InterruptGuard::InterruptGuard()
{
  g_writing = 0;
  g_requested = 0;
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &g_old_int);
  sigaction(SIGTERM, &sa, &g_old_term);
}

InterruptGuard::~InterruptGuard()
{
  sigaction(SIGINT, &g_old_int, nullptr);
  sigaction(SIGTERM, &g_old_term, nullptr);
}

void InterruptGuard::writing()
{
  g_writing = 1;
}

bool InterruptGuard::requested()
{
  return g_requested != 0;
}

}  // namespace tosca::cli
