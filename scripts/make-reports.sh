#!/bin/sh
# make reproduce's reports, from the tables and the committed rows: the paper's
# (RESULTS/REPORT.md, with the index of the studies), each study's of make
# reproduce's runs beyond the paper (RESULTS/beyond/beyond.md, horizon/,
# ordering/), the evaluations' (RESULTS/networks/networks.md, from data/), backgammon's (RESULTS/backgammon/backgammon.md), and what the
# tournament and the matches against gnubg find (RESULTS/tournament/findings.md,
# gnubg/findings.md), these three from the committed rows in BACKGAMMON_RESULTS
# (default: the repository's results/; make reproduce plays none of them).
# Each report is written whole or not at all.
# Usage: make-reports.sh STARBENCH RESULTS
set -eu
S=$1
results=$2
here=$(dirname "$0")
top=$here/..
export BACKGAMMON_RESULTS="${BACKGAMMON_RESULTS:-$top/results}"
# write FILE COMMAND...: COMMAND's output into FILE, whole or not at all.
write() {
    file=$1
    shift
    mkdir -p "$(dirname "$file")"
    "$@" >"$file.tmp"
    mv "$file.tmp" "$file"
}
write "$results/REPORT.md" sh "$here/make-report.sh" "$S" "$results"
for study in beyond horizon ordering networks; do
    write "$results/$study/$study.md" sh "$top/results/$study/report.sh" "$S" "$results/$study"
done
write "$results/backgammon/backgammon.md" sh "$top/results/backgammon/make-games-report.sh" "$S" "$results/backgammon"
for study in tournament gnubg; do
    write "$results/$study/findings.md" sh "$top/results/$study/findings.sh" "$S" "$BACKGAMMON_RESULTS/$study"
done
