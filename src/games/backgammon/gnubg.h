/* gnubg.h - GNU Backgammon (gnubg) as a backgammon engine: a gnubg process
 * that starbench starts and asks for moves, and whose move generator
 * checks the moves of starbench's engines.
 *
 * gnubg runs its embedded Python on scripts/gnubg-player.py (carried in the
 * binary: the build turns it into build/gnubg_player.inc, written to a
 * private temporary file that is removed once gnubg has read it); requests
 * and answers are lines over a socket (the script's header gives the
 * protocol).  The executable is $GNUBG when set, else gnubg on PATH, else
 * /usr/games/gnubg (Debian's; `sh scripts/deps.sh gnubg` installs it).
 *
 * gnubg's moves are cubeless, deterministic and noiseless at 0 to
 * BG_GNUBG_MAX_PLIES plies (at 1 and more with its pruning networks, as its
 * own playing levels), so a match against gnubg is as reproducible as one
 * between starbench's engines.  One process per seat and thread: a handle
 * is not shared between threads.  Prints nothing; an answer that does not
 * come within BG_GNUBG_TIMEOUT_SECONDS, or a process that ends, is an error
 * (err says which).
 */
#ifndef STARBENCH_BG_GNUBG_H
#define STARBENCH_BG_GNUBG_H

#include <stddef.h>

#include "backgammon.h"
#include "notation.h"

#define BG_GNUBG_MAX_PLIES 2
#define BG_GNUBG_TIMEOUT_SECONDS 600

struct bg_gnubg;

/* The gnubg executable into path (len bytes).  0, or -1 with a one-line
 * reason naming how to install it. */
int bg_gnubg_find(char *path, size_t len, char *err, size_t errlen);

/* Starts gnubg and waits for it to be ready, having made the folders gnubg
 * makes as it starts ($HOME/.gnubg and its backup, mode 0700: gnubgs that
 * start at once would race to make them).  NULL with err when it is
 * missing, fails to start or stops. */
struct bg_gnubg *bg_gnubg_open(char *err, size_t errlen);

/* Ends the process (waits for it; kills it if it does not end). */
void bg_gnubg_close(struct bg_gnubg *g);

/* gnubg's move from b (side[1] on roll) with the roll d1-d2 at `plies`:
 * the position after it (side[1] still the mover) into *after and gnubg's
 * text of it into text (BG_MOVE_TEXT bytes; BG_NO_MOVE when no move is
 * legal).  0, or -1 with err. */
int bg_gnubg_move(struct bg_gnubg *g, const struct bg_board *b, int d1, int d2, int plies, struct bg_board *after,
                  char *text, char *err, size_t errlen);

/* Whether gnubg's move generator allows the move from b to *after with
 * the roll d1-d2 (after equal to b: no legal move).  0 allowed, or -1 with
 * err (refused: how many moves gnubg allows; or gnubg failed). */
int bg_gnubg_check(struct bg_gnubg *g, const struct bg_board *b, int d1, int d2, const struct bg_board *after,
                   char *err, size_t errlen);

#endif
