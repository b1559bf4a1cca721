#!/usr/bin/env bash
# Compares the speed of the two evaluations of one build on the bench positions: runs
# `bench DEPTH --eval classic` and `bench DEPTH --eval NET` ROUNDS times, alternating, and measures
# each run's CPU time (user + system of the whole JVM, so the machine's load does not count);
# prints per run and, per evaluation, the median nodes per CPU second with its range, and the
# ratio network / classic. The node counts differ (another evaluation searches another tree), so
# it also prints the CPU seconds to finish the bench at that depth. In runs of a few seconds the JIT's
# compilation is much of that CPU time (docs/decisions/nnue-first-nets.md), which hides small gains.
#
# Usage: bench/nps-eval.sh JAR NET.nnue [DEPTH (default 10)] [ROUNDS (default 5)]   (NICE=19 by default)
#   e.g. bench/nps-eval.sh target/zeitnot.jar net.nnue 11 5
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
JAR=$1 NET=$2 DEPTH=${3:-10} ROUNDS=${4:-5}
NICE=${NICE:-19}
TMP=$(mktemp -d /tmp/nps-eval.XXXXXX)
run() { # eval -> "nodes cpu_seconds"
  local out nodes
  out=$( { /usr/bin/env TIMEFORMAT='%U %S' bash -c "time nice -n $NICE java -jar '$JAR' bench $DEPTH --eval '$1' > $TMP/out 2>/dev/null" ; } 2>&1 )
  nodes=$(tail -1 "$TMP/out" | awk '{print $2}')
  echo "$nodes $(echo "$out" | tail -1 | awk '{print $1 + $2}')"
}
for i in $(seq "$ROUNDS"); do
  for which in classic network; do
    eval_arg=classic; [ "$which" = network ] && eval_arg=$NET
    read -r nodes cpu < <(run "$eval_arg")
    echo "$which $nodes $cpu" | tee -a "$TMP/runs"
  done
done
python3 - "$TMP/runs" <<'PY'
import sys, statistics
runs = [l.split() for l in open(sys.argv[1])]
nps = {}
for x in ('classic', 'network'):
    mine = [(int(n), float(c)) for w, n, c in runs if w == x]
    rates = [n / c for n, c in mine]
    nps[x] = statistics.median(rates)
    print("%-8s nodes %s  nodes per CPU second median %.0f (range %.0f-%.0f)  CPU seconds median %.2f"
          % (x, sorted({n for n, c in mine}), nps[x], min(rates), max(rates), statistics.median(c for n, c in mine)))
print("ratio network / classic (median nodes per CPU second): %.3f" % (nps['network'] / nps['classic']))
PY
rm -rf "$TMP"
