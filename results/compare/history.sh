#!/bin/sh
# make compare-history: the history heuristic (--order history, and
# history-eval: its ties in the evaluation's order) against the
# evaluation's order (eval, what the engines use), for Star2, Star2.5 and
# Star2 with NegaScout windows, each with the engines' table (65,536
# entries): what an exact search to a fixed horizon costs, summed over a
# game's positions (every ordering gives the same values: tests verify
# them).  Pig's 200 positions at horizon 8, EinStein's 200 at 5, Can't
# Stop's first 50 at 3, backgammon's 33 (data/backgammon-positions.txt,
# the fitted evaluation) at 3.  Rows to DIR/history.csv: game, horizon,
# positions, algorithm, order, and the sums of evals and nodes.  Then the
# same orders at equal evaluations a move, as compare.sh runs the engines
# (partial deepening, the table), judged by each game's referee:
# DIR/history-pig.csv (horizon 10), history-einstein.csv (5, deep:6) and
# history-backgammon.csv (net13-race to horizon 6, the 200 positions of
# backgammon-net-positions.txt, gnubg's 2-ply).  Can't Stop is left out:
# its engines' horizon 2 leaves the history only the root to order.
# About 8 minutes on two cores.
# Usage: history.sh STARBENCH DIR
set -eu
S=$1 dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' data/cantstop-positions.txt | head -n 50 >"$tmp/cantstop.txt"
echo "game,horizon,positions,algorithm,order,evals,nodes" >"$tmp/history.csv"
for setting in "pig data/pig-positions.txt 8" "einstein data/einstein-positions.txt 5" \
    "cantstop $tmp/cantstop.txt 3" "backgammon data/backgammon-positions.txt 3"; do
    set -- $setting
    for order in eval history history-eval; do
        # Not piped: set -e sees a failing run.
        "$S" --game "$1" --positions "$2" --horizon "$3" --algo star2,star25,star2pvs --order "$order" \
            --table 65536 --threads 2 -q >"$tmp/rows.csv"
        awk -F, -v game="$1" -v h="$3" -v order="$order" '
            NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            { a = $c["algorithm"]; if (!(a in n)) names[++k] = a; n[a]++; e[a] += $c["evals"]; v[a] += $c["nodes"] }
            END { for (i = 1; i <= k; i++) { a = names[i]; printf "%s,%s,%d,%s,%s,%d,%d\n", game, h, n[a], a, order, e[a], v[a] } }' \
            "$tmp/rows.csv" >>"$tmp/history.csv"
    done
done
mv "$tmp/history.csv" "$dir/history.csv"
star="table=65536,deepening=partial"
engines() { # the engines' horizon and settings every engine adds
    for engine in star2,order=eval star2,order=history star2,order=history-eval star25,order=eval star25,order=history; do
        printf ' --engine algo=%s,%s,horizon=%s%s' "$engine" "$star" "$1" "$2"
    done
}
# shellcheck disable=SC2046
"$S" compare --game pig --budgets evals=1000,10000,100000 $(engines 10 "") -q -o "$dir/history-pig.csv"
# shellcheck disable=SC2046
"$S" compare --game einstein --budgets evals=1000,10000,100000 $(engines 5 "") -q -o "$dir/history-einstein.csv"
# shellcheck disable=SC2046
"$S" compare --game backgammon --positions "$dir/backgammon-net-positions.txt" --budgets evals=10000,100000 \
    $(engines 6 ,eval=net13-race) -q -o "$dir/history-backgammon.csv"
