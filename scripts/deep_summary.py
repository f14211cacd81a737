#!/usr/bin/env python3
"""deep_summary.py GAMES_CSV H4_CSV MINIMAX_H4_CSV STAR2_H5_CSV: horizons 4
and 5 where they are affordable (make games-h4's last step, on the
positions whose minimax at horizon 3 generates at most 10^6 nodes): per
position, the nodes and static evaluations of minimax at horizons 3
(GAMES_CSV, results/games.csv, the generator's order) and 4
(MINIMAX_H4_CSV) and of Star2 at horizons 4 (H4_CSV, results/games-h4.csv)
and 5 (STAR2_H5_CSV, the same positions), both by --order eval-above; and
the ratios: Star2's horizon 4 to minimax's horizon 4 (the
same depth), Star2's horizon 5 to minimax's horizon 4 (one horizon
deeper).  A last row "all" pools the positions where minimax evaluates
anything at horizon 4 (`positions`), with how many of them Star2 searches
to horizon 5 within minimax's horizon-4 evaluations; a pooled ratio comes
with its 95% bootstrap interval over positions (_lo, _hi) and the median
position's ratio (scripts/ratio_stats.py).  CSV on standard output;
ratios exact to 4 decimals (rounded half up)."""
import csv
import sys
from fractions import Fraction

from ratio_stats import bootstrap, decimal, quantile, ratio

COSTS = ["minimax_h3", "minimax_h4", "star2_h4", "star2_h5"]
RATIOS = {"star2_h4_evals": "star2_h4", "star2_h5_evals": "star2_h5"}  # a ratio to minimax_h4's evaluations: its search
COLUMNS = (["position", "positions"] + [c + "_" + k for c in COSTS for k in ("nodes", "evals")] +
           [r + s for r in RATIOS for s in ("_ratio", "_lo", "_hi", "_median")] +
           ["star2_h5_nodes_ratio", "star2_h5_within_budget"])


def costs(path, keep):
    """(nodes, evals) by position of the rows of path that keep() accepts."""
    with open(path, newline="") as f:
        return {r["file"]: (int(r["nodes"]), int(r["evals"])) for r in csv.DictReader(f) if keep(r)}


def pooled(name, positions, got):
    """The pooled row `name` over positions (each with minimax evaluating at horizon 4)."""
    line = {"position": name, "positions": len(positions)}
    for c in COSTS:
        line[c + "_nodes"] = sum(got[c][p][0] for p in positions)
        line[c + "_evals"] = sum(got[c][p][1] for p in positions)
    for r, search in RATIOS.items():
        pairs = [(got[search][p][1], got["minimax_h4"][p][1]) for p in positions]
        lo, hi = bootstrap(pairs)
        line.update({r + "_ratio": decimal(ratio(pairs)), r + "_lo": decimal(lo), r + "_hi": decimal(hi),
                     r + "_median": decimal(quantile([Fraction(a, b) for a, b in pairs], Fraction(1, 2)))})
    line["star2_h5_nodes_ratio"] = decimal(Fraction(line["star2_h5_nodes"], line["minimax_h4_nodes"]))
    line["star2_h5_within_budget"] = sum(got["star2_h5"][p][1] <= got["minimax_h4"][p][1] for p in positions)
    return line


def main():
    games, h4, minimax_h4, star2_h5 = sys.argv[1:5]
    got = {
        "minimax_h3": costs(games, lambda r: r["algorithm"] == "minimax" and r["horizon"] == "3"
                            and r["order"] == "tree"),
        "minimax_h4": costs(minimax_h4, lambda r: r["algorithm"] == "minimax"),
        "star2_h4": costs(h4, lambda r: r["algorithm"] == "star2"),
        "star2_h5": costs(star2_h5, lambda r: r["algorithm"] == "star2"),
    }
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    for position, budget in got["minimax_h4"].items():
        line = {"position": position}
        for c in COSTS:
            line[c + "_nodes"], line[c + "_evals"] = got[c][position]
        if budget[1]:
            h5 = got["star2_h5"][position]
            line["star2_h4_evals_ratio"] = decimal(Fraction(got["star2_h4"][position][1], budget[1]))
            line["star2_h5_evals_ratio"] = decimal(Fraction(h5[1], budget[1]))
            line["star2_h5_nodes_ratio"] = decimal(Fraction(h5[0], budget[0]))
            line["star2_h5_within_budget"] = int(h5[1] <= budget[1])
        out.writerow([line.get(c, "") for c in COLUMNS])
    evaluated = [p for p, budget in got["minimax_h4"].items() if budget[1]]
    out.writerow([pooled("all", evaluated, got).get(c, "") for c in COLUMNS])


if __name__ == "__main__":
    main()
