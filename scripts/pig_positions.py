"""Samples Pig positions from play, for make games' Pig study.

GAMES games of Pig to TARGET between two players who roll until their turn
total reaches HOLD or their score plus the turn total reaches the target
(Neller and Presser's "hold at 20 or goal"), the die drawn as
int(random() * 6) + 1 from Python's Mersenne Twister seeded with SEED
(random() is the one generator Python keeps the same across versions);
every decision state met is kept, and COUNT of them, distinct, are drawn
uniformly from those, in the order drawn.  Writes one "MOVER-OTHER-TURN"
a line (--positions' format) after comment lines that say how.

Usage: pig_positions.py GAMES COUNT TARGET HOLD SEED > data/pig-positions.txt
"""
import random
import sys


def play(rng, target, hold, games):
    seen = []
    for _ in range(games):
        score, mover = [0, 0], 0
        while True:
            turn = 0
            while True:
                seen.append((score[mover], score[1 - mover], turn))
                if turn >= hold:
                    break
                face = int(rng.random() * 6) + 1
                if face == 1:
                    turn = 0
                    break
                turn += face
                if score[mover] + turn >= target:
                    break
            score[mover] += turn
            if score[mover] >= target:
                break
            mover = 1 - mover
    return seen


def main():
    games, count, target, hold, seed = (int(a) for a in sys.argv[1:6])
    rng = random.Random(seed)
    seen = play(rng, target, hold, games)
    states = sorted(set(seen))
    drawn, chosen = set(), []
    while len(chosen) < min(count, len(states)):
        s = seen[int(rng.random() * len(seen))]  # uniform over the states met, as often as met
        if s not in drawn:
            drawn.add(s)
            chosen.append(s)
    print("# Pig positions sampled from play: %d games to %d, both players holding at %d or the goal," % (games, target, hold))
    print("# dice from Python's random.Random(%d); %d decision states met (%d distinct), %d drawn" %
          (seed, len(seen), len(states), len(chosen)))
    print("# as often as met, without repeats.  Made by: python3 scripts/pig_positions.py %s" % " ".join(sys.argv[1:6]))
    for mover, other, turn in chosen:
        print("%d-%d-%d" % (mover, other, turn))


if __name__ == "__main__":
    main()
