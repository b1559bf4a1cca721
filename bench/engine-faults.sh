#!/usr/bin/env bash
# Plays the bot (the jar's `run` command, its own process) against Stockfish in the local arena
# with network latency, while the bot's own engine - Stockfish behind the misbehaving wrapper
# of the tests (dev.zeitnot.e2e.FaultyUciEngine) - fails at random moves in every mode: it
# exits, hangs ignoring stop, answers long after the hard limit, answers an illegal move,
# answers garbage, or (at a start or restart) cannot start. Prints per time control: games,
# games lost on time, results; then engine failures by kind, fallback moves, engine restarts,
# and the engine processes left over (while the bot is idle after the last game, and after it
# has exited).
#
# Usage: bench/engine-faults.sh          (defaults: 20 games at 1+0, then 10 at 3+2, 2 at a time)
#   GAMES_1=20 GAMES_3=10 PARALLEL=2 CHANCE=0.03 NOSTART=0.1 LATENCY=100 JITTER=50 bench/engine-faults.sh
#   OPPONENT_OPTIONS="option.UCI_LimitStrength=true,option.UCI_Elo=1800"   (a weaker opponent)
# Needs Stockfish (apt-get install stockfish), python3, and the jar and test classes
# (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
GAMES_1=${GAMES_1:-20}
GAMES_3=${GAMES_3:-10}
PARALLEL=${PARALLEL:-2}
CHANCE=${CHANCE:-0.03}
NOSTART=${NOSTART:-0.1}
LATENCY=${LATENCY:-100}
JITTER=${JITTER:-50}
PORT=${PORT:-18080}
OUT=${OUT:-$(mktemp -d /tmp/engine-faults.XXXXXX)}
RUN_ID=faults-$$-$RANDOM

[[ -x "$STOCKFISH" ]] || { echo "Stockfish not found at $STOCKFISH: apt-get install stockfish" >&2; exit 1; }
[[ -f "$JAR" && -d target/test-classes ]] || { echo "$JAR or target/test-classes missing: mvn -B -q package -DskipTests" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed to summarise the games" >&2; exit 1; }

BASE="http://127.0.0.1:$PORT"
CP="$PWD/target/test-classes:$PWD/$JAR"
mkdir -p "$OUT/pgn"
cat > "$OUT/bot.yml" <<EOF
server:
  url: $BASE
engine:
  type: uci
  uci:
    command: [$JAVA, -Xmx64m, -XX:TieredStopAtLevel=1, -cp, "$CP", dev.zeitnot.e2e.FaultyUciEngine,
      --tag, $RUN_ID, --fault, random, --chance, "$CHANCE", --nostart-chance, "$NOSTART",
      --engine, env, ZEITNOT_FAULTS_RUN=$RUN_ID, $STOCKFISH]
    options: {Threads: 1, Hash: 16}
challenge:
  concurrency: $PARALLEL
  max_games_per_opponent: $PARALLEL
game:
  pgn_directory: $OUT/pgn
EOF

# Engine processes of this run: the wrappers (tagged on their command line) and the Stockfish
# processes behind them (tagged in their environment).
leftovers() {
  local count=0 pid
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    # (a process may end while it is read: its files then vanish, which is no leftover)
    if { tr '\0' ' ' < "/proc/$pid/cmdline"; } 2>/dev/null | grep -q -- "--tag $RUN_ID" \
        || { tr '\0' '\n' < "/proc/$pid/environ"; } 2>/dev/null | grep -qx "ZEITNOT_FAULTS_RUN=$RUN_ID"; then
      count=$((count + 1))
    fi
  done
  echo "$count"
}

ARENA_PID=""
BOT_PID=""
cleanup() {
  [[ -n "$BOT_PID" ]] && kill "$BOT_PID" 2>/dev/null || true
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

"$JAVA" -jar "$JAR" arena --port "$PORT" --latency "$LATENCY" --jitter "$JITTER" \
  --opponent "Stockfish=uci=$STOCKFISH,option.Threads=1,option.Hash=16${OPPONENT_OPTIONS:+,$OPPONENT_OPTIONS}" \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done

LICHESS_BOT_TOKEN=lip_zeitnot "$JAVA" -jar "$JAR" run --config "$OUT/bot.yml" 2> "$OUT/bot.log" &
BOT_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/api/bot/online" | grep -q zeitnot && break; sleep 0.2; done

finished() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(sum(g["status"] not in ("started","created") for g in json.load(sys.stdin)))'
}
created() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'
}
challenge() {
  curl -sf -X POST "$BASE/arena/challenge?from=Stockfish&to=zeitnot&limit=$1&increment=$2&color=$3" >/dev/null
}

