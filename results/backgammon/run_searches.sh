#!/bin/sh
# run_searches.sh STARBENCH SEARCHES LABEL: every line of SEARCHES,
# "OUTPUT OPTIONS...", one starbench run (--quiet) writing OUTPUT, two at a
# time; then, on standard error, LABEL, how many ran and in how long.
# Used by results/backgammon/play.sh and results/backgammon/play_cpc.sh.
set -eu
start=$(date +%s)
xargs -P 2 -L 1 sh -c 'out=$1; shift; "$0" "$@" --quiet -o "$out"' "$1" <"$2"
echo "$3: $(wc -l <"$2") searches in $(($(date +%s) - start)) s" >&2
