#!/bin/sh
# data/referee-positions.txt: the positions and rolls of data/referee.txt, each once, in its order
# (starbench compare's default positions for backgammon).  Usage: sh scripts/referee_positions.sh
set -eu
out=data/referee-positions.txt
{
    echo "# The 537 positions and rolls of data/referee.txt (its first two fields, each once, in its order): starbench"
    echo "# compare's default positions for backgammon, judged by that file.  Made by: sh scripts/referee_positions.sh"
    awk '!/^#/ && !seen[$1 " " $2]++ { print $1, $2 }' data/referee.txt
} >"$out.tmp"
mv "$out.tmp" "$out"
