#!/usr/bin/env python3
"""study_2048.py RESULTS: results/2048/2048.md, 2048's study (make 2048-study,
results/2048/study_2048.sh), every figure read from RESULTS/games.csv (each game's
row), RESULTS/speed.csv and, when present, RESULTS/nneonneo.csv
(results/2048/nneonneo_2048.sh)."""
import csv
import math
import os
import statistics
import sys

TILES = (2048, 4096, 8192, 16384)


def largest_tile(end):
    """The largest tile of a 2048 position ROW/ROW/ROW/ROW:SCORE (hex exponents)."""
    board = end.split(":")[0].replace("/", "")
    return 1 << max(int(d, 16) for d in board)


def mean_se(xs):
    """The mean and its standard error as text ("-" for one game)."""
    m = statistics.fmean(xs)
    return m, "%.0f" % (statistics.stdev(xs) / math.sqrt(len(xs))) if len(xs) > 1 else "-"


def shares(tiles):
    return " | ".join("%d%%" % round(100 * sum(t >= limit for t in tiles) / len(tiles)) for limit in TILES)


def ours(rows):
    engines = []
    for r in rows:
        spec = r["a"] if r["engine"] == "a" else r["b"]
        if spec not in engines:
            engines.append(spec)
    print("| engine | games | mean score (se) | median | %s | moves a game | nodes a move | evals a move |"
          % " | ".join("reached %d" % t for t in TILES))
    print("|---|---|---|---|" + "---|" * len(TILES) + "---|---|---|")
    for spec in engines:
        mine = [r for r in rows if (r["a"] if r["engine"] == "a" else r["b"]) == spec]
        scores = [int(r["score"]) for r in mine]
        moves = sum(int(r["moves"]) for r in mine)
        m, se = mean_se(scores)
        print("| `%s` | %d | %.0f (%s) | %.0f | %s | %.0f | %.1f | %.1f |" % (
            spec, len(mine), m, se, statistics.median(scores), shares([largest_tile(r["end"]) for r in mine]),
            moves / len(mine), sum(int(r["nodes"]) for r in mine) / moves, sum(int(r["evals"]) for r in mine) / moves))


def speed(rows):
    print("| engine | games | CPU a move | moves a second | nodes a second | evals a second |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        cpu = float(r["a_cpu_per_move"])
        print("| `%s` | %d | %.1f us | %.0f | %.2f M | %.2f M |" % (
            r["a"], int(r["games"]) // 2, cpu * 1e6, 1 / cpu, float(r["a_nodes_per_move"]) / cpu / 1e6,
            float(r["a_evals_per_move"]) / cpu / 1e6))
    print("\nMeasured on %s, one thread, beside no other work of ours." % rows[0]["machine"])


def nneonneo(rows):
    print("| its depth (starbench's horizon) | games | mean score (se) | median | %s | moves a game | moves a second |"
          % " | ".join("reached %d" % t for t in TILES))
    print("|---|---|---|---|" + "---|" * len(TILES) + "---|---|")
    depths = []
    for r in rows:
        if r["depth"] not in depths:
            depths.append(r["depth"])
    for d in depths:
        mine = [r for r in rows if r["depth"] == d]
        scores = [int(r["score"]) for r in mine]
        m, se = mean_se(scores)
        moves = sum(int(r["moves"]) for r in mine)
        cpu = sum(float(r["cpu_seconds"]) for r in mine)
        label = "its own (max(3, distinct tiles - 2))" if d == "default" else "%s (%d)" % (d, int(d) + 1)
        print("| %s | %d | %.0f (%s) | %.0f | %s | %.0f | %.0f |" % (
            label, len(mine), m, se, statistics.median(scores), shares([int(r["max_tile"]) for r in mine]),
            moves / len(mine), moves / cpu))
    print("\nIts source: github.com/nneonneo/2048-ai at commit %s, built here by results/2048/nneonneo_2048.sh "
          "(its tiles seeded 1982 + game; its moves a second include its start-up)." % rows[0]["commit"])
    own = sum(r["depth"] == "default" for r in rows)
    if own:
        print("At its own depth: %d game%s (doc/games.md says how it was run)." % (own, "" if own == 1 else "s"))


def main():
    folder = sys.argv[1]
    with open(os.path.join(folder, "games.csv"), newline="") as f:
        games = list(csv.DictReader(f))
    with open(os.path.join(folder, "speed.csv"), newline="") as f:
        speeds = list(csv.DictReader(f))
    print("# 2048: Star2 at horizons 1-3, and nneonneo's 2048-ai beside it\n")
    print("Regenerate with `make 2048-study` (about 15 minutes on two cores); the plug-in is")
    print("`examples/games/2048.c`, built against the installed header alone. One player: each engine")
    print("plays its own games, engine A game 2p and engine B game 2p + 1 of a pair, both from the")
    print("same start and the same chance keys (`starbench play` for one player). A game's score is")
    print("its value at the end; a game reached a tile when its last board holds one at least that large.\n")
    print("## Scores (`games.csv`: exact, the same bytes on any machine and thread count)\n")
    ours(games)
    print("\nWith one player there are no min nodes, so Star2's probes never cut (no upper bound falls)")
    print("and Star1 cuts only where the evaluation's declared bounds [lo, hi] close a window; 2048's")
    print("bounds are wide (0 to 8,189,232), so Star1, Star2, expectimax and minimax examine the same")
    print("leaves here: settled by construction, not measured (one position checked with `--verify`:")
    print("38,544 leaves each at `--position start:3 --horizon 3`). The")
    print("`eval=score` engine scores a board by its score alone: its games show what the heuristic adds.\n")
    print("## Speed (`speed.csv`: measured, not exact)\n")
    speed(speeds)
    path = os.path.join(folder, "nneonneo.csv")
    if os.path.exists(path):
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
        print("\n## nneonneo's 2048-ai at the same depths (`nneonneo.csv`)\n")
        nneonneo(rows)


main()
