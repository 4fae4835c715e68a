/// Error: a message, a location, a diagnostic code.

#include "tosca/variability/resolve.hpp"

#include "errors.hpp"

#include <utility>

namespace tosca::variability {

Error::Error(const std::string& message, ir::Location where, std::string code)
    : std::runtime_error(message), m_location(where), m_code(std::move(code))
{
}

}  // namespace tosca::variability

namespace tosca::variability {

void template_error(const std::string& message, const ir::Location& where)
{
  throw Error(message, where, "VARIABILITY_TEMPLATE");
}

}  // namespace tosca::variability
