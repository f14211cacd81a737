# referee_positions.awk: data/referee.txt's positions, each (ID, roll) once
# in the file's order, as lines "NNNN ID ROLL CLASS" (NNNN the position's
# number from 0001).  Used by results/backgammon/play.sh and results/backgammon/play_cpc.sh.
!/^#/ && !seen[$1 " " $2]++ { n++; printf "%04d %s %s %s\n", n, $1, $2, $5 }
