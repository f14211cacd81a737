#!/bin/sh
# make eval-compare: both backgammon evaluations, the fitted one
# (bgeval.c) and the network (bgnet.c), measured against GNU Backgammon's
# 0-ply equity on the same held-out positions: data/bgnet-training.txt's
# games that are multiples of 5, which neither evaluation was fitted on
# (the fitted one's training games are data/bgeval-training.txt's that are
# not multiples of 5; its games 1-300 are the network's 1-300, so the
# held-out games agree).  Writes the table to stdout (make eval-compare:
# data/eval-held-out.txt), by class: contact, race and bear-off (no
# contact), all.  Usage: eval_compare.sh BG_FEATURES
set -eu
features=$1
data="$(dirname "$0")/../data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$features" <"$data/bgnet-training.txt" >"$tmp/fitted.txt"
"$features" --net <"$data/bgnet-training.txt" >"$tmp/net.txt"
echo "# Both backgammon evaluations against GNU Backgammon's 0-ply cubeless equity (milli-points) on the"
echo "# same held-out positions: data/bgnet-training.txt's games that are multiples of 5, which neither was"
echo "# fitted on.  Written by scripts/eval_compare.sh (make eval-compare)."
echo "evaluation,class,positions,rms,mean_abs"
awk 'FILENAME == ARGV[1] { if ($1 !~ /^#/) { n++; game[n] = $2; gnubg[n] = $3 } next }
     FILENAME == ARGV[2] { k++; contact[k] = $2; fitted[k] = $3; next }
     { j++; net[j] = $2 }
     END {
         for (i = 1; i <= n; i++) {
             if (game[i] % 5 != 0) continue
             c = contact[i] ? "contact" : "race and bear-off"
             add("fitted", c, fitted[i] - gnubg[i]); add("fitted", "all", fitted[i] - gnubg[i])
             add("net", c, net[i] - gnubg[i]); add("net", "all", net[i] - gnubg[i])
         }
         split("fitted net", evals, " "); split("contact|race and bear-off|all", classes, "|")
         for (e = 1; e <= 2; e++) for (c = 1; c <= 3; c++) {
             key = evals[e] SUBSEP classes[c]
             printf "%s,%s,%d,%.1f,%.1f\n", evals[e], classes[c], count[key], sqrt(sq[key] / count[key]), ab[key] / count[key]
         }
     }
     function add(e, c, d) { key = e SUBSEP c; count[key]++; sq[key] += d * d; ab[key] += d < 0 ? -d : d }' \
    "$data/bgnet-training.txt" "$tmp/fitted.txt" "$tmp/net.txt"
