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


ANSWER_BUDGET = "evals=10000"  # REPORT.md's index line: a budget in every game's ladder


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
    """The engine with the lowest mean loss at budget, the others within two
    (unpaired) standard errors of it, and the best of the rest with its gap
    in standard errors (None when every engine is within)."""
    at = sorted((r for r in rows if r["budget"] == budget), key=lambda r: float(r["loss_mean"]))
    first, level, behind = at[0], [], None
    for r in at[1:]:
        se = math.hypot(float(first["loss_se"]), float(r["loss_se"]))
        z = (float(r["loss_mean"]) - float(first["loss_mean"])) / se if se > 0 else float("inf")
        if z < 2:
            level.append(r)
        elif behind is None:
            behind = (r, z)
    return first, level, behind


def limit(budget):
    kind, n = budget.split("=")
    return ("{:,} evaluations" if kind == "evals" else "{:,} ms" if kind == "time" else "{:,} nodes").format(int(n))


def answer_line(rows, budget, name=algo):
    first, level, behind = best_at(rows, budget)
    text = "%s: %s (loss %s)" % (limit(budget), name(first["engine"]), first["loss_mean"])
    if level:
        text += ", within 2 se of it %s" % ", ".join("%s (%s)" % (name(r["engine"]), r["loss_mean"]) for r in level)
    if behind:
        text += "; the next, %s (%s), %.1f se behind" % (name(behind[0]["engine"]), behind[0]["loss_mean"], behind[1])
    return text


def paired_groups(rows, budget, name=algo):
    """Against the first engine (Star2 in the study's files), position by
    position: the engines whose paired 95% interval lies below 0 (they lose
    less), above 0 (more), or holds 0."""
    groups = {"better": [], "worse": [], "level": []}
    for r in [r for r in rows if r["budget"] == budget][1:]:
        lo, hi = float(r["vs_first_lo95"]), float(r["vs_first_hi95"])
        groups["better" if hi < 0 else "worse" if lo > 0 else "level"].append(
            "%s %+.3f" % (name(r["engine"]), float(r["vs_first_mean"])))
    parts = ["%s: %s" % (k, ", ".join(v)) for k, v in groups.items() if v]
    return "; ".join(parts) if parts else "no other engine"


def paired_line(rows, budget, name=algo, brief=False):
    if brief:
        return "%s, %s" % (limit(budget), paired_groups(rows, budget, name))
    first = next(r for r in rows if r["budget"] == budget)
    return "%s, against %s position by position (paired 95%% intervals): %s" % (
        limit(budget), name(first["engine"]), paired_groups(rows, budget, name))


def paired_cell(r):
    return "%+.3f (%s .. %s)" % (float(r["vs_first_mean"]), r["vs_first_lo95"], r["vs_first_hi95"])


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
        "%s `%s`%s" % (a, settings(e), edge(rows, e)) for a, e in chosen) + ". Where the gaps are within a standard "
        "error or two, the choice is a point estimate, not a proven best.", ""]
    return out


def edge(rows, engine):
    """' (at the edge of the sweep: ...)' where the engine's swept constant is the smallest or largest swept."""
    def value(e, key):
        return dict(kv.split("=", 1) for kv in e.split(",")).get(key)
    for key in ("exploration", "samples"):
        mine = value(engine, key)
        swept = sorted({float(value(e, key)) for e in engines_of(rows) if value(e, key) is not None})
        if mine is not None and len(swept) > 1 and float(mine) in (swept[0], swept[-1]):
            return " (%s=%s, at the edge of the sweep: a wider one may find better)" % (key, mine)
    return ""


