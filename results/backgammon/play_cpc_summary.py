#!/usr/bin/env python3
"""play_cpc_summary.py CPC_ROWS STAR2_ROWS: from results/backgammon/play-cpc.csv (make
play-cpc: ChanceProbCut at horizon 3 by band) and results/backgammon/play-referee.csv
(Star2 at horizons 1-3 on the same positions, the same evaluation and
order), per evaluation, class (contact, race, bearoff, all) and band:
positions; cpc's mean loss against gnubg's best move in milli-points with
its standard error and the share of gnubg's best moves; horizon_wrong, the
positions where cpc's move is not best in its own horizon tree (its cuts
changed the move there); cpc's mean evaluations and their total as a
percentage of Star2's at horizon 3 (evals_pct_of_star2_h3) and at
horizon 2; and, paired by position, cut_cost (cpc's loss minus Star2's at
horizon 3: what the cuts give up) and gain_over_h2 (Star2's loss at
horizon 2 minus cpc's: what cpc keeps of the third level), each a mean
with its standard error, and the moves that differ from Star2's at
horizon 3.  Writes CSV to standard output; means and standard errors
rounded to 3 decimals, losses summed exactly (decimals)."""
import csv
import sys
from decimal import Decimal

from play_summary import CLASSES, mean_se


def main():
    cpc_path, star2_path = sys.argv[1:3]
    with open(cpc_path, newline="") as f:
        cpc = list(csv.DictReader(f))
    star2 = {}  # (eval, horizon, position) -> row
    with open(star2_path, newline="") as f:
        for r in csv.DictReader(f):
            star2[(r["eval"], int(r["horizon"]), r["position"])] = r
    groups = {}  # (eval, class, sigmas) -> [row]
    for r in cpc:
        for c in (r["class"], "all"):
            groups.setdefault((r["eval"], c, r["cut_sigmas"]), []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["eval", "class", "cut_sigmas", "positions", "ref_loss_mean", "ref_loss_se", "best_pct",
                  "horizon_wrong", "evals_mean", "evals_pct_of_star2_h3", "evals_pct_of_star2_h2", "cut_cost_mean",
                  "cut_cost_se", "gain_over_h2_mean", "gain_over_h2_se", "moves_changed"])
    evals = list(dict.fromkeys(r["eval"] for r in cpc))
    bands = sorted(dict.fromkeys(r["cut_sigmas"] for r in cpc), key=Decimal)
    for key in ((e, c, s) for e in evals for c in CLASSES for s in bands):
        rows = groups.get(key, [])
        if not rows:
            continue
        e = key[0]
        try:
            h3 = [star2[(e, 3, r["position"])] for r in rows]
            h2 = [star2[(e, 2, r["position"])] for r in rows]
        except KeyError as missing:
            sys.exit("play_cpc_summary: %s has no Star2 row %s" % (star2_path, missing))
        loss = [Decimal(r["ref_loss"]) for r in rows]
        mean, se = mean_se([float(x) for x in loss])
        cost = mean_se([float(x - Decimal(s["ref_loss"])) for x, s in zip(loss, h3)])
        gain = mean_se([float(Decimal(s["ref_loss"]) - x) for x, s in zip(loss, h2)])
        spent = sum(int(r["evals"]) for r in rows)
        out.writerow([e, key[1], key[2], len(rows), "%.3f" % mean, "%.3f" % se,
                      "%.1f" % (100.0 * sum(r["ref_rank"] == "1" for r in rows) / len(rows)),
                      sum(r["horizon_loss"] != "0" for r in rows), "%.0f" % (spent / len(rows)),
                      "%.1f" % (100.0 * spent / sum(int(s["evals"]) for s in h3)),
                      "%.1f" % (100.0 * spent / sum(int(s["evals"]) for s in h2)),
                      "%.3f" % cost[0], "%.3f" % cost[1], "%.3f" % gain[0], "%.3f" % gain[1],
                      sum(r["move"] != s["move"] for r, s in zip(rows, h3))])


if __name__ == "__main__":
    main()
