/* datadir.c - see datadir.h. */
#include "core/datadir.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef STARBENCH_DATADIR
#define STARBENCH_DATADIR "/usr/local/share/starbench"
#endif

#define PLACES 6
#define PATH_TEXT 4096

/* The directories looked in, in order, into places; their count. */
static int data_places(char (*places)[PATH_TEXT])
{
    int n = 0;
    const char *given = getenv("STARBENCH_DATA_DIR");
    if (given && given[0]) snprintf(places[n++], PATH_TEXT, "%s", given);
    char exe[PATH_TEXT - 32]; /* room for the suffixes below */
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        exe[len] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) *slash = '\0';
        snprintf(places[n++], PATH_TEXT, "%s/data", exe);
        snprintf(places[n++], PATH_TEXT, "%s/../data", exe);
        snprintf(places[n++], PATH_TEXT, "%s/../../data", exe);
        snprintf(places[n++], PATH_TEXT, "%s/../share/starbench", exe);
    }
    snprintf(places[n++], PATH_TEXT, "%s", STARBENCH_DATADIR);
    return n;
}

FILE *datadir_open(const char *name, char *path, size_t pathlen, char *err, size_t errlen)
{
    char (*places)[PATH_TEXT] = malloc(PLACES * sizeof *places); /* 20 KB: not on the stack */
    if (!places) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    int n = data_places(places);
    FILE *f = NULL;
    for (int i = 0; i < n && !f; i++) {
        snprintf(path, pathlen, "%s/%s", places[i], name);
        f = fopen(path, "r");
    }
    if (!f) { /* the places looked in, one line (cut short where errlen ends) */
        size_t used = (size_t)snprintf(err, errlen, "%s: not found in", name);
        for (int i = 0; i < n && used < errlen; i++)
            used += (size_t)snprintf(err + used, errlen - used, "%s %s", i ? "," : "", places[i]);
        if (used < errlen)
            snprintf(err + used, errlen - used, " (make install puts it in PREFIX/share/starbench; or set "
                     "STARBENCH_DATA_DIR)");
    }
    free(places);
    return f;
}
