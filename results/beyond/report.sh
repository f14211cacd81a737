#!/bin/sh
# make reproduce: results/beyond/beyond.md, the runs beyond the paper, from
# DIR/beyond.csv (make-tables.sh writes it from raw/).  The prose is written
# here: revisit it when a regeneration changes the numbers.
# Usage: report.sh STARBENCH DIR
set -eu
S=$1
r=$2
. "$(dirname "$0")/../../scripts/report-lib.sh"
cat <<'TEXT'
# Beyond the paper

Experiments the paper did not run, 1000 random trees each (500 for depth4
and dice-depth3; seed 1982;
`scripts/run-experiments.sh` has the command lines), every result
verified by the same search that the tests check against exhaustive
*-minimax. `run`: depth3, 3 plies (+ * - * +, N**3 * N**2 leaves) across
N, and depth4, 4 plies (N**7 leaves); dice, a backgammon-shaped tree (N =
20 moves, C = 21 rolls below each * node, doubles 1/36 and other rolls
2/36), beside dice-shape-equal, the same shape with equal probabilities;
dice-sweep, the dice tree across the paper's N, and dice-depth3, at 3
plies (441 N**3 leaves); model-*, each leaf model at N = 10 (nau and
pearl with p = 1/2); goal-value and goal-move, section 7.2's cut-off for the
best move only against the exact value, on the same trees (uniform leaves,
C = 10). examined_pct is 100 * leaves / (the tree's leaf count).
plots/9-leaves-vs-n-deeper draws the four sweeps.

TEXT
by() { # RUN N ALGORITHM -> examined_pct, to one decimal
    printf '%.1f' "$(lookup "$r/beyond.csv" examined_pct run="$1" n="$2" algorithm="$3")"
}
cat <<TEXT
Deeper trees widen Star2's lead: at N = 6 Star2 examines $(by depth3 6 star2)% of the
leaves at 3 plies and $(by depth4 6 star2)% at 4, where Star1 examines $(by depth3 6 star1)% and
$(by depth4 6 star1)%.  At N = 2 probing does not pay: Star2 examines $(by depth3 2 star2)% at 3
plies and $(by depth4 2 star2)% at 4, cyclic $(by depth3 2 cyclic)% and $(by depth4 2 cyclic)%.  On the dice tree at 2 plies the algorithms save about as much
as on the paper's tree (N = 40: Star1 $(by dice-sweep 40 star1)%, Star2 $(by dice-sweep 40 star2)%, cyclic
$(by dice-sweep 40 cyclic)%; Tables III and IV: 78.8% and 35.0%); at 3 plies Star1
saves less than on Fuller's 3-ply tree (N = 6: $(by dice-depth3 6 star1)% against $(by depth3 6 star1)%),
Star2 about as much ($(by dice-depth3 6 star2)% against $(by depth3 6 star2)%).

TEXT
table "$r/beyond.csv"
