#!/usr/bin/env bash
# Tests whether NEW_REF plays stronger than BASE_REF: builds both commits side by side (a
# detached git worktree each, in a temp dir), then runs `match --sprt` with NEW as engine1 and
# BASE as engine2: openings of the shared book in colour-swapped pairs, a generalised SPRT on the
# pairs (pentanomial), stopping once it decides or after GAMES games; games whose result both
# engines' scores agree on are adjudicated (match --adjudicate). Prints W/D/L, pentanomial
# counts, Elo +/- error, the LLR and the verdict, plus each side's `bench` signature.
#
# Usage: bench/sprt.sh BASE_REF NEW_REF [extra match options...]
#   bench/sprt.sh main HEAD                                  (20000 nodes per move, SPRT [0, 5])
#   NODES=50000 ELO1=10 bench/sprt.sh main~1 main
#   NODES=0 TC=4+0.04 CONCURRENCY=1 bench/sprt.sh main HEAD  (a timed test; run it at nice 0 on a quiet machine)
#   NODES=0 NODES_TIME=100 TC=8+0.08 bench/sprt.sh A B  (a clock counted in nodes: time management
#     tested independently of the load; both refs need the NodesTime option)
# Environment: NODES (0 = use TC), NODES_TIME (with NODES=0: nodes per ms of TC, 0 = wall time), TC, GAMES (most games, default 4000), ELO0 ELO1 ALPHA BETA,
#   CONCURRENCY (fixed nodes do not depend on the load, so 2 is fine there), HASH (MiB per engine),
#   NICE (default 19: the games need CPU, not wall time), OUT (directory for the jars, PGN and log),
#   OPENINGS (default ../shared/data/chessathome_openings.fen beside the checkout).
# The match runner is this checkout's own jar (target/zeitnot.jar, built if missing), so either
# ref may predate the SPRT.
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
BASE_REF=$1
NEW_REF=$2
shift 2
cd "$(dirname "$0")/.."
REPO=$(pwd)

NODES=${NODES:-20000}
NODES_TIME=${NODES_TIME:-0}
TC=${TC:-10+0.1}
GAMES=${GAMES:-4000}
ELO0=${ELO0:-0}
ELO1=${ELO1:-5}
ALPHA=${ALPHA:-0.05}
BETA=${BETA:-0.05}
CONCURRENCY=${CONCURRENCY:-2}
HASH=${HASH:-16}
NICE=${NICE:-19}
OPENINGS=${OPENINGS:-$REPO/../shared/data/chessathome_openings.fen}
if [ ! -f "$OPENINGS" ]; then
  echo "no openings file at $OPENINGS; set OPENINGS=/path/to/chessathome_openings.fen" >&2
  exit 2
fi
OUT=${OUT:-$(mktemp -d /tmp/sprt.XXXXXX)}
JAVA_OPTS=${JAVA_OPTS:-"-XX:+UseSerialGC -Xmx256m"}
mkdir -p "$OUT"

build() { # ref name -> $OUT/name.jar
  local ref=$1 name=$2 dir="$OUT/src-$2"
  local commit
  commit=$(git rev-parse --verify "$ref^{commit}")
  git worktree add --quiet --detach "$dir" "$commit"
  (cd "$dir" && nice -n 10 mvn -B -q -o package -DskipTests >"$OUT/build-$name.log" 2>&1) \
    || { echo "build of $ref failed; see $OUT/build-$name.log" >&2; git worktree remove --force "$dir"; exit 1; }
  cp "$dir/target/zeitnot.jar" "$OUT/$name.jar"
  git worktree remove --force "$dir"
  echo "$name = $ref ($(git rev-parse --short "$commit") $(git log -1 --format=%s "$commit"))"
}

if [ ! -f target/zeitnot.jar ]; then
  nice -n 10 mvn -B -q -o package -DskipTests
fi
cp target/zeitnot.jar "$OUT/runner.jar" # a rebuild of the checkout cannot pull the jar from under the match
build "$BASE_REF" base
build "$NEW_REF" new
for name in base new; do
  echo "$name bench: $(nice -n "$NICE" java -jar "$OUT/$name.jar" bench 2>/dev/null | tail -1)"
done

LIMIT=(--nodes "$NODES")
if [ "$NODES" = 0 ]; then
  LIMIT=(--tc "$TC")
  if [ "$NODES_TIME" != 0 ]; then
    LIMIT+=(--nodes-time "$NODES_TIME")
  fi
fi
echo "log and PGN in $OUT"
nice -n "$NICE" java -jar "$OUT/runner.jar" match \
  --engine1 "java $JAVA_OPTS -jar $OUT/new.jar uci" --engine2 "java $JAVA_OPTS -jar $OUT/base.jar uci" \
  --option1 "Hash=$HASH" --option2 "Hash=$HASH" "${LIMIT[@]}" \
  --sprt --elo0 "$ELO0" --elo1 "$ELO1" --alpha "$ALPHA" --beta "$BETA" \
  --games "$GAMES" --concurrency "$CONCURRENCY" --openings "$OPENINGS" --pgn "$OUT/games.pgn" --adjudicate "$@" \
  | tee "$OUT/match.log"
