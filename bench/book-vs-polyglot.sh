#!/usr/bin/env bash
# Cross-checks `zeitnot book build` against `polyglot make-book` on the same PGN: seeded games of
# random legal moves (castling, en passant and promotions included), written by our PGN writer,
# and, with ARCHIVE=DIR, the bot's own PGN archive (real games, e.g. bench/arena-bullet.sh's
# OUT/pgn): each input is checked in turn.
# For each --min-games / --max-ply setting it prints both entry counts, whether both books hold
# the same (key, move) pairs, how many weights differ, whether the files are byte-identical, and
# the build's CPU time (user + system, so a busy machine skews it less) ours/polyglot, median of
# RUNS runs, both measured in the same run of this script. Our time includes the JVM's start-up.
#
# Usage: bench/book-vs-polyglot.sh            (GAMES=2000 SEED=1 RUNS=3)
#   ARCHIVE=/tmp/arena-bullet.X/pgn bench/book-vs-polyglot.sh  (synthetic games, then the bot's archive)
#   PGN=games/*.pgn bench/book-vs-polyglot.sh  (only your own PGN files, concatenated)
# Needs polyglot (apt-get install polyglot), python3, jshell and the jar (mvn -B -q package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."

POLYGLOT=${POLYGLOT:-/usr/games/polyglot}
JAR=${JAR:-target/zeitnot.jar}
GAMES=${GAMES:-2000}
SEED=${SEED:-1}
RUNS=${RUNS:-3}
OUT=${OUT:-$(mktemp -d /tmp/book-vs-polyglot.XXXXXX)}

[[ -x "$POLYGLOT" ]] || { echo "polyglot not found at $POLYGLOT: apt-get install polyglot" >&2; exit 1; }
[[ -f "$JAR" ]] || { echo "$JAR not found: mvn -B -q package -DskipTests" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed to compare the books" >&2; exit 1; }

INPUTS=()
if [[ -n "${PGN:-}" ]]; then
  # shellcheck disable=SC2086
  cat $PGN > "$OUT/games.pgn"
  INPUTS+=("$OUT/games.pgn")
else
  jshell --class-path "$JAR" -R-DGAMES="$GAMES" -R-DSEED="$SEED" -R-DOUT="$OUT/synthetic.pgn" bench/random-games.jsh
  INPUTS+=("$OUT/synthetic.pgn")
fi
if [[ -n "${ARCHIVE:-}" ]]; then
  # Each archive file holds one game and may end without a blank line: put one between games.
  for f in "$ARCHIVE"/*.pgn; do cat "$f"; echo; done > "$OUT/archive.pgn"
  INPUTS+=("$OUT/archive.pgn")
fi

# CPU milliseconds (user + system) of a command, its output discarded.
cpu_ms() {
  local TIMEFORMAT='%U %S' t
  t=$( { time "$@" > /dev/null; } 2>&1 | tail -1)
  python3 -c "u, s = '$t'.split(); print(round((float(u) + float(s)) * 1000))"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

compare() {
  python3 - "$1" "$2" <<'PY'
import struct, sys
def read(path):
    data = open(path, 'rb').read()
    return {(k, m): w for k, m, w, _ in struct.iter_unpack('>QHHI', data)}, data
ours, a = read(sys.argv[1])
theirs, b = read(sys.argv[2])
same = set(ours) == set(theirs)
weights = sum(1 for e in set(ours) & set(theirs) if ours[e] != theirs[e])
print(f"entries ours {len(ours)} polyglot {len(theirs)} same_keys_and_moves {'yes' if same else 'NO'} "
      f"only_ours {len(set(ours) - set(theirs))} only_polyglot {len(set(theirs) - set(ours))} "
      f"weights_differ {weights} identical_files {'yes' if a == b else 'no'}")
PY
}

for INPUT in "${INPUTS[@]}"; do
  echo "input: $INPUT ($(grep -c '^\[Event ' "$INPUT") games; results: $(grep -h '^\[Result ' "$INPUT" | sort | uniq -c | tr -d '"]' | awk '{printf "%s %s ", $1, $3}'))"
  for setting in "1 1024" "3 1024" "1 16" "3 16"; do
    read -r MIN PLY <<< "$setting"
    ours_ms=(); theirs_ms=()
    for ((r = 0; r < RUNS; r++)); do
      ours_ms+=("$(cpu_ms java -jar "$JAR" book build --pgn "$INPUT" --out "$OUT/ours.bin" --min-games "$MIN" --max-ply "$PLY")")
      theirs_ms+=("$(cpu_ms "$POLYGLOT" make-book -pgn "$INPUT" -bin "$OUT/polyglot.bin" -min-game "$MIN" -max-ply "$PLY")")
    done
    o=$(printf '%s\n' "${ours_ms[@]}" | median); p=$(printf '%s\n' "${theirs_ms[@]}" | median)
    echo "min-games $MIN max-ply $PLY: $(compare "$OUT/ours.bin" "$OUT/polyglot.bin") cpu ours ${o} ms polyglot ${p} ms ratio $(python3 -c "print(f'{$o/$p:.2f}')")"
  done
done
