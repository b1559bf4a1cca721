#!/usr/bin/env bash
# Plays the bot (the jar's `run` command, its own process) against Stockfish in the local arena
# with network latency, and prints per time control: games, score, bot losses on time (each with
# its length, the bot's last score: a flag in a lost position or in a won one, and how many moves
# its clock pays at that game's median trip with no thinking at all: a flag past that is a
# marathon no budget survives, counted apart), refused (illegal) bot moves; the median and
# minimum clock left at the end of the games the bot did not win before move EARLY_MOVES
# (default 60) and the share of the clock used in them; the share used in the games of
# EARLY_MOVES+ moves; the depth of the bot's last 10 moves of each game;
# then the median and 99th percentile of the bot's response time minus its search time, and the
# bot process's peak memory (VmHWM).
#
#   response time = what the arena charged the bot for a move (from sending the state to
#                   receiving the move: both latencies, the search and the bot's own work);
#   search time   = the "used N ms" the bot logs for that move (state received -> move posted).
#
# Usage: bench/arena-bullet.sh            (defaults: 50 games at 1+0, then 50 at 0+1)
#   GAMES=50 TCS="60+0 0+1" PARALLEL=1 LATENCY=100 JITTER=50 bench/arena-bullet.sh
#   NICE=0 bench/arena-bullet.sh   (arena, Stockfish and bot at normal priority; default nice 10)
#   GAMES=8 TCS="180+2" PARALLEL=8 bench/arena-bullet.sh     (8 simultaneous 3+2 games)
#   OPPONENT_OPTIONS="option.UCI_LimitStrength=true,option.UCI_Elo=2000" bench/arena-bullet.sh
#                                                 (a weaker Stockfish: longer games, more clock stress)
#   BOOK=demo TCS=60+0 bench/arena-bullet.sh    (the bot opens from a Polyglot book: `demo` builds
#                                                 one from the jar's demo openings, or give a .bin path;
#                                                 run once with and once without BOOK to compare the
#                                                 share of book moves and the clock left at the end)
#   REMATCH=1 GAMES=10 TCS="60+0" bench/arena-bullet.sh
#                      (one challenge per time control; Stockfish then offers a rematch the moment
#                       each game ends, as a human clicking "rematch" does, and is never re-sent
#                       after a decline: prints how many of the scheduled games were played)
# Needs Stockfish (apt-get install stockfish), python3 and the jar (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
JAVA=${JAVA:-java}
GAMES=${GAMES:-50}
TCS=${TCS:-"60+0 0+1"}
PARALLEL=${PARALLEL:-1}
LATENCY=${LATENCY:-100}
JITTER=${JITTER:-50}
PORT=${PORT:-18181}
BOT_HASH_MB=${BOT_HASH_MB:-16}
# Niceness of the arena (with Stockfish) and the bot: 10 keeps a desk usable; NICE=0 when other
# work on the machine runs niced and these timed games should have it.
NICE=${NICE:-10}
OUT=${OUT:-$(mktemp -d /tmp/arena-bullet.XXXXXX)}

[[ -x "$STOCKFISH" ]] || { echo "Stockfish not found at $STOCKFISH: apt-get install stockfish" >&2; exit 1; }
[[ -f "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed to summarise the games" >&2; exit 1; }

BASE="http://127.0.0.1:$PORT"
mkdir -p "$OUT/pgn"
BOOK_YAML=""
if [[ -n "${BOOK:-}" ]]; then
  if [[ "$BOOK" == demo ]]; then
    "$JAVA" -jar "$JAR" book build --pgn src/main/resources/dev/zeitnot/arena/openings.pgn \
      --out "$OUT/book.bin" --min-games 1 >&2
    BOOK="$OUT/book.bin"
  fi
  BOOK_YAML="book: {enabled: true, books: {standard: [$BOOK]}}"
fi
cat > "$OUT/bot.yml" <<EOF
server:
  url: $BASE
engine:
  type: builtin
  builtin:
    hash_mb: $BOT_HASH_MB
    threads: 1
challenge:
  concurrency: $PARALLEL
  max_games_per_opponent: $PARALLEL
game:
  pgn_directory: $OUT/pgn
$BOOK_YAML
EOF

ARENA_PID=""
BOT_PID=""
cleanup() {
  [[ -n "$BOT_PID" ]] && kill "$BOT_PID" 2>/dev/null || true
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

nice -n "$NICE" "$JAVA" -jar "$JAR" arena --port "$PORT" --latency "$LATENCY" --jitter "$JITTER" --debug \
  --opponent "Stockfish=uci=$STOCKFISH,option.Threads=1,option.Hash=16${OPPONENT_OPTIONS:+,$OPPONENT_OPTIONS}" \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done

LICHESS_BOT_TOKEN=lip_zeitnot nice -n "$NICE" "$JAVA" -jar "$JAR" run --config "$OUT/bot.yml" 2> "$OUT/bot.log" &
BOT_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/api/bot/online" | grep -q zeitnot && break; sleep 0.2; done

finished() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(sum(g["status"] not in ("started","created") for g in json.load(sys.stdin)))'
}
played_games() { # games over that were played, not aborted before they began
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(sum(g["status"] not in ("started","created","aborted") for g in json.load(sys.stdin)))'
}
created() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'
}
challenge() { # prints the new challenge's id
  curl -sf -X POST "$BASE/arena/challenge?from=Stockfish&to=zeitnot&limit=$1&increment=$2&color=$3" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'
}
declined() { # is this challenge declined (the arena logs it)?
  grep -q "Challenge $1 declined" "$OUT/arena.log"
}

