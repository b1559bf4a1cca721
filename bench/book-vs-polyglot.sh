#!/usr/bin/env bash
# Cross-checks `zeitnot book build` against `polyglot make-book` on the same PGN: seeded games of
# random legal moves (castling, en passant and promotions included), written by our PGN writer.
# For each --min-games / --max-ply setting it prints both entry counts, whether both books hold
# the same (key, move) pairs, how many weights differ, whether the files are byte-identical, and
# the build's CPU time (user + system, so a busy machine skews it less) ours/polyglot, median of
# RUNS runs, both measured in the same run of this script. Our time includes the JVM's start-up.
#
# Usage: bench/book-vs-polyglot.sh            (GAMES=2000 SEED=1 RUNS=3)
#   PGN=games/*.pgn bench/book-vs-polyglot.sh  (your own PGN files, e.g. the bot's archive, concatenated)
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

INPUT="$OUT/games.pgn"
if [[ -n "${PGN:-}" ]]; then
  # shellcheck disable=SC2086
  cat $PGN > "$INPUT"
else
  jshell --class-path "$JAR" -R-DGAMES="$GAMES" -R-DSEED="$SEED" -R-DOUT="$INPUT" bench/random-games.jsh
fi
echo "input: $INPUT ($(grep -c '^\[Event ' "$INPUT") games)"

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

for setting in "1 1024" "3 1024" "1 16"; do
  read -r MIN PLY <<< "$setting"
  ours_ms=(); theirs_ms=()
  for ((r = 0; r < RUNS; r++)); do
    ours_ms+=("$(cpu_ms java -jar "$JAR" book build --pgn "$INPUT" --out "$OUT/ours.bin" --min-games "$MIN" --max-ply "$PLY")")
    theirs_ms+=("$(cpu_ms "$POLYGLOT" make-book -pgn "$INPUT" -bin "$OUT/polyglot.bin" -min-game "$MIN" -max-ply "$PLY")")
  done
  o=$(printf '%s\n' "${ours_ms[@]}" | median); p=$(printf '%s\n' "${theirs_ms[@]}" | median)
  echo "min-games $MIN max-ply $PLY: $(compare "$OUT/ours.bin" "$OUT/polyglot.bin") cpu ours ${o} ms polyglot ${p} ms ratio $(python3 -c "print(f'{$o/$p:.2f}')")"
done