def game_section(folder, stem, title, unit, referee, rows, time_rows, plot, sweep_rows):
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
    out += ["By budget, the lowest mean loss, the engines within two (unpaired) standard errors of it, and the next:",
            ""]
    out += ["- " + answer_line(rows, b) for b in budgets_of(rows)]
    out += ["", "Against Star2 on the same positions (each engine's loss less Star2's, position by position):", ""]
    out += ["- " + paired_line(rows, b) for b in budgets_of(rows)]
    out += [""] + table(rows, "loss", lambda r: "%s (%s) %s%%" % (r["loss_mean"], r["loss_se"], r["best_pct"]))
    out += ["", "A uniformly random legal move loses %s on average over these positions (the base rate, "
            "random_loss_mean), the scale to read the losses against. Each engine's loss less Star2's, paired "
            "(mean, 95%% interval):" % rows[0]["random_loss_mean"], ""]
    out += table([r for r in rows if r["engine"] != rows[0]["engine"]], "paired", paired_cell)
    out += ["", "Evaluations a move (all the engine spent) and the share of them that abandoned horizons spent:", ""]
    out += table(rows, "evals", lambda r: "%s, %s%%" % (r["evals_mean"], r["dropped_pct"]))
    top_path = os.path.join(folder, stem + "-1m.csv")
    if os.path.exists(top_path):
        top = read(top_path)
        out += ["", "Star2 and MCTS alone at %s a move (%s-1m.csv): %s; %s." % (
            limit(top[0]["budget"]), stem, ", ".join("%s loses %s (se %s), %s evaluations a move, %s%% dropped" % (
                algo(r["engine"]), r["loss_mean"], r["loss_se"], r["evals_mean"], r["dropped_pct"]) for r in top),
            paired_line(top, top[0]["budget"]))]
    out += [""] + gauntlet_section(folder, stem, rows)
    if time_rows:
        out += ["", "At equal CPU time a move (one run on this machine; not deterministic):", ""]
        out += ["- " + answer_line(time_rows, b) for b in budgets_of(time_rows)]
        out += [""] + table(time_rows, "loss", lambda r: "%s (%s), %s evals" % (r["loss_mean"], r["loss_se"],
                                                                              r["evals_mean"]))
        out += ["", lanctot(time_rows)]
    out += ["", "![%s: loss against the budget](../../plots/%s)" % (title, plot), ""]
    return out


def gauntlet_section(folder, stem, rows):
    """Each rival against Star2 in duplicate games (gauntlet.sh), beside the
    referee's mean loss of both at the same budget (rows: the comparison's)."""
    # Backgammon's gauntlet is played with net13-race: it sits beside that section's rows, not the fitted one's.
    played = {"backgammon": None, "backgammon-net": "backgammon"}.get(stem, stem)
    path = os.path.join(folder, "gauntlet-%s-matches.csv" % played) if played else ""
    if not os.path.exists(path):
        return []
    matches = read(path)
    budget = dict(kv.split("=", 1) for kv in matches[0]["b"].split(","))["budget"]
    out = ["In play (gauntlet.sh; gauntlet-%s-matches.csv): each rival against Star2, %s games in duplicate pairs at "
           "%s a move; A's points a game with its 95%% interval, evaluations a move of each side, and the referee's "
           "mean loss of both at that budget above; the last column says whom each favours (the match by its "
           "interval, the referee by A's loss less Star2's, paired, its 95%% interval clear of 0):" % (
               played, matches[0]["games"], limit(budget)), "",
           "| rival (A) | A's points a game | 95% interval | A's evaluations a move | Star2's | A's referee loss | "
           "Star2's |", "|---|---|---|---|---|---|---|"]
    star2 = next((r for r in rows if r["budget"] == budget and algo(r["engine"]) == "star2"), None)
    out[-2] += " play and referee |"
    out[-1] += "---|"
    for m in matches:
        mine = next((r for r in rows if r["budget"] == budget and algo(r["engine"]) == algo(m["a"])), None)
        out.append("| %s | %s | %s .. %s | %s | %s | %s | %s | %s |" % (
            algo(m["a"]), m["points_per_game"], m["ci95_low"], m["ci95_high"], m["a_evals_per_move"],
            m["b_evals_per_move"], mine["loss_mean"] if mine else "", star2["loss_mean"] if star2 else "",
            verdicts(m, mine, star2)))
    return out + ["", "Play and referee can disagree: the referee's positions are not those the engines reach in "
                  "their own games (they were met in other play, data/), its mean weighs every position alike where "
                  "a game weighs each by how often it arises and what it decides, and a few positions carry much "
                  "of a mean loss (its standard error says how much).", ""]


