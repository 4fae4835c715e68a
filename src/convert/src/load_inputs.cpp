#include "load_inputs.hpp"

#include "tosca/support/parallel.hpp"

#include <memory>
#include <optional>

namespace tosca::convert::detail {

LoadCache::Entry parse_document(xml::Reader& reader, const FormatInfo& format,
                                const std::string& path, std::string_view bytes,
                                const xml::ReadOptions& options, bool strict,
                                std::function<void()> text_read)
{
  LoadCache::Entry e;
  DiagnosticSink local(strict);
  try {
    e.parsed = format.read(ReadRequest{bytes, path, options, reader, local, std::move(text_read)});
  } catch (const FatalError& error) {
    local.report(error.diagnostic());
  } catch (const std::bad_alloc&) {
    local.report({Severity::error, "OUT_OF_MEMORY",
                  "ran out of memory reading this file (" + std::to_string(bytes.size()) +
                      " bytes); give the process more memory, or refuse such files earlier "
                      "with --max-elements or --max-input-size",
                  path, 0, 0});
  } catch (const std::exception& error) {
    // A defect of tosca-convert; it costs this file, never the run.
    local.report({Severity::error, "INTERNAL_ERROR",
                  std::string("tosca-convert failed on this file (please report it): ") +
                      error.what(),
                  path, 0, 0});
  } catch (...) {
    local.report({Severity::error, "INTERNAL_ERROR",
                  "tosca-convert failed on this file (please report it): an exception of no "
                  "standard type",
                  path, 0, 0});
  }
  e.diagnostics = local.diagnostics();
  return e;
}

bool parsed_as_input(const FormatInfo& format, Syntax syntax, bool from_dir)
{
  return !format.supporting && (format.tosca || !from_dir) &&
         (syntax == Syntax::any || format.syntax == syntax) && format.read != nullptr;
}

struct Prefetcher::Item
{
  std::string file;
  bool from_dir = false;
  std::optional<Prefetched> done;
};

Prefetcher::Prefetcher(const LoadOptions& options, const FileSet& files, xml::Reader& reader,
                       bool strict, unsigned jobs)
    : m_options(options), m_files(files), m_reader(reader), m_strict(strict), m_jobs(jobs)
{
}

Prefetcher::~Prefetcher()
{
  stop();
}

void Prefetcher::stop()
{
  {
    std::lock_guard<std::mutex> hold(m_lock);
    m_closed = true;
  }
  m_more.notify_all();
  m_threads.join();
}

void Prefetcher::offer(const std::string& file, bool from_dir)
{
  if (m_jobs < 2 || file == "-") {
    return;
  }
  std::size_t offered = 0;
  {
    std::lock_guard<std::mutex> hold(m_lock);
    if (!m_offered.insert(file).second) {
      return;
    }
    m_items.push_back(Item{file, from_dir, std::nullopt});
    offered = m_items.size();
  }
  m_more.notify_one();
  // The threads these inputs are worth; one thread's worth is none (the
  // loader is that one).
  const std::size_t wanted = std::min<std::size_t>(m_jobs, offered / k_inputs_per_thread);
  while (wanted >= 2 && !m_no_threads && m_threads.size() < wanted) {
    const auto worker = static_cast<unsigned>(m_threads.size());
    m_no_threads = !m_threads.start([this, worker] { work(worker); }); // fewer do it all
  }
}

void Prefetcher::work(unsigned worker)
{
  std::unique_ptr<xml::Reader> own;
  for (;;) {
    Item* item = nullptr;
    {
      std::unique_lock<std::mutex> hold(m_lock);
      m_more.wait(hold, [&] { return m_closed || m_next < m_items.size(); });
      if (m_next == m_items.size()) {
        return; // closed, and nothing left
      }
      item = &m_items[m_next++];
    }
    try {
      Prefetched p;
      try {
        p.bytes = m_files.read(item->file);
      } catch (const FatalError&) {
        continue; // the loader reports it
      }
      p.format = &identify(item->file, p.bytes);
      if (!parsed_as_input(*p.format, m_options.syntax, item->from_dir)) {
        continue;
      }
      if (worker != 0 && !own) {
        own = std::make_unique<xml::Reader>();
      }
      p.entry = parse_document(worker == 0 ? m_reader : *own, *p.format, item->file, p.bytes,
                               m_options.read, m_strict);
      item->done = std::move(p);
    } catch (...) {
      // No reader or no memory to be had here: the loader parses this one.
    }
  }
}

std::unordered_map<std::string, Prefetched>
Prefetcher::finish(const std::vector<std::pair<std::string, bool>>& inputs)
{
  for (const auto& [file, from_dir] : inputs) {
    offer(file, from_dir);
  }
  stop();
  std::unordered_map<std::string, Prefetched> ready;
  for (Item& item : m_items) {
    if (item.done) {
      ready.emplace(item.file, std::move(*item.done));
    }
  }
  return ready;
}

}  // namespace tosca::convert::detail
