#!/bin/sh
# Puts the paper's figures beside ours: DIR/table1.csv .. table5.csv,
# DIR/text.csv (figures from the text), DIR/bounds.csv and DIR/beyond.csv
# (experiments the paper did not run), from DIR/raw and
# the transcribed paper figures.  Usage: make-tables.sh PAPER_CSV DIR
# Every comparison row has the columns
#   table,n,algorithm,quantity,paper,ours,difference,se,z
# difference = ours - paper; se is our standard error (empty where ours is
# exact: best case, enumeration, formula, constants); z = difference / se.
set -eu
paper=$1
dir=$2
raw=$dir/raw
awk -F, -v dir="$dir" '
function key(alg, mode, n) { return alg "," mode "," n }
function row(file, table, n, alg, q, p, o, se,   d, z) {
    if (p == "" || o == "") return
    d = o - p
    z = se > 0 ? sprintf("%.2f", d / se) : ""
    printf "%s,%s,%s,%s,%s,%s,%s,%s,%s\n", table, n, alg, q, p, fmt(o), fmt(d), (se > 0 ? fmt(se) : ""), z > file
}
function fmt(x) { return (x == int(x)) ? sprintf("%d", x) : sprintf("%.4f", x) }
FNR == 1 { delete col; for (i = 1; i <= NF; i++) col[$i] = i; src = FILENAME; sub(/.*\//, "", src); next }
src == "paper_numbers.csv" { P[$1 "," $2 "," $3 "," $4 "," $5] = $6; next }
src == "constants.csv" { C[$1] = $2; next }
{
    k = key($col["algorithm"], $col["mode"], $col["n"]) (src ~ /^first/ ? "," src : "")
    L[k] = $col["leaves_mean"]; SE[k] = $col["leaves_se"]; PCT[k] = $col["leaves_pct"]
    PC[k] = $col["probe_cutoffs_mean"]; PCSE[k] = $col["probe_cutoffs_se"]
    RC[k] = $col["regular_cutoffs_mean"]; RCSE[k] = $col["regular_cutoffs_se"]
    if ($col["mode"] != "formula") N3[$col["n"]] = $col["n"] ^ 3
}
END {
    header = "table,n,algorithm,quantity,paper,ours,difference,se,z"
    split("2 4 6 8 10 20 30 40", ns, " ")
    for (t = 1; t <= 5; t++) print header > (dir "/table" t ".csv")
    for (i = 1; i <= 8; i++) {
        n = ns[i]
        # Tables I and II: best case, exact.
        f = dir "/table1.csv"; k = key("star1", "best", n)
        row(f, "I", n, "star1", "leaves", P["I,star1,best," n ",leaves"], L[k], 0)
        row(f, "I", n, "star1", "percent", P["I,star1,best," n ",percent"], PCT[k], 0)
        f = dir "/table2.csv"; k = key("star2", "best", n)
        row(f, "II", n, "star2", "leaves", P["II,star2,best," n ",leaves"], L[k], 0)
        row(f, "II", n, "star2", "percent", P["II,star2,best," n ",percent"], PCT[k], 0)
        # Tables III and IV: 1000 random trees.
        f = dir "/table3.csv"; k = key("star1", "random", n)
        row(f, "III", n, "star1", "leaves", P["III,star1,random," n ",leaves"], L[k], SE[k])
        row(f, "III", n, "star1", "percent", P["III,star1,random," n ",percent"], PCT[k], 100 * SE[k] / N3[n])
        if (n == 2) row(f, "III", n, "star1", "leaves_exact_average", P["III,star1,random,2,leaves"], L[key("star1", "exact", 2)], 0)
        f = dir "/table4.csv"; k = key("star2", "random", n)
        row(f, "IV", n, "star2", "probe_cutoffs", P["IV,star2,random," n ",probe_cutoffs"], PC[k], PCSE[k])
        row(f, "IV", n, "star2", "regular_cutoffs", P["IV,star2,random," n ",regular_cutoffs"], RC[k], RCSE[k])
        row(f, "IV", n, "star2", "leaves", P["IV,star2,random," n ",leaves"], L[k], SE[k])
        row(f, "IV", n, "star2", "percent", P["IV,star2,random," n ",percent"], PCT[k], 100 * SE[k] / N3[n])
        # Table V: the formula as derived, and the empirical Star1 mean.
        f = dir "/table5.csv"; kf = key("star1", "formula", n); k = key("star1", "random", n)
        printf "V,%s,star1,formula_leaves,%s,%s,%s,,\n", n, P["V,star1,formula," n ",leaves"], fmt(L[kf]), \
               P["V,star1,formula," n ",leaves"] == "" ? "" : fmt(L[kf] - P["V,star1,formula," n ",leaves"]) > f
        row(f, "V", n, "star1", "empirical_leaves", P["V,star1,random," n ",leaves"], L[k], SE[k])
        pd = P["V,star1,formula," n ",percent_difference"]
        printf "V,%s,star1,percent_difference,%s,%s,%s,,\n", n, pd, fmt(100 * (L[kf] - L[k]) / L[k]), \
               pd == "" ? "" : fmt(100 * (L[kf] - L[k]) / L[k] - pd) > f
    }
    # The text: 2 probing rounds (6.2.1.3), oracle orderings (7.4), Results 1 and 2.
    f = dir "/text.csv"; print header > f
    k = key("cyclic", "random", 40)
    row(f, "text-6.2.1.3", 40, "cyclic2", "leaves", P["text-6.2.1.3,cyclic2,random,40,leaves"], L[k], SE[k])
    k = key("star2", "random", 40) ",first1.csv"
    row(f, "text-7.4", 40, "star2-best-first", "percent", P["text-7.4,star2-best-first,random,40,percent"], PCT[k], 100 * SE[k] / N3[40])
    k = key("star2", "random", 40) ",first3.csv"
    row(f, "text-7.4", 40, "star2-third-best-first", "percent", P["text-7.4,star2-third-best-first,random,40,percent"], PCT[k], 100 * SE[k] / N3[40])
    k = key("cyclic", "random", 40) ",first1.csv"
    row(f, "text-7.4", 40, "cyclic2-best-first", "percent", P["text-7.4,cyclic2-best-first,random,40,percent"], PCT[k], 100 * SE[k] / N3[40])
    p = P["result-1,star1,best,inf,fraction_of_n3"]; o = C["star1_best_fraction_of_n3"]
    printf "result-1,inf,star1,fraction_of_n3,%s,%s,%.6f,,\n", p, o, o - p > f
    p = P["result-2,star2,best,inf,multiple_of_n2"]; o = C["star2_best_multiple_of_n2"]
    printf "result-2,inf,star2,multiple_of_n2,%s,%s,%.6f,,\n", p, o, o - p > f
    # Section 7.4 across N (no paper figures): percent of N**3.
    f = dir "/oracle.csv"; print "n,star2_pct,star2_best_first_pct,star2_third_best_first_pct,cyclic2_pct,cyclic2_best_first_pct" > f
    for (i = 1; i <= 8; i++) {
        n = ns[i]
        printf "%s,%.2f,%.2f,%s,%.2f,%.2f\n", n, PCT[key("star2", "random", n)], PCT[key("star2", "random", n) ",first1.csv"], \
               (n >= 4 ? sprintf("%.2f", PCT[key("star2", "random", n) ",first3.csv"]) : ""), \
               PCT[key("cyclic", "random", n)], PCT[key("cyclic", "random", n) ",first1.csv"] > f
    }
    # Leaves as a multiple of the lower bound (random trees; the bound is the same for every tree of a given N here).
    f = dir "/bounds.csv"; print "n,bound_leaves,minimax,star1,star2,cyclic2" > f
    for (i = 1; i <= 8; i++) {
        n = ns[i]; b = L[key("bound", "random", n)]
        printf "%s,%s,%.3f,%.3f,%.3f,%.3f\n", n, fmt(b), L[key("minimax", "random", n)] / b, L[key("star1", "random", n)] / b, \
               L[key("star2", "random", n)] / b, L[key("cyclic", "random", n)] / b > f
    }
}' "$paper" "$raw/constants.csv" "$raw/best.csv" "$raw/random.csv" "$raw/exact.csv" "$raw/formula.csv" \
   "$raw/first1.csv" "$raw/first3.csv"
# Beyond the paper: every row of the raw beyond-*.csv runs, tagged with the run.
awk -F, 'FNR == 1 { delete col; for (i = 1; i <= NF; i++) col[$i] = i
                    run = FILENAME; sub(/.*beyond-/, "", run); sub(/\.csv$/, "", run); next }
         { printf "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", run, $col["n"], $col["d"], $col["c"], $col["probs"],
                  $col["model"], $col["p"], $col["goal"], $col["algorithm"], $col["leaves_mean"], $col["leaves_se"],
                  $col["leaves_pct"], $col["probe_cutoffs_mean"], $col["regular_cutoffs_mean"] }
         BEGIN { print "run,n,d,c,probs,model,p,goal,algorithm,leaves_mean,leaves_se,leaves_pct,probe_cutoffs_mean,regular_cutoffs_mean" }' \
    "$raw/beyond-depth3.csv" "$raw/beyond-dice.csv" "$raw/beyond-dice-shape-equal.csv" \
    "$raw/beyond-model-fuller.csv" "$raw/beyond-model-uniform.csv" "$raw/beyond-model-nau.csv" \
    "$raw/beyond-model-pearl.csv" "$raw/beyond-goal-value.csv" "$raw/beyond-goal-move.csv" >"$dir/beyond.csv"
