#!/usr/bin/env bash
# The engine's strength bar: the built-in engine at full strength (THREADS, default 1; 64 MiB hash) against
# Stockfish limited to UCI_Elo SF_ELO (default 2400; also 64 MiB), on the clock at TC (default
# 10+0.1), openings of the shared book in colour-swapped pairs. Prints W/D/L, score, Elo +/- error,
# the pairs and the losses on time. Timed games: run it on a quiet machine, at nice 0.
#
# Usage: bench/vs-stockfish.sh [SF_ELO] [extra match options...]
#   bench/vs-stockfish.sh                         (200 games against UCI_Elo 2400, one at a time)
#   GAMES=40 bench/vs-stockfish.sh 2600 --pgn /tmp/sf2600.pgn
#   CONCURRENCY=2 bench/vs-stockfish.sh 2400      (twice as fast on 2 cores; the JVM engine pays
#                                                 more for the shared cores: JIT and GC threads)
#   THREADS=2 bench/vs-stockfish.sh 2400          (as the bot plays one game at a time on 2 cores:
#                                                 engine.builtin.threads auto)
# Environment: GAMES (default 200), TC (default 10+0.1), CONCURRENCY (default 1), THREADS (default 1),
#   STOCKFISH (default /usr/games/stockfish), JAR (default target/zeitnot.jar; copied first, so a
#   rebuild during the match changes nothing), OPENINGS (default the shared book beside the checkout).
set -euo pipefail
SF_ELO=${1:-2400}
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.."
GAMES=${GAMES:-200}
TC=${TC:-10+0.1}
CONCURRENCY=${CONCURRENCY:-1}
THREADS=${THREADS:-1}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
OPENINGS=${OPENINGS:-$(pwd)/../shared/data/chessathome_openings.fen}
[ -x "$STOCKFISH" ] || { echo "no Stockfish at $STOCKFISH (apt-get install stockfish)" >&2; exit 2; }
[ -f "$JAR" ] || mvn -B -q -o package -DskipTests
ENGINE=$(mktemp /tmp/vs-stockfish.XXXXXX.jar)
trap 'rm -f "$ENGINE"' EXIT
cp "$JAR" "$ENGINE"
java -jar "$ENGINE" match \
  --engine1 "java -jar $ENGINE uci" --option1 Hash=64 --option1 Threads="$THREADS" \
  --engine2 "$STOCKFISH" --option2 Hash=64 \
  --option2 UCI_LimitStrength=true --option2 UCI_Elo="$SF_ELO" \
  --tc "$TC" --games "$GAMES" --concurrency "$CONCURRENCY" --openings "$OPENINGS" "$@"
