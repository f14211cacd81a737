/* game.c - see game.h: what can be asked of one game's entry (its
 * evaluations by name, its spec's name), apart from the registry
 * (games.c), so that what plays a game (match.c, engine.c) need not reach
 * the registry, which names backgammon's entry, which plays through
 * match.c: no circle of calls. */
#include "game.h"

#include <stdio.h>
#include <string.h>

void game_spec_name(const struct game_spec *spec, char *buf, size_t len)
{
    const struct game *g = spec->game;
    int n = snprintf(buf, len, "%s", g->name), first = 1;
    for (int k = 0; k < g->param_count && n >= 0 && (size_t)n < len; k++) {
        if (spec->params[k] == g->params[k].fallback) continue;
        n += snprintf(buf + n, len - (size_t)n, "%c%s=%d", first ? ':' : ',', g->params[k].key, spec->params[k]);
        first = 0;
    }
}

const char *game_evaluator(const struct game *g, int i, const char **summary)
{
    return g->evaluator(g, i, summary);
}

int game_has_evaluator(const struct game *g, const char *name)
{
    const char *summary, *e;
    for (int i = 0; (e = game_evaluator(g, i, &summary)) != NULL; i++)
        if (strcmp(e, name) == 0) return 1;
    return 0;
}

void game_evaluator_names(const struct game *g, char *buf, size_t len)
{
    const char *e, *summary;
    buf[0] = '\0';
    for (int k = 0; (e = game_evaluator(g, k, &summary)) != NULL; k++) {
        int last = game_evaluator(g, k + 1, &summary) == NULL;
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", k == 0 ? "" : last ? " or " : ", ", e);
    }
}

const char *game_default_evaluator(const struct game *g)
{
    const char *summary;
    return game_evaluator(g, 0, &summary);
}
