#!/usr/bin/env python3
"""add_game_name.py GAME FILE...: per-game rows of `starbench play` written before rows named their game
(issue 73, finding 1) given the column game_name after b_evals, holding GAME, in place. Every byte already
there is kept: the field is inserted as text where b_evals ends (a leading `match` column, as in
GAME-match-games.csv, is allowed for), and the script checks that taking it out again gives the file back.
A file that has game_name already is left as it is."""
import sys


def field_ends(line):
    """The offsets where each field of a CSV line ends (RFC 4180 quoting)."""
    ends, quoted, i = [], False, 0
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                i += 1
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch == ',':
            ends.append(i)
        i += 1
    ends.append(len(line))
    return ends


def csv_text(value):
    return '"' + value.replace('"', '""') + '"' if any(c in value for c in ',"\n') else value


def main():
    game, files = sys.argv[1], sys.argv[2:]
    for path in files:
        text = open(path, newline="").read()
        lines = text.split("\n")
        assert lines[-1] == "", path + ": the last line has no newline"
        header = lines[0].split(",")
        if "game_name" in header:
            continue
        at = header.index("b_evals")  # the field after which game_name goes
        out = []
        for k, line in enumerate(lines[:-1]):
            end = field_ends(line)[at]
            out.append(line[:end] + "," + (csv_text(game) if k else "game_name") + line[end:])
        new = "\n".join(out) + "\n"
        back = "\n".join(l[:field_ends(l)[at]] + l[field_ends(l)[at + 1]:] for l in out) + "\n"
        assert back == text, path + ": taking game_name out again does not give the file back"
        open(path + ".tmp", "w", newline="").write(new)
        import os
        os.replace(path + ".tmp", path)


if __name__ == "__main__":
    main()
