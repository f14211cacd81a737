#!/usr/bin/env python3
"""module_cycles.py includes SRC | calls NM_LISTING: the circles between modules, one a line (its modules,
sorted, space-separated; nothing when there is none).  A module is a .c/.h pair named by its path under SRC
(games/pig/entry).
  includes SRC: module A uses B when A's .c or .h has #include "B.h" (resolved beside the file, else under SRC).
  calls NM_LISTING: `nm -A` of the library's objects (BUILD/X.o, nm's "FILE: VALUE TYPE NAME" lines): A uses B
    when A.o leaves undefined a function or object that B.o defines, a call or a reference an include check
    cannot see (two files that include only a common header)."""
import os
import re
import sys


def include_graph(root):
    uses = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(folder, name)
            module = os.path.relpath(path, root)[:-2]
            for line in open(path, errors="replace"):
                m = re.match(r'#include "([^"]+)\.h"', line)
                if not m:
                    continue
                beside = os.path.normpath(os.path.join(os.path.relpath(folder, root), m.group(1)))
                used = beside if os.path.exists(os.path.join(root, beside + ".h")) else m.group(1)
                if used != module:
                    uses.setdefault(module, set()).add(used)
    return uses


def call_graph(listing):
    defined, undefined = {}, {}
    for line in open(listing):
        m = re.match(r"(.*)\.o:\s*(?:[0-9a-f]+\s+)?([A-Za-z])\s+(\S+)$", line.strip())
        if not m:
            continue
        module = re.sub(r"^.*?/", "", m.group(1), count=1)  # BUILD/games/pig/entry -> games/pig/entry
        kind, symbol = m.group(2), m.group(3)
        if kind == "U":
            undefined.setdefault(module, set()).add(symbol)
        elif kind in "TDRB":
            defined[symbol] = module
    return {a: {defined[s] for s in syms if s in defined and defined[s] != a} for a, syms in undefined.items()}


def circles(uses):
    """The strongly connected components of two or more modules (Tarjan, iterative)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in sorted(uses):
        if start in index:
            continue
        work = [(start, iter(sorted(uses.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(uses.get(child, ())))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    m = stack.pop()
                    on.discard(m)
                    component.append(m)
                    if m == node:
                        break
                if len(component) > 1:
                    found.append(" ".join(sorted(component)))
    return sorted(found)


if __name__ == "__main__":
    graph = include_graph(sys.argv[2]) if sys.argv[1] == "includes" else call_graph(sys.argv[2])
    for line in circles(graph):
        print(line)
