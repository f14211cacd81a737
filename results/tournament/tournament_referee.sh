#!/bin/sh
# make tournament's moves judged by a referee at the tournament's budgets:
# every playing search of the round robins (the tabled ones with a table
# of 65,536 entries) chooses a move in each position a referee knows, within
# the budget, and the referee rates it: Pig's 200 positions of play
# (data/pig-positions.txt) by the solved game, backgammon's 537 positions of
# gnubg's self-play (data/referee.txt) by gnubg's 2-ply equities.  Rows to
# DIR/referee-GAME-BUDGET.csv (budget without its '=').
# With a third argument pig, Pig's alone (tests/tournament.sh).
# Usage: tournament_referee.sh STARBENCH DIR [pig]
set -eu
S=$1 results=$2 only=${3:-}
dir="$results"
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Pig's rules as its referee's (hold at 0 a move, judged like any other).
for b in 100 1000; do
    "$S" --game pig --positions data/pig-positions.txt --horizon 6 --order eval --table 65536 --samples 3 \
        --algo star2,star25,mcts,expectimax,mcms --budget "evals=$b" --referee exact -q >"$tmp/rows.csv"
    mv "$tmp/rows.csv" "$dir/referee-pig-evals$b.csv"
done
[ "$only" = pig ] && exit 0
awk '!/^#/ && !seen[$1 " " $2]++ { print $1, $2 }' data/referee.txt >"$tmp/positions.txt"
for b in 300 3000; do
    "$S" --game backgammon --positions "$tmp/positions.txt" --horizon 3 --order eval --table 65536 --samples 5 \
        --algo star2,star25,cpc,mcts,expectimax,mcms --cut-fit data/cpc-fit.txt --budget "evals=$b" \
        --referee data/referee.txt -q >"$tmp/rows.csv"
    mv "$tmp/rows.csv" "$dir/referee-backgammon-evals$b.csv"
done
