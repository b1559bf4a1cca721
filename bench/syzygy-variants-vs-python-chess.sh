#!/usr/bin/env bash
# Cross-checks the Java Syzygy prober (dev.zeitnot.engine.syzygy) on atomic and antichess tables
# against python-chess's pure-Python prober (chess/syzygy.py, which reads both): random legal
# positions of every 3- and 4-piece table of the variant in DIR (a third of those with pawns on
# both sides carry a takeable en-passant square), WDL and DTZ from both, and the differences.
# Prints the positions compared per table size, how many each prober could not answer (a table a
# capture or promotion needs is missing: both must agree on that too), and the WDL and DTZ
# differences (goal: 0), with the first few listed.
#
# Optionally builds the tables first (GENERATE=1) with syzygy1/tb's generator from a checkout in
# TB (needs gcc and libzstd-dev): atomic with atbgen/atbgenp, antichess with gtbgen/gtbgenp (Lichess
# antichess is the generator's giveaway), the TABLES given, in an order where each table's
# captures and promotions come first. tb's atbgenp does not build at its newest commit (its
# tbgenp.c calls functions atbgenp.c no longer has); ATBGENP may name one built at 70287e7
# (gcc -fcommon).
#
# Usage: PYCHESS=/path/to/python-chess VARIANT=atomic DIR=/tmp/atomic bench/syzygy-variants-vs-python-chess.sh
#   (VARIANT atomic or antichess; COUNT=10000 SEED=1)
#   GENERATE=1 TB=/path/to/tb TABLES="KQvK KRvK ..." VARIANT=atomic DIR=... PYCHESS=... bench/...
# Needs target/classes (mvn -B -q compile; CLASSES may name a copy, safe from a build running
# meanwhile) and a python-chess checkout (niklasf/python-chess) with
# its package directory chess/ at PYCHESS; nothing is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

VARIANT=${VARIANT:?set VARIANT to atomic or antichess}
DIR=${DIR:?set DIR to the directory of the variant tables}
COUNT=${COUNT:-10000}
SEED=${SEED:-1}
PYCHESS=${PYCHESS:?set PYCHESS to a checkout of github.com/niklasf/python-chess}
OUT=${OUT:-$(mktemp -d /tmp/syzygy-variants.XXXXXX)}
NICE=${NICE:-10}
CLASSES=${CLASSES:-target/classes}
[[ -d $CLASSES ]] || { echo "$CLASSES not found: mvn -B -q compile" >&2; exit 1; }

if [[ "${GENERATE:-0}" == 1 ]]; then
  TB=${TB:?set TB to a checkout of github.com/syzygy1/tb}
  case $VARIANT in
    atomic) gen=atbgen; genp=${ATBGENP:-$TB/src/atbgenp}; export ATBPATH=$DIR ;;
    antichess) gen=gtbgen; genp=$TB/src/gtbgenp; export GTBPATH=$DIR ;;
  esac
  (cd "$TB/src" && [[ -x $gen ]] || nice -n "$NICE" make "$gen" >/dev/null)
  mkdir -p "$DIR"
  for t in ${TABLES:?list the tables, those a table needs first}; do
    if [[ $t == *P* ]]; then
      (cd "$DIR" && nice -n "$NICE" "$genp" -t 1 "$t" >/dev/null)
    else
      (cd "$DIR" && nice -n "$NICE" "$TB/src/$gen" -t 1 "$t" >/dev/null)
    fi
  done
fi

java -cp "$CLASSES" bench/SyzygyCrossCheck.java positions "$DIR" "$COUNT" "$SEED" "$VARIANT" > "$OUT/fens.txt"
PYTHONPATH="$PYCHESS" nice -n "$NICE" python3 bench/syzygy-variant-python-driver.py "$VARIANT" "$DIR" \
  < "$OUT/fens.txt" > "$OUT/python.txt"
nice -n "$NICE" java -cp "$CLASSES" bench/SyzygyCrossCheck.java probe "$DIR" "$VARIANT" \
  < "$OUT/fens.txt" > "$OUT/java.txt"

paste -d'|' "$OUT/fens.txt" "$OUT/java.txt" "$OUT/python.txt" | awk -F'|' -v variant="$VARIANT" '
  { split($1, f, " "); n = gsub(/[KQRBNPkqrbnp]/, "", f[1]); pieces[n]++; total++
    if (f[4] != "-") ep++
    if ($2 == "fail") jfail++
    if ($3 == "fail") pfail++
    split($2, j, " "); split($3, r, " ")
    if ($2 != "fail" && $3 != "fail") { both++; if (j[1] != r[1]) wdl++; if (j[2] != r[2]) dtz++ }
    else if ($2 != $3) wdl++
    if ($2 != $3 && shown++ < 10) bad = bad "  " $1 "  java " $2 "  python-chess " $3 "\n" }
  END {
    printf "%s positions %d (", variant, total; for (n = 2; n <= 7; n++) if (pieces[n]) printf " %d-piece %d", n, pieces[n]
    printf " ), with en passant %d\n", ep
    printf "answered by both %d, unanswered: java %d, python-chess %d\n", both, jfail, pfail
    printf "WDL differences %d, DTZ differences %d\n", wdl, dtz
    printf "%s", bad }'
echo "files in $OUT"