echo "Output in $OUT; $GAMES_1 game(s) at 1+0 and $GAMES_3 at 3+2, $PARALLEL at a time, latency $LATENCY +/- $JITTER ms," \
  "fault chance $CHANCE per search, start failure chance $NOSTART" >&2
started=0
for tc in "60 0 $GAMES_1" "180 2 $GAMES_3"; do
  read -r limit inc games <<< "$tc"
  played=0
  while (( played < games )); do
    batch=$(( games - played < PARALLEL ? games - played : PARALLEL ))
    for ((i = 0; i < batch; i++)); do
      challenge "$limit" "$inc" "$([[ $(( (started + i) % 2 )) == 0 ]] && echo white || echo black)"
    done
    started=$(( started + batch ))
    # The bot declines (later) a challenge that comes before it has seen its last game end.
    for _ in $(seq 20); do
      (( $(created) >= started )) && break
      sleep 3
      for ((i = $(created); i < started; i++)); do challenge "$limit" "$inc" white; done
    done
    while (( $(finished) < started )); do sleep 1; done
    played=$(( played + batch ))
    echo "  $limit+$inc: $played/$games" >&2
  done
done

sleep 5 # let the last sessions close their engines
LEFT_IDLE=$(leftovers)
curl -sf "$BASE/arena/games" > "$OUT/games.json"
kill -TERM "$BOT_PID"
wait "$BOT_PID" 2>/dev/null || true
BOT_PID=""
sleep 2
LEFT_AFTER=$(leftovers)

python3 - "$OUT" "$LEFT_IDLE" "$LEFT_AFTER" <<'PY'
import json, re, sys
out, left_idle, left_after = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
games = json.load(open(f"{out}/games.json"))
by_tc = {}
for g in games:
    bot = "white" if g["white"] == "zeitnot" else "black"
    tc = f'{g["limit"] // 60}+{g["increment"]}'
    s = by_tc.setdefault(tc, {"games": 0, "time_losses": 0, "illegal": 0, "results": {}, "statuses": {}})
    s["games"] += 1
    outcome = "won" if g["winner"] == bot else ("lost" if g["winner"] else "drawn")
    s["results"][outcome] = s["results"].get(outcome, 0) + 1
    s["statuses"][g["status"]] = s["statuses"].get(g["status"], 0) + 1
    if g["status"] == "outoftime" and g["winner"] != bot:
        s["time_losses"] += 1
    s["illegal"] += g[bot + "RejectedMoves"]
kinds = {"exits or dies (failed during a search)": r"failed during",
         "hangs or answers late (no move by the deadline)": r"gave no move",
         "illegal move or garbage": r"not legal here",
         "cannot start": r"could not start|failed to start a game"}
failures = {k: 0 for k in kinds}
fallback = restarts = given_up = 0
fallback_kinds = {}
for line in open(f"{out}/bot.log"):
    if "EngineSupervisor" in line and " WARN " in line:
        for k, pattern in kinds.items():
            if re.search(pattern, line):
                failures[k] += 1
        if "plays the rest of this game" in line:
            given_up += 1
    if re.search(r" restarted$", line.strip()):
        restarts += 1
    m = re.search(r"\(fallback: ([^)]*?)(?:, \d+ ms|, depth 1| of depth \d+)?\)$", line.strip())
    if m:
        fallback += 1
        fallback_kinds[m[1]] = fallback_kinds.get(m[1], 0) + 1
total = sum(s["games"] for s in by_tc.values())
lost_on_time = sum(s["time_losses"] for s in by_tc.values())
for tc, s in sorted(by_tc.items()):
    print(f"{tc}: games {s['games']}, lost on time {s['time_losses']}, illegal moves {s['illegal']}, "
          f"results {s['results']}, endings {s['statuses']}")
print(f"games {total}, lost on time {lost_on_time}")
print(f"engine failures {sum(failures.values())}: " + ", ".join(f"{k} {v}" for k, v in failures.items()))
print(f"fallback moves {fallback} ({', '.join(f'{k}: {v}' for k, v in sorted(fallback_kinds.items()))}), "
      f"engine restarts {restarts}, games left to the fallback after 3 failures {given_up}")
print(f"engine processes left over: {left_idle} with the bot idle after the last game, {left_after} after it exited")
PY
