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
# The backgammon plots, and the reports of the studies that make reproduce does
# not run (backgammon, the tournament, gnubg), come from their committed rows
# (make backgammon's need gnubg), wherever it writes.
export BACKGAMMON_RESULTS="${BACKGAMMON_RESULTS:-$here/../results}"
sh "$here/run-experiments.sh" "$S" "$results"
sh "$here/make-tables.sh" "$here/../data/paper_numbers.csv" "$results"
sh "$here/make-reports.sh" "$S" "$results"
sh "$here/make-plots.sh" "$results" "$plots" "$S"
sh "$here/make-drawings.sh" "$S" "$plots"
echo "reproduce: wrote $results/ and $plots/" >&2
