"""The positional features of src/games/backgammon/bgpositional.h, computed
here from the header's definitions by plain enumeration (each roll, each
checker, each step), for tests/net.sh to compare with tools/bg_features
--positional, which computes them from bit masks and a table.
For each "POSITION-ID ..." line of standard input ('#' lines skipped):
"ID F0 ... F21", the side on roll's 11 features, then the other's.
Usage: python3 tests/positional_features.py < IDS"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
import bgmoves  # noqa: E402

BAR = bgmoves.BAR


def escapes(p, blocked):
    """The rolls of 36 with which a checker at index p moves a + b pips, the
    point a + b ahead open and the point a or b ahead open; blocked(q): two
    or more opposing checkers at the mover's index q (below 0: off, open)."""
    def closed(d):
        return p - d >= 0 and blocked(p - d)
    return sum(bgmoves.roll_weight((a, b)) for a, b in bgmoves.ROLLS
               if not closed(a + b) and not (closed(a) and closed(b)))


def hits(t, roll, me):
    """Whether the other's checker at its index t (24: the bar) hits a blot
    of ours (me) with the roll, our points of two or more stopping it."""
    a, b = roll

    def ours(q):          # our count at the other's index q
        return me[23 - q]
    if a == b:
        for k in range(1, 5):
            q = t - k * a
            if q < 0:
                return False
            if ours(q) == 1:
                return True
            if ours(q) >= 2:
                return False
        return False
    for first, second in ((a, b), (b, a)):
        q = t - first
        if q < 0:
            continue
        if ours(q) == 1:
            return True
        if ours(q) >= 2:
            continue
        if q - second >= 0 and ours(q - second) == 1:
            return True
    return False


def side_features(me, other):
    occupied = [i for i in range(25) if me[i] > 0]
    back = max(occupied) if occupied else -1
    made = [i for i in range(24) if me[i] >= 2]
    theirs = [j for j in range(25) if other[j] > 0]
    contact = 0
    if theirs:
        at = 23 - max(theirs)     # the other's furthest-back checker, in our indices
        contact = sum(me[i] * (i - at + 1) for i in range(25) if i > at)

    def blocked_us(q):             # q our index: the other's point there
        return other[23 - q] >= 2

    def blocked_them(q):           # q the other's index: our point there
        return me[23 - q] >= 2
    n = sum(me)
    moment = 0
    if n:
        mean = sum(me[i] * (i + 1) for i in range(25)) // n
        moment = sum(me[i] * (i + 1 - mean) ** 2 for i in range(25) if i + 1 > mean) // n
    shots = sum(bgmoves.roll_weight(r) for r in bgmoves.ROLLS
                if any(other[t] and hits(t, r, me) for t in range(25)))
    contain = 36 - min(escapes(p, blocked_them) for p in range(15, 25))
    return [back + 1, max(made) + 1 if made else 0, contact,
            escapes(back, blocked_us) if back >= 0 else 36,
            sum(me[i] * escapes(i, blocked_us) * (i - 5) for i in range(12, 25)) // 36,
            sum(other[j] >= 2 for j in range(6)) ** 2, moment,
            sum(me[i] * (i // 6) for i in range(25)), shots, contain, contain * contain // 36]


for line in sys.stdin:
    if line.startswith("#") or not line.split():
        continue
    pid = line.split()[0]
    opp, me = bgmoves.board_from_id(pid)
    print(pid, " ".join(str(f) for f in side_features(me, opp) + side_features(opp, me)))
