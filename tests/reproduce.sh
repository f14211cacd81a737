#!/bin/sh
# make reproduce, checked.  make test checks a sample in seconds: the cheap
# experiments (best case, enumeration, formula, constants) regenerated whole,
# the random trees of six N of the sweep regenerated as the committed rows
# of those N (each N's trees are its own), and every table, REPORT.md and
# every report make reproduce writes (scripts/make-reports.sh) rebuilt from
# the committed raw CSV and rows, byte for byte.
# make test-full runs all of it: a fresh regeneration through `make reproduce`,
# with gnuplot made unavailable and installing turned off, must
#  - say clearly that the plots were not drawn, give the one command that
#    installs gnuplot, exit non-zero, and still write every table and the
#    report;
#  - give CSV and REPORT.md byte-identical to the committed results/;
#  - keep the scripts' output format: the comparison tables' header and
#    nine fields a row, and a REPORT.md section per paper table.
set -u
S=$1
here=$(dirname "$0")
top="$here/.."
. "$here/lib.sh"

if ! full; then
    raw=$top/results/raw
    sweep_n=2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40
    "$S" --mode best -N $sweep_n >"$tmp/best.csv"
    "$S" --mode exact -N 2 >"$tmp/exact.csv"
    "$S" --mode formula -N $sweep_n --algo star1 >"$tmp/formula.csv"
    "$S" --constants >"$tmp/constants.csv"
    for f in best exact formula constants; do
        check "raw/$f.csv regenerates byte-identical (scripts/run-experiments.sh's command)" cmp -s "$tmp/$f.csv" "$raw/$f.csv"
    done
    "$S" --mode random -N 2,6,10,20,30,40 --trials 1000 >"$tmp/random.csv"
    awk -F, 'NR == 1 || $1 == 2 || $1 == 6 || $1 == 10 || $1 == 20 || $1 == 30 || $1 == 40' "$raw/random.csv" \
        >"$tmp/random-committed.csv"
    check "raw/random.csv's rows of N = 2, 6, 10, 20, 30, 40 regenerate byte-identical ($(wc -l <"$tmp/random.csv") lines)" \
        cmp -s "$tmp/random.csv" "$tmp/random-committed.csv"
    built="table1.csv table2.csv table3.csv table4.csv table5.csv text.csv oracle.csv bounds.csv beyond/beyond.csv
           readings.csv readings-cutoff.csv horizon/horizon.csv ordering/ordering.csv horizon/horizon-backgammon.csv
           REPORT.md beyond/beyond.md horizon/horizon.md ordering/ordering.md networks/networks.md backgammon/backgammon.md
           tournament/findings.md gnubg/findings.md"
    cp -r "$top/results" "$tmp/results"
    (cd "$tmp/results" && rm -f $built)
    sh "$top/scripts/make-tables.sh" "$top/data/paper_numbers.csv" "$tmp/results"
    BACKGAMMON_RESULTS=$top/results sh "$top/scripts/make-reports.sh" "$S" "$tmp/results"
    for f in $built; do
        check "$f is rebuilt byte-identical from the committed raw CSV" cmp -s "$tmp/results/$f" "$top/results/$f"
    done
    echo "reproduce: a sample; make test-full runs make reproduce whole"
    finish "reproduce"
    exit
fi

GNUPLOT=starbench-test-no-such-gnuplot STARBENCH_NO_INSTALL=1 \
    make -s -C "$top" reproduce BUILD="$(dirname "$S")" RESULTS="$tmp/results" PLOTS="$tmp/plots" >/dev/null 2>"$tmp/err"
status=$?
check "reproduce without gnuplot exits non-zero" [ "$status" != 0 ]
check "reproduce without gnuplot says so" grep -q "gnuplot not found" "$tmp/err"
check "reproduce without gnuplot gives the one command that installs it" \
    grep -q "run as root: apt-get update && apt-get install -y gnuplot-nox" "$tmp/err"
check "reproduce without gnuplot draws nothing" [ ! -e "$tmp/plots" ]
for f in table1.csv table2.csv table3.csv table4.csv table5.csv text.csv oracle.csv bounds.csv beyond/beyond.csv \
         REPORT.md beyond/beyond.md horizon/horizon.md ordering/ordering.md networks/networks.md backgammon/backgammon.md \
         tournament/findings.md gnubg/findings.md raw/best.csv raw/random.csv raw/exact.csv raw/formula.csv raw/constants.csv \
         raw/first1.csv raw/first3.csv raw/n20-per-trial.csv raw/beyond-depth3.csv raw/beyond-depth4.csv raw/beyond-dice.csv \
         raw/beyond-dice-sweep.csv raw/beyond-dice-depth3.csv \
         raw/beyond-dice-shape-equal.csv raw/beyond-model-fuller.csv raw/beyond-model-uniform.csv \
         raw/beyond-model-nau.csv raw/beyond-model-pearl.csv raw/beyond-goal-value.csv \
         raw/beyond-goal-move.csv readings.csv readings-cutoff.csv raw/readings-best-strict.csv \
         raw/readings-exact-strict.csv raw/readings-20000-inclusive.csv raw/readings-20000-strict.csv \
         raw/readings-first1-move.csv raw/readings-first1-again.csv raw/readings-first3-move.csv \
         raw/readings-first3-again.csv horizon/horizon.csv raw/horizon-fuller-noise0.csv raw/horizon-fuller-noise1.csv \
         raw/horizon-fuller-noise2.csv raw/horizon-fuller-noise4.csv raw/horizon-nau.csv raw/horizon-pearl.csv \
         raw/horizon-pearl-cond.csv \
         ordering/ordering.csv raw/ordering-n40-none.csv raw/ordering-n40-oracle1.csv raw/ordering-n40-oracle3.csv \
         raw/ordering-n40-rank1.csv raw/ordering-n40-rank2.csv raw/ordering-n40-eval.csv \
         raw/ordering-n40-eval-noise8.csv raw/ordering-dice-d2-tree.csv raw/ordering-dice-d2-likely.csv \
         raw/ordering-dice-d3-tree.csv raw/ordering-dice-d3-likely.csv raw/ordering-random-d2-tree.csv \
         raw/ordering-random-d2-likely.csv horizon/horizon-backgammon.csv raw/horizon-backgammon.csv; do
    check "$f is written without gnuplot" [ -s "$tmp/results/$f" ]
    check "$f regenerates byte-identical to the committed one" cmp -s "$tmp/results/$f" "$top/results/$f"
done
for f in table1.csv table2.csv table3.csv table4.csv table5.csv text.csv; do
    check "$f has the comparison header" [ "$(head -n 1 "$tmp/results/$f")" = "table,n,algorithm,quantity,paper,ours,difference,se,z" ]
    check "$f has nine fields in every row" awk -F, 'NF != 9 { bad = 1 } END { exit bad }' "$tmp/results/$f"
done
for t in "Table I " "Table II " "Table III " "Table IV " "Table V " "Figures from the text" "Readings" "Studies"; do
    check "REPORT.md has a section '$t'" grep -q "^## $t" "$tmp/results/REPORT.md"
done
check "beyond/beyond.md is the report of the runs beyond the paper" grep -q "^# Beyond the paper" "$tmp/results/beyond/beyond.md"
check "horizon/horizon.md is decision quality's report" grep -q "^# Decision quality" "$tmp/results/horizon/horizon.md"
finish "reproduce"
