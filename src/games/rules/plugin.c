/* plugin.c - see plugin.h. */
#include "plugin.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules_game.h"

#define MAX_PLUGINS 16

static struct {
    char path[4096];
    struct game game;
} loaded[MAX_PLUGINS];
static int loaded_count;

int plugin_named(const char *arg, size_t len)
{
    return memchr(arg, '/', len) != NULL || (len > 3 && memcmp(arg + len - 3, ".so", 3) == 0);
}

/* The description exported at path: NULL with err. */
static const struct sb_game *open_description(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "--game: plug-in %s: no such file", path);
        return NULL;
    }
    char local[4096 + 2];
    snprintf(local, sizeof local, "%s%s", strchr(path, '/') ? "" : "./", path); /* a path, not a library's name */
    void *handle = dlopen(local, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(err, errlen, "--game: plug-in %s is not a shared object starbench can load (%s)", path,
                 why ? why : "dlopen failed");
        return NULL;
    }
    const struct sb_game *rules = dlsym(handle, STARBENCH_GAME_SYMBOL);
    if (!rules) {
        snprintf(err, errlen, "--game: plug-in %s exports no %s (starbench/game.h)", path, STARBENCH_GAME_SYMBOL);
        return NULL;
    }
    if (rules->abi != STARBENCH_GAME_ABI) {
        snprintf(err, errlen, "--game: plug-in %s was built for game ABI %d; this starbench reads ABI %d (rebuild it "
                 "against this starbench's starbench/game.h)", path, rules->abi, STARBENCH_GAME_ABI);
        return NULL;
    }
    return rules; /* the object stays loaded for the process's life */
}

const struct game *plugin_load(const char *arg, size_t len, char *err, size_t errlen)
{
    char path[4096];
    if (len >= sizeof path) {
        snprintf(err, errlen, "--game: a plug-in's path is at most %zu characters", sizeof path - 1);
        return NULL;
    }
    memcpy(path, arg, len);
    path[len] = '\0';
    for (int i = 0; i < loaded_count; i++)
        if (strcmp(loaded[i].path, path) == 0) return &loaded[i].game;
    if (loaded_count == MAX_PLUGINS) {
        snprintf(err, errlen, "--game: at most %d plug-ins in one run", MAX_PLUGINS);
        return NULL;
    }
    const struct sb_game *rules = open_description(path, err, errlen);
    if (!rules) return NULL;
    char fault[256];
    if (rules_check_description(rules, fault, sizeof fault) != 0) {
        snprintf(err, errlen, "--game: plug-in %s: its starbench_game is not usable: %s", path, fault);
        return NULL;
    }
    snprintf(loaded[loaded_count].path, sizeof loaded[loaded_count].path, "%s", path);
    rules_game_fill(&loaded[loaded_count].game, rules);
    return &loaded[loaded_count++].game;
}

const struct game *plugin_game(int i)
{
    return i >= 0 && i < loaded_count ? &loaded[i].game : NULL;
}
