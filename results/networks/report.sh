#!/bin/sh
# make reproduce: results/networks/networks.md, backgammon's evaluations side
# by side, from the committed data/eval-held-out-net2.txt (make eval-compare:
# every evaluation on the same held-out positions of gnubg's self-play,
# gnubg's 0-ply equity as the truth).  How each was made and what it plays
# like is doc/trees.md's; the matches against gnubg are results/gnubg/.
# Usage: report.sh STARBENCH DIR
set -eu
data="$(dirname "$0")/../../data"
held="$data/eval-held-out-net2.txt"
cat <<'TEXT'
# Backgammon's evaluations: the fitted one and the networks

Written by `make reproduce` from `data/eval-held-out-net2.txt` (`make
eval-compare`, this folder's `study.mk`): every evaluation of `--game
backgammon` on the same held-out positions, games of gnubg's self-play that
none was trained on, against GNU Backgammon's 0-ply cubeless equity, in
milli-points. The targets that make the evaluations (their self-play data,
the fits, the referee and ChanceProbCut's fits) are in `study.mk`; what they
write is read at run time and lives in `data/` (the weights in
`data/networks/`, each a file loaded by name and checked against a digest).
How each network was made: doc/trees.md; how each plays against gnubg:
[results/gnubg/](../gnubg/gnubg.md).

Root-mean-square error by position class (positions in the first row):

TEXT
grep -v '^#' "$held" | awk -F, '
    NR == 1 { next }
    { if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
      rms[$1, $2] = $4; count[$2] = $3 }
    END { printf "| evaluation | contact (%s) | race (%s) | bear-off (%s) | all (%s) |\n", count["contact"], count["race"], count["bear-off"], count["all"]
          print "|---|---|---|---|---|"
          for (i = 1; i <= n; i++) { e = order[i]
              printf "| %s | %s | %s | %s | %s |\n", e, rms[e, "contact"], rms[e, "race"], rms[e, "bear-off"], rms[e, "all"] } }'
best=$(grep -v '^#' "$held" | awk -F, '$2 == "all" && (!n++ || $4 + 0 < low) { low = $4 + 0; e = $1 } END { print e }')
cat <<TEXT

The lowest error over all positions: $best. The first rows are kept to
reproduce older results (\`starbench --list\` marks them so). In bear-offs
the evaluations from net5-bearoff on read the bear-off databases, which
agree with gnubg's 0-ply there within the error shown.
TEXT
