#!/usr/bin/env bash
# The "switching from lichess-bot" guide (docs/lichess-bot.md) end to end, on this machine with no
# account: import lichess-bot's own config.yml.default (tools/lichess-bot/config.yml.default, a
# verbatim copy of lichess-bot's sample, AGPL-3.0, kept as data), `check` the result, then run the
# bot on it against the local arena and play one game, printing its result.
# Only two lines of the imported file are changed, both printed: server.url (the arena instead of
# lichess.org) and game.pgn_directory (a temporary directory).
#
# Usage: tools/lichess-bot-switch.sh
#   CONFIG=lichess-bot config (default tools/lichess-bot/config.yml.default), JAR=zeitnot jar
#   (default target/zeitnot.jar, built when missing), PORT=arena port (default 18181),
#   TC="60 1" (the game's clock: seconds and increment), MAX_SECONDS=600 (the game's time limit)
set -euo pipefail
cd "$(dirname "$0")/.."
CONFIG=${CONFIG:-tools/lichess-bot/config.yml.default}
JAR=${JAR:-target/zeitnot.jar}
PORT=${PORT:-18181}
read -r LIMIT INCREMENT <<< "${TC:-60 1}"
MAX_SECONDS=${MAX_SECONDS:-600}
[ -f "$JAR" ] || mvn -B -q package -DskipTests
TMP=$(mktemp -d /tmp/lichess-bot-switch.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$TMP"
}
trap cleanup EXIT

echo "== import-lichess-bot $CONFIG"
java -jar "$JAR" import-lichess-bot "$CONFIG" --out "$TMP/bot.yml"
sed -i -e "s#^  url: .*#  url: http://127.0.0.1:$PORT#" -e "s#^  pgn_directory: .*#  pgn_directory: $TMP/games#" "$TMP/bot.yml"
echo "   changed for the arena: $(grep -E '^  (url|pgn_directory):' "$TMP/bot.yml" | tr -s ' ' | paste -sd ';' -)"

echo "== check"
export LICHESS_BOT_TOKEN=lip_zeitnot
if java -jar "$JAR" check --config "$TMP/bot.yml" > "$TMP/check.out" 2> "$TMP/check.err"; then
  echo "   check: usable (exit 0); $(grep -m1 '^# token sent to' "$TMP/check.out" || true)"
else
  echo "   check refused it:"; cat "$TMP/check.err"; exit 1
fi

echo "== one game in the arena (port $PORT, ${LIMIT}+${INCREMENT}, against the arena's built-in engine)"
java -jar "$JAR" arena --port "$PORT" > "$TMP/arena.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/arena/games" > /dev/null && break; sleep 0.2; done
java -jar "$JAR" run --config "$TMP/bot.yml" > "$TMP/bot.log" 2>&1 &
pids+=($!)
for _ in $(seq 150); do grep -q "connected as" "$TMP/bot.log" && break; sleep 0.2; done
grep -m1 "connected as" "$TMP/bot.log" || { echo "the bot did not connect:"; tail -20 "$TMP/bot.log"; exit 1; }
curl -sf -X POST "http://127.0.0.1:$PORT/arena/challenge?from=Arena&to=zeitnot&limit=$LIMIT&increment=$INCREMENT" > /dev/null
start=$SECONDS
until compgen -G "$TMP/games/*.pgn" > /dev/null; do
  if (( SECONDS - start > MAX_SECONDS )); then echo "no game ended within $MAX_SECONDS s"; tail -20 "$TMP/bot.log"; exit 1; fi
  sleep 1
done
pgn=$(compgen -G "$TMP/games/*.pgn" | head -1)
echo "   $(grep -E 'GameSession .*(won|lost|drew|drawn|aborted)' "$TMP/bot.log" | tail -1 | sed 's/^.*GameSession *//')"
echo "   PGN: $(grep -E '^\[(White|Black|Result|Termination) ' "$pgn" | tr -d '[]' | paste -sd ';' -)"
grep -q '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$pgn"
