#!/usr/bin/env python3
"""games_summary.py GAMES_CSV: per (horizon, order, table, algorithm), over
the positions of results/games.csv (make games), the positions, the total
nodes and leaves, and the nodes as a percentage of minimax's at the same
horizon and order, as CSV on standard output.  Minimax keeps no table: it
runs in both searches of a position (with --table 0 and with a table) and
is counted once."""
import csv
import sys


def main():
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    totals = {}
    for r in rows:
        table = "table+iterate" if r["iterate"] == "1" else "none"
        key = (int(r["horizon"]), r["order"], table, r["algorithm"])
        t = totals.setdefault(key, [0, 0, 0])
        t[0] += 1
        t[1] += int(r["nodes"])
        t[2] += int(r["leaves"])
    for key, t in totals.items():
        if key[3] == "minimax":  # the same search in both runs of a position
            totals[key] = [x // 2 for x in t]
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["horizon", "order", "table", "algorithm", "positions", "nodes", "leaves", "nodes_pct_of_minimax"])
    for key, (positions, nodes, leaves) in totals.items():  # in the rows' order
        base = totals[(key[0], key[1], "none", "minimax")][1]
        out.writerow(list(key) + [positions, nodes, leaves, "%.3f" % (100.0 * nodes / base)])


if __name__ == "__main__":
    main()
