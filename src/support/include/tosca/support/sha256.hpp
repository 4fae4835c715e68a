#pragma once
/// SHA-256 (FIPS 180-4, computed by libcrypto), for the digests TOSCA.meta
/// may hold about a file (Winery's `SHA-256:` field): a converted file gets
/// its digest recomputed.

#include <string>
#include <string_view>

namespace tosca {

/// The SHA-256 digest of `data` as 64 lower-case hex digits.
std::string sha256_hex(std::string_view data);

}  // namespace tosca
