#include "options.hpp"

#include "tosca/support/exit_codes.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <iostream>
#include <thread>
#include <type_traits>

namespace tosca::cli {

namespace po = boost::program_options;

namespace {

constexpr std::string_view k_text_json[] = {"text", "json"};

/// "text (default), json or sarif"
std::string choices(std::span<const std::string_view> values, bool mark_default)
{
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == values.size() ? " or " : ", ") + std::string(values[i]) +
            (i == 0 && mark_default ? " (default)" : "");
  }
  return text;
}

void add_shared(po::options_description& d, const CommandSpec& spec, CommonOptions& o)
{
  const unsigned s = spec.shared;
  // clang-format off
  if (s & opt_output) {
    d.add_options()("output,o", po::value(&o.output)->value_name("OUT"),
                    "output file, or directory for several outputs");
  }
  if (s & opt_include) {
    d.add_options()("include,I", po::value(&o.search)->composing()->value_name("DIR"),
                    "directory searched recursively for referenced definitions and XSDs "
                    "(repeatable)");
  }
  if (s & opt_strict) {
    d.add_options()("strict", "warnings are errors, and an output with errors is not written");
  }
  if (s & opt_verbose) {
    d.add_options()("verbose,v", "also show notes and diagnostics about search-path documents");
  }
  if (s & opt_max_depth) {
    d.add_options()
        ("max-depth", po::value(&o.max_depth)->value_name("N"),
         "deepest element nesting accepted (default 512, at most 4096)")
        ("max-elements", po::value(&o.max_elements)->value_name("N"),
         "most XML elements or YAML nodes in one document (default 1000000)")
        ("max-value-size", po::value(&o.max_value_size)->value_name("BYTES"),
         "longest attribute value, text or scalar accepted (default 16 MiB)")
        ("max-input-size", po::value(&o.max_input_size)->value_name("BYTES"),
         "largest document read (default 256 MiB; archives have their own limits)");
  }
  if (s & opt_check) {
    d.add_options()("check", "convert everything but write nothing; the exit code and "
                             "diagnostics tell whether the conversion would succeed");
  }
  if (s & opt_yaml_version) {
    d.add_options()("yaml-version", po::value(&o.yaml_version)->value_name("V"),
                    "the YAML written: tosca_simple_yaml_1_0 (default) to tosca_simple_yaml_1_3");
  }
  if (s & opt_format) {
    const std::string help = choices(spec.formats, true);
    d.add_options()("format", po::value(&o.format)->value_name("F"), help.c_str());
  }
  if (s & opt_no_validate) {
    d.add_options()("no-validate", "skip XSD validation (faster; only for trusted input)");
  }
  if (s & opt_jobs) {
    o.jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
    d.add_options()("jobs,j", po::value(&o.jobs)->value_name("N"),
                    "threads for many documents (default: the number of cores); the output "
                    "never depends on it");
  }
  if (s & opt_limits) {
    d.add_options()
        ("max-entries", po::value(&o.limits.max_entries)->value_name("N"),
         "archives with more entries are refused (default 10000)")
        ("max-entry-size", po::value(&o.limits.max_entry_size)->value_name("BYTES"),
         "largest uncompressed entry accepted (default 1 GiB)")
        ("max-total-size", po::value(&o.limits.max_total_size)->value_name("BYTES"),
         "largest uncompressed archive accepted (default 4 GiB)")
        ("max-ratio", po::value(&o.limits.max_ratio)->value_name("N"),
         "largest compression ratio of an entry over 1 MiB before it is a zip bomb "
         "(default 200)");
  }
  // clang-format on
}

void add_own(po::options_description& d, std::span<const OwnOption> own)
{
  for (const OwnOption& o : own) {
    std::visit(
        [&](auto* target) {
          using T = std::remove_pointer_t<decltype(target)>;
          if constexpr (std::is_same_v<T, bool>) {
            d.add_options()(o.name, po::bool_switch(target), o.help);
          } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
            auto* value = po::value(target)->composing()->value_name(o.value_name);
            d.add_options()(o.name, o.several ? value->multitoken() : value, o.help);
          } else {
            d.add_options()(o.name, po::value(target)->value_name(o.value_name), o.help);
          }
        },
        o.target);
  }
}

}  // namespace

bool known_yaml_version(std::string_view version)
{
  return version == "tosca_simple_yaml_1_0" || version == "tosca_simple_yaml_1_1" ||
         version == "tosca_simple_yaml_1_2" || version == "tosca_simple_yaml_1_3";
}

std::optional<int> parse_command(const CommandSpec& spec, std::span<const OwnOption> own,
                                 const std::vector<std::string>& args, CommonOptions& out)
{
  CommandSpec s = spec;
  if (s.formats.empty()) {
    s.formats = k_text_json;
  }
  out.format = std::string(s.formats.front());
  po::options_description visible(std::string(s.usage) + "\n\noptions");
  visible.add_options()("help,h", "show this help");
  add_own(visible, own);
  add_shared(visible, s, out);
  po::options_description hidden;
  // Not "input": resolve has an --input option of its own.
  hidden.add_options()("positional-inputs", po::value(&out.inputs)->composing());
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description pos;
  pos.add("positional-inputs", -1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help") != 0) {
    std::cout << visible << "\n";
    return exit_ok;
  }
  out.strict = vm.count("strict") != 0;
  out.verbose = vm.count("verbose") != 0;
  out.check = vm.count("check") != 0;
  out.validate = vm.count("no-validate") == 0;
  out.format_given = vm.count("format") != 0 && !vm["format"].defaulted();
  out.jobs = std::max(1u, out.jobs);
  const std::string prefix = "tosca-convert: error: ";
  if (out.inputs.size() < s.min_inputs) {
    std::cerr << prefix << s.name << " needs at least "
              << (s.min_inputs == 1 ? "one input" : std::to_string(s.min_inputs) + " inputs")
              << " (see --help)\n";
    return exit_usage;
  }
  if ((s.shared & opt_yaml_version) && !known_yaml_version(out.yaml_version)) {
    std::cerr << prefix << "--yaml-version must be tosca_simple_yaml_1_0 to 1_3\n";
    return exit_usage;
  }
  if ((s.shared & opt_format) &&
      std::find(s.formats.begin(), s.formats.end(), out.format) == s.formats.end()) {
    std::cerr << prefix << "--format must be " << choices(s.formats, false) << "\n";
    return exit_usage;
  }
  return std::nullopt;
}

}  // namespace tosca::cli
