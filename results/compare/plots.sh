#!/bin/sh
# The comparison study's plots: for each GAME.csv of DIR, the mean loss against the budget (log x),
# a line an engine with 95% intervals, into PLOTS/16-compare-GAME.png.
# Usage: plots.sh STARBENCH DIR PLOTS
set -eu
S=$1 dir=$2 plots=$3
for csv in "$dir"/*.csv; do
    stem=$(basename "$csv" .csv)
    case $stem in *-time) xlabel="CPU milliseconds a move" ;; *) xlabel="evaluations a move" ;; esac
    "$S" plot --x budget_limit --y loss_mean --se loss_se --by engine --log x --xlabel "$xlabel" \
        --ylabel "mean loss against the referee" --title "$stem: engines judged by $(sed -n '2s/^[^,]*,[^,]*,\([^,]*\),.*/\1/p' "$csv")" \
        -o "$plots/16-compare-$stem.png" "$csv"
done
