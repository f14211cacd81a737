#!/usr/bin/env python3
"""The search's options in starbench.1 and doc/reference.md, kept to the options table.

Usage: option_docs.py STARBENCH [--write]

The options table (src/cli/options.c) is the one place an option is declared; `STARBENCH --help`
prints its rows.  This script reads them there and compares them with the man page's OPTIONS
(its .It entries) and doc/reference.md's Options table (its rows):
  - an option of the table that a document lacks gets an entry made from its row (its names,
    value and --help text), in its --help section (the man page's Trees, Searches or Other; in
    reference.md after the option before it);
  - an entry that names no option of the table is removed;
  - an entry present is kept as written (the documents explain more than --help's lines).
Without --write it changes nothing and exits 1, naming each option and document that differ
(tests/manpage.sh); with --write (`make docs`) it rewrites the documents, each whole or not at all.
"""
import os
import re
import subprocess
import sys

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
PAGE = os.path.join(TOP, 'starbench.1')
REFERENCE = os.path.join(TOP, 'doc', 'reference.md')
OPTION_NAME = re.compile(r'^--?[A-Za-z][-A-Za-z0-9]*$')


def help_rows(starbench):
    """The search's options as --help prints them: (section, names, value, text), in order."""
    out = subprocess.run([starbench, '--help'], check=True, capture_output=True, text=True).stdout
    rows, section, last = [], None, None
    for line in out.splitlines():
        if line.startswith(' ' * 19) and last:  # a row's next line
            last[3] += ' ' + line.strip()
        elif line.startswith('  -') and section:
            left, _, text = line[2:].partition('  ')
            parts = left.replace(',', ' ').split()
            names = [p for p in parts if OPTION_NAME.match(p)]
            value = ' '.join(p for p in parts if not OPTION_NAME.match(p))
            last = [section, names, value, text.strip()]
            rows.append(last)
        else:  # a section's title, a subcommand's row, the usage or the examples
            last = None
            if line and not line.startswith(' ') and line.endswith(':'):
                section = line.split()[0].rstrip(':')
    return [tuple(r) for r in rows]


def roff_text(text):
    """Help text as mdoc body lines: a sentence a line, escapes where roff needs them."""
    text = text.replace('\\', '\\e')
    lines = re.split(r'(?<=[.?!])\s+(?=[A-Z])', text)
    return ['\\&' + l if l.startswith(('.', "'")) else l for l in lines]


def page_entry(names, value, text):
    heads = []
    for n in names:
        heads.append('Fl ' + n[1:] + (' Ar ' + value if value else ''))
    return ['.It ' + ' , '.join(heads)] + roff_text(text)


def page_names(it_line):
    return {'-' + m for m in re.findall(r'Fl (\S+)', it_line)}


def sync_page(lines, rows, problems):
    start = next(i for i, l in enumerate(lines) if l == '.Sh OPTIONS')
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith('.Sh '))
    known = {n for r in rows for n in r[1]}
    body = lines[start:end]
    # Entries naming no option: removed, from their .It to the next .It or .El.
    kept, skipping = [], False
    for l in body:
        if l.startswith('.It '):
            names = page_names(l)
            skipping = not (names & known)
            if skipping:
                problems.append('starbench.1 documents %s, no option of the table' % ' '.join(sorted(names)))
        elif l.startswith(('.El', '.Ss', '.Bl')):
            skipping = False
        if not skipping:
            kept.append(l)
    documented = {n for l in kept if l.startswith('.It ') for n in page_names(l)}
    for section, names, value, text in rows:
        if set(names) & documented:
            continue
        problems.append('starbench.1 lacks %s (make docs writes it from the row)' % ' '.join(names))
        title = {'Trees': 'Trees', 'Other': 'Other'}.get(section, 'Searches')
        ss = next(i for i, l in enumerate(kept) if l == '.Ss ' + title)
        el = next(i for i in range(ss, len(kept)) if kept[i] == '.El')
        kept[el:el] = page_entry(names, value, text)
    return lines[:start] + kept + lines[end:]


def cell_names(row):
    first = row.split('|')[1]
    return set(re.findall(r'`(-{1,2}[A-Za-z][-A-Za-z0-9]*)', first))


def sync_reference(lines, rows, problems):
    start = next(i for i, l in enumerate(lines) if l == '## Options')
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith('## '))
    known = {n for r in rows for n in r[1]}
    body = []
    for l in lines[start:end]:
        if l.startswith('| `') and not (cell_names(l) & known):
            problems.append('doc/reference.md documents %s, no option of the table' % ' '.join(sorted(cell_names(l))))
            continue
        body.append(l)
    table = [i for i, l in enumerate(body) if l.startswith('| `')]
    for k, (section, names, value, text) in enumerate(rows):
        where = [i for i in table if cell_names(body[i]) & set(names)]
        if where:
            continue
        problems.append('doc/reference.md lacks %s (make docs writes it from the row)' % ' '.join(names))
        before = [i for i in table for r in rows[:k] if cell_names(body[i]) & set(r[1])]
        at = (max(before) if before else table[-1]) + 1
        cell = ', '.join('`%s%s`' % (n, ' ' + value if value else '') for n in names)
        body.insert(at, '| %s | %s | |' % (cell, text.replace('|', '\\|')))
        table = [i for i, l in enumerate(body) if l.startswith('| `')]
    return lines[:start] + body + lines[end:]


def write_whole(path, lines):
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    os.replace(tmp, path)


def main():
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] != '--write'):
        sys.exit('usage: option_docs.py STARBENCH [--write]')
    rows = help_rows(sys.argv[1])
    problems = []
    documents = []
    for path, sync in ((PAGE, sync_page), (REFERENCE, sync_reference)):
        with open(path) as f:
            lines = f.read().split('\n')[:-1]
        documents.append((path, sync(lines, rows, problems)))
    if len(sys.argv) == 3:
        for path, lines in documents:
            write_whole(path, lines)
        for p in problems:
            print('option_docs: wrote: ' + p, file=sys.stderr)
        return 0
    for p in problems:
        print('option_docs: ' + p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
