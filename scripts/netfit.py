"""Trains starbench's neural-network evaluation of backgammon positions
(src/games/backgammon/bgnet.c, --eval net) on GNU Backgammon's 0-ply equities,
and says how well it fits.  Needs numpy (Debian's python3-numpy).

Usage: python3 scripts/netfit.py TRAINING FEATURES WEIGHTS REPORT [NAME HIDDEN EPOCHS [narrow [race|contact|all [SEED]]]]
  TRAINING  one file or several joined by commas, read in turn (each
            compressed by xz when it ends in .xz): lines "ID GAME EQUITY"
            (scripts/gnubg-tree --training: gnubg's
            0-ply cubeless equity x 1000 for the side on roll), or
            "ID GAME EQUITY W WG WBG LG LBG" with gnubg's five chances too
            (--training --probabilities)
  FEATURES  tools/bg_features' lines for the same IDs, in the same order
            (of all of TRAINING's files); with --positional for net5
  WEIGHTS   written: data/networks/net.txt (netfile.h's format; its digest printed)
  REPORT    written: data/bgnet-fit.txt
  NAME HIDDEN EPOCHS  the evaluation's --eval name (net, the default, or
            net2: its weights' macros are BG_NET2_...), its hidden units
            (default 40) and epochs (default 160); HIDDEN "A,B" (net13 on,
            narrow only): two hidden layers of A and B units, trained in
            single precision (one layer: double)
  narrow    (net3) the learning rate annealed to 0 over the epochs (a
            half cosine) instead of constant, and the first layer's weights
            rounded to 16 bits: its WEIGHT_SHIFT is the largest (up to 20)
            that keeps every weight within +-32767, so that bgnet.c sums
            them in 32-bit integers
  race      (net6) trained and measured on the races only: the positions
            without contact that are not bear-offs
  contact   (net7) on the positions with contact only; all, every position
  SEED      the random generator's seed (default 1983: every network
            before net8, which is net7 with another)

The network: one hidden layer of HIDDEN rectified linear units (or two, see two_layer) over
INPUTS integer inputs: for each side (the side on roll first), for each
of its 24 points with n checkers 2 [n >= 1], 2 [n >= 2], 2 [n >= 3] and
max(n - 3, 0), then its checkers on the bar and borne off (gnubg's raw
inputs, doubled to integers); then the 23 features of the linear
evaluation (bgeval.h, without its constant), and any columns FEATURES' lines
carry after them (net5: tools/bg_features --positional's 22 positional
features, bgpositional.h).  The output is the equity in
milli-points.  Where the data has gnubg's five chances, the network has
five more outputs trained on them (x 1000) beside the equity: they shape
the hidden layer (gnubg's own outputs) and are dropped after training.
Trained by Adam (mean squared error, weight decay) on the
games whose number is neither a multiple of 5 nor 1 more; the games 1
more than a multiple of 5 pick the epoch kept (the lowest error there);
the games that are multiples of 5 (whole games, as bgfit.py holds out)
measure it.  The weights are then rounded to integers (WEIGHT_SHIFT and
OUTPUT_SHIFT bits), so the evaluation is integer arithmetic, the same on
every machine; the error reported is the rounded network's, computed here
in integers exactly as bgnet.c does.  Seeded: the same data, the same
weights.
"""
import itertools
import lzma
import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bgmoves  # noqa: E402

HIDDEN = 40         # defaults: --eval net's
EPOCHS = 160
BATCH = 64
SEED = 1983
WEIGHT_SHIFT = 20   # first layer: weights and biases in units of 2^-20 per input unit
OUTPUT_SHIFT = 16   # output layer: milli-points in units of 2^-16 per hidden unit of 2^20
LIMIT = 3000
HIDDEN_CAP = 32767   # two hidden layers: the first's outputs, shifted, are capped to 16 bits
RAW = 196           # the raw inputs' count; the features follow


def raw_inputs(pid):
    """The board's 196 raw inputs (bgnet.c's raw_inputs), from its ID."""
    opp, me = bgmoves.board_from_id(pid)
    x = []
    for side in (me, opp):
        for i in range(24):
            n = side[i]
            x += [2 * (n >= 1), 2 * (n >= 2), 2 * (n >= 3), max(n - 3, 0)]
        x += [side[24], 15 - sum(side)]
    return x


