#!/bin/sh
# tests/pivot.sh STARBENCH - `starbench pivot` loses and invents nothing:
# every cell of every original row is found again, by name, in the spread
# row of its key (pivot's key columns) under BYVALUE_COLUMN, and every
# filled group cell comes from exactly one original cell.  Checked on a
# generated summary (best and random rows), per-trial rows, tree-file rows
# and results/backgammon/backgammon.csv; then the row counts the keys imply.
set -u
S=$1
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/lib.sh"

# Prints what differs between ORIGINAL and its spread PIVOT (by BY), or nothing.
lost_or_invented() { # ORIGINAL PIVOT BY
    awk -F, -v by="$3" '
        FNR == 1 && NR == 1 { for (i = 1; i <= NF; i++) ocol[$i] = i; onf = NF; next }
        FNR == 1 { for (i = 1; i <= NF; i++) { pcol[$i] = i; if ($i in ocol) key[++nk] = $i } pnf = NF; next }
        FILENAME == ARGV[1] { orig[++no] = $0; next }
        { id = ""; for (k = 1; k <= nk; k++) id = id SUBSEP $pcol[key[k]]
          if (id in prow) { print "two spread rows for one key: " $0; exit }
          prow[id] = $0 }
        END { for (k = 1; k <= nk; k++) keycol[pcol[key[k]]] = 1
              for (id in prow) { n = split(prow[id], f, ","); for (i = 1; i <= n; i++) if (!(i in keycol) && f[i] != "") filled++ }
              found = 0
              for (r = 1; r <= no; r++) {
                  n = split(orig[r], f, ","); id = ""
                  for (k = 1; k <= nk; k++) id = id SUBSEP f[ocol[key[k]]]
                  if (!(id in prow)) { print "no spread row for: " orig[r]; exit }
                  split(prow[id], g, ",")
                  for (name in ocol) {
                      c = ocol[name]; spread = f[ocol[by]] "_" name
                      if (!(spread in pcol)) continue
                      if (g[pcol[spread]] != f[c]) { print spread ": " g[pcol[spread]] " where the row has " f[c]; exit }
                      if (f[c] != "") found++ } }
              if (found != filled) print filled " filled cells, " found " from the original rows" }' "$1" "$2"
}
spreads() { # ORIGINAL [pivot options]: spread, then compared
    file=$1
    shift
    "$S" pivot "$@" "$file" >"$tmp/wide.csv" && [ -z "$(lost_or_invented "$file" "$tmp/wide.csv" algorithm)" ]
}
rows() { # FILE -> data rows
    echo $(($(wc -l <"$1") - 1))
}

"$S" --mode both -N 2,4,8 --trials 50 -q >"$tmp/summary.csv"
check "generated summary: every cell kept" spreads "$tmp/summary.csv"
check "generated summary: a row per mode and N (2 x 3)" test "$(rows "$tmp/wide.csv")" = 6
check "generated summary, two columns only" spreads "$tmp/summary.csv" --values leaves_mean,saved_pct
check "two columns: 5 algorithms x 2 after the keys" \
    test "$(head -1 "$tmp/wide.csv" | tr , '\n' | grep -c '_\(leaves_mean\|saved_pct\)$')" = 10
