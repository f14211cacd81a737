/* games.c - the registry of games (game.h): a game is one line here. */
#include "cantstop/cantstop.h"
#include "einstein/eingame.h"
#include "game.h"
#include "pig/pig.h"
#include "rules/plugin.h"
#include "rules/rules_game.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const struct game BACKGAMMON_GAME; /* src/games/backgammon/entry.c */

/* A built-in game: its entry written out (native), or its rules written
 * once (starbench/game.h), the entry derived from them at first use and
 * then extended by what the rules do not say (a referee); and what
 * `starbench compare` judges it on by default (game_judged_defaults): a
 * file of positions met in play under the data directory, and a referee
 * (the game's own, a file of it under the data directory, or deep:H). */
static const struct builtin {
    const struct game *native;
    const struct sb_game *rules;
    void (*extend)(struct game *g);
    const char *positions, *referee;
} BUILTIN[] = {
    { &BACKGAMMON_GAME, NULL, NULL, "referee-positions.txt", "referee.txt" },
    { NULL, &PIG_RULES, pig_entry_extend, "pig-positions.txt", "exact" },
    { NULL, &EINSTEIN_RULES, ein_entry_extend, "einstein-positions.txt", "deep:6" },
    { NULL, &CANTSTOP_RULES, NULL, "cantstop-positions.txt", "deep:3" },
};
#define GAME_COUNT ((int)(sizeof BUILTIN / sizeof BUILTIN[0]))

static struct game derived[GAME_COUNT];
static pthread_once_t derived_once = PTHREAD_ONCE_INIT;

static void derive(void)
{
    for (int i = 0; i < GAME_COUNT; i++) {
        if (!BUILTIN[i].rules) continue;
        rules_game_fill(&derived[i], BUILTIN[i].rules);
        if (BUILTIN[i].extend) BUILTIN[i].extend(&derived[i]);
    }
}

int game_count(void)
{
    return GAME_COUNT;
}

const struct game *game_at(int i)
{
    if (i < 0 || i >= GAME_COUNT) return NULL;
    if (BUILTIN[i].native) return BUILTIN[i].native;
    pthread_once(&derived_once, derive);
    return &derived[i];
}

void game_judged_defaults(const struct game *g, const char **positions, const char **referee)
{
    *positions = *referee = NULL;
    for (int i = 0; i < GAME_COUNT; i++)
        if (game_at(i) == g) {
            *positions = BUILTIN[i].positions;
            *referee = BUILTIN[i].referee;
        }
}

const struct game *game_find(const char *name)
{
    for (int i = 0; i < GAME_COUNT; i++)
        if (strcmp(game_at(i)->name, name) == 0) return game_at(i);
    return NULL;
}

static void list_names(char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < GAME_COUNT; i++)
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? ", " : "", game_at(i)->name);
}

/* One KEY=VALUE of g's parameters into spec (text: up to the next comma); *given marks the keys set so far. */
static int parse_param(const struct game *g, const char *text, size_t len, struct game_spec *spec, unsigned *given,
                       char *err, size_t errlen)
{
    const char *eq = memchr(text, '=', len);
    for (int k = 0; eq && k < g->param_count; k++) {
        const struct sb_param *p = &g->params[k];
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

void game_preload(const char *arg)
{
    const char *colon = strchr(arg, ':');
    size_t name_len = colon ? (size_t)(colon - arg) : strlen(arg);
    char unused[512];
    if (plugin_named(arg, name_len)) plugin_load(arg, name_len, unused, sizeof unused);
}

int game_parse(const char *arg, struct game_spec *spec, char *err, size_t errlen)
{
    const char *colon = strchr(arg, ':');
    size_t name_len = colon ? (size_t)(colon - arg) : strlen(arg);
    memset(spec, 0, sizeof *spec);
    for (int i = 0; i < GAME_COUNT; i++)
        if (strlen(game_at(i)->name) == name_len && strncmp(game_at(i)->name, arg, name_len) == 0) spec->game = game_at(i);
    if (!spec->game && plugin_named(arg, name_len)) {
        if (!(spec->game = plugin_load(arg, name_len, err, errlen))) return -1;
        if (game_find(spec->game->name)) {
            snprintf(err, errlen, "--game: plug-in %.*s calls its game '%s', a built-in game's name", (int)name_len,
                     arg, spec->game->name);
            return -1;
        }
    }
    if (!spec->game) {
        char names[256];
        list_names(names, sizeof names);
        snprintf(err, errlen, "--game: expected one of %s, or a plug-in PATH.so (NAME or NAME:KEY=VALUE,...), got '%s'", names, arg);
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

const struct game *game_of_evaluator(const char *name)
{
    for (int i = 0; i < GAME_COUNT; i++)
        if (game_has_evaluator(game_at(i), name)) return game_at(i);
    for (int i = 0; plugin_game(i); i++)
        if (game_has_evaluator(plugin_game(i), name)) return plugin_game(i);
    return NULL;
}
