#!/bin/sh
# Properties of the command line that no single expected output can show:
# determinism across thread counts, algorithm subsets and process splits;
# -o written whole; --verify on 10,000 trees; --help naming every option.
set -u
S=$1
. "$(dirname "$0")/../lib.sh"

$S -N 4,10,20 --trials 300 --threads 1 >"$tmp/t1.csv"
$S -N 4,10,20 --trials 300 --threads 2 >"$tmp/t2.csv"
$S -N 4,10,20 --trials 300 --threads 7 >"$tmp/t7.csv"
check "1 and 2 threads give identical CSV" cmp -s "$tmp/t1.csv" "$tmp/t2.csv"
check "1 and 7 threads give identical CSV" cmp -s "$tmp/t1.csv" "$tmp/t7.csv"
# Issue 18: a horizon search with noise and the oracle, per trial and summed.
for eval in "path --eval-noise 2" "oracle --eval-noise 1"; do
    $S -N 5 -D 3 -C 3 --probs random --horizon 2 --eval $eval --trials 200 --threads 1 --per-trial >"$tmp/h1.csv"
    $S -N 5 -D 3 -C 3 --probs random --horizon 2 --eval $eval --trials 200 --threads 3 --per-trial >"$tmp/h3.csv"
    check "horizon (--eval $eval): 1 and 3 threads give identical per-trial CSV" cmp -s "$tmp/h1.csv" "$tmp/h3.csv"
    $S -N 5 -D 3 -C 3 --probs random --horizon 2 --eval $eval --trials 100 --threads 2 --per-trial >"$tmp/ha.csv"
    $S -N 5 -D 3 -C 3 --probs random --horizon 2 --eval $eval --trials 100 --first-trial 100 --threads 2 --per-trial | tail -n +2 >>"$tmp/ha.csv"
    check "horizon (--eval $eval): trials split by --first-trial give the same rows" cmp -s "$tmp/h1.csv" "$tmp/ha.csv"
done

$S -N 4,10,20 --trials 300 --threads 2 >"$tmp/again.csv"
check "the same arguments twice give identical CSV" cmp -s "$tmp/t2.csv" "$tmp/again.csv"

$S -N 4,10,20 --trials 300 --algo star2 >"$tmp/star2.csv"
grep ',star2,' "$tmp/t1.csv" >"$tmp/star2-from-all.csv"
tail -n +2 "$tmp/star2.csv" >"$tmp/star2-alone.csv"
check "star2's rows do not depend on which other algorithms run" cmp -s "$tmp/star2-alone.csv" "$tmp/star2-from-all.csv"

$S -N 6 --trials 500 --per-trial >"$tmp/whole.csv"
$S -N 6 --trials 200 --per-trial >"$tmp/part1.csv"
$S -N 6 --trials 300 --first-trial 200 --per-trial | tail -n +2 >>"$tmp/part1.csv"
check "per-trial rows split over two processes equal one run" cmp -s "$tmp/whole.csv" "$tmp/part1.csv"
check "seed changes the trees" sh -c "$S -N 6 --trials 50 --seed 1 | cmp -s - '$tmp/t1.csv' && exit 1 || exit 0"

$S -N 4 --trials 100 -o "$tmp/out.csv" >"$tmp/stdout.txt"
$S -N 4 --trials 100 >"$tmp/direct.csv"
check "-o writes the same CSV as stdout, and stdout stays empty" sh -c "cmp -s '$tmp/out.csv' '$tmp/direct.csv' && [ ! -s '$tmp/stdout.txt' ]"
check "-o leaves no temporary file behind" sh -c "[ \$(ls '$tmp' | grep -c 'out.csv.tmp') = 0 ]"
$S -N 4 --trials 5 -o /nonexistent-dir/out.csv 2>/dev/null
check "unwritable -o exits 1" [ $? = 1 ]
cp "$tmp/direct.csv" "$tmp/keep.csv"
$S -N 0 -o "$tmp/keep.csv" 2>/dev/null
check "a failed run leaves an existing -o file untouched" cmp -s "$tmp/keep.csv" "$tmp/direct.csv"

$S -N 2,4,6,8,10 --trials 2000 --verify >"$tmp/verify.csv"
check "--verify passes on 10,000 random trees" [ $? = 0 ]
check "--verify does not change the results" sh -c "$S -N 2,4,6,8,10 --trials 2000 | cmp -s - '$tmp/verify.csv'"

check "summary CSV: header plus one row per (N, algorithm)" [ "$(wc -l <"$tmp/t1.csv")" = 16 ]
$S --help >"$tmp/help.txt"
for opt in -N -D -C --probs --model --goal --trials --mode --algo --probes --star-first --seed --first-trial --per-trial --verify --threads --quiet --output --list --constants --help --version; do
    check "--help mentions $opt" grep -q -- "$opt" "$tmp/help.txt"
done
check "--help mentions --p" grep -q -- "--p P " "$tmp/help.txt"
check "--help goes to stdout only" sh -c "$S --help 2>&1 >/dev/null | cmp -s - /dev/null"
$S -N 4 -trials 20 >"$tmp/one-dash.csv"
$S -N 4 --trials=20 >"$tmp/equals.csv"
check "-trials T and --trials=T are the same option" cmp -s "$tmp/one-dash.csv" "$tmp/equals.csv"

# --best-first-prob Q: 1 is --star-first 1, 0 the usual order (the same
# rows); in between, each trial is one or the other on the same tree (its
# leaves equal that run's, trial by trial), drawn in about a share Q of the
# trials (3000 trials, Q = 1/3: the count within 4 sd, 4 * 25.8).
bf="-N 8 --trials 3000 --algo star1,star2"
check "--best-first-prob 1 gives --star-first 1's rows" sh -c "$S $bf --best-first-prob 1 >'$tmp/bf1'; $S $bf --star-first 1 | cmp -s - '$tmp/bf1'"
check "--best-first-prob 0 gives the usual order's rows" sh -c "$S $bf --best-first-prob 0 >'$tmp/bf0'; $S $bf | cmp -s - '$tmp/bf0'"
$S $bf --per-trial --best-first-prob 1/3 >"$tmp/bfq"
$S $bf --per-trial --star-first 1 >"$tmp/bfs"
$S $bf --per-trial >"$tmp/bfr"
check "--best-first-prob 1/3: each trial's leaves are --star-first 1's or the usual order's, as its star_first says" \
    awk -F, 'FNR == 1 { f++; next } f == 1 { s[FNR] = $14 } f == 2 { r[FNR] = $14 }
             f == 3 { n++; if ($20 != "1/3" || $14 != ($18 == 1 ? s[FNR] : r[FNR]) || ($18 == 1) != ($19 == "move")) bad = 1 }
             END { exit bad || n != 6000 }' "$tmp/bfs" "$tmp/bfr" "$tmp/bfq"
drawn=$(awk -F, 'NR > 1 && $9 == "star1" && $18 == 1 { n++ } END { print n + 0 }' "$tmp/bfq")
check "--best-first-prob 1/3 puts the best child first in about a third of 3000 trials ($drawn)" \
    [ "$drawn" -ge 897 -a "$drawn" -le 1103 ]
check "--best-first-prob: the same draws for star1 and star2 (one tree, one draw)" sh -c \
    "[ \"\$(awk -F, '\$9 == \"star1\" { print \$12, \$18 }' '$tmp/bfq' | md5sum)\" = \"\$(awk -F, '\$9 == \"star2\" { print \$12, \$18 }' '$tmp/bfq' | md5sum)\" ]"

finish "cli properties"
