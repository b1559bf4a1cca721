#!/usr/bin/env bash
# The bot plays endgames from the Syzygy tables in the local arena (issue 52, "How it is proven"):
# the jar's `run` (its own process) with knowledge.syzygy = DIR and its engine cut to a 1-node
# search (go_commands nodes: 1 at every speed, so the tables, not the engine, play), against the
# arena's built-in engine (OPPONENT, default builtin,nodes=100000). Each start below is played
# once at 3+2; the bot takes the winning side of a won start and the weaker side (less material)
# of a drawn one. Prints per start the tables' WDL for the bot (from SyzygyTables, DIR), the
# result for the bot (W/D/L), how the game ended, its plies, and whether the result matches the
# WDL (a win is a win only by mate: the arena draws at the fifty-move rule, threefold
# repetition and dead material), then the W/D/L totals per material, "matches N of M", and how
# many of the bot's moves its log says came from the tables ("syzygy") rather than the engine.
#
# The starts: the Lucena position and hand-set KRPvKR positions, and positions drawn at random
# (bench/SyzygyCrossCheck.java positions, seed 7) whose DTZ is 20 to 90 plies when won, so the
# win takes many moves; the drawn ones include Philidor's defence.
#
# Usage: DIR=/work/syzygy bench/syzygy-arena.sh       (needs KRPvKR, KBNvK, KQvKR and their
#                                                     3-4-piece sub-tables; default DIR=/tmp/syzygy)
#   OPPONENT=builtin,movetime=500 DIR=... bench/syzygy-arena.sh
#   NO_TABLES=1 DIR=... bench/syzygy-arena.sh          (the same games without knowledge.syzygy:
#                                                     the 1-node engine alone, for contrast)
# Needs the jar and target/classes (mvn -B -q package -DskipTests), curl and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

DIR=${DIR:-/tmp/syzygy}
JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
OPPONENT=${OPPONENT:-builtin,nodes=100000}
PORT=${PORT:-18183}
NICE=${NICE:-10}
OUT=${OUT:-$(mktemp -d /tmp/syzygy-arena.XXXXXX)}
BASE="http://127.0.0.1:$PORT"
mkdir -p "$OUT"

# material | start FEN
STARTS=(
  "KRPvKR|1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1"
  "KRPvKR|8/7P/4r3/k7/8/1K1R4/8/8 b - - 0 1"
  "KRPvKR|4k3/2P2R2/8/8/8/4r3/8/3K4 b - - 0 1"
  "KRPvKR|8/8/3k4/8/2K5/3P4/8/3R2r1 w - - 0 1"
  "KRPvKR|4k3/8/r7/4PK2/8/8/8/4R3 b - - 0 1"
  "KRPvKR|8/8/8/6k1/5r2/8/2P5/2R3K1 b - - 0 1"
  "KRPvKR|8/K7/7k/8/6RP/3r4/8/8 b - - 0 1"
  "KBNvK|8/5k2/5B2/8/8/4N3/6K1/8 w - - 0 1"
  "KBNvK|5b2/8/8/8/4K2n/7k/8/8 b - - 0 1"
  "KBNvK|8/8/K6B/8/8/6k1/8/N7 b - - 0 1"
  "KBNvK|n7/8/8/8/8/8/2K4k/2b5 w - - 0 1"
  "KBNvK|8/8/8/8/8/2k1K3/1N4B1/8 b - - 0 1"
  "KQvKR|1K6/4Q3/8/8/8/8/8/5kr1 w - - 0 1"
  "KQvKR|7r/1Q6/8/8/8/4k3/7K/8 w - - 0 1"
  "KQvKR|8/1Q6/8/7K/8/3k4/8/3r4 b - - 0 1"
  "KQvKR|8/8/3r4/2K2k2/4Q3/8/8/8 b - - 0 1"
  "KQvKR|QK6/8/8/8/8/4r3/8/1k6 b - - 0 1"
)

[[ -f "$JAR" && -d target/classes ]] || { echo "$JAR or target/classes not found: mvn -B -q package -DskipTests" >&2; exit 1; }
for t in KRPvKR KBNvK KQvKR; do
  [[ -f "$DIR/$t.rtbw" && -f "$DIR/$t.rtbz" ]] || { echo "$DIR has no $t tables: set DIR" >&2; exit 1; }
done
command -v curl >/dev/null && command -v python3 >/dev/null || { echo "needs curl and python3" >&2; exit 1; }

# The arena and the bot run from a copy: a rebuild of the jar during the run cannot break them.
cp "$JAR" "$OUT/zeitnot.jar"
JAR=$OUT/zeitnot.jar

# The tables' "wdl dtz" of each start, for the side to move.
printf '%s\n' "${STARTS[@]}" | cut -d'|' -f2 \
  | "$JAVA" -cp target/classes bench/SyzygyCrossCheck.java probe "$DIR" 2>/dev/null > "$OUT/wdl.txt"