def bearoff(pid):
    """Whether every checker of both sides is on its 1- to 6-point (bearoff.h's bg_is_bearoff)."""
    return all(sum(side[6:]) == 0 for side in bgmoves.board_from_id(pid))


def rounded_shift(total, shift):
    """bgnet.c's rounded_output: total / 2^shift rounded half up (>> floors), clamped."""
    return np.clip((total + (1 << (shift - 1))) >> shift, -LIMIT, LIMIT)


def integer_eval(w1, b1, w2, b2, x, weight_shift):
    """bgnet.c's bg_net_evaluate on every row of x, in exact int64 arithmetic."""
    h = np.maximum(x @ np.array(w1, dtype=np.int64).T + np.array(b1, dtype=np.int64), 0)
    return rounded_shift(h @ np.array(w2, dtype=np.int64) + (b2 << weight_shift), weight_shift + OUTPUT_SHIFT)


def deep_eval(net, x):
    """bgnet.c's bg_net_value_reference of a network of two hidden layers on every row of x, in exact
    int64 arithmetic: the first layer's rectified sums shifted right by hidden_shift and capped at
    HIDDEN_CAP, the second's rectified, the output's total rounded by output_shift."""
    h = np.maximum(x @ net["w1"].T + net["b1"], 0)
    h = np.minimum(h >> net["hidden_shift"], HIDDEN_CAP)
    g = np.maximum(h @ net["w2"].T + net["b2"], 0)
    return rounded_shift(g @ net["w3"] + net["b3"], net["output_shift"])


def forward(params, z):
    """Every layer's output (rectified but the last) and pre-activation, for z."""
    acts, pres = [z], []
    for i in range(0, len(params), 2):
        pres.append(acts[-1] @ params[i] + params[i + 1])
        acts.append(np.maximum(pres[-1], 0) if i + 2 < len(params) else pres[-1])
    return acts, pres


