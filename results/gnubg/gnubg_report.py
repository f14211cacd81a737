#!/usr/bin/env python3
"""make gnubg-study's tables (gnubg_study.sh, beside this script): from the per-game
rows DIR/matches/NAME.csv of each match (starbench's engine A against
gnubg B), writes DIR/gnubg-matches.csv (a row a match: points per game
for starbench with the standard error over duplicate pairs and the 95%
interval, wins, gammons, starbench's evaluations a move), gnubg-depth.csv
(depth's gain: a deeper engine's points per game minus a shallower one's
against the same gnubg, paired by duplicate pair, both matches playing
pair p with the same dice), gnubg-evals.csv (an evaluation's points per
game minus the previous evaluation's in the study's order, at the same
horizon against the same gnubg, paired the same way) and gnubg.md; from
the luck-rated matches' rows DIR/luck/NAME.csv (starbench play
--luck), gnubg-luck.csv (the engine's budget, if any; points per game with
its se over pairs and 95% interval, and luck-adjusted points per game with
its own; whether the games are the study's match of the same name, game by
game), gnubg-luck-depth.csv and gnubg-luck-evals.csv (as
gnubg-depth.csv and gnubg-evals.csv, on the luck-adjusted points).

Usage: gnubg_report.py DIR MATCHES LUCK_MATCHES (the study's tables: one
match a line, "NAME GAMES SPEC PLIES")."""
import csv
import math
import os
import sys


def pairs_of(path, adjusted=False):
    """{pair: (points of its two games for A) / 2}, and the rows; adjusted: points less luck_a."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    points = {}
    for r in rows:
        p = int(r["game"]) // 2
        points[p] = points.get(p, 0) + int(r["points_a"]) - (float(r["luck_a"]) if adjusted else 0)
    return {p: v / 2 for p, v in points.items()}, rows


def mean_se(values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    # Each value is a pair's mean of two games: per game, the mean is the same.
    return mean, math.sqrt(var / n)


def interval(mean, se, prefix=""):
    """PREFIXci95_low and PREFIXci95_high: the 95% interval mean -/+ 1.96 se, as the rows print it."""
    return {prefix + "ci95_low": "%.4f" % (mean - 1.96 * se), prefix + "ci95_high": "%.4f" % (mean + 1.96 * se)}


def setting(spec, key):
    """The value of KEY in an engine spec ("budget=evals=N" gives "evals=N"), "" if not given."""
    for item in spec.split(","):
        if item.startswith(key + "="):
            return item[len(key) + 1:]
    return ""


def budget_of(spec):
    """The engine's budget as the tables give it: "evals=N", with its deepening rule after it if one is set
    ("evals=N (predicted)"; no comma, so that the CSV cell needs no quotes)."""
    budget, deepening = setting(spec, "budget"), setting(spec, "deepening")
    return budget + (" (%s)" % deepening if budget and deepening else "")


def summary(name, spec, plies, path):
    pairs, rows = pairs_of(path)
    mean, se = mean_se(list(pairs.values()))
    wins = sum(1 for r in rows if int(r["points_a"]) > 0)
    gammons_a = sum(1 for r in rows if int(r["points_a"]) >= 2)
    gammons_b = sum(1 for r in rows if int(r["points_a"]) <= -2)
    moves = sum(int(r["a_moves"]) for r in rows)
    evals = sum(int(r["a_evals"]) for r in rows)
    return {"match": name, "eval": setting(spec, "eval"), "horizon": setting(spec, "horizon"),
            "budget": budget_of(spec), "gnubg_plies": plies, "games": len(rows),
            "points_per_game": "%.4f" % mean, "se": "%.4f" % se,
            **interval(mean, se),
            "starbench_wins": wins, "gnubg_wins": len(rows) - wins,
            "starbench_gammons": gammons_a, "gnubg_gammons": gammons_b,
            "starbench_evals_per_move": "%.1f" % (evals / moves)}


def depth_rows(results, matches, folder="matches", adjusted=False):
    """Deeper minus shallower, each evaluation, against gnubg at the same plies: the shallower at a fixed horizon,
    the deeper at a fixed horizon or within a budget (after the fixed ones: "horizon H within BUDGET")."""
    out = []
    by_key = {(setting(m[2], "eval"), m[3], int(setting(m[2], "horizon"))): m[0]
              for m in matches if not setting(m[2], "budget")}
    bounded = [((setting(m[2], "eval"), m[3], int(setting(m[2], "horizon"))), m[0], " within " + budget_of(m[2]))
               for m in matches if setting(m[2], "budget")]
    for (evaluation, plies, horizon), name, budget in [(k, n, "") for k, n in sorted(by_key.items())] + bounded:
        for shallower in range(1, horizon):
            other = by_key.get((evaluation, plies, shallower))
            if not other:
                continue
            deep, _ = pairs_of(os.path.join(results, folder, name + ".csv"), adjusted)
            shallow, _ = pairs_of(os.path.join(results, folder, other + ".csv"), adjusted)
            common = sorted(set(deep) & set(shallow))
            mean, se = mean_se([deep[p] - shallow[p] for p in common])
            out.append({"eval": evaluation, "gnubg_plies": plies, "deeper": "horizon %d%s" % (horizon, budget),
                        "shallower": "horizon %d" % shallower, "pairs": len(common),
                        "gain_per_game": "%.4f" % mean, "se": "%.4f" % se,
                        **interval(mean, se)})
    return out


def paired(results, name, other, folder, adjusted):
    """Mean and se of match NAME's pair points minus match OTHER's over their common pairs, the pairs."""
    a, _ = pairs_of(os.path.join(results, folder, name + ".csv"), adjusted)
    b, _ = pairs_of(os.path.join(results, folder, other + ".csv"), adjusted)
    common = sorted(set(a) & set(b))
    mean, se = mean_se([a[p] - b[p] for p in common])
    return mean, se, len(common)


def study_order(matches):
    """The evaluations in the order the study's matches first name them."""
    return list(dict.fromkeys(setting(m[2], "eval") for m in matches))


