#!/usr/bin/env bash
# The README's screenshots (docs/images/*.png): the bot's page, the arena's page and the stats report.
# Runs the local arena with four opponents and the bot against it (its ops endpoint on loopback),
# plays a few 30+0 games, then two 1+0 games at once, and photographs each page in headless
# Chromium through Selenium (tools/Screenshot.java; each PNG must stay under 150 KB). Needs the
# jar (mvn -B -q package -DskipTests), the Maven repository filled by the build, chromium,
# chromedriver and curl.
# The token is the local arena's test token (lip_zeitnot), not a Lichess token.
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=${JAR:-target/zeitnot.jar}
OUT=docs/images
ARENA_PORT=${ARENA_PORT:-18080}
OPS_PORT=${OPS_PORT:-19292}
GAMES=${GAMES:-10}
WORK=$(mktemp -d)
arena_pid=
bot_pid=
cleanup() {
  if [ -n "$bot_pid" ]; then # a second TERM resigns the running games, while the arena still answers
    kill -TERM "$bot_pid" 2>/dev/null || true; sleep 1; kill -TERM "$bot_pid" 2>/dev/null || true
    wait "$bot_pid" 2>/dev/null || true
  fi
  if [ -n "$arena_pid" ]; then kill "$arena_pid" 2>/dev/null || true; wait "$arena_pid" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

arena=http://127.0.0.1:$ARENA_PORT
java -jar "$JAR" arena --port "$ARENA_PORT" --opponent Quick=builtin,depth=1 --opponent Random=random \
  --opponent Engine=builtin --opponent Deep=builtin >"$WORK/arena.log" 2>&1 &
arena_pid=$!
until curl -sf "$arena/api/bot/online" >/dev/null; do sleep 0.5; done

cat >"$WORK/bot.yml" <<YML
server:
  url: $arena
challenge:
  concurrency: 2
game:
  pgn_directory: $WORK/games
ops:
  enabled: true
  port: $OPS_PORT
YML
LICHESS_BOT_TOKEN=lip_zeitnot java -jar "$JAR" run --config "$WORK/bot.yml" >"$WORK/bot.log" 2>&1 &
bot_pid=$!
for _ in $(seq 120); do curl -sf "http://127.0.0.1:$OPS_PORT/health" >/dev/null && break; sleep 0.5; done

challenge() { # OPPONENT LIMIT_SECONDS
  curl -sf -X POST "$arena/arena/challenge?from=$1&to=zeitnot&limit=$2&increment=0" >/dev/null
}
games_played() { find "$WORK/games" -name '*.pgn' 2>/dev/null | wc -l; }
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$WORK/cp.txt" >/dev/null
shoot() { # URL FILE WIDTH HEIGHT CSS_SELECTOR_TO_WAIT_FOR
  java -cp "$(cat "$WORK/cp.txt")" tools/Screenshot.java "$1" "$OUT/$2" "$3" "$4" "$5" 2>/dev/null
  if [ "$(stat -c %s "$OUT/$2")" -ge 153600 ]; then echo "$OUT/$2 is 150 KB or more" >&2; exit 1; fi
}
until curl -sf "$arena/api/bot/online" | grep -q '"username":"zeitnot"'; do sleep 0.5; done

# Short games for today's results and the report: two weak opponents offer rematches.
challenge Quick 30; challenge Random 30
for who in Quick Random; do
  curl -sf -X POST "$arena/arena/rematches?from=$who&times=$(( GAMES / 2 - 1 ))" >/dev/null
done
deadline=$((SECONDS + 600))
until [ "$(games_played)" -ge "$GAMES" ] || [ $SECONDS -gt $deadline ]; do sleep 2; done
sleep 2

# Two longer games at once against engines that play on the clock, and a third challenge waiting in the queue.
challenge Engine 60; challenge Deep 60; sleep 2; challenge Random 60
sleep 6
shoot "http://127.0.0.1:$OPS_PORT/" bot-page.png 1200 1150 "#games .game svg"
shoot "$arena/arena/tv" arena-page.png 760 600 "#games .game svg"

java -jar "$JAR" stats --pgn "$WORK/games" --account zeitnot --html "$WORK/report.html"
shoot "file://$WORK/report.html" stats-report.png 1000 2000 "#chart-time-losses"
ls -l "$OUT"/*.png
