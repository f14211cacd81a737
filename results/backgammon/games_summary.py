#!/usr/bin/env python3
"""games_summary.py GAMES_CSV: per (horizon, order, table, algorithm), over
the positions of results/backgammon/games.csv (make games), the positions, the total
nodes and leaves, the nodes as a percentage of minimax's at the same
horizon and order, then the total static evaluations (evals: at the horizon
and to order children) and those as a percentage of minimax's (each
percentage pooled over the positions, with its 95% bootstrap interval,
scripts/ratio_stats.py: _lo, _hi), and the table's hits and those at *
nodes (0 without a table), as CSV on standard output.  The table is none,
table (--table N) or table+iterate.  Minimax keeps no table: it runs in
every search of a position (one per table) and is counted once.

games_summary.py --cpc CPC_CSV: per (horizon, order, cut_sigmas), over the
positions of results/backgammon/games-cpc.csv, ChanceProbCut against star2 (exact):
the nodes of each, cpc's as a percentage of star2's, its forward cutoffs,
the positions where its value differs from star2's, where its move is not
a best one in the horizon tree (correct = 0), where it is another move than
star2's, its loss there in milli-points (mean over the positions, and the
largest), the decisive positions (whose moves differ in value in the
horizon tree: the only ones where a move can be wrong), then the static
evaluations of each (its shallow searches' included in cpc's) and cpc's
as a percentage of star2's, then the 95% bootstrap intervals of cpc's
nodes and evaluations as percentages of star2's."""
import csv
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))  # ratio_stats, shared
from ratio_stats import bootstrap, ratio


def cpc_summary(rows):
    """The --cpc summary of results/backgammon/games-cpc.csv's rows."""
    runs = {}  # (horizon, order) -> per position: its rows, in order
    for r in rows:
        runs.setdefault((int(r["horizon"]), r["order"]), {}).setdefault(r["file"], []).append(r)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "order", "cut_sigmas", "positions", "star2_nodes", "cpc_nodes", "cpc_nodes_pct_of_star2",
                  "forward_cutoffs", "values_differ", "moves_not_best", "moves_differ", "loss_mean", "loss_max",
                  "decisive_positions", "star2_evals", "cpc_evals", "cpc_evals_pct_of_star2", "cpc_nodes_pct_lo",
                  "cpc_nodes_pct_hi", "cpc_evals_pct_lo", "cpc_evals_pct_hi"])
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
                          star2_evals, cpc_evals, "%.3f" % (100.0 * cpc_evals / star2_evals)]
                         + ["%.3f" % q for column in ("nodes", "evals")
                            for q in bootstrap([(100 * int(c[column]), int(s[column])) for s, c in pairs
                                                if int(s[column])])])


def main():
    if sys.argv[1] == "--cpc":
        with open(sys.argv[2], newline="") as f:
            cpc_summary(list(csv.DictReader(f)))
        return
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    runs = {}  # (horizon, order, table, algorithm) -> per position (file): its row
    for r in rows:
        table = "table+iterate" if r["iterate"] == "1" else "table" if r["table"] != "0" else "none"
        # Minimax keeps no table: the same search in every run of a position, counted once.
        runs.setdefault((int(r["horizon"]), r["order"], table, r["algorithm"]), {})[r["file"]] = r
    runs = {key: found for key, found in runs.items() if key[3] != "minimax" or key[2] == "none"}
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "order", "table", "algorithm", "positions", "nodes", "leaves", "nodes_pct_of_minimax",
                  "nodes_pct_lo", "nodes_pct_hi", "evals", "evals_pct_of_minimax", "evals_pct_lo", "evals_pct_hi",
                  "table_hits", "table_chance_hits"])
    for key, found in runs.items():  # in the rows' order
        base = runs[(key[0], key[1], "none", "minimax")]
        total = {c: sum(int(r[c]) for r in found.values())
                 for c in ("nodes", "leaves", "evals", "table_hits", "table_chance_hits")}
        pcts = []
        for column in ("nodes", "evals"):
            pairs = [(100 * int(r[column]), int(base[f][column])) for f, r in found.items() if int(base[f][column])]
            pcts += [ratio(pairs)] + list(bootstrap(pairs))
        out.writerow(list(key) + [len(found), total["nodes"], total["leaves"]] + ["%.3f" % p for p in pcts[:3]]
                     + [total["evals"]] + ["%.3f" % p for p in pcts[3:]]
                     + [total["table_hits"], total["table_chance_hits"]])


if __name__ == "__main__":
    main()
