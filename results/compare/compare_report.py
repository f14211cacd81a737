"""compare.md, the report of make compare-study, from the rows of
results/compare/ (each GAME.csv and GAME-time.csv that `starbench compare`
wrote; results/compare/compare.sh).  Every figure is read from the rows;
none is typed here.  With --answer: the one line of finding that
results/REPORT.md's index gives.
Usage: python3 compare_report.py DIR [--answer]"""
import csv
import math
import os
import sys

GAMES = [  # file stem, title, unit of a loss, referee's description
    ("pig", "Pig", "thousandths of a win", "the solved game (exact)"),
    ("einstein", "EinStein würfelt nicht!", "milli-points", "deep:6, starbench's own: an exact search to horizon 6 "
     "with the distance evaluation (engines to horizon 5)"),
    ("cantstop", "Can't Stop", "milli-points", "deep:3, starbench's own: an exact search to horizon 3, the game's "
     "deepest, with the progress evaluation (engines to horizon 2)"),
    ("backgammon", "backgammon, fitted evaluation", "milli-points", "GNU Backgammon's 2-ply (data/referee.txt)"),
    ("backgammon-net", "backgammon, net13-race", "milli-points", "GNU Backgammon's 2-ply (data/referee.txt), 200 "
     "of its 537 positions"),
]


def algo(engine):
    """An engine's short name: its algo= (every engine of a file differs in it)."""
    return dict(kv.split("=", 1) for kv in engine.split(",") if "=" in kv)["algo"]


def settings(engine):
    """A swept engine's name: its spec without what every engine of the sweep shares."""
    shared = ("horizon", "eval", "order", "table", "deepening", "playout")
    return ",".join(kv for kv in engine.split(",") if kv.split("=")[0] not in shared)


def read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def distinct(rows, column):
    """The column's values in the order they first appear."""
    return list(dict.fromkeys(r[column] for r in rows))


def budgets_of(rows):
    return distinct(rows, "budget")


def engines_of(rows):
    return distinct(rows, "engine")


def cell(rows, engine, budget):
    return next(r for r in rows if r["engine"] == engine and r["budget"] == budget)


def best_at(rows, budget):
    """The engine with the lowest mean loss at budget, the next, and the
    gap between them in (unpaired) standard errors."""
    at = sorted((r for r in rows if r["budget"] == budget), key=lambda r: float(r["loss_mean"]))
    first, second = at[0], at[1]
    se = math.hypot(float(first["loss_se"]), float(second["loss_se"]))
    z = (float(second["loss_mean"]) - float(first["loss_mean"])) / se if se > 0 else float("inf")
    return first, second, z


def limit(budget):
    kind, n = budget.split("=")
    return ("{:,} evaluations" if kind == "evals" else "{:,} ms" if kind == "time" else "{:,} nodes").format(int(n))


def answer_line(rows, budget):
    first, second, z = best_at(rows, budget)
    tie = "ahead of" if z >= 2 else "level with"
    return "%s %s (loss %s) %s %s (%s; %.1f se)" % (limit(budget), algo(first["engine"]), first["loss_mean"], tie,
                                                   algo(second["engine"]), second["loss_mean"], z)


def table(rows, column, fmt, name=algo):
    budgets = budgets_of(rows)
    out = ["| engine | " + " | ".join(limit(b) for b in budgets) + " |", "|---|" + "---|" * len(budgets)]
    for e in engines_of(rows):
        out.append("| %s | " % name(e) + " | ".join(fmt(cell(rows, e, b)) for b in budgets) + " |")
    return out


def sweep_section(stem, rows, chosen):
    """The sweep's rows (sweep.sh) and the settings tuned.py took from them."""
    out = ["Constants swept first (sweep.sh; sweep-%s.csv): on the %s positions of `%s`, disjoint from those "
           "judged here, by the same referee; mean loss (se) a setting:" % (stem, rows[0]["total"],
                                                                          rows[0]["positions"]), ""]
    out += table(rows, "loss", lambda r: "%s (%s)" % (r["loss_mean"], r["loss_se"]), settings)
    out += ["", "Taken (the lowest loss summed over the budgets, tuned.py): " + "; ".join(
        "%s `%s`" % (a, settings(e)) for a, e in chosen) + ". Where the gaps are within a standard error or two, "
        "the choice is a point estimate, not a proven best.", ""]
    return out


