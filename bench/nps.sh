#!/usr/bin/env bash
# Compares the speed of two builds of the engine on the bench positions, on a busy machine:
# runs `bench DEPTH` ROUNDS times with each jar, alternating, and measures each run's CPU time
# (user + system of the whole JVM, so the machine's load does not count, JIT threads do);
# checks that both searched the same nodes (a speed-only change) and prints per run and the
# median nodes per CPU second of each and the ratio NEW/OLD.
#
# Usage: bench/nps.sh OLD.jar NEW.jar [DEPTH (default 10)] [ROUNDS (default 5)]   (NICE=19 by default)
#   e.g. bench/nps.sh /tmp/old.jar target/zeitnot.jar 11 3
set -euo pipefail
OLD=$1 NEW=$2 DEPTH=${3:-10} ROUNDS=${4:-5}
NICE=${NICE:-19}
TMP=$(mktemp -d /tmp/nps.XXXXXX)
run() { # jar -> "nodes cpu_seconds"
  local out
  out=$( { /usr/bin/env TIMEFORMAT='%U %S' bash -c "time nice -n $NICE java -jar '$1' bench $DEPTH > $TMP/out 2>/dev/null" ; } 2>&1 )
  local nodes
  nodes=$(tail -1 "$TMP/out" | awk '{print $2}')
  echo "$nodes $(echo "$out" | tail -1 | awk '{print $1 + $2}')"
}
for i in $(seq "$ROUNDS"); do
  for which in old new; do
    jar=$OLD; [ "$which" = new ] && jar=$NEW
    read -r nodes cpu < <(run "$jar")
    echo "$which $nodes $cpu" | tee -a "$TMP/runs"
  done
done
python3 - "$TMP/runs" <<'PY'
import sys, statistics
runs = [l.split() for l in open(sys.argv[1])]
nodes = {w: {int(n) for w, n, c in runs if w == x} for x in ('old', 'new') for w in [x]}
nps = {x: statistics.median(int(n) / float(c) for w, n, c in runs if w == x) for x in ('old', 'new')}
print("nodes old %s new %s%s" % (sorted(nodes['old']), sorted(nodes['new']),
      "" if nodes['old'] == nodes['new'] else "  DIFFERENT: not a speed-only change"))
print("median nodes per CPU second: old %.0f new %.0f ratio new/old %.3f" % (nps['old'], nps['new'], nps['new'] / nps['old']))
PY
rm -rf "$TMP"
