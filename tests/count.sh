#!/bin/sh
# --count distinct (issue 22, finding 7): each leaf counted once per search.
#  - on random trees it never exceeds minimax's leaves, and equals the reads
#    count for minimax and star1, which probe nothing;
#  - it equals the number of distinct leaf paths in the search's --trace
#    (trace.c names nodes; distinct.c counts on its own);
#  - the value is unchanged (--verify) and reads stays the default.
# Usage: count.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

# Per trial: minimax's leaves (the exhaustive count) and each algorithm's.
for shape in "-D 2 -N 4" "-D 3 -N 3 -C 2" "-D 4 -N 2" "-D 3 -N 2 -C 3 --probs random" "-D 2 -N 3 -C 21 --probs dice" \
             "-D 3 -N 3 -C 2 --model uniform --goal move"; do
    args="$shape --trials 300 --per-trial --algo minimax,star1,star2,cyclic --verify"
    $S $args >"$tmp/reads.csv"
    $S $args --count distinct >"$tmp/distinct.csv"
    over=$(awk -F, 'NR > 1 && $9 == "minimax" { all[$12] = $14 } NR > 1 && $14 > all[$12] { n++ } END { print n + 0 }' "$tmp/distinct.csv")
    check "$shape: distinct never above minimax's leaves ($over rows over)" [ "$over" = 0 ]
    check "$shape: distinct = reads for minimax and star1" [ "$(awk -F, '$9 == "minimax" || $9 == "star1" { print $12, $14 }' "$tmp/reads.csv")" \
        = "$(awk -F, '$9 == "minimax" || $9 == "star1" { print $12, $14 }' "$tmp/distinct.csv")" ]
    check "$shape: the same values" [ "$(cut -d, -f17 "$tmp/reads.csv")" = "$(cut -d, -f17 "$tmp/distinct.csv")" ]
done
check "rows end with count = distinct" [ "$(awk -F, 'NR == 1 { print $NF } NR > 1 { print $NF }' "$tmp/distinct.csv" | sort -u | tr '\n' ' ')" = "count distinct " ]
check "reads is the default" [ "$(head -1 "$tmp/reads.csv" | awk -F, '{ print $NF }')" = star_first_mode ]

# Against the trace: distinct leaf paths of each search.
for tree in dice expected-minimax ballard-figure6; do
    for algo in star2 cyclic; do
        traced=$($S --tree "$top/examples/$tree.tree" --algo $algo --trace | awk -F, '$7 == "leaf"' | cut -d, -f3 | sort -u | wc -l)
        counted=$($S --tree "$top/examples/$tree.tree" --algo $algo --count distinct | awk -F, 'NR == 2 { print $7 }')
        check "$tree, $algo: $counted distinct leaves, as the trace's $traced paths" [ "$traced" = "$counted" ]
    done
done
for trial in 0 1 2 3 4; do
    traced=$($S -D 4 -N 2 --trials 1 --first-trial $trial --algo cyclic --trace | awk -F, '$7 == "leaf"' | cut -d, -f3 | sort -u | wc -l)
    counted=$($S -D 4 -N 2 --trials 1 --first-trial $trial --algo cyclic --per-trial --count distinct | awk -F, 'NR == 2 { print $14 }')
    check "D=4 N=2 trial $trial, cyclic: $counted distinct, trace $traced" [ "$traced" = "$counted" ]
done
finish count
