#!/usr/bin/env bash
# What local Syzygy tables are worth on the clock: an SPRT of the built-in engine with SyzygyPath
# (engine1) against the same engine without (engine2), from real six-man endgames one capture or
# promotion from the tables in DIR, each opening with both colours.
#
# The openings (bench/openings/rook-endgames-6men.fen, 443 positions) are the first six-man
# position of self-play games whose recorded search score was within 80 cp of 0, not in check,
# one capture away from a table we generated (KRPvKR, KRRvKR, KQRvKR, KRBvKR, KRNvKR; all 3-4-man
# tables too). Made by:
#   jshell --class-path target/zeitnot.jar -R-DFILES=../shared/data/selfplay/games-fc012fb-net-seed601.zg:\
#     ../shared/data/selfplay/games-fc012fb-net-seed602.zg:games-fc012fb-net-seed701.zg -R-DPIECES=6 \
#     -R-DMATERIALS=KRPvKR,KRRvKR,KQRvKR,KRBvKR,KRNvKR -R-DCOUNT=443 -R-DOUT=... bench/endgame-openings.jsh
#
# Usage: DIR=/work/syzygy bench/syzygy-sprt.sh [extra match options...]
# Environment: DIR (the tables, required), TC (default 5+0.05), CONCURRENCY (default 2, with
#   THREADS=1: one core a game), THREADS (search threads per engine, default 1), ELO0 ELO1
#   (default 0 10), GAMES (most games, default the openings twice), JAR (default target/zeitnot.jar),
#   OPENINGS, OUT (directory for the PGN and log). Run it on a quiet machine: it is timed.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DIR:?DIR must name a directory of Syzygy tables}"
JAR=${JAR:-target/zeitnot.jar}
TC=${TC:-5+0.05}
CONCURRENCY=${CONCURRENCY:-2}
THREADS=${THREADS:-1}
ELO0=${ELO0:-0}
ELO1=${ELO1:-10}
OPENINGS=${OPENINGS:-bench/openings/rook-endgames-6men.fen}
GAMES=${GAMES:-$((2 * $(grep -c . "$OPENINGS")))}
OUT=${OUT:-$(mktemp -d /tmp/syzygy-sprt.XXXXXX)}
[ -f "$JAR" ] || mvn -B -ntp -q -DskipTests package
ENGINE="java --add-modules jdk.incubator.vector -jar $(realpath "$JAR") uci"
echo "tables: $DIR ($(ls "$DIR" | grep -c '\.rtbw$') WDL files), openings: $OPENINGS, out: $OUT"
java -jar "$JAR" match --engine1="$ENGINE" --engine2="$ENGINE" \
  --option1="SyzygyPath=$(realpath "$DIR")" --option1=Threads="$THREADS" --option2=Threads="$THREADS" \
  --tc="$TC" --concurrency="$CONCURRENCY" --sprt --elo0="$ELO0" --elo1="$ELO1" --games="$GAMES" \
  --openings="$OPENINGS" --pgn="$OUT/games.pgn" "$@" 2>&1 | tee "$OUT/match.log" | grep -v '^Game ' || true
tail -n 3 "$OUT/match.log"
