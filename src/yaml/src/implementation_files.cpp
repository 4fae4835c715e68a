#include "implementation_files.hpp"

namespace tosca::yaml::detail {

std::optional<ImplementationFile> artifact_file(const Node& n, const Node* artifacts)
{
  if (n.is_scalar()) {
    if (artifacts != nullptr && artifacts->is_map()) {
      if (const Node* named = artifacts->find(n.scalar)) {
        return artifact_file(*named, nullptr);
      }
    }
    return ImplementationFile{n.scalar, {}};
  }
  if (n.is_map()) {
    const Node* file = n.find("file");
    if (file == nullptr || !file->is_scalar()) {
      return std::nullopt;
    }
    const Node* type = n.find("type");
    return ImplementationFile{file->scalar,
                              type != nullptr && type->is_scalar() ? type->scalar.str() : ""};
  }
  return std::nullopt;
}

std::vector<ImplementationFile> implementation_files(const Node& impl, const Node* artifacts,
                                                     const std::function<void(const Node&)>& bad)
{
  std::vector<ImplementationFile> out;
  auto add = [&](const Node& n) {
    if (auto f = artifact_file(n, artifacts)) {
      out.push_back(std::move(*f));
    } else if (bad) {
      bad(n);
    }
  };
  if (impl.is_map() && impl.find("file") == nullptr) {
    if (const Node* p = impl.find("primary")) {
      add(*p);
    }
    if (const Node* deps = impl.find("dependencies"); deps != nullptr && deps->is_sequence()) {
      for (const Node& d : deps->items()) {
        add(d);
      }
    }
  } else {
    add(impl);
  }
  return out;
}

}  // namespace tosca::yaml::detail