echo "Output in $OUT; $GAMES game(s) per time control ($TCS), $PARALLEL at a time, latency $LATENCY +/- $JITTER ms" >&2
started=0
for tc in $TCS; do
  limit=${tc%+*}; inc=${tc#*+}
  played=0
  before=$(played_games)
  if [[ "${REMATCH:-0}" == 1 ]]; then
    # One challenge; the rest are rematches offered the instant each game ends. A declined one is
    # not sent again, so a game the bot turns away is a game not played.
    curl -sf -X POST "$BASE/arena/rematches?from=Stockfish&times=$(( GAMES - 1 ))" >/dev/null
    challenge "$limit" "$inc" white >/dev/null
    target=$(( started + GAMES ))
    stall=0
    while (( $(finished) < target || $(created) < target )); do
      # Every game over and no rematch for 30 s: one was declined, the chain of rematches broke.
      if (( $(created) == $(finished) )); then stall=$(( stall + 1 )); else stall=0; fi
      (( stall >= 30 )) && break
      sleep 1
    done
    started=$(created)
    echo "  $tc: $(( started - target + GAMES ))/$GAMES scheduled games played" >&2
    continue
  fi
  while (( played < GAMES )); do
    batch=$(( GAMES - played < PARALLEL ? GAMES - played : PARALLEL ))
    pending=()
    for ((i = 0; i < batch; i++)); do
      pending+=("$(challenge "$limit" "$inc" "$([[ $(( (started + i) % 2 )) == 0 ]] && echo white || echo black)")")
    done
    started=$(( started + batch ))
    # The bot declines (later) a challenge that comes before it has seen its last game end:
    # challenge again in place of each declined one (only those: an acceptance can take seconds
    # over the latency, and a second challenge in its place would start one game too many)
    # until every game of the batch has started.
    for _ in $(seq 20); do
      (( $(created) >= started )) && break
      sleep 3
      for ((i = 0; i < ${#pending[@]}; i++)); do
        if declined "${pending[i]}"; then pending[i]=$(challenge "$limit" "$inc" white); fi
      done
    done
    while (( $(finished) < started )); do sleep 1; done
    # An aborted game (e.g. the opponent never moved) is not a game played: play another instead.
    played=$(( $(played_games) - before ))
    echo "  $tc: $played/$GAMES" >&2
  done
done

PEAK_KB=$(awk '/VmHWM/ {print $2}' "/proc/$BOT_PID/status")
curl -sf "$BASE/arena/games" > "$OUT/games.json"

if [[ "${REMATCH:-0}" == 1 ]]; then
  scheduled=$(( GAMES * $(wc -w <<< "$TCS") ))
  declined=$(grep -c "declined by zeitnot" "$OUT/arena.log" || true)
  echo "rematch mode: scheduled $scheduled games, played $(created), challenges declined by the bot $declined"
fi

python3 - "$OUT" "$PEAK_KB" "${EARLY_MOVES:-60}" <<'PY'
import json, re, statistics, sys
out, peak_kb, early_moves = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
games = json.load(open(f"{out}/games.json"))
charged = {}
for line in open(f"{out}/arena.log"):
    m = re.search(r"Game (\w+) ply (\d+) \S+ by zeitnot: charged (\d+) ms", line)
    if m:
        charged[(m[1], (int(m[2]) - 1) // 2 + 1)] = int(m[3])
used, depths = {}, {}
book_moves = {}
bot_moves_logged = {}
last_score = {}
for line in open(f"{out}/bot.log"):
    # "game=ID move N SAN: depth D, ..., used U ms" (older versions: "game ID move N ..."); a
    # known move, e.g. from the book, says "book (...)" instead of the depth
    m = re.search(r"game[= ](\w+):? move (\d+) \S+: (?:depth (\d+), )?.*?used (\d+) ms", line)
    if m:
        used[(m[1], int(m[2]))] = int(m[4])
        bot_moves_logged[m[1]] = bot_moves_logged.get(m[1], 0) + 1
        if m[3] is not None:
            depths.setdefault(m[1], []).append(int(m[3]))
        sc = re.search(r"score (cp|mate) (-?\d+)", line)
        if sc:
            last_score[m[1]] = f"{int(sc[2]):+d}" if sc[1] == "cp" else f"mate {sc[2]}"
        if re.search(r"move \d+ \S+: book \(", line):
            book_moves[m[1]] = book_moves.get(m[1], 0) + 1
overheads = sorted(charged[k] - used[k] for k in charged if k in used and charged[k] > 0)

def pct(x):
    return f"{x:.0%}"

def start_ms(g):
    """The clock a game starts with: a 0-limit game starts at max(increment, 3 s), as the server does."""
    return g["limit"] * 1000 if g["limit"] > 0 else max(g["increment"] * 1000, 3000)

def trips_paid(g):
    """How many moves the game's clock pays with no thinking at all, each costing the median of
    its own moves' response minus search; None when unknown or when the increment pays the trip."""
    trips = sorted(charged[k] - used[k] for k in charged if k[0] == g["id"] and k in used)
    if not trips:
        return None
    trip = statistics.median(trips) - g["increment"] * 1000
    return None if trip <= 0 else int(start_ms(g) / trip) + 1  # the first move is not charged

by_tc = {}
aborted = {}
for g in games:
    if g["status"] == "aborted":  # never played (the bot aborts when the opponent does not move)
        aborted[f'{g["limit"]}+{g["increment"]}'] = aborted.get(f'{g["limit"]}+{g["increment"]}', 0) + 1
        continue
    bot = "white" if g["white"] == "zeitnot" else "black"
    tc = f'{g["limit"]}+{g["increment"]}'
    s = by_tc.setdefault(tc, {"games": 0, "time_losses": 0, "illegal": 0, "points": 0.0, "results": {},
                              "kept": [], "long_shares": [], "last_depths": [], "book": 0, "moves": 0,
                              "left": [], "flags": [], "marathons": 0})
    s["book"] += book_moves.get(g["id"], 0)
    s["moves"] += bot_moves_logged.get(g["id"], 0)
    s["games"] += 1
    s["results"][g["result"]] = s["results"].get(g["result"], 0) + 1
    won = g["winner"] == bot
    s["points"] += 1.0 if won else 0.5 if g["winner"] not in ("white", "black") else 0.0
    # The flag fell on the bot's side (a flag against a side without mating material is a draw,
    # so the winner alone cannot tell whose flag it was).
    if g["status"] == "outoftime" and g["wtime" if bot == "white" else "btime"] == 0:
        s["time_losses"] += 1
        moves = (g["plies"] + 1) // 2
        pays = trips_paid(g)
        if pays is not None and moves > pays:
            s["marathons"] += 1
        s["flags"].append(f'{g["id"]} {moves} {last_score.get(g["id"], "?")}'
                          + (f' (pays {pays})' if pays is not None else ""))
    s["illegal"] += g[bot + "RejectedMoves"]
    bot_moves = (g["plies"] + (1 if bot == "white" else 0)) // 2
    budget = start_ms(g) + g["increment"] * 1000 * max(0, bot_moves - 1)
    left = g["wtime"] if bot == "white" else g["btime"]
    share = 1 - left / budget
    s["left"].append(left)
    full_moves = (g["plies"] + 1) // 2
    if not (won and full_moves < early_moves):  # games the bot did not win early
        s["kept"].append((left, share))
    if full_moves >= early_moves:
        s["long_shares"].append(share)
    s["last_depths"] += depths.get(g["id"], [])[-10:]

for tc, s in by_tc.items():
    line = (f"{tc}: games {s['games']}, score {s['points']:g}/{s['games']} ({pct(s['points'] / s['games'])}), "
            f"bot losses on time {s['time_losses']}, illegal moves {s['illegal']}, results {s['results']}")
    print(line + (f", aborted before play (not counted) {aborted[tc]}" if tc in aborted else ""))
    if s["flags"]:
        print(f"  losses on time (game, moves, the bot's last score, the moves its clock pays with no "
              f"thinking at all at its median trip): {', '.join(s['flags'])}")
        print(f"  of them in games longer than the clock pays (marathons, counted apart: "
              f"docs/time-management.md section 4): {s['marathons']}")
    print(f"  book moves {s['book']}/{s['moves']} ({s['book'] / max(1, s['moves']):.0%}), bot clock left "
          f"at the end median {statistics.median(s['left'])} ms min {min(s['left'])} ms")
    if s["kept"]:
        lefts = [k[0] for k in s["kept"]]
        shares = [k[1] for k in s["kept"]]
        print(f"  clock left at the end of the {len(lefts)} games not won before move {early_moves}: "
              f"median {statistics.median(lefts):.0f} ms, min {min(lefts)} ms; share used median "
              f"{pct(statistics.median(shares))}, max {pct(max(shares))}")
    if s["long_shares"]:
        print(f"  games of {early_moves}+ moves: {len(s['long_shares'])}, share of the clock used median "
              f"{pct(statistics.median(s['long_shares']))}, min {pct(min(s['long_shares']))}")
    if s["last_depths"]:
        d = sorted(s["last_depths"])
        print(f"  depth of the bot's last 10 moves of each game: median {statistics.median(d):g}, "
              f"min {d[0]}, 10th percentile {d[len(d) // 10]}")
if overheads:
    p99 = overheads[min(len(overheads) - 1, int(len(overheads) * 0.99))]
    print(f"response minus search over {len(overheads)} moves: median "
          f"{statistics.median(overheads)} ms, p99 {p99} ms")
print(f"bot peak memory (VmHWM) {peak_kb // 1024} MiB")
PY
