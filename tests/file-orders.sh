#!/bin/sh
# Tree files under many orders (issue 22): --tree F --order random --trials K
# searches K reorderings of the file's tree, every node's children shuffled
# by the node's identity and the trial's seed.
#  - every reordering's value is exact (--verify) and the same;
#  - split runs (--shard, --first-trial) give per-trial rows that
#    concatenate to the unsplit run's, byte for byte;
#  - the summary is the mean of the per-trial rows;
#  - each order is equally likely: on (max 1 2 3) with bounds 1..3, Star1
#    reads leaves up to the 3, so its count is 3's position, uniform on 1..3.
# Usage: file-orders.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

for tree in dice expected-minimax figure1 ballard-figure6; do
    check "$tree: 200 reorderings verified" $S --tree "$top/examples/$tree.tree" --order random --trials 200 --verify -o "$tmp/v.csv"
    check "$tree: one value in every order" [ "$(awk -F, 'NR > 1 { print $12 }' "$tmp/v.csv" | sort -u | wc -l)" = 1 ]
done
check "a 2-ply backgammon tree: 20 reorderings verified" \
    $S --tree "$top/examples/backgammon/02-opening-31-gnubg.tree" --order random --trials 20 --verify -o "$tmp/bg.csv"

f="$top/examples/dice.tree"
$S --tree "$f" --order random --trials 40 --per-trial >"$tmp/all.csv"
check "40 reorderings: 40 rows per algorithm" [ "$(awk 'END { print NR }' "$tmp/all.csv")" = 161 ]
for i in 1 2 3; do $S --tree "$f" --order random --trials 40 --per-trial --shard $i/3 >"$tmp/shard$i.csv"; done
{ head -1 "$tmp/shard1.csv"; for i in 1 2 3; do tail -n +2 "$tmp/shard$i.csv"; done; } >"$tmp/joined.csv"
check "three shards concatenate to the unsplit run" cmp -s "$tmp/all.csv" "$tmp/joined.csv"
$S --tree "$f" --order random --trials 15 --per-trial >"$tmp/a.csv"
$S --tree "$f" --order random --first-trial 15 --trials 25 --per-trial >"$tmp/b.csv"
{ cat "$tmp/a.csv"; tail -n +2 "$tmp/b.csv"; } >"$tmp/ab.csv"
check "--first-trial slices concatenate to the unsplit run" cmp -s "$tmp/all.csv" "$tmp/ab.csv"
check "another seed, other orders" sh -c "! $S --tree $f --order random --trials 40 --per-trial --seed 7 | cmp -s - $tmp/all.csv"

$S --tree "$f" --order random --trials 40 >"$tmp/summary.csv"
means=$(awk -F, 'NR > 1 { n[$4]++; s[$4] += $7 } END { for (a in n) printf "%s %.4f\n", a, s[a] / n[a] }' "$tmp/all.csv" | sort)
check "the summary's leaves_mean is the per-trial rows' mean" \
    [ "$(awk -F, 'NR > 1 { print $4, $9 }' "$tmp/summary.csv" | sort)" = "$means" ]

printf '(max 1 2 3)\n' >"$tmp/three.tree"
$S --tree "$tmp/three.tree" --order random --trials 3000 --per-trial --algo star1 >"$tmp/three.csv"
counts=$(awk -F, 'NR > 1 { n[$7]++ } END { printf "%d %d %d", n[1], n[2], n[3] }' "$tmp/three.csv")
# 1000 expected each, sd sqrt(3000 * 1/3 * 2/3) = 25.8: within 5 sd.
check "the 3 first, second, third about equally often ($counts)" \
    sh -c "echo $counts | awk '{ for (i = 1; i <= 3; i++) if (\$i < 871 || \$i > 1129) exit 1 }'"
finish file-orders
