#!/usr/bin/env python3
"""h4_summary.py BASELINE_CSV POSITIONS H4_CSV...: per search variant of the
H4_CSVs (results/games-h4*.csv: horizon 4) and position of POSITIONS
(data/backgammon-positions.txt, or results/backgammon/sampled_positions.sh's list),
the nodes and static evaluations beside minimax's at horizon 3 in the
generator's order (its evaluations are its leaves, nothing sorted), and
their ratios: whether the variant could search to horizon 4 on the budget
minimax spends on horizon 3.  BASELINE_CSV gives minimax's cost:
results/backgammon/games.csv (make games: its plain rows at horizon 3) or
results/backgammon/depth.csv (make depth: its budgets of horizon 3; a position it
leaves out, where minimax makes no evaluation at horizon 3, counts as
none here).  A variant is the algorithm with its probe factor (star25-k1
.. star25-k4), its table (star2-table: hits and hits at * nodes) or its
band (cpc-1: ChanceProbCut's move not best in the horizon tree, and its
loss there in milli-points).

A last row per variant, position "all", sums over the positions (those
where minimax evaluates anything at horizon 3: `positions`): the
pooled ratios with 95% bootstrap intervals (scripts/ratio_stats.py), the
positions within minimax's budget, the quartiles, least and greatest of
the per-position ratio of evaluations, the variant's evaluations as a
percentage of Star2's (star2's rows, the same positions) with its
interval, and its sums of the * nodes cut off in the probing and the
regular phase and of the table's and cpc's columns.  A position where
minimax makes no evaluation at horizon 3 (every line ends the game before)
has no ratios and is left out of every ratio.  CSV on standard output;
ratios exact to 4 decimals (rounded half up)."""
import csv
import os
import sys
from collections import defaultdict
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))  # ratio_stats, shared
from ratio_stats import bootstrap, decimal, quantile, ratio

COLUMNS = ["variant", "algorithm", "probe_factor", "table", "cut_sigmas", "position", "class", "order", "positions",
           "nodes_h4",
           "evals_h4", "minimax_nodes_h3", "minimax_evals_h3", "nodes_ratio", "evals_ratio", "within_budget",
           "nodes_ratio_lo", "nodes_ratio_hi", "evals_ratio_lo", "evals_ratio_hi", "evals_ratio_q1",
           "median_evals_ratio", "evals_ratio_q3", "least_evals_ratio", "greatest_evals_ratio", "evals_pct_of_star2",
           "evals_pct_of_star2_lo", "evals_pct_of_star2_hi", "probe_cutoffs", "regular_cutoffs", "table_hits",
           "table_chance_hits", "moves_not_best", "loss_mean"]


def variant(r):
    """A row's variant name and its settings (probe factor, table, band; empty when not set)."""
    name, k = r["algorithm"], r.get("probes", "")
    table = r.get("table", "") if r.get("table", "0") != "0" else ""
    sigmas = r.get("cut_sigmas", "")
    if name == "star25":
        name += "-k" + k
    if table:
        name += "-table"
    if sigmas:
        name += "-" + sigmas.rstrip("0").rstrip(".")
    return name, (k if r["algorithm"] == "star25" else "", table, sigmas)


