"""A 2-ply backgammon tree in starbench's format (scripts/gnubg-tree's
export, or tests/bg_game_tree's) as one line: comments dropped, one space
between tokens.  With --unordered, each decision node's children are
sorted by their own text, so that trees whose moves come in different
orders (gnubg's, the generator's) print the same line when they hold the
same subtrees.
Usage: python3 tests/bgtree_canon.py [--unordered] FILE"""
import re
import sys


def tokens(text):
    text = re.sub(r"#[^\n]*", "", text)
    return re.sub(r"([()])", r" \1 ", text).split()


def parse(toks, i):
    """The node at toks[i] and the index after it."""
    if toks[i] != "(":
        return toks[i], i + 1
    kind, i = toks[i + 1], i + 2
    head = []
    if kind == "chance":
        head, i = [":eval", toks[i + 1]], i + 2
    children = []
    while toks[i] != ")":
        weight = None
        if kind == "chance":
            weight, i = toks[i], i + 1
        child, i = parse(toks, i)
        children.append((weight, child))
    return (kind, head, children), i + 1


def text(node, unordered):
    if isinstance(node, str):
        return node
    kind, head, children = node
    parts = [(w + " " if w else "") + text(c, unordered) for w, c in children]
    if unordered and kind != "chance":
        parts.sort()
    return "(" + " ".join([kind] + head + parts) + ")"


def main():
    unordered = sys.argv[1] == "--unordered"
    with open(sys.argv[-1]) as f:
        toks = tokens(f.read())
    node, end = parse(toks, 0)
    if end != len(toks):
        sys.exit("bgtree_canon: %s: text after the tree" % sys.argv[-1])
    print(text(node, unordered))


main()
