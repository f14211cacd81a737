#!/bin/sh
# make games-h4: horizon 4 on the 33 positions of
# data/backgammon-positions.txt, children ordered by the evaluation above
# the last move level (--order eval-above), each run over both cores
# (--positions, two threads):
#   games-h4.csv        Star2 and Star2.5 (probe factor 2);
#   games-h4-probes.csv Star2.5 with probe factors 1, 3 and 4;
#   games-h4-table.csv  Star2 with a transposition table of 2^20 entries
#                       and no iterative deepening (hits at * nodes apart);
#   games-h4-cpc.csv    ChanceProbCut (bands of 1 sigma of
#                       data/cpc-fit.txt: at horizon 4 its cuts fall at the
#                       root's * children, by the (3,2) pair, and one level
#                       below, by (2,1)), every move judged in the horizon
#                       tree.
# Then per variant and position the nodes and evaluations beside minimax's
# at horizon 3 (results/backgammon/games.csv, make games): could they reach horizon 4
# on minimax's horizon-3 budget?  RESULTS/games-h4-summary.csv
# (results/backgammon/h4_summary.py).  The same for Star2 with and without the table
# on the 208 positions of self-play that make depth searches
# (results/backgammon/sampled_positions.sh), beside minimax's horizon-3 cost there
# (its budgets in results/backgammon/depth.csv): games-h4-sampled.csv,
# games-h4-sampled-table.csv, games-h4-sampled-summary.csv.  Last,
# minimax at horizon 4 on the 33 (games-h4-minimax.csv: from under a second to
# 14 minutes a position on one thread, 130 minutes of CPU in all), and where
# horizon 5 is affordable, on the positions whose minimax at horizon 3
# generates at most 10^6 nodes, Star2 (games-h5.csv) and ChanceProbCut
# (games-h5-cpc.csv: bands of 1 sigma, its cuts by the (4,3), (3,2) and
# (2,1) pairs, every move judged in the horizon-5 tree) at horizon 5, all
# set beside each other in games-deep-summary.csv
# (results/backgammon/deep_summary.py).
# Usage: results/backgammon/horizon4.sh STARBENCH RESULTS
set -eu
S=$1 results=$2
here=$(dirname "$0")
positions="$here/../../data/backgammon-positions.txt"
sampled=$(mktemp) affordable=$(mktemp)
trap 'rm -f "$sampled" "$affordable"' EXIT
sh "$here/sampled_positions.sh" >"$sampled"
h4() { # POSITIONS OUTPUT OPTIONS...: one run at horizon 4 over the positions, timed
    list=$1 out=$2
    shift 2
    start=$(date +%s)
    "$S" --game backgammon --positions "$list" --horizon 4 --order eval-above --threads 2 --quiet \
        -o "$results/$out" "$@"
    echo "games-h4: $out ($*): $(grep -vc '^#' "$list") positions in $(($(date +%s) - start)) s" >&2
}
h4 "$positions" games-h4.csv --algo star2,star25
# One run per probe factor, their rows joined under one header.
for k in 1 3 4; do
    h4 "$positions" "games-h4-k$k.csv" --algo star25 --probe-factor $k
done
{
    head -n 1 "$results/backgammon/games-h4-k1.csv"
    for k in 1 3 4; do tail -n +2 "$results/games-h4-k$k.csv"; done
} >"$results/backgammon/games-h4-probes.csv.tmp"
rm "$results"/games-h4-k[134].csv
mv "$results/backgammon/games-h4-probes.csv.tmp" "$results/backgammon/games-h4-probes.csv"
h4 "$positions" games-h4-table.csv --algo star2 --table 1048576
h4 "$positions" games-h4-cpc.csv --algo cpc --cut-fit "$here/../../data/cpc-fit.txt" --cut-sigmas 1
python3 "$here/h4_summary.py" "$results/backgammon/games.csv" "$positions" "$results/backgammon/games-h4.csv" \
    "$results/backgammon/games-h4-probes.csv" "$results/backgammon/games-h4-table.csv" "$results/backgammon/games-h4-cpc.csv" \
    >"$results/backgammon/games-h4-summary.csv.tmp"
mv "$results/backgammon/games-h4-summary.csv.tmp" "$results/backgammon/games-h4-summary.csv"
h4 "$sampled" games-h4-sampled.csv --algo star2
h4 "$sampled" games-h4-sampled-table.csv --algo star2 --table 1048576
python3 "$here/h4_summary.py" "$results/backgammon/depth.csv" "$sampled" "$results/backgammon/games-h4-sampled.csv" \
    "$results/backgammon/games-h4-sampled-table.csv" >"$results/backgammon/games-h4-sampled-summary.csv.tmp"
mv "$results/backgammon/games-h4-sampled-summary.csv.tmp" "$results/backgammon/games-h4-sampled-summary.csv"
# Minimax at horizon 4 in the generator's order on the 33; horizon 5 on
# the positions whose minimax at horizon 3 generates at most 10^6 nodes
# (results/backgammon/games.csv).
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["algorithm"] == "minimax" && $c["horizon"] == 3 && $c["order"] == "tree" && $c["nodes"] <= 1000000 &&
    !seen[$1]++ { split($1, p, ":"); print p[2], p[3] }' "$results/backgammon/games.csv" >"$affordable"
for run in "$positions games-h4-minimax.csv --horizon 4 --algo minimax" \
           "$affordable games-h5.csv --horizon 5 --order eval-above --algo star2" \
           "$affordable games-h5-cpc.csv --horizon 5 --order eval-above --algo cpc --cut-fit $here/../../data/cpc-fit.txt"; do
    set -- $run
    list=$1 out=$2
    shift 2
    start=$(date +%s)
    "$S" --game backgammon --positions "$list" --threads 2 --quiet -o "$results/$out" "$@"
    echo "games-h4: $out ($*): $(grep -vc '^#' "$list") positions in $(($(date +%s) - start)) s" >&2
done
python3 "$here/deep_summary.py" "$results/backgammon/games.csv" "$results/backgammon/games-h4.csv" "$results/backgammon/games-h4-minimax.csv" \
    "$results/backgammon/games-h5.csv" "$results/backgammon/games-h5-cpc.csv" "$here/../../data/backgammon-positions.txt" \
    >"$results/backgammon/games-deep-summary.csv.tmp"
mv "$results/backgammon/games-deep-summary.csv.tmp" "$results/backgammon/games-deep-summary.csv"
echo "wrote $results/games-h4*.csv" >&2