"$S" -N 3 --trials 40 --per-trial -q >"$tmp/trials.csv"
check "per-trial rows: every cell kept" spreads "$tmp/trials.csv"
check "per-trial rows: a row per trial" test "$(rows "$tmp/wide.csv")" = 40
"$S" --tree "$top/examples/expected-minimax.tree" --order random --trials 12 --per-trial >"$tmp/orders.csv"
check "a file's reorderings: every cell kept" spreads "$tmp/orders.csv"
check "a file's reorderings: a row per trial" test "$(rows "$tmp/wide.csv")" = 12
check "backgammon.csv: every cell kept" spreads "$top/results/backgammon/backgammon.csv"
positions=$(awk -F, 'NR > 1 { p[$1] = 1 } END { print length(p) }' "$top/results/backgammon/backgammon.csv")
check "backgammon.csv: a row per position, order and bounds" test "$(rows "$tmp/wide.csv")" = $((positions * 4))
# A tampered spread is caught (the checker itself can fail).
"$S" pivot "$tmp/summary.csv" >"$tmp/wide.csv"
sed '2s/,8\.0000,/,8.5000,/' "$tmp/wide.csv" >"$tmp/tampered.csv"
differ() { ! cmp -s "$1" "$2"; }
check "the tampered copy differs" differ "$tmp/wide.csv" "$tmp/tampered.csv"
check "the checker sees a changed cell" test -n "$(lost_or_invented "$tmp/summary.csv" "$tmp/tampered.csv" algorithm)"
# Third round, finding 6.  RFC 4180: a quoted value is the unquoted one.
printf 'n,algorithm,leaves\n1,star1,5\n1,"star1",6\n' >"$tmp/quoted.csv"
refused() { # description, message part, pivot arguments
    what=$1 part=$2
    shift 2
    "$S" pivot "$@" >"$tmp/out" 2>"$tmp/err"
    check "$what: exit 2 ($?)" [ $? = 2 ]
    check "$what: one line saying '$part' ($(cat "$tmp/err"))" \
        sh -c "[ \$(wc -l <'$tmp/err') = 1 ] && grep -q -- \"$part\" '$tmp/err'"
    check "$what: nothing written" [ ! -s "$tmp/out" ]
}
refused '"star1" and star1 are one algorithm' 'the same key and algorithm' "$tmp/quoted.csv"
printf 'n,algorithm,leaves\n1,"st""ar",5\n2,st"ar,6\n' >"$tmp/doubled.csv"
check 'a doubled quote inside quotes is one quote: one group' \
    test "$("$S" pivot --keys n "$tmp/doubled.csv" | head -1)" = 'n,"st""ar_leaves"'
printf 'n,star1_leaves,algorithm,leaves\n1,3,star1,5\n' >"$tmp/collide.csv"
refused "a key column named like a spread one" "two columns named 'star1_leaves'" --keys n,star1_leaves \
    "$tmp/collide.csv"
# Joined outputs: a repeated header is skipped; another one is refused.
"$S" -N 2 --trials 10 -q --algo star1,star2 >"$tmp/a.csv"
"$S" -N 4 --trials 10 -q --algo star1,star2 >"$tmp/b.csv"
cat "$tmp/a.csv" "$tmp/b.csv" >"$tmp/joined.csv"
"$S" pivot --keys n --values leaves_mean "$tmp/joined.csv" >"$tmp/wide.csv"
check "two joined outputs: a row per N (2)" test "$(rows "$tmp/wide.csv")" = 2
check "two joined outputs: no column from the second header" test "$(head -1 "$tmp/wide.csv")" = \
    "n,star1_leaves_mean,star2_leaves_mean"
{ "$S" pivot --keys n --values leaves_mean "$tmp/a.csv"
  "$S" pivot --keys n --values leaves_mean "$tmp/b.csv" | tail -n +2; } >"$tmp/apart.csv"
check "two joined outputs: the rows of each pivoted apart" cmp -s "$tmp/wide.csv" "$tmp/apart.csv"
printf 'n,x,algorithm\n1,2,star1\nm,y,algorithm\n' >"$tmp/other-header.csv"
refused "another header inside the data" "a header line unlike the first" --keys n --values x "$tmp/other-header.csv"
# --ratio G: each other group's cells as a percentage of G's, known answers (a fraction, a zero, an empty
# cell and text included); the ratio group has no _pct columns.
printf 'n,algorithm,evals,value\n1,minimax,400,3/4\n1,star2,300,3/8\n2,minimax,0,1\n2,star2,5,x\n3,star2,7,1\n' \
    >"$tmp/ratio.csv"
"$S" pivot --keys n --values evals,value --ratio minimax "$tmp/ratio.csv" >"$tmp/ratio-wide.csv"
printf '%s\n' "n,minimax_evals,minimax_value,star2_evals,star2_evals_pct,star2_value,star2_value_pct" \
    "1,400,3/4,300,75.0000,3/8,50.0000" "2,0,1,5,,x," "3,,,7,,1," >"$tmp/ratio-expected.csv"
check "--ratio minimax: known percentages ($(tr '\n' ' ' <"$tmp/ratio-wide.csv"))" \
    cmp -s "$tmp/ratio-wide.csv" "$tmp/ratio-expected.csv"
refused "--ratio of a group with no rows" "--ratio: no rows whose algorithm is 'cyclic'" --keys n --values evals \
    --ratio cyclic "$tmp/ratio.csv"
finish pivot
