#!/bin/sh
# The comparison study's plots: for each GAME.csv of DIR (not the sweeps', gauntlets', history.sh's,
# deepening.sh's or the one-budget -1m rows), the mean loss against the budget (log x), a line an engine
# named by its algorithm, with 95% intervals, into PLOTS/16-compare-GAME.png.  Usage: plots.sh STARBENCH DIR PLOTS
set -eu
S=$1 dir=$2 plots=$3
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for csv in "$dir"/*.csv; do
    stem=$(basename "$csv" .csv)
    case $stem in sweep-* | gauntlet-* | history* | deepening-* | *-1m) continue ;; *-time) xlabel="CPU milliseconds a move" ;; *) xlabel="evaluations a move" ;; esac
    python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["algo", "budget_limit", "loss_mean", "loss_se"])
for r in rows:
    algo = dict(kv.split("=", 1) for kv in r["engine"].split(","))["algo"]
    out.writerow([algo, r["budget_limit"], r["loss_mean"], r["loss_se"]])
title = "%s: judged by %s on %s positions" % (sys.argv[2], rows[0]["referee"], rows[0]["total"])
print(title, file=sys.stderr)' "$csv" "$stem" >"$tmp" 2>"$tmp.title"
    "$S" plot --x budget_limit --y loss_mean --se loss_se --by algo --log x --xlabel "$xlabel" \
        --ylabel "mean loss, thousandths of the game's unit" --title "$(cat "$tmp.title")" -o "$plots/16-compare-$stem.png" "$tmp"
    rm -f "$tmp.title"
done
