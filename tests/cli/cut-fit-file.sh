#!/bin/sh
# For the --cut-fit cases: a fit file holding a header and the one row
# given (or, after --text, the file's whole text as a printf format), named
# fit.txt in a directory of its own (so messages name it the same on every
# run), searched with --algo cpc from a race (a small tree); exits with
# starbench's status.
# Usage: cut-fit-file.sh ROW | --text FORMAT  (STARBENCH in the environment)
S=$(realpath "$STARBENCH")
dir=$(mktemp -d)
cd "$dir" || exit 9
if [ "$1" = --text ]; then
    printf "$2" >fit.txt
else
    printf '# made by hand\ngame,evaluation,deep,shallow,positions,a,b,sigma\n%s\n' "$1" >fit.txt
fi
"$S" --game backgammon --position 6yYAAHgpAAAAAA --roll 63 --horizon 3 --algo cpc --cut-fit fit.txt
status=$?
cd / && rm -rf "$dir"
exit $status
