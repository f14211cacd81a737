#!/bin/sh
# make eval-compare: backgammon evaluations measured against GNU
# Backgammon's 0-ply equity on the same held-out positions: TRAINING's
# games that are multiples of 5 (plain, or compressed by xz when its name
# ends in .xz).  Game numbers are seeds, the same game in every training
# file (data/bgeval-training.txt, bgnet-training.txt and
# bgnet2-training.txt.xz), and no evaluation was fitted on a multiple of 5
# (the fitted one on data/bgeval-training.txt's other games, net on
# bgnet-training.txt's, net2 and net3 on bgnet2-training.txt.xz's, net4 and net5 on
# those and bgnet4-training.txt.xz's, games 4001 on), so
# every one is held out of all (net6, net5-race's race network, net7
# and net8, net5-ensemble's in contact, and net9 and net10,
# net9-ensemble's, were fitted on races and on contact positions of
# net5's data, the same games; net11, net9-race's race network, also on
# the positions after every move of a roll from those races, each
# numbered by its source's game).  Writes the table to
# stdout, by class: contact (tools/bg_features' test: a checker still to
# pass an opposing one), race (no contact, some checker outside its home
# board), bear-off (every checker home: tools/bg_features --bearoff),
# race and bear-off (the two), all (a class with no position is left
# out).  make eval-compare writes
# data/eval-held-out.txt (fitted and net on net's data) and
# data/eval-held-out-net2.txt (all eleven on net2's).
# Usage: eval_compare.sh BG_FEATURES TRAINING EVALUATION...
set -eu
features=$1 training=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
case $training in
    *.xz) xz -dc "$training" ;;
    *) cat "$training" ;;
esac | grep -v '^#' >"$tmp/training.txt"
# Its plain lines give each position's contact; --bearoff whether it is a bear-off; --eval NAME each evaluation.
"$features" <"$tmp/training.txt" | awk '{ print $2 }' >"$tmp/contact.txt"
"$features" --bearoff <"$tmp/training.txt" | awk '{ print $2 }' >"$tmp/bearoff.txt"
for e in "$@"; do
    "$features" --eval "$e" <"$tmp/training.txt" | awk '{ print $2 }' >"$tmp/$e.txt"
done
(cd "$tmp" && for e in "$@"; do printf '%s.txt\n' "$e"; done | xargs paste -d ' ' contact.txt bearoff.txt) >"$tmp/values.txt"
echo "# Backgammon evaluations against GNU Backgammon's 0-ply cubeless equity (milli-points) on the"
echo "# same held-out positions: data/$(basename "$training")'s games that are multiples of 5, which none was"
echo "# fitted on.  Written by scripts/eval_compare.sh (make eval-compare)."
echo "evaluation,class,positions,rms,mean_abs"
awk -v names="$*" 'NR == FNR { game[NR] = $2; gnubg[NR] = $3; next }
     {
         if (game[FNR] % 5 != 0) next
         c = $1 ? "contact" : $2 ? "bear-off" : "race"
         for (e = 3; e <= NF; e++) {
             d = $e - gnubg[FNR]
             add(e - 2, c, d); add(e - 2, "all", d)
             if (!$1) add(e - 2, "race and bear-off", d)
         }
     }
     END {
         k = split(names, evals, " "); n = split("contact|race|bear-off|race and bear-off|all", classes, "|")
         for (e = 1; e <= k; e++) for (c = 1; c <= n; c++) {
             key = e SUBSEP classes[c]
             if (!count[key]) continue   # a class the file lacks (the races off the played line have no contact)
             printf "%s,%s,%d,%.1f,%.1f\n", evals[e], classes[c], count[key], sqrt(sq[key] / count[key]), ab[key] / count[key]
         }
     }
     function add(e, c, d) { key = e SUBSEP c; count[key]++; sq[key] += d * d; ab[key] += d < 0 ? -d : d }' \
    "$tmp/training.txt" "$tmp/values.txt"
