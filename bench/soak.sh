#!/usr/bin/env bash
# Soak: the bot (the jar's `run` command, its own process) plays a long series of games in the
# local arena at several speeds, PARALLEL at a time, with 100 +/- 50 ms latency, while every
# arena fault fires at random: stream closes and stalls and malformed lines (event and game
# streams), 500s and 429s on every endpoint the bot calls, and server restarts. It prints the
# games played per time control, the games the bot lost on time or abandoned (aborted, claimed
# by the opponent, never finished), the 429s sent and the calls the bot made within a gate
# (a request the arena had answered 429 to, again within a minute, or within a second for a
# move of the same game), and the bot process's live heap (after a full GC) and thread count
# at the start, after the first ten games and at the end.
#
# Bar (issue 9): >= 40 games, nothing lost on time or abandoned, no growth of threads or heap
# between the first and the last ten games. The verdict line applies it; heap "growth" means
# more than max(16 MiB, 20 %) above the after-ten-games figure (a full GC's live heap still
# varies with what is in flight), thread growth anything above it plus 2 (OkHttp and JIT
# threads come and go).
#
# Usage: bench/soak.sh                     (48 games, 4 at a time, 1+1, 3+2 and 8+3, faults every 5-20 s)
#   GAMES=48 PARALLEL=4 TCS="60+1 180+2 480+3" FAULT_MIN=5 FAULT_MAX=20 MAX_MINUTES=60 bench/soak.sh
# Needs python3, curl, the JDK's jcmd/jstat and the jar (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
GAMES=${GAMES:-48}
PARALLEL=${PARALLEL:-4}
TCS=${TCS:-"60+1 180+2 480+3"}
LATENCY=${LATENCY:-100}
JITTER=${JITTER:-50}
FAULT_MIN=${FAULT_MIN:-5}
FAULT_MAX=${FAULT_MAX:-20}
MAX_MINUTES=${MAX_MINUTES:-60}
PORT=${PORT:-18090}
OUT=${OUT:-$(mktemp -d /tmp/soak.XXXXXX)}

[[ -f "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
for tool in python3 curl jcmd jstat; do
  command -v "$tool" >/dev/null || { echo "$tool is needed" >&2; exit 1; }
done

BASE="http://127.0.0.1:$PORT"
mkdir -p "$OUT/pgn"
cat > "$OUT/bot.yml" <<EOF
server:
  url: $BASE
engine:
  type: builtin
  builtin:
    hash_mb: 16
    threads: 1
challenge:
  concurrency: $PARALLEL
  max_games_per_opponent: $PARALLEL
game:
  pgn_directory: $OUT/pgn
EOF

ARENA_PID=""
BOT_PID=""
FAULTS_PID=""
cleanup() {
  [[ -n "$FAULTS_PID" ]] && kill "$FAULTS_PID" 2>/dev/null || true
  [[ -n "$BOT_PID" ]] && kill "$BOT_PID" 2>/dev/null || true
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

"$JAVA" -jar "$JAR" arena --port "$PORT" --latency "$LATENCY" --jitter "$JITTER" --debug \
  --opponent "Arena=builtin,depth=2" --opponent "Random=random" \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done

LICHESS_BOT_TOKEN=lip_zeitnot "$JAVA" -jar "$JAR" run --config "$OUT/bot.yml" 2> "$OUT/bot.log" &
BOT_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/api/bot/online" | grep -q zeitnot && break; sleep 0.2; done

# "KiB-of-live-heap threads" of the bot, after a full GC.
measure() {
  jcmd "$BOT_PID" GC.run >/dev/null 2>&1 || true
  local heap threads
  heap=$(jstat -gc "$BOT_PID" | awk 'NR == 2 {print int($3 + $4 + $6 + $8)}')
  threads=$(awk '/^Threads:/ {print $2}' "/proc/$BOT_PID/status")
  echo "$heap $threads"
}
START=$(measure)

# The fault driver: one random fault every FAULT_MIN..FAULT_MAX seconds.
PATHS=(/move/ /api/bot/game/stream/ /api/stream/event /accept /decline /api/account/playing
  /api/account /api/token/test /chat /abort /resign /draw/ /claim-victory)
fire_faults() {
  while true; do
    sleep $(( FAULT_MIN + RANDOM % (FAULT_MAX - FAULT_MIN + 1) ))
    local roll=$(( RANDOM % 10 )) fault
    case $roll in
      0) fault="close/event" ;;
      1) fault="close/game" ;;
      2) fault="stall/$([[ $(( RANDOM % 2 )) == 0 ]] && echo event || echo game)" ;;
      3) fault="malformed/$([[ $(( RANDOM % 2 )) == 0 ]] && echo event || echo game)" ;;
      4|5) fault="fail?status=500&times=$(( 1 + RANDOM % 3 ))&path=${PATHS[$(( RANDOM % ${#PATHS[@]} ))]}" ;;
      6|7|8) fault="fail?status=429&times=1&path=${PATHS[$(( RANDOM % ${#PATHS[@]} ))]}" ;;
      9) fault="restart?downMs=$(( 500 + RANDOM % 2500 ))" ;;
    esac
    echo "$(date -u +%T) $fault" >> "$OUT/faults.log"
    curl -s -m 10 -X POST "$BASE/arena/$fault" >/dev/null || true
  done
}
fire_faults &
FAULTS_PID=$!

