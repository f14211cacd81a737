/* plugin.h - games as plug-ins: a shared object exporting
 * `const struct sb_game starbench_game` (starbench/game.h), loaded into
 * starbench's process by --game PATH.so[:KEY=VALUE,...].
 */
#ifndef STARBENCH_PLUGIN_H
#define STARBENCH_PLUGIN_H

#include <stddef.h>

#include "games/game.h"

/* Whether --game's NAME part (len bytes of arg) names a plug-in: it holds
 * a '/' or ends in ".so". */
int plugin_named(const char *arg, size_t len);

/* The game of the plug-in at path (len bytes), loaded once per process
 * (the same path, the same game).  NULL with one line in err naming the
 * plug-in and the fault: no such file, not a shared object, no
 * starbench_game, another ABI, a description starbench cannot use (the
 * caller refuses a built-in game's name). */
const struct game *plugin_load(const char *path, size_t len, char *err, size_t errlen);

/* The i-th plug-in loaded so far (0-based), or NULL past the last. */
const struct game *plugin_game(int i);

#endif
