#!/bin/sh
# make compare-gauntlet: at one budget a move per game, each rival against
# Star2 in duplicate games (scripts/game_matches.sh: the same dice for both
# sides, each side first in one game of a pair), the rivals the comparison's
# (compare.sh's settings, MCTS's and MCMS's tuned by sweep.sh): Pig
# (pig:hold0=0, so that no game of two holders is endless; the same solved
# values) and EinStein 2,000 games, Can't Stop 1,000, each at the budget
# named below.  Rows to DIR/gauntlet-GAME-match-games.csv, summaries to
# DIR/gauntlet-GAME-matches.csv (A: the rival, B: Star2).  Backgammon's
# (400 games at 10,000 evaluations with net13-race, 43 minutes on two
# cores) is not run by default: give backgammon.
# Usage: gauntlet.sh STARBENCH DIR [GAME...]
set -eu
S=$1 dir=$2
shift 2
[ $# -gt 0 ] || set -- pig einstein cantstop
star="order=eval,table=65536,deepening=partial"
tuned() { python3 results/compare/tuned.py "$dir/sweep-$1.csv" "$2"; }
gauntlet() { # game as compare names it, game as play names it, games, horizon, mcms's horizon, budget, more settings
    g=$1 played=$2 games=$3 h=$4 hm=$5 budget=$6 more=$7
    tail=",horizon=$h,budget=$budget$more"
    star2="algo=star2,$star$tail"
    sh scripts/game_matches.sh "$S" "$dir" "$played" "$games" \
        "algo=star25,$star$tail vs $star2" "algo=expectimax,$star$tail vs $star2" \
        "algo=mcts,$(tuned "$g" mcts)$tail vs $star2" \
        "algo=mcms,$(tuned "$g" mcms),horizon=$hm,budget=$budget$more vs $star2"
    name=$(printf '%s' "$played" | tr ':=,' '---')
    mv "$dir/$name-match-games.csv" "$dir/gauntlet-$g-match-games.csv"
    mv "$dir/$name-matches.csv" "$dir/gauntlet-$g-matches.csv"
}
for game in "$@"; do
    case $game in
    pig) gauntlet pig pig:hold0=0 2000 10 6 evals=1000 "" ;;
    einstein) gauntlet einstein einstein 2000 5 5 evals=10000 "" ;;
    cantstop) gauntlet cantstop cantstop 1000 2 2 evals=1000 "" ;;
    backgammon) gauntlet backgammon backgammon 400 6 6 evals=10000 ,eval=net13-race ;;
    *) echo "gauntlet.sh: unknown game '$game' (pig, einstein, cantstop, backgammon)" >&2; exit 2 ;;
    esac
done
