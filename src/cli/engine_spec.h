/* engine_spec.h - play's --a and --b: an engine given as a spec,
 * comma-separated KEY=VALUE settings, each key at most once
 * ("algo=star2,horizon=2,order=eval").
 *
 * The keys are the rows of the options table marked CMD_ENGINE
 * (options.c): --horizon and horizon= are one row read by one reader, so
 * a search and an engine cannot drift apart in names or ranges; what only
 * an engine has (algo=, one algorithm, random or the game's outside
 * engine; plies=) are rows too.  The values are then checked against the
 * game (its horizon limit, its evaluations, its outside engine) and the
 * algorithm (every key given is one it reads).  Prints nothing. */
#ifndef STARBENCH_ENGINE_SPEC_H
#define STARBENCH_ENGINE_SPEC_H

#include <stddef.h>

#include "games/engine.h"

/* Reads spec and makes e for the game (engine_make's rules for e).
 * Returns 0, or -1 with a one-line reason that quotes the spec and names
 * the setting: an unknown key, a value out of range, a key given twice, a
 * setting the algorithm does not read, cpc without its fit or a fit that
 * does not fit, an outside engine that is not installed. */
int engine_from_spec(const char *spec, const struct game_spec *game, struct engine *e, char *err, size_t errlen);

/* Whether spec sets `key` (one of its comma-separated KEY=VALUE settings),
 * to `value` where that is not NULL; the spec is not read or checked. */
int engine_spec_sets(const char *spec, const char *key, const char *value);

#endif
