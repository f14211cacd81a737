#!/bin/sh
# --dot: drawings of searches (issue #19).  For every example tree and a
# generated N = 6 tree, with each algorithm: the drawing renders with
# Graphviz (dot -Tsvg), and its counts agree with the search's row (leaf
# reads) and with the tree (distinct leaves read + leaves not read = every
# leaf).  A search too large to draw, two algorithms, several trees, and a
# directory as the file are refused.  Usage: dot.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"
command -v dot >/dev/null 2>&1 || { echo "FAIL: Graphviz's dot is not installed (make deps installs it)"; exit 1; }

# The title: "ALGO: R leaf reads, D distinct leaves read, U leaves not read (of T)".
counts() { sed -n 's/.*label="[a-z0-9]*: \([0-9]*\) leaf reads, \([0-9]*\) distinct leaves read, \([0-9]*\) leaves not read (of \([0-9]*\)).*/\1 \2 \3 \4/p' "$1"; }
drawn() { # description, starbench arguments: draws, renders and checks the counts
    description=$1
    shift
    rm -f "$tmp/d.dot" "$tmp/d.svg"
    "$S" "$@" --dot "$tmp/d.dot" >"$tmp/row.csv" 2>"$tmp/err"
    check "$description: --dot exits 0 ($(cat "$tmp/err"))" [ $? = 0 ]
    dot -Tsvg "$tmp/d.dot" -o "$tmp/d.svg" 2>"$tmp/dot.err"
    check "$description: dot -Tsvg renders it ($(head -c 200 "$tmp/dot.err"))" [ $? = 0 ] && [ -s "$tmp/d.svg" ]
    set -- $(counts "$tmp/d.dot")
    check "$description: the title has the counts" [ $# = 4 ]
    [ $# = 4 ] || return
    reads=$1 distinct=$2 unread=$3 total=$4
    check "$description: distinct + not read = every leaf ($distinct + $unread = $total)" [ $((distinct + unread)) = "$total" ]
    check "$description: distinct leaves are at most the reads" [ "$distinct" -le "$reads" ]
    echo "$reads $total" >>"$tmp/reads"
}
# Every example small enough to draw (the other backgammon trees, 7,459 and
# 8,266 leaves, are refused below: no one could read them).
for tree in "$top"/examples/*.tree "$top"/examples/*.efg "$top"/examples/backgammon/18-bearoff-32-gnubg.tree; do
    name=$(basename "$tree")
    leaves=$($S --tree "$tree" --algo minimax | awk -F, 'NR == 2 { print $7 }')
    for algo in minimax star1 star2 cyclic; do
        : >"$tmp/reads"
        drawn "$name $algo" --tree "$tree" --algo $algo
        row=$(awk -F, 'NR == 2 { print $7 }' "$tmp/row.csv")
        check "$name $algo: the drawing's reads are the row's ($row)" [ "$(cut -d' ' -f1 "$tmp/reads")" = "$row" ]
        check "$name $algo: the drawing's leaves are the tree's ($leaves)" [ "$(cut -d' ' -f2 "$tmp/reads")" = "$leaves" ]
    done
done
for algo in minimax star1 star2 cyclic; do
    : >"$tmp/reads"
    drawn "N = 6, trial 3, $algo" -N 6 --trials 1 --first-trial 3 --algo $algo
    row=$(awk -F, 'NR == 2 { print $14 }' "$tmp/row.csv")
    check "N = 6 $algo: the drawing's reads are the summary's mean for its one tree ($row)" \
        [ "$(cut -d' ' -f1 "$tmp/reads").0000" = "$row" ]
    check "N = 6 $algo: the drawing's leaves are the tree's (216)" [ "$(cut -d' ' -f2 "$tmp/reads")" = 216 ]
done

refused() { # description, expected exit status, expected message part, starbench arguments
    what=$1 status=$2 message=$3
    shift 3
    rm -f "$tmp/refused.dot"
    "$S" "$@" >"$tmp/out" 2>"$tmp/err"
    check "$what: exit $status ($?)" [ $? = "$status" ]
    check "$what: one line saying '$message' ($(cat "$tmp/err"))" \
        sh -c "[ \$(wc -l <'$tmp/err') = 1 ] && grep -q -- '$message' '$tmp/err'"
    check "$what: nothing written" [ ! -e "$tmp/refused.dot" ] && [ ! -s "$tmp/out" ]
}
refused "a search too large to draw" 2 "more than 2000 nodes" -N 40 --trials 1 --algo star1 --dot "$tmp/refused.dot"
refused "a backgammon tree of 8,266 leaves" 2 "no one could read the drawing" \
    --tree "$top/examples/backgammon/16-contact-63-generator.tree" --algo minimax --dot "$tmp/refused.dot"
refused "two algorithms" 2 "name one algorithm" -N 4 --trials 1 --algo star1,star2 --dot "$tmp/refused.dot"
refused "several trees" 2 "follows one tree" -N 4 --algo star1 --dot "$tmp/refused.dot"
mkdir "$tmp/adir"
"$S" -N 4 --trials 1 --algo star1 --dot "$tmp/adir" >"$tmp/out" 2>"$tmp/err"
check "--dot onto a directory: exit 1, as -o ($?)" [ $? = 1 ]
check "... saying it is a directory" grep -q "it is a directory" "$tmp/err"
check "... under --dot's name, not -o's ($(cat "$tmp/err"))" grep -q "^starbench: --dot: cannot write" "$tmp/err"
# The drawing and the rows never share a destination: one would be lost or mixed into the other.
refused "--dot and -o one file" 2 "give the drawing a file of its own" \
    -N 4 --trials 1 --algo star1 --dot "$tmp/refused.dot" -o "$tmp/refused.dot"
echo old >"$tmp/same"
ln "$tmp/same" "$tmp/same-link"
"$S" -N 4 --trials 1 --algo star1 --dot "$tmp/same" -o "$tmp/same-link" >"$tmp/out" 2>"$tmp/err"
check "--dot and -o hard links of one file: exit 2 ($?)" [ $? = 2 ]
check "... the file left as it was" [ "$(cat "$tmp/same")" = old ]
"$S" -N 4 --trials 1 --algo star1 --dot /dev/stdout 2>"$tmp/err" | cat >"$tmp/out"
check "--dot /dev/stdout with the rows on standard output (a pipe): refused ($(cat "$tmp/err"))" \
    grep -q "give the drawing a file of its own" "$tmp/err"
check "... nothing written" [ ! -s "$tmp/out" ]
"$S" -N 4 --trials 1 --algo star1 --dot /dev/stdout -o "$tmp/rows.csv" | cat >"$tmp/out"
check "--dot /dev/stdout with -o FILE: the drawing on standard output" grep -q "^digraph" "$tmp/out"
check "... the rows in FILE" grep -q "^n,d,c" "$tmp/rows.csv"
finish "dot"
