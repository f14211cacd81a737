/* games.c - the registry of games (game.h): a game is one line here. */
#include "game.h"
#include "mix64.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const struct game BACKGAMMON_GAME; /* src/games/backgammon/entry.c */
extern const struct game PIG_GAME;        /* src/games/pig/entry.c */
extern const struct game EINSTEIN_GAME;   /* src/games/einstein/entry.c */

const struct game *const GAMES[] = { &BACKGAMMON_GAME, &PIG_GAME, &EINSTEIN_GAME };
const int GAME_COUNT = (int)(sizeof GAMES / sizeof GAMES[0]);

const struct game *game_find(const char *name)
{
    for (int i = 0; i < GAME_COUNT; i++)
        if (strcmp(GAMES[i]->name, name) == 0) return GAMES[i];
    return NULL;
}

static void list_names(char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < GAME_COUNT; i++)
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? ", " : "", GAMES[i]->name);
}

/* One KEY=VALUE of g's parameters into spec (text: up to the next comma); *given marks the keys set so far. */
static int parse_param(const struct game *g, const char *text, size_t len, struct game_spec *spec, unsigned *given,
                       char *err, size_t errlen)
{
    const char *eq = memchr(text, '=', len);
    for (int k = 0; eq && k < g->param_count; k++) {
        const struct game_param *p = &g->params[k];
        if (strlen(p->key) != (size_t)(eq - text) || strncmp(p->key, text, (size_t)(eq - text)) != 0) continue;
        char value[16] = "", *end = value;
        size_t n = len - (size_t)(eq + 1 - text);
        if (n > 0 && n < sizeof value) memcpy(value, eq + 1, n);
        long v = value[0] >= '0' && value[0] <= '9' ? strtol(value, &end, 10) : -1;
        if (v < p->min || v > p->max || *end != '\0') {
            snprintf(err, errlen, "--game: %s's %s is a whole number from %d to %d, got '%.*s'", g->name, p->key,
                     p->min, p->max, (int)n, eq + 1);
            return -1;
        }
        if (*given & 1u << k) {
            snprintf(err, errlen, "--game: %s's %s is given twice", g->name, p->key);
            return -1;
        }
        *given |= 1u << k;
        spec->params[k] = (int)v;
        return 0;
    }
    char keys[128] = "";
    for (int k = 0; k < g->param_count; k++)
        snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s%s=N", k ? ", " : "", g->params[k].key);
    snprintf(err, errlen, "--game: %s takes %s, got '%.*s'", g->name, g->param_count ? keys : "no parameters",
             (int)len, text);
    return -1;
}

int game_parse(const char *arg, struct game_spec *spec, char *err, size_t errlen)
{
    const char *colon = strchr(arg, ':');
    size_t name_len = colon ? (size_t)(colon - arg) : strlen(arg);
    memset(spec, 0, sizeof *spec);
    for (int i = 0; i < GAME_COUNT; i++)
        if (strlen(GAMES[i]->name) == name_len && strncmp(GAMES[i]->name, arg, name_len) == 0) spec->game = GAMES[i];
    if (!spec->game) {
        char names[256];
        list_names(names, sizeof names);
        snprintf(err, errlen, "--game: expected one of %s (NAME or NAME:KEY=VALUE,...), got '%s'", names, arg);
        return -1;
    }
    for (int k = 0; k < spec->game->param_count; k++) spec->params[k] = spec->game->params[k].fallback;
    unsigned given = 0;
    for (const char *p = colon ? colon + 1 : NULL; p;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (parse_param(spec->game, p, len, spec, &given, err, errlen) != 0) return -1;
        p = comma ? comma + 1 : NULL;
    }
    return 0;
}

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

int game_has_evaluator(const struct game *g, const char *name)
{
    const char *summary, *e;
    for (int i = 0; (e = g->evaluator(i, &summary)) != NULL; i++)
        if (strcmp(e, name) == 0) return 1;
    return 0;
}

void game_evaluator_names(const struct game *g, char *buf, size_t len)
{
    const char *e, *summary;
    buf[0] = '\0';
    for (int k = 0; (e = g->evaluator(k, &summary)) != NULL; k++) {
        int last = g->evaluator(k + 1, &summary) == NULL;
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", k == 0 ? "" : last ? " or " : ", ", e);
    }
}

const char *game_default_evaluator(const struct game *g)
{
    const char *summary;
    return g->evaluator(0, &summary);
}

const struct game *game_of_evaluator(const char *name)
{
    for (int i = 0; i < GAME_COUNT; i++)
        if (game_has_evaluator(GAMES[i], name)) return GAMES[i];
    return NULL;
}

uint64_t game_draw(uint64_t key, uint64_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n; /* draws at or past it would favour the small values */
    for (uint64_t attempt = 0;; attempt++) {
        uint64_t x = mix64(key ^ mix64(attempt));
        if (x < limit) return x % n;
    }
}
