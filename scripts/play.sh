#!/bin/sh
# make play: how much a deeper search improves the move, judged by GNU
# Backgammon.  Every position of data/referee.txt (make referee: positions
# of self-play, none picked by hand, each legal move with gnubg's 2-ply
# equity) searched by Star2 with the children ordered by the fitted
# evaluation (--order eval) at horizons 1, 2 and 3 (--horizon 1,2,3), the
# chosen move judged by the referee (--referee: ref_loss, ref_rank).
# Writes RESULTS/play-referee.csv (a row per position and horizon, in the
# file's order), play-referee-summary.csv (per class and horizon: mean
# loss with its standard error, share of best moves, mean evaluations)
# and play-referee-paired.csv (per class and pair of horizons: the mean
# paired difference of loss with its standard error, moves changed), by
# scripts/play_summary.py.  Two searches at a time.
# Usage: scripts/play.sh STARBENCH RESULTS WORK
set -eu
S=$1 results=$2 work=$3
here=$(dirname "$0")
referee="$here/../data/referee.txt"
rm -rf "$work"
mkdir -p "$work" "$results"

# One search per position (ID, roll): its file, then its options.
awk '!/^#/ && !seen[$1 " " $2]++ { n++; printf "%04d %s %s %s\n", n, $1, $2, $5 }' "$referee" >"$work/positions"
while read -r n id roll class; do
    printf '%s/%s.csv --game backgammon --position %s --roll %s --horizon 1,2,3 --order eval --algo star2 --referee %s\n' \
        "$work" "$n" "$id" "$roll" "$referee"
done <"$work/positions" >"$work/searches"
start=$(date +%s)
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --quiet -o "$out"' "$S" <"$work/searches"
echo "play: $(wc -l <"$work/positions") positions searched in $(($(date +%s) - start)) s" >&2

# The rows: position number and class, then the columns that judge and cost.
{
    echo "position,id,roll,class,horizon,move,play,ref_loss,ref_rank,nodes,evals"
    while read -r n id roll class; do
        awk -F, -v n="$n" -v id="$id" -v roll="$roll" -v class="$class" '
            NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            { printf "%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", n, id, roll, class, $c["horizon"], $c["move"],
                     $c["play"], $c["ref_loss"], $c["ref_rank"], $c["nodes"], $c["evals"] }' "$work/$n.csv"
    done <"$work/positions"
} >"$results/play-referee.csv.tmp"
mv "$results/play-referee.csv.tmp" "$results/play-referee.csv"
python3 "$here/play_summary.py" "$results/play-referee.csv" "$results/play-referee-summary.csv" \
    "$results/play-referee-paired.csv"
echo "wrote $results/play-referee.csv and its summaries" >&2
