#!/bin/sh
# Splitting a run: --shard I/K and --first-trial slices, their --stats
# merged by `starbench merge`, give the unsplit run's CSV byte for byte;
# the thread count changes nothing; mixed settings, a trial range in two
# files and a missing one are refused (one line, exit 2, nothing written).
# The 4 shards run through GNU parallel, as doc/reference.md shows.
# Usage: shards.sh STARBENCH
set -u
S=$1
here=$(dirname "$0")
. "$here/lib.sh"
run="-N 2,7,20 -D 2 --trials 1001 --algo minimax,star1,star2,cyclic --seed 77"

$S $run --threads 1 >"$tmp/whole.csv"
for t in 2 3; do
    $S $run --threads $t >"$tmp/threads$t.csv"
    check "--threads $t gives the --threads 1 CSV byte for byte" cmp -s "$tmp/whole.csv" "$tmp/threads$t.csv"
done

if command -v parallel >/dev/null 2>&1; then
    parallel --will-cite -j 4 "$S $run --threads 1 --stats --shard {}/4 -o $tmp/shard{}.csv" ::: 1 2 3 4
    check "GNU parallel ran 4 shards" [ -s "$tmp/shard4.csv" ]
else
    echo "FAIL: GNU parallel is not installed (make deps installs it)"
    failed=$((failed + 1))
fi
$S merge "$tmp/shard1.csv" "$tmp/shard2.csv" "$tmp/shard3.csv" "$tmp/shard4.csv" >"$tmp/merged.csv"
check "4 shards merged = the unsplit run, byte for byte" cmp -s "$tmp/whole.csv" "$tmp/merged.csv"
$S merge "$tmp/shard3.csv" "$tmp/shard1.csv" "$tmp/shard4.csv" "$tmp/shard2.csv" >"$tmp/any-order.csv"
check "... in any order of the files" cmp -s "$tmp/whole.csv" "$tmp/any-order.csv"
check "the shards cover 250, 250, 250, 251 trials" \
    [ "$(awk -F, 'FNR == 2 { printf "%s ", $18 }' "$tmp"/shard[1234].csv)" = "250 250 250 251 " ]

# Slices by hand (--first-trial, --trials), one of them with 3 threads.
# (The run's options less --trials: an option given twice is an error.)
slice="-N 2,7,20 -D 2 --algo minimax,star1,star2,cyclic --seed 77"
$S $slice --stats --first-trial 0 --trials 400 --threads 3 >"$tmp/a.csv"
$S $slice --stats --first-trial 400 --trials 601 --threads 1 >"$tmp/b.csv"
check "--first-trial slices merged = the unsplit run" sh -c "$S merge '$tmp/b.csv' '$tmp/a.csv' | cmp -s - '$tmp/whole.csv'"
$S $run --stats | $S merge - >"$tmp/one.csv"
check "one --stats file through merge (from stdin) = the run's summary" cmp -s "$tmp/whole.csv" "$tmp/one.csv"
$S --mode both -N 2,4 --trials 50 --stats | $S merge - >"$tmp/both.csv"
$S --mode both -N 2,4 --trials 50 | cmp -s - "$tmp/both.csv"
check "best and random rows merge too" [ $? = 0 ]
$S --mode exact -N 2 --stats --shard 2/3 >"$tmp/e2.csv"
$S --mode exact -N 2 --stats --shard 1/3 >"$tmp/e1.csv"
$S --mode exact -N 2 --stats --shard 3/3 >"$tmp/e3.csv"
$S merge "$tmp/e1.csv" "$tmp/e2.csv" "$tmp/e3.csv" >"$tmp/exact.csv"
$S --mode exact -N 2 | cmp -s - "$tmp/exact.csv"
check "an enumeration (--mode exact) split in 3 merges to the whole population's row" [ $? = 0 ]

