#!/usr/bin/env python3
"""depth_summary.py DEPTH_CSV: per (budget kind, budget_of, algorithm,
order) over the positions of results/backgammon/depth.csv (make depth), in the file's
order, the positions, the mean
horizon reached within the budget and its standard error, the positions
that reached each horizon 1..5, those that got deeper than the horizon
whose minimax cost is the budget (deeper) and those that did not get as
deep (shallower), the positions where horizon 1 alone overran the budget,
and what was spent, in the budget's kind (evals or nodes), as a
percentage of the budgets (summed over the positions), as CSV on standard
output."""
import csv
import math
import sys


def main():
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    groups = {}  # (kind, budget_of, algorithm, order) -> rows, in the file's order
    for r in rows:
        kind = r["budget"].split("=")[0]
        groups.setdefault((kind, int(r["budget_of"]), r["algorithm"], r["order"]), []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["budget", "budget_of", "algorithm", "order", "positions", "reached_mean", "reached_se"]
                 + ["reached_%d" % h for h in range(1, 6)]
                 + ["deeper", "shallower", "budget_exceeded", "spent_pct_of_budget"])
    for (kind, budget_of, algorithm, order), group in groups.items():
        reached = [int(r["horizon_reached"]) for r in group]
        n = len(reached)
        mean = sum(reached) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in reached) / (n - 1)) if n > 1 else 0.0
        budgets = sum(int(r["budget"].split("=")[1]) for r in group)
        spent = sum(int(r[kind]) for r in group)
        out.writerow([kind, budget_of, algorithm, order, n, "%.4f" % mean, "%.4f" % (sd / math.sqrt(n))]
                     + [sum(x == h for x in reached) for h in range(1, 6)]
                     + [sum(x > budget_of for x in reached), sum(x < budget_of for x in reached),
                        sum(r["budget_exceeded"] == "1" for r in group), "%.2f" % (100.0 * spent / budgets)])


if __name__ == "__main__":
    main()
