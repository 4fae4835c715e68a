# Sourced by the script tests that run on generated topologies: sets ROOT
# (the source tree) and WORK (a directory removed when the script exits),
# and `topologies NAME=N...` writes $WORK/NAME.xml with N node templates
# (bench/topology_scaling.py's document).
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
topologies() {
  python3 - "$ROOT/bench" "$WORK" "$@" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import topology_scaling
for spec in sys.argv[3:]:
    name, n = spec.split("=")
    topology_scaling.generate(f"{sys.argv[2]}/{name}.xml", int(n))
PY
}
