#!/bin/sh
# Runs every experiment of the paper at its settings and writes the raw CSV
# into DIR/raw.  Usage: run-experiments.sh STARBENCH DIR
# Seeds are starbench's default (1982) so that runs agree everywhere.
set -eu
S=$1
raw=$2/raw
mkdir -p "$raw"
paper_n=2,4,6,8,10,20,30,40
sweep_n=2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40
# Tables I-IV, the plots' sweeps, and the lower bound: every algorithm, 1000 trees per N.
$S --mode best -N $sweep_n -o "$raw/best.csv"
$S --mode random -N $sweep_n --trials 1000 -o "$raw/random.csv"
$S --mode exact -N 2 -o "$raw/exact.csv"
# Table V: the algebraic estimate (no trees searched).
$S --mode formula -N $sweep_n --algo star1 -o "$raw/formula.csv"
# Results 1 and 2.
$S --constants >"$raw/constants.csv"
# Section 7.4: the k-th best * node searched first (an oracle ordering).
$S -N $paper_n --trials 1000 --algo star2,cyclic --star-first 1 -o "$raw/first1.csv"
$S -N 4,6,8,10,20,30,40 --trials 1000 --algo star2 --star-first 3 -o "$raw/first3.csv"
# Readings of the paper's open figures (REPORT.md "Readings"): both Star1
# cutoff tests on the best case, the N = 2 enumeration and 20,000 random
# trees per N (Tables I-IV and the two probing rounds); both ways of putting
# the chosen * child first, on 10,000 trees at N = 40 (section 7.4).
# (The inclusive best case and enumeration are best.csv and exact.csv.)
$S --mode best -N $paper_n --algo star1,star2 --star1-cutoff strict -o "$raw/readings-best-strict.csv"
$S --mode exact -N 2 --algo star1 --star1-cutoff strict -o "$raw/readings-exact-strict.csv"
for cutoff in inclusive strict; do
    $S -N $paper_n --trials 20000 --algo star1,star2,cyclic --star1-cutoff $cutoff -o "$raw/readings-20000-$cutoff.csv"
done
for mode in move again; do
    $S -N 40 --trials 10000 --algo star2,cyclic --star-first 1 --star-first-mode $mode -o "$raw/readings-first1-$mode.csv"
    $S -N 40 --trials 10000 --algo star2 --star-first 3 --star-first-mode $mode -o "$raw/readings-first3-$mode.csv"
done
# The distribution of leaves per tree at N = 20.
$S -N 20 --trials 1000 --per-trial -o "$raw/n20-per-trial.csv"
# Beyond the paper (results/beyond/beyond.csv): 3 and 4 plies across N; a backgammon-shaped
# tree (21 dice rolls below each * node, doubles half as likely) beside the
# same shape with equal probabilities; each leaf model at N = 10; and the
# move goal of section 7.2 beside the value goal on the same trees.
$S -D 3 -N 2,4,6,8,10 --trials 1000 --algo minimax,star1,star2,cyclic -o "$raw/beyond-depth3.csv"
$S -N 20 -C 21 --probs dice --trials 1000 --algo star1,star2,cyclic -o "$raw/beyond-dice.csv"
# Leaves against N beyond 2 plies and on dice trees (plots/9-leaves-vs-n-deeper):
# Fuller's trees at 4 plies (+ * - * + * -, N**7 leaves), and dice trees
# (C = 21 rolls) at 2 plies across the paper's sweep of N and at 3 plies;
# the two deepest on 500 trees, to keep make test (which runs all this) short.
sweep_algos=minimax,star1,star2,cyclic
$S -D 4 -N 2,3,4,5,6 --trials 500 --algo $sweep_algos -o "$raw/beyond-depth4.csv"
$S -N $sweep_n -C 21 --probs dice --trials 1000 --algo $sweep_algos -o "$raw/beyond-dice-sweep.csv"
$S -D 3 -N 2,3,4,5,6 -C 21 --probs dice --trials 500 --algo $sweep_algos -o "$raw/beyond-dice-depth3.csv"
$S -N 20 -C 21 --trials 1000 --algo star1,star2,cyclic -o "$raw/beyond-dice-shape-equal.csv"
for model in fuller uniform nau pearl; do
    $S -N 10 --model $model --trials 1000 --algo star1,star2,cyclic -o "$raw/beyond-model-$model.csv"
done
for goal in value move; do
    $S -N 2,3,4 -C 10 --model uniform --goal $goal --trials 1000 --algo star1,star2,cyclic -o "$raw/beyond-goal-$goal.csv"
