/* positions.h - a file of a game's positions to search or play from in one
 * run (--positions FILE), one a line:
 *
 *   POSITION [ROLL] [anything]
 *
 * POSITION in the game's notation (game.h); ROLL, for a game that takes
 * one (backgammon), two dice (31, 66) or '-' for the dice to come; what
 * follows is a comment (a class, a description: data/backgammon-positions.txt
 * and data/pig-positions.txt read as they are).  Blank lines and lines
 * starting with '#' are skipped.  Each position is checked by the game's
 * own open at the given horizon, so a bad one is refused before anything is
 * searched.  Prints nothing.
 */
#ifndef STARBENCH_GAME_POSITIONS_H
#define STARBENCH_GAME_POSITIONS_H

#include <stddef.h>

#include "game.h"

struct game_position {
    char position[GAME_POSITION_TEXT];
    char roll[3];   /* "31", or "": none (the dice to come) */
    size_t line;    /* in the file, for messages */
};

struct game_position_list {
    struct game_position *entries;
    size_t count;
};

/* Reads the file `path` ("-": standard input) into *list, each position
 * checked as spec's game at `horizon`.  Returns 0, or -1 with a one-line
 * reason in err that names the file and line (it cannot be read, a line is
 * malformed, a position is refused by the game, or it lists no position). */
int game_positions_read(const char *path, const struct game_spec *spec, int horizon, struct game_position_list *list,
                        char *err, size_t errlen);

void game_positions_free(struct game_position_list *list);

#endif
