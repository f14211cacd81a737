/* cantstop.h - Can't Stop written once (starbench/game.h): CANTSTOP_RULES;
 * cantstop.c states the rules and every choice pinned down. */
#ifndef STARBENCH_CANTSTOP_H
#define STARBENCH_CANTSTOP_H

#include "starbench/game.h"

#define CS_COLUMNS 11     /* columns 2-12 */
#define CS_ROLLS 126      /* the multisets of four dice */
#define CS_MAX_TURNS 400  /* a game this long is a draw */
#define CS_BUST 0         /* the one action of a bust */

extern const struct sb_game CANTSTOP_RULES;

#endif
