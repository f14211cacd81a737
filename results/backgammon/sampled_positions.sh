#!/bin/sh
# sampled_positions.sh: the 208 positions of self-play that make depth and
# make games-h4 search, as a --positions file ('POSITION-ID ROLL self-play'
# a line): every 5th line of data/cpc-pairs.txt, whose positions are every
# 20th of gnubg 0-ply self-play games, none picked by hand.
# Usage: results/backgammon/sampled_positions.sh > FILE
grep -v '^#' "$(dirname "$0")/../../data/cpc-pairs.txt" | awk 'NR % 5 == 1 { print $1, $3, "self-play" }'
