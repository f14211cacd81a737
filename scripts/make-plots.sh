#!/bin/sh
# Draws plots/*.png (pngcairo) and plots/*.svg from RESULTS/raw with the
# gnuplot scripts in scripts/plots/, and with STARBENCH the plots that
# `starbench plot` draws from RESULTS' CSV as a user would.
# Usage: make-plots.sh RESULTS PLOTS [STARBENCH]
# GNUPLOT names the gnuplot to use (default: gnuplot on PATH).
set -eu
results=$1
plots=$2
here=$(dirname "$0")
gnuplot=${GNUPLOT:-gnuplot}
if ! command -v "$gnuplot" >/dev/null 2>&1; then
    echo "make-plots: gnuplot not found ('$gnuplot'): plots not drawn; the tables in $results are written." >&2
    echo "make-plots: install it (Debian: apt-get install gnuplot-nox) and run 'make reproduce' again." >&2
    exit 1
fi
mkdir -p "$plots"
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
# One whitespace-separated series per file: DATA/MODE-ALGORITHM.dat with
# n, leaves_mean, 1.96*se, percent, 1.96*se in percent, probe and regular
# cutoffs, their se, and N - H(N).
awk -F, -v out="$data" '
FNR == 1 { delete col; for (i = 1; i <= NF; i++) col[$i] = i; next }
FILENAME ~ /per-trial/ { print $col["leaves"] > (out "/n20-" $col["algorithm"] ".dat"); next }
{
    n = $col["n"]; h = 0; for (k = 1; k <= n; k++) h += 1 / k
    se = $col["leaves_se"] == "" ? 0 : $col["leaves_se"]
    printf "%s %s %s %s %s %s %s %s %s %s\n", n, $col["leaves_mean"], 1.96 * se, $col["examined_pct"],
           196 * se / n ^ 3, ($col["probe_cutoffs_mean"] == "" ? 0 : $col["probe_cutoffs_mean"]),
           ($col["regular_cutoffs_mean"] == "" ? 0 : $col["regular_cutoffs_mean"]),
           ($col["probe_cutoffs_se"] == "" ? 0 : $col["probe_cutoffs_se"]),
           ($col["regular_cutoffs_se"] == "" ? 0 : $col["regular_cutoffs_se"]), n - h > (out "/" $col["mode"] "-" $col["algorithm"] ".dat")
}' "$results/raw/best.csv" "$results/raw/random.csv" "$results/raw/formula.csv" "$results/raw/n20-per-trial.csv"
# Leaves against N beyond the paper: DATA/deeper-RUN-ALGORITHM.dat with n,
# leaves_mean and 1.96 se, from the raw beyond-RUN.csv sweeps.
for run in depth3 depth4 dice-sweep dice-depth3; do
    awk -F, -v out="$data/deeper-$run" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        { print $col["n"], $col["leaves_mean"], 1.96 * $col["leaves_se"] > (out "-" $col["algorithm"] ".dat") }' \
        "$results/raw/beyond-$run.csv"
done
# Issues 18 and 35: DATA/horizon-SERIES.dat with the horizon, the correct-
# move rate and 1.96 se, then over the decisive trees minimax's rate and
# 1.96 se and product propagation's (0 where a series has none), from
# RESULTS/horizon/horizon.csv.
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    function z(x) { return x == "" ? 0 : x }
    { print $col["horizon"], $col["correct_rate"], 1.96 * $col["correct_se"], z($col["decisive_correct_rate"]),
            1.96 * z($col["decisive_correct_se"]), z($col["product_decisive_correct_rate"]),
            1.96 * z($col["product_decisive_correct_se"]) > (out "/horizon-" $col["series"] ".dat") }' out="$data" \
    "$results/horizon/horizon.csv"
# The backgammon medians from BACKGAMMON_RESULTS (see reproduce.sh):
# DATA/backgammon-ORDER-BOUNDS.dat with class, star1, star2 and cyclic,
# classes in a fixed order.
summary=${BACKGAMMON_RESULTS:-}/backgammon/backgammon-summary.csv
if [ -n "${BACKGAMMON_RESULTS:-}" ] && [ -f "$summary" ]; then
    for class in opening contact race bearoff all; do
        awk -F, -v c="$class" -v out="$data" 'NR > 1 && $3 == c {
            print c, $5, $6, $7 >> (out "/backgammon-" $1 "-" $2 ".dat") }' "$summary"
    done
fi
# make games' sums over the positions (BACKGAMMON_RESULTS/backgammon/games-summary.csv):
# DATA/games-ORDER-TABLE-ALGORITHM.dat with horizon and nodes; and
# ChanceProbCut's with bands of 1 sigma (games-cpc-summary.csv) as
# DATA/games-ORDER-cpc.dat.
games=${BACKGAMMON_RESULTS:-}/backgammon/games-summary.csv
if [ -n "${BACKGAMMON_RESULTS:-}" ] && [ -f "$games" ]; then
    awk -F, -v out="$data" 'NR > 1 { print $1, $6 >> (out "/games-" $2 "-" $3 "-" $4 ".dat") }' "$games"
    awk -F, -v out="$data" 'NR > 1 && $3 == 1 { print $1, $6 >> (out "/games-" $2 "-cpc.dat") }' \
        "${BACKGAMMON_RESULTS}/backgammon/games-cpc-summary.csv"
fi
for script in "$here"/plots/*.gp; do
    case $script in */6-backgammon-savings.gp) [ -f "$data/backgammon-gnubg-file.dat" ] || continue ;; esac
    case $script in */10-games-nodes.gp) [ -f "$data/games-eval-none-star2.dat" ] || continue ;; esac
    name=$(basename "$script" .gp)
    "$gnuplot" -e "data='$data'; set terminal pngcairo size 1000,680 font 'Sans,11'; set output '$plots/$name.png'" "$script"
    "$gnuplot" -e "data='$data'; set terminal svg size 1000,680 font 'Sans,11'; set output '$plots/$name.svg'" "$script"
done
# Drawn as any user's CSV is (starbench plot, doc/reference.md "Plotting
# your own runs"): Star1, Star2 and cyclic probing on dice trees.
if [ -n "${3:-}" ]; then
    for format in png svg; do
        GNUPLOT=$gnuplot "$3" plot --where run=dice-sweep --x n --y examined_pct \
            --title "Leaves examined on dice trees (21 rolls, 2 plies), % of minimax's" \
            --xlabel "branching factor N" --ylabel "leaves examined (% of minimax's, mean of 1000 trees)" \
            -o "$plots/11-dice-examined.$format" "$results/beyond/beyond.csv"
    done
fi
