#!/bin/sh
# make compare-deepening: partial deepening against predicted (which begins
# no horizon whose first root child the last two horizons' growth predicts
# past the budget, leaving the rest unspent), as compare.sh runs the
# engines (order=eval, a table of 65,536): Star2 partial first (the rows'
# paired columns are against it), then Star2, Star2.5 and expectimax
# predicted, on each game's positions and referee as compare.sh judges
# them: Pig to horizon 10, evaluations 100 to 10^5; EinStein to 5, 100 to
# 10^5 (deep:6); Can't Stop to 2, 100 to 10^4 (deep:3); backgammon with
# net13-race to 6 on backgammon-net-positions.txt, 1,000 to 10^5.  Rows to
# DIR/deepening-GAME.csv.  About 15 minutes on two cores.
# Usage: deepening.sh STARBENCH DIR
set -eu
S=$1 dir=$2
star="order=eval,table=65536"
run() { # game, output stem, horizon, budgets, settings every engine adds, compare's other arguments
    game=$1 stem=$2 h=$3 budgets=$4 more=$5
    shift 5
    "$S" compare --game "$game" "$@" --budgets "$budgets" -q -o "$dir/deepening-$stem.csv" \
        --engine "algo=star2,$star,deepening=partial,horizon=$h$more" \
        --engine "algo=star2,$star,deepening=predicted,horizon=$h$more" \
        --engine "algo=star25,$star,deepening=predicted,horizon=$h$more" \
        --engine "algo=expectimax,$star,deepening=predicted,horizon=$h$more"
}
run pig pig 10 evals=100,300,1000,3000,10000,30000,100000 ""
run einstein einstein 5 evals=100,300,1000,3000,10000,30000,100000 ""
run cantstop cantstop 2 evals=100,300,1000,3000,10000 ""
run backgammon backgammon-net 6 evals=1000,3000,10000,30000,100000 ,eval=net13-race \
    --positions "$dir/backgammon-net-positions.txt"
