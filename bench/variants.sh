#!/usr/bin/env bash
# Plays the bot (the jar's `run` command) against Fairy-Stockfish at a fixed level in the local
# arena, GAMES games of each variant whose rules zeitnot has (colours alternating), once with the
# bot on its built-in engine (every variant) and once on Fairy-Stockfish (told the variant with
# UCI_Variant; the variants it knows), and prints per engine and variant: the opponent, games, the
# bot's score, its illegal (refused) moves, its losses on time, and how the games ended. A variant
# the installed Fairy-Stockfish does not know (Debian's 11.1: atomic) is played against the
# arena's random mover instead.
#
# Usage: bench/variants.sh                  (defaults: 4 games per variant at 15+1, nodes=20000)
#   GAMES=10 TC=60+1 LEVEL="nodes=100000" NICE=19 bench/variants.sh
#   ENGINES="builtin" bench/variants.sh     (only the built-in engine; "fairy" only Fairy-Stockfish)
#   ONLY="horde atomic" bench/variants.sh   (only these variants, by the server's keys)
# Needs Fairy-Stockfish (apt-get install fairy-stockfish), curl, python3 and the jar
# (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

FAIRY=${FAIRY:-/usr/games/fairy-stockfish}
JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
GAMES=${GAMES:-4}
TC=${TC:-15+1}
LEVEL=${LEVEL:-nodes=20000}
ENGINES=${ENGINES:-"builtin fairy"}
PORT=${PORT:-18183}
NICE=${NICE:-10}
OUT=${OUT:-$(mktemp -d /tmp/variants.XXXXXX)}
BASE="http://127.0.0.1:$PORT"
LIMIT=${TC%+*}
INCREMENT=${TC#*+}

[[ -x "$FAIRY" ]] || { echo "Fairy-Stockfish not found at $FAIRY: apt-get install fairy-stockfish" >&2; exit 1; }
[[ -f "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
# The variants the jar has rules for: perft names them when asked for an unknown one.
VARIANTS=$({ "$JAVA" -jar "$JAR" perft --variant none --startpos --depth 1 2>&1 || true; } | sed -n 's/.*known: //p' \
  | tr -d ',' | tr ' ' '\n' | grep -v '^standard$' | tr '\n' ' ')
[[ -n "$VARIANTS" ]] || { echo "the jar names no variant (perft --variant none --startpos)" >&2; exit 1; }
VARIANTS=${ONLY:-$VARIANTS}
# The built-in engine plays every variant; Fairy-Stockfish those its UCI_Variant option lists.
FAIRY_KNOWS=" $(echo uci | "$FAIRY" | sed -n 's/^option name UCI_Variant .* default chess //p' | sed 's/var //g') "
uci_name() { case "$1" in threeCheck) echo 3check ;; *) echo "$1" | tr 'A-Z' 'a-z' ;; esac; }
fairy_knows() { [[ "$FAIRY_KNOWS" == *" $(uci_name "$1") "* ]]; }
variants_of() { # engine: the variants it plays, of those the jar has rules for
  for v in $VARIANTS; do
    if [[ "$1" == builtin ]] || fairy_knows "$v"; then echo "$v"; fi
  done | xargs
}
opponent_of() { fairy_knows "$1" && echo Fairy || echo Random; } # variant: who the bot plays in it
mkdir -p "$OUT"

ARENA_PID=""
BOT_PID=""
cleanup() {
  [[ -n "$BOT_PID" ]] && kill "$BOT_PID" 2>/dev/null || true
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

nice -n "$NICE" "$JAVA" -jar "$JAR" arena --port "$PORT" \
  --opponent "Fairy=uci=$FAIRY,$LEVEL,option.Threads=1,option.Hash=16" --opponent Random=random \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done

status_of() { # game id: its status in the arena's game list
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys
print(next((g["status"] for g in json.load(sys.stdin) if g["id"] == sys.argv[1]), "none"))' "$1"
}

for engine in $ENGINES; do
  dir="$OUT/$engine"
  mkdir -p "$dir/pgn"
  if [[ "$engine" == fairy ]]; then
    engine_yaml="type: uci
  uci: {command: [$FAIRY], options: {Threads: 1, Hash: 16}}"
  else
    engine_yaml="type: builtin
  builtin: {hash_mb: 16, threads: 1}"
  fi
  cat > "$dir/bot.yml" <<EOF
server:
  url: $BASE
engine:
  $engine_yaml
challenge:
  variants: [$(variants_of "$engine" | tr ' ' ',')]
game:
  pgn_directory: $dir/pgn
EOF
  LICHESS_BOT_TOKEN=lip_zeitnot nice -n "$NICE" "$JAVA" -jar "$JAR" run --config "$dir/bot.yml" 2> "$dir/bot.log" &
  BOT_PID=$!
  online=0
  for _ in $(seq 150); do curl -sf "$BASE/api/bot/online" | grep -q zeitnot && { online=1; break; }; sleep 0.2; done
  (( online )) || { echo "the bot did not come online in 30 s: see $dir/bot.log" >&2; exit 1; }
  : > "$dir/ids"
  for variant in $(variants_of "$engine"); do
    for game in $(seq "$GAMES"); do
      color=$([[ $(( game % 2 )) == 1 ]] && echo white || echo black) # the opponent's colour
      id=$(curl -sf -X POST "$BASE/arena/challenge?from=$(opponent_of "$variant")&to=zeitnot&limit=$LIMIT&increment=$INCREMENT&color=$color&variant=$variant" \
        | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
      echo "$id" >> "$dir/ids"
      while [[ "$(status_of "$id")" =~ ^(started|created|none)$ ]]; do
        grep -q "Challenge $id declined" "$OUT/arena.log" && { echo "the bot declined $variant" >&2; exit 1; }
        sleep 1
      done
    done
  done
  kill "$BOT_PID" 2>/dev/null || true
  wait "$BOT_PID" 2>/dev/null || true
  BOT_PID=""
done

curl -sf "$BASE/arena/games" > "$OUT/games.json"
python3 - "$OUT" "$TC" "$LEVEL" $ENGINES <<'PY'
import json, sys
out, tc, level, engines = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
games = {g["id"]: g for g in json.load(open(f"{out}/games.json"))}
print(f"zeitnot vs Fairy-Stockfish ({level}; Random: the arena's random mover) at {tc}; "
      "opponent, games, bot score, illegal bot moves, bot losses on time, endings")
for engine in engines:
    rows = {}
    for gid in open(f"{out}/{engine}/ids").read().split():
        g = games[gid]
        bot = "white" if g["white"] == "zeitnot" else "black"
        opponent = g["black"] if bot == "white" else g["white"]
        r = rows.setdefault(g["variant"], {"opponent": opponent, "games": 0, "points": 0.0, "illegal": 0,
                                           "time": 0, "endings": {}})
        if g["status"] == "aborted":  # never played (an engine that did not start): not scored
            r["endings"]["aborted"] = r["endings"].get("aborted", 0) + 1
            continue
        r["games"] += 1
        lost = g["winner"] not in (None, bot)
        r["points"] += 1.0 if g["winner"] == bot else 0.0 if lost else 0.5
        r["illegal"] += g["whiteRejectedMoves" if bot == "white" else "blackRejectedMoves"]
        r["time"] += 1 if g["status"] == "outoftime" and lost else 0
        r["endings"][g["status"]] = r["endings"].get(g["status"], 0) + 1
    for variant, r in rows.items():
        endings = ", ".join(f"{k} {v}" for k, v in sorted(r["endings"].items()))
        print(f"bot on {engine:8} {variant:14} vs {r['opponent']:6} games {r['games']:3}  score {r['points']:4.1f}/{r['games']}"
              f"  illegal {r['illegal']}  lost on time {r['time']}  ({endings})")
print(f"(logs and PGNs in {out})")
PY
