"""Solves Pig a second way and compares with starbench's table.

Neller and Presser's value iteration as they describe it, over every state
at once (no partition by score sum, no bisection), in Python floats, until
no state changes by more than 1e-14; then every state of starbench's
solution (tests/pig_table.c's lines "I J K P") must be within 1e-9.

Usage: pig_solve.py TARGET < table
"""
import sys


def solve(target):
    states = [(i, j, k) for i in range(target) for j in range(target) for k in range(target - i)]
    p = {s: 0.0 for s in states}

    def win(i, j, k):
        return 1.0 if i + k >= target else p[(i, j, k)]

    while True:
        change = 0.0
        for (i, j, k) in states:
            roll = (1.0 - win(j, i, 0) + sum(win(i, j, k + r) for r in range(2, 7))) / 6.0
            hold = 1.0 - win(j, i + k, 0)
            best = max(roll, hold)
            change = max(change, abs(best - p[(i, j, k)]))
            p[(i, j, k)] = best
        if change < 1e-14:
            return p


def main():
    target = int(sys.argv[1])
    p = solve(target)
    worst, lines = 0.0, 0
    for line in sys.stdin:
        i, j, k, v = line.split()
        worst = max(worst, abs(p[(int(i), int(j), int(k))] - float(v)))
        lines += 1
    ok = lines == len(p) and worst < 1e-9
    print("pig_solve: target %d: %d states, %d in starbench's table, largest difference %.3g" %
          (target, len(p), lines, worst))
    print("pig_solve: %d passed, %d failed" % (int(ok), int(not ok)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
