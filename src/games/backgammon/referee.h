/* referee.h - GNU Backgammon as referee: how much equity a move gives up
 * against the best of its roll, by gnubg's 2-ply evaluation, read from a
 * file that make referee wrote (data/referee.txt) so that no gnubg is
 * needed to judge.
 *
 * The file: a first line "# starbench referee: gnubg-2ply-cubeless" (the
 * evaluation its equities are; another is refused), comment lines "#...",
 * and for every legal move of each position and roll a line
 * "POSITION-ID ROLL AFTER-ID EQUITY CLASS GAME TURN": ROLL two dice in
 * either order (make referee writes the higher first); AFTER-ID the
 * position after the move, the mover still second (as bg_legal_moves
 * leaves it); EQUITY the mover's cubeless equity after the move in points,
 * a sign allowed, at most 6 decimals, within -3..3.  Lines may end in CRLF.
 * The whole file is checked, each line's place named in an error.
 *
 * Prints nothing.
 */
#ifndef STARBENCH_BG_REFEREE_H
#define STARBENCH_BG_REFEREE_H

#include <stddef.h>
#include <stdint.h>

#include "backgammon.h"
#include "games/verdicts.h"

#define BG_REFEREE_EVALUATION "gnubg-2ply-cubeless"

/* Reads the file `path` and the verdicts on the moves of b (side[1] on
 * roll) with the roll d1-d2 (either order).  Returns 0, or -1 with a
 * one-line reason in err naming the file and line: it cannot be read, its
 * first line names another evaluation, a line is malformed, the position
 * and roll are not in it, or its moves there are not the generator's
 * legal moves, each once.  The verdicts into *r, one per legal move in
 * bg_legal_moves' order (the game tree's children): the equity given up against the roll's best move in
 * millionths of a point (>= 0), and 1 + the moves with a strictly higher
 * equity (position_verdicts_free releases them). */
int bg_referee_read(const char *path, const struct bg_board *b, int d1, int d2, struct position_verdicts *r, char *err,
                    size_t errlen);

#endif
