#!/usr/bin/env bash
# Times zeitnot's perft (the jar) against Stockfish's `go perft` (one thread) on the start position
# to depth 6 and Kiwipete to depth 5, RUNS times each (default 3), and prints the median ratio
# ours/Stockfish in nodes per second.
#
# Both programs are measured the same way: CPU seconds (user + sys) of the whole process minus the
# median CPU seconds of the same program doing a depth-1 perft (JVM start for us, the NNUE load
# for Stockfish). Our figure includes the JIT compiler's CPU time. CPU time rather than wall time because the machine is usually shared;
# wall-clock rates are printed too. Installs nothing; build the jar first.
set -euo pipefail
cd "$(dirname "$0")/.."

STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
RUNS=${RUNS:-3}
JAVA=${JAVA:-java}

if [[ ! -x "$STOCKFISH" ]]; then
  echo "Stockfish not found at $STOCKFISH: install it with 'apt-get install stockfish'" >&2
  exit 1
fi
if [[ ! -f "$JAR" ]]; then
  echo "$JAR not found: build it with 'mvn -B -q package -DskipTests'" >&2
  exit 1
fi

CASES=(
  "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure OUTFILE CMD...: runs CMD with stdout to OUTFILE; prints "wall cpu" in seconds.
measure() {
  local outfile=$1
  shift
  local TIMEFORMAT='%R %U %S'
  { time "$@" > "$outfile" 2>/dev/null; } 2> "$tmp/time"
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$tmp/time"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# baseline PROGRAM FEN: median CPU seconds of RUNS depth-1 runs (start-up cost to subtract).
baseline() {
  for ((i = 0; i < RUNS; i++)); do
    measure "$tmp/out" "$1" "$2" 1 | awk '{ print $2 }'
  done | median
}

ours() { "$JAVA" -jar "$JAR" perft --fen "$1" --depth "$2"; }
stockfish() { printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$STOCKFISH"; }

ratios=()
for entry in "${CASES[@]}"; do
  IFS='|' read -r name fen depth <<< "$entry"
  our_base=$(baseline ours "$fen")
  sf_base=$(baseline stockfish "$fen")
  for ((run = 1; run <= RUNS; run++)); do
    read -r our_wall our_cpu < <(measure "$tmp/ours" ours "$fen" "$depth")
    our_nodes=$(awk '/^nodes/ { print $2 }' "$tmp/ours")
    our_internal_nps=$(awk '/^nodes/ { print $6 }' "$tmp/ours")
    read -r sf_wall sf_cpu < <(measure "$tmp/sf" stockfish "$fen" "$depth")
    sf_nodes=$(awk '/^Nodes searched/ { print $3 }' "$tmp/sf")
    if [[ "$our_nodes" != "$sf_nodes" ]]; then
      echo "$name: node counts differ: ours $our_nodes, Stockfish $sf_nodes" >&2
      exit 1
    fi
    line=$(awk -v n="$our_nodes" -v oc="$our_cpu" -v ob="$our_base" -v sc="$sf_cpu" -v sb="$sf_base" \
      -v ow="$our_wall" -v sw="$sf_wall" -v oi="$our_internal_nps" 'BEGIN {
        ocpu = oc - ob; if (ocpu < 0.001) ocpu = 0.001
        scpu = sc - sb; if (scpu < 0.001) scpu = 0.001
        onps = n / ocpu; snps = n / scpu
        printf "%.4f ours %.1f Mnps (cpu %.2fs; wall %.2fs, in-process %.1f Mnps) stockfish %.1f Mnps (cpu %.2fs; wall %.2fs)",
          onps / snps, onps / 1e6, ocpu, ow, oi / 1e6, snps / 1e6, scpu, sw }')
    ratio=${line%% *}
    ratios+=("$ratio")
    printf '%-9s depth %s run %d: nodes %s ratio %s\n' "$name" "$depth" "$run" "$our_nodes" "$line"
  done
done

printf 'median ratio ours/stockfish (nps, cpu time, one thread): %.2f over %d runs\n' \
  "$(printf '%s\n' "${ratios[@]}" | median)" "${#ratios[@]}"
