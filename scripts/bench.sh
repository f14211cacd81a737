#!/bin/sh
# make bench: a fixed workload, timed, with a signature (the total number of
# leaves every algorithm examined) that changes whenever search behaviour
# changes, however slightly (after Ethereal's `bench`).  Times are wall-clock
# seconds on this machine; the signature must be identical everywhere.
set -eu
S=${1:-./starbench}
run() { # label, then starbench arguments
    label=$1; shift
    start=$(date +%s.%N)
    "$S" "$@" >/tmp/starbench-bench.$$
    end=$(date +%s.%N)
    sig=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
                   { s += $col["leaves_mean"] * $col["trials"] } END { printf "%.0f", s }' /tmp/starbench-bench.$$)
    printf '%-44s %7.2f s   leaves %s\n' "$label" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" "$sig"
}
trap 'rm -f /tmp/starbench-bench.$$' EXIT
run "paper sweep (8 N x 1000 trees), 1 thread" -N 2,4,6,8,10,20,30,40 --trials 1000 --threads 1
run "paper sweep (8 N x 1000 trees), 2 threads" -N 2,4,6,8,10,20,30,40 --trials 1000 --threads 2
run "N=100, 100 trees, 2 threads" -N 100 --trials 100 --threads 2
run "N=40, 10000 trees, star2 only, 2 threads" -N 40 --trials 10000 --algo star2 --threads 2
