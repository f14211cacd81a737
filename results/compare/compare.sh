#!/bin/sh
# make compare-study: `starbench compare` on every game with its strongest
# evaluation, each engine judged by the game's referee at budgets about 3x
# apart (doc/studies.md; this folder's compare.md reads the rows).
#   pig          Pig's 200 positions met in play, judged by the solved game;
#                evaluations 100 to 10^6 a move, engines to horizon 10
#                (mcms to 6: its 3 samples a * node compound per level);
#                CPU time 1 to 100 ms a move (pig-time.csv: not deterministic)
#   einstein     EinStein's 200 positions, judged by deep:6 (starbench's own:
#                an exact search to horizon 6 by the distance evaluation),
#                engines to horizon 5; evaluations 100 to 10^5, time 1 to 100 ms
#   cantstop     Can't Stop's 200 positions, judged by deep:3 (its deepest
#                horizon), engines to horizon 2; evaluations 100 to 10^4
#   backgammon   the 537 positions of data/referee.txt judged by gnubg's 2-ply,
#                the fitted evaluation, evaluations 100 to 10^5 (backgammon.csv);
#                and 200 of them (every 537/200-th, backgammon-net-positions.txt)
#                with net13-race, 100 to 3 x 10^5 (backgammon-net.csv)
# Then a plot a game (loss against the budget, log x, a line an engine) and
# the report.  Each GAME given runs alone (make compare-study runs them all).
# Usage: compare.sh STARBENCH DIR PLOTS [GAME...]
set -eu
S=$1 dir=$2 plots=$3
shift 3
[ $# -gt 0 ] || set -- pig einstein cantstop backgammon
ladder() { # the budgets from 100 up to $1, about 3x apart
    awk -v top="$1" 'BEGIN { s = ""; for (b = 100; b <= top; b *= 10) { s = s (s ? "," : "") b; if (3 * b <= top) s = s "," 3 * b }; print s }'
}
times=1,3,10,30,100
star="order=eval,table=65536,deepening=partial"
engines() { # horizon, mcms's horizon: the default engines of compare with their horizons given
    printf '%s\n' "--engine" "algo=star2,$star,horizon=$1" "--engine" "algo=star25,$star,horizon=$1" \
        "--engine" "algo=expectimax,$star,horizon=$1" "--engine" "algo=mcts,playout=eval,horizon=$1" \
        "--engine" "algo=mcms,samples=3,$star,horizon=$2"
}
run() { # output, then compare's arguments
    out=$1
    shift
    "$S" compare "$@" -q -o "$out"
}
with_engines() { # output, horizon, mcms horizon, then compare's arguments
    out=$1 h=$2 hm=$3
    shift 3
    old_ifs=$IFS
    IFS='
'
    # shellcheck disable=SC2046
    set -- "$@" $(engines "$h" "$hm")
    IFS=$old_ifs
    run "$out" "$@"
}
for game in "$@"; do
    case $game in
    pig)
        with_engines "$dir/pig.csv" 10 6 --game pig --budgets "evals=$(ladder 1000000)"
        with_engines "$dir/pig-time.csv" 10 6 --game pig --budgets "time=$times" ;;
    einstein)
        run "$dir/einstein.csv" --game einstein --budgets "evals=$(ladder 100000)"
        run "$dir/einstein-time.csv" --game einstein --budgets "time=$times" ;;
    cantstop)
        run "$dir/cantstop.csv" --game cantstop --budgets "evals=$(ladder 10000)" ;;
    backgammon)
        run "$dir/backgammon.csv" --game backgammon --budgets "evals=$(ladder 100000)"
        { echo "# 200 of the 537 positions of data/referee-positions.txt: the i-th (from 0) at line 1 + floor(537 i / 200)"
          echo "# of its positions, i = 0 .. 199 (results/compare/compare.sh)"
          awk '!/^#/ { n++; if (n == 1 + int(537 * i / 200)) { print; i++ } }' data/referee-positions.txt
        } >"$dir/backgammon-net-positions.txt"
        run "$dir/backgammon-net.csv" --game backgammon --positions "$dir/backgammon-net-positions.txt" \
            --eval net13-race --budgets "evals=$(ladder 300000)" ;;
    *) echo "compare.sh: unknown game '$game' (pig, einstein, cantstop, backgammon)" >&2; exit 2 ;;
    esac
done
