"""Fits the weights of starbench's backgammon evaluation (src/games/backgammon/bgeval.c) to
GNU Backgammon's 0-ply equities, and says how well they fit.

Usage: python3 scripts/bgfit.py TRAINING FEATURES WEIGHTS REPORT
  TRAINING  lines "ID GAME EQUITY" (scripts/gnubg-tree --training: gnubg's
            0-ply cubeless equity x 1000 for the side on roll)
  FEATURES  tools/bg_features' lines for the same IDs, in the same order
  WEIGHTS   written: src/games/backgammon/bgeval_weights.h
  REPORT    written: data/bgeval-fit.txt

The fit: one linear function of the features for positions with contact
and one for the others (races, bear-offs), each by least squares on the
positions of the games whose number is not a multiple of 5; those of the
other games (a fifth, whole games, so that no held-out position has its
game's neighbours in the fit) measure it.  A column that is constant in a
class gets weight 0.  Weights are rounded to millionths of a milli-point
per feature unit, so the evaluation is integer arithmetic.  Pure Python
(no numpy): Gaussian elimination with partial pivoting.
"""
import math
import sys

UNIT = 1000000
NAMES = ["constant", "race lead per mille"] + ["%s %s" % (side, f) for side in ("on roll:", "other:") for f in (
    "pips", "borne off", "on the bar", "blots", "blots within 11 of an opposing checker",
    "home points made", "outfield points made", "anchors", "longest run of points", "checkers back",
    "checkers beyond 3 on a point")]
CLASSES = ("contact", "race and bear-off")


def solve(a, b):
    """x with a x = b (a square, nonsingular), by elimination."""
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col] != 0:
                factor = m[r][col] / m[col][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows):
    """Least-squares weights over rows [(features, y)]; constant columns 0."""
    k = len(rows[0][0])
    used = [j for j in range(k) if j == 0 or len({f[j] for f, _ in rows}) > 1]
    a = [[sum(f[i] * f[j] for f, _ in rows) for j in used] for i in used]
    b = [sum(f[i] * y for f, y in rows) for i in used]
    x = solve(a, b)
    w = [0.0] * k
    for i, j in enumerate(used):
        w[j] = x[i]
    return w


def evaluate(w, f):
    """What src/games/backgammon/bgeval.c computes: the integer weights' sum, rounded half up, clamped."""
    s = sum(wi * fi for wi, fi in zip(w, f))
    v = (s + UNIT // 2) // UNIT
    return max(-3000, min(3000, v))


def quality(rows, w):
    """n, RMS error, mean absolute error, correlation, in milli-points."""
    n = len(rows)
    errors = [evaluate(w, f) - y for f, y in rows]
    rms = math.sqrt(sum(e * e for e in errors) / n)
    mae = sum(abs(e) for e in errors) / n
    xs, ys = [evaluate(w, f) for f, _ in rows], [y for _, y in rows]
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx, syy = sum((x - mx) ** 2 for x in xs), sum((y - my) ** 2 for y in ys)
    r = sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else 0.0
    return n, rms, mae, r, math.sqrt(syy / n)


def main():
    training, features, weights_out, report_out = sys.argv[1:5]
    data = [line.split() for line in open(training) if line.strip() and not line.startswith("#")]
    feats = [line.split() for line in open(features) if line.strip()]
    if len(data) != len(feats) or any(d[0] != f[0] for d, f in zip(data, feats)):
        sys.exit("bgfit: %s and %s do not list the same positions" % (training, features))
    split = {c: {"fit": [], "held": []} for c in (0, 1)}
    for d, f in zip(data, feats):
        cls = 0 if f[1] == "1" else 1
        part = "held" if int(d[1]) % 5 == 0 else "fit"
        split[cls][part].append(([int(x) for x in f[3:]], float(d[2])))
    weights = []
    for cls in (0, 1):
        w = fit(split[cls]["fit"])
        weights.append([int(round(x * UNIT)) for x in w])
    with open(weights_out, "w") as out:
        out.write("/* bgeval_weights.h - written by scripts/bgfit.py (make bgfit); see data/bgeval-fit.txt. */\n")
        out.write("#define BG_WEIGHT_UNIT %d /* weights in millionths of a milli-point per feature unit */\n"
                  % UNIT)
        out.write("static const int64_t BG_WEIGHTS[2][BG_FEATURES] = {\n")
        for cls in (0, 1):
            out.write("    { /* %s */\n" % CLASSES[cls])
            for j, x in enumerate(weights[cls]):
                out.write("      %d, /* %s */\n" % (x, NAMES[j]))
            out.write("    },\n")
        out.write("};\n")
    games = sorted({int(d[1]) for d in data})
    with open(report_out, "w") as out:
        out.write("# The fit of starbench's backgammon evaluation (src/games/backgammon/bgeval.c) to GNU Backgammon's 0-ply\n"
                  "# cubeless equity for the side on roll, in milli-points (equity x 1000); written by\n"
                  "# scripts/bgfit.py (make bgfit) from data/bgeval-training.txt: %d positions of %d\n"
                  "# self-play games (scripts/gnubg-tree --training).  Fitted on the games whose number is\n"
                  "# not a multiple of 5, measured on the others (held out).  sd: the spread of gnubg's\n"
                  "# equities themselves (an evaluation that always says the mean has rms = sd).\n"
                  % (len(data), len(games)))
        out.write("class,part,positions,rms,mean_abs,correlation,sd\n")
        for cls in (0, 1):
            for part in ("fit", "held"):
                n, rms, mae, r, sd = quality(split[cls][part], weights[cls])
                out.write("%s,%s,%d,%.1f,%.1f,%.4f,%.1f\n" % (CLASSES[cls], part, n, rms, mae, r, sd))
        both = [(cls, row) for cls in (0, 1) for row in split[cls]["held"]]
        n = len(both)
        errors = [evaluate(weights[cls], f) - y for cls, (f, y) in both]
        out.write("all,held,%d,%.1f,%.1f,,\n" % (n, math.sqrt(sum(e * e for e in errors) / n),
                                                  sum(abs(e) for e in errors) / n))


main()
