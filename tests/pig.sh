#!/bin/sh
# Pig through the command line (the library-level checks are test_pig):
#  - --list names the game, its parameter and its evaluations;
#  - every algorithm passes --verify on 40 positions at horizons 1-6, both
#    evaluations, every order, with a table;
#  - the exact evaluation at horizon 1 chooses the optimal move (ref_loss 0)
#    on positions where the race evaluation does not;
#  - the solution equals a second solver's (tests/pig_solve.py).
# Usage: pig.sh STARBENCH PIG_TABLE
set -u
S=$1 TABLE=$2
here=$(dirname "$0")
. "$here/lib.sh"

$S --list >"$tmp/list"
check "--list names pig, target=N and its evaluations race and exact" \
    sh -c "grep -q '^  pig ' '$tmp/list' && grep -q 'target=N' '$tmp/list' && grep -q -- '--eval race' '$tmp/list' && grep -q -- '--eval exact' '$tmp/list'"

# 40 positions drawn by awk's generator with a fixed seed: score, score, turn total (make test: the first 12,
# each horizon twice and both targets; make test-full: all 40).
count=12
full && count=40
awk -v count=$count 'BEGIN { srand(46); for (n = 0; n < 40; n++) { if (n == count) exit; t = n % 2 ? 100 : 40; i = int(rand() * t); j = int(rand() * t);
             k = int(rand() * (t - i)); print t, i "-" j "-" k, 1 + n % 6 } }' >"$tmp/positions"
verified=0
while read -r target position horizon; do
    for eval in race exact; do
        order=$(echo "tree eval eval-above history history-eval" | cut -d' ' -f$((1 + horizon % 5)))
        if $S --game "pig:target=$target" --position "$position" --horizon "$horizon" --eval $eval --order "$order" \
            --algo minimax,star1,star2,cyclic,star25 --table 4096 --verify -q >/dev/null 2>"$tmp/err"; then
            verified=$((verified + 1))
        else
            echo "pig:target=$target $position horizon $horizon --eval $eval --order $order: $(cat "$tmp/err")"
        fi
    done
done <"$tmp/positions"
check "every algorithm equals minimax under --verify on $count positions x 2 evaluations ($verified of $((count * 2)))" \
    [ "$verified" = $((count * 2)) ]

# Near Knizia's 'hold at 20' the race evaluation holds late; the exact one never loses.
for position in 0-0-21 0-0-24 30-70-18 70-30-10 95-90-3; do
    for eval in race exact; do
        $S --game pig --position $position --horizon 1 --eval $eval --referee exact --algo star2 |
            awk -F, -v e=$eval 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 2 { print e, $c["play"], $c["ref_loss"] }'
    done
done >"$tmp/referee"
check "the exact evaluation's moves lose nothing ($(grep exact "$tmp/referee" | tr '\n' ';'))" \
    [ "$(awk '$1 == "exact" && $3 != "0.000"' "$tmp/referee" | wc -l)" = 0 ]
check "the race evaluation's do, somewhere ($(grep race "$tmp/referee" | tr '\n' ';'))" \
    [ "$(awk '$1 == "race" && $3 != "0.000"' "$tmp/referee" | wc -l)" -gt 0 ]

for target in 10 20; do
    "$TABLE" $target >"$tmp/table"
    python3 "$here/pig_solve.py" $target <"$tmp/table" >"$tmp/solved"
    check "starbench's Pig solution at target $target equals a second solver's ($(head -1 "$tmp/solved"))" \
        grep -q ': 1 passed, 0 failed' "$tmp/solved"
done
# --positions with a game that takes no roll: each position's rows are its own run's, at any --threads.
top="$here/.."
head -8 "$top/data/pig-positions.txt" >"$tmp/few.txt"
$S --game pig --positions "$tmp/few.txt" --horizon 3 --algo minimax,star2 --referee exact -q --threads 1 >"$tmp/p1.csv"
$S --game pig --positions "$tmp/few.txt" --horizon 3 --algo minimax,star2 --referee exact -q --threads 2 >"$tmp/p2.csv"
check "--positions: 1 and 2 threads give the same bytes" cmp -s "$tmp/p1.csv" "$tmp/p2.csv"
grep -v '^#' "$tmp/few.txt" | while read -r position; do
    $S --game pig --position "$position" --horizon 3 --algo minimax,star2 --referee exact -q | tail -n +2
done >"$tmp/one-by-one.csv"
check "--positions: the rows are each position's own run's ($(wc -l <"$tmp/one-by-one.csv") rows)" \
    sh -c "tail -n +2 '$tmp/p1.csv' | cmp -s - '$tmp/one-by-one.csv'"

# make games' Pig study: the committed summary and section follow from the committed rows,
# and the rows of three positions at horizon 4 are regenerated exactly.
check_game_study pig plots/12-pig-savings.png "horizon=2,eval=race" "horizon=1,eval=race"
grep -v '^#' "$top/data/pig-positions.txt" | head -3 >"$tmp/three.txt"
$S --game pig --positions "$tmp/three.txt" --horizon 4 --eval race --referee exact -q \
    --algo minimax,star1,star2,cyclic,star25 | tail -n +2 >"$tmp/h4.csv"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["horizon"] == 4 && $c["eval"] == "race"' \
    "$top/results/pig/pig.csv" | head -15 >"$tmp/committed-h4.csv"
check "the rows of three positions at horizon 4 are regenerated exactly ($(wc -l <"$tmp/h4.csv") rows)" \
    cmp -s "$tmp/h4.csv" "$tmp/committed-h4.csv"

finish pig
