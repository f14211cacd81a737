#!/usr/bin/env python3
"""h4_summary.py GAMES_CSV H4_CSV POSITIONS: per position of POSITIONS
(data/backgammon-positions.txt), the nodes and static evaluations of each
algorithm of H4_CSV (results/games-h4.csv: horizon 4) beside minimax's at
horizon 3 in the generator's order (GAMES_CSV, results/games.csv: its
evaluations are its leaves, nothing sorted), and their ratios: whether the
algorithm could search to horizon 4 on the budget minimax spends on horizon
3.  A last row per algorithm, position "all", sums over the positions, with
the positions where the ratio of evaluations is at most 1, the median
ratio and the least.  A position where minimax makes no evaluation at horizon 3 (every
line ends the game before) has no ratios and is left out of those two.  CSV on standard output; ratios exact to 4 decimals (rounded half
up)."""
import csv
import sys
from fractions import Fraction


def decimal(q):
    """q to 4 decimals, rounded half up, exactly."""
    scaled = q * 10000
    n = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    sign = "-" if n < 0 else ""
    n = abs(n)
    return "%s%d.%04d" % (sign, n // 10000, n % 10000)


def main():
    games, h4, positions = sys.argv[1:4]
    minimax = {}
    with open(games, newline="") as f:
        for r in csv.DictReader(f):
            if r["algorithm"] == "minimax" and r["horizon"] == "3" and r["order"] == "tree":
                minimax[r["file"]] = (int(r["nodes"]), int(r["evals"]))
    classes = {}
    with open(positions) as f:
        for line in f:
            w = line.split()
            if w and not w[0].startswith("#"):
                classes["backgammon:%s:%s" % (w[0], w[1])] = w[2]
    rows = {}
    with open(h4, newline="") as f:
        for r in csv.DictReader(f):
            rows.setdefault(r["algorithm"], []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["algorithm", "position", "class", "order", "nodes_h4", "evals_h4", "minimax_nodes_h3",
                  "minimax_evals_h3", "nodes_ratio", "evals_ratio", "within_budget", "median_evals_ratio",
                  "least_evals_ratio"])
    for algorithm, found in rows.items():
        total = [0, 0, 0, 0]
        ratios = []
        for r in found:
            mm = minimax[r["file"]]
            nodes, evals = int(r["nodes"]), int(r["evals"])
            ratio = Fraction(evals, mm[1]) if mm[1] else None
            if ratio is not None:
                ratios.append(ratio)
            out.writerow([algorithm, r["file"], classes[r["file"]], r["order"], nodes, evals, mm[0], mm[1],
                          decimal(Fraction(nodes, mm[0])), decimal(ratio) if ratio is not None else "",
                          int(ratio <= 1) if ratio is not None else "", "", ""])
            for k, v in enumerate((nodes, evals, mm[0], mm[1])):
                total[k] += v
        ratios.sort()
        middle = len(ratios) // 2
        median = ratios[middle] if len(ratios) % 2 else (ratios[middle - 1] + ratios[middle]) / 2
        out.writerow([algorithm, "all", "all", found[0]["order"], total[0], total[1], total[2], total[3],
                      decimal(Fraction(total[0], total[2])), decimal(Fraction(total[1], total[3])),
                      sum(1 for q in ratios if q <= 1), decimal(median), decimal(ratios[0])])


main()
