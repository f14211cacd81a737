#!/usr/bin/env python3
"""Can't Stop's rules written a second time, apart from src/games/cantstop/cantstop.c, for tests/cantstop.sh.

Plays random games by these rules (seeded) and prints, for each decision met, one line:
    POSITION<TAB>MOVE=AFTER<TAB>MOVE=AFTER...
the position in starbench's notation, then every legal move's name and the position it leads to (as --hint
writes them: after the move, before the next roll), sorted by name.  The rules (doc/games.md): a roll of four
dice paired three ways; a pairing's two sums both used when both can be, else either that can be on its own;
equal sums two steps; three neutral markers; 'bust' when nothing can advance; stopping banks the markers, a
column topped is claimed and the other's progress there removed.  Usage: cantstop_moves.py GAMES SEED
"""
import random
import sys

HEIGHT = [3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3]
DIGITS = "0123456789abcd"
MAX_TURNS = 400


class Position:
    def __init__(self):
        self.progress = [[0] * 11, [0] * 11]
        self.marker = [0] * 11
        self.mover = 0
        self.dice = None  # sorted tuple after a roll
        self.bust = False
        self.turns = 0

    def copy(self):
        p = Position()
        p.progress = [row[:] for row in self.progress]
        p.marker = self.marker[:]
        p.mover, p.dice, p.bust, p.turns = self.mover, self.dice, self.bust, self.turns
        return p

    def text(self):
        rows = ["".join(DIGITS[h] for h in row) for row in (self.progress[0], self.progress[1], self.marker)]
        roll = "-" if self.dice is None else ("x" if self.bust else "") + "".join(map(str, self.dice))
        return "%s.%s.%s:%d:%s:%d" % (rows[0], rows[1], rows[2], self.mover, roll, self.turns)

    def closed(self, c):
        return HEIGHT[c] in (self.progress[0][c], self.progress[1][c])

    def top(self, c):
        return self.marker[c] or self.progress[self.mover][c]

    def winner(self):
        for p in (0, 1):
            if sum(self.progress[p][c] == HEIGHT[c] for c in range(11)) >= 3:
                return p
        return None


def advances(pos):
    """The distinct sets of columns (a multiset: a pair of equal sums twice) a roll lets the mover advance."""
    d = pos.dice
    free = 3 - sum(1 for m in pos.marker if m)
    found = []
    for (i, j), (k, l) in (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2))):
        a, b = d[i] + d[j] - 2, d[k] + d[l] - 2
        usable = [c for c in (a, b) if not pos.closed(c) and pos.top(c) < HEIGHT[c] and (pos.marker[c] or free > 0)]
        new = len({c for c in (a, b) if not pos.marker[c]})
        if a in usable and b in usable and new <= free:
            options = [tuple(sorted((a, b)))]
        else:
            options = [(c,) for c in sorted(set(usable))]
        for option in options:
            if option not in found:
                found.append(option)
    return found


def name(option, stop):
    return "+".join(str(c + 2) for c in option) + ("/stop" if stop else "/roll")


def play(pos, option, stop):
    after = pos.copy()
    for c in option:
        after.marker[c] = min(after.top(c) + 1, HEIGHT[c])
    after.dice = None
    if stop:
        for c in range(11):
            if after.marker[c]:
                after.progress[after.mover][c] = after.marker[c]
                if after.marker[c] == HEIGHT[c]:
                    after.progress[1 - after.mover][c] = 0
        end_turn(after)
    return after


def end_turn(pos):
    pos.marker = [0] * 11
    pos.mover = 1 - pos.mover
    pos.dice = None
    pos.bust = False
    pos.turns += 1


def moves(pos):
    if pos.bust:
        after = pos.copy()
        end_turn(after)
        return [("bust", after)]
    return [(name(o, s), play(pos, o, s)) for o in advances(pos) for s in (False, True)]


def main():
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    for _ in range(games):
        pos = Position()
        while pos.winner() is None and pos.turns < MAX_TURNS:
            pos.dice = tuple(sorted(rng.randint(1, 6) for _ in range(4)))
            pos.bust = not advances(pos)
            listed = moves(pos)
            print(pos.text() + "\t" + "\t".join("%s=%s" % (n, a.text()) for n, a in sorted(listed, key=lambda m: m[0])))
            pos = rng.choice(listed)[1]


if __name__ == "__main__":
    main()
