"""Fits ChanceProbCut's regressions (src/core/cutfit.h) to the values of
positions searched to several depths, and says how well they fit.

Usage: python3 scripts/cpcfit.py PAIRS FIT
  PAIRS  tools/cpc_pairs' output: "ID GAME ROLL V1 .. VH", the exact values
         (milli-points, for the side on roll) of each position with its roll
         searched to horizons 1..H, after a comment naming the evaluation
         and its signature ("fitted evaluation, signature HEX")
  FIT    written: data/cpc-fit.txt (the fitted evaluation's), or
         data/cpc-fit-net.txt (the network's)

For every pair of depths 1 <= shallow < deep <= H: V_deep = a + b V_shallow
by least squares on the positions of the games whose number is not a
multiple of 5; sigma, the residuals' standard deviation there (n - 2
degrees of freedom), is what --cut-sigmas counts in; the positions of the
other games (a fifth, whole games) measure it: held_rms, the residuals'
root mean square, and held_outside_1, held_outside_2, the share of them
beyond 1 and 2 sigma (what a band of that many sigmas misses).  Pure Python.
"""
import math
import os
import re
import sys


def read_pairs(path):
    name, signature, rows = None, None, []
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                m = re.search(r"(\S+) evaluation, signature ([0-9a-f]{16})", line)
                if m:
                    name, signature = m.groups()
                continue
            fields = line.split()
            rows.append((int(fields[1]), [float(v) for v in fields[3:]]))
    if signature is None or not rows:
        sys.exit("cpcfit: %s: expected the comment 'NAME evaluation, signature HEX' and rows 'ID GAME ROLL V1 .. VH'"
                 % path)
    return name, signature, rows


def fit(xs, ys):
    """a, b, sigma of y = a + b x by least squares, and the correlation."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    b = sxy / sxx
    a = my - b * mx
    ssr = sum((y - a - b * x) ** 2 for x, y in zip(xs, ys))
    return a, b, math.sqrt(ssr / (n - 2)), sxy / math.sqrt(sxx * syy)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    name, signature, rows = read_pairs(sys.argv[1])
    depth = min(len(values) for _, values in rows)
    out = [
        "# ChanceProbCut's fit (src/core/cutfit.h): for the side to move, the value searched `deep` move levels",
        "# = a + b * the value searched `shallow` levels, residuals of standard deviation sigma (milli-points);",
        "# written by scripts/cpcfit.py (make cpc-fit) from data/%s: %d positions of self-play" % (
            os.path.basename(sys.argv[1]), len(rows)),
        "# with a roll each, searched by Star2 with the %s evaluation (signature in column 2).  Fitted on" % name,
        "# the games whose number is not a multiple of 5, measured on the others (held out): held_rms, and",
        "# the share of held-out residuals beyond 1 and 2 sigma.",
        "game,evaluation,deep,shallow,positions,a,b,sigma,correlation,held_positions,held_rms,held_outside_1,"
        "held_outside_2",
    ]
    for deep in range(2, depth + 1):
        for shallow in range(1, deep):
            part = [(v[shallow - 1], v[deep - 1]) for g, v in rows if g % 5 != 0]
            held = [(v[shallow - 1], v[deep - 1]) for g, v in rows if g % 5 == 0]
            a, b, sigma, r = fit([x for x, _ in part], [y for _, y in part])
            residuals = [y - a - b * x for x, y in held]
            rms = math.sqrt(sum(e * e for e in residuals) / len(residuals))
            outside = [sum(abs(e) > k * sigma for e in residuals) / len(residuals) for k in (1, 2)]
            out.append("backgammon,%s,%d,%d,%d,%.3f,%.6f,%.3f,%.4f,%d,%.1f,%.3f,%.3f" % (
                signature, deep, shallow, len(part), a, b, sigma, r, len(held), rms, outside[0], outside[1]))
    with open(sys.argv[2], "w") as f:
        f.write("\n".join(out) + "\n")


main()