def evaluation_rows(results, matches, folder="matches", adjusted=False, order=None):
    """Each evaluation minus the one before it in the study's order (order, else the matches'), at the same fixed
    horizon and gnubg plies."""
    order = order or study_order(matches)
    by_key = {(setting(m[2], "eval"), m[3], setting(m[2], "horizon")): m[0]
              for m in matches if not setting(m[2], "budget")}
    out = []
    for (evaluation, plies, horizon), name in sorted(by_key.items(), key=lambda k: (k[0][1], k[0][2], order.index(k[0][0]))):
        earlier = [e for e in order[:order.index(evaluation)] if (e, plies, horizon) in by_key]
        if not earlier:
            continue
        mean, se, pairs = paired(results, name, by_key[(earlier[-1], plies, horizon)], folder, adjusted)
        out.append({"eval": evaluation, "previous": earlier[-1], "gnubg_plies": plies, "horizon": horizon,
                    "pairs": pairs, "difference_per_game": "%.4f" % mean, "se": "%.4f" % se,
                    **interval(mean, se)})
    return out


def luck_summary(results, name, spec, plies):
    """A luck-rated match: points per game and luck-adjusted points per game with their se over pairs, and
    whether its games are the study's match NAME's, game by game (the same points and plies), if it has one."""
    path = os.path.join(results, "luck", name + ".csv")
    raw, rows = pairs_of(path)
    adjusted, _ = pairs_of(path, adjusted=True)
    mean, se = mean_se(list(raw.values()))
    adjusted_mean, adjusted_se = mean_se(list(adjusted.values()))
    study = os.path.join(results, "matches", name + ".csv")
    same = ""
    if os.path.exists(study):
        with open(study, newline="") as f:
            games = {r["game"]: (r["points_a"], r["plies"]) for r in csv.DictReader(f)}
        same = "yes" if games == {r["game"]: (r["points_a"], r["plies"]) for r in rows} else "no"
    return {"match": name, "eval": setting(spec, "eval"), "horizon": setting(spec, "horizon"),
            "budget": budget_of(spec), "gnubg_plies": plies, "games": len(rows), "luck": rows[0]["luck"],
            "points_per_game": "%.4f" % mean, "se": "%.4f" % se,
            **interval(mean, se),
            "adjusted_points_per_game": "%.4f" % adjusted_mean, "adjusted_se": "%.4f" % adjusted_se,
            **interval(adjusted_mean, adjusted_se, "adjusted_"),
            "se_ratio": "%.2f" % (se / adjusted_se), "same_games_as_study": same}


