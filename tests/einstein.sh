#!/bin/sh
# EinStein wurfelt nicht! through the command line (the library-level
# checks are test_einstein):
#  - --list names the game and its evaluation;
#  - the move generator agrees with rules written a second time in Python
#    (tests/einstein_moves.py) on every position of 300 random games;
#  - every algorithm passes --verify on the first 40 positions of
#    data/einstein-positions.txt at horizons 1-4, the die known or to come;
#  - --positions: each position's rows are its own run's, at any --threads.
# Usage: einstein.sh STARBENCH EIN_MOVES_LIST
set -u
S=$1 LIST=$2
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

$S --list >"$tmp/list"
check "--list names einstein and its evaluation distance" \
    sh -c "grep -q '^  einstein ' '$tmp/list' && grep -q -- '--eval distance' '$tmp/list'"

"$LIST" 300 >"$tmp/moves"
python3 "$here/einstein_moves.py" <"$tmp/moves" >"$tmp/checked"
check "the moves of $(wc -l <"$tmp/moves") positions agree with a second implementation ($(tail -1 "$tmp/checked"))" \
    grep -q ': [0-9]* passed, 0 failed' "$tmp/checked"

grep -v '^#' "$top/data/einstein-positions.txt" | head -40 >"$tmp/forty.txt"
verified=0 n=0
while read -r position die; do
    n=$((n + 1))
    horizon=$((1 + n % 4))
    roll=$([ $((n % 3)) = 0 ] && echo "" || echo "--roll $die")
    order=$(echo "eval-above history eval-above history-eval" | cut -d' ' -f$((1 + n % 4)))
    # shellcheck disable=SC2086
    if $S --game einstein --position "$position" $roll --horizon $horizon \
        --algo minimax,star1,star2,cyclic,star25,star2pvs --table 4096 --order $order --verify -q >/dev/null \
        2>"$tmp/err"; then
        verified=$((verified + 1))
    else
        echo "einstein $position $roll horizon $horizon --order $order: $(cat "$tmp/err")"
    fi
done <"$tmp/forty.txt"
check "every algorithm equals minimax under --verify on 40 positions, ordered by eval-above or history ($verified of 40)" \
    [ "$verified" = 40 ]

head -8 "$tmp/forty.txt" >"$tmp/few.txt"
$S --game einstein --positions "$tmp/few.txt" --horizon 3 --algo minimax,star2 -q --threads 1 >"$tmp/p1.csv"
$S --game einstein --positions "$tmp/few.txt" --horizon 3 --algo minimax,star2 -q --threads 2 >"$tmp/p2.csv"
check "--positions: 1 and 2 threads give the same bytes" cmp -s "$tmp/p1.csv" "$tmp/p2.csv"
while read -r position die; do
    $S --game einstein --position "$position" --roll "$die" --horizon 3 --algo minimax,star2 -q | tail -n +2
done <"$tmp/few.txt" >"$tmp/one-by-one.csv"
check "--positions: the rows are each position's own run's" sh -c "tail -n +2 '$tmp/p1.csv' | cmp -s - '$tmp/one-by-one.csv'"
# make games' EinStein study: the committed summary and section follow from the committed rows,
# and the rows of three positions at horizon 3 are regenerated exactly.
check_game_study einstein plots/13-einstein-savings.png "horizon=2" "horizon=1"
head -3 "$tmp/forty.txt" >"$tmp/three.txt"
$S --game einstein --positions "$tmp/three.txt" --horizon 3 --eval distance -q \
    --algo minimax,star1,star2,cyclic,star25 | tail -n +2 >"$tmp/h3.csv"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["horizon"] == 3' "$top/results/einstein/einstein.csv" |
    head -15 >"$tmp/committed-h3.csv"
check "the rows of three positions at horizon 3 are regenerated exactly ($(wc -l <"$tmp/h3.csv") rows)" \
    cmp -s "$tmp/h3.csv" "$tmp/committed-h3.csv"

finish einstein
