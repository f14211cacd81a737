#!/bin/sh
# make games, a game beside backgammon: the positions of a file searched by
# minimax, Star1, Star2, cyclic probing (2 rounds) and Star2.5 (probe
# factor 2) at each horizon of each run, two threads (the rows do not
# depend on them): results/GAME.csv, results/GAME-summary.csv
# (scripts/game_summary.py), results/GAME.md (the study's section,
# scripts/game_report.py, with results/GAME-matches.csv when
# scripts/game_matches.sh made it) and the plot PLOT (evaluations as a percentage of
# minimax's against the horizon, the first run's evaluation).
# A RUN is EVAL:H,H,...[:REFEREE] (--eval, the horizons, --referee).
# ChanceProbCut is left out: its fit (cutfit.h) is made for backgammon only.
# Usage: game_study.sh STARBENCH RESULTS GAME POSITIONS PLOT RUN...
set -eu
S=$1 results=$2 game=$3 positions=$4 plot=$5
shift 5
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

first_eval=${1%%:*}
header=1
for run in "$@"; do
    evaluation=${run%%:*} rest=${run#*:}
    horizons=${rest%%:*} referee=""
    [ "$rest" != "$horizons" ] && referee="--referee ${rest#*:}"
    for h in $(echo "$horizons" | tr , ' '); do
        # shellcheck disable=SC2086
        "$S" --game "$game" --positions "$positions" --horizon "$h" --eval "$evaluation" $referee -q \
            --algo minimax,star1,star2,cyclic,star25 --threads 2 >"$tmp/one.csv" # not piped: set -e sees it fail
        tail -n +$((2 - header)) "$tmp/one.csv"
        header=0
    done
done >"$tmp/rows.csv"
python3 "$here/game_summary.py" "$tmp/rows.csv" >"$tmp/summary.csv"
python3 "$here/game_report.py" "$game" "$tmp/summary.csv" "$positions" "$plot" "$results/$game-matches.csv" \
    >"$tmp/report.md"
"$S" plot --x horizon --y evals_pct --where "eval=$first_eval" \
    --title "$game: static evaluations as % of minimax's ($first_eval, $(grep -vc '^#' "$positions") positions)" \
    --xlabel "horizon (move levels)" --ylabel "evaluations, % of minimax's" -o "$tmp/plot.png" "$tmp/summary.csv"
mv "$tmp/rows.csv" "$results/$game.csv"
mv "$tmp/summary.csv" "$results/$game-summary.csv"
mv "$tmp/report.md" "$results/$game.md"
mv "$tmp/plot.png" "$plot"