def verdicts(match, mine, star2):
    """Whom the match favours (its 95% interval clear of 0) and whom the
    referee does (A's loss less Star2's, paired, its 95% interval clear of 0)."""
    play = "A" if float(match["ci95_low"]) > 0 else "Star2" if float(match["ci95_high"]) < 0 else "neither"
    referee = "neither"
    if mine and star2:
        if float(mine["vs_first_hi95"]) < 0:
            referee = "A"
        elif float(mine["vs_first_lo95"]) > 0:
            referee = "Star2"
    if play == referee:
        return "both: %s" % play if play != "neither" else "neither decides"
    return "play: %s; referee: %s" % (play, referee)


def dropped_line(folder, present):
    """How much of what the deepening searches spend the budget's abandoned horizons take, by game."""
    parts, over = [], []
    for stem, title, _, _ in present:
        rows = [r for r in read(os.path.join(folder, stem + ".csv"))
                if algo(r["engine"]) in ("star2", "star25", "expectimax") and r["budget_kind"] == "evals"
                and int(r["budget_limit"]) >= 1000]
        if rows:
            shares = [float(r["dropped_pct"]) for r in rows]
            parts.append("%s %.1f%% to %.1f%%" % (title, min(shares), max(shares)))
            if max(shares) > 25:
                over.append(title)
    return ("Share of the evaluations that Star2, Star2.5 and expectimax spend on horizons the budget abandons, at "
            "1,000 evaluations a move and more (partial deepening keeps a stopped horizon's best move once the last "
            "one's was searched through; the rest is dropped): " + "; ".join(parts) + ". More than a quarter at some "
            "budget in: " + (", ".join(over) if over else "none") + ".")


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


def spec_name(key, label):
    """A name for engines that differ in algo= and `key`: label % (algo, key's value)."""
    def name(engine):
        spec = dict(kv.split("=", 1) for kv in engine.split(",") if "=" in kv)
        return label % (spec["algo"], spec[key])
    return name


engine_order = spec_name("order", "%s, order %s")  # history.sh's engines
engine_deepening = spec_name("deepening", "%s, %s")  # deepening.sh's


def history_section(folder):
    """The history heuristic (history.sh): an exact search's cost to a
    fixed horizon by order, then the orders at equal evaluations."""
    path = os.path.join(folder, "history.csv")
    if not os.path.exists(path):
        return []
    rows = read(path)
    out = ["## The history heuristic", "",
           "`--order history` (`order=history` for an engine) searches the children of each + or - node whose "
           "children are not all leaves most credited move first, a move credited where it proves best (the "
           "square of the levels below), ties in the tree's order; `history-eval` breaks ties, and orders the last "
           "move level, by the evaluation, as `eval` does (doc/searching.md). Every order gives the same exact "
           "values (tests verify them on random trees, tree files and every game). What an exact search to a fixed "
           "horizon costs, summed over each game's positions, each algorithm with the engines' table of 65,536 "
           "entries (history.sh; history.csv), as a share of the same algorithm's cost by `eval`:", "",
           "| game (horizon, positions) | algorithm | eval: evaluations, nodes | history | history-eval |",
           "|---|---|---|---|---|"]
    for game in distinct(rows, "game"):
        at = [r for r in rows if r["game"] == game]
        for a in distinct(at, "algorithm"):
            by = {r["order"]: r for r in at if r["algorithm"] == a}
            base = by["eval"]

            def share(o):
                return "%.0f%%, %.0f%%" % tuple(100.0 * int(by[o][k]) / int(base[k]) for k in ("evals", "nodes"))
            out.append("| %s (%s, %s) | %s | %s, %s | %s | %s |" % (
                game, base["horizon"], base["positions"], a, "{:,}".format(int(base["evals"])),
                "{:,}".format(int(base["nodes"])), share("history"), share("history-eval")))
    def spread(order, column):
        shares = [100.0 * int(r[column]) / int(next(b for b in rows if b["game"] == r["game"] and b["order"] == "eval"
                                                  and b["algorithm"] == r["algorithm"])[column])
                  for r in rows if r["order"] == order]
        return "%.0f%% to %.0f%%" % (min(shares), max(shares))
    out += ["", "Sorting by the evaluation evaluates every child it sorts; the history alone evaluates none to order "
            "them: by `history` the evaluations are %s of `eval`'s, the nodes %s (each node a move generated and "
            "applied: CPU time that an evaluation budget does not count). Over the evaluation's order (`history-eval`) the "
            "history leaves the evaluations at %s of `eval`'s and the nodes at %s." % (
                spread("history", "evals"), spread("history", "nodes"), spread("history-eval", "evals"),
                spread("history-eval", "nodes")), ""]
    for stem, title in (("pig", "Pig"), ("einstein", "EinStein"), ("backgammon", "backgammon, net13-race")):
        p = os.path.join(folder, "history-%s.csv" % stem)
        if not os.path.exists(p):
            continue
        crows = read(p)
        out += ["At equal evaluations a move in %s (history-%s.csv; judged as in its section above, partial "
                "deepening and the table; mean loss, its se in brackets):" % (title, stem), ""]
        out += table(crows, "loss", lambda r: "%s (%s)" % (r["loss_mean"], r["loss_se"]), engine_order)
        out += ["", "Against Star2 by the evaluation's order, position by position:", ""]
        out += ["- " + paired_line(crows, b, engine_order) for b in budgets_of(crows)]
        out += [""]
    return out


