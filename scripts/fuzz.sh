#!/usr/bin/env bash
# Builds the libFuzzer targets with Clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (build-fuzz/, configured by scripts/sanitize.sh), seeds each from the project's
# own test inputs, and runs each for SECONDS (default 60). A crash is
# minimised and saved under tests/fuzz/regressions/<target>/, where the
# unit test unit.fuzz_regressions replays it in every build.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=${*:-xml_to_yaml yaml_to_xml meta csar diff resolve}
# FUZZ_NO_BUILD=1: run what is built (for several runs side by side);
# FUZZ_TIMEOUT=S: seconds one input may take (default 10; raise it when the
# machine is busy, or a starved run reports false timeouts);
# FUZZ_BIN=DIR: where the fuzz_* binaries are (default build-fuzz/tests/fuzz).
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
  scripts/sanitize.sh --configure  # the sanitizer build, shared with CI
  cmake --build build-fuzz --target $(for t in $targets; do printf 'fuzz_%s ' "$t"; done)
fi

seed() { # target -> corpus folder from the test inputs
  dir=build-fuzz/corpus/$1
  mkdir -p "$dir"
  case $1 in
    xml_to_yaml) find tests/golden tests/fixtures -name '*.xml' -o -name '*.tosca' -o -name '*.ste' ;;
    yaml_to_xml|diff) find tests/golden tests/fixtures -name '*.yaml' ;;
    resolve) # the project's examples, and Vintner's conformance templates when ../shared is there
      find tests/cli corpus/variability -name '*.yaml'
      [ -d ../shared/corpus/vintner ] && find ../shared/corpus/vintner -name '*.yaml' ;;
    meta) find tests -name 'TOSCA.meta' ;;
    csar) # the fixtures as archives: a CSAR with TOSCA.meta, a draft one, a TOSCAlite zip
      for d in tests/fixtures/payroll tests/fixtures/deploy tests/golden/xml2yaml/400-toscalite-shop; do
        python3 -c 'import shutil, sys; shutil.make_archive(sys.argv[1], "zip", sys.argv[2])' \
          "$dir/$(basename "$d")" "$d"
      done ;;
  esac | while read -r f; do [ "$(stat -c %s "$f")" -lt 200000 ] && cp "$f" "$dir/$(echo "$f" | tr / _)"; done
  echo "$dir"
}

# One target: seed, fuzz, and save what it finds as a regression (exit 1).
run() {
  t=$1
  corpus=$(seed "$t")
  artifacts=build-fuzz/artifacts/$t/
  rm -rf "$artifacts"  # only this run's findings
  mkdir -p "$artifacts"
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    "${FUZZ_BIN:-build-fuzz/tests/fuzz}/fuzz_$t" "$corpus" -dict=tests/fuzz/tosca.dict -max_total_time="$seconds" \
      -rss_limit_mb=2048 -max_len=65536 -timeout="${FUZZ_TIMEOUT:-10}" -artifact_prefix="$artifacts" -print_final_stats=1 \
      2>build-fuzz/$t.log || true
  found=0
  for crash in "$artifacts"crash-* "$artifacts"leak-* "$artifacts"timeout-* "$artifacts"oom-*; do
    [ -f "$crash" ] || continue
    case $crash in *.min) continue ;; esac
    found=1
    mkdir -p "tests/fuzz/regressions/$t"
    "${FUZZ_BIN:-build-fuzz/tests/fuzz}/fuzz_$t" -minimize_crash=1 -runs=10000 -exact_artifact_path="$crash.min" "$crash" >/dev/null 2>&1 || true
    cp "${crash}.min" "tests/fuzz/regressions/$t/$(basename "$crash")" 2>/dev/null || cp "$crash" "tests/fuzz/regressions/$t/"
    echo "   found: $crash (saved under tests/fuzz/regressions/$t/)" >> build-fuzz/$t.found
  done
  return $found
}

# FUZZ_JOBS targets at a time (default: one per core), each reported whole
# in the order given.
jobs=${FUZZ_JOBS:-$(nproc)}
status=0
set -- $targets
while [ $# -gt 0 ]; do
  batch=""
  n=0
  while [ $# -gt 0 ] && [ $n -lt "$jobs" ]; do
    batch="$batch $1"
    shift
    n=$((n + 1))
  done
  pids=""
  for t in $batch; do
    rm -f build-fuzz/$t.found
    run "$t" &
    pids="$pids $!"
  done
  for pid in $pids; do
    wait "$pid" || status=1
  done
  for t in $batch; do
    echo "== $t: ${seconds}s, $(ls -A "build-fuzz/corpus/$t" | wc -l) seeds"
    grep -E "stat::number_of_executed_units|cov:|ERROR|SUMMARY" build-fuzz/$t.log | tail -4
    [ -f build-fuzz/$t.found ] && cat build-fuzz/$t.found
  done
done
exit $status
