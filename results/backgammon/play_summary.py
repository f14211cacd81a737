#!/usr/bin/env python3
"""play_summary.py ROWS SUMMARY PAIRED: from results/backgammon/play-referee.csv (make
play), per evaluation, class (contact, race, bearoff, all) and horizon: positions, the
mean loss against gnubg's best move in milli-points and its standard error
(sample sd / sqrt(n)), the share of positions where the move is gnubg's
best (ref_rank 1) and the mean evaluations; and per class and pair of
horizons (the shallower first), per evaluation: the mean paired difference of loss
(shallower minus deeper: what the deeper search gains) with its standard
error, and the positions where the move changed.  Losses are exact
decimals; means and standard errors are rounded to 3 decimals."""
import csv
import math
import sys
from decimal import Decimal

CLASSES = ("contact", "race", "bearoff", "all")


def mean_se(values):
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def main():
    rows_path, summary_path, paired_path = sys.argv[1:4]
    with open(rows_path, newline="") as f:
        rows = list(csv.DictReader(f))
    by = {}  # (eval, class, horizon) -> {position: row}
    for r in rows:
        for c in (r["class"], "all"):
            by.setdefault((r["eval"], c, int(r["horizon"])), {})[r["position"]] = r
    horizons = sorted({int(r["horizon"]) for r in rows})
    evals = list(dict.fromkeys(r["eval"] for r in rows))
    with open(summary_path, "w", newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["eval", "class", "horizon", "positions", "ref_loss_mean", "ref_loss_se", "best_pct",
                      "evals_mean"])
        for e, c, h in ((e, c, h) for e in evals for c in CLASSES for h in horizons):
            got = by.get((e, c, h), {})
            if not got:
                continue
            losses = [float(Decimal(r["ref_loss"])) for r in got.values()]
            mean, se = mean_se(losses)
            best = sum(r["ref_rank"] == "1" for r in got.values())
            evals_mean = sum(int(r["evals"]) for r in got.values()) / len(got)
            out.writerow([e, c, h, len(got), "%.3f" % mean, "%.3f" % se, "%.1f" % (100.0 * best / len(got)),
                          "%.0f" % evals_mean])
    with open(paired_path, "w", newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["eval", "class", "shallow", "deep", "positions", "ref_loss_diff_mean", "ref_loss_diff_se",
                      "moves_changed"])
        for e, c in ((e, c) for e in evals for c in CLASSES):
            for i, shallow in enumerate(horizons):
                for deep in horizons[i + 1:]:
                    a, b = by.get((e, c, shallow), {}), by.get((e, c, deep), {})
                    common = sorted(set(a) & set(b))
                    if not common:
                        continue
                    diffs = [float(Decimal(a[p]["ref_loss"]) - Decimal(b[p]["ref_loss"])) for p in common]
                    mean, se = mean_se(diffs)
                    changed = sum(a[p]["move"] != b[p]["move"] for p in common)
                    out.writerow([e, c, shallow, deep, len(common), "%.3f" % mean, "%.3f" % se, changed])


if __name__ == "__main__":
    main()
