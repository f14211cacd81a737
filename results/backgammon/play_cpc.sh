#!/bin/sh
# make play-cpc (and the last step of make play): what ChanceProbCut's
# forward cuts give up in move quality, judged by GNU Backgammon.  Every
# position of data/referee.txt searched by cpc (ChanceProbCut on Star2,
# children ordered by the evaluation, horizon 3: the cuts fall at the
# root's * children) with the fitted evaluation (its fit
# data/cpc-fit.txt) and bands of 0, 1 and 2 sigmas (--cut-sigmas), and
# with the network (data/cpc-fit-net.txt) and bands of 1 sigma only (a
# network search at horizon 3 costs some 20 times a fitted one), the
# chosen move judged by the referee and in the horizon tree.  Writes
# RESULTS/play-cpc.csv (a row per position, evaluation and band, in the
# file's order) and
# RESULTS/play-cpc-summary.csv (results/backgammon/play_cpc_summary.py: per
# evaluation, class and band, the mean loss against gnubg's best move and
# the cost, each paired with Star2's moves at horizons 3 and 2 in
# RESULTS/play-referee.csv, which make play writes first).  Two searches
# at a time.
# Usage: results/backgammon/play_cpc.sh STARBENCH RESULTS WORK
set -eu
S=$1 results=$2 work=$3
here=$(dirname "$0")
referee="$here/../../data/referee.txt"
rm -rf "$work"
mkdir -p "$work" "$results"

awk -f "$here/referee_positions.awk" "$referee" >"$work/positions"
# bands EVAL: the bands searched with that evaluation.
bands() {
    if [ "$1" = fitted ]; then echo 0 1 2; else echo 1; fi
}
while read -r n id roll class; do
    for eval in fitted net; do
        fit="$here/../../data/cpc-fit.txt"
        [ "$eval" = fitted ] || fit="$here/../../data/cpc-fit-$eval.txt"
        for sigmas in $(bands $eval); do
            printf '%s/%s-%s-%s.csv --game backgammon --position %s --roll %s --horizon 3 --eval %s --order eval --algo cpc --cut-fit %s --cut-sigmas %s --referee %s\n' \
                "$work" "$n" "$eval" "$sigmas" "$id" "$roll" "$eval" "$fit" "$sigmas" "$referee"
        done
    done
done <"$work/positions" >"$work/searches"
sh "$here/run_searches.sh" "$S" "$work/searches" play-cpc

# The rows: position number and class, then the band, the judgements and the cost.
{
    echo "position,id,roll,class,eval,cut_sigmas,move,play,ref_loss,ref_rank,horizon_loss,forward_cutoffs,nodes,evals"
    while read -r n id roll class; do
        for eval in fitted net; do
            for sigmas in $(bands $eval); do
                awk -v n="$n" -v id="$id" -v roll="$roll" -v class="$class" -f "$here/play_cpc_rows.awk" \
                    "$work/$n-$eval-$sigmas.csv"
            done
        done
    done <"$work/positions"
} >"$results/backgammon/play-cpc.csv.tmp"
mv "$results/backgammon/play-cpc.csv.tmp" "$results/backgammon/play-cpc.csv"
python3 "$here/play_cpc_summary.py" "$results/backgammon/play-cpc.csv" "$results/backgammon/play-referee.csv" \
    >"$results/backgammon/play-cpc-summary.csv.tmp"
mv "$results/backgammon/play-cpc-summary.csv.tmp" "$results/backgammon/play-cpc-summary.csv"
echo "wrote $results/backgammon/play-cpc.csv and play-cpc-summary.csv" >&2
