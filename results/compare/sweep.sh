#!/bin/sh
# make compare-sweep: the sampling searches' constants chosen per game before
# the comparison, on 100 positions disjoint from those it judges
# (DIR/tuning-GAME.txt, positions.sh), by the same referee, at 1,000 and
# 10,000 evaluations a move: MCTS's exploration C (0.015 to 4) without and
# with progressive widening (C 1), MCMS's samples a chance node (1 to 12;
# Pig's to 6, its MCMS searching to horizon 6 only).
# Rows to DIR/sweep-GAME.csv; tuned.py picks from them what compare.sh runs.
# The engines' horizons are the comparison's (compare.sh).
# Usage: sweep.sh STARBENCH DIR [GAME...]
set -eu
S=$1 dir=$2
shift 2
[ $# -gt 0 ] || set -- pig einstein cantstop backgammon
star="order=eval,table=65536,deepening=partial"
sweep() { # game, horizon, mcms horizon, mcms's largest samples, settings every engine adds (eval=...)
    game=$1 h=$2 hm=$3 top=$4 more=$5
    set --
    for c in 0.015 0.05 0.15 0.5 1.414 4; do
        set -- "$@" --engine "algo=mcts,playout=eval,exploration=$c,horizon=$h$more" \
            --engine "algo=mcts,playout=eval,exploration=$c,widening=1,horizon=$h$more"
    done
    for k in 1 2 3 4 6 8 12; do
        [ "$k" -le "$top" ] && set -- "$@" --engine "algo=mcms,samples=$k,$star,horizon=$hm$more"
    done
    "$S" compare --game "$game" --positions "$dir/tuning-$game.txt" --budgets evals=1000,10000 "$@" -q \
        -o "$dir/sweep-$game.csv"
}
for game in "$@"; do
    case $game in
    pig) sweep pig 10 6 6 "" ;;
    einstein) sweep einstein 5 5 12 "" ;;
    cantstop) sweep cantstop 2 2 12 "" ;;
    backgammon) sweep backgammon 6 6 12 ,eval=net13-race ;;
    *) echo "sweep.sh: unknown game '$game' (pig, einstein, cantstop, backgammon)" >&2; exit 2 ;;
    esac
done
