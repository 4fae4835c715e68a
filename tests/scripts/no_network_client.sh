#!/bin/sh
# The tool holds no network client (docs/security.md, cmake/Xerces.cmake):
# none of the libraries it loads is a network or TLS client, and no
# socket-opening curl code is linked in (the curl names it defines are
# the refusing stand-ins of src/xml/static_xerces/curl_refused.cpp).
# Usage: tests/scripts/no_network_client.sh TOSCA_CONVERT
set -u
BIN=$1
# Every library the loader maps for it, those its libraries need included.
needed=$(ldd "$BIN" | awk '{print $1}')
[ -n "$needed" ] || { echo "no_network_client: ldd listed no libraries of $BIN" >&2; exit 1; }
status=0
for lib in $needed; do
  case $lib in
    libcurl*|libgnutls*|libssl*|libssh*|libnghttp*|libldap*|libkrb5*|libgssapi*|librtmp*)
      echo "no_network_client: $BIN loads $lib" >&2
      status=1 ;;
  esac
done
# curl's own code names these; the stand-ins do not.
if nm -C "$BIN" 2>/dev/null | grep -q -E ' T (Curl_|curl_easy_perform)'; then
  echo "no_network_client: $BIN holds libcurl's own code" >&2
  status=1
fi
[ $status -eq 0 ] && echo "no_network_client: $BIN loads $(echo $needed | wc -w) libraries, none a network client"
exit $status
