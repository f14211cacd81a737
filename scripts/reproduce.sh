#!/bin/sh
# make reproduce: every experiment of the paper, its tables beside ours, the
# report and the plots.  Usage: reproduce.sh STARBENCH [RESULTS [PLOTS]]
# Tables are written before the plots, so a machine without gnuplot still
# gets them (and a clear message, and a failing exit status).
set -eu
S=$1
results=${2:-results}
plots=${3:-plots}
here=$(dirname "$0")
# The backgammon section and plot come from make backgammon's CSVs, which
# need gnubg: make reproduce uses the committed ones, wherever it writes.
export BACKGAMMON_RESULTS="${BACKGAMMON_RESULTS:-$here/../results}"
sh "$here/run-experiments.sh" "$S" "$results"
sh "$here/make-tables.sh" "$here/../data/paper_numbers.csv" "$results"
sh "$here/make-report.sh" "$S" "$results" >"$results/REPORT.md.tmp"
mv "$results/REPORT.md.tmp" "$results/REPORT.md"
sh "$here/make-games-report.sh" "$S" "$results" >"$results/backgammon.md.tmp"
mv "$results/backgammon.md.tmp" "$results/backgammon.md"
sh "$here/make-plots.sh" "$results" "$plots" "$S"
sh "$here/make-drawings.sh" "$S" "$plots"
echo "reproduce: wrote $results/ and $plots/" >&2
