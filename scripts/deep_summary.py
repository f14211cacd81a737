#!/usr/bin/env python3
"""deep_summary.py GAMES_CSV H4_CSV MINIMAX_H4_CSV STAR2_H5_CSV: horizons 4
and 5 where they are affordable (make games-h4's last step, on the
positions whose minimax at horizon 3 generates at most 10^6 nodes): per
position, the nodes and static evaluations of minimax at horizons 3
(GAMES_CSV, results/games.csv, the generator's order) and 4
(MINIMAX_H4_CSV) and of Star2 at horizons 4 (H4_CSV, results/games-h4.csv)
and 5 (STAR2_H5_CSV), both by --order eval-above; and the ratios: Star2's
horizon 4 to minimax's horizon 4 (the same depth), Star2's horizon 5 to
minimax's horizon 4 (one horizon deeper).  A last row "all" sums over the
positions where minimax evaluates anything at horizon 4 (`positions`),
with how many of them Star2 searches to horizon 5 within minimax's
horizon-4 evaluations.  CSV on
standard output; ratios exact to 4 decimals (rounded half up)."""
import csv
import sys
from fractions import Fraction

from ratio_stats import decimal

COSTS = ["minimax_h3", "minimax_h4", "star2_h4", "star2_h5"]
COLUMNS = (["position", "positions"] + [c + "_" + k for c in COSTS for k in ("nodes", "evals")] +
           ["star2_h4_evals_ratio", "star2_h5_evals_ratio", "star2_h5_nodes_ratio", "star2_h5_within_budget"])


def costs(path, keep):
    """(nodes, evals) by position of the rows of path that keep() accepts."""
    with open(path, newline="") as f:
        return {r["file"]: (int(r["nodes"]), int(r["evals"])) for r in csv.DictReader(f) if keep(r)}


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
    total = {c: [0, 0] for c in COSTS}
    within = counted = 0
    for position in got["minimax_h4"]:
        line = {"position": position}
        for c in COSTS:
            line[c + "_nodes"], line[c + "_evals"] = got[c][position]
        budget = got["minimax_h4"][position]
        if budget[1]:
            line["star2_h4_evals_ratio"] = decimal(Fraction(got["star2_h4"][position][1], budget[1]))
            line["star2_h5_evals_ratio"] = decimal(Fraction(got["star2_h5"][position][1], budget[1]))
            line["star2_h5_nodes_ratio"] = decimal(Fraction(got["star2_h5"][position][0], budget[0]))
            line["star2_h5_within_budget"] = int(got["star2_h5"][position][1] <= budget[1])
            within += line["star2_h5_within_budget"]
            counted += 1
            for c in COSTS:
                total[c][0] += got[c][position][0]
                total[c][1] += got[c][position][1]
        out.writerow([line.get(c, "") for c in COLUMNS])
    line = {"position": "all", "positions": counted, "star2_h5_within_budget": within}
    for c in COSTS:
        line[c + "_nodes"], line[c + "_evals"] = total[c]
    line["star2_h4_evals_ratio"] = decimal(Fraction(total["star2_h4"][1], total["minimax_h4"][1]))
    line["star2_h5_evals_ratio"] = decimal(Fraction(total["star2_h5"][1], total["minimax_h4"][1]))
    line["star2_h5_nodes_ratio"] = decimal(Fraction(total["star2_h5"][0], total["minimax_h4"][0]))
    out.writerow([line.get(c, "") for c in COLUMNS])


if __name__ == "__main__":
    main()
