#!/usr/bin/env bash
# Calibrates a level: plays the built-in engine at UCI_LimitStrength/UCI_Elo LEVEL against
# Stockfish at UCI_LimitStrength/UCI_Elo SF_ELO, openings of the shared book in colour-swapped
# pairs, one game at a time, the match and both engines under nice 19. By default every move is
# `go nodes NODES`, so the result does not depend on the machine's load. NODES must reach both
# the depth at which Stockfish's UCI_Elo picks its move (depth 10 at UCI_Elo 2200, which 50000 nodes reached) and
# the level's own node cap per search (Level.nodes: 3000 at 1200 ... 50000 at 1900, 250000 at
# 2200), else the level plays weaker than it does over the board: the default is 50000, and 250000
# from level 2000 on. NODES=0 plays the clock TC instead (the level then also takes its human
# think time). Prints W/D/L, score, Elo +/- error, pairs, losses on time.
#
# Usage: bench/levels.sh LEVEL SF_ELO [extra match options...]
#   bench/levels.sh 1400 1400
#   GAMES=40 bench/levels.sh 1800 1700 --pgn /tmp/levels-1800.pgn
#   NODES=0 TC=10+0.1 bench/levels.sh 1800 1800   (timed: only meaningful on a quiet machine)
# Environment: GAMES (default 20), NODES (default above; 0 = clock), TC (default 10+0.1),
#   STOCKFISH (default /usr/games/stockfish),
#   JAR (default target/zeitnot.jar: copied first, so a rebuild during the match changes nothing),
#   NICE (default 19), OPENINGS (default ../shared/data/chessathome_openings.fen beside the checkout).
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
LEVEL=$1
SF_ELO=$2
shift 2
cd "$(dirname "$0")/.."
GAMES=${GAMES:-20}
TC=${TC:-10+0.1}
if [ "$LEVEL" -ge 2000 ]; then NODES=${NODES:-250000}; else NODES=${NODES:-50000}; fi
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
NICE=${NICE:-19}
OPENINGS=${OPENINGS:-$(pwd)/../shared/data/chessathome_openings.fen}
[ -f "$OPENINGS" ] || OPENINGS=/work/shared/data/chessathome_openings.fen
[ -f "$JAR" ] || nice -n 15 mvn -B -q -o package -DskipTests
COPY=$(mktemp /tmp/levels.XXXXXX.jar)
trap 'rm -f "$COPY"' EXIT
cp "$JAR" "$COPY"
nice -n "$NICE" java -XX:+UseSerialGC -Xmx256m -jar "$COPY" match \
  --engine1 "java -XX:+UseSerialGC -Xmx256m -jar $COPY uci" \
  --option1 UCI_LimitStrength=true --option1 UCI_Elo="$LEVEL" --option1 Hash=16 \
  --engine2 "$STOCKFISH" --option2 UCI_LimitStrength=true --option2 UCI_Elo="$SF_ELO" --option2 Hash=16 \
  --tc "$TC" --nodes "$NODES" --games "$GAMES" --concurrency 1 --openings "$OPENINGS" "$@"
