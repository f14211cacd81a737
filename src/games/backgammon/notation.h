/* notation.h - backgammon moves as people write them: GNU Backgammon's
 * notation, written and read.
 *
 * Written as gnubg prints a move (drawboard.c's rules, reimplemented):
 * points counted from the mover's home, 1..24, "bar" and "off"; each
 * checker's path as "from/to", the steps of one checker joined ("24/14")
 * except at a point where it hit on its way, which stays in the path; "*"
 * after a point where a blot was hit ("13/7*"), and "(n)" after a path that
 * n checkers took alike ("13/7(2)"); the paths by decreasing starting point.  The steps are those
 * of the first way gnubg's own generator finds to the move's position.
 * tests/backgammon-notation.txt records gnubg's text of every move of 484
 * positions and rolls, which the test compares with these.
 *
 * Read more freely: the paths in any order, "bar"/"off" in any case, a
 * path repeated or with "(n)", a checker's path split ("24/18 18/14") or
 * joined, "*" optional (a hit happens where a blot is, as gnubg reads it).
 * A move is read as the position it leads to, which must be one of the
 * roll's legal moves (a move is a distinct resulting position).
 *
 * Boards are backgammon.h's (side[1] on roll).  Prints nothing.
 */
#ifndef STARBENCH_BG_NOTATION_H
#define STARBENCH_BG_NOTATION_H

#include <stddef.h>

#include "backgammon.h"

/* Room for any move's text and its NUL: at most 4 paths of at most 4 steps. */
#define BG_MOVE_TEXT 96

/* The text of a roll with no legal move (the position stays). */
#define BG_NO_MOVE "(no move)"

/* Writes the text of the move from `before` to `after` with the roll d1-d2
 * (after one of bg_legal_moves' boards, or before itself when the roll has
 * no legal move) into text (BG_MOVE_TEXT bytes).  Returns 0, or -1 when no
 * play of the dice leads there (text then empty). */
int bg_move_format(const struct bg_board *before, int d1, int d2, const struct bg_board *after, char *text);

/* Reads `text` as a move of the roll d1-d2 from `before`: its index among
 * the roll's legal moves (bg_legal_moves' order, into m, whose boards are
 * then the legal moves), 0 for a roll with no legal move and text empty or
 * BG_NO_MOVE.  Returns -1 with a one-line reason in err when the text is
 * malformed (what was expected, where) or the move is not legal (naming
 * the legal ones, as many as errlen holds). */
int bg_move_parse(const struct bg_board *before, int d1, int d2, const char *text, struct bg_moves *m, char *err,
                  size_t errlen);

/* Plays `moves` from b, the side on roll first, the sides taking turns:
 * items "RR:MOVE" (a roll, two dice, the first played first, then the
 * move's text as bg_move_parse reads it; nothing after the colon for a roll
 * with no legal move) separated by spaces.  b then holds the position after
 * the last, the side to play next on roll.  Returns 0, or -1 with a
 * one-line reason in err naming the item (its number and roll). */
int bg_play(struct bg_board *b, const char *moves, char *err, size_t errlen);

#endif
