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
# every one is held out of all.  Writes the table to stdout, by class:
# contact (tools/bg_features' test: a checker still to pass an opposing
# one), race and bear-off (no contact), all.  make eval-compare writes
# data/eval-held-out.txt (fitted and net on net's data) and
# data/eval-held-out-net2.txt (all six on net2's).
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
# Its plain lines give each position's contact and the fitted evaluation; --NAME each network's.
"$features" <"$tmp/training.txt" >"$tmp/features.txt"
awk '{ print $2 }' "$tmp/features.txt" >"$tmp/contact.txt"
for e in "$@"; do
    if [ "$e" = fitted ]; then
        awk '{ print $3 }' "$tmp/features.txt"
    else
        "$features" --"$e" <"$tmp/training.txt" | awk '{ print $2 }'
    fi >"$tmp/$e.txt"
done
(cd "$tmp" && for e in "$@"; do printf '%s.txt\n' "$e"; done | xargs paste -d ' ' contact.txt) >"$tmp/values.txt"
echo "# Backgammon evaluations against GNU Backgammon's 0-ply cubeless equity (milli-points) on the"
echo "# same held-out positions: data/$(basename "$training")'s games that are multiples of 5, which none was"
echo "# fitted on.  Written by scripts/eval_compare.sh (make eval-compare)."
echo "evaluation,class,positions,rms,mean_abs"
awk -v names="$*" 'NR == FNR { game[NR] = $2; gnubg[NR] = $3; next }
     {
         if (game[FNR] % 5 != 0) next
         c = $1 ? "contact" : "race and bear-off"
         for (e = 2; e <= NF; e++) { add(e - 1, c, $e - gnubg[FNR]); add(e - 1, "all", $e - gnubg[FNR]) }
     }
     END {
         k = split(names, evals, " "); split("contact|race and bear-off|all", classes, "|")
         for (e = 1; e <= k; e++) for (c = 1; c <= 3; c++) {
             key = e SUBSEP classes[c]
             printf "%s,%s,%d,%.1f,%.1f\n", evals[e], classes[c], count[key], sqrt(sq[key] / count[key]), ab[key] / count[key]
         }
     }
     function add(e, c, d) { key = e SUBSEP c; count[key]++; sq[key] += d * d; ab[key] += d < 0 ? -d : d }' \
    "$tmp/training.txt" "$tmp/values.txt"
