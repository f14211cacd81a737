#!/bin/sh
# make tournament: one round robin of a game at one budget per move.  Every
# pair of engines (expectimax and Star2 with the transposition table,
# Star2 without it, Star2.5, Monte Carlo *-minimax, MCTS, and ChanceProbCut
# where a fit is given) plays GAMES games in duplicate pairs through
# scripts/game_matches.sh, each engine deepening to HORIZON within BUDGET
# (evals=N, nodes=N or time=MS; mcts plays out at HORIZON until it is
# spent).  Rows go to DIR/GAME-BUDGET/ (the budget without
# its '='; GAME's ':', '=' and ',' made '-'), with GAME itself in its file
# `game`; tournament_report.py reads them.
# DIR: this study's folder, results/tournament.
# Usage: tournament.sh STARBENCH DIR GAME HORIZON GAMES BUDGET SAMPLES [CUT_FIT]
set -eu
S=$1 results=$2 game=$3 horizon=$4 games=$5 budget=$6 samples=$7 cut_fit=${8:-}
set -- "algo=expectimax,table=65536" "algo=star2" "algo=star2,table=65536" "algo=star25" \
       "algo=mcms,samples=$samples" "algo=mcts"
[ -n "$cut_fit" ] && set -- "$@" "algo=cpc,cut-fit=$cut_fit"
tail=",horizon=$horizon,budget=$budget"
dir="$results/$(printf '%s' "$game" | tr ':=,' '---')-$(printf '%s' "$budget" | tr -d '=')"
mkdir -p "$dir"
printf '%s\n' "$game" >"$dir/game"
pairs=$(mktemp)
trap 'rm -f "$pairs"' EXIT
i=0
for a in "$@"; do
    i=$((i + 1)) j=0
    for b in "$@"; do
        j=$((j + 1))
        [ "$j" -gt "$i" ] && printf '%s%s vs %s%s\n' "$a" "$tail" "$b" "$tail" >>"$pairs"
    done
done
# One pair per line, read into the positional parameters (specs hold no
# newline; no globbing, so a '*' or '?' in a spec stays as written).
old_ifs=$IFS
IFS='
'
set -f
# shellcheck disable=SC2046
set -- $(cat "$pairs")
set +f
IFS=$old_ifs
sh scripts/game_matches.sh "$S" "$dir" "$game" "$games" "$@"
