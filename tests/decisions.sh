#!/bin/sh
# Decision quality on win/loss models (issue #35): Pearl's game at its
# balanced probability (--p balanced) has a root that wins with the fixed
# point r = 1 - (1 - r^N)^N of two levels of back-up (MAX over MIN): p
# itself when MIN moves above the leaves (D even), 1 - (1 - p)^N when MAX
# does (D odd), within 3 standard errors over 4000 trees, for both
# parities and N = 3; the unbalanced p that the committed series once used (0.382 at 8
# move levels, where MIN moves above the leaves) makes the root a forced
# loss in nearly every tree.  Usage: decisions.sh STARBENCH
set -u
S=$1
. "$(dirname "$0")/lib.sh"

# The one row's root_win_rate against the root's fixed point, in standard errors; exit 0 within 3.
within_3se() { # CSV
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { split($c["p"], f, "/"); p = f[1] / f[2]; n = $c["n"]; r = $c["root_win_rate"]; t = $c["trials"]
          fixed = $c["d"] % 2 == 0 ? p : 1 - (1 - p) ^ n
          se = sqrt(fixed * (1 - fixed) / t); d = r - fixed; if (d < 0) d = -d
          printf "root %s, p %.6f, fixed point %.6f, %.1f se\n", r, p, fixed, d / se; exit (d <= 3 * se ? 0 : 1) }' "$1"
}
for shape in "2 8" "2 7" "3 6"; do
    set -- $shape
    "$S" --model pearl -C 1 -N "$1" -D "$2" --p balanced --horizon 1 --eval wins --trials 4000 --algo minimax \
        >"$tmp/balanced.csv"
    check "Pearl's game at balance, N=$1 D=$2: the root wins at its fixed point ($(within_3se "$tmp/balanced.csv"))" \
        within_3se "$tmp/balanced.csv"
done
"$S" --model pearl -C 1 -N 2 -D 8 --p 0.382 --horizon 1 --eval wins --trials 4000 --algo minimax >"$tmp/off.csv"
rate=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["root_win_rate"] }' "$tmp/off.csv")
check "p = 0.382 at 8 move levels: the root is a forced loss in nearly every tree (win rate $rate < 0.01)" \
    awk -v r="$rate" 'BEGIN { exit !(r < 0.01) }'
# Only decisive trees can be got wrong: the wrong moves over all trees are the wrong moves over the decisive ones.
"$S" --model pearl -C 1 -N 2 -D 8 --p balanced --horizon 3 --eval wins --trials 2000 --algo minimax,product \
    --per-trial >"$tmp/trials.csv"
"$S" --model pearl -C 1 -N 2 -D 8 --p balanced --horizon 3 --eval wins --trials 2000 --algo minimax,product \
    >"$tmp/summary.csv"
for algo in minimax product; do
    wrong=$(awk -F, -v a=$algo 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["algorithm"] == a && $c["correct"] == 0 { n++ } END { print n + 0 }' "$tmp/trials.csv")
    from_summary=$(awk -F, -v a=$algo 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["algorithm"] == a { printf "%.0f", $c["decisive_trials"] * (1 - $c["decisive_correct_rate"]) }' \
        "$tmp/summary.csv")
    check "$algo: the wrong moves ($wrong) are the decisive trees' wrong moves ($from_summary)" [ "$wrong" = "$from_summary" ]
done
# Paired horizons (--horizon 1,3,6): the same trees at each (every row equals the one-horizon run's),
# and the paired counts equal those joined by hand from two per-trial runs.
run() { "$S" --model pearl -C 1 -N 2 -D 6 --p balanced --eval cond --trials 1500 --algo minimax,product "$@"; }
run --horizon 1,3,6 >"$tmp/paired.csv"
run --horizon 1,3,6 --threads 1 >"$tmp/paired-1.csv"
check "paired horizons: the same bytes at 1 thread and at the default" cmp -s "$tmp/paired.csv" "$tmp/paired-1.csv"
for h in 1 3 6; do
    run --horizon $h >"$tmp/h$h.csv"
    run --horizon $h --per-trial >"$tmp/t$h.csv"
    ncol=$(head -1 "$tmp/h$h.csv" | tr , '\n' | wc -l)
    check "horizon $h in the list: its rows are the one-horizon run's" \
        [ "$(grep ",$h,cond," "$tmp/paired.csv" | cut -d, -f1-"$ncol")" = "$(tail -n +2 "$tmp/h$h.csv")" ]
done
for h in 3 6; do
    for algo in minimax product; do
        expected=$(awk -F, -v a=$algo 'FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $c["algorithm"] != a { next }
            FILENAME == ARGV[1] { first[$c["trial"]] = $c["correct"]; next }
            { if ($c["correct"] && !first[$c["trial"]]) g++; if (!$c["correct"] && first[$c["trial"]]) l++ }
            END { print g + 0, l + 0 }' "$tmp/t1.csv" "$tmp/t$h.csv")
        got=$(awk -F, -v a=$algo -v h=$h 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $c["algorithm"] == a && $c["horizon"] == h { print $c["correct_gained"], $c["correct_lost"] }' \
            "$tmp/paired.csv")
        check "$algo, horizon $h against 1: gained and lost as joined from per-trial rows ($got; $expected)" \
            [ "$got" = "$expected" ]
    done
done
finish decisions
