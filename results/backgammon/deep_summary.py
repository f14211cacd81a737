#!/usr/bin/env python3
"""deep_summary.py GAMES_CSV H4_CSV MINIMAX_H4_CSV STAR2_H5_CSV CPC_H5_CSV POSITIONS_FILE:
horizons 4 and 5 (make games-h4's last step): per position, the nodes and
static evaluations of minimax at horizons 3 (GAMES_CSV, results/backgammon/games.csv,
the generator's order) and 4 (MINIMAX_H4_CSV, every position of make
games), of Star2 at horizon 4 (H4_CSV, results/backgammon/games-h4.csv) and, on the
positions where they are affordable (those of STAR2_H5_CSV), of Star2 and
ChanceProbCut at horizon 5 (CPC_H5_CSV), all by --order eval-above; and
the ratios of their evaluations to minimax's at horizon 4 (`_evals_ratio`:
Star2 at the same depth, Star2 and ChanceProbCut one horizon deeper).
ChanceProbCut's move is judged against the horizon-5 tree: `cpc_h5_correct`
(1: a move of the best value) and `cpc_h5_loss` (the value given up, in
milli-points).  Two pooled rows follow, over the positions where minimax
evaluates anything at horizon 4: "all" (every such position: the costs and
ratios every one of them has) and "affordable" (those with horizon-5 rows:
every column, with how many of them Star2 searches to horizon 5 within
minimax's horizon-4 evaluations, on how many ChanceProbCut's move is the
best, and its mean loss); then the "all" row's positions by class
(POSITIONS_FILE, data/backgammon-positions.txt: opening, contact, race,
bearoff).  A pooled ratio comes with its 95% bootstrap interval over
positions (_lo, _hi), the median position's ratio (scripts/ratio_stats.py),
and the smallest and largest pooled ratio with one position left out
(_loo_min, _loo_max: what one position carries).  CSV on standard output; ratios exact to 4
decimals (rounded half up)."""
import csv
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))  # ratio_stats, shared
from ratio_stats import bootstrap, decimal, quantile, ratio

COSTS = ["minimax_h3", "minimax_h4", "star2_h4", "star2_h5", "cpc_h5"]
RATIOS = {"star2_h4_evals": "star2_h4", "star2_h5_evals": "star2_h5", "cpc_h5_evals": "cpc_h5"}  # to minimax_h4's
COLUMNS = (["position", "positions"] + [c + "_" + k for c in COSTS for k in ("nodes", "evals")] +
           [r + s for r in RATIOS for s in ("_ratio", "_lo", "_hi", "_median")] +
           ["star2_h5_nodes_ratio", "star2_h5_within_budget", "cpc_h5_correct", "cpc_h5_loss"] +
           [r + s for r in RATIOS for s in ("_loo_min", "_loo_max")])
CLASSES = ("opening", "contact", "race", "bearoff")  # data/backgammon-positions.txt's


def rows(path, algorithm, keep=lambda r: True):
    """The rows of path of the algorithm that keep() accepts, by position."""
    with open(path, newline="") as f:
        return {r["file"]: r for r in csv.DictReader(f) if r["algorithm"] == algorithm and keep(r)}


def cost(row):
    return int(row["nodes"]), int(row["evals"])


def position_line(position, got, judged):
    """A position's row: the costs it has, and the ratios where minimax evaluates at horizon 4."""
    line = {"position": position}
    for c in COSTS:
        if position in got[c]:
            line[c + "_nodes"], line[c + "_evals"] = got[c][position]
    budget = got["minimax_h4"][position]
    if budget[1]:
        for r, search in RATIOS.items():
            if position in got[search]:
                line[r + "_ratio"] = decimal(Fraction(got[search][position][1], budget[1]))
        if position in got["star2_h5"]:
            h5 = got["star2_h5"][position]
            line["star2_h5_nodes_ratio"] = decimal(Fraction(h5[0], budget[0]))
            line["star2_h5_within_budget"] = int(h5[1] <= budget[1])
    if position in judged:
        line["cpc_h5_correct"] = judged[position]["correct"]
        line["cpc_h5_loss"] = decimal(Fraction(judged[position]["loss"]))
    return line


def pooled(name, positions, got, judged):
    """The pooled row `name` over positions (each with minimax evaluating at horizon 4)."""
    line = {"position": name, "positions": len(positions)}
    for c in COSTS:
        if all(p in got[c] for p in positions):
            line[c + "_nodes"] = sum(got[c][p][0] for p in positions)
            line[c + "_evals"] = sum(got[c][p][1] for p in positions)
    for r, search in RATIOS.items():
        if search + "_evals" not in line:
            continue
        pairs = [(got[search][p][1], got["minimax_h4"][p][1]) for p in positions]
        lo, hi = bootstrap(pairs)
        line.update({r + "_ratio": decimal(ratio(pairs)), r + "_lo": decimal(lo), r + "_hi": decimal(hi),
                     r + "_median": decimal(quantile([Fraction(a, b) for a, b in pairs], Fraction(1, 2)))})
        if len(pairs) > 1:  # what one position carries: the pooled ratio with each left out in turn
            left_out = [ratio(pairs[:i] + pairs[i + 1:]) for i in range(len(pairs))]
            line.update({r + "_loo_min": decimal(min(left_out)), r + "_loo_max": decimal(max(left_out))})
    if "star2_h5_nodes" in line:
        line["star2_h5_nodes_ratio"] = decimal(Fraction(line["star2_h5_nodes"], line["minimax_h4_nodes"]))
        line["star2_h5_within_budget"] = sum(got["star2_h5"][p][1] <= got["minimax_h4"][p][1] for p in positions)
    if all(p in judged for p in positions):
        line["cpc_h5_correct"] = sum(judged[p]["correct"] == "1" for p in positions)
        line["cpc_h5_loss"] = decimal(sum(Fraction(judged[p]["loss"]) for p in positions) / len(positions))
    return line


def classes(path):
    """The class of each position of data/backgammon-positions.txt, by its rows' file name."""
    with open(path) as f:
        fields = [line.split() for line in f if not line.startswith("#") and line.strip()]
    return {"backgammon:%s:%s" % (f[0], f[1]): f[2] for f in fields if len(f) >= 3}


def main():
    games, h4, minimax_h4, star2_h5, cpc_h5, positions_file = sys.argv[1:7]
    judged = rows(cpc_h5, "cpc")
    got = {
        "minimax_h3": rows(games, "minimax", lambda r: r["horizon"] == "3" and r["order"] == "tree"),
        "minimax_h4": rows(minimax_h4, "minimax"),
        "star2_h4": rows(h4, "star2"),
        "star2_h5": rows(star2_h5, "star2"),
        "cpc_h5": judged,
    }
    got = {c: {p: cost(r) for p, r in by_position.items()} for c, by_position in got.items()}
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    for position in got["minimax_h4"]:
        out.writerow([position_line(position, got, judged).get(c, "") for c in COLUMNS])
    evaluated = [p for p, budget in got["minimax_h4"].items() if budget[1]]
    affordable = [p for p in evaluated if p in got["star2_h5"]]
    for name, positions in (("all", evaluated), ("affordable", affordable)):
        out.writerow([pooled(name, positions, got, judged).get(c, "") for c in COLUMNS])
    class_of = classes(positions_file)
    for name in CLASSES:  # the "all" row by class of position
        positions = [p for p in evaluated if class_of.get(p) == name]
        if positions:
            out.writerow([pooled(name, positions, got, {}).get(c, "") for c in COLUMNS])


if __name__ == "__main__":
    main()
