#!/usr/bin/env python3
"""make tournament: DIR/tournament.md (DIR: results/tournament, this study's
folder) from the round robins that tournament.sh wrote to DIR/GAME-BUDGET/.

Per game and budget: each pair's points per game for the row's engine,
with its 95% interval over duplicate pairs (starbench play's summary), and
each engine's rating: a Bradley-Terry fit to every game's win or loss (MM
iterations; one virtual win and one virtual loss against a player of
strength 1 keep an engine that never wins finite), on the Elo scale
(400 log10 of the strength, the engines' mean 0), with a 95% interval from
REPS bootstrap resamples of each match's duplicate pairs (random.Random
seeded 1982: the same rows give the same report, byte for byte).  Also
DIR/tournament-ratings.csv (every rating, its bootstrap standard
deviation and interval), DIR/tournament-pairs.csv (the head-to-head
matches REPORT.md quotes) and, for the work budgets, a plot per game
(PLOTS/14-tournament-GAME.png, drawn by starbench plot when STARBENCH is
given and gnuplot is there).
Usage: tournament_report.py DIR [PLOTS STARBENCH]
"""
import csv
import glob
import math
import os
import random
import sys

REPS = 200
# The head-to-head matches REPORT.md quotes (tournament-pairs.csv): each
# sampling search against its exact counterpart, and the table's worth.
HEADLINE = [("mcms", "star2"), ("mcms", "mcts"), ("mcts", "star2+table"), ("star2+table", "expectimax+table"),
            ("star2+table", "star2"), ("cpc", "star2")]


def engine_name(spec):
    """algo=star2,table=65536,horizon=6,budget=evals=100 -> star2+table."""
    keys = dict(item.split("=", 1) for item in spec.split(",") if "=" in item)
    return keys["algo"] + ("+table" if "table" in keys else "")


