#!/usr/bin/env python3
"""games_summary.py GAMES_CSV: per (horizon, order, table, algorithm), over
the positions of results/games.csv (make games), the positions, the total
nodes and leaves, the nodes as a percentage of minimax's at the same
horizon and order, then the total static evaluations (evals: at the horizon
and to order children) and those as a percentage of minimax's, as CSV on
standard output.  Minimax keeps no table: it
runs in both searches of a position (with --table 0 and with a table) and
is counted once.

games_summary.py --cpc CPC_CSV: per (horizon, order, cut_sigmas), over the
positions of results/games-cpc.csv, ChanceProbCut against star2 (exact):
the nodes of each, cpc's as a percentage of star2's, its forward cutoffs,
the positions where its value differs from star2's, where its move is not
a best one in the horizon tree (correct = 0), where it is another move than
star2's, its loss there in milli-points (mean over the positions, and the
largest), the decisive positions (whose moves differ in value in the
horizon tree: the only ones where a move can be wrong), then the static
evaluations of each (its shallow searches' included in cpc's) and cpc's
as a percentage of star2's."""
import csv
import sys
from fractions import Fraction


def cpc_summary(rows):
    """The --cpc summary of results/games-cpc.csv's rows."""
    runs = {}  # (horizon, order) -> per position: its rows, in order
    for r in rows:
        runs.setdefault((int(r["horizon"]), r["order"]), {}).setdefault(r["file"], []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "order", "cut_sigmas", "positions", "star2_nodes", "cpc_nodes", "cpc_nodes_pct_of_star2",
                  "forward_cutoffs", "values_differ", "moves_not_best", "moves_differ", "loss_mean", "loss_max",
                  "decisive_positions", "star2_evals", "cpc_evals", "cpc_evals_pct_of_star2"])
    for (horizon, order), positions in runs.items():
        by_sigmas = {}
        for file_rows in positions.values():
            # A position's rows come in runs of minimax, star2, cpc, one run per cut_sigmas.
            for i in range(0, len(file_rows), 3):
                star2, cpc = file_rows[i + 1], file_rows[i + 2]
                assert star2["algorithm"] == "star2" and cpc["algorithm"] == "cpc"
                by_sigmas.setdefault(cpc["cut_sigmas"], []).append((star2, cpc))
        for sigmas, pairs in by_sigmas.items():
            star2_nodes = sum(int(s["nodes"]) for s, _ in pairs)
            cpc_nodes = sum(int(c["nodes"]) for _, c in pairs)
            star2_evals = sum(int(s["evals"]) for s, _ in pairs)
            cpc_evals = sum(int(c["evals"]) for _, c in pairs)
            losses = [Fraction(c["loss"]) for _, c in pairs]
            out.writerow([horizon, order, sigmas, len(pairs), star2_nodes, cpc_nodes,
                          "%.3f" % (100.0 * cpc_nodes / star2_nodes),
                          sum(int(c["forward_cutoffs"]) for _, c in pairs),
                          sum(s["value"] != c["value"] for s, c in pairs),
                          sum(c["correct"] == "0" for _, c in pairs),
                          sum(s["move"] != c["move"] for s, c in pairs),
                          "%.3f" % float(sum(losses) / len(losses)), "%.3f" % float(max(losses)),
                          sum(c["decisive"] == "1" for _, c in pairs),
                          star2_evals, cpc_evals, "%.3f" % (100.0 * cpc_evals / star2_evals)])


def main():
    if sys.argv[1] == "--cpc":
        with open(sys.argv[2], newline="") as f:
            cpc_summary(list(csv.DictReader(f)))
        return
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    totals = {}
    for r in rows:
        table = "table+iterate" if r["iterate"] == "1" else "none"
        key = (int(r["horizon"]), r["order"], table, r["algorithm"])
        t = totals.setdefault(key, [0, 0, 0, 0])
        t[0] += 1
        t[1] += int(r["nodes"])
        t[2] += int(r["leaves"])
        t[3] += int(r["evals"])
    for key, t in totals.items():
        if key[3] == "minimax":  # the same search in both runs of a position
            totals[key] = [x // 2 for x in t]
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "order", "table", "algorithm", "positions", "nodes", "leaves", "nodes_pct_of_minimax",
                  "evals", "evals_pct_of_minimax"])
    for key, (positions, nodes, leaves, evals) in totals.items():  # in the rows' order
        base = totals[(key[0], key[1], "none", "minimax")]
        out.writerow(list(key) + [positions, nodes, leaves, "%.3f" % (100.0 * nodes / base[1]), evals,
                                  "%.3f" % (100.0 * evals / base[3])])


if __name__ == "__main__":
    main()
