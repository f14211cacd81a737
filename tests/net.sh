#!/bin/sh
# The neural-network evaluations (--eval net, net2): net's held-out error,
# recomputed here from the committed weights (tools/bg_features --net, the
# C evaluation) over data/bgnet-training.txt's games that are multiples of
# 5, is the one data/bgnet-fit.txt reports (to its 0.1); the evaluation
# equals its plain reference loops on every training position; and both
# evaluations' errors on those positions are data/eval-held-out.txt's; the rows' eval
# column names it, and a cut fit made with the fitted evaluation is refused;
# net2's held-out error and equality with its plain loops, on its own data.
# Usage: tests/net.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
tools=$(dirname "$S")/tools
data="$here/../data"

# held_out TRAINING VALUES: "positions,RMS" of VALUES ("ID VALUE" lines) against TRAINING's gnubg equities
# over its games that are multiples of 5; fit FILE: the same from a fit's report.
held_out() {
    awk 'NR == FNR { if ($1 !~ /^#/) { n++; game[n] = $2; gnubg[n] = $3 } next }
         { k++; if (game[k] % 5 == 0) { e = $2 - gnubg[k]; s += e * e; m++ } }
         END { printf "%d,%.1f", m, sqrt(s / m) }' "$1" "$2"
}
fit() { awk -F, '$1 == "held" { print $2 "," $3 }' "$1"; }

"$tools/bg_features" --net <"$data/bgnet-training.txt" >"$tmp/net.txt"
got=$(held_out "$data/bgnet-training.txt" "$tmp/net.txt")
want=$(fit "$data/bgnet-fit.txt")
check "the network's held-out positions and RMS recomputed: $got (data/bgnet-fit.txt: $want)" [ "$got" = "$want" ]
check "  every position evaluated" [ "$(wc -l <"$tmp/net.txt")" = "$(grep -vc '^#' "$data/bgnet-training.txt")" ]
"$tools/bg_features" --net-reference <"$data/bgnet-training.txt" >"$tmp/reference.txt"
check "the sparse, input-major evaluation equals the plain loops on all $(wc -l <"$tmp/net.txt") training positions" \
    cmp -s "$tmp/net.txt" "$tmp/reference.txt"
# The wider network (--eval net2): its held-out RMS over its own data's games that are multiples of 5
# (data/bgnet2-fit.txt), and the sparse evaluation equal to the plain loops on every position of that data.
xz -dc "$data/bgnet2-training.txt.xz" >"$tmp/net2-training.txt"
"$tools/bg_features" --net2 <"$tmp/net2-training.txt" >"$tmp/net2.txt"
got=$(held_out "$tmp/net2-training.txt" "$tmp/net2.txt")
want=$(fit "$data/bgnet2-fit.txt")
check "net2's held-out positions and RMS recomputed: $got (data/bgnet2-fit.txt: $want)" [ "$got" = "$want" ]
"$tools/bg_features" --net2-reference <"$tmp/net2-training.txt" >"$tmp/net2-reference.txt"
check "  equal to the plain loops on all $(wc -l <"$tmp/net2.txt") of its training positions" \
    sh -c "[ \$(wc -l <'$tmp/net2.txt') = \$(grep -vc '^#' '$tmp/net2-training.txt') ] && cmp -s '$tmp/net2.txt' '$tmp/net2-reference.txt'"
# Both evaluations on the same held-out positions (issue 47, finding 18): data/eval-held-out.txt recomputed.
sh "$here/../scripts/eval_compare.sh" "$tools/bg_features" >"$tmp/compare.txt"
check "data/eval-held-out.txt is scripts/eval_compare.sh's from the compiled weights" \
    cmp -s "$tmp/compare.txt" "$data/eval-held-out.txt"

"$S" --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --eval net --algo minimax,star2 --verify \
    >"$tmp/rows.csv"
check "--eval net: rows name it, Star2 verified against minimax" \
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["eval"] != "net" { bad = 1 } END { exit bad || NR != 3 }' \
    "$tmp/rows.csv"
"$S" --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --eval net --algo cpc \
    --cut-fit "$data/cpc-fit.txt" >/dev/null 2>"$tmp/err"
check "a cut fit of the fitted evaluation is refused with --eval net" grep -q "another evaluation" "$tmp/err"
finish net
