"""EinStein wurfelt nicht!'s rules written a second time, from the game's
description (and OpenSpiel's einstein_wurfelt_nicht as read), to check
starbench's move generator: for every line of tests/ein_moves_list.c's
output ("POSITION DIE MOVE>AFTER>WINNER ..."), the legal moves, their
order (OpenSpiel's: the cubes by square, black's directions diagonal, down,
right, white's up, diagonal, left), the positions they lead to and the
games they end must be these.

Usage: einstein_moves.py < list
"""
import sys

BLACK_DIRS = [((1, 1), "diag"), ((1, 0), "down"), ((0, 1), "right")]
WHITE_DIRS = [((-1, 0), "up"), ((-1, -1), "diag"), ((0, -1), "left")]


def parse(text):
    rows, side = text.split(":")
    grid = [list(r) for r in rows.split("/")]
    assert len(grid) == 5 and all(len(r) == 5 for r in grid)
    return grid, side


def show(grid, side):
    return "/".join("".join(r) for r in grid) + ":" + side


def winner(grid):
    black = [ch for r in grid for ch in r if ch.isupper()]
    white = [ch for r in grid for ch in r if ch.islower()]
    if grid[4][4].isupper() or not white:
        return "b"
    if grid[0][0].islower() or not black:
        return "w"
    return "-"


def legal(grid, side, die):
    mine = {}
    for r in range(5):
        for c in range(5):
            ch = grid[r][c]
            if ch != "." and (ch.isupper() == (side == "b")):
                mine[ord(ch.lower()) - ord("a") + 1] = (r, c)
    if die in mine:
        cubes = [die]
    else:
        lower = [v for v in mine if v < die]
        higher = [v for v in mine if v > die]
        cubes = ([max(lower)] if lower else []) + ([min(higher)] if higher else [])
    cubes.sort(key=lambda v: mine[v])
    moves = []
    for v in cubes:
        r, c = mine[v]
        for (dr, dc), name in (BLACK_DIRS if side == "b" else WHITE_DIRS):
            r2, c2 = r + dr, c + dc
            if not (0 <= r2 < 5 and 0 <= c2 < 5):
                continue
            after = [row[:] for row in grid]
            capture = after[r2][c2] != "."
            after[r2][c2] = after[r][c]
            after[r][c] = "."
            text = "%s%d-%s%s" % ("B" if side == "b" else "W", v, name, "*" if capture else "")
            next_side = "w" if side == "b" else "b"
            moves.append("%s>%s>%s" % (text, show(after, next_side), winner(after)))
    return moves


def main():
    lines = failed = 0
    for line in sys.stdin:
        fields = line.split()
        grid, side = parse(fields[0])
        expected = legal(grid, side, int(fields[1]))
        lines += 1
        if fields[2:] != expected:
            failed += 1
            if failed <= 5:
                print("einstein_moves: %s die %s: starbench %s, expected %s" % (fields[0], fields[1], fields[2:], expected))
    print("einstein_moves: %d positions checked" % lines)
    print("einstein_moves: %d passed, %d failed" % (lines - failed, failed))
    return 1 if failed or lines == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
