#!/bin/sh
# make reproduce: results/horizon/horizon.md, decision quality against the
# search horizon, from DIR/horizon.csv and DIR/horizon-backgammon.csv
# (make-tables.sh writes them from raw/).  The prose is written here:
# revisit it when a regeneration changes the numbers.
# Usage: report.sh STARBENCH DIR
set -eu
S=$1
r=$2
. "$(dirname "$0")/../../scripts/report-lib.sh"
# Decision quality (issue 18): the figures the prose quotes, from horizon.csv.
hq() { # SERIES H COLUMN
    lookup "$r/horizon.csv" "$3" series="$1" horizon="$2"
}
# A paired difference with its standard error and 95% interval (diff -+
# 1.96 se): "0.0097 (se 0.0009, 95% interval 0.0079 .. 0.0115)".
paired() { # SERIES H COLUMN (its _se column beside it)
    awk -v d="$(hq "$1" "$2" "$3")" -v se="$(hq "$1" "$2" "$3_se")" \
        'BEGIN { printf "%s (se %s, 95%% interval %.4f .. %.4f)", d, se, d - 1.96 * se, d + 1.96 * se }'
}
# A move drawn at random from the root's two (N = 2) is right in every tree
# but the decisive ones, and in half of those: the base rate of a series.
random_rate() { # SERIES
    awk -v d="$(hq "$1" 1 decisive_trials)" -v t="$(hq "$1" 1 trials)" 'BEGIN { printf "%.4f", 1 - d / (2 * t) }'
}
bg_right=$(awk -F, 'NR > 1 && $9 == 1 { n++ } END { print n + 0 }' "$r/horizon-backgammon.csv")
bg_misses=$(awk -F, 'NR > 1 && $9 == 0 { printf "%s%s %s %s (2-ply rank %s, loss %s milli-points)", (n++ ? ", " : ""), $1, $2, $3, $6, $10 }
    END { if (!n) printf "none" }' "$r/horizon-backgammon.csv")
cat <<TEXT
# Decision quality against the horizon

Searches with a horizon (\`--horizon H\`, doc/searching.md "Searching to a horizon"):
the first H move levels are searched and the nodes below them scored by a
static evaluation; the move chosen (the first best in search order, the
same for every algorithm) is judged by its exact value in the full tree.
\`correct_rate\` is the share of trees where it is a best move (se beside
it), \`loss_mean\` the mean of (best value - its value), in the tree's
units; \`minimax_leaves\` counts the nodes scored at the horizon (and the
leaves above it), \`star2_leaves\` the same for Star2, which returns the
same value of the horizon tree.  Seed 1982; the command lines are in
\`scripts/run-experiments.sh\`.

- fuller-noise*: 4 plies, N = 4, C = 2, the \`path\` evaluation (arc sum
  plus the expected arcs to come) with noise uniform on [-K, K].  Without
  noise it is always right: on Fuller's trees the arc-0 child is the best
  one and the expected rest is the same for every child, so the evaluation
  orders the children exactly.  With noise, deeper search helps at every
  step: at K = 2 the rate rises from $(hq fuller-noise2 1 correct_rate)
  (H = 1) to $(hq fuller-noise2 2 correct_rate) and
  $(hq fuller-noise2 3 correct_rate) (H = 2, 3); no pathology here.
- nau, pearl, pearl-cond (issue 35): 20,000 binary trees of 8 move levels
  each (-C 1: no chance), every tree searched at every H = 1..8
  (\`--horizon 1,...,8\`), so that each H is compared with H = 1 on the
  same trees: \`correct_diff\` is the paired difference of the correct
  rates, with the standard error of the per-tree differences
  (\`correct_diff_se\`; McNemar's counts are in the raw files).  A rate
  over all trees hides the trees where the choice matters, so the table
  also gives the rate over the *decisive* trees alone (\`decisive_trials\`
  of the 20,000: the root's two moves differ in value).  The base rate:
  a move drawn at random is right in every tree that is not decisive and
  in half of those that are, $(random_rate nau) of Nau's trees and
  $(random_rate pearl) of Pearl's (0.5 over the decisive trees alone).
  - Nau's game (every arc +-1 with p = 1/2, a leaf wins when its path sum
    is positive; \`wins\`, the fraction of winning leaves below, as the
    evaluation): no pathology, as Nau found for games whose positions are
    dependent.  Minimax back-up gains $(paired nau 4 correct_diff)
    from H = 1 to H = 4 and
    $(paired nau 6 correct_diff) to H = 6;
    on the $(hq nau 1 decisive_trials) decisive trees the rate rises from
    $(hq nau 1 decisive_correct_rate) to $(hq nau 6 decisive_correct_rate).
    Product propagation does about as well (H = 6:
    $(paired nau 6 product_correct_diff));
    its rules assume independent positions, which Nau's game does not have.
  - Pearl's game at its balanced p (\`--p balanced\`: independent leaves
    winning with p = $(lookup "$r/horizon.csv" p series=pearl horizon=1), the
    golden-ratio fixed point of two levels of back-up with MIN just above
    the leaves).  The root wins in $(hq pearl 1 root_win_rate) of the trees
    (the fixed point is 0.6180; tests/decisions.sh checks it within 3
    standard errors).  Under minimax back-up of \`wins\` deeper search does
    not help and at H = 6 hurts: the correct rate goes from
    $(hq pearl 1 correct_rate) (H = 1) to $(hq pearl 6 correct_rate)
    (H = 6), a paired difference of $(paired pearl 6 correct_diff):
    Pearl's and Nau's pathology.  Product
    propagation of the same evaluation gains $(paired pearl 6 product_correct_diff)
    at H = 6.
  - pearl-cond: the same trees with Tzeng and Purdom's own estimate
    (\`--eval cond\`, seed paper 002, Definition 3): the probability that
    the frontier node is a forced win given how many leaves below it win
    (doc/searching.md derives it; tests/test_horizon.c checks it against
    enumeration).  Backed up by product propagation it is the paper's
    rule: exact, because the frontier nodes' leaves are independent
    (section V).  It gains $(paired pearl-cond 6 product_correct_diff)
    at H = 6, more than product
    propagation of the fraction k/m, and on the decisive trees reaches
    $(hq pearl-cond 6 product_decisive_correct_rate) against minimax's
    $(hq pearl-cond 6 decisive_correct_rate).  Minimax back-up of \`cond\`
    chooses exactly as minimax of \`wins\` (the same rates): at one level the
    estimate grows with the count of wins, and every frontier node of a
    horizon lies on one level, so minimax sees the same order.
  - What the seed claims, and what we find: Theorem 2 of seed paper 002 is
    that with the conditional-probability estimate, correctly backed up,
    deeper search chooses better moves; product propagation is that
    back-up only where frontier positions are independent (Pearl's game,
    not Nau's).  Both hold here: every product-propagation difference on
    Pearl's game is positive, and grows with H.  The pathology belongs to
    minimax back-up, not to the evaluation.  At H = 7 and 8 every rule is
    exact: one level above the leaves the fraction of winning leaves is
    1 exactly when a MIN node is a forced win.  (Earlier reports used
    p = 0.382 with 8 move levels, where MIN moves above the leaves: that
    p balances the other parity, the root was a forced loss in almost
    every tree, and every move was correct at every H, so that run tested
    nothing.)
- backgammon: the 2-ply trees of the $(hq backgammon 1 trials) positions of
  \`make backgammon\` (\`data/backgammon-trees/\`, committed, in gnubg's
  order, so no gnubg is needed), whose chance nodes carry gnubg's 0-ply
  equity of the position after each move as \`:eval\`.  At H = 1 the
  search scores each move by that equity: it picks gnubg's 0-ply move.
  At H = 2 it searches the whole tree: the move best against the
  opponent's best 0-ply reply to each of its 21 rolls (what gnubg calls a
  1-ply look-ahead, here without gnubg's move filter).  The 0-ply move is
  a best 2-ply move in $bg_right of the $(hq backgammon 1 trials) positions
  (rate $(hq backgammon 1 correct_rate), se $(hq backgammon 1 correct_se));
  $(hq backgammon 1 decisive_trials) of the positions are decisive (their
  moves differ in 2-ply value), so the rate over them is
  $(hq backgammon 1 decisive_correct_rate);
  the misses are $bg_misses, and the mean loss over all
  positions is $(hq backgammon 1 loss_mean) milli-points of equity (se
  $(hq backgammon 1 loss_se)).  The table below, one row per position, is
  \`horizon-backgammon.csv\` (moves are numbered in gnubg's order, which
  is the 0-ply ranking, so \`two_ply_move\` is the 0-ply rank of the
  2-ply choice).  These positions were picked to cover the game's phases,
  not drawn from play, so the rate describes them and no wider population.

TEXT
table "$r/horizon.csv"
echo
table "$r/horizon-backgammon.csv"
