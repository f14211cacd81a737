#!/bin/sh
# --trace: what a search did, event by event (issue #19).
#  - Ballard's section 3 example (examples/ballard-figure6.tree): Star1
#    searches the nodes the text names with the windows the text derives,
#    (4,5), (0,10), (0,3), (-7,10), in that order (tests/trace/ballard-windows.exp,
#    written from the paper's text, not from the program);
#  - Ralescu's tree (examples/expected-minimax.tree, seed 004): Star1 reads
#    16 of the 18 leaves; the two it cuts are r.3.2.1.2 and r.3.2.1.3, after
#    the leaf -3 <= A/w = 9/4 at r.3.2.1;
#  - a generated tree: the trace of trial F reads as many leaves as the
#    per-trial row of trial F says, for each algorithm.
# (Traces of 1,040 random trees against the counts and exhaustive values:
# tests/test_search.c.)  Usage: trace.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

$S --tree "$top/examples/ballard-figure6.tree" --bounds -10,10 --algo star1 --trace >"$tmp/ballard.csv"
check "Ballard's example: the trace runs" [ $? = 0 ]
check "... its header" [ "$(head -1 "$tmp/ballard.csv")" = "algorithm,step,path,depth,kind,phase,event,alpha,beta,value,bound,test,leaves" ]
awk -F, 'NR == FNR { want[$1] = 1; next } $7 == "enter" && ($3 in want) { print $3 "," $5 "," $8 "," $9 }' \
    "$here/trace/ballard-windows.exp" "$tmp/ballard.csv" >"$tmp/ballard-windows.csv"
check "... the windows of section 3, in the paper's order ($(tr '\n' ' ' <"$tmp/ballard-windows.csv"))" \
    cmp -s "$tmp/ballard-windows.csv" "$here/trace/ballard-windows.exp"

$S --tree "$top/examples/expected-minimax.tree" --algo star1 --trace >"$tmp/ralescu.csv"
check "Ralescu's tree: Star1 reads 16 leaves" [ "$(awk -F, '$7 == "leaf"' "$tmp/ralescu.csv" | wc -l)" = 16 ]
check "... as its --tree row says" [ "$($S --tree "$top/examples/expected-minimax.tree" --algo star1 | awk -F, 'NR == 2 { print $7 }')" = 16 ]
check "... the cut: at r.3.2.1 the leaf -3 is <= A/w = 9/4 (eq. 2)" \
    grep -q '^star1,[0-9]*,r.3.2.1,3,chance,regular,cutoff-low,27/4,9,-3,9/4,value <= bound' "$tmp/ralescu.csv"
check "... so r.3.2.1.2 and r.3.2.1.3 are never read" sh -c "! grep -q 'r\\.3\\.2\\.1\\.[23],' '$tmp/ralescu.csv'"
check "... while r.3.2.1.1 is" grep -q 'r\.3\.2\.1\.1,' "$tmp/ralescu.csv"
check "... and the root exits with 17/4" grep -q '^star1,[0-9]*,r,0,max,regular,exit,,,17/4,' "$tmp/ralescu.csv"

# The move and the principal line in tree-file rows: on Ralescu's tree the
# + root's best move is its 2nd (17/4 against 7/2 and 8/3); below it the
# line takes the most probable outcome (3/4: r.2.2), the - node's one child
# (r.2.2.1) and the first of three equally likely leaves (r.2.2.1.1).
check "Ralescu's tree: every algorithm chooses move 2, line r.2.2.1.1" \
    [ "$($S --tree "$top/examples/expected-minimax.tree" | awk -F, 'NR > 1 { print $11 "," $12 }' | sort -u)" = "2,r.2.2.1.1" ]
# A root that is no + node has no move; the line starts at the root:
# figure1's root is a * node of two equally likely outcomes, so the first,
# r.1 (a + node worth 2), then its child worth 2, r.1.2.
check "figure1 (a * root): no move, line r.1.2" \
    [ "$($S --tree "$top/examples/figure1.tree" | awk -F, 'NR > 1 { print $11 "," $12 }' | sort -u)" = ",r.1.2" ]

for algo in minimax star1 star2 cyclic; do
    $S -N 5 -D 3 -C 2 --trials 1 --first-trial 7 --algo $algo --trace >"$tmp/gen.csv"
    traced=$(awk -F, '$7 == "leaf"' "$tmp/gen.csv" | wc -l)
    counted=$($S -N 5 -D 3 -C 2 --trials 1 --first-trial 7 --algo $algo --per-trial | awk -F, 'NR == 2 { print $14 }')
    check "a generated tree (trial 7): $algo's trace reads as many leaves as its row ($traced, $counted)" [ "$traced" = "$counted" ]
done
finish "trace"
