#!/usr/bin/env bash
# The network's speed with and without the Vector API, against the hand-written evaluation, in one
# run: ROUNDS times, alternating, `bench DEPTH` with the hand-written evaluation, with the network
# on a plain `java -jar` (scalar kernels) and with the network on `java --add-modules
# jdk.incubator.vector -jar` (vector kernels). Each run's CPU time (user + system of the whole JVM)
# is measured, so the machine's load counts little; prints, per kind, the median nodes per CPU
# second with its range, and the ratios. The two network runs must search the same nodes (the
# kernels compute the same numbers): the script fails if they do not.
#
# Usage: bench/nps-vector.sh JAR [NET (default net: the one in the jar)] [DEPTH (default 12)] [ROUNDS (default 5)]
#   NICE=0 by default; run it on a quiet machine.
set -euo pipefail
if [ $# -lt 1 ]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
JAR=$1 NET=${2:-net} DEPTH=${3:-12} ROUNDS=${4:-5}
NICE=${NICE:-0}
TMP=$(mktemp -d /tmp/nps-vector.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
run() { # java options, eval -> "nodes cpu_seconds"
  local opts=$1 eval_arg=$2 out nodes
  out=$( { /usr/bin/env TIMEFORMAT='%U %S' bash -c "time nice -n $NICE java $opts -jar '$JAR' bench $DEPTH --eval '$eval_arg' > $TMP/out 2>/dev/null" ; } 2>&1 )
  nodes=$(tail -1 "$TMP/out" | awk '{print $2}')
  echo "$nodes $(echo "$out" | tail -1 | awk '{print $1 + $2}')"
}
for i in $(seq "$ROUNDS"); do
  for kind in classic net-scalar net-vector; do
    case $kind in
      classic) read -r nodes cpu < <(run "" classic) ;;
      net-scalar) read -r nodes cpu < <(run "" "$NET") ;;
      net-vector) read -r nodes cpu < <(run "--add-modules jdk.incubator.vector" "$NET") ;;
    esac
    echo "$kind $nodes $cpu" | tee -a "$TMP/runs"
  done
done
python3 - "$TMP/runs" <<'PY'
import sys, statistics
runs = [l.split() for l in open(sys.argv[1])]
nps, nodes = {}, {}
for kind in ('classic', 'net-scalar', 'net-vector'):
    mine = [(int(n), float(c)) for k, n, c in runs if k == kind]
    rates = [n / c for n, c in mine]
    nps[kind] = statistics.median(rates)
    nodes[kind] = sorted({n for n, c in mine})
    print("%-10s nodes %s  nodes per CPU second median %.0f (range %.0f-%.0f)"
          % (kind, nodes[kind], nps[kind], min(rates), max(rates)))
print("ratio net-scalar / classic %.3f, net-vector / classic %.3f, net-vector / net-scalar %.3f"
      % (nps['net-scalar'] / nps['classic'], nps['net-vector'] / nps['classic'], nps['net-vector'] / nps['net-scalar']))
if nodes['net-scalar'] != nodes['net-vector']:
    sys.exit("the scalar and vector kernels searched different trees: %s against %s" % (nodes['net-scalar'], nodes['net-vector']))
PY
