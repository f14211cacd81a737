# Run by GNU Backgammon's embedded Python (gnubg -t -q -r -p), through the
# wrapper scripts/gnubg-tree, which passes the options in STARBENCH_GNUBG_ARGS
# (one per line) and this folder in STARBENCH_SCRIPTS: gnubg gives a script
# neither argv nor __file__.  See the wrapper for the usage.
#
# The tree of a position (export):
#   Ply 1 is a + node: the side to move ("we") with the given roll, one
#   child per legal move (one per distinct resulting position).  Below each
#   a chance node over the opponent's 21 rolls (doubles 1/36, the others
#   1/18), then the opponent's - node over its legal moves.  With --plies 3
#   a chance node over our 21 rolls and our + node follow.  A leaf is the
#   position after the last ply, worth gnubg's 0-ply cubeless money equity
#   for us, times 1000, rounded to the nearest integer (ties to even); a
#   finished game is a leaf worth exactly +-1000, 2000 or 3000 (single
#   game, gammon, backgammon).  So every leaf lies in -3000..3000.
# Order of a node's children: gnubg's (hint's: best first for the side to
#   move, by the same 0-ply equity the leaves carry, so a last-ply node
#   lists its leaves sorted), or --order generator: the order in which
#   scripts/bgmoves.py's move generator first reaches each position, which
#   knows nothing of their values.
# Completeness: at every decision node gnubg's move list must give exactly
#   the positions of bgmoves.legal_positions, a move generator of our own;
#   any difference stops the export.  Leaves: the first leaf of every
#   last-ply node below a double (6 of the 21 rolls: each check costs as
#   much as a node's whole move list) is evaluated again with
#   gnubg.evaluate on the leaf position itself, and must round to the same
#   integer.
# Evaluations: every chance node, the position just after a move, carries
#   ":eval V", gnubg's 0-ply cubeless equity of that position for us, times
#   1000, rounded like a leaf: the equity hint gives the move (the mover's,
#   negated after the opponent's move).  So a search with --horizon 1 picks
#   gnubg's 0-ply move (hint's first, up to ties in milli-points), and the
#   full 2-ply search its 2-ply move.  Decision nodes (a position and a
#   known roll) carry none: a horizon never scores one (it scores the
#   children of move nodes, and those are chance nodes or leaves here).
import io
import os
import random
import sys
import tempfile
import time
from fractions import Fraction

sys.path.insert(0, os.environ.get("STARBENCH_SCRIPTS", "scripts"))
import bgmoves  # noqa: E402
import gnubg    # noqa: E402

MOVES_ASKED = 100000    # hint's cap on the moves it lists: above any position's count
ORDERS = ("gnubg", "generator")


def results():
    """Where positions and counts go: descriptor 3, which the wrapper joins
    to its standard output (gnubg's own chatter goes to the real one)."""
    return os.fdopen(3, "w")


def fail(message):
    sys.stderr.write("gnubg-tree: %s\n" % message)
    sys.exit(2)


def set_up():
    """0-ply cubeless evaluation without pruning or noise; both sides human,
    so gnubg never moves on its own; a game to hold the positions."""
    for command in ("set player 0 human", "set player 1 human",
                    "set evaluation chequerplay evaluation plies 0",
                    "set evaluation chequerplay evaluation cubeful off",
                    "set evaluation chequerplay evaluation prune off",
                    "set evaluation chequerplay evaluation deterministic on",
                    "set evaluation chequerplay evaluation noise 0",
                    "new game"):
        gnubg.command(command)


def milli(equity):
    return int(round(1000 * equity))


def evaluation_on_roll(board):
    """gnubg's 0-ply cubeless evaluation for the side on roll (board[1]):
    the chances of a win, a gammon and a backgammon won, a gammon and a
    backgammon lost, then the equity."""
    context = gnubg.evalcontext(0, 0, 1, 0, 0.0)   # cubeful, plies, deterministic, prune, noise
    return gnubg.evaluate(board, gnubg.cubeinfo(), context)


def equity_on_roll(board):
    """gnubg's 0-ply cubeless equity for the side on roll (board[1])."""
    return evaluation_on_roll(board)[5]


