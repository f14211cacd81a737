#!/bin/sh
# make depth: Hauk, Buro and Schaeffer's question, how deep does a pruning
# search get on the budget exhaustive search needs for a given depth?  On
# 208 positions of self-play (results/backgammon/sampled_positions.sh: none picked by
# hand), the budget is minimax's own static evaluations at horizon 2 and
# at horizon 3 on that position (children in the generator's order: an
# exhaustive search gains nothing from ordering and ordering costs
# evaluations), and again its nodes.  With each budget, iterative
# deepening (--budget evals=B or nodes=B, every horizon a plain search,
# all horizons paid for) by minimax in the generator's order, by star1,
# star2, star25 (probe factor 2) and cpc (ChanceProbCut on Star2, bands of
# 1 sigma of data/cpc-fit.txt) with the children ordered by the
# evaluation, and by star2 also with --order eval-above and in the
# generator's order; deepest horizon tried 5 (cpc 4: the fit has pairs up
# to 3 move levels deep).  A position on which minimax makes no evaluation
# at that horizon (every line ends the game before it) is left out of that
# budget.  Writes RESULTS/depth.csv (one row per search, the position's
# order) and RESULTS/depth-summary.csv (results/backgammon/depth_summary.py).  Two
# searches at a time.
# Usage: results/backgammon/depth.sh STARBENCH RESULTS WORK
set -eu
S=$1 results=$2 work=$3
here=$(dirname "$0")
fit="$here/../../data/cpc-fit.txt"
rm -rf "$work"
mkdir -p "$work" "$results"
sh "$here/sampled_positions.sh" >"$work/positions"

# 1. Minimax's evaluations at horizons 2 and 3: the budgets.
n=0
while read -r pos roll _; do
    n=$((n + 1))
    for h in 2 3; do
        printf '%s/minimax-%03d-%d.csv --game backgammon --position %s --roll %s --horizon %d --algo minimax\n' \
            "$work" "$n" "$h" "$pos" "$roll" "$h"
    done
done <"$work/positions" >"$work/budget-searches"
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --quiet -o "$out"' "$S" <"$work/budget-searches"

# cost FILE KIND: the column KIND (evals or nodes) of the file's one row.
cost() {
    awk -F, -v k="$2" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c[k] }' "$1"
}

# 2. The budgeted searches.
n=0
while read -r pos roll _; do
    n=$((n + 1))
    for h in 2 3; do
        # Every line ends the game within the horizon: nothing to spend, the position left out.
        [ "$(cost "$(printf '%s/minimax-%03d-%d.csv' "$work" "$n" "$h")" evals)" -gt 0 ] || continue
        for kind in evals nodes; do
            b=$(cost "$(printf '%s/minimax-%03d-%d.csv' "$work" "$n" "$h")" $kind)
            game="--game backgammon --position $pos --roll $roll --budget $kind=$b"
            w=$(printf '%s/%03d-%d-%s' "$work" "$n" "$h" $kind)
            printf '%s-a.csv %s --horizon 5 --algo minimax\n' "$w" "$game"
            printf '%s-b.csv %s --horizon 5 --order eval --algo star1,star2,star25\n' "$w" "$game"
            printf '%s-c.csv %s --horizon 4 --order eval --algo cpc --cut-fit %s --cut-sigmas 1\n' "$w" "$game" "$fit"
            printf '%s-d.csv %s --horizon 5 --order eval-above --algo star2\n' "$w" "$game"
            printf '%s-e.csv %s --horizon 5 --algo star2\n' "$w" "$game"
        done
    done
done <"$work/positions" >"$work/searches"
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --quiet -o "$out"' "$S" <"$work/searches"

# 3. One file: the columns every search writes, plus budget_of (the horizon
# whose minimax cost is the budget) and position (its number).
{
    echo "position,budget_of,file,algorithm,horizon,order,budget,horizon_reached,budget_exceeded,value,move,leaves,nodes,evals"
    cut -d' ' -f1 "$work/searches" | while read -r f; do
        base=$(basename "$f" .csv)
        awk -v p="${base%%-*}" -v h="$(echo "$base" | cut -d- -f2)" -f "$here/depth_rows.awk" "$f"
    done
} >"$results/backgammon/depth.csv.tmp"
mv "$results/backgammon/depth.csv.tmp" "$results/backgammon/depth.csv"
python3 "$here/depth_summary.py" "$results/backgammon/depth.csv" >"$results/backgammon/depth-summary.csv.tmp"
mv "$results/backgammon/depth-summary.csv.tmp" "$results/backgammon/depth-summary.csv"
echo "wrote $results/backgammon/depth.csv and depth-summary.csv" >&2
