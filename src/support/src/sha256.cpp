#include "tosca/support/sha256.hpp"

#include <openssl/evp.h>

#include <stdexcept>

namespace tosca {

std::string sha256_hex(std::string_view data)
{
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 failed in libcrypto");
  }
  static constexpr char k_hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * length);
  for (unsigned int i = 0; i < length; ++i) {
    out += k_hex[digest[i] >> 4];
    out += k_hex[digest[i] & 0xF];
  }
  return out;
}

}  // namespace tosca
