#include "tosca/support/sha256.hpp"

// libcrypto's SHA-256 without its EVP layer: OpenSSL 3's EVP_Digest sets
// up its provider store on first use, and when memory runs out there a
// later fetch locks a lock it never made (a segfault in EVP_MD_fetch).
// SHA256_Init/Update/Final hash on the stack, need no set-up and allocate
// nothing. OpenSSL 3 marks it deprecated, in favour of EVP; its one-shot
// SHA256() goes through EVP again, so the context is ours.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

namespace tosca {

std::string sha256_hex(std::string_view data)
{
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256_CTX context;
  SHA256_Init(&context);
  SHA256_Update(&context, data.data(), data.size());
  SHA256_Final(digest, &context);
  static constexpr char k_hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * SHA256_DIGEST_LENGTH);
  for (unsigned char byte : digest) {
    out += k_hex[byte >> 4];
    out += k_hex[byte & 0xF];
  }
  return out;
}

}  // namespace tosca
