#!/bin/sh
# The comparison study's positions, besides each game's own (data/): the 200 backgammon positions that
# net13-race is judged on (DIR/backgammon-net-positions.txt), and for each game 100 positions to tune the
# sampling searches' constants on (DIR/tuning-GAME.txt, sweep.sh), none among those the comparison judges.
# Usage: positions.sh DIR BUILD   (BUILD: for tests/ein_moves_list)
set -eu
dir=$1 build=$2
write() { # file: stdin into it, whole or not at all
    cat >"$1.tmp"
    mv "$1.tmp" "$1"
}
not_judged() { # judged file: stdin's positions not in it, each once, the first 100
    grep -v '^#' "$1" | cut -d' ' -f1,2 | sed 's/ $//' >"$dir/judged.tmp"
    grep -v '^#' | grep -vxF -f "$dir/judged.tmp" | awk '!seen[$0]++' | head -n 100
    rm -f "$dir/judged.tmp"
}
tuning() { # game, how: the tuning file with its header
    { echo "# 100 $1 positions to tune the sampling searches' constants on (results/compare/sweep.sh): $2;"
      echo "# none of them among the positions the comparison judges.  Made by results/compare/positions.sh"
      cat; } | write "$dir/tuning-$1.txt"
}
{ echo "# 200 of the 537 positions of data/referee-positions.txt: the i-th (from 0) at line 1 + floor(537 i / 200)"
  echo "# of its positions, i = 0 .. 199.  Made by results/compare/positions.sh"
  awk '!/^#/ { n++; if (n == 1 + int(537 * i / 200)) { print; i++ } }' data/referee-positions.txt
} | write "$dir/backgammon-net-positions.txt"
python3 scripts/pig_positions.py 200 200 100 20 47 | not_judged data/pig-positions.txt |
    tuning pig "drawn as data/pig-positions.txt was, from Python's random.Random(47) (not 46)"
"$build/tests/ein_moves_list" 100 | awk 'NR % 7 == 4 { print $1, $2 }' | not_judged data/einstein-positions.txt |
    tuning einstein "the same random games as data/einstein-positions.txt, every 7th from the 4th (not the 1st)"
python3 tests/cantstop_moves.py 40 2028 | cut -f1 | awk 'NR % 9 == 1 { print $1, "-" }' |
    not_judged data/cantstop-positions.txt |
    tuning cantstop "met in random play as data/cantstop-positions.txt's, from Python's random.Random(2028) (not 2027)"
awk '!/^#/ && ++n % 3 == 0' data/referee-positions.txt | not_judged "$dir/backgammon-net-positions.txt" |
    tuning backgammon "every 3rd of data/referee-positions.txt not among backgammon-net-positions.txt"