# scripts/slurm-array.sh, with a stand-in sbatch that runs the array's
# tasks one by one and then the dependent merge.
mkdir "$tmp/bin"
cat >"$tmp/bin/sbatch" <<'FAKE'
#!/bin/sh
array="" wrap=""
for a in "$@"; do case $a in --array=*) array=${a#--array=} ;; esac; done
while [ $# -gt 0 ]; do if [ "$1" = --wrap ]; then wrap=$2; break; fi; shift; done
if [ -n "$array" ]; then
    i=1
    while [ "$i" -le "${array#1-}" ]; do SLURM_ARRAY_TASK_ID=$i sh -c "$wrap" || exit 1; i=$((i + 1)); done
    echo 101
else
    sh -c "$wrap" && echo 102
fi
FAKE
chmod +x "$tmp/bin/sbatch"
PATH="$tmp/bin:$PATH" STARBENCH=$S sh "$here/../scripts/slurm-array.sh" 4 "$tmp/slurm.csv" $run >/dev/null 2>"$tmp/slurm.err"
check "scripts/slurm-array.sh (4 tasks, then the merge) = the unsplit run" cmp -s "$tmp/whole.csv" "$tmp/slurm.csv"

refused() { # description, expected message part, merge arguments
    description=$1 expected=$2
    shift 2
    rm -f "$tmp/out.csv"
    $S merge -o "$tmp/out.csv" "$@" >"$tmp/stdout" 2>"$tmp/stderr"
    status=$?
    check "$description: exit 2 ($status)" [ "$status" = 2 ]
    check "$description: one line saying '$expected' ($(cat "$tmp/stderr"))" \
        sh -c "[ \$(wc -l <'$tmp/stderr') = 1 ] && grep -q -- '$expected' '$tmp/stderr'"
    check "$description: nothing written" [ ! -e "$tmp/out.csv" ] && [ ! -s "$tmp/stdout" ]
}
refused "a shard twice" "are in both" "$tmp/shard1.csv" "$tmp/shard2.csv" "$tmp/shard2.csv" "$tmp/shard3.csv" "$tmp/shard4.csv"
refused "a middle shard missing" "trials 500..749 of N=2 .* are in none of the files" \
    "$tmp/shard1.csv" "$tmp/shard2.csv" "$tmp/shard4.csv"
refused "the last shard missing" "trials 750..1000 .* are in none of the files" \
    "$tmp/shard1.csv" "$tmp/shard2.csv" "$tmp/shard3.csv"
$S -N 2,7,20 -D 2 --trials 1001 --algo minimax,star1,star2,cyclic --seed 78 --stats --shard 4/4 >"$tmp/seed78.csv"
refused "another seed" "different settings" "$tmp/shard1.csv" "$tmp/shard2.csv" "$tmp/shard3.csv" "$tmp/seed78.csv"
$S -N 2,7 -D 2 --trials 1001 --algo minimax,star1,star2,cyclic --seed 77 --stats --shard 4/4 >"$tmp/fewer-n.csv"
refused "another N list" "different settings" "$tmp/shard1.csv" "$tmp/fewer-n.csv"
$S -N 2,7,20 -D 2 --trials 1001 --algo star1,star2 --seed 77 --stats --shard 4/4 >"$tmp/fewer-algo.csv"
refused "another algorithm list" "different settings" "$tmp/shard1.csv" "$tmp/fewer-algo.csv"
$S -N 2,7,20 -D 3 --trials 1001 --algo minimax,star1,star2,cyclic --seed 77 --stats --shard 4/4 >"$tmp/d3.csv"
refused "another depth" "different settings" "$tmp/shard1.csv" "$tmp/d3.csv"
refused "a summary, not a --stats file" "not a starbench --stats file" "$tmp/whole.csv"
head -c 300 "$tmp/shard1.csv" >"$tmp/cut.csv"
refused "a file cut short" "cut short" "$tmp/cut.csv"
sed '2s/,250,250,/,250,25x,/' "$tmp/shard2.csv" >"$tmp/bad-number.csv"
refused "a malformed number" "expected a whole number" "$tmp/bad-number.csv"
refused "a missing file" "cannot open" "$tmp/no-such-file.csv"

# Issue 20, finding 2: rows that no run can produce are refused, with the
# file, line and reason, before anything is added up.  tamper FILE LINE
# COLUMN VALUE writes FILE with one field changed to a new file, $t.
tampered=0
tamper() {
    tampered=$((tampered + 1))
    t="$tmp/tampered-$tampered.csv"
    awk -F, -v OFS=, -v line="$2" -v col="$3" -v value="$4" 'NR == line { $col = value } { print }' "$1" >"$t"
}
# Line 3 of a shard: N=2, star1, 250 trials.
big=170141183460469231731687303715884105728 # 2^127: two of them wrapped to a mean of 0
tamper "$tmp/shard2.csv" 3 19 $big
big2=$t
tamper "$tmp/shard1.csv" 3 19 $big
refused "leaves_sum 2^127 in two shards" "tampered-2.csv:3: leaves: the sum lies outside" \
    "$t" "$big2" "$tmp/shard3.csv" "$tmp/shard4.csv"
tamper "$tmp/shard1.csv" 3 20 340282366920938463463374607431768211455 # 2^128 - 1: an sd of 1.9e18
refused "a sum of squares of 2^128 - 1" "leaves: the sum of squares lies outside" \
    "$t" "$tmp/shard2.csv" "$tmp/shard3.csv" "$tmp/shard4.csv"
# The rest change one complete --stats file (the whole run: before #20,
# merge accepted each of them and printed a summary with exit 0).
$S $run --stats >"$tmp/all.csv"
tamper "$tmp/all.csv" 3 13 4294967297 # came out as star_first 1
refused "star_first 2^32 + 1" "star_first: expected a whole number from 0 to 2" "$t"
awk -F, -v OFS=, 'NR == 3 { $16 = 0; $18 = 0; $19 = 0; $20 = 0; $21 = 0; $22 = 0; $23 = 0; $24 = 0 } { print }' \
    "$tmp/all.csv" >"$tmp/zero-trials.csv"
refused "a zero-trial row" "trials: 0" "$tmp/zero-trials.csv"
awk -F, -v OFS=, '{ if (NR > 1) $1 = 1000000; print }' "$tmp/all.csv" >"$tmp/n-million.csv"
refused "N = 1,000,000" "n: expected a whole number from 1 to 1000" "$tmp/n-million.csv"
sum=$(awk -F, 'NR == 3 { print $19 }' "$tmp/all.csv")
tamper "$tmp/all.csv" 3 19 $((sum + 1))
refused "a sum raised by 1" "leaves: the sum and the sum of squares differ by an odd number" "$t"
tamper "$tmp/all.csv" 2 19 $(( $(awk -F, 'NR == 2 { print $19 }' "$tmp/all.csv") - 4 ))
refused "minimax reading fewer leaves than the tree has" "leaves: the sum lies outside" "$t"
tamper "$tmp/all.csv" 3 21 2
refused "star1 with probe cutoffs" "probe_cutoffs: the sum lies outside" "$t"
tamper "$tmp/all.csv" 3 9 alphabeta
refused "an algorithm starbench does not have" "algorithm: .alphabeta. is not one" "$t"
awk -F, -v OFS=, '{ if (NR > 1) { $16 = 1000000001; $18 = 1000000001 } print }' "$tmp/all.csv" >"$tmp/many-trials.csv"
refused "run_trials past 10^9" "run_trials 1000000001" "$tmp/many-trials.csv"

# Finding 9: --mode both sliced by hand: both slices hold the one best
# row, which counts once; the random rows join up.
$S --mode both -N 4 --trials 400 --stats >"$tmp/both-a.csv"
$S --mode both -N 4 --first-trial 400 --trials 600 --stats >"$tmp/both-b.csv"
$S --mode both -N 4 --trials 1000 >"$tmp/both-whole.csv"
$S merge "$tmp/both-a.csv" "$tmp/both-b.csv" >"$tmp/both-merged.csv"
check "9: --mode both sliced by hand merges to the unsplit run" cmp -s "$tmp/both-merged.csv" "$tmp/both-whole.csv"
awk -F, -v OFS=, '$8 == "best" && $9 == "star1" { $19 = $19 + 2; $20 = $20 + 4 * $19 - 4 } { print }' \
    "$tmp/both-b.csv" >"$tmp/both-b-other.csv"
refused "9: the best row twice with other counts" "the same best trees as" "$tmp/both-a.csv" "$tmp/both-b-other.csv"

# Finding 10: out of memory is a runtime failure (exit 1), not bad usage.
if [ -z "${STARBENCH_SANITIZED:-}" ]; then
    head -c 60000000 /dev/zero | tr '\0' '1' >"$tmp/huge.csv"
    (ulimit -v 50000; $S merge "$tmp/huge.csv" >/dev/null 2>"$tmp/oom.err")
    check "10: merge out of memory exits 1 ($(cat "$tmp/oom.err"))" [ $? = 1 ]
    check "10: ... saying so" grep -q "out of memory" "$tmp/oom.err"
else
    echo "skipped: merge out of memory (sanitizers reserve terabytes of address space)"
fi
finish shards
