#!/bin/sh
# For the --cut-fit cases: a fit file holding a header and the one row
# given, named fit.txt in a directory of its own (so messages name it the
# same on every run), searched with --algo cpc; exits with starbench's status.
# Usage: cut-fit-file.sh ROW  (STARBENCH in the environment)
S=$(realpath "$STARBENCH")
dir=$(mktemp -d)
cd "$dir" || exit 9
printf '# made by hand\ngame,evaluation,deep,shallow,positions,a,b,sigma\n%s\n' "$1" >fit.txt
"$S" --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --algo cpc --cut-fit fit.txt
status=$?
cd / && rm -rf "$dir"
exit $status
