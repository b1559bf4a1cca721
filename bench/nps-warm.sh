#!/usr/bin/env bash
# Compares the speed of two builds of the engine once the JIT has compiled them, as in a long
# game: each jar runs the bench positions 3 times in one JVM (bench/WarmBench.java) and only
# runs 2 and 3 count. The two jars run at the same time, one per core (taskset), and swap cores
# each round, so both see the same machine. Prints every counted run, then the medians of nodes
# per second and of the time to finish the bench, and the ratios NEW/OLD. A change that alters
# the tree (nodes differ) is judged by the time; a speed-only one by either.
#
# Usage: bench/nps-warm.sh OLD.jar NEW.jar [ROUNDS (default 4)] [DEPTH (default 11)]
#   e.g. bench/nps-warm.sh /tmp/old.jar target/zeitnot.jar 6
# Needs 2 free cores; a cold single run is bench/nps.sh.
set -euo pipefail
OLD=$1 NEW=$2 ROUNDS=${3:-4} DEPTH=${4:-11}
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nps-warm.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
run() { # jar core label
  taskset -c "$2" java -XX:ActiveProcessorCount=1 -cp "$1" "$HERE/WarmBench.java" "$DEPTH" 3 2>/dev/null \
    | tail -2 | sed "s|^|$3 |" > "$TMP/$3"
}
for round in $(seq "$ROUNDS"); do
  old_core=$(( round % 2 )); new_core=$(( 1 - old_core ))
  run "$OLD" "$old_core" old & run "$NEW" "$new_core" new & wait
  cat "$TMP/old" "$TMP/new" | tee -a "$TMP/runs"
done
python3 - "$TMP/runs" <<'PY'
import sys, statistics
runs = [l.split() for l in open(sys.argv[1])]
def median(which, field):
    return statistics.median(int(r[field]) for r in runs if r[0] == which)
nodes = {w: sorted({int(r[4]) for r in runs if r[0] == w}) for w in ('old', 'new')}
print("nodes old %s new %s%s" % (nodes['old'], nodes['new'],
      "" if nodes['old'] == nodes['new'] else "  (different trees: compare the times)"))
nps_old, nps_new = median('old', 8), median('new', 8)
time_old, time_new = median('old', 6), median('new', 6)
print("median nps:  old %.0f new %.0f ratio new/old %.3f" % (nps_old, nps_new, nps_new / nps_old))
print("median time: old %.0f ms new %.0f ms ratio new/old %.3f" % (time_old, time_new, time_new / time_old))
PY
