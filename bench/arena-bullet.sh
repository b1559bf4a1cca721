#!/usr/bin/env bash
# Plays the bot (the jar's `run` command, its own process) against Stockfish in the local arena
# with network latency, and prints per time control (and per budget, in a side-by-side run):
#   - games and score;
#   - the time-safety verdict of docs/time-management.md section 5: the bot's losses on time that
#     count, and apart those excused (a: lost, the bot's score -500 cp or worse on each of its last
#     20 moves; b: a game longer than 0.9 x (clock + increments earned) / its median trip, which
#     no thinking could pay for), each with its length and the bot's last score;
#   - the median think time per move: the time the server charged for a move less the two network
#     legs, i.e. the bot's own time from reading the state off the socket to posting the move
#     ("used N ms" in its log), over the moves the clock charged (each side's first is free);
#   - the bot's thinking per game as a share of its starting clock (median, max): a game that
#     reaches section 5's payable length (b) has paid 0.9 of its clock in trips, so a budget with
#     no counted flag can think at most the rest in such a game;
#   - the median trip (charged minus think) and the share of the clock used in the games of
#     EARLY_MOVES+ moves (default 60) the bot did not lose (goal: median >= 85 %);
#   - refused (illegal) bot moves, the clock left at the end, the depth of the last 10 moves,
#     and each bot process's peak memory (VmHWM).
#
# Usage: bench/arena-bullet.sh            (defaults: 50 games at 1+0, then 50 at 0+1)
#   GAMES=50 TCS="60+0 0+1" PARALLEL=1 LATENCY=100 JITTER=50 bench/arena-bullet.sh
#   JAR_OLD=main.jar JAR_NEW=target/zeitnot.jar GAMES=16 TCS="30+0 60+0" bench/arena-bullet.sh
#                      (old and new budget side by side in one run: two bot processes, "Rival"
#                       on JAR_OLD and "zeitnot" on JAR_NEW, each challenged to the same games at
#                       the same time, PARALLEL games each; the arena runs from JAR_NEW; logs and
#                       PGNs in $OUT/old and $OUT/new)
#   REPORT_ONLY=1 OUT=/tmp/arena-bullet.XXXX [JAR_OLD=.. JAR_NEW=..] bench/arena-bullet.sh
#                      (only the summary, of the games a run in OUT has played so far: a run cut
#                       short, or one still going)
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
#                       after a decline: prints how many of the scheduled games were played;
#                       single bot only)
# Needs Stockfish (apt-get install stockfish), python3 and the jar (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
JAR=${JAR:-target/zeitnot.jar}
JAR_OLD=${JAR_OLD:-}
JAR_NEW=${JAR_NEW:-}
if [[ -n "$JAR_OLD" || -n "$JAR_NEW" ]]; then
  [[ -n "$JAR_OLD" && -n "$JAR_NEW" ]] || { echo "give both JAR_OLD and JAR_NEW for a side-by-side run" >&2; exit 1; }
  [[ "${REMATCH:-0}" == 1 ]] && { echo "REMATCH is for one bot only" >&2; exit 1; }
  JAR=$JAR_NEW
  # name token label jar: the bots of this run
  BOTS=("zeitnot lip_zeitnot new $JAR_NEW" "Rival lip_rival old $JAR_OLD")
else
  BOTS=("zeitnot lip_zeitnot bot $JAR")
fi
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
for b in "${BOTS[@]}"; do
  read -r _ _ _ jar <<< "$b"
  [[ -f "$jar" ]] || { echo "$jar not found: mvn -B -q package -DskipTests" >&2; exit 1; }
done
command -v python3 >/dev/null || { echo "python3 is needed to summarise the games" >&2; exit 1; }

BASE="http://127.0.0.1:$PORT"
mkdir -p "$OUT"
BOOK_YAML=""
if [[ -n "${BOOK:-}" ]]; then
  if [[ "$BOOK" == demo ]]; then
    "$JAVA" -jar "$JAR" book build --pgn src/main/resources/dev/zeitnot/arena/openings.pgn \
      --out "$OUT/book.bin" --min-games 1 >&2
    BOOK="$OUT/book.bin"
  fi
  BOOK_YAML="book: {enabled: true, books: {standard: [$BOOK]}}"
