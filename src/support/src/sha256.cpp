#include "tosca/support/sha256.hpp"

// libcrypto's SHA-256 without its EVP layer: OpenSSL 3's EVP_Digest sets
// up its provider store on first use, and when memory runs out there a
// later fetch locks a lock it never made (a segfault in EVP_MD_fetch).
// SHA256_Init/Update/Final hash on the stack, need no set-up and allocate
// nothing. OpenSSL 3 marks it deprecated, in favour of EVP; its one-shot
// SHA256() goes through EVP again, so the context is ours.
// The three functions are found on the first digest
// (tosca/support/shared_library.hpp): a conversion without CSARs or
// `migrate` makes none.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include "tosca/support/shared_library.hpp"

namespace tosca {

namespace {

struct Libcrypto
{
  static constexpr SharedLibrary k_library{TOSCA_CRYPTO_SONAME, "computing SHA-256 digests",
                                           "libssl3"};
  TOSCA_LIBRARY_FUNCTION(k_library, SHA256_Init);
  TOSCA_LIBRARY_FUNCTION(k_library, SHA256_Update);
  TOSCA_LIBRARY_FUNCTION(k_library, SHA256_Final);
};

}  // namespace

std::string sha256_hex(std::string_view data)
{
  static const Libcrypto lib;
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256_CTX context;
  lib.SHA256_Init(&context);
  lib.SHA256_Update(&context, data.data(), data.size());
  lib.SHA256_Final(digest, &context);
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
