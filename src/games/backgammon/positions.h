/* positions.h - a file of backgammon positions to search in one run
 * (--positions FILE), one a line:
 *
 *   POSITION-ID ROLL [anything]
 *
 * POSITION-ID gnubg's, ROLL two dice (31, 66) or '-' for the dice to come
 * (a * root, as without --roll); what follows is a comment (a class, a
 * description: data/backgammon-positions.txt reads as it is).  Blank
 * lines and lines starting with '#' are skipped.  Each position is checked
 * as --position and --roll are (bg_game_init, at the run's horizon), so a
 * bad one is refused before anything is searched.  Prints nothing.
 */
#ifndef STARBENCH_BG_POSITIONS_H
#define STARBENCH_BG_POSITIONS_H

#include <stddef.h>

#include "backgammon.h"

struct bg_position_entry {
    char id[BG_ID_LENGTH + 1];
    char roll[3];   /* "31", or "" for the dice to come */
    size_t line;    /* in the file, for messages */
};

struct bg_position_list {
    struct bg_position_entry *entries;
    size_t count;
};

/* Reads the file `path` ("-": standard input) into *list, each position
 * checked at `horizon`.  Returns 0, or -1 with a one-line reason in err
 * that names the file and line (it cannot be read, a line is malformed,
 * a position is illegal or finished, or it lists no position). */
int bg_positions_read(const char *path, int horizon, struct bg_position_list *list, char *err, size_t errlen);

void bg_positions_free(struct bg_position_list *list);

#endif
