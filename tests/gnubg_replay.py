# Run by GNU Backgammon's embedded Python (tests/gnubg.sh): replays the
# games of `starbench play --per-game --moves` rows (standard input) from
# the opening, every move of both engines checked by gnubg's own move
# generator (its hint list for the position and roll, each entry applied by
# scripts/bgmoves.py, must reach the position the move's text leads to),
# and each game's points_a recomputed from its final board: the side that
# bore off last wins 1, 2 or 3 (bgmoves.result).  Writes one line a game,
# "GAME ok" or "GAME FAIL reason", to descriptor 3.  STARBENCH_SCRIPTS
# names scripts/ (gnubg gives a script no argv).
import csv
import os
import re
import sys

sys.path.insert(0, os.environ["STARBENCH_SCRIPTS"])
import bgmoves  # noqa: E402
import gnubg    # noqa: E402


ITEM = re.compile(r"([1-6][1-6]):(.*?)(?= [1-6][1-6]:|$)")   # "RR:MOVE", the move's text with its spaces


def reachable(board, roll):
    """The positions gnubg's hint lists for the side on roll with ROLL."""
    gnubg.command("set board %s" % bgmoves.position_id(board))
    gnubg.command("set dice %d %d" % roll)
    return {bgmoves.apply_move(board, gnubg.parsemove(h["move"])) for h in gnubg.hint(100000)["hint"]}


def replay(row):
    """None if every move is gnubg's legal move and points_a follows from
    the final board; else what is wrong."""
    board = bgmoves.board_from_id("4HPwATDgc/ABMA")
    items = ITEM.findall(row["moves"])
    a_moves = row["a_first"] == "1"
    points = 0
    for n, (rolled, text) in enumerate(items):
        item = "%s:%s" % (rolled, text)
        roll = (int(rolled[0]), int(rolled[1]))
        allowed = reachable(board, roll)
        after = bgmoves.apply_move(board, gnubg.parsemove(text)) if text else board
        if (after not in allowed) if allowed else text:
            return "item %d %s: gnubg does not allow it" % (n + 1, item)
        if bgmoves.result(after):
            if n != len(items) - 1:
                return "item %d ends the game, %d items follow" % (n + 1, len(items) - 1 - n)
            points = bgmoves.result(after) * (1 if a_moves else -1)
            break
        board = bgmoves.swap(after)
        a_moves = not a_moves
    if points == 0:
        return "the game does not end"
    if points != int(row["points_a"]):
        return "points_a %s, the final board gives %d" % (row["points_a"], points)
    return None


def main():
    out = os.fdopen(3, "w")
    for command in ("set player 0 human", "set player 1 human",   # hint's evaluations: 0-ply, the cheapest
                    "set evaluation chequerplay evaluation plies 0", "new game"):
        gnubg.command(command)
    for row in csv.DictReader(sys.stdin):
        try:
            why = replay(row)
        except ValueError as e:  # a step bgmoves cannot play
            why = str(e)
        out.write("%s %s\n" % (row["game"], "ok" if why is None else "FAIL " + why))
    out.flush()


main()
