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
# at horizon 3 (results/games.csv, make games): could they reach horizon 4
# on minimax's horizon-3 budget?  RESULTS/games-h4-summary.csv
# (scripts/h4_summary.py).  No minimax at horizon 4: it would take some 5
# minutes a position on one thread.
# Usage: scripts/horizon4.sh STARBENCH RESULTS
set -eu
S=$1 results=$2
here=$(dirname "$0")
positions="$here/../data/backgammon-positions.txt"
h4() { # OUTPUT OPTIONS...: one run at horizon 4 over the positions, timed
    out=$1
    shift
    start=$(date +%s)
    "$S" --game backgammon --positions "$positions" --horizon 4 --order eval-above --threads 2 --quiet \
        -o "$results/$out" "$@"
    echo "games-h4: $out ($*): $(grep -vc '^#' "$positions") positions in $(($(date +%s) - start)) s" >&2
}
h4 games-h4.csv --algo star2,star25
# One run per probe factor, their rows joined under one header.
for k in 1 3 4; do
    h4 "games-h4-k$k.csv" --algo star25 --probe-factor $k
done
{
    head -n 1 "$results/games-h4-k1.csv"
    for k in 1 3 4; do tail -n +2 "$results/games-h4-k$k.csv"; done
} >"$results/games-h4-probes.csv.tmp"
rm "$results"/games-h4-k[134].csv
mv "$results/games-h4-probes.csv.tmp" "$results/games-h4-probes.csv"
h4 games-h4-table.csv --algo star2 --table 1048576
h4 games-h4-cpc.csv --algo cpc --cut-fit "$here/../data/cpc-fit.txt" --cut-sigmas 1
python3 "$here/h4_summary.py" "$results/games.csv" "$positions" "$results/games-h4.csv" \
    "$results/games-h4-probes.csv" "$results/games-h4-table.csv" "$results/games-h4-cpc.csv" \
    >"$results/games-h4-summary.csv.tmp"
mv "$results/games-h4-summary.csv.tmp" "$results/games-h4-summary.csv"
echo "wrote $results/games-h4*.csv" >&2