def read_matches(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def read_pairs(path):
    """Per match: its duplicate pairs, each a list of A's points per game."""
    pairs = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            match = int(row["match"])
            pairs.setdefault(match, {}).setdefault(int(row["game"]) // 2, []).append(int(row["points_a"]))
    return {m: [p[k] for k in sorted(p)] for m, p in pairs.items()}


def bradley_terry(engines, results):
    """results: (i, j, wins_i, wins_j) per match; strengths by MM iterations."""
    n = len(engines)
    wins = [1.0] * n  # the virtual win
    games = [[0.0] * n for _ in range(n)]
    for i, j, wi, wj in results:
        wins[i] += wi
        wins[j] += wj
        games[i][j] += wi + wj
        games[j][i] += wi + wj
    p = [1.0] * n
    for _ in range(2000):
        new = []
        for i in range(n):
            # the virtual player (strength 1) met twice: one win, one loss
            denom = 2.0 / (p[i] + 1.0) + sum(games[i][j] / (p[i] + p[j]) for j in range(n) if j != i)
            new.append(wins[i] / denom)
        done = max(abs(a - b) / b for a, b in zip(new, p)) < 1e-12
        p = new
        if done:
            break
    logs = [400 * math.log10(x) for x in p]
    mean = sum(logs) / n
    return [x - mean for x in logs]


def pair_wins(pairs):
    """Per duplicate pair: A's wins and B's wins in its games."""
    return [(sum(1 for x in p if x > 0), sum(1 for x in p if x < 0)) for p in pairs]


def section(directory):
    name = os.path.basename(directory)
    summaries = glob.glob(os.path.join(directory, "*-matches.csv"))
    if len(summaries) != 1:
        sys.exit(f"tournament_report.py: {directory}: expected one *-matches.csv")
    matches = read_matches(summaries[0])
    pairs = read_pairs(summaries[0].replace("-matches.csv", "-match-games.csv"))
    engines = []
    for m in matches:
        for spec in (m["a"], m["b"]):
            if engine_name(spec) not in engines:
                engines.append(engine_name(spec))
    index = {e: k for k, e in enumerate(engines)}
    observed, per_pair = [], []
    for k, m in enumerate(matches, 1):
        w = pair_wins(pairs[k])
        per_pair.append(w)
        observed.append((index[engine_name(m["a"])], index[engine_name(m["b"])], sum(x[0] for x in w),
                         sum(x[1] for x in w)))
    rating = bradley_terry(engines, observed)
    rng = random.Random(1982)
    samples = [[] for _ in engines]
    for _ in range(REPS):
        resampled = []
        for (i, j, _, _), w in zip(observed, per_pair):
            drawn = rng.choices(w, k=len(w))
            resampled.append((i, j, sum(x[0] for x in drawn), sum(x[1] for x in drawn)))
        for e, r in enumerate(bradley_terry(engines, resampled)):
            samples[e].append(r)
    lines = [f"### {name}", ""]
    m0 = matches[0]
    spec_tail = m0["a"].split(",horizon=", 1)[1]
    lines.append(f"Engines deepen to horizon={spec_tail} per move; {m0['games']} games a pair (duplicate "
                 f"pairs), seed {m0['seed']}. Specs: " + "; ".join(
                     f"`{e}` = `{spec}`" for e, spec in engine_specs(matches, engines)) + ".")
    lines.append("")
    evals = per_move(matches, engines)
    order = sorted(range(len(engines)), key=lambda e: -rating[e])
    lines.append("| engine | rating (Elo scale) | 95% interval | evals a move | nodes a move |")
    lines.append("|---|---|---|---|---|")
    rows = []
    for e in order:
        s = sorted(samples[e])
        lo, hi = s[int(0.025 * REPS)], s[int(0.975 * REPS) - 1]
        mean = sum(s) / REPS
        sd = math.sqrt(sum((x - mean) ** 2 for x in s) / (REPS - 1))
        lines.append(f"| {engines[e]} | {rating[e]:+.0f} | {lo:+.0f} .. {hi:+.0f} | {evals[e][0]:.1f} | "
                     f"{evals[e][1]:.1f} |")
        rows.append([engines[e], f"{rating[e]:+.0f}", f"{sd:.1f}", f"{lo:+.0f}", f"{hi:+.0f}", f"{evals[e][0]:.1f}",
                     f"{evals[e][1]:.1f}"])
    lines.append("")
    lines.append("Points per game of the row's engine against the column's (95% interval over pairs):")
    lines.append("")
    lines.append("| | " + " | ".join(engines[e] for e in order) + " |")
    lines.append("|---" * (len(engines) + 1) + "|")
    cell = {}
    for m in matches:
        a, b = index[engine_name(m["a"])], index[engine_name(m["b"])]
        pts, half = float(m["points_per_game"]), float(m["ci95_high"]) - float(m["points_per_game"])
        cell[(a, b)] = f"{pts:+.3f} ±{half:.3f}"
        cell[(b, a)] = f"{-pts + 0.0:+.3f} ±{half:.3f}"  # + 0.0: no -0.000
    for r in order:
        lines.append(f"| {engines[r]} | " + " | ".join(cell.get((r, c), "") for c in order) + " |")
    lines.append("")
    game, budget = name.rsplit("-", 1)
    headline = []
    for x, y in HEADLINE:
        for m in matches:
            a, b = engine_name(m["a"]), engine_name(m["b"])
            if {a, b} == {x, y}:
                sign = 1 if a == x else -1
                pts = [sign * float(m[k]) + 0.0 for k in ("points_per_game", "ci95_low", "ci95_high")]  # no -0
                headline.append([game, budget, x, y] + [f"{v:+.3f}" for v in (pts if sign > 0 else
                                                                               [pts[0], pts[2], pts[1]])])
    return lines, [[game, budget] + r for r in rows], headline


def engine_specs(matches, engines):
    found = {}
    for m in matches:
        for spec in (m["a"], m["b"]):
            found.setdefault(engine_name(spec), spec.split(",horizon=", 1)[0])
    return [(e, found[e]) for e in engines]


def per_move(matches, engines):
    """Each engine's evaluations and nodes a move, the mean over its matches."""
    sums = {e: [0.0, 0.0, 0] for e in engines}
    for m in matches:
        for side in ("a", "b"):
            s = sums[engine_name(m[side])]
            s[0] += float(m[f"{side}_evals_per_move"])
            s[1] += float(m[f"{side}_nodes_per_move"])
            s[2] += 1
    return [(sums[e][0] / sums[e][2], sums[e][1] / sums[e][2]) for e in engines]


REFEREE_UNITS = {"pig": "thousandths of a win (the solved game)", "backgammon": "milli-points (gnubg's 2-ply)"}


def referee_section(path):
    """Moves judged by the referee (results/tournament/tournament_referee.sh): per algorithm,
    the mean loss of its move against the best, its standard error, and how
    often it chose a best move."""
    name = os.path.basename(path)[len("referee-"):-len(".csv")]
    game, budget = name.rsplit("-", 1)
    by = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            by.setdefault(row["algorithm"], []).append((float(row["ref_loss"]), row["ref_rank"] == "1"))
    lines = [f"### {game}, {budget}: loss against the referee, in {REFEREE_UNITS[game]}", "",
             "| algorithm | positions | mean loss | se | best move chosen |", "|---|---|---|---|---|"]
    for algo, judged in by.items():
        n = len(judged)
        mean = sum(x for x, _ in judged) / n
        se = math.sqrt(sum((x - mean) ** 2 for x, _ in judged) / (n - 1) / n)
        best = sum(1 for _, b in judged if b)
        lines.append(f"| {algo} | {n} | {mean:.3f} | {se:.3f} | {100 * best / n:.1f}% |")
    lines.append("")
    return lines


def plot(results, plots, starbench, ratings):
    """One plot per game: the ratings at each work budget (evaluations a move; the time budgets are
    tournament.md's), bars of 1.96 bootstrap sd, each engine's budgets side by side as places of their own
    (at one place a budget's point would hide another's), coloured by budget."""
    import subprocess
    import tempfile
    for game in sorted({r[0] for r in ratings if not r[1].startswith("time")}):
        rows = sorted((r for r in ratings if r[0] == game and not r[1].startswith("time")),
                      key=lambda r: (r[2], int(r[1][len("evals"):])))
        budgets = sorted({r[1] for r in rows}, key=lambda b: int(b[len("evals"):]))
        with tempfile.NamedTemporaryFile("w", suffix=".csv", newline="", delete=False) as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["engine_budget", "budget", "rating", "rating_sd"])
            w.writerows([f"{r[2]} @{r[1][len('evals'):]}", r[1], r[3], r[4]] for r in rows)
        out = os.path.join(plots, f"14-tournament-{game.split('-')[0]}.png")
        title = f"{game}: round robins at equal evaluations a move ({', '.join(b[len('evals'):] for b in budgets)})"
        cmd = [starbench, "plot", "--x", "engine_budget", "--y", "rating", "--se", "rating_sd", "--by", "budget",
               "--categorical", "--title", title, "--xlabel", "engine @ evaluations a move",
               "--ylabel", "rating (Elo scale, mean 0, within each budget)", "-o", out, f.name]
        try:
            subprocess.run(cmd, check=True)
        finally:
            os.unlink(f.name)


def main():
    results = sys.argv[1]
    dirs = sorted(d for d in glob.glob(os.path.join(results, "*")) if os.path.isdir(d))
    if not dirs:
        sys.exit("tournament_report.py: no round robins under " + results)
    out = [l.rstrip() for l in open(os.path.join(os.path.dirname(__file__), "tournament_head.md"))]
    work = [d for d in dirs if "-time" not in os.path.basename(d)]
    timed = [d for d in dirs if "-time" in os.path.basename(d)]
    ratings, pairs = [], []
    out += ["", "## At equal work (evaluations a move)", ""]
    for d in work:
        lines, rows, headline = section(d)
        out += lines
        ratings += rows
        pairs += headline
    judged = sorted(glob.glob(os.path.join(results, "referee-*.csv")))
    if judged:
        out += ["## Moves judged by the referee at the same budgets", "",
                "Each algorithm chooses a move in every position its game's referee knows, within the budget "
                "(tournament_referee.sh: the tabled ones with a table of 65,536 entries, so `star2` here "
                "has one; Pig's 200 positions of data/pig-positions.txt under its own rules, hold at 0 a move; "
                "backgammon's 537 positions of data/referee.txt); the loss is the referee's value of the best "
                "move less that of the move chosen.", ""]
        for path in judged:
            out += referee_section(path)
    if timed:
        out += ["## At equal time (CPU milliseconds a move)", "",
                "Not deterministic: " + open(os.path.join(results, "TIME-MACHINE.txt")).read().strip(),
                ""]
        for d in timed:
            lines, rows, headline = section(d)
            out += lines
            ratings += rows
            pairs += headline
    with open(os.path.join(results, "tournament-ratings.csv.tmp"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["game", "budget", "engine", "rating", "rating_sd", "lo95", "hi95", "evals_per_move",
                    "nodes_per_move"])
        w.writerows(ratings)
    os.replace(os.path.join(results, "tournament-ratings.csv.tmp"), os.path.join(results, "tournament-ratings.csv"))
    with open(os.path.join(results, "tournament-pairs.csv.tmp"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["game", "budget", "engine", "opponent", "points_per_game", "ci95_low", "ci95_high"])
        w.writerows(pairs)
    os.replace(os.path.join(results, "tournament-pairs.csv.tmp"), os.path.join(results, "tournament-pairs.csv"))
    with open(os.path.join(results, "tournament.md.tmp"), "w") as f:
        f.write("\n".join(out).rstrip() + "\n")
    os.replace(os.path.join(results, "tournament.md.tmp"), os.path.join(results, "tournament.md"))
    if len(sys.argv) > 3:
        plot(results, sys.argv[2], sys.argv[3], ratings)


if __name__ == "__main__":
    main()
