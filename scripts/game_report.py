#!/usr/bin/env python3
"""game_report.py GAME SUMMARY_CSV POSITIONS PLOT [MATCHES_CSV]: results/GAME.md,
a game's study section (make games, scripts/game_study.sh), every figure read
from the summary (scripts/game_summary.py) and the matches
(scripts/game_matches.sh); POSITIONS and PLOT are named in it."""
import csv
import os
import sys


def table(rows, evaluation, title_cols, cell):
    horizons = sorted({int(r["horizon"]) for r in rows if r["eval"] == evaluation})
    algorithms = []
    for r in rows:
        if r["eval"] == evaluation and r["algorithm"] not in algorithms:
            algorithms.append(r["algorithm"])
    at = {(int(r["horizon"]), r["algorithm"]): r for r in rows if r["eval"] == evaluation}
    others = [a for a in algorithms if a != "minimax"]
    print("| horizon | %s | %s |" % (title_cols, " | ".join(others)))
    print("|---|---|" + "---|" * len(others))
    for h in horizons:
        print("| %d | %s | %s |" % (h, cell(at[h, "minimax"], True), " | ".join(cell(at[h, a], False) for a in others)))


def evals_cell(r, baseline):
    if baseline:
        return r["evals"]
    return "%s (%s .. %s; median %s)" % (r["evals_pct"], r["evals_pct_lo"], r["evals_pct_hi"], r["evals_pct_median"])


def nodes_cell(r, baseline):
    return r["nodes"] if baseline else "%s (%s .. %s)" % (r["nodes_pct"], r["nodes_pct_lo"], r["nodes_pct_hi"])


def judged(rows):
    judged_rows = [r for r in rows if r["algorithm"] == "minimax" and r["loss_mean"] != ""]
    if not judged_rows:
        return
    print("\n**Moves against the referee** (`--referee`): the chosen move's loss against the best,")
    print("in thousandths of the game's point, the mean over the positions with its standard error,")
    print("the positions where the move is not the best, the largest loss (its position) and the")
    print("mean without that position, which says what one position carries. The same for every")
    print("algorithm: they all choose minimax's move (the summary checks it).\n")
    print("| evaluation | horizon | mean loss | se | moves not best | largest (position) | mean without it |")
    print("|---|---|---|---|---|---|---|")
    for r in judged_rows:
        print("| %s | %s | %s | %s | %s of %s | %s (%s) | %s |" % (
            r["eval"], r["horizon"], r["loss_mean"], r["loss_se"], r["moves_not_optimal"], r["positions"],
            r["loss_max"], r["loss_max_position"], r["loss_mean_without_max"]))


def matches(path):
    """The matches' section (scripts/game_matches.sh), when the game has them."""
    try:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    except FileNotFoundError:
        return
    name = path.split("/")[-1]
    print("\n**Matches** (`starbench play --game`, scripts/game_matches.sh, %s/%s; every game's row in" % (FOLDER, name))
    print("%s/%s, from which `starbench play FILE` sums each summary up again):" % (FOLDER, name.replace("-matches", "-match-games")))
    print("engine A against engine B over %s games in duplicate pairs (the same start and the same" % rows[0]["games"])
    print("chance ply by ply, each engine first in one game of the pair); A's points per game (a win 1,")
    print("a loss -1) with its standard error over the pairs and 95% interval, and each engine's static")
    print("evaluations per move. Every engine searches with Star2 and `--order eval` (the engines'")
    print("default); the horizon is in move levels.\n")
    print("| A | B | A's points per game | se | 95% interval | A wins | A evals/move | B evals/move |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %s | %s | %s .. %s | %s of %s | %s | %s |" % (
            r["a"], r["b"], r["points_per_game"], r["se"], r["ci95_low"], r["ci95_high"], r["a_wins"], r["games"],
            r["a_evals_per_move"], r["b_evals_per_move"]))


# Where the study's files are named as being, and the target that makes them (the environment's
# STUDY_FOLDER and STUDY_TARGET: make cantstop-study's folder of its own; else make games' results/).
FOLDER = os.environ.get("STUDY_FOLDER", "results")
TARGET = os.environ.get("STUDY_TARGET", "make games")


def main():
    game, summary, positions, plot = sys.argv[1:5]
    with open(summary, newline="") as f:
        rows = list(csv.DictReader(f))
    evaluations = []
    for r in rows:
        if r["eval"] not in evaluations:
            evaluations.append(r["eval"])
    print("# %s: Ballard's procedures beside backgammon\n" % game)
    print("Made by `%s` (scripts/game_study.sh); the rows are %s/%s.csv, the figures" % (TARGET, FOLDER, game))
    print("%s/%s-summary.csv: %s positions of %s, each searched to each" % (FOLDER, game, rows[0]["positions"], positions))
    print("horizon (move levels) by every algorithm, which all return minimax's value and move on")
    print("every position (the summary checks it).")
    for evaluation in evaluations:
        print("\nWith `--eval %s`, static evaluations as a percentage of minimax's, pooled over the" % evaluation)
        print("positions, with the 95% bootstrap interval over positions, then the median position:\n")
        table(rows, evaluation, "minimax evaluations", evals_cell)
        print("\nIn nodes (every node entered, leaves included), pooled:\n")
        table(rows, evaluation, "minimax nodes", nodes_cell)
    judged(rows)
    if len(sys.argv) > 5:
        matches(sys.argv[5])
    print("\nChanceProbCut is left out: its fit (`--cut-fit`) is made for backgammon only. The plot")
    print("is %s." % plot)


if __name__ == "__main__":
    main()
