#!/usr/bin/env python3
"""game_summary.py GAME_CSV: make games' study of a game other than
backgammon (scripts/game_study.sh), from results/GAME.csv.

Writes CSV on standard output: per (horizon, eval, algorithm), over the
positions of the study's file, the positions; the total nodes and
static evaluations and each as a percentage of minimax's at the same
horizon and evaluation (pooled over the positions, with its 95% bootstrap
interval, scripts/ratio_stats.py: _lo, _hi) and the median position's
percentage (the evaluations' ratios leave out a position where minimax
evaluates nothing: every move there ends the game); then, where the rows were judged (--referee: Pig's solved
game; the columns are empty where they were not), the mean
loss of the chosen move in thousandths of a win with its standard error,
the positions where the move is not optimal (ref_rank 2), the largest
loss and its position, and the mean without that position (what one
position carries).  Every
algorithm but forward pruning returns minimax's value and move, so the
judged columns are one figure per (horizon, eval): the checks say so."""
import csv
import math
import sys
from fractions import Fraction

from ratio_stats import bootstrap, decimal, quantile, ratio

ALGORITHMS = ("minimax", "star1", "star2", "cyclic", "star25")


def percent(q):
    return decimal(100 * q)


def judged(rows):
    """Mean loss (thousandths of a win, exact from the 3-decimal column), its se, and the moves not optimal."""
    losses = [Fraction(r["ref_loss"]) for r in rows]
    n = len(losses)
    mean = sum(losses) / n
    var = sum((x - mean) ** 2 for x in losses) / (n - 1) if n > 1 else 0
    rest = sorted(losses)[:-1]  # the mean without the position that loses most: what one position carries
    worst = max(range(n), key=lambda i: (losses[i], -i))  # the first of the largest
    return (decimal(mean), "%.4f" % math.sqrt(var / n), sum(r["ref_rank"] != "1" for r in rows), decimal(max(losses)),
            rows[worst]["file"].split(":")[-1], decimal(sum(rest) / len(rest)) if rest else "")


def main():
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    runs = {}  # (horizon, eval) -> algorithm -> rows in the file's (positions') order
    for r in rows:
        runs.setdefault((int(r["horizon"]), r["eval"]), {}).setdefault(r["algorithm"], []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "eval", "algorithm", "positions", "nodes", "nodes_pct", "nodes_pct_lo", "nodes_pct_hi",
                  "evals", "evals_pct", "evals_pct_lo", "evals_pct_hi", "evals_pct_median", "loss_mean", "loss_se",
                  "moves_not_optimal", "loss_max", "loss_max_position", "loss_mean_without_max"])
    for (horizon, evaluation), by_algo in sorted(runs.items()):
        base = by_algo["minimax"]
        for name in ALGORITHMS:
            got = by_algo[name]
            assert [r["file"] for r in got] == [r["file"] for r in base]
            assert all(r["value"] == b["value"] and r["move"] == b["move"] for r, b in zip(got, base)), name
            nodes = [(int(r["nodes"]), int(b["nodes"])) for r, b in zip(got, base)]
            # A position where minimax evaluates nothing (every move ends the game) is left out of the
            # evaluations' ratios; the positions column counts every position.
            evals = [(int(r["evals"]), int(b["evals"])) for r, b in zip(got, base) if int(b["evals"]) > 0]
            n_lo, n_hi = bootstrap(nodes)
            e_lo, e_hi = bootstrap(evals)
            median = quantile([Fraction(a, b) for a, b in evals], Fraction(1, 2))
            verdicts = judged(got) if "ref_loss" in got[0] else ("",) * 6
            out.writerow([horizon, evaluation, name, len(got), sum(a for a, _ in nodes), percent(ratio(nodes)),
                          percent(n_lo), percent(n_hi), sum(a for a, _ in evals), percent(ratio(evals)),
                          percent(e_lo), percent(e_hi), percent(median), *verdicts])


if __name__ == "__main__":
    main()