def train(x, y, fit, pick, hidden, epochs, anneal, seed):
    """y: one column a target, the equity first (the error that picks the epoch is its).  hidden: the
    hidden layers' widths; one layer trains in doubles (every network before net13), two in floats."""
    rng = np.random.default_rng(seed)
    dtype = np.float64 if len(hidden) == 1 else np.float32
    sizes = [x.shape[1]] + hidden + [y.shape[1]]
    # The raw inputs halved (0 or 1 a unit, as gnubg's), the features standardized; folded back below.
    mean, sd = x[fit].mean(0), x[fit].std(0)
    sd[sd == 0] = 1
    mean[:RAW], sd[:RAW] = 0, 2
    z = ((x - mean) / sd).astype(dtype, copy=False)
    params = []
    for a, b in zip(sizes, sizes[1:]):
        params += [rng.normal(0, 1 / math.sqrt(a), (a, b)).astype(dtype, copy=False), np.zeros(b, dtype)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, decay, step = 0.002, 1e-3, 0
    zf, yf = z[fit], y[fit].astype(dtype, copy=False)
    best = (float("inf"), None)
    for epoch in range(epochs):
        rate = lr * 0.5 * (1 + math.cos(math.pi * epoch / epochs)) if anneal else lr
        order = rng.permutation(len(yf))
        for s in range(0, len(yf), BATCH):
            idx = order[s:s + BATCH]
            acts, pres = forward(params, zf[idx])
            g = 2 * (acts[-1] - yf[idx]) / len(idx)
            grads = [None] * len(params)
            for layer in range(len(params) // 2 - 1, -1, -1):   # back-propagation, the output layer first
                grads[2 * layer:2 * layer + 2] = [acts[layer].T @ g + decay * params[2 * layer], g.sum(0)]
                if layer:
                    g = (g @ params[2 * layer].T) * (pres[layer - 1] > 0)
            step += 1
            for i, (p, gp) in enumerate(zip(params, grads)):
                m[i] = 0.9 * m[i] + 0.1 * gp
                v[i] = 0.999 * v[i] + 0.001 * gp * gp
                p -= rate * (m[i] / (1 - 0.9 ** step)) / (np.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
        err = math.sqrt(np.mean((forward(params, z[pick])[0][-1][:, 0] - y[pick, 0]) ** 2))
        if err < best[0]:
            best = (err, [p.astype(np.float64) for p in params], epoch)
    params = best[1]
    # Fold the standardization into the first layer: (x - mean) / sd . w = x . (w / sd) - mean / sd . w.
    # Only the equity's output is kept.
    params[:2] = [params[0] / sd[:, None], params[1] - (mean / sd) @ params[0]]
    params[-2:] = [params[-2][:, 0], params[-1][0]]
    return params, best[2]


def narrow_shift(w1):
    """The largest shift up to WEIGHT_SHIFT that rounds every first-layer weight into 16 bits."""
    shift = WEIGHT_SHIFT
    while np.abs(np.round(w1 * (1 << shift))).max() > 32767:
        shift -= 1
    return shift


def rounded(w1, b1, w2, b2, shift):
    """Integers: the first layer x 2^shift, the output (milli-points) x 2^OUTPUT_SHIFT."""
    one, out = 1 << shift, 1 << OUTPUT_SHIFT
    return ([[int(round(w1[i, j] * one)) for i in range(w1.shape[0])] for j in range(w1.shape[1])],
            [int(round(b * one)) for b in b1], [int(round(w * out)) for w in w2], int(round(b2 * out)))


def read(training, features_path, only, chunk=100000):
    """TRAINING's lines (split) and FEATURES' read together and kept by
    class (only), with the kept positions' inputs (raw, then the features
    after the constant f[3]) as one int64 array, built a chunk at a time
    so that memory holds little more than the array."""
    def lines():
        for path in training.split(","):
            with lzma.open(path, "rt") if path.endswith(".xz") else open(path) as text:
                for line in text:
                    if not line.startswith("#"):
                        yield line.split()
    rows, blocks, block = [], [], []
    with open(features_path) as features:
        for r, line in itertools.zip_longest(lines(), features):
            assert r is not None and line is not None, "the features and the training data differ in length"
            f = line.split()
            assert r[0] == f[0], "the features' IDs are not the training data's"
            if only and not (f[1] != "0" if only == "contact" else f[1] == "0" and not bearoff(f[0])):
                continue
            rows.append(r)
            block.append(raw_inputs(r[0]) + [int(v) for v in f[4:]])
            if len(block) == chunk:
                blocks.append(np.array(block, dtype=np.int64))
                block = []
    if block:
        blocks.append(np.array(block, dtype=np.int64))
    return rows, np.concatenate(blocks)


def one_layer(params, narrow):
    """A network of one hidden layer rounded to integers: its evaluation of int64 inputs and its header's
    macros and arrays (after INPUTS and HIDDEN)."""
    w1, b1, w2, b2 = params
    weight_shift = narrow_shift(w1) if narrow else WEIGHT_SHIFT
    iw1, ib1, iw2, ib2 = rounded(w1, b1, w2, b2, weight_shift)
    return (lambda x: integer_eval(iw1, ib1, iw2, ib2, x, weight_shift), weight_shift,
            [("WEIGHT_SHIFT", weight_shift), ("OUTPUT_SHIFT", OUTPUT_SHIFT)],
            [("W1[%s_HIDDEN][%s_INPUTS]", iw1), ("B1[%s_HIDDEN]", ib1), ("W2[%s_HIDDEN]", iw2), ("B2", ib2)])


def two_layer(params, xi):
    """The same for two hidden layers (net13 on), the integers chosen so that bgnet.c sums the second
    layer in 32 bits exactly: the first layer's weights in 16 bits (x 2^s1, narrow_shift), its rectified
    sums shifted right by hidden_shift, the fewest bits that bring the largest over xi (the fitting
    positions) under HIDDEN_CAP / 2, and capped at HIDDEN_CAP; the second layer's weights x 2^s2, the
    largest s2 up to 24 that keeps every weight within 16 bits and every sum (bias and HIDDEN_CAP times its
    row's weights' magnitudes) below 2^31; the output's weights x 2^OUTPUT_SHIFT."""
    w1, b1, w2, b2, w3, b3 = params
    s1 = narrow_shift(w1)
    iw1, ib1 = np.round(w1.T * (1 << s1)).astype(np.int64), np.round(b1 * (1 << s1)).astype(np.int64)
    largest = max(int(np.maximum(xi[i:i + 50000] @ iw1.T + ib1, 0).max()) for i in range(0, len(xi), 50000))
    hidden_shift = 0
    while largest >> hidden_shift >= HIDDEN_CAP // 2:
        hidden_shift += 1
    unit = 2.0 ** (s1 - hidden_shift)       # h = the first layer's rectified output x unit
    for s2 in range(24, -1, -1):
        iw2, ib2 = np.round(w2.T * (1 << s2)).astype(np.int64), np.round(b2 * unit * (1 << s2)).astype(np.int64)
        if np.abs(iw2).max() <= 32767 and (HIDDEN_CAP * np.abs(iw2).sum(1) + np.abs(ib2)).max() < 1 << 31:
            break
    output_shift = int(round(math.log2(unit))) + s2 + OUTPUT_SHIFT
    iw3, ib3 = np.round(w3 * (1 << OUTPUT_SHIFT)).astype(np.int64), int(round(b3 * 2.0 ** output_shift))
    assert len(iw3) * (int(np.abs(iw3).max()) << 31) + abs(ib3) < 1 << 62, "the output's total may not fit 64 bits"
    net = {"w1": iw1, "b1": ib1, "hidden_shift": hidden_shift, "w2": iw2, "b2": ib2, "w3": iw3, "b3": ib3,
           "output_shift": output_shift}
    return (lambda x: deep_eval(net, x), s1,
            [("HIDDEN2", len(iw3)), ("WEIGHT_SHIFT", s1), ("HIDDEN_SHIFT", hidden_shift), ("OUTPUT_SHIFT", output_shift)],
            [("W1[%s_HIDDEN][%s_INPUTS]", iw1), ("B1[%s_HIDDEN]", ib1), ("W2[%s_HIDDEN2][%s_HIDDEN]", iw2),
             ("B2[%s_HIDDEN2]", ib2), ("W3[%s_HIDDEN2]", iw3), ("B3", ib3)])


MASK64 = (1 << 64) - 1


def mix64(z):
    """SplitMix64's output function (src/core/mix64.h)."""
    z = (z + 0x9e3779b97f4a7c15) & MASK64
    z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & MASK64
    return z ^ (z >> 31)


def write_weights(path, name, inputs, hidden, macros, arrays, report_path):
    """The network's data file (data/networks/NAME.txt, the format of src/games/backgammon/netfile.h);
    returns its digest, which bgnet.c's SOURCES must hold for the file to be loaded."""
    records = [("inputs", [], [inputs]), ("hidden", [], [hidden])] + [(key.lower(), [], [value]) for key, value in macros]
    for shape, values in arrays:
        key = shape.split("[")[0].lower()
        records.append((key, list(np.shape(values)), [int(v) for v in np.ravel(values)]))
    digest = 0
    with open(path, "w") as out:
        out.write("# starbench network %s: weights of bgnet.c, written by scripts/netfit.py (make %sfit); see %s\n"
                  % (name, name, report_path))
        for key, dims, values in records:
            code = 0
            for byte in key.encode():
                code = mix64(code ^ byte)
            digest = mix64(digest ^ code)
            for d in dims:
                digest = mix64(digest ^ d)
            for v in values:
                digest = mix64(digest ^ (v & MASK64))
            if not dims:
                out.write("%s %d\n" % (key, values[0]))
                continue
            out.write(key + "".join("[%d]" % d for d in dims) + "\n")
            row = dims[-1]
            for i in range(0, len(values), row):
                out.write(" ".join(str(v) for v in values[i:i + row]) + "\n")
    return digest


def main():
    training, features_path, weights_path, report_path = sys.argv[1:5]
    name, hidden, epochs = (sys.argv[5], [int(h) for h in sys.argv[6].split(",")], int(sys.argv[7])) \
        if len(sys.argv) > 5 else ("net", [HIDDEN], EPOCHS)
    narrow, only = sys.argv[8:9] == ["narrow"], sys.argv[9] if len(sys.argv) > 9 and sys.argv[9] != "all" else ""
    seed = int(sys.argv[10]) if len(sys.argv) > 10 else SEED
    assert len(sys.argv) <= 8 or (narrow and len(sys.argv) <= 11 and sys.argv[9:10] in ([], ["race"], ["contact"], ["all"])), \
        "then narrow, then race, contact or all, then a seed"
    assert len(hidden) == 1 or (len(hidden) == 2 and narrow), "one hidden layer, or two and narrow"
    macro = "BG_" + name.upper()
    rows, xi = read(training, features_path, only)
    x = xi.astype(np.float64 if len(hidden) == 1 else np.float32)
    # The equity, then gnubg's five chances x 1000 where the data has them.
    y = np.array([[float(r[2])] + [1000 * float(p) for p in r[3:8]] for r in rows])
    game = np.array([int(r[1]) for r in rows])
    held, pick = game % 5 == 0, game % 5 == 1
    fit = ~held & ~pick
    params, epoch = train(x, y, fit, pick, hidden, epochs, narrow, seed)
    y = y[:, 0]
    evaluate, weight_shift, macros, arrays = one_layer(params, narrow) if len(hidden) == 1 else two_layer(params, xi[fit])
    unrounded = math.sqrt(np.mean((forward(params, x[held].astype(np.float64))[0][-1] - y[held]) ** 2))
    del x
    report = []
    for part, mask in (("fit", fit), ("pick", pick), ("held", held)):
        errors = evaluate(xi[mask]) - y[mask]
        report.append((part, int(mask.sum()), math.sqrt(np.mean(errors ** 2)), np.mean(np.abs(errors))))
    digest = write_weights(weights_path, name, xi.shape[1], hidden[0], macros, arrays, report_path)
    print("%s: digest 0x%016x (bgnet.c's SOURCES: a new network gets a new name and its own row)"
          % (weights_path, digest), file=sys.stderr)
    with open(report_path, "w") as out:
        layers = ("One hidden layer of %d units" % hidden[0] if len(hidden) == 1
                  else "Two hidden layers of %d and %d units" % tuple(hidden))
        out.write("# The fit of starbench's neural-network evaluation (src/games/backgammon/bgnet.c, --eval %s) to GNU\n"
                  "# Backgammon's 0-ply cubeless equity for the side on roll, in milli-points; written by\n"
                  "# scripts/netfit.py (make %sfit) from %s: %d positions of self-play\n"
                  "# games (scripts/gnubg-tree --training).  %s over %d inputs, trained\n"
                  "# on the games whose number mod 5 is 2, 3 or 4 (fit), the epoch kept (%d of %d) picked on those\n"
                  "# with 1 (pick), measured on the multiples of 5 (held out), with the weights rounded to integers.\n"
                  % (name, name, " and ".join(training.split(",")), len(rows), layers, xi.shape[1], epoch + 1, epochs))
        if narrow:
            out.write("# The learning rate annealed to 0 (a half cosine); the first layer's weights in 16 bits (x 2^%d).\n"
                      "# Held-out RMS before the weights were rounded: %.1f.\n" % (weight_shift, unrounded))
        if only:
            out.write("# %s only: the positions %s.\n" % (("Races", "without contact that are not bear-offs") if only == "race"
                                                       else ("Contact", "with contact")))
        if seed != SEED:
            out.write("# The random generator seeded with %d (%d for the networks before).\n" % (seed, SEED))
        if len(rows[0]) > 3:
            out.write("# Trained on gnubg's five chances (x 1000) beside the equity, as five more outputs, dropped after.\n")
        out.write("part,positions,rms,mean_abs\n")
        for part, n, rms, mean_abs in report:
            out.write("%s,%d,%.1f,%.1f\n" % (part, n, rms, mean_abs))


if __name__ == "__main__":
    main()
