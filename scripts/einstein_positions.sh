#!/bin/sh
# data/einstein-positions.txt: EinStein positions sampled from random play
# (tests/ein_moves_list: games from start:1, start:2, ..., each move drawn
# uniformly by tests/rng.h's fixed generator, the die too), every 7th
# position met with its die, the first 200.  Usage:
#   sh scripts/einstein_positions.sh build/tests/ein_moves_list >data/einstein-positions.txt
set -eu
echo "# EinStein positions met in random play (tests/ein_moves_list 100: start:1 .. start:100, moves and dice"
echo "# from tests/rng.h), every 7th with its die, the first 200.  Made by: sh scripts/einstein_positions.sh"
"$1" 100 | awk 'NR % 7 == 1 { print $1, $2 }' | head -200
