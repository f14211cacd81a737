"""Checks scripts/bgmoves.py (the exporter's own move generator and its
position IDs) against move counts that GNU Backgammon recorded
(tests/backgammon-moves.txt) and against facts counted by hand.  Prints
got/expected for every failure; exit status 1 if any.
Usage: python3 tests/backgammon_moves.py [COUNTS-FILE]"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "scripts"))
import bgmoves  # noqa: E402

failures = 0
checks = 0


def check(what, got, expected):
    global failures, checks
    checks += 1
    if got != expected:
        failures += 1
        print("FAIL %s: got %r, expected %r" % (what, got, expected))


start = bgmoves.board_from_id(bgmoves.START)

# 1. Position IDs: the starting position's known ID, both ways, and the
#    round trip of every position in the counts file.
check("starting position", start[1], (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5) + (0,) * 10 + (2, 0))
check("starting position is symmetric", start[0], start[1])
check("ID of the starting position", bgmoves.position_id(start), "4HPwATDgc/ABMA")

# 2. By hand: the opening 6-5 has 7 distinct moves (24/13, 13/2, 24/18 13/8,
#    24/18 8/3, 13/7 13/8, 13/7 8/3, 8/3 8/2; 6/1 is blocked, and 13/8 8/2
#    reaches 13/2's position), and 24/13 is a legal one.
moves = bgmoves.legal_positions(start, (6, 5))
check("opening 6-5 moves", len(moves), 7)
check("24/13 among them", bgmoves.apply_move(start, ((24, 18), (18, 13))) in moves, True)
# A finished game: the winner off, the loser with 15 on the board in the
# winner's home is a backgammon; with one off, a single game.
check("backgammon", bgmoves.result(((0,) * 23 + (15, 0), (0,) * 25)), 3)
check("gammon", bgmoves.result(((0,) * 12 + (15,) + (0,) * 12, (0,) * 25)), 2)
check("single game", bgmoves.result(((14,) + (0,) * 24, (0,) * 25)), 1)
check("not over", bgmoves.result((start[0], start[1])), 0)
check("contact at the start", bgmoves.position_class(start), "contact")

# 3. gnubg's counts.
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "backgammon-moves.txt")
with open(path) as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        pid, roll, count = line.split()
        board = bgmoves.board_from_id(pid)
        check("ID round trip " + pid, bgmoves.position_id(board), pid)
        dice = (int(roll[0]), int(roll[1]))
        ours = bgmoves.legal_positions(board, dice)
        got = 0 if ours == [board] else len(ours)
        check("%s roll %s" % (pid, roll), got, int(count))
        check("%s roll %s distinct" % (pid, roll), len(set(ours)), len(ours))

print("backgammon_moves: %d checks, %d failed" % (checks, failures))
sys.exit(1 if failures else 0)