fi
bot_dir() { # the directory of a bot's config, log and PGNs: $OUT itself for a single bot
  if [[ ${#BOTS[@]} == 1 ]]; then echo "$OUT"; else echo "$OUT/$1"; fi
}
for b in "${BOTS[@]}"; do
  read -r name token label jar <<< "$b"
  dir=$(bot_dir "$label")
  mkdir -p "$dir/pgn"
  cat > "$dir/bot.yml" <<EOF
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
  pgn_directory: $dir/pgn
$BOOK_YAML
EOF
done

# The summary of the games in $OUT (games.json, arena.log, each bot's bot.log) as the header says.
summarise() {
PEAKS=()
for b in "${BOTS[@]}"; do
  read -r name token label jar <<< "$b"
  dir=$(bot_dir "$label")
  peak=$(awk '/VmHWM/ {print $2}' "/proc/$(cat "$dir/bot.pid" 2>/dev/null)/status" 2>/dev/null || true)
  PEAKS+=("$name:$label:$dir:${peak:-0}")
done
python3 - "$OUT" "${EARLY_MOVES:-60}" "${PEAKS[@]}" <<'PY'
import json, re, statistics, sys
out, early_moves, bots = sys.argv[1], int(sys.argv[2]), [b.split(":", 3) for b in sys.argv[3:]]
games = json.load(open(f"{out}/games.json"))
LOST_CP, LOST_MOVES, PAYABLE_SHARE = -500, 20, 0.9  # docs/time-management.md section 5
charged = {}
for line in open(f"{out}/arena.log"):
    m = re.search(r"Game (\w+) ply (\d+) \S+ by (\w+): charged (\d+) ms", line)
    if m:
        charged[(m[1], (int(m[2]) - 1) // 2 + 1, m[3])] = int(m[4])

def pct(x):
    return f"{x:.0%}"

def start_ms(g):
    """The clock a game starts with: a 0-limit game starts at max(increment, 3 s), as the server does."""
    return g["limit"] * 1000 if g["limit"] > 0 else max(g["increment"] * 1000, 3000)

summaries = []
for name, label, bdir, peak_kb in bots:
    used, depths, book_moves, logged, scores = {}, {}, {}, {}, {}
    for line in open(f"{bdir}/bot.log"):
        # "game=ID move N SAN: depth D, score cp X, ..., used U ms"; a known move (book) says
        # "book (...)" instead of the depth
        m = re.search(r"game[= ](\w+):? move (\d+) \S+: (?:depth (\d+), )?.*?used (\d+) ms", line)
        if not m:
            continue
        gid = m[1]
        used[(gid, int(m[2]))] = int(m[4])
        logged[gid] = logged.get(gid, 0) + 1
        if m[3] is not None:
            depths.setdefault(gid, []).append(int(m[3]))
        sc = re.search(r"score (cp|mate) (-?\d+)", line)
        cp = None
        if sc:
            cp = int(sc[2]) if sc[1] == "cp" else (100000 if int(sc[2]) > 0 else -100000)
        scores.setdefault(gid, []).append(cp)
        if re.search(r"move \d+ \S+: book \(", line):
            book_moves[gid] = book_moves.get(gid, 0) + 1
    by_tc = {}
    for g in games:
        if name not in (g["white"], g["black"]):
            continue
        tc = f'{g["limit"]}+{g["increment"]}'
        s = by_tc.setdefault(tc, {"games": 0, "points": 0.0, "results": {}, "counted": [], "excused": [],
                                  "illegal": 0, "think": [], "trips": [], "long_shares": [], "left": [],
                                  "last_depths": [], "book": 0, "moves": 0, "aborted": 0,
                                  "think_shares": []})
        if g["status"] == "aborted":  # never played (the bot aborts when the opponent does not move)
            s["aborted"] += 1
            continue
        bot = "white" if g["white"] == name else "black"
        s["games"] += 1
        s["book"] += book_moves.get(g["id"], 0)
        s["moves"] += logged.get(g["id"], 0)
        s["results"][g["result"]] = s["results"].get(g["result"], 0) + 1
        won = g["winner"] == bot
        lost = g["winner"] == ("black" if bot == "white" else "white")
        s["points"] += 1.0 if won else 0.0 if lost else 0.5
        keys = [k for k in used if k[0] == g["id"] and k[1] > 1 and (k[0], k[1], name) in charged]
        think = [used[k] for k in keys]
        trips = sorted(charged[(k[0], k[1], name)] - used[k] for k in keys)
        s["think"] += think
        s["trips"] += trips
        s["think_shares"].append(sum(think) / start_ms(g))
        bot_moves = (g["plies"] + (1 if bot == "white" else 0)) // 2
        earned = start_ms(g) + g["increment"] * 1000 * max(0, bot_moves - 1)
        left = g["wtime"] if bot == "white" else g["btime"]
        s["left"].append(left)
        # The flag fell on the bot's side (a flag against a side without mating material is a
        # draw, so the winner alone cannot tell whose flag it was).
        if g["status"] == "outoftime" and left == 0:
            last = scores.get(g["id"], [])[-LOST_MOVES:]
            trip = statistics.median(trips) if trips else None
            payable = None if not trip else PAYABLE_SHARE * earned / trip
            why = None
            if len(last) == LOST_MOVES and all(x is not None and x <= LOST_CP for x in last):
                why = "a: lost"
            elif payable is not None and bot_moves > payable:
                why = f"b: longer than the {payable:.0f} moves the clock pays"
            sc = scores.get(g["id"], [None])[-1]
            entry = (f'{g["id"]} at move {bot_moves}, last score {sc if sc is not None else "?"}'
                     + (f" ({why})" if why else ""))
            s["excused" if why else "counted"].append(entry)
        s["illegal"] += g[bot + "RejectedMoves"]
        if bot_moves >= early_moves and not lost:
            s["long_shares"].append(1 - left / earned)
        s["last_depths"] += depths.get(g["id"], [])[-10:]
    summaries.append((name, label, peak_kb, by_tc))

for tc in sorted({tc for *_, by_tc in summaries for tc in by_tc}, key=lambda t: [int(x) for x in t.split("+")]):
    print(f"== {tc}")
    for name, label, peak_kb, by_tc in summaries:
        s = by_tc.get(tc)
        if not s or not s["games"]:
            continue
        think = statistics.median(s["think"]) if s["think"] else float("nan")
        trip = statistics.median(s["trips"]) if s["trips"] else float("nan")
        longs = s["long_shares"]
        print(f"{label:>4} ({name}): games {s['games']}, score {s['points']:g}/{s['games']} "
              f"({pct(s['points'] / s['games'])}), section 5: losses on time counted {len(s['counted'])}, "
              f"excused {len(s['excused'])}; median think {think:.0f} ms/move, median trip {trip:.0f} ms; "
              f"clock share in {len(longs)} games of {early_moves}+ moves not lost: "
              + (f"median {pct(statistics.median(longs))}, min {pct(min(longs))}" if longs else "-"))
        shares = sorted(s["think_shares"])
        print(f"      thought per game, share of the starting clock: median {pct(statistics.median(shares))}, "
              f"max {pct(shares[-1])}"
              + (f" (without increment a game that reaches section 5's payable length leaves at most "
                 f"{pct(1 - PAYABLE_SHARE)} to think)" if tc.endswith("+0") else ""))
        print(f"      results {s['results']}, illegal moves {s['illegal']}, book moves {s['book']}/{s['moves']}, "
              f"clock left at the end median {statistics.median(s['left'])} ms"
              + (f", aborted before play (not counted) {s['aborted']}" if s["aborted"] else ""))
        for f in s["counted"]:
            print(f"      loss on time COUNTED: {f}")
        for f in s["excused"]:
            print(f"      loss on time excused: {f}")
        if s["last_depths"]:
            d = sorted(s["last_depths"])
            print(f"      depth of the last 10 moves of each game: median {statistics.median(d):g}, min {d[0]}, "
                  f"10th percentile {d[len(d) // 10]}")
for name, label, peak_kb, by_tc in summaries:
    print(f"{label} ({name}) peak memory (VmHWM) {int(peak_kb or 0) // 1024} MiB")
PY
}

if [[ "${REPORT_ONLY:-0}" == 1 ]]; then
  summarise
  exit 0
fi

ARENA_PID=""
BOT_PIDS=()
cleanup() {
  for pid in "${BOT_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  [[ -n "$ARENA_PID" ]] && kill "$ARENA_PID" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

nice -n "$NICE" "$JAVA" -jar "$JAR" arena --port "$PORT" --latency "$LATENCY" --jitter "$JITTER" --debug \
  --opponent "Stockfish=uci=$STOCKFISH,option.Threads=1,option.Hash=16${OPPONENT_OPTIONS:+,$OPPONENT_OPTIONS}" \
  > "$OUT/arena.out" 2> "$OUT/arena.log" &
ARENA_PID=$!
for _ in $(seq 100); do curl -sf "$BASE/arena/games" >/dev/null && break; sleep 0.2; done

for b in "${BOTS[@]}"; do
  read -r name token label jar <<< "$b"
  dir=$(bot_dir "$label")
  LICHESS_BOT_TOKEN=$token nice -n "$NICE" "$JAVA" -jar "$jar" run --config "$dir/bot.yml" 2> "$dir/bot.log" &
  BOT_PIDS+=($!)
  echo "$!" > "$dir/bot.pid"
  online=0
  for _ in $(seq 150); do curl -sf "$BASE/api/bot/online" | grep -q "$name" && { online=1; break; }; sleep 0.2; done
  (( online )) || { echo "bot $name ($jar) did not come online in 30 s: see $dir/bot.log" >&2; exit 1; }
done

finished() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(sum(g["status"] not in ("started","created") for g in json.load(sys.stdin)))'
}
played_games() { # games over that were played, not aborted before they began
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(sum(g["status"] not in ("started","created","aborted") for g in json.load(sys.stdin)))'
}
created() {
  curl -sf "$BASE/arena/games" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'
}
challenge() { # limit increment color [bot]: prints the new challenge's id
  curl -sf -X POST "$BASE/arena/challenge?from=Stockfish&to=${4:-zeitnot}&limit=$1&increment=$2&color=$3" \
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
    pending_to=()
    for ((i = 0; i < batch; i++)); do
      color=$([[ $(( (played + i) % 2 )) == 0 ]] && echo white || echo black)
      for b in "${BOTS[@]}"; do
        read -r name _ _ _ <<< "$b"
        pending+=("$(challenge "$limit" "$inc" "$color" "$name")")
        pending_to+=("$name")
      done
    done
    started=$(( started + batch * ${#BOTS[@]} ))
    # The bot declines (later) a challenge that comes before it has seen its last game end:
    # challenge again in place of each declined one (only those: an acceptance can take seconds
    # over the latency, and a second challenge in its place would start one game too many)
    # until every game of the batch has started.
    for _ in $(seq 20); do
      (( $(created) >= started )) && break
      sleep 3
      for ((i = 0; i < ${#pending[@]}; i++)); do
        if declined "${pending[i]}"; then pending[i]=$(challenge "$limit" "$inc" white "${pending_to[i]}"); fi
      done
    done
    while (( $(finished) < started )); do sleep 1; done
    # An aborted game (e.g. the opponent never moved) is not a game played: play another instead.
    played=$(( ($(played_games) - before) / ${#BOTS[@]} ))
    # Kept as the run goes, so that a run cut short can still be summarised (REPORT_ONLY=1).
    curl -sf "$BASE/arena/games" > "$OUT/games.json" || true
    echo "  $tc: $played/$GAMES" >&2
  done
done

curl -sf "$BASE/arena/games" > "$OUT/games.json"

if [[ "${REMATCH:-0}" == 1 ]]; then
  scheduled=$(( GAMES * $(wc -w <<< "$TCS") ))
  declined=$(grep -c "declined by zeitnot" "$OUT/arena.log" || true)
  echo "rematch mode: scheduled $scheduled games, played $(created), challenges declined by the bot $declined"
fi

summarise
