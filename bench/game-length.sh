#!/usr/bin/env bash
# Prints the numbers behind the bot's game-length model (bot.clock.GameLength): for PGN files
# (the bot's game.pgn_directory, arena-bullet.sh's $OUT/pgn, or `match --pgn` output), how many
# moves the side to move still played, by material left and by move number (median, 75th and
# 90th percentile), beside what the model expects.
#
# Usage: bench/game-length.sh FILE.pgn...        (needs the jar: mvn -B -q package -DskipTests)
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=${JAR:-target/zeitnot.jar}
[[ -e "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
(( $# > 0 )) || { echo "usage: $0 FILE.pgn..." >&2; exit 1; }
exec java -cp "$JAR" bench/GameLengthTable.java "$@"
