#!/bin/sh
# --hint (issue 47, finding 11): a game position's moves ranked by their
# values searched to the horizon.  For each game: the best move's value is
# the root's value (minimax's row), the rows are the root's moves, the ranks
# follow the values, and at horizon 1 each move's value is its static
# evaluation.  Usage: hint.sh STARBENCH
set -u
S=$1
. "$(dirname "$0")/lib.sh"

# game position roll-option horizon
while read -r game position roll horizon; do
    [ "$roll" = - ] && roll="" || roll="--roll $roll"
    # shellcheck disable=SC2086
    $S --game "$game" --position "$position" $roll --horizon "$horizon" --hint >"$tmp/hint.csv"
    # shellcheck disable=SC2086
    $S --game "$game" --position "$position" $roll --horizon "$horizon" --algo minimax -q >"$tmp/minimax.csv"
    root=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 2 { print $c["value"] }' "$tmp/minimax.csv")
    best=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 2 { print $c["value"] }' "$tmp/hint.csv")
    check "$game $position: the first move's value is the root's ($best, minimax $root)" [ "$best" = "$root" ]
    ranks=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { e = $c["equity"] + 0; r = $c["rank"] + 0
          if (NR > 2 && (e > last || (e == last && r != rank) || (e < last && r != NR - 1))) bad++
          last = e; rank = r } END { print bad + 0 }' "$tmp/hint.csv")
    check "$game $position: ranks follow the values, equal values sharing one" [ "$ranks" = 0 ]
    if [ "$horizon" = 1 ]; then
        check "$game $position: at horizon 1 each move's value is its static evaluation" \
            [ "$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["equity"] != $c["static_equity"]' "$tmp/hint.csv" | wc -l)" = 0 ]
    fi
done <<'EOF2'
backgammon opening 31 1
backgammon opening 65 2
pig 0-0-22 - 1
pig 40-60-12 - 3
einstein start:7 3 1
einstein start:7 5 3
EOF2
moves=$($S --game backgammon --position opening --roll 66 --horizon 1 --hint | tail -n +2 | wc -l)
legal=$($S --game backgammon --position opening --play "66:24/12" --roll 21 --horizon 1 2>&1 | sed -n 's/.*; the \([0-9]*\) legal:.*/\1/p')
check "the opening 66: a row for each of its $legal legal moves ($moves)" [ "$moves" = "$legal" ]
finish hint
