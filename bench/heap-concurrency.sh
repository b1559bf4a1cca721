#!/usr/bin/env bash
# Heap of the bot (the jar's `run` command, its own process) while it plays GAMES simultaneous
# games in the local arena: peak heap in use (the largest occupancy the GC log shows before a
# collection) and the largest heap still live after a collection, for a heap of at most XMX.
# With REF_JAR set, the same games are played first by that jar (e.g. a build from before the
# games shared one hash table) with REF_XMX, and the ratio of the two peaks is printed.
#
# Usage: bench/heap-concurrency.sh                 (16 games at 3+0, hash 64 MiB, -Xmx512m)
#   GAMES=16 TC=180+0 HASH_MB=64 XMX=512m OPPONENT="builtin,nodes=20000" bench/heap-concurrency.sh
#   REF_JAR=/tmp/zeitnot-before.jar REF_XMX=2g bench/heap-concurrency.sh
# Needs python3, curl and the jar (mvn -B -q package -DskipTests). Ports PORT..PORT+1 (18190).
set -euo pipefail
cd "$(dirname "$0")/.."

JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
GAMES=${GAMES:-16}
TC=${TC:-180+0}
HASH_MB=${HASH_MB:-64}
XMX=${XMX:-512m}
REF_XMX=${REF_XMX:-2g}
OPPONENT=${OPPONENT:-builtin,nodes=20000}
PORT=${PORT:-18190}
OUT=${OUT:-$(mktemp -d /tmp/heap-concurrency.XXXXXX)}

[[ -f "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed to read the GC log" >&2; exit 1; }

PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

# play LABEL JAR XMX PORT: plays the games and prints one summary line.
play() {
  local label=$1 jar=$2 xmx=$3 port=$4 dir="$OUT/$1" base="http://127.0.0.1:$4"
  mkdir -p "$dir/pgn"
  cat > "$dir/bot.yml" <<YML
server:
  url: $base
engine:
  builtin:
    hash_mb: $HASH_MB
challenge:
  concurrency: $GAMES
  max_games_per_opponent: $GAMES
game:
  greeting:
    player: ""
  goodbye:
    player: ""
  pgn_directory: $dir/pgn
YML
  nice "$JAVA" -jar "$jar" arena --port "$port" --opponent "Arena=$OPPONENT" > "$dir/arena.out" 2> "$dir/arena.log" &
  local arena=$!
  PIDS+=("$arena")
  for _ in $(seq 100); do curl -sf "$base/arena/games" >/dev/null && break; sleep 0.2; done
  LICHESS_BOT_TOKEN=lip_zeitnot "$JAVA" "-Xmx$xmx" "-Xlog:gc:file=$dir/gc.log" -XX:+ExitOnOutOfMemoryError \
    -jar "$jar" run --config "$dir/bot.yml" 2> "$dir/bot.log" &
  local bot=$!
  PIDS+=("$bot")
  for _ in $(seq 100); do curl -sf "$base/api/bot/online" | grep -q zeitnot && break; sleep 0.2; done
  local limit=${TC%+*} inc=${TC#*+} count
  count() { curl -sf "$base/arena/games" | python3 -c "import json,sys; g=json.load(sys.stdin); print(len(g) if '$1'=='all' else sum(x['status'] not in ('started','created') for x in g))"; }
  for ((i = 0; i < GAMES; i++)); do
    curl -sf -X POST "$base/arena/challenge?from=Arena&to=zeitnot&limit=$limit&increment=$inc&color=$( ((i % 2)) && echo black || echo white)" >/dev/null
  done
  # A challenge the bot declined (or missed) is sent again until every game has started.
  for _ in $(seq 20); do
    (( $(count all) >= GAMES )) && break
    sleep 3
    for ((i = $(count all); i < GAMES; i++)); do
      curl -sf -X POST "$base/arena/challenge?from=Arena&to=zeitnot&limit=$limit&increment=$inc" >/dev/null
    done
  done
  while kill -0 "$bot" 2>/dev/null && (( $(count done) < GAMES )); do sleep 2; done
  local alive=yes
  kill -0 "$bot" 2>/dev/null || alive="no (exit status $(wait "$bot"; echo $?))"
  curl -sf "$base/arena/games" > "$dir/games.json"
  kill "$bot" "$arena" 2>/dev/null || true
  wait "$bot" "$arena" 2>/dev/null || true
  python3 - "$label" "$dir" "$xmx" "$alive" <<'PY'
import json, re, sys
label, d, xmx, alive = sys.argv[1:]
before, after = [], []
for line in open(f"{d}/gc.log"):
    m = re.search(r"Pause.* (\d+)M->(\d+)M\((\d+)M\)", line)
    if m:
        before.append(int(m[1])); after.append(int(m[2]))
games = json.load(open(f"{d}/games.json"))
done = [g for g in games if g["status"] not in ("started", "created")]
lost_on_time = sum(1 for g in done if g["status"] == "outoftime"
                   and g["winner"] != ("white" if g["white"] == "zeitnot" else "black"))
oom = sum("OutOfMemoryError" in line for line in open(f"{d}/bot.log"))
print(f"{label}: games {len(games)} finished {len(done)} bot alive at the end {alive}, "
      f"OutOfMemoryError lines {oom}, losses on time {lost_on_time}; -Xmx{xmx}: "
      f"peak heap in use {max(before, default=0)} MiB, largest live after GC {max(after, default=0)} MiB, "
      f"{len(before)} collections")
PY
}

echo "Output in $OUT; $GAMES simultaneous games at $TC against Arena=$OPPONENT, hash $HASH_MB MiB" >&2
if [[ -n "${REF_JAR:-}" ]]; then
  play reference "$REF_JAR" "$REF_XMX" $((PORT + 1)) | tee "$OUT/reference.txt"
fi
play current "$JAR" "$XMX" "$PORT" | tee "$OUT/current.txt"
if [[ -n "${REF_JAR:-}" ]]; then
  python3 - "$OUT" <<'PY'
import re, sys
peak = lambda f: int(re.search(r"peak heap in use (\d+)", open(f).read())[1])
ref, cur = peak(f"{sys.argv[1]}/reference.txt"), peak(f"{sys.argv[1]}/current.txt")
print(f"peak heap current/reference: {cur}/{ref} = {cur / max(ref, 1):.2f}")
PY
fi
