# GNU Backgammon as an engine of `starbench play` (algo=gnubg): run by
# gnubg's embedded Python (gnubg -t -q -r -p FILE), which starbench starts
# itself; the binary carries this file (the Makefile turns it into
# build/gnubg_player.inc), so an installed starbench needs no scripts/.
#
# Requests come one a line on standard input, answers go one a line to
# descriptor 3 (gnubg's own chatter goes to its standard output):
#   move ID D1 D2 PLIES    gnubg's cubeless move at PLIES (0-3) for the side
#                          on roll in position ID (gnubg's position ID) with
#                          the dice D1 D2:  "move AFTER-ID TEXT", the
#                          position after it (the mover still on roll) and
#                          gnubg's text of the move; "move ID (no move)"
#                          when no move is legal
#   check ID D1 D2 AFTER   whether gnubg's move generator allows the move from
#                          ID to AFTER (a position ID; ID itself for "no
#                          move"): "ok", or "refused N" with the number of
#                          moves gnubg allows
# The first line written is "ready"; a request it cannot serve
# gets "error MESSAGE"; end of input ends gnubg.
#
# Evaluation: hint's, cubeless, deterministic, no noise; at 1 ply and more
# with gnubg's pruning networks and its default move filter, as its own
# levels (Expert is 0 ply, World Class 2 ply with pruning).  gnubg never resigns or
# doubles here: starbench plays the game out and scores it itself.
import os
import sys

import gnubg

MOVES_ASKED = 100000   # hint's cap on the moves it lists: above any position's count


def answer(out, text):
    out.write(text + "\n")
    out.flush()


def apply_move(board, steps):
    """The board after the side on roll plays `steps` (parsemove's (from,
    to) pairs: points 24..1 for the mover, 25 the bar, 0 or less off), the
    mover still board[1]; a checker landing on a blot hits it.  (A few
    lines of scripts/bgmoves.py's apply_move, without its checks: this
    script is carried in the binary and imports nothing of scripts/.)"""
    opponent, mover = list(board[0]), list(board[1])
    for source, target in steps:
        mover[source - 1] -= 1
        if target > 0:
            mover[target - 1] += 1
            if opponent[24 - target] == 1:
                opponent[24 - target] = 0
                opponent[24] += 1
    return [opponent, mover]


def board_of(position):
    board = gnubg.positionfromid(position)
    if gnubg.positionid(board) != position:
        raise Exception("not a position ID: %s" % position)
    return board


def hints(position, d1, d2, plies, count):
    """hint's first `count` moves for the side on roll in position with the
    dice, evaluated at `plies`, with the board.  (gnubg.findbestmove picks
    the same moves, but hint also lists them all for `allowed`.)"""
    board = board_of(position)
    for command in ("set evaluation chequerplay evaluation plies %d" % plies,
                    "set evaluation chequerplay evaluation prune %s" % ("on" if plies else "off"),
                    "set board %s" % position, "set dice %d %d" % (d1, d2)):
        gnubg.command(command)
    if gnubg.board() != board:
        raise Exception("gnubg set up another board for %s" % position)
    listed = gnubg.hint(count)["hint"]
    for entry in listed:  # hint may value a move at fewer plies than asked, never more
        if entry["context"]["plies"] > plies or entry["context"]["cubeful"]:
            raise Exception("hint evaluated with %r, not %d-ply cubeless" % (entry["context"], plies))
    return board, listed


def after_id(board, text):
    """The position after the move `text` (the mover still on roll)."""
    return gnubg.positionid(apply_move(board, gnubg.parsemove(text)))


def best(position, d1, d2, plies):
    board, listed = hints(position, d1, d2, plies, 1)
    if not listed:
        return "move %s (no move)" % position
    return "move %s %s" % (after_id(board, listed[0]["move"]), listed[0]["move"])


def allowed(position, d1, d2):
    """The positions gnubg's move generator reaches from `position` with
    the dice: hint's moves (at 0 ply: all are listed), each applied."""
    board, listed = hints(position, d1, d2, 0, MOVES_ASKED)
    return {after_id(board, entry["move"]) for entry in listed} or {position}


def serve(words):
    if words[0] == "move" and len(words) == 5:
        return best(words[1], int(words[2]), int(words[3]), int(words[4]))
    if words[0] == "check" and len(words) == 5:
        reached = allowed(words[1], int(words[2]), int(words[3]))
        return "ok" if words[4] in reached else "refused %d" % len(reached)
    return "error unknown request %r" % " ".join(words)


def main():
    out = os.fdopen(3, "w")
    # Both sides human, so gnubg never moves on its own; plies and pruning are set per request (hints).
    for command in ("set player 0 human", "set player 1 human", "new game",
                    "set evaluation chequerplay evaluation cubeful off",
                    "set evaluation chequerplay evaluation deterministic on",
                    "set evaluation chequerplay evaluation noise 0"):
        gnubg.command(command)
    answer(out, "ready")
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            answer(out, serve(words))
        except Exception as e:  # a position gnubg cannot read, say: the request's answer, not a crash
            answer(out, "error %s" % str(e).strip().replace("\n", " "))


main()