def hint_moves(board, roll):
    """gnubg's legal moves for the side on roll (board[1]) with ROLL, in
    hint's order: [(move text, position after it (the mover still second),
    the mover's 0-ply cubeless equity)]; empty if none is legal."""
    gnubg.command("set board %s" % bgmoves.position_id(board))
    if gnubg.board() != board:
        fail("gnubg set up another board for %s" % bgmoves.position_id(board))
    gnubg.command("set dice %d %d" % roll)
    listed = []
    for entry in gnubg.hint(MOVES_ASKED)["hint"]:
        context = entry["context"]
        if context["cubeful"] or context["plies"] or context["prune"]:
            fail("hint evaluated with %r, not 0-ply cubeless" % context)
        listed.append((entry["move"], bgmoves.apply_move(board, gnubg.parsemove(entry["move"])), entry["equity"]))
    return listed


def checked_moves(board, roll):
    """hint_moves checked against our generator, each with its rank in
    generator order; no legal move gives the one 'move' that stays."""
    ours = bgmoves.legal_positions(board, roll)
    rank = {after: i for i, after in enumerate(ours)}
    listed = hint_moves(board, roll)
    if not listed:
        listed = [("(no move)", board, -equity_on_roll(bgmoves.swap(board)))]
    got = [after for _, after, _ in listed]
    if sorted(got) != sorted(ours):
        missing = [bgmoves.position_id(b) for b in set(ours) - set(got)]
        extra = [bgmoves.position_id(b) for b in set(got) - set(ours)]
        fail("%s roll %d-%d: gnubg lists %d moves, our generator finds %d "
             "(only ours: %s; only gnubg's: %s; repeated in gnubg's: %d)"
             % (bgmoves.position_id(board), roll[0], roll[1], len(got), len(ours),
                missing[:3], extra[:3], len(got) - len(set(got))))
    return [(move, after, equity, rank[after]) for move, after, equity in listed]


class Tree:
    """The tree in memory: a leaf is an int; a decision node is
    (kind, [(move, gnubg rank, generator rank, child)]); a chance node is
    ("chance", [(roll, child)]).  Counts what it holds."""

    def __init__(self):
        self.leaves = self.decisions = self.chances = self.checked = 0

    def leaf(self, after, equity, we_moved):
        """A leaf's value for us: the exact result if the game is over,
        else the mover's 0-ply equity, times 1000, rounded."""
        self.leaves += 1
        won = bgmoves.result(after)
        mover = 1000 * won if won else milli(equity)
        if won and milli(equity) != mover:
            fail("hint values the finished game %s at %r" % (bgmoves.position_id(after), equity))
        return mover if we_moved else -mover

    def check_leaf(self, after, value, we_moved):
        """The leaf again, from gnubg.evaluate on its own position."""
        if bgmoves.result(after):
            return
        self.checked += 1
        again = -milli(equity_on_roll(bgmoves.swap(after)))
        if (again if we_moved else -again) != value:
            fail("leaf %s: hint gives %d, evaluate %d" % (bgmoves.position_id(after), value, again))

    def decision(self, board, roll, plies, we_move):
        self.decisions += 1
        children = []
        for gnubg_rank, (move, after, equity, generator_rank) in enumerate(checked_moves(board, roll)):
            if plies == 1 or bgmoves.result(after):
                child = self.leaf(after, equity, we_move)
                if plies == 1 and gnubg_rank == 0 and roll[0] == roll[1]:
                    self.check_leaf(after, child, we_move)
            else:
                evaluation = milli(equity) if we_move else -milli(equity)
                child = self.chance(bgmoves.swap(after), plies - 1, not we_move, evaluation)
            children.append((move, gnubg_rank, generator_rank, child))
        return ("max" if we_move else "min", children)

    def chance(self, board, plies, we_move, evaluation):
        self.chances += 1
        return ("chance", [(roll, self.decision(board, roll, plies, we_move)) for roll in bgmoves.ROLLS],
                evaluation)