def deepening_section(folder):
    """Partial deepening against predicted (deepening.sh), per game."""
    present = [(stem, title) for stem, title, _, _ in GAMES
               if os.path.exists(os.path.join(folder, "deepening-%s.csv" % stem))]
    if not present:
        return []
    out = ["## Predicted deepening", "",
           "`deepening=predicted` deepens as `partial` does but begins no horizon whose first root child, predicted "
           "as the last horizon's first root child grown as the whole horizon grew from the one before, would "
           "overrun the budget; what is left is not spent (doc/reference.md, `--deepening`). Each game's positions "
           "and referee as above, engines ordered by the evaluation with a table; the paired columns are against "
           "Star2 with partial deepening (deepening.sh; deepening-GAME.csv).", ""]
    for stem, title in present:
        rows = read(os.path.join(folder, "deepening-%s.csv" % stem))
        out += ["%s: evaluations a move and the share of them dropped:" % title, ""]
        out += table(rows, "evals", lambda r: "%s, %s%%" % (r["evals_mean"], r["dropped_pct"]), engine_deepening)
        out += ["", "Mean loss (se), and against Star2 partial position by position:", ""]
        out += table(rows, "loss", lambda r: "%s (%s)" % (r["loss_mean"], r["loss_se"]), engine_deepening)
        out += [""] + ["- " + paired_line(rows, b, engine_deepening) for b in budgets_of(rows)] + [""]
    shares = [float(r["dropped_pct"]) for stem, _ in present for r in read(os.path.join(folder, "deepening-%s.csv" % stem))
              if r["engine"].find("deepening=predicted") >= 0 and int(r["budget_limit"]) >= 1000]
    out += ["With predicted deepening, the share dropped at 1,000 evaluations a move and more ranges from %.1f%% to "
            "%.1f%% over the games and engines (%d of %d rows above a quarter)." % (
                min(shares), max(shares), sum(x > 25 for x in shares), len(shares)), ""]
    return out


