#pragma once
/// URI references as TOSCA uses them for files: artifact references and
/// import locations are URIs, the files they name are paths.

#include <string>
#include <string_view>

namespace tosca {

/// `%XX` escapes decoded once; anything malformed is kept as it is. Winery
/// writes references to its percent-encoded directory names encoded once
/// more ("%253A" for the "%3A" on disk), so one decoding gives the path.
std::string percent_decode(std::string_view s);

/// A relative path as a URI reference: every byte outside the URI's
/// unreserved and sub-delimiter characters, `/`, `:` and `@` is `%XX`, so
/// that percent_decode gives the path back exactly.
std::string percent_encode_path(std::string_view path);

/// True for `scheme:...` with a scheme of two or more letters (so a
/// Windows drive letter is no scheme).
bool has_uri_scheme(std::string_view s);

}  // namespace tosca
