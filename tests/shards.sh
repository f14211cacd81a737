#!/bin/sh
# Splitting a run: --shard I/K and --first-trial slices, their --stats
# merged by `starbench merge`, give the unsplit run's CSV byte for byte;
# the thread count changes nothing; mixed settings, a trial range in two
# files and a missing one are refused (one line, exit 2, nothing written).
# The 4 shards run through GNU parallel, as the README shows.
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
$S $run --stats --first-trial 0 --trials 400 --threads 3 >"$tmp/a.csv"
$S $run --stats --first-trial 400 --trials 601 --threads 1 >"$tmp/b.csv"
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
finish shards