# "created running finished" games, or nothing while the arena restarts.
counts() {
  curl -sf -m 10 "$BASE/arena/games" | python3 -c 'import json,sys
g = json.load(sys.stdin)
print(len(g), sum(x["status"] in ("started", "created") for x in g),
      sum(x["status"] not in ("started", "created") for x in g))' 2>/dev/null || true
}

echo "Output in $OUT; $GAMES games ($TCS), $PARALLEL at a time, latency $LATENCY +/- $JITTER ms, a fault every $FAULT_MIN-$FAULT_MAX s" >&2
read -r -a tcs <<< "$TCS"
issued=0
last_issue=0
AFTER_TEN=""
deadline=$(( $(date +%s) + MAX_MINUTES * 60 ))
while (( $(date +%s) < deadline )); do
  read -r created running finished <<< "$(counts)"
  if [[ -z "${finished:-}" ]]; then sleep 1; continue; fi
  if [[ -z "$AFTER_TEN" ]] && (( finished >= 10 )); then AFTER_TEN=$(measure); fi
  (( finished >= GAMES )) && break
  now=$(date +%s)
  # A challenge the bot has not turned into a game yet counts as running for 30 s.
  pending=$(( issued > created && now - last_issue < 30 ? issued - created : 0 ))
  if (( created < GAMES && running + pending < PARALLEL )); then
    tc=${tcs[$(( issued % ${#tcs[@]} ))]}
    who=$([[ $(( issued % 2 )) == 0 ]] && echo Arena || echo Random)
    color=$([[ $(( (issued / 2) % 2 )) == 0 ]] && echo white || echo black)
    if curl -sf -m 10 -X POST "$BASE/arena/challenge?from=$who&to=zeitnot&limit=${tc%+*}&increment=${tc#*+}&color=$color" >/dev/null; then
      issued=$(( (issued > created ? issued : created) + 1 ))
      last_issue=$now
    fi
  fi
  sleep 2
done
kill "$FAULTS_PID" 2>/dev/null || true
wait "$FAULTS_PID" 2>/dev/null || true
FAULTS_PID=""
# Let the last games end (no new faults), at most two minutes.
for _ in $(seq 60); do
  read -r created running finished <<< "$(counts)"
  [[ "${running:-1}" == 0 ]] && break
  sleep 2
done
END=$(measure)
[[ -n "$AFTER_TEN" ]] || AFTER_TEN=$END

curl -sf "$BASE/arena/games" > "$OUT/games.json"
curl -sf "$BASE/arena/faults" > "$OUT/faults.json" || echo '{}' > "$OUT/faults.json"
BOT_ALIVE=$(kill -0 "$BOT_PID" 2>/dev/null && echo yes || echo no)

python3 - "$OUT" "$START" "$AFTER_TEN" "$END" "$BOT_ALIVE" <<'PY'
import collections, json, sys
out, start, ten, end, alive = sys.argv[1:6]
start, ten, end = ([int(x) for x in s.split()] for s in (start, ten, end))
games = json.load(open(f"{out}/games.json"))
faults = json.load(open(f"{out}/faults.json"))
fired = collections.Counter(line.split()[1].split("?")[0] for line in open(f"{out}/faults.log"))
per_tc = collections.Counter()
lost = []
for g in games:
    bot = "white" if g["white"] == "zeitnot" else "black"
    per_tc[f'{g["limit"]}+{g["increment"]}'] += 1
    status, winner = g["status"], g["winner"]
    if status in ("started", "created"):
        lost.append((g["id"], "never finished"))
    elif status == "outoftime" and winner != bot:
        lost.append((g["id"], "lost on time"))
    elif status == "timeout" and winner != bot:
        lost.append((g["id"], "abandoned: the opponent claimed"))
    elif status in ("aborted", "noStart"):
        lost.append((g["id"], status))
results = collections.Counter(f'{g["status"]}:{"win" if g["winner"] == ("white" if g["white"] == "zeitnot" else "black") else "draw" if g["winner"] is None else "loss"}' for g in games)
print(f"games played {len(games)}: " + ", ".join(f"{tc} {n}" for tc, n in sorted(per_tc.items())))
print(f"results {dict(results)}")
print(f"games lost on time or abandoned {len(lost)}" + ("" if not lost else ": " + ", ".join(f"{i} {why}" for i, why in lost)))
print(f"faults fired {sum(fired.values())}: {dict(fired)}")
print(f"429s sent {faults.get('rateLimitedAnswers', '?')}, calls within a gate {faults.get('requestsTooSoonAfter429', '?')}")
mib = lambda kib: f"{kib / 1024:.1f} MiB"
print(f"bot heap (live, after full GC) start {mib(start[0])}, after 10 games {mib(ten[0])}, end {mib(end[0])}")
print(f"bot threads start {start[1]}, after 10 games {ten[1]}, end {end[1]}")
print(f"bot process still running: {alive}")
heap_ok = end[0] <= ten[0] + max(16 * 1024, ten[0] * 0.2)
threads_ok = end[1] <= ten[1] + 2
ok = len(games) >= 40 and not lost and heap_ok and threads_ok and alive == "yes"
print(f"bar (>= 40 games, nothing lost, no heap/thread growth): {'MET' if ok else 'NOT MET'}"
      f" (games {len(games) >= 40}, nothing lost {not lost}, heap {heap_ok}, threads {threads_ok})")
PY
grep -c " ERROR " "$OUT/bot.log" | xargs echo "bot ERROR lines:" || true