SYZYGY_PATHS="[$DIR]"
[[ "${NO_TABLES:-0}" == 1 ]] && SYZYGY_PATHS="[]"
mkdir -p "$OUT/pgn"
cat > "$OUT/bot.yml" <<EOF
server:
  url: $BASE
engine:
  type: builtin
  builtin:
    hash_mb: 16
    threads: 1
time:
  go_commands:
    bullet: {nodes: 1}
    blitz: {nodes: 1}
    rapid: {nodes: 1}
    classical: {nodes: 1}
challenge:
  concurrency: 1
game:
  pgn_directory: $OUT/pgn
knowledge:
  syzygy:
    paths: $SYZYGY_PATHS
EOF

ARENA_PID=""
BOT_PID=""
cleanup() {
  [[ -n "$BOT_PID" ]] && kill "$BOT_PID" 2>/dev/null || true
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

nice -n "$NICE" "$JAVA" -jar "$JAR" arena --port "$PORT" --opponent "Engine=$OPPONENT" \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done
LICHESS_BOT_TOKEN=lip_zeitnot nice -n "$NICE" "$JAVA" -jar "$JAR" run --config "$OUT/bot.yml" 2> "$OUT/bot.log" &
BOT_PID=$!
online=0
for _ in $(seq 150); do curl -sf "$BASE/api/bot/online" | grep -q zeitnot && { online=1; break; }; sleep 0.2; done
(( online )) || { echo "the bot did not come online in 30 s: see $OUT/bot.log" >&2; exit 1; }

echo "Output in $OUT; opponent $OPPONENT; tables ${SYZYGY_PATHS}; bot engine: 1 node per search" >&2
i=0
: > "$OUT/results.txt"
for start in "${STARTS[@]}"; do
  i=$((i + 1))
  material=${start%%|*}
  fen=${start#*|}
  read -r wdl _ < <(sed -n "${i}p" "$OUT/wdl.txt")
  stm=$(awk '{print $2}' <<< "$fen")
  # The bot's colour: the winner's of a won start, the weaker side's of a drawn one.
  weaker=$(python3 -c 'import sys
b = sys.argv[1].split()[0]
w = sum(c.isupper() for c in b); k = sum(c.islower() for c in b)
print("white" if w < k else "black")' "$fen")
  if (( wdl > 0 )); then bot=$([[ $stm == w ]] && echo white || echo black)
  elif (( wdl < 0 )); then bot=$([[ $stm == w ]] && echo black || echo white)
  else bot=$weaker; fi
  engine_color=$([[ $bot == white ]] && echo black || echo white)
  # The tables' WDL for the bot (they give it for the side to move).
  bot_wdl=$wdl
  [[ ${bot:0:1} != "$stm" ]] && bot_wdl=$((-wdl))
  id=$(curl -sf -X POST -G "$BASE/arena/challenge" --data-urlencode "from=Engine" --data-urlencode "to=zeitnot" \
    --data-urlencode "limit=180" --data-urlencode "increment=2" --data-urlencode "color=$engine_color" \
    --data-urlencode "fen=$fen" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  for _ in $(seq 3000); do
    status=$(curl -sf "$BASE/arena/games" | python3 -c 'import json,sys
g = [g for g in json.load(sys.stdin) if g["id"] == sys.argv[1]]
print(g[0]["status"] if g else "none")' "$id")
    [[ $status != started && $status != created && $status != none ]] && break
    sleep 0.3
  done
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys
g = [g for g in json.load(sys.stdin) if g["id"] == sys.argv[1]][0]
bot, wdl = sys.argv[2], int(sys.argv[3])
res = "D" if g["winner"] is None else ("W" if g["winner"] == bot else "L")
want = "W" if wdl > 0 else ("D" if wdl == 0 else "L")
print(sys.argv[4], sys.argv[5], bot, want, res, g["status"], g["plies"], "yes" if res == want else "NO")' \
    "$id" "$bot" "$bot_wdl" "$material" "${fen// /_}" >> "$OUT/results.txt"
done

python3 - "$OUT/results.txt" "$OUT/bot.log" <<'PY'
import re, sys
rows = [l.split() for l in open(sys.argv[1])]
moves = [l for l in open(sys.argv[2]) if re.search(r"game[= ]\w+:? move \d+ \S+: ", l)]
print(f"{'material':7} {'start':44} {'bot':5} {'tables':6} {'result':6} {'ended by':10} {'plies':5} matches")
for m, fen, bot, want, res, status, plies, ok in rows:
    print(f"{m:7} {fen.replace('_', ' '):44} {bot:5} {want:6} {res:6} {status:10} {plies:5} {ok}")
for m in dict.fromkeys(r[0] for r in rows):
    got = [r[4] for r in rows if r[0] == m]
    print(f"{m}: W {got.count('W')} D {got.count('D')} L {got.count('L')}")
print(f"matches {sum(r[7] == 'yes' for r in rows)} of {len(rows)}")
print(f"bot moves from the tables {sum(': syzygy (' in l for l in moves)} of {len(moves)}")
PY
