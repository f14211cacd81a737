#!/bin/sh
# data/cantstop-positions.txt: Can't Stop decisions met in random play by
# the second implementation of its rules (tests/cantstop_moves.py 40 2027:
# 40 games, dice and moves from Python's random.Random(2027)), every 9th,
# the first 200, each with '-' for its roll (the dice are in the position).
# Usage: sh scripts/cantstop_positions.sh >data/cantstop-positions.txt
set -eu
here=$(dirname "$0")
echo "# Can't Stop decisions met in random play (tests/cantstop_moves.py 40 2027), every 9th, the first 200;"
echo "# '-': the roll is in the position.  Made by: sh scripts/cantstop_positions.sh"
python3 "$here/../tests/cantstop_moves.py" 40 2027 | cut -f1 | awk 'NR % 9 == 1 { print $1, "-" }' | head -200
