#!/bin/sh
# make compare-study: `starbench compare` on every game with its strongest
# evaluation, each engine judged by the game's referee at budgets about 3x
# apart (doc/studies.md; this folder's compare.md reads the rows): Star2,
# Star2.5 and expectimax deepening partially with order=eval and a table,
# MCTS and MCMS with the constants sweep.sh chose for the game (tuned.py).
#   pig          Pig's 200 positions met in play, judged by the solved game;
#                evaluations 100 to 10^6 a move, engines to horizon 10
#                (mcms to 6: its 3 samples a * node compound per level);
#                CPU time 1 to 100 ms a move (pig-time.csv: not deterministic)
#   einstein     EinStein's 200 positions, judged by deep:6 (starbench's own:
#                an exact search to horizon 6 by the distance evaluation),
#                engines to horizon 5; evaluations 100 to 10^5, time 1 to 100 ms
#   cantstop     Can't Stop's 200 positions, judged by deep:3 (its deepest
#                horizon), engines to horizon 2; evaluations 100 to 10^4
#   backgammon   200 of data/referee.txt's 537 positions (positions.sh:
#                backgammon-net-positions.txt) judged by gnubg's 2-ply: the
#                fitted evaluation, evaluations 100 to 10^5 (backgammon.csv),
#                and net13-race, 100 to 3 x 10^5 (backgammon-net.csv), Star2
#                and MCTS also at 10^6 (backgammon-net-1m.csv); MCTS's
#                and MCMS's constants are net13-race's sweep's in both
# Each GAME given runs alone (make compare-study runs them all, then plots.sh
# and compare_report.py).
# Usage: compare.sh STARBENCH DIR [GAME...]
set -eu
S=$1 dir=$2
shift 2
[ $# -gt 0 ] || set -- pig einstein cantstop backgammon
ladder() { # the budgets from 100 up to $1, about 3x apart
    awk -v top="$1" 'BEGIN { s = ""; for (b = 100; b <= top; b *= 10) { s = s (s ? "," : "") b; if (3 * b <= top) s = s "," 3 * b }; print s }'
}
times=1,3,10,30,100
star="order=eval,table=65536,deepening=partial"
tuned() { # game, algo: its settings chosen by the sweep (tuned.py on DIR/sweep-GAME.csv), else the defaults'
    if [ -f "$dir/sweep-$1.csv" ]; then python3 results/compare/tuned.py "$dir/sweep-$1.csv" "$2"
    elif [ "$2" = mcts ]; then echo playout=eval
    else echo "samples=3,$star"; fi
}
run() { # output, game, horizon, mcms's horizon, settings every engine adds (eval=...), then compare's arguments
    out=$1 game=$2 h=$3 hm=$4 more=$5
    shift 5
    "$S" compare --game "$game" "$@" -q -o "$out" --engine "algo=star2,$star,horizon=$h$more" \
        --engine "algo=star25,$star,horizon=$h$more" --engine "algo=expectimax,$star,horizon=$h$more" \
        --engine "algo=mcts,$(tuned "$game" mcts),horizon=$h$more" \
        --engine "algo=mcms,$(tuned "$game" mcms),horizon=$hm$more"
}
for game in "$@"; do
    case $game in
    pig)
        run "$dir/pig.csv" pig 10 6 "" --budgets "evals=$(ladder 1000000)"
        run "$dir/pig-time.csv" pig 10 6 "" --budgets "time=$times" ;;
    einstein)
        run "$dir/einstein.csv" einstein 5 5 "" --budgets "evals=$(ladder 100000)"
        run "$dir/einstein-time.csv" einstein 5 5 "" --budgets "time=$times" ;;
    cantstop)
        run "$dir/cantstop.csv" cantstop 2 2 "" --budgets "evals=$(ladder 10000)" ;;
    backgammon)
        run "$dir/backgammon.csv" backgammon 6 6 "" --positions "$dir/backgammon-net-positions.txt" \
            --budgets "evals=$(ladder 100000)"
        run "$dir/backgammon-net.csv" backgammon 6 6 ,eval=net13-race --positions "$dir/backgammon-net-positions.txt" \
            --budgets "evals=$(ladder 300000)"
        # Star2 and MCTS, the same engines, at 10^6 (some 15 minutes on two cores alone).
        "$S" compare --game backgammon --positions "$dir/backgammon-net-positions.txt" --budgets evals=1000000 -q \
            -o "$dir/backgammon-net-1m.csv" --engine "algo=star2,$star,horizon=6,eval=net13-race" \
            --engine "algo=mcts,$(tuned backgammon mcts),horizon=6,eval=net13-race" ;;
    *) echo "compare.sh: unknown game '$game' (pig, einstein, cantstop, backgammon)" >&2; exit 2 ;;
    esac
done