def write_csv(path, rows):
    with open(path + ".tmp", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    os.replace(path + ".tmp", path)


def table(rows, columns):
    lines = ["| " + " | ".join(c for c, _ in columns) + " |", "|" + "---|" * len(columns)]
    for r in rows:
        lines.append("| " + " | ".join(str(r[k]) for _, k in columns) + " |")
    return "\n".join(lines)


def section(title, prose, rows, columns):
    """A Markdown section of gnubg.md: its title, prose lines, then the table of rows."""
    return ["## " + title, ""] + prose + ["", table(rows, columns), ""]


def luck_sections(results, luck_matches, order):
    """gnubg-luck.csv, gnubg-luck-depth.csv, gnubg-luck-evals.csv, and their sections of gnubg.md; evaluations
    compared in the whole study's order."""
    played = [m for m in luck_matches if os.path.exists(os.path.join(results, "luck", m[0] + ".csv"))]
    if not played:
        return []
    rows = [luck_summary(results, m[0], m[2], m[3]) for m in played]
    depth = depth_rows(results, played, "luck", adjusted=True)
    evaluations = evaluation_rows(results, played, "luck", adjusted=True, order=order)
    write_csv(os.path.join(results, "gnubg-luck.csv"), rows)
    md = section("Luck-adjusted points",
                 ["Matches played again with each roll's luck rated (`starbench play --luck %s`, in" % rows[0]["luck"],
                  "[luck/](luck/)): a roll's luck is the equity, by that evaluation, of the best move with it",
                  "less the mean of that over the rolls it might have had, so its mean is 0 and the points less the luck",
                  "estimate the same points per game without bias (gnubg's luck-adjusted result). Same games: every game",
                  "of the study's match of the same name gave the same points in as many plies (luck changes no move).",
                  "se ratio: the points' se over the adjusted points' (both over the same duplicate pairs)."],
                 rows, [("match", "match"), ("evaluation", "eval"), ("horizon", "horizon"), ("budget", "budget"),
                        ("games", "games"), ("points/game", "points_per_game"), ("se", "se"),
                        ("95% low", "ci95_low"), ("95% high", "ci95_high"),
                        ("adjusted", "adjusted_points_per_game"), ("adjusted se", "adjusted_se"),
                        ("95% low", "adjusted_ci95_low"), ("95% high", "adjusted_ci95_high"), ("se ratio", "se_ratio"),
                        ("same games", "same_games_as_study")])
    if depth:
        write_csv(os.path.join(results, "gnubg-luck-depth.csv"), depth)
        md += section("Depth's gain, luck-adjusted",
                      ["As depth's gain above, on the luck-adjusted points of the luck-rated matches."],
                      depth, [("evaluation", "eval"), ("gnubg plies", "gnubg_plies"), ("deeper", "deeper"),
                              ("shallower", "shallower"), ("pairs", "pairs"), ("gain/game", "gain_per_game"),
                              ("se", "se"), ("95% low", "ci95_low"), ("95% high", "ci95_high")])
    if evaluations:
        write_csv(os.path.join(results, "gnubg-luck-evals.csv"), evaluations)
        md += section("Each evaluation against the one before it, luck-adjusted",
                      ["As above, on the luck-adjusted points of the luck-rated matches."],
                      evaluations, [("evaluation", "eval"), ("minus", "previous"), ("gnubg plies", "gnubg_plies"),
                                    ("horizon", "horizon"), ("pairs", "pairs"),
                                    ("difference/game", "difference_per_game"),
                                    ("se", "se"), ("95% low", "ci95_low"), ("95% high", "ci95_high")])
    return md


def quantile(values, q):
    """The q-quantile of sorted values, the nearest rank's."""
    return values[min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))]


def move_time_section(results):
    """gnubg.md's section on move_times.sh's rows (move-times.csv), per engine: the CPU time a move's
    distribution, how many moves passed 0.5 s and 1 s, and how deep its searches went."""
    path = os.path.join(results, "move-times.csv")
    if not os.path.exists(path):
        return []
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    out = []
    for engine in dict.fromkeys(r["engine"] for r in rows):
        mine = [r for r in rows if r["engine"] == engine]
        t = sorted(float(r["cpu_seconds"]) for r in mine)
        whole = sum(1 for r in mine if r["horizon_reached"] == "3" and r["partial_children"] == "0")
        out.append({"engine": engine, "moves": len(t), "mean": "%.3f" % (sum(t) / len(t)),
                    "median": "%.3f" % quantile(t, 0.5), "p90": "%.3f" % quantile(t, 0.9),
                    "p99": "%.3f" % quantile(t, 0.99), "max": "%.3f" % t[-1],
                    "over_half": sum(1 for v in t if v > 0.5), "over_one": sum(1 for v in t if v > 1.0),
                    "evals": "%.0f" % (sum(int(r["evals"]) + int(r["dropped_evals"]) for r in mine) / len(mine)),
                    "whole": whole, "partial": sum(1 for r in mine if r["horizon_reached"] == "3") - whole})
    return section("CPU time a move",
                   ["`make gnubg-move-times` (move_times.sh): Star2 with net13-race to horizon 3 (eval-above), bounded",
                    "(net13-race-h3-p150k: 150,000 evaluations a move, predicted deepening) and not, on the 537",
                    "positions of data/referee.txt (gnubg self-play), one thread, one search after another as in a match;",
                    "seconds of CPU a move on this machine (they differ run to run; the evaluations do not). evals/move",
                    "counts every evaluation, a dropped horizon's too; horizon 3: the moves whose horizon 3 was searched",
                    "whole, and part-way (predicted deepening keeps the root children searched through)."],
                   out, [("engine", "engine"), ("moves", "moves"), ("mean s", "mean"), ("median", "median"),
                         ("90%", "p90"), ("99%", "p99"), ("max", "max"), ("over 0.5 s", "over_half"),
                         ("over 1 s", "over_one"), ("evals/move", "evals"), ("horizon 3 whole", "whole"),
                         ("part-way", "partial")])


