#include "tosca/convert/output.hpp"

#include "tosca/support/files.hpp"

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

std::string UniqueNames::take(const std::string& stem, const std::string& ext)
{
  std::string name = stem + ext;
  if (m_taken.insert(name).second) {
    return name;
  }
  // Every count below the remembered one was taken when it was tried, and
  // names are never given back.
  int& n = m_next.try_emplace(stem + '\0' + ext, 2).first->second;
  do {
    name = stem + "_" + std::to_string(n++) + ext;
  } while (!m_taken.insert(name).second);
  return name;
}

std::string whole_text(const Output& output)
{
  if (output.spilled == nullptr) {
    return output.text;
  }
  return output.spilled->read_all() + output.text;
}

void save_output(const Output& output, const std::string& path)
{
  if (output.spilled == nullptr) {
    write_file_atomic(path, output.text);
    return;
  }
  if (output.spilled->linked()) {
    throw FatalError({Severity::error, "IO_WRITE", "saved already", path, 0, 0});
  }
  output.spilled->write(output.text);
  output.spilled->link_as(path);
}

}  // namespace tosca::convert
