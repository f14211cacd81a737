"""The referee's file checked, and rows' verdicts recomputed from it,
independently of starbench's C code (tests/referee.sh).

  referee_check.py file REFEREE
      every position of REFEREE has exactly the legal moves of
      scripts/bgmoves.py's generator, each once; prints "positions N" and
      the count of each class
  referee_check.py rows REFEREE CSV
      for every row of CSV (starbench --game ... --referee REFEREE): the
      chosen move's loss against the best (milli-points, exact) and rank,
      found through position_after; prints "rows N" and each mismatch"""
import os
import sys
from decimal import Decimal

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
import bgmoves  # noqa: E402


def read(path):
    """{(ID, ROLL): {AFTER-ID: Decimal equity}} and {(ID, ROLL): class}."""
    moves, classes = {}, {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            pid, roll, after, equity, phase, _, _ = line.split()
            moves.setdefault((pid, roll), {})
            if after in moves[(pid, roll)]:
                sys.exit("%s: %s %s lists %s twice" % (path, pid, roll, after))
            moves[(pid, roll)][after] = Decimal(equity)
            classes[(pid, roll)] = phase
    return moves, classes


def check_file(path):
    moves, classes = read(path)
    bad = 0
    for (pid, roll), listed in moves.items():
        legal = {bgmoves.position_id(a) for a in
                 bgmoves.legal_positions(bgmoves.board_from_id(pid), (int(roll[0]), int(roll[1])))}
        if set(listed) != legal:
            print("%s %s: %d moves listed, %d legal, %d in common" % (pid, roll, len(listed), len(legal),
                                                                     len(set(listed) & legal)))
            bad += 1
    print("positions %d" % len(moves))
    for phase in ("contact", "race", "bearoff"):
        print("%s %d" % (phase, sum(1 for c in classes.values() if c == phase)))
    print("mismatched %d" % bad)


def check_rows(path, csv):
    moves, _ = read(path)
    rows = bad = 0
    with open(csv) as f:
        header = f.readline().rstrip("\n").split(",")
        col = {name: i for i, name in enumerate(header)}
        for line in f:
            if line.startswith("file,"):
                continue
            cells = line.rstrip("\n").split(",")
            _, pid, roll = cells[col["file"]].split(":")
            roll = "".join(sorted(roll, reverse=True))
            listed = moves[(pid, roll)]
            after = bgmoves.position_id(bgmoves.swap(bgmoves.board_from_id(cells[col["position_after"]])))
            best = max(listed.values())
            loss = "%.3f" % ((best - listed[after]) * 1000)
            rank = 1 + sum(1 for e in listed.values() if e > listed[after])
            rows += 1
            if (cells[col["ref_loss"]], cells[col["ref_rank"]]) != (loss, str(rank)):
                print("%s %s: got %s, %s; expected %s, %d" % (pid, roll, cells[col["ref_loss"]],
                                                            cells[col["ref_rank"]], loss, rank))
                bad += 1
    print("rows %d" % rows)
    print("mismatched %d" % bad)


if sys.argv[1] == "file":
    check_file(sys.argv[2])
else:
    check_rows(sys.argv[2], sys.argv[3])
