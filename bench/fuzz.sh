#!/usr/bin/env bash
# Fuzzes every Jazzer target (the *FuzzTest classes with @FuzzTest) for the duration each
# declares (30 s), one after the other, and prints per target the executions and any finding.
# ROUNDS=N fuzzes each target N times (a longer campaign: each round resumes from the corpus
# Jazzer keeps in .cifuzz-corpus/) and prints the executions summed over the rounds.
# A finding stops its target; Jazzer writes the input beside the test's resources
# (src/test/resources/<package>/<Class>Inputs/<method>/crash-*), where `mvn verify` replays it
# from then on: fix the code, keep the input.
#   bench/fuzz.sh                              (every target, 30 s each)
#   bench/fuzz.sh PositionFuzzTest             (one)
#   NICE=19 ROUNDS=6 bench/fuzz.sh             (every target, 6 x 30 s each)
set -uo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(grep -rl '@FuzzTest' src/test/java | xargs -n1 basename | sed 's/\.java$//' | sort)
fi
OUT=${OUT:-$(mktemp -d /tmp/fuzz.XXXXXX)}
ROUNDS=${ROUNDS:-1}
mkdir -p "$OUT"
declare -A total findings
for ((round = 1; round <= ROUNDS; round++)); do
  for target in "${targets[@]}"; do
    [[ -n "${findings[$target]:-}" ]] && continue
    log="$OUT/$target.$round.log"
    JAZZER_FUZZ=1 nice -n "${NICE:-10}" mvn -B -q test -Dtest="$target" -Dsurefire.failIfNoSpecifiedTests=false \
      >"$log" 2>&1
    status=$?
    runs=$(grep -a -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | grep -oE '[0-9]+' | head -1)
    finding=$(grep -a -m1 -oE 'FuzzTestFindingException: .*|== Java Exception: .*' "$log")
    total[$target]=$(( ${total[$target]:-0} + ${runs:-0} ))
    [[ -n "$finding" ]] && findings[$target]=$finding
    printf 'round %d %-28s executions %-10s %s\n' "$round" "$target" "${runs:-?}" "${finding:-no finding}"
    [[ $status -eq 0 || -n "$finding" ]] || echo "  (mvn failed, see $log)"
  done
done
if (( ROUNDS > 1 )); then
  echo "over $ROUNDS rounds:"
  for target in "${targets[@]}"; do
    printf '%-28s executions %-10s %s\n' "$target" "${total[$target]}" "${findings[$target]:-no finding}"
  done
fi
echo "logs in $OUT"
