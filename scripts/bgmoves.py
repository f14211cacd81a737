"""Backgammon rules for scripts/gnubg-tree.py, in plain Python (no gnubg).

A board is gnubg's: a pair (opponent, player on roll) of 25 checker counts,
index 0..23 the points 1..24 counted from the owner's own side (so the
owner moves from higher to lower indices and bears off below index 0), index
24 the bar.  Point index i of one side is index 23 - i of the other.

legal_positions() is a move generator of its own, written from the rules,
not from gnubg: the exporter checks that gnubg's move list (hint) gives
exactly the same set of positions at every decision node it writes, and
tests/backgammon.sh checks its counts against counts recorded from gnubg
and counted by hand.  Moves are counted as gnubg counts them: one per
distinct resulting position.
"""

import base64

CHECKERS = 15
BAR = 24
ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]   # the 21 rolls, 1-1 first
START = "4HPwATDgc/ABMA"          # the starting position's ID


def roll_weight(roll):
    """The roll's probability in 36ths: 1 for a double, 2 for the others."""
    return 1 if roll[0] == roll[1] else 2


def swap(board):
    """The same position with the other side on roll."""
    return (board[1], board[0])


def position_id(board):
    """gnubg's position ID: the 80-bit key (for each side, opponent first,
    for each of its 25 places, that many 1 bits then a 0 bit, least
    significant bit of each byte first), in base64 without padding."""
    if any(sum(side) > CHECKERS for side in board):
        raise ValueError("more than 15 checkers a side")
    key = bytearray(10)
    bit = 0
    for side in board:
        for count in side:
            for _ in range(count):
                key[bit >> 3] |= 1 << (bit & 7)
                bit += 1
            bit += 1                   # the 0 bit, already clear
    return base64.b64encode(bytes(key)).decode("ascii")[:14]


def board_from_id(pid):
    """The board of a position ID (the inverse of position_id)."""
    if len(pid) != 14:
        raise ValueError("a position ID has 14 characters: %r" % pid)
    key = base64.b64decode(pid + "==", validate=True)
    sides = [[0] * 25, [0] * 25]
    side, place = 0, 0
    for bit in range(80):
        if side == 2:
            break
        if key[bit >> 3] >> (bit & 7) & 1:
            sides[side][place] += 1
        else:
            place += 1
            if place == 25:
                side, place = side + 1, 0
    board = (tuple(sides[0]), tuple(sides[1]))
    for s in board:
        if sum(s) > CHECKERS:
            raise ValueError("more than 15 checkers a side: %r" % pid)
    return board


def _step(opp, me, src, die):
    """Play one die from index src (BAR for the bar) in place; return False,
    changing nothing, if the rules forbid it."""
    if me[src] == 0 or (me[BAR] and src != BAR):
        return False                            # must enter from the bar first
    dst = src - die
    if dst < 0:                                 # bearing off
        if me[BAR] or any(me[6:24]):
            return False                        # not all checkers home
        if dst < -1 and any(me[src + 1:6]):
            return False                        # a higher die needs the highest checker
        _move_checker(opp, me, src, dst)
        return True
    if opp[23 - dst] >= 2:
        return False                            # the point is made
    _move_checker(opp, me, src, dst)
    return True


def _move_checker(opp, me, src, dst):
    """Moves a checker from index src to dst (borne off if dst < 0), in
    place, hitting a lone opposing checker there onto its bar."""
    me[src] -= 1
    if dst < 0:
        return
    if opp[23 - dst] == 1:
        opp[23 - dst] = 0
        opp[BAR] += 1
    me[dst] += 1


def _play(opp, me, dice, used, results):
    """Every way to play DICE in this order from here: results[position] =
    the most dice any way to it used."""
    moved = False
    if dice:
        for src in range(BAR, -1, -1):
            o, m = list(opp), list(me)
            if _step(o, m, src, dice[0]):
                moved = True
                _play(o, m, dice[1:], used + 1, results)
    if not moved:
        key = (tuple(opp), tuple(me))
        results[key] = max(results.get(key, 0), used)


def legal_positions(board, roll):
    """The distinct positions the side on roll (board[1]) can reach with
    ROLL, as boards with the same side still listed second (not yet
    swapped), in the order this generator first reaches them (from the
    bar down, the first die first).  The rules: as many dice as possible
    must be played (four for a double); if only one die of a non-double
    can be played, the larger if it can be; no legal move leaves the
    position as it is (one 'position', the dance)."""
    a, b = roll
    orders = [(a,) * 4] if a == b else [(a, b), (b, a)]
    results = {}
    for dice in orders:
        _play(board[0], board[1], dice, 0, results)
    most = max(results.values())
    keep = [p for p, used in results.items() if used == most]
    if most == 1 and a != b:
        by_larger = {}
        _play(board[0], board[1], (max(a, b),), 0, by_larger)
        if max(by_larger.values()) == 1:
            keep = [p for p in keep if by_larger.get(p) == 1]
    return keep


def apply_move(board, steps):
    """The board after the side on roll plays STEPS, gnubg's parsed move
    ((from, to) pairs, points 1..24, 25 the bar, 0 or less borne off);
    raises ValueError if a step is not a checker's legal move."""
    opp, me = list(board[0]), list(board[1])
    for src, dst in steps:
        i, j = src - 1, max(dst - 1, -1)
        if not 0 <= i <= BAR or me[i] == 0:
            raise ValueError("no checker to move from %d" % src)
        if j >= 0 and opp[23 - j] >= 2:
            raise ValueError("point %d is made" % dst)
        _move_checker(opp, me, i, j)
    return (tuple(opp), tuple(me))


def result(board):
    """For a board whose side listed second has borne off every checker:
    1, 2 or 3 (single game, gammon, backgammon) for that side; else 0."""
    loser, winner = board
    if sum(winner) > 0:
        return 0
    if sum(loser) < CHECKERS:
        return 1                                 # the loser bore off a checker
    if loser[BAR] or any(loser[18:24]):
        return 3                                 # a checker on the bar or in the winner's home
    return 2


def position_class(board):
    """'contact' if some checker must still pass an opposing one, 'bearoff'
    if every checker of both sides is in its home board, else 'race'."""
    opp, me = board
    my_back = max((i for i in range(25) if me[i]), default=-1)
    opp_back = max((i for i in range(25) if opp[i]), default=-1)
    # My checker at index i meets the opponent's at 23 - j for j <= opp_back.
    if my_back >= 0 and opp_back >= 0 and my_back + opp_back >= 24:
        return "contact"
    if my_back < 6 and opp_back < 6:
        return "bearoff"
    return "race"
