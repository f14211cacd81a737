#!/bin/sh
# make games: backgammon searched natively (--game backgammon) on the 33
# positions of data/backgammon-positions.txt, at horizons 1 to 3, children
# in the generator's order and by the fitted evaluation (--order tree,
# eval), without a transposition table (--table 0), with one of 2^20
# entries (--table 1048576: its hits at * nodes counted apart) and with it
# and iterative deepening (--table 1048576 --iterate): minimax,
# star1, star2, cyclic (2 rounds) and star25 (probe factor 2), every value
# checked against minimax's (--verify).  Then ChanceProbCut (cpc, forward
# pruning) beside minimax and star2 at horizon 3, both orders, bands of 0, 0.5, 1 and 2 sigmas
# of data/cpc-fit.txt, every chosen move judged in the horizon tree.
# Writes RESULTS/games.csv (the rows in position, horizon, order, table
# order, whatever ran in parallel), RESULTS/games-cpc.csv (position, order,
# sigmas) and their summaries RESULTS/games-summary.csv and
# games-cpc-summary.csv (results/backgammon/games_summary.py).  Two searches at a
# time; about 9 minutes on two cores.
# Usage: results/backgammon/games.sh STARBENCH RESULTS WORK
set -eu
S=$1 results=$2 work=$3
here=$(dirname "$0")
positions="$here/../../data/backgammon-positions.txt"
rm -rf "$work"
mkdir -p "$work" "$results"

# One line per search: its output file, then its options; ChanceProbCut's
# searches in a list of their own.
n=0
grep -v '^#' "$positions" | while read -r pos roll class rest; do
    [ -n "$pos" ] || continue
    n=$((n + 1))
    for horizon in 1 2 3; do
        for order in tree eval; do
            for table in "none:0" "table:1048576" "iterate:1048576 --iterate"; do
                printf '%s/%02d-%d-%s-%s.csv --game backgammon --position %s --roll %s --horizon %s --order %s --table %s\n' \
                    "$work" "$n" "$horizon" "$order" "${table%%:*}" "$pos" "$roll" "$horizon" "$order" "${table#*:}" \
                    >>"$work/searches"
            done
        done
    done
    for order in tree eval; do
        for sigmas in 0 0.5 1 2; do
            printf '%s/cpc-%02d-%s-%s.csv --game backgammon --position %s --roll %s --horizon 3 --order %s --table 0 --algo minimax,star2,cpc --cut-fit %s --cut-sigmas %s\n' \
                "$work" "$n" "$order" "$sigmas" "$pos" "$roll" "$order" "$here/../../data/cpc-fit.txt" "$sigmas" \
                >>"$work/cpc-searches"
        done
    done
done

# xargs -P runs two at a time; each writes its own file, joined in order below.
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --algo minimax,star1,star2,cyclic,star25 --verify --quiet -o "$out"' "$S" \
    <"$work/searches"
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --verify --quiet -o "$out"' "$S" <"$work/cpc-searches"
# join SEARCHES NAME: the searches' files as RESULTS/NAME, one header.
# Rows in the generator's order lack the ordering group (it is printed
# only when something reorders): they get its values, tree,tree,0; the
# header is that of the last search (--order eval: every column).
join() {
    {
        head -n 1 "$(tail -n 1 "$1" | cut -d' ' -f1)"
        cut -d' ' -f1 "$1" | while read -r f; do
            awk 'NR == 1 { plain = $0 !~ /,order,chance_order,rank_probes$/; next }
                 { print plain ? $0 ",tree,tree,0" : $0 }' "$f"
        done
    } >"$results/$2.tmp"
    mv "$results/$2.tmp" "$results/$2"
}
join "$work/searches" games.csv
join "$work/cpc-searches" games-cpc.csv
python3 "$here/games_summary.py" "$results/backgammon/games.csv" >"$results/backgammon/games-summary.csv.tmp"
mv "$results/backgammon/games-summary.csv.tmp" "$results/backgammon/games-summary.csv"
python3 "$here/games_summary.py" --cpc "$results/backgammon/games-cpc.csv" >"$results/backgammon/games-cpc-summary.csv.tmp"
mv "$results/backgammon/games-cpc-summary.csv.tmp" "$results/backgammon/games-cpc-summary.csv"
echo "wrote $results/backgammon/games.csv, games-cpc.csv and their summaries" >&2
