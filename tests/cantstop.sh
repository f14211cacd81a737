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

# The study of its own (make cantstop-study, results/cantstop/): the report follows from the summary and the
# matches, the summary from the rows (make test-full: its bootstrap takes seconds), the first match replays.
top=$(cd "$here/.." && pwd)
study="$top/results/cantstop"
(cd "$top" && STUDY_FOLDER=results/cantstop STUDY_TARGET="make cantstop-study" python3 scripts/game_report.py cantstop \
    results/cantstop/cantstop-summary.csv data/cantstop-positions.txt plots/15-cantstop-savings.png \
    results/cantstop/cantstop-matches.csv) >"$tmp/report.md"
check "results/cantstop/cantstop.md is game_report.py's from the summary and the matches" \
    cmp -s "$tmp/report.md" "$study/cantstop.md"
if full; then
    python3 "$top/scripts/game_summary.py" "$study/cantstop.csv" >"$tmp/summary.csv"
    check "results/cantstop/cantstop-summary.csv is game_summary.py's from the rows" \
        cmp -s "$tmp/summary.csv" "$study/cantstop-summary.csv"
fi
"$S" play --game cantstop --a horizon=1 --b algo=random --games 1000 --threads 2 -q | tail -n 1 >"$tmp/match.csv"
check "the first match of results/cantstop/cantstop-matches.csv is regenerated exactly" \
    sh -c "sed -n 2p '$study/cantstop-matches.csv' | cmp -s - '$tmp/match.csv'"
finish "cantstop"