def value(node):
    """The exact *-minimax value (an independent evaluation for the tests)."""
    if isinstance(node, int):
        return Fraction(node)
    kind, children = node[:2]
    if kind == "chance":
        return sum(Fraction(bgmoves.roll_weight(roll), 36) * value(child) for roll, child in children)
    values = [value(child) for _, _, _, child in children]
    return max(values) if kind == "max" else min(values)


def write(out, node, order, indent=0):
    """The tree in starbench's format; a decision node's children in ORDER;
    a node whose children are all leaves on one line."""
    kind, children = node[:2]
    pad = " " * indent
    if kind == "chance":
        out.write("(chance :eval %d\n" % node[2])
        for roll, child in children:
            out.write("%s  %s " % (pad, "1/36" if bgmoves.roll_weight(roll) == 1 else "1/18"))
            write(out, child, order, indent + 2)
            out.write("   # %d-%d\n" % roll)
        out.write(pad + ")")
        return
    key = 1 if order == "gnubg" else 2
    children = sorted(children, key=lambda c: c[key])
    if all(isinstance(c[3], int) for c in children):
        out.write("(%s %s)" % (kind, " ".join(str(c[3]) for c in children)))
        return
    out.write("(%s\n" % kind)
    for move, _, _, child in children:
        out.write(pad + "  ")
        if isinstance(child, int):
            out.write("%d   # %s: game over\n" % (child, move))
        else:
            write(out, child, order, indent + 2)
            out.write("   # %s\n" % move)
    out.write(pad + ")")


def write_whole(path, text):
    """PATH holds TEXT whole, or is left as it was."""
    folder = os.path.dirname(path) or "."
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix="." + os.path.basename(path) + ".")
    except OSError as e:
        fail("-o %s: cannot write there (%s)" % (path, e.strerror))
    try:
        with os.fdopen(fd, "w") as out:
            out.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError as e:
        os.unlink(tmp)
        fail("-o %s: %s" % (path, e.strerror))


def fraction_text(x):
    return str(x.numerator) if x.denominator == 1 else "%d/%d" % (x.numerator, x.denominator)


def export(options):
    board = bgmoves.board_from_id(options["position"])
    if sum(board[0]) == 0 or sum(board[1]) == 0:
        fail("POSITION-ID %s: the game is over" % options["position"])
    roll = options["roll"]
    start = time.time()
    tree = Tree()
    root = tree.decision(board, roll, options["plies"], True)
    exact = value(root)
    seconds = time.time() - start
    text = io.StringIO()
    text.write("# The %d-ply *-minimax tree of a backgammon position, exported from\n"
               "# %s by scripts/gnubg-tree (see there for its definition).\n"
               % (options["plies"], os.environ.get("STARBENCH_GNUBG_VERSION", "GNU Backgammon")))
    text.write("# position %s, roll %d-%d%s\n" % (options["position"], roll[0], roll[1],
               (": " + options["description"]) if options["description"] else ""))
    text.write("# leaves: 0-ply cubeless equity for the side to move x 1000, rounded; bounds -3000,3000\n")
    text.write("# :eval on a chance node: 0-ply equity of the position after the move for us, scaled the same way\n")
    text.write("# children in %s order\n" % options["order"])
    text.write("# %d leaves, %d decision nodes, %d chance nodes\n"
               % (tree.leaves, tree.decisions, tree.chances))
    text.write("# value (exact, computed by the exporter): %s\n" % fraction_text(exact))
    write(text, root, options["order"])
    text.write("\n")
    write_whole(options["out"], text.getvalue())
    sys.stderr.write("gnubg-tree: %s: %d leaves, value %s, %d hint calls, %d leaves checked, %.1f s\n"
                     % (options["out"], tree.leaves, fraction_text(exact), tree.decisions,
                        tree.checked, seconds))


