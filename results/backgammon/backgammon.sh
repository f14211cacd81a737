#!/bin/sh
# make backgammon: the 2-ply *-minimax trees of the positions in
# data/backgammon-positions.txt, exported from GNU Backgammon by
# scripts/gnubg-tree in two child orders (gnubg's, and our move generator's),
# searched by starbench with minimax, star1, star2 and cyclic, each with the
# theoretical bounds -3000,3000 (bounds_source option) and with the tree's
# own smallest and largest leaf (bounds_source file).  Writes DIR/backgammon.csv (a row per position, order, bounds
# and algorithm) and DIR/backgammon-summary.csv (median savings), then the report, and the plots where
# DIR's parent holds make reproduce's results (DIR: this study's folder, results/backgammon).  The trees stay in
# TREES (default build/backgammon) for inspection; four of them are copied
# to examples/backgammon/, and every tree in gnubg's order to
# data/backgammon-trees/, from which make reproduce measures gnubg's 0-ply
# choice against the 2-ply search without gnubg (--horizon 1, the trees'
# :eval).
# Usage: backgammon.sh STARBENCH [DIR [PLOTS [TREES]]]; JOBS exports
# run at a time (default 8: gnubg mostly waits, so more than the cores pay).
# Without gnubg: says how to get it, exits 1, writes nothing.
set -eu
S=$1
results=${2:-results/backgammon}
plots=${3:-plots}
trees=${4:-build/backgammon}
here=$(dirname "$0")
positions="$here/../../data/backgammon-positions.txt"
jobs=${JOBS:-8}
# The trees committed under examples/backgammon (make test checks them):
# an opening, a middle-game position in both orders, a bear-off.
examples="$here/../../examples/backgammon"
EXAMPLES="02-opening-31-gnubg 16-contact-63-gnubg 16-contact-63-generator 18-bearoff-32-gnubg"
committed="$here/../../data/backgammon-trees"

"$here/../../scripts/gnubg-tree" --where >/dev/null || exit 1    # gnubg missing: its message says how to get it

mkdir -p "$trees"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Export: one job per position and order; a line of the positions file
#    gives the tree its name (number, class, roll).
orders="gnubg generator"
grep -v '^#' "$positions" | awk 'NF { n++; printf "%02d-%s-%s %s %s %s\n", n, $3, $2, $1, $2, $3 }' >"$work/list"
start=$(date +%s)
while read -r name id roll class; do
    for order in $orders; do
        printf '%s %s %s %s\n' "$trees/$name-$order.tree" "$id" "$roll" "$order"
    done
done <"$work/list" | xargs -P "$jobs" -n 4 sh -c 'exec "$0" --order "$4" -o "$1" "$2" "$3"' "$here/../../scripts/gnubg-tree" \
    2>"$work/export.log" || {
    cat "$work/export.log" >&2
    echo "backgammon: an export failed (above); nothing written" >&2
    exit 2
}
end=$(date +%s)
echo "backgammon: exported $(($(wc -l <"$work/list") * 2)) trees in $((end - start)) s ($jobs at a time)" >&2

# 2. Search: every tree, both bound choices, every algorithm, checked
#    against exhaustive *-minimax (--verify).
#    The columns after `order` are starbench's own (doc/reference.md, "CSV columns").
echo "position,id,roll,class,order,bounds_source,lo,hi,algorithm,leaves,baseline_leaves,examined_pct,saved_pct,value" >"$work/backgammon.csv"
while read -r name id roll class; do
    for order in $orders; do
        for bounds in option file; do
            set -- --tree "$trees/$name-$order.tree" --algo minimax,star1,star2,cyclic --verify
            [ "$bounds" = option ] && set -- "$@" --bounds -3000,3000
            "$S" "$@" >"$work/run.csv" || { echo "backgammon: starbench failed on $name-$order ($bounds bounds); nothing written" >&2; exit 2; }
            awk -F, -v p="${name%%-*}" -v id="$id" -v roll="$roll" -v class="$class" \
                -v order="$order" '
                NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
                { printf "%s,%s,%s,%s,%s", p, id, roll, class, order
                  n = split("bounds_source lo hi algorithm leaves baseline_leaves examined_pct saved_pct value", name, " ")
                  for (i = 1; i <= n; i++) printf ",%s", $col[name[i]]
                  print "" }' "$work/run.csv"
        done
    done
done <"$work/list" >>"$work/backgammon.csv"

# 3. Medians of saved_pct per order, bounds, class (and all) and algorithm.
echo "order,bounds_source,class,positions,star1,star2,cyclic" >"$work/backgammon-summary.csv"
awk -F, 'NR > 1 && $9 != "minimax" { print $5, $6, $4, $9, $13; print $5, $6, "all", $9, $13 }' "$work/backgammon.csv" |
    sort -k1,1 -k2,2 -k3,3 -k4,4 -k5,5g |
    awk '{ k = $1 "," $2 "," $3; a = $4; n[k, a]++; v[k, a, n[k, a]] = $5; if (!(k in seen)) { seen[k] = 1; keys[++nk] = k } }
         function median(k, a,   m) { m = n[k, a]; return m % 2 ? v[k, a, (m + 1) / 2] : (v[k, a, m / 2] + v[k, a, m / 2 + 1]) / 2 }
         END { for (i = 1; i <= nk; i++) { k = keys[i]
                   printf "%s,%d,%.1f,%.1f,%.1f\n", k, n[k, "star1"], median(k, "star1"), median(k, "star2"), median(k, "cyclic") } }' \
    >>"$work/backgammon-summary.csv"

mkdir -p "$results" "$examples" "$committed"
for name in $EXAMPLES; do
    cp "$trees/$name.tree" "$examples/$name.tree"
done
while read -r name id roll class; do
    cp "$trees/$name-gnubg.tree" "$committed/$name.tree"
done <"$work/list"
mv "$work/backgammon.csv" "$results/backgammon/backgammon.csv"
mv "$work/backgammon-summary.csv" "$results/backgammon/backgammon-summary.csv"
echo "backgammon: wrote $results/backgammon/backgammon.csv and $results/backgammon/backgammon-summary.csv" >&2
# 4. The report, and the plots where make reproduce's results are beside this folder.
top=$(dirname "$results")
export BACKGAMMON_RESULTS="$top"
sh "$here/make-games-report.sh" "$S" "$results" >"$results/backgammon/backgammon.md.tmp"
mv "$results/backgammon/backgammon.md.tmp" "$results/backgammon/backgammon.md"
if [ ! -f "$top/table1.csv" ]; then
    echo "backgammon: $top has no make reproduce results: run 'make reproduce RESULTS=$top' for the plots" >&2
    exit 0
fi
sh "$here/../../scripts/make-plots.sh" "$top" "$plots"
echo "backgammon: wrote $results/backgammon/backgammon.md and $plots/" >&2