def main():
    results, matches = sys.argv[1], [line.split() for line in sys.argv[2].strip().splitlines()]
    luck_matches = [line.split() for line in sys.argv[3].strip().splitlines()]
    played = [m for m in matches if os.path.exists(os.path.join(results, "matches", m[0] + ".csv"))]
    rows = [summary(m[0], m[2], m[3], os.path.join(results, "matches", m[0] + ".csv")) for m in played]
    depth = depth_rows(results, played)
    evaluations = evaluation_rows(results, played)
    write_csv(os.path.join(results, "gnubg-matches.csv"), rows)
    if depth:
        write_csv(os.path.join(results, "gnubg-depth.csv"), depth)
    if evaluations:
        write_csv(os.path.join(results, "gnubg-evals.csv"), evaluations)
    md = ["# starbench against GNU Backgammon",
          "",
          "Written by `make gnubg-study` (this folder's study.mk, gnubg_study.sh, gnubg_report.py) from the per-game rows in",
          "[matches/](matches/). Duplicate cubeless money games from the opening (seed 1982): starbench's engine",
          "(Star2 to a horizon, or deepening to it within a budget of evaluations a move, with the fitted",
          "evaluation or a network: net, net2, net3, net4, net5; net5-bearoff and net5-race, net5 with exact bear-offs",
          "and a network for races) against `algo=gnubg` at 0 or 1",
          "ply, gnubg's move ranked first by its hint (cubeless, deterministic, no noise). Points per game are",
          "starbench's; the standard error is over duplicate pairs, the interval mean +- 1.96 se. Every move",
          "of starbench's engine was checked by gnubg's move generator and every move of gnubg's by starbench's.",
          "",
          table(rows, [("match", "match"), ("evaluation", "eval"), ("horizon", "horizon"), ("budget", "budget"),
                       ("gnubg plies", "gnubg_plies"),
                       ("games", "games"), ("points/game", "points_per_game"), ("se", "se"),
                       ("95% low", "ci95_low"), ("95% high", "ci95_high"), ("evals/move", "starbench_evals_per_move"),
                       ("gammons won", "starbench_gammons"), ("gammons lost", "gnubg_gammons")]),
          ""]
    if depth:
        md += section("Depth's gain, by evaluation",
                      ["A deeper engine's points per game minus a shallower one's, against the same gnubg, over the",
                       "duplicate pairs both matches played (pair p rolls the same dice ply by ply in both, so the",
                       "difference is paired; the games part once their moves differ)."],
                      depth, [("evaluation", "eval"), ("gnubg plies", "gnubg_plies"), ("deeper", "deeper"),
                              ("shallower", "shallower"), ("pairs", "pairs"), ("gain/game", "gain_per_game"),
                              ("se", "se"), ("95% low", "ci95_low"), ("95% high", "ci95_high")])
    if evaluations:
        md += section("Each evaluation against the one before it",
                      ["An evaluation's points per game minus those of the one listed before it in the study (which has a",
                       "match at the same horizon against the same gnubg), over the duplicate pairs both played: the same",
                       "dice pair by pair, so the difference is paired."],
                      evaluations, [("evaluation", "eval"), ("minus", "previous"), ("gnubg plies", "gnubg_plies"),
                                    ("horizon", "horizon"), ("pairs", "pairs"), ("difference/game", "difference_per_game"),
                                    ("se", "se"), ("95% low", "ci95_low"), ("95% high", "ci95_high")])
    md += luck_sections(results, luck_matches, study_order(matches + luck_matches))
    md += move_time_section(results)
    with open(os.path.join(results, "gnubg.md.tmp"), "w") as f:
        f.write("\n".join(md))
    os.replace(os.path.join(results, "gnubg.md.tmp"), os.path.join(results, "gnubg.md"))


if __name__ == "__main__":
    main()
