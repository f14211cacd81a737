#!/bin/sh
# make gnubg-move-times: the CPU time of each move of the gnubg study's bounded engine (net13-race-h3-p150k:
# Star2 to horizon 3, eval-above, within 150,000 evaluations a move by predicted deepening) and of the same
# search unbounded, on the 537 positions of data/referee.txt (gnubg self-play: positions met in play), one
# thread, searched one after another as a match searches its moves: DIR/move-times.csv, a row a position and
# engine (its evaluations, those of a horizon dropped, the horizon reached and how many root children of it were
# searched through if it was stopped part-way (0: whole), CPU seconds).  The times are this
# machine's and differ run to run; the evaluations do not.  gnubg_report.py summarises them in gnubg.md.
# Usage: move_times.sh STARBENCH DIR
set -eu
S=$1 results=$2
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk '!/^#/ && !seen[$1 " " $2]++ { print $1, $2 }' "$here/../../data/referee.txt" >"$tmp/positions.txt"
for engine in "net13-race-h3-p150k:--budget evals=150000 --deepening predicted" "net13-race-h3:"; do
    name=${engine%%:*}
    # shellcheck disable=SC2086 # the budget's options are words
    "$S" --game backgammon --positions "$tmp/positions.txt" --horizon 3 --order eval-above --algo star2 --eval net13-race \
        ${engine#*:} --cpu-time --threads 1 -q -o "$tmp/rows.csv"
    # An unbounded search's rows have no budget columns: nothing dropped, horizon 3 reached whole.
    awk -F, -v name="$name" 'function get(column, absent) { return column in c ? $c[column] : absent }
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { split($c["file"], at, ":"); print name "," at[2] "," at[3] "," $c["evals"] "," get("dropped_evals", 0) "," \
          get("horizon_reached", 3) "," get("partial_children", 0) "," $c["cpu_seconds"] }' "$tmp/rows.csv" >>"$tmp/times.csv"
done
{ echo "engine,position,roll,evals,dropped_evals,horizon_reached,partial_children,cpu_seconds"; cat "$tmp/times.csv"; } >"$tmp/out.csv"
mv "$tmp/out.csv" "$results/move-times.csv"
