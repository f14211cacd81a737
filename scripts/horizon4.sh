#!/bin/sh
# make games-h4: Star2 and Star2.5 (--probe-factor 2), children ordered by
# the evaluation above the last move level (--order eval-above), at
# horizon 4 on the 33 positions of data/backgammon-positions.txt, in one
# run (--positions, two threads); then per position their nodes and
# evaluations beside minimax's at horizon 3 (results/games.csv, make
# games): could they reach horizon 4 on minimax's horizon-3 budget?
# Writes RESULTS/games-h4.csv (a row per position and algorithm) and
# RESULTS/games-h4-summary.csv (scripts/h4_summary.py).  No minimax at
# horizon 4: it would take some 5 minutes a position on one thread.
# Usage: scripts/horizon4.sh STARBENCH RESULTS
set -eu
S=$1 results=$2
here=$(dirname "$0")
positions="$here/../data/backgammon-positions.txt"
start=$(date +%s)
"$S" --game backgammon --positions "$positions" --horizon 4 --algo star2,star25 --order eval-above --threads 2 \
    --quiet -o "$results/games-h4.csv"
echo "games-h4: $(grep -vc '^#' "$positions") positions at horizon 4 in $(($(date +%s) - start)) s" >&2
python3 "$here/h4_summary.py" "$results/games.csv" "$results/games-h4.csv" "$positions" \
    >"$results/games-h4-summary.csv.tmp"
mv "$results/games-h4-summary.csv.tmp" "$results/games-h4-summary.csv"
echo "wrote $results/games-h4.csv and $results/games-h4-summary.csv" >&2
