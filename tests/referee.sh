#!/bin/sh
# GNU Backgammon as referee (data/referee.txt, written by make referee):
# at least 500 positions from self-play, every class of position among
# them, each position's moves exactly the legal moves of
# scripts/bgmoves.py's generator (not starbench's); then, on every 40th
# position at horizons 1 and 2, the rows' ref_loss and ref_rank recomputed
# from the file by tests/referee_check.py, with Python's exact decimals;
# and make play's rows of the first position regenerated (Star2's and
# ChanceProbCut's).
# Usage: tests/referee.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
ref="$here/../data/referee.txt"

python3 "$here/referee_check.py" file "$ref" >"$tmp/file.txt"
value() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
check "the referee's file holds at least 500 positions (got $(value positions "$tmp/file.txt"))" \
    [ "$(value positions "$tmp/file.txt")" -ge 500 ]
for phase in contact race bearoff; do
    check "  $phase positions among them" [ "$(value $phase "$tmp/file.txt")" -gt 0 ]
done
check "  every position's moves are the generator's legal moves, each once" \
    [ "$(value mismatched "$tmp/file.txt")" = 0 ]

awk '!/^#/ && !seen[$1 " " $2]++ { n++; if (n % 40 == 1) print $1, $2 }' "$ref" >"$tmp/sample"
while read -r id roll; do
    "$S" --game backgammon --position "$id" --roll "$roll" --horizon 1,2 --order eval --algo star2 --referee "$ref" ||
        echo "starbench failed on $id $roll" >&2
done <"$tmp/sample" | awk 'NR == 1 || !/^file,/' >"$tmp/rows.csv"
python3 "$here/referee_check.py" rows "$ref" "$tmp/rows.csv" >"$tmp/rows.txt"
sampled=$(wc -l <"$tmp/sample")
check "rows of $sampled sampled positions at horizons 1 and 2 (got $(value rows "$tmp/rows.txt"))" \
    [ "$(value rows "$tmp/rows.txt")" = $((2 * sampled)) ]
check "  their ref_loss and ref_rank recomputed from the file" [ "$(value mismatched "$tmp/rows.txt")" = 0 ]
check "  some chosen move loses equity by the referee (the check can see a loss)" \
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["ref_loss"] > 0 { found = 1 } END { exit !found }' \
    "$tmp/rows.csv"
awk '$1 != "rows" && $1 != "mismatched"' "$tmp/rows.txt" >&2

# results/backgammon/play-referee.csv (make play) is what this starbench writes: the
# first position's rows, with every evaluation it judges (results/backgammon/play.sh's list), regenerated.
set -- $(awk '!/^#/ { print $1, $2, $5; exit }' "$ref")
play="$here/../results/backgammon/play.sh"
for eval in $(sed -n 's/^evals="\([^"]*\)".*/\1/p' "$play"); do
    "$S" --game backgammon --position "$1" --roll "$2" --horizon 1,2,3 --eval $eval --order eval --algo star2 \
        --referee "$ref" | awk -v n=1 -v id="$1" -v roll="$2" -v class="$3" -f "$here/../results/backgammon/play_rows.awk"
done >"$tmp/play.csv"
check "results/backgammon/play-referee.csv's rows of the first position are regenerated exactly" \
    [ "$(awk -F, '$1 == 1' "$here/../results/backgammon/play-referee.csv")" = "$(cat "$tmp/play.csv")" ]
# results/backgammon/play-cpc.csv (make play-cpc): the first position's rows, both
# evaluations and every band (the network's: 1 sigma), regenerated; the
# summary is the committed rows' beside the committed Star2 rows.
for eval in fitted net; do
    fit="$here/../data/cpc-fit.txt" bands="0 1 2"
    [ $eval = fitted ] || fit="$here/../data/cpc-fit-$eval.txt" bands=1
    for sigmas in $bands; do
        "$S" --game backgammon --position "$1" --roll "$2" --horizon 3 --eval $eval --order eval --algo cpc \
            --cut-fit "$fit" --cut-sigmas $sigmas --referee "$ref" |
            awk -v n=1 -v id="$1" -v roll="$2" -v class="$3" -f "$here/../results/backgammon/play_cpc_rows.awk"
    done
done >"$tmp/play-cpc.csv"
check "results/backgammon/play-cpc.csv's rows of the first position are regenerated exactly" \
    [ "$(awk -F, '$1 == 1' "$here/../results/backgammon/play-cpc.csv")" = "$(cat "$tmp/play-cpc.csv")" ]
python3 "$here/../results/backgammon/play_cpc_summary.py" "$here/../results/backgammon/play-cpc.csv" "$here/../results/backgammon/play-referee.csv" \
    >"$tmp/play-cpc-summary.csv"
check "results/backgammon/play-cpc-summary.csv is play_cpc_summary.py's summary of the committed rows" \
    cmp -s "$tmp/play-cpc-summary.csv" "$here/../results/backgammon/play-cpc-summary.csv"
finish referee
