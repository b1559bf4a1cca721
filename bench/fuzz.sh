#!/usr/bin/env bash
# Fuzzes every Jazzer target (the *FuzzTest classes with @FuzzTest) for the duration each
# declares (30 s), one after the other, and prints per target the executions and any finding.
# A finding stops its target; Jazzer writes the input beside the test's resources
# (src/test/resources/<package>/<Class>Inputs/<method>/crash-*), where `mvn verify` replays it
# from then on: fix the code, keep the input.
#   bench/fuzz.sh                    (every target)
#   bench/fuzz.sh PositionFuzzTest   (one)
set -uo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(grep -rl '@FuzzTest' src/test/java | xargs -n1 basename | sed 's/\.java$//' | sort)
fi
OUT=${OUT:-$(mktemp -d /tmp/fuzz.XXXXXX)}
mkdir -p "$OUT"
for target in "${targets[@]}"; do
  log="$OUT/$target.log"
  JAZZER_FUZZ=1 nice -n "${NICE:-10}" mvn -B -q test -Dtest="$target" -Dsurefire.failIfNoSpecifiedTests=false \
    >"$log" 2>&1
  status=$?
  runs=$(grep -a -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | grep -oE '[0-9]+' | head -1)
  finding=$(grep -a -m1 -oE 'FuzzTestFindingException: .*|== Java Exception: .*' "$log")
  printf '%-28s executions %-10s %s\n' "$target" "${runs:-?}" "${finding:-no finding}"
  [[ $status -eq 0 || -n "$finding" ]] || echo "  (mvn failed, see $log)"
done
echo "logs in $OUT"
