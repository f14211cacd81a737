#!/usr/bin/env python3
"""pig_report.py PIG_SUMMARY_CSV: results/pig.md, the Pig study's section
(make games), every figure read from results/pig-summary.csv."""
import csv
import sys


def main():
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    race = [r for r in rows if r["eval"] == "race"]
    exact = [r for r in rows if r["eval"] == "exact"]
    horizons = sorted({int(r["horizon"]) for r in race})
    algorithms = [r["algorithm"] for r in race if r["horizon"] == str(horizons[0])]
    positions = race[0]["positions"]
    cell = {(int(r["horizon"]), r["algorithm"]): r for r in race}
    print("# Pig: Ballard's procedures on a second game\n")
    print("Made by `make games` (scripts/pig_study.sh); the rows are results/pig.csv, the figures")
    print("results/pig-summary.csv. %s positions sampled from hold-at-20 play to 100" % positions)
    print("(data/pig-positions.txt), each searched to each horizon (move levels) with the race")
    print("evaluation; every algorithm returns minimax's value and move on every position (the")
    print("summary checks it). Static evaluations as a percentage of minimax's, pooled over the")
    print("positions, with the 95% bootstrap interval over positions, then the median position:\n")
    print("| horizon | minimax evaluations | " + " | ".join(a for a in algorithms if a != "minimax") + " |")
    print("|---|---|" + "---|" * (len(algorithms) - 1))
    for h in horizons:
        cols = ["%s (%s .. %s; median %s)" % (cell[h, a]["evals_pct"], cell[h, a]["evals_pct_lo"],
                                             cell[h, a]["evals_pct_hi"], cell[h, a]["evals_pct_median"])
                for a in algorithms if a != "minimax"]
        print("| %d | %s | %s |" % (h, cell[h, "minimax"]["evals"], " | ".join(cols)))
    print("\nIn nodes (every node entered, leaves included), pooled:\n")
    print("| horizon | minimax nodes | " + " | ".join(a for a in algorithms if a != "minimax") + " |")
    print("|---|---|" + "---|" * (len(algorithms) - 1))
    for h in horizons:
        cols = ["%s (%s .. %s)" % (cell[h, a]["nodes_pct"], cell[h, a]["nodes_pct_lo"], cell[h, a]["nodes_pct_hi"])
                for a in algorithms if a != "minimax"]
        print("| %d | %s | %s |" % (h, cell[h, "minimax"]["nodes"], " | ".join(cols)))
    print("\n**Moves against the solved game** (`--referee exact`): the win probability the chosen")
    print("move gives up against the better of roll and hold, in thousandths of a win, the mean")
    print("over the positions with its standard error, the positions where the move is not")
    print("optimal, the largest loss and the mean without that position. The same for every")
    print("algorithm (they choose minimax's move):\n")
    print("| evaluation | horizon | mean loss | se | moves not optimal | largest (position) | mean without it |")
    print("|---|---|---|---|---|---|---|")
    for r in race + exact:
        if r["algorithm"] == "minimax":
            print("| %s | %s | %s | %s | %s of %s | %s (%s) | %s |" % (
                r["eval"], r["horizon"], r["loss_mean"], r["loss_se"], r["moves_not_optimal"], r["positions"],
                r["loss_max"], r["loss_max_position"], r["loss_mean_without_max"]))
    print("\nWhere the mean loss rests on one position the last column says so. The race")
    print("evaluation does not know whose turn it is.", end="")
    if any(r["eval"] == "race" and r["horizon"] == "1" and r["loss_max_position"] == "83-84-16" for r in race):
        print(" At 83-84-16 holding banks 99 against 84, which it scores")
        print("as nearly won (1 point to go against 16), while rolling wins at once five times in")
        print("six: the horizons that do not reach far enough past the other side's turn hold.", end="")
    print()
    print("\nChanceProbCut is left out: its fit (`--cut-fit`) is made for backgammon only. The")
    print("plot is plots/12-pig-savings.png.")


if __name__ == "__main__":
    main()
