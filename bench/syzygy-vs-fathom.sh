#!/usr/bin/env bash
# Cross-checks the Java Syzygy prober (dev.zeitnot.engine.syzygy) against Fathom, the C prober
# engines use: random legal positions of every table in DIR (a quarter of those with pawns on
# both sides carry a takeable en-passant square), WDL and DTZ from both, and the differences.
# Prints the positions compared per table size, how many each prober could not answer (a table a
# capture or promotion needs is not in DIR: both must agree on that too), and the WDL and DTZ
# differences (goal: 0), with the first few listed. Then plays PLAY of the positions (default
# 1000) out with the tables' own root rule (SyzygyTables.bestMove, as the bot plays) for both
# sides: won starts must end in mate within the fifty-move rule, drawn ones stay drawn.
#
# Optionally builds the tables first (GENERATE=1): syzygy1/tb's generator from a checkout in TB
# (needs gcc and libzstd-dev), the TABLES given, each checked by the generator's tbcheck against
# the checksums the repository publishes (checksums/wdl345.txt and dtz345.txt).
#
# Usage: FATHOM=/path/to/Fathom bench/syzygy-vs-fathom.sh            (DIR=/tmp/syzygy COUNT=100000 SEED=1)
#   GENERATE=1 TB=/path/to/tb FATHOM=/path/to/Fathom DIR=/tmp/syzygy bench/syzygy-vs-fathom.sh
#   TABLES="KQvK KRvK KBvK KNvK KPvK" GENERATE=1 ...  (default: every 3- and 4-piece table; a pawn table
#                                                    needs the tables its captures and promotions reach, listed first)
# Needs target/classes (mvn -B -q compile) and a Fathom checkout (jdart1/Fathom).
set -euo pipefail
cd "$(dirname "$0")/.."

DIR=${DIR:-/tmp/syzygy}
COUNT=${COUNT:-100000}
SEED=${SEED:-1}
FATHOM=${FATHOM:?set FATHOM to a checkout of github.com/jdart1/Fathom}
OUT=${OUT:-$(mktemp -d /tmp/syzygy-vs-fathom.XXXXXX)}
NICE=${NICE:-10}
[[ -d target/classes ]] || { echo "target/classes not found: mvn -B -q compile" >&2; exit 1; }

if [[ "${GENERATE:-0}" == 1 ]]; then
  TB=${TB:?set TB to a checkout of github.com/syzygy1/tb}
  DEFAULT_TABLES="KQvK KRvK KBvK KNvK KPvK KQQvK KQRvK KQBvK KQNvK KQPvK KRRvK KRBvK KRNvK KRPvK KBBvK KBNvK
    KBPvK KNNvK KNPvK KPPvK KQvKQ KQvKR KQvKB KQvKN KQvKP KRvKR KRvKB KRvKN KRvKP KBvKB KBvKN KBvKP KNvKN KNvKP KPvKP"
  (cd "$TB/src" && for p in rtbgen rtbgenp tbcheck; do [[ -x $p ]] || nice -n "$NICE" make "$p" >/dev/null; done)
  mkdir -p "$DIR"
  for t in ${TABLES:-$DEFAULT_TABLES}; do
    [[ -f "$DIR/$t.rtbz" ]] && continue
    gen=rtbgen; [[ $t == *P* ]] && gen=rtbgenp
    (cd "$DIR" && nice -n "$NICE" "$TB/src/$gen" -t 1 "$t" >/dev/null)
  done
  echo "checksums against $TB/checksums:"
  (cd "$DIR" && "$TB/src/tbcheck" --compare "$TB/checksums/wdl345.txt" "$TB/checksums/dtz345.txt" 2>/dev/null) \
    | awk '{print $2}' | sort | uniq -c
fi

gcc -std=gnu99 -O2 -DTB_NO_THREADS -I"$FATHOM/src" -o "$OUT/fathom-probe" bench/syzygy-fathom-driver.c 2>/dev/null
java -cp target/classes bench/SyzygyCrossCheck.java positions "$DIR" "$COUNT" "$SEED" > "$OUT/fens.txt"
nice -n "$NICE" "$OUT/fathom-probe" "$DIR" < "$OUT/fens.txt" > "$OUT/fathom.txt"
nice -n "$NICE" java -cp target/classes bench/SyzygyCrossCheck.java probe "$DIR" < "$OUT/fens.txt" > "$OUT/java.txt"

paste -d'|' "$OUT/fens.txt" "$OUT/java.txt" "$OUT/fathom.txt" | awk -F'|' '
  { split($1, f, " "); n = gsub(/[KQRBNPkqrbnp]/, "", f[1]); pieces[n]++; total++
    if (f[4] != "-") ep++
    if ($2 == "fail") jfail++
    if ($3 == "fail") ffail++
    split($2, j, " "); split($3, r, " ")
    if ($2 != "fail" && $3 != "fail") { both++; if (j[1] != r[1]) wdl++; if (j[2] != r[2]) dtz++ }
    else if ($2 != $3) wdl++
    if ($2 != $3 && shown++ < 10) bad = bad "  " $1 "  java " $2 "  fathom " $3 "\n" }
  END {
    printf "positions %d (", total; for (n = 2; n <= 7; n++) if (pieces[n]) printf " %d-piece %d", n, pieces[n]
    printf " ), with en passant %d\n", ep
    printf "answered by both %d, unanswered: java %d, fathom %d\n", both, jfail, ffail
    printf "WDL differences %d, DTZ differences %d\n", wdl, dtz
    printf "%s", bad }'
head -n "${PLAY:-1000}" "$OUT/fens.txt" \
  | nice -n "$NICE" java -cp target/classes bench/SyzygyCrossCheck.java play "$DIR" | tail -11
echo "files in $OUT"