done
# Issue 18: decision quality against the horizon H = 1..D (searched to H
# move levels, scored by a static evaluation, the chosen move judged in the
# full tree).  Fuller trees with the path evaluation at noise 0, 1, 2 and 4,
# a run per H.  Issue 35: Nau's game (-C 1, p = 1/2) and Pearl's at its
# balanced p (-C 1, --p balanced: 0.618... at 8 move levels, MIN above the
# leaves) with Tzeng and Purdom's wins evaluation, and Pearl's with their
# conditional estimate (cond), backed up by minimax and product
# propagation: one run each over H = 1..8 (--horizon 1,...,8), every tree
# searched at every H, so each H is paired with H = 1.  One file per
# series, rows of every H.
horizon_series() { # OUT D ALGORITHMS then the other options
    out=$1 d=$2 algos=$3
    shift 3
    for h in $(seq 1 "$d"); do
        $S -D "$d" --horizon "$h" --algo "$algos" "$@" -o "$out.h$h"
    done
    { cat "$out.h1"; for h in $(seq 2 "$d"); do tail -n +2 "$out.h$h"; done; } >"$out"
    for h in $(seq 1 "$d"); do rm -f "$out.h$h"; done
}
for noise in 0 1 2 4; do
    horizon_series "$raw/horizon-fuller-noise$noise.csv" 4 minimax,star2 -N 4 -C 2 --eval path --eval-noise $noise \
        --trials 2000
done
paired="-D 8 --horizon 1,2,3,4,5,6,7,8 --algo minimax,star2,product -N 2 -C 1 --trials 20000"
$S $paired --model nau --p 1/2 --eval wins -o "$raw/horizon-nau.csv"
$S $paired --model pearl --p balanced --eval wins -o "$raw/horizon-pearl.csv"
$S $paired --model pearl --p balanced --eval cond -o "$raw/horizon-pearl-cond.csv"
# Issue 18: gnubg's 0-ply choice against its 2-ply search, on the committed
# backgammon trees (data/backgammon-trees: gnubg's order, written by make
# backgammon, so no gnubg is needed here).  --horizon 1 scores each root
# move by its :eval, gnubg's 0-ply equity of the position after it;
# --horizon 2 is the whole 2-ply tree.  Bounds -3000,3000, the equities'
# own range.  One file: a row per H, tree (by name) and algorithm, the
# trees read from their folder so that the file column is the tree's name.
starbench=$(cd "$(dirname "$S")" && pwd)/$(basename "$S")
out=$(cd "$raw" && pwd)/horizon-backgammon.csv
(
    cd "$(dirname "$0")/../data/backgammon-trees"
    header=yes
    for h in 1 2; do
        for tree in *.tree; do
            "$starbench" --tree "$tree" --horizon "$h" --bounds -3000,3000 --algo minimax,star1,star2,cyclic \
                >"$out.part"
            if [ $header = yes ]; then cat "$out.part"; header=no; else tail -n +2 "$out.part"; fi
        done
    done
) >"$out.tmp"
rm -f "$out.part"
mv "$out.tmp" "$out"
# Issue 18: orderings that need no oracle, against the oracle (--star-first)
# and against none, on the same trees (results/ordering/ordering.csv).  The paper's
# tree at N = 40 (section 7.4: 35% -> 30% with the best * node first, 31.9%
# with the third best): rank probes (K = 1, 2) and the path evaluation
# (without noise and with noise +-8); chance nodes most probable first on
# dice trees (2 and 3 plies) and on random probabilities.
n40="-N 40 --trials 1000 --algo star1,star2,cyclic"
$S $n40 -o "$raw/ordering-n40-none.csv"
$S $n40 --star-first 1 -o "$raw/ordering-n40-oracle1.csv"
$S $n40 --star-first 3 -o "$raw/ordering-n40-oracle3.csv"
$S $n40 --rank-probes 1 -o "$raw/ordering-n40-rank1.csv"
$S $n40 --rank-probes 2 -o "$raw/ordering-n40-rank2.csv"
$S $n40 --order eval --eval path -o "$raw/ordering-n40-eval.csv"
$S $n40 --order eval --eval path --eval-noise 8 -o "$raw/ordering-n40-eval-noise8.csv"
for chance in tree likely; do
    $S -N 20 -C 21 --probs dice --trials 1000 --algo star1,star2,cyclic --chance-order $chance \
        -o "$raw/ordering-dice-d2-$chance.csv"
    $S -N 6 -D 3 -C 21 --probs dice --trials 500 --algo star1,star2,cyclic --chance-order $chance \
        -o "$raw/ordering-dice-d3-$chance.csv"
    $S -N 10 -C 10 --probs random --trials 1000 --algo star1,star2,cyclic --chance-order $chance \
        -o "$raw/ordering-random-d2-$chance.csv"
done
