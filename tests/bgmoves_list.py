"""scripts/bgmoves.py's legal moves, listed as tests/bg_moves_list lists the
native generator's: for each "POSITION-ID ROLL ..." line of standard input
('#' lines skipped), "ID ROLL: ID ID ..." with each move's resulting
position in generator order, nothing after the colon for a dance.
Usage: python3 tests/bgmoves_list.py < tests/backgammon-moves.txt"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
import bgmoves  # noqa: E402

for line in sys.stdin:
    fields = line.split()
    if line.startswith("#") or len(fields) < 2:
        continue
    pid, roll = fields[0], fields[1]
    board = bgmoves.board_from_id(pid)
    moves = bgmoves.legal_positions(board, (int(roll[0]), int(roll[1])))
    if moves == [board]:
        moves = []
    print("%s %s:%s" % (pid, roll, "".join(" " + bgmoves.position_id(p) for p in moves)))
