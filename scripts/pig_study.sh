#!/bin/sh
# make games, Pig's part: the 200 positions of data/pig-positions.txt
# (sampled from hold-at-20 play: scripts/pig_positions.py) searched by
# minimax, Star1, Star2, cyclic probing (2 rounds) and Star2.5 (probe
# factor 2) at horizons 1-7 with the race evaluation, and at 1-3 with the
# exact one, every chosen move judged by the solved game (--referee exact):
# results/pig.csv, results/pig-summary.csv (scripts/pig_summary.py),
# results/pig.md (the study's section) and plots/12-pig-savings.png.
# ChanceProbCut is left out: its fit (cutfit.h) is made for backgammon only.
# Usage: pig_study.sh STARBENCH RESULTS PLOTS
set -eu
S=$1 results=$2 plots=$3
here=$(dirname "$0")
positions="$here/../data/pig-positions.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() { # eval, horizon: that search's rows, the header kept once by the caller
    "$S" --game pig --positions "$positions" --horizon "$2" --eval "$1" --referee exact -q \
        --algo minimax,star1,star2,cyclic,star25 --threads 2
}
{
    run race 1
    for h in 2 3 4 5 6 7; do run race $h | tail -n +2; done
    for h in 1 2 3; do run exact $h | tail -n +2; done
} >"$tmp/pig.csv"
python3 "$here/pig_summary.py" "$tmp/pig.csv" >"$tmp/pig-summary.csv"
mv "$tmp/pig.csv" "$results/pig.csv"
mv "$tmp/pig-summary.csv" "$results/pig-summary.csv"
python3 "$here/pig_report.py" "$results/pig-summary.csv" >"$tmp/pig.md"
mv "$tmp/pig.md" "$results/pig.md"
"$S" plot --x horizon --y evals_pct --where eval=race --title "Pig: static evaluations as % of minimax's (race, 200 positions)" \
    --xlabel "horizon (move levels)" --ylabel "evaluations, % of minimax's" -o "$plots/12-pig-savings.png" "$results/pig-summary.csv"
