#include "tosca/convert/output.hpp"

namespace tosca::convert {

std::string safe_file_name(std::string name)
{
  for (char& c : name) {
    if (c == '/' || c == '\\' || c == ':' || c == '\0' || static_cast<unsigned char>(c) < 0x20) {
      c = '_';
    }
  }
  if (name.empty() || name == "." || name == "..") {
    name = "_" + name;
  }
  return name;
}

}  // namespace tosca::convert
