#!/bin/sh
# Can't Stop against its rules written a second time (tests/cantstop_moves.py, in Python, apart from
# src/games/cantstop/cantstop.c): in every decision of random games played by the Python rules, starbench's
# legal moves (--hint at horizon 1: each move's name and the position it leads to) are the Python rules'
# exactly.  make test: 3 games (some 220 positions); make test-full: 20.  (The conformance checks,
# check-game's, are tests/test_games.c's.)
# Usage: cantstop.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
games=3
full && games=20
python3 "$here/cantstop_moves.py" "$games" 1982 >"$tmp/expected"
positions=0 differ=0
while IFS="$(printf '\t')" read -r position listed; do
    positions=$((positions + 1))
    printf '%s\n' "$listed" | tr '\t' '\n' | sort >"$tmp/want"
    "$S" --game cantstop --position "$position" --horizon 1 --hint 2>"$tmp/err" |
        awk -F, 'NR > 1 { print $5 "=" $6 }' | sort >"$tmp/got"
    if ! cmp -s "$tmp/want" "$tmp/got"; then
        differ=$((differ + 1))
        [ "$differ" -le 3 ] && { echo "cantstop: at $position:"; diff "$tmp/want" "$tmp/got" | head -6; cat "$tmp/err"; }
    fi
done <"$tmp/expected"
check "Can't Stop's moves and where they lead equal the Python rules' at all $positions decisions of $games games ($differ differ)" \
    [ "$differ" = 0 ]
check "the games met enough decisions to say so ($positions)" [ "$positions" -ge 100 ]
finish "cantstop"
