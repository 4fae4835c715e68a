#include "options.hpp"

#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;

bool parse_options(const std::vector<std::string>& args, const po::options_description& visible,
                   std::vector<std::string>& inputs, po::variables_map& vm)
{
  po::options_description hidden;
  hidden.add_options()("input", po::value(&inputs)->composing());
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description pos;
  pos.add("input", -1);
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help") != 0) {
    std::cout << visible << "\n";
    return false;
  }
  return true;
}

}  // namespace tosca::cli