def main():
    folder = sys.argv[1]
    present = [g for g in GAMES if os.path.exists(os.path.join(folder, g[0] + ".csv"))]
    if len(sys.argv) > 2 and sys.argv[2] == "--answer":  # at one budget every game's ladder has
        lines = []
        for stem, title, _, _ in present:
            rows = read(os.path.join(folder, stem + ".csv"))
            lines.append("%s: lowest %s; against Star2 %s" % (
                title, "%s (loss %s)" % (algo(best_at(rows, ANSWER_BUDGET)[0]["engine"]),
                                         best_at(rows, ANSWER_BUDGET)[0]["loss_mean"]),
                paired_groups(rows, ANSWER_BUDGET)))
        print("at %s a move (the lowest mean loss; each engine's loss less Star2's, paired): %s" % (
            limit(ANSWER_BUDGET), "; ".join(lines)))
        return
    out = ["# Which search at which budget: engines judged by a referee", "",
           "Made by `make compare-study` (results/compare/compare.sh, then this folder's compare_report.py): "
           "`starbench compare` on each game, every engine choosing a move in every position at every budget, the "
           "referee rating it. The rows are this folder's CSV files; each figure below is read from them.", "",
           "## The answer, per game", "",
           "The engine of lowest mean loss at 10,000 evaluations a move and at the largest budget measured, with "
           "those within two (unpaired) standard errors of it (loss in thousandths of the game's unit); then each "
           "engine against Star2 position by position, and what a uniformly random move loses:", ""]
    for stem, title, _, _ in present:
        rows = read(os.path.join(folder, stem + ".csv"))
        budgets = [b for b in (ANSWER_BUDGET, budgets_of(rows)[-1]) if b in budgets_of(rows)]
        out.append("- **%s**: %s." % (title, "; ".join(answer_line(rows, b) for b in dict.fromkeys(budgets))))
        out.append("  Against Star2, paired 95%% intervals: %s. A random move loses %s (the base rate)." % (
            "; ".join(paired_line(rows, b, brief=True) for b in dict.fromkeys(budgets)), rows[0]["random_loss_mean"]))
    out += ["", "Where every engine is within two standard errors of the best, the positions do not tell them apart: "
            "the question stays open at that budget.", "", dropped_line(folder, present), "",
            "What the figures rest on:", "",
           "- The same positions for every engine: against Star2 the intervals are paired (each engine's loss less "
           "Star2's, position by position), which leaves out how hard the positions are; the test of which engines "
           "are level with the lowest mean is unpaired (se of each mean, a gap in units of both combined), wider.",
           "- MCTS's exploration constant and widening and MCMS's samples were chosen per game by a sweep on other "
           "positions (sweep.sh, each game's section), at 1,000 and 10,000 evaluations, for every budget; "
           "backgammon's on net13-race, used with the fitted evaluation too. Star2's, Star2.5's and expectimax's "
           "settings are fixed (evaluation order, a table of 65,536 entries, partial deepening).",
           "- MCMS with as many samples as a chance node has outcomes draws nothing and is Star2 exactly "
           "(doc/searching.md): where the sweep takes 6 or more for Pig's or EinStein's die, MCMS here is Star2 "
           "(in Pig capped at horizon 6, where Star2 deepens to 10): in EinStein the same moves at every evaluation "
           "budget; under a CPU-time budget the two may reach different horizons (the sampled view costs time of "
           "its own), so their rows differ there.",
           "- EinStein's and Can't Stop's referee is starbench's own (deep:H): as good as that evaluation and "
           "horizon, no outside truth; the *-minimax engines compute the referee's own function at a shallower "
           "horizon, which favours them over the sampling searches.",
           "- The positions were met in other play, not the engines' own games: Pig's between two players holding "
           "at 20, EinStein's and Can't Stop's in random play, backgammon's in gnubg's self-play (data/). The "
           "referee's own searches (deep:H) are outside every budget: they judge, they do not play.",
           "- A budget is a move's whole cost: every evaluation the engine made, a horizon abandoned by the budget "
           "included; a position with one legal move costs nothing. Pig's engines stop at horizon 10 (MCMS at 6), "
           "so their cost stops growing where the tree is spent.",
           "- Time budgets are CPU time a move on this machine (two cores, two positions at once, other runs "
           "sharing the cores for part of the time: CPU time, not wall time, is what is counted), one run.", ""]
    for i, (stem, title, unit, referee) in enumerate(present):
        rows = read(os.path.join(folder, stem + ".csv"))
        time_path = os.path.join(folder, stem + "-time.csv")
        time_rows = read(time_path) if os.path.exists(time_path) else None
        sweep_path = os.path.join(folder, "sweep-%s.csv" % stem.split("-")[0])
        sweep_rows = read(sweep_path) if os.path.exists(sweep_path) and stem != "backgammon" else None
        out += game_section(folder, stem, title, unit, referee, rows, time_rows, "16-compare-%s.png" % stem,
                            sweep_rows)
    out += history_section(folder)
    out += deepening_section(folder)
    print("\n".join(out))


main()
