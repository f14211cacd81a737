#!/bin/sh
# Trees from files (--tree), beyond the one-line CLI cases:
#  - a tree written in both formats gives identical rows (but for the file name);
#  - a 100 MB file (11.2 million leaves) is read and searched;
#  - a file past the node limit gets the one-line error, exit 2, no output.
# Usage: treefile.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

printf '(max (chance 3 5) (chance 1 9))\n' >"$tmp/tiny.tree"
$S --tree "$tmp/tiny.tree" --verify | cut -d, -f2- >"$tmp/native.csv"
$S --tree "$top/examples/tiny.efg" --verify | cut -d, -f2- >"$tmp/efg.csv"
check "tiny.efg and the same tree in starbench's format give identical rows" cmp -s "$tmp/native.csv" "$tmp/efg.csv"
check "... and they have four rows of value 5" [ "$(cut -d, -f7 "$tmp/native.csv" | tr '\n' ' ')" = "value 5 5 5 5 " ]

# A * node whose outcomes are of both kinds (a + and a -, as Pig's are):
# Star2 probes each by its own kind.  The - outcome's first leaf, 0, puts
# the mean at most (10 + 0)/2 = 5 <= alpha = 8: a probe cutoff after 2
# leaves, where Star1 (and Star2 before, which did not probe mixed
# outcomes) reads 4.
printf '(max 8 (chance (max 5 10) (min 0 10)))\n' >"$tmp/mixed.tree"
$S --tree "$tmp/mixed.tree" --bounds 0,10 --algo minimax,star1,star2 --verify | cut -d, -f4,7,8,9 >"$tmp/mixed.csv"
check "mixed outcomes: Star2 cuts off by a probe after 2 leaves ($(tr '\n' ' ' <"$tmp/mixed.csv"))" \
    [ "$(tr '\n' ' ' <"$tmp/mixed.csv")" = "algorithm,leaves,value,probe_cutoffs minimax,5,8,0 star1,4,8,0 star2,2,8,1 " ]

# Issue 20, finding 3: the .efg reader is linear in the file (tables by
# the file's own numbers, hashed when sparse); the same tree in both
# formats, wide chance nodes (20 outcomes), numbered densely and sparsely.
for format in native efg; do
    awk -v B=20 -v FORMAT=$format -f "$top/scripts/tree-both-formats.awk" >"$tmp/both.$format"
done
awk -v B=20 -v FORMAT=efg -v SPARSE=1 -f "$top/scripts/tree-both-formats.awk" >"$tmp/both.sparse"
for f in native efg sparse; do $S --tree "$tmp/both.$f" --verify | cut -d, -f2- >"$tmp/both-$f.csv"; done
check "a 20x20x20 tree reads the same from starbench's format and .efg" cmp -s "$tmp/both-native.csv" "$tmp/both-efg.csv"
check "... and from a .efg numbered sparsely" cmp -s "$tmp/both-native.csv" "$tmp/both-sparse.csv"
check "... with its 8000 leaves" [ "$(awk -F, 'NR == 2 { print $6 }' "$tmp/both-efg.csv")" = 8000 ]

awk 'BEGIN { printf "(max"; for (i = 0; i < 11200000; i++) printf " %d", 10000000 + i % 89999999; print ")" }' >"$tmp/big.tree"
size=$(wc -c <"$tmp/big.tree")
check "the big file is 100 MB ($size bytes)" [ "$size" -ge 100000000 ]
$S --tree "$tmp/big.tree" --algo minimax,star1 >"$tmp/big.csv" 2>"$tmp/big.err"
check "a 100 MB file is read and searched (exit 0, $(cat "$tmp/big.err"))" [ $? = 0 ]
check "minimax reads its 11200000 leaves" [ "$(awk -F, 'NR == 2 { print $7 }' "$tmp/big.csv")" = 11200000 ]

yes 1 | head -n 16777216 | awk 'BEGIN { print "(max" } { print } END { print ")" }' >"$tmp/many.tree"
$S --tree "$tmp/many.tree" >"$tmp/many.csv" 2>"$tmp/many.err"
status=$?
check "past the node limit: exit 2" [ "$status" = 2 ]
check "past the node limit: one line naming FILE:LINE:COL and the limit" \
    [ "$(cat "$tmp/many.err")" = "starbench: $tmp/many.tree:16777217:1: more than 16777216 nodes (the limit)" ]
check "past the node limit: nothing on stdout" [ ! -s "$tmp/many.csv" ]
# The 1 GiB limit, refused from the file's size before anything is read (a
# sparse file: no disk used).
truncate -s 1073741825 "$tmp/huge.tree"
$S --tree "$tmp/huge.tree" >"$tmp/huge.csv" 2>"$tmp/huge.err"
check "a file past 1 GiB: exit 2" [ $? = 2 ]
check "... saying so in one line" [ "$(cat "$tmp/huge.err")" = "starbench: $tmp/huge.tree: larger than 1073741824 bytes (the limit)" ]
finish "treefile"
