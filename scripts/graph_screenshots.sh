#!/usr/bin/env bash
# The visual check of `tosca-convert graph`: draws each input as an HTML
# page and photographs it with headless Chromium, so a person can look at
# the pictures as a user would see them in a browser.
# Usage: scripts/graph_screenshots.sh OUT_DIR INPUT [-I DIR]...
# Needs: chromium (apt-get install chromium). Writes OUT_DIR/<name>.html and .png.
set -eu
out=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
command -v chromium >/dev/null || { echo "chromium is not installed (apt-get install chromium)"; exit 77; }
mkdir -p "$out"
"$root/build/tosca-convert" graph "$@" -o "$out/" --format html
for page in "$out"/*.html; do
  [ "$(basename "$page")" = index.html ] && continue
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1000 \
    --screenshot="${page%.html}.png" "$page" >/dev/null 2>&1
  echo "${page%.html}.png"
done