def minimax_h3(path):
    """Minimax's (nodes, evaluations) at horizon 3 by position, from results/backgammon/games.csv or results/backgammon/depth.csv."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if rows and "budget_of" not in rows[0]:
        return {r["file"]: (int(r["nodes"]), int(r["evals"])) for r in rows
                if r["algorithm"] == "minimax" and r["horizon"] == "3" and r["order"] == "tree"}
    budgets = {}  # position -> {kind: amount}
    for r in rows:
        if r["algorithm"] == "minimax" and r["budget_of"] == "3":
            kind, amount = r["budget"].split("=")
            budgets.setdefault(r["file"], {})[kind] = int(amount)
    return defaultdict(lambda: (0, 0), {p: (b["nodes"], b["evals"]) for p, b in budgets.items()})


def main():
    baseline, positions, h4s = sys.argv[1], sys.argv[2], sys.argv[3:]
    minimax = minimax_h3(baseline)
    classes = {}
    with open(positions) as f:
        for line in f:
            w = line.split()
            if w and not w[0].startswith("#"):
                classes["backgammon:%s:%s" % (w[0], w[1])] = w[2]
    rows = {}  # variant -> (settings, [row])
    for h4 in h4s:
        with open(h4, newline="") as f:
            for r in csv.DictReader(f):
                name, settings = variant(r)
                rows.setdefault(name, (settings, []))[1].append(r)
    star2 = {r["file"]: int(r["evals"]) for r in rows["star2"][1]}
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    # Star2 and its table first, then Star2.5 by probe factor, then cpc by band.
    order = ("star2", "star25", "cpc")
    for name, (settings, found) in sorted(rows.items(), key=lambda v: (order.index(v[1][1][0]["algorithm"]),
                                                                       [Fraction(x or 0) for x in v[1][0]])):
        head = [name, found[0]["algorithm"], *settings]
        judged = [r for r in found if minimax[r["file"]][1]]
        for r in found:
            mm = minimax[r["file"]]
            nodes, evals = int(r["nodes"]), int(r["evals"])
            q = Fraction(evals, mm[1]) if mm[1] else None
            line = dict(position=r["file"], **{"class": classes[r["file"]]}, order=r["order"], nodes_h4=nodes,
                        evals_h4=evals, minimax_nodes_h3=mm[0], minimax_evals_h3=mm[1])
            if q is not None:
                line.update(nodes_ratio=decimal(Fraction(nodes, mm[0])), evals_ratio=decimal(q),
                            within_budget=int(q <= 1))
            if star2[r["file"]]:
                line["evals_pct_of_star2"] = decimal(Fraction(100 * evals, star2[r["file"]]))
            line.update(extras([r]))
            out.writerow(head + [line.get(c, "") for c in COLUMNS[len(head):]])
        nodes = [(int(r["nodes"]), minimax[r["file"]][0]) for r in judged]
        evals = [(int(r["evals"]), minimax[r["file"]][1]) for r in judged]
        of_star2 = [(100 * int(r["evals"]), star2[r["file"]]) for r in found if star2[r["file"]]]
        per = [Fraction(a, b) for a, b in evals]
        line = dict(position="all", order=found[0]["order"], positions=len(judged), nodes_h4=sum(a for a, _ in nodes),
                    evals_h4=sum(a for a, _ in evals), minimax_nodes_h3=sum(b for _, b in nodes),
                    minimax_evals_h3=sum(b for _, b in evals), nodes_ratio=decimal(ratio(nodes)),
                    evals_ratio=decimal(ratio(evals)), within_budget=sum(q <= 1 for q in per),
                    evals_ratio_q1=decimal(quantile(per, Fraction(1, 4))),
                    median_evals_ratio=decimal(quantile(per, Fraction(1, 2))),
                    evals_ratio_q3=decimal(quantile(per, Fraction(3, 4))), least_evals_ratio=decimal(min(per)),
                    greatest_evals_ratio=decimal(max(per)), evals_pct_of_star2=decimal(ratio(of_star2)),
                    **{"class": "all"})
        for column, pairs in (("nodes_ratio", nodes), ("evals_ratio", evals), ("evals_pct_of_star2", of_star2)):
            lo, hi = bootstrap(pairs)
            line[column + "_lo"], line[column + "_hi"] = decimal(lo), decimal(hi)
        line.update(extras(found))
        out.writerow(head + [line.get(c, "") for c in COLUMNS[len(head):]])


def extras(rows):
    """The * nodes cut off in the probing and the regular phase, the table's hits and cpc's judgement, summed over
    rows (the last two empty when the rows have no such columns)."""
    got = {c: sum(int(r[c]) for r in rows) for c in ("probe_cutoffs", "regular_cutoffs")}
    if rows[0].get("table", "0") != "0":
        got["table_hits"] = sum(int(r["table_hits"]) for r in rows)
        got["table_chance_hits"] = sum(int(r["table_chance_hits"]) for r in rows)
    if rows[0].get("cut_sigmas", ""):
        got["moves_not_best"] = sum(r["correct"] == "0" for r in rows)
        got["loss_mean"] = decimal(sum(Fraction(r["loss"]) for r in rows) / len(rows))
    return got


if __name__ == "__main__":
    main()