def game_section(stem, title, unit, referee, rows, time_rows, plot, sweep_rows):
    n = rows[0]["total"]
    out = ["## %s" % title, "",
           "%s positions of `%s`, judged by %s; losses in %s (the mean, its standard error in brackets), "
           "then the share of moves the referee ranks first. Engines, as rows name them:" % (n, rows[0]["positions"],
                                                                                            referee, unit), ""]
    out += ["- `%s`" % e for e in engines_of(rows)]
    out += [""]
    if sweep_rows:
        chosen = [(algo(e), e) for e in engines_of(rows) if algo(e) in ("mcts", "mcms")]
        out += sweep_section(stem.split("-")[0], sweep_rows, chosen)
    out += ["By budget, the lowest mean loss and the next:", ""]
    out += ["- " + answer_line(rows, b) for b in budgets_of(rows)]
    out += [""] + table(rows, "loss", lambda r: "%s (%s) %s%%" % (r["loss_mean"], r["loss_se"], r["best_pct"]))
    out += ["", "Evaluations a move (all the engine spent) and the share of them that abandoned horizons spent:", ""]
    out += table(rows, "evals", lambda r: "%s, %s%%" % (r["evals_mean"], r["dropped_pct"]))
    if time_rows:
        out += ["", "At equal CPU time a move (one run on this machine; not deterministic):", ""]
        out += ["- " + answer_line(time_rows, b) for b in budgets_of(time_rows)]
        out += [""] + table(time_rows, "loss", lambda r: "%s (%s), %s evals" % (r["loss_mean"], r["loss_se"],
                                                                              r["evals_mean"]))
        out += ["", lanctot(time_rows)]
    out += ["", "![%s: loss against the budget](../../plots/%s)" % (title, plot), ""]
    return out


def lanctot(rows):
    """Lanctot et al.'s abstract in its own terms: MCMS against MCTS and
    against the classic searches (Star2, expectimax) at equal time."""
    parts = []
    for b in budgets_of(rows):
        mcms = next(r for r in rows if r["budget"] == b and algo(r["engine"]) == "mcms")
        diffs = []
        for other in ("mcts", "star2", "expectimax"):
            o = next(r for r in rows if r["budget"] == b and algo(r["engine"]) == other)
            se = math.hypot(float(mcms["loss_se"]), float(o["loss_se"]))
            d = float(mcms["loss_mean"]) - float(o["loss_mean"])
            diffs.append("%s %+.3f (%.1f se)" % (other, d, d / se if se > 0 else 0))
        parts.append("%s: %s" % (limit(b), ", ".join(diffs)))
    return ("Lanctot et al. (MCMS \"competitive with enhanced MCTS variants in some domains\", \"consistently "
            "outperforming the equivalent classic approaches given the same amount of thinking time\"): MCMS's mean "
            "loss less the other's (negative: MCMS better), " + "; ".join(parts) + ".")


def main():
    folder = sys.argv[1]
    present = [g for g in GAMES if os.path.exists(os.path.join(folder, g[0] + ".csv"))]
    if len(sys.argv) > 2 and sys.argv[2] == "--answer":
        lines = []
        for stem, title, _, _, in [(g[0], g[1], g[2], g[3]) for g in present]:
            rows = read(os.path.join(folder, stem + ".csv"))
            top = budgets_of(rows)
            lines.append("%s at %s" % (title, answer_line(rows, top[-1])))
        print("; ".join(lines))
        return
    out = ["# Which search at which budget: engines judged by a referee", "",
           "Made by `make compare-study` (results/compare/compare.sh, then this folder's compare_report.py): "
           "`starbench compare` on each game, every engine choosing a move in every position at every budget, the "
           "referee rating it. The rows are this folder's CSV files; each figure below is read from them.", "",
           "What the figures rest on:", "",
           "- The same positions for every engine, but the intervals here are unpaired (se of each mean, a gap in "
           "units of both combined): a paired comparison would be tighter.",
           "- MCTS's exploration constant and widening and MCMS's samples were chosen per game by a sweep on other "
           "positions (sweep.sh, each game's section), at 1,000 and 10,000 evaluations, for every budget; "
           "backgammon's on net13-race, used with the fitted evaluation too. Star2's, Star2.5's and expectimax's "
           "settings are fixed (evaluation order, a table of 65,536 entries, partial deepening).",
           "- MCMS with as many samples as a chance node has outcomes draws nothing and is Star2 exactly "
           "(doc/searching.md): where the sweep takes 6 or more for Pig's or EinStein's die, MCMS here is Star2.",
           "- EinStein's and Can't Stop's referee is starbench's own (deep:H): as good as that evaluation and "
           "horizon, no outside truth; the *-minimax engines compute the referee's own function at a shallower "
           "horizon, which favours them over the sampling searches.",
           "- A budget is a move's whole cost: every evaluation the engine made, a horizon abandoned by the budget "
           "included; a position with one legal move costs nothing. Pig's engines stop at horizon 10 (MCMS at 6), "
           "so their cost stops growing where the tree is spent.",
           "- Time budgets are CPU time on this machine (two cores, two positions at once), one run.", ""]
    for i, (stem, title, unit, referee) in enumerate(present):
        rows = read(os.path.join(folder, stem + ".csv"))
        time_path = os.path.join(folder, stem + "-time.csv")
        time_rows = read(time_path) if os.path.exists(time_path) else None
        sweep_path = os.path.join(folder, "sweep-%s.csv" % stem.split("-")[0])
        sweep_rows = read(sweep_path) if os.path.exists(sweep_path) and stem != "backgammon" else None
        out += game_section(stem, title, unit, referee, rows, time_rows, "16-compare-%s.png" % stem, sweep_rows)
    print("\n".join(out))


main()