def self_play(options):
    """Plays games between gnubg's 0-ply choices (hint's first move) with
    dice from Python's Mersenne Twister seeded with the game's number, and
    prints, per game, the middle position of each class (contact, race,
    bear-off) that has a choice of moves, until COUNT of each are printed."""
    out = results()
    wanted = {"contact": options["count"], "race": options["count"], "bearoff": options["count"]}
    game = 0
    while any(wanted.values()):
        game += 1
        rng = random.Random(game)
        board = bgmoves.board_from_id(bgmoves.START)
        roll = (0, 0)
        while roll[0] == roll[1]:
            roll = (rng.randint(1, 6), rng.randint(1, 6))
        seen = {"contact": [], "race": [], "bearoff": []}
        turn = 0
        while True:
            turn += 1
            moves = checked_moves(board, roll)
            if len(moves) > 1:
                seen[bgmoves.position_class(board)].append((turn, board, roll))
            after = moves[0][1]
            if bgmoves.result(after):
                break
            board = bgmoves.swap(after)
            roll = (rng.randint(1, 6), rng.randint(1, 6))
        for kind in ("contact", "race", "bearoff"):
            if wanted[kind] and seen[kind]:
                turn, pos, r = seen[kind][len(seen[kind]) // 2]
                wanted[kind] -= 1
                out.write("%s %d%d %s self-play game %d, turn %d\n"
                          % (bgmoves.position_id(pos), max(r), min(r), kind, game, turn))
    out.close()


def training(options):
    """Positions for fitting starbench's evaluation (scripts/bgfit.py):
    GAMES games between gnubg's 0-ply choices, each move instead a random
    legal one with chance 1/5 (so that the positions are not only those of
    good play), dice and choices from Python's Mersenne Twister seeded with
    the game's number; every position of every turn, before the roll, as
    "ID GAME EQUITY": gnubg's 0-ply cubeless equity for the side on roll,
    times 1000, to three decimals; with --probabilities then its chances
    (evaluation_on_roll's five, to six decimals).  --first F: games F to
    F + GAMES - 1 (the same games as in one run from 1)."""
    out = results()
    first = options["first"]
    for game in range(first, first + options["games"]):
        rng = random.Random(game)
        board = bgmoves.board_from_id(bgmoves.START)
        while True:
            evaluation = evaluation_on_roll(board)
            chances = "".join(" %.6f" % p for p in evaluation[:5]) if options["probabilities"] else ""
            out.write("%s %d %.3f%s\n" % (bgmoves.position_id(board), game, 1000 * evaluation[5], chances))
            roll = (rng.randint(1, 6), rng.randint(1, 6))
            moves = checked_moves(board, roll)
            after = moves[rng.randrange(len(moves))][1] if rng.random() < 0.2 else moves[0][1]
            if bgmoves.result(after):
                break
            board = bgmoves.swap(after)
    out.close()


AFTER_SEED = 34000000     # --after-moves' rolls: AFTER_SEED + the game's number, apart from other modes'


def after_moves(options):
    """Positions off the played line (make net11fit-data): for every
    EVERY-th position of class CLASS of each game in FILE (the lines "ID
    GAME ..." of --training's output, in order), a roll from Python's
    Mersenne Twister seeded with AFTER_SEED + the game's number, and every
    legal move's position after it with the opponent on roll (our
    generator's, distinct; a move that ends the game has nothing to
    evaluate), as --training --probabilities writes a position: "ID GAME
    EQUITY W WG WBG LG LBG", the game the source position's.  These are the
    positions a search at horizon 1 compares, which good play never
    reaches.  A game's lines depend on that game only, so slices by whole
    games join into the same lines."""
    out = results()
    try:
        with open(options["file"]) as listed:
            rows = [line.split()[:2] for line in listed if line.strip() and not line.startswith("#")]
    except OSError as e:
        fail("--after-moves %s: %s" % (options["file"], e.strerror))
    rng, game, seen = None, None, 0
    for pid, number in rows:
        board = bgmoves.board_from_id(parse_id(pid))
        if number != game:
            game, seen = number, 0
            rng = random.Random(AFTER_SEED + int(number))
        if bgmoves.position_class(board) != options["class"]:
            continue
        seen += 1
        if seen % options["every"]:
            continue
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        for after in bgmoves.legal_positions(board, roll):
            if bgmoves.result(after):
                continue
            on_roll = bgmoves.swap(after)
            evaluation = evaluation_on_roll(on_roll)
            out.write("%s %s %.3f%s\n" % (bgmoves.position_id(on_roll), number, 1000 * evaluation[5],
                                          "".join(" %.6f" % p for p in evaluation[:5])))
    out.close()


REFEREE_SEED = 33000000   # the referee's games' seeds: REFEREE_SEED + game, apart from other modes'


def referee(options):
    """The referee's sample (make referee): GAMES games between gnubg's
    0-ply choices (hint's first move), dice from Python's Mersenne Twister
    seeded with REFEREE_SEED + the game's number; every EVERY-th turn of
    each game whose roll has two or more legal moves (a forced move has
    nothing to judge) is kept, whatever its phase.  For each legal move:
    "ID ROLL AFTER-ID EQUITY CLASS GAME TURN", EQUITY the mover's cubeless
    equity after the move by gnubg's 2-ply evaluation of that position
    itself (gnubg.evaluate, no move filter: every move at 2 plies; a move
    that ends the game its points), to 6 decimals; ROLL the higher die
    first.  The check: gnubg's own 2-ply choice (findbestmove, which
    filters the moves it looks at) is counted against the best of the
    unfiltered list, in a closing comment line."""
    out = results()
    context = gnubg.evalcontext(0, 2, 1, 0, 0.0)   # cubeless, 2 plies, deterministic, no pruning, no noise
    cube = gnubg.cubeinfo()
    positions = differ = 0
    for game in range(1, options["games"] + 1):
        rng = random.Random(REFEREE_SEED + game)
        board = bgmoves.board_from_id(bgmoves.START)
        turn = 0
        while True:
            turn += 1
            roll = (rng.randint(1, 6), rng.randint(1, 6))
            moves = checked_moves(board, roll)
            if turn % options["every"] == 0 and len(moves) > 1:
                positions += 1
                judged = []
                for _, after, _, _ in moves:
                    won = bgmoves.result(after)
                    equity = won if won else -gnubg.evaluate(bgmoves.swap(after), cube, context)[5]
                    judged.append((after, equity))
                    out.write("%s %d%d %s %.6f %s %d %d\n" % (
                        bgmoves.position_id(board), max(roll), min(roll), bgmoves.position_id(after), equity,
                        bgmoves.position_class(board), game, turn))
                best = max(equity for _, equity in judged)
                flat = gnubg.findbestmove(board, cube, context)   # the dice hint_moves set; unused steps 0, 0
                chosen = bgmoves.apply_move(board, [(flat[i], flat[i + 1]) for i in range(0, len(flat), 2) if flat[i]])
                if dict(judged)[chosen] < best:
                    differ += 1
            after = moves[0][1]
            if bgmoves.result(after):
                break
            board = bgmoves.swap(after)
    out.write("# check: %d positions; gnubg's filtered 2-ply choice is not the best of every move at 2 plies "
              "in %d\n" % (positions, differ))
    out.close()


def count(options):
    """gnubg's own count of legal moves (hint's list, distinct positions;
    0 when no move is legal), with nothing of our generator."""
    out = results()
    for pid, roll in options["pairs"]:
        positions = {after for _, after, _ in hint_moves(bgmoves.board_from_id(pid), roll)}
        out.write("%s %d%d %d\n" % (pid, roll[0], roll[1], len(positions)))
    out.close()


def notation(options):
    """gnubg's own notation of every legal move (hint's text, as gnubg
    prints it) with the position after it: "ID ROLL AFTER-ID MOVE" lines,
    AFTER-ID with the side that moved still second, for the notation's test
    (tests/backgammon-notation.txt); nothing for a roll with no move."""
    out = results()
    for pid, roll in options["pairs"]:
        for move, after, _ in hint_moves(bgmoves.board_from_id(pid), roll):
            out.write("%s %d%d %s %s\n" % (pid, roll[0], roll[1], bgmoves.position_id(after), move))
    out.close()


def equities(options):
    """gnubg's 0-ply cubeless equity for the side on roll, times 1000 and
    rounded as a leaf is, of each position ID listed in the file (one a
    line): "ID EQUITY" lines, for the native trees' test
    (tests/backgammon-equities.txt)."""
    out = results()
    try:
        with open(options["file"]) as listed:
            ids = [line.split()[0] for line in listed if line.strip()]
    except OSError as e:
        fail("--equities %s: %s" % (options["file"], e.strerror))
    for pid in ids:
        out.write("%s %d\n" % (pid, milli(equity_on_roll(bgmoves.board_from_id(parse_id(pid))))))
    out.close()


def parse_roll(text):
    if len(text) != 2 or not all(c in "123456" for c in text):
        fail("ROLL: expected two dice like 31 or 66, got %r" % text)
    return (int(text[0]), int(text[1]))


def parse_id(text):
    try:
        bgmoves.board_from_id(text)
    except ValueError as e:
        fail("POSITION-ID: %s" % e)
    return text


def parse(argv):
    options = {"mode": "export", "plies": "2", "order": "gnubg", "description": "", "out": None, "first": "1",
               "probabilities": False}
    takes = {"--plies": "plies", "-o": "out", "--description": "description", "--referee": "games",
             "--every": "every",
             "--order": "order", "--positions": "count", "--equities": "file", "--training": "games",
             "--first": "first", "--after-moves": "file", "--class": "class"}
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] in takes:
            if i + 1 == len(argv):
                fail("%s needs a value" % argv[i])
            options[takes[argv[i]]] = argv[i + 1]
            if argv[i] in ("--positions", "--equities", "--training", "--referee", "--after-moves"):
                options["mode"] = argv[i][2:].replace("-", "_")
            i += 2
        elif argv[i] == "--probabilities":
            options["probabilities"] = True
            i += 1
        elif argv[i] in ("--count", "--notation"):
            options["mode"] = argv[i][2:]
            i += 1
        else:
            rest.append(argv[i])
            i += 1
    if options["mode"] == "positions":
        if not options["count"].isdigit() or int(options["count"]) < 1:
            fail("--positions: expected a positive count, got %r" % options["count"])
        options["count"] = int(options["count"])
        return options
    if options["mode"] == "equities":
        return options
    if options["mode"] == "referee":
        for key in ("games", "every"):
            if not str(options.get(key, "")).isdigit() or int(options[key]) < 1:
                fail("--referee GAMES --every K: expected positive integers, got %r" % options.get(key))
            options[key] = int(options[key])
        return options
    if options["mode"] == "after_moves":
        if options.get("class") not in ("contact", "race", "bearoff"):
            fail("--after-moves FILE --class C: expected C contact, race or bearoff, got %r" % options.get("class"))
        every = str(options.get("every", "1"))
        if not every.isdigit() or int(every) < 1:
            fail("--after-moves FILE --every K: expected a positive integer, got %r" % every)
        options["every"] = int(every)
        return options
    if options["mode"] == "training":
        for key in ("games", "first"):
            if not options[key].isdigit() or int(options[key]) < 1:
                fail("--training GAMES [--first F]: expected positive integers, got %r" % options[key])
            options[key] = int(options[key])
        return options
    if options["mode"] in ("count", "notation"):
        if not rest or len(rest) % 2:
            fail("--%s: expected POSITION-ID ROLL pairs" % options["mode"])
        options["pairs"] = [(parse_id(rest[i]), parse_roll(rest[i + 1])) for i in range(0, len(rest), 2)]
        return options
    if options["plies"] not in ("2", "3"):
        fail("--plies: expected 2 or 3, got %r" % options["plies"])
    options["plies"] = int(options["plies"])
    if options["order"] not in ORDERS:
        fail("--order: expected gnubg or generator, got %r" % options["order"])
    if len(rest) != 2:
        fail("expected POSITION-ID ROLL (e.g. 4HPwATDgc/ABMA 31)")
    options["position"] = parse_id(rest[0])
    options["roll"] = parse_roll(rest[1])
    if not options["out"]:
        fail("-o FILE is required")
    if not os.path.isdir(os.path.dirname(options["out"]) or "."):
        fail("-o %s: no such folder" % options["out"])
    return options


def main():
    argv = [a for a in os.environ.get("STARBENCH_GNUBG_ARGS", "").split("\n") if a != ""]
    options = parse(argv)
    set_up()
    {"export": export, "positions": self_play, "count": count, "notation": notation, "referee": referee, "equities": equities,
     "training": training, "after_moves": after_moves}[options["mode"]](options)


main()
