#!/bin/sh
# tests/schema.sh STARBENCH - one schema (issue 22): a generated run's
# summaries, a tree file's rows and results/backgammon/backgammon.csv carry the same
# shared columns (report.h, doc/reference.md "CSV columns") with one meaning, read
# here by name only:
#   baseline_leaves = minimax's leaves on the same tree(s),
#   examined_pct    = 100 leaves / baseline_leaves (%.4f),
#   saved_pct       = 100 (baseline_leaves - leaves) / baseline_leaves,
#   lo, hi, bounds_source (theory | file | option).
set -u
S=$1
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/lib.sh"
SHARED="algorithm lo hi bounds_source baseline_leaves examined_pct saved_pct"

has_shared() { # CSV: every shared column named in its header
    awk -F, -v want="$SHARED" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = 1
        n = split(want, w, " "); for (i = 1; i <= n; i++) if (!(w[i] in col)) { print "missing " w[i]; exit 1 } exit }' "$1"
}

# Prints one line per row that breaks the definitions: CSV, the leaves
# column's name, the columns (besides algorithm) naming one tree or tree
# set, the bounds_source every row must have ("" for either of file/option).
definitions() {
    awk -F, -v leaves="$2" -v key="$3" -v source="$4" '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; nk = split(key, k, " "); next }
        { id = ""; for (i = 1; i <= nk; i++) id = id "," $col[k[i]]
          row[NR] = $0; rid[NR] = id
          if ($col["algorithm"] == "minimax") base[id] = $col[leaves] }
        END { if (NR < 3) print "fewer than two rows"
              for (r = 2; r <= NR; r++) { split(row[r], f, ","); id = rid[r]
                  l = f[col[leaves]]; b = f[col["baseline_leaves"]]
                  if (!(id in base) || base[id] + 0 != b + 0) print "row " r ": baseline " b ", minimax read " base[id]
                  if (f[col["examined_pct"]] != sprintf("%.4f", 100 * l / b)) print "row " r ": examined_pct " f[col["examined_pct"]]
                  if (sprintf("%.1f", f[col["saved_pct"]]) != sprintf("%.1f", 100 * (b - l) / b)) print "row " r ": saved_pct " f[col["saved_pct"]]
                  s = f[col["bounds_source"]]
                  if (source != "" ? s != source : (s != "file" && s != "option")) print "row " r ": bounds_source " s
                  if (f[col["lo"]] + 0 > f[col["hi"]] + 0) print "row " r ": lo > hi" } }' "$1"
}

# A generated run, a file run (with and without --bounds) and backgammon.csv.
$S -N 4,6 -D 3 -C 2 --trials 40 --algo minimax,star1,star2,cyclic >"$tmp/generated.csv"
$S -N 3 --mode both --algo minimax,star1,star2 >"$tmp/best.csv"
$S --tree "$top/examples/dice.tree" >"$tmp/file.csv"
$S --tree "$top/examples/dice.tree" --bounds -2000,2000 --algo minimax,star2 >"$tmp/option.csv"
for f in generated best file option; do
    check "$f: the shared columns" has_shared "$tmp/$f.csv"
done
check "backgammon.csv: the shared columns" has_shared "$top/results/backgammon/backgammon.csv"
check "generated: baseline and percents" [ -z "$(definitions "$tmp/generated.csv" leaves_mean "n mode" theory)" ]
check "best and random: baseline and percents" [ -z "$(definitions "$tmp/best.csv" leaves_mean "n mode" theory)" ]
check "file: baseline and percents" [ -z "$(definitions "$tmp/file.csv" leaves file file)" ]
check "--bounds: baseline and percents" [ -z "$(definitions "$tmp/option.csv" leaves file option)" ]
definitions "$top/results/backgammon/backgammon.csv" leaves "position order bounds_source" "" >"$tmp/bg"
check "backgammon.csv: baseline and percents ($(head -1 "$tmp/bg"))" [ ! -s "$tmp/bg" ]

# Without minimax in --algo the baseline is searched when asked for
# (--baseline minimax), and is the same; else its columns are empty.
$S --tree "$top/examples/dice.tree" --algo star2 --baseline minimax >"$tmp/star2.csv"
check "file without minimax, --baseline minimax: the same baseline" \
    [ "$(awk -F, 'NR == 2 { print $14 }' "$tmp/star2.csv")" = "$(awk -F, '$4 == "minimax" { print $7 }' "$tmp/file.csv")" ]
$S --tree "$top/examples/dice.tree" --algo star2 >"$tmp/star2-alone.csv"
check "file without minimax: the baseline's columns empty" \
    [ "$(awk -F, 'NR == 2 { print $14 $15 $16 }' "$tmp/star2-alone.csv")" = "" ]
# Generated bounds are the model's: Fuller's U = 3N/2 - 1 at 2 plies.
check "generated lo,hi at N = 6: -8,8" \
    [ "$($S -N 6 --trials 2 --algo star1 | awk -F, 'NR == 2 { print $20 "," $21 }')" = "-8,8" ]
# Trees that are not drawn print no seed.
check "best rows: no seed" [ "$(awk -F, '$8 == "best" { print "[" $13 "]" }' "$tmp/best.csv" | sort -u)" = "[]" ]
check "random rows: the seed" [ "$(awk -F, '$8 == "random" { print $13 }' "$tmp/best.csv" | sort -u)" = 1982 ]
finish schema
