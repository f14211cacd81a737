#!/bin/sh
# The paper's tables against starbench (data/paper_numbers.csv holds the
# paper's figures, transcribed).
#  - Tables I and II (best case) exactly: leaves equal, percent equal at the
#    paper's one-decimal rounding.
#  - Tables III and IV (1000 random trees each, fixed seed): the paper's
#    figure is itself the mean of 1000 random trees, so ours minus the paper's
#    has standard error sqrt(2)*se (se: ours).  Each must lie within
#    3*sqrt(2)*se plus half a unit of the paper's last printed digit.
#    Exception: Table III at N=2, where the exact average over all 128
#    orderings is computable; there the sample is checked against the exact
#    value (within 3 se) and the paper's 7.1 is reported, not asserted (see
#    README "Results against the paper").
set -u
S=$1
here=$(dirname "$0")
paper="$here/../data/paper_numbers.csv"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
Ns=2,4,6,8,10,20,30,40
$S --mode best -N $Ns --algo star1,star2 >"$tmp/best.csv" || exit 1
$S --mode random -N $Ns --trials 1000 --algo star1,star2 >"$tmp/random.csv" || exit 1
$S --mode exact -N 2 --algo star1 >"$tmp/exact.csv" || exit 1

awk -F, -v paper="$paper" '
function decimals(s) { return index(s, ".") ? length(s) - index(s, ".") : 0 }
function check(ok, what) {
    if (ok) passed++; else { failed++; print "FAIL: " what }
}
BEGIN {
    while ((getline line < paper) > 0) {
        split(line, f, ",")
        if (f[1] == "source") continue
        value[f[1] "," f[2] "," f[3] "," f[4] "," f[5]] = f[6]
    }
}
FNR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; file++; next }
{
    n = $col["n"]; alg = $col["algorithm"]; mode = $col["mode"]
    if (mode == "exact") { exact_mean = $col["leaves_mean"]; next }
    if (mode == "best") {
        t = alg == "star1" ? "I" : "II"
        k = t "," alg ",best," n
        check($col["leaves_mean"] == value[k ",leaves"], \
              sprintf("Table %s N=%s leaves: got %s, expected %s", t, n, $col["leaves_mean"], value[k ",leaves"]))
        got = sprintf("%.1f", $col["examined_pct"])
        check(got == value[k ",percent"], \
              sprintf("Table %s N=%s percent: got %s, expected %s", t, n, got, value[k ",percent"]))
        next
    }
    t = alg == "star1" ? "III" : "IV"
    split("leaves probe_cutoffs regular_cutoffs", qs, " ")
    for (i = 1; i <= 3; i++) {
        q = qs[i]; k = t "," alg ",random," n "," q
        if (!(k in value)) continue
        ours = $col[q "_mean"]; se = $col[q "_se"]
        if (t == "III" && n == 2) { sample_n2 = ours; se_n2 = se; paper_n2 = value[k]; continue }
        diff = ours - value[k]; if (diff < 0) diff = -diff
        tol = 3 * sqrt(2) * se + 0.5 / 10 ^ decimals(value[k])
        check(diff <= tol, sprintf("Table %s N=%s %s: got %.3f, paper %s, |diff| %.3f > tolerance %.3f", \
                                   t, n, q, ours, value[k], diff, tol))
    }
}
END {
    d = sample_n2 - exact_mean; if (d < 0) d = -d
    check(d <= 3 * se_n2, sprintf("N=2 star1: sample mean %.4f is %.1f se from the exact mean %.4f", \
                                  sample_n2, d / se_n2, exact_mean))
    printf "note: Table III N=2: paper %s, exact average over all 128 orderings %s (%.1f of our se)\n", \
           paper_n2, exact_mean, (paper_n2 - exact_mean) / se_n2
    printf "paper tables: %d passed, %d failed\n", passed, failed
    exit failed != 0
}' "$tmp/best.csv" "$tmp/random.csv" "$tmp/exact.csv"
