/* rules_check.h - what a game written against starbench/game.h promises
 * of each state, checked one state at a time (check-game walks the states
 * of random games through it).
 */
#ifndef STARBENCH_RULES_CHECK_H
#define STARBENCH_RULES_CHECK_H

#include <stddef.h>

#include "starbench/game.h"

/* Checks state: its actions (1..max_actions unless ended, none when
 * ended; names unique, short, no comma, quote or newline; outcomes'
 * weights positive and, exact, summing to a divisor of chance_multiple;
 * no outcome leading to another chance state; no move leaving the state
 * as it was), apply deterministic, format and parse a round trip at a
 * decision (the text read and written again is the same), the hash equal for equal
 * states, the value
 * (ended) or every evaluation within [lo, hi].  0, or -1 with the first
 * rule broken in why. */
int rules_check_state(const struct sb_game *g, const int *params, const void *state, char *why, size_t len);

#endif
