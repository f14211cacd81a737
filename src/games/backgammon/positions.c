/* positions.c - see positions.h. */
#include "positions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bggame.h"
#include "input.h"

/* One line's position into e; 0, or -1 with what was expected in err. */
static int parse_entry(char *line, int horizon, struct bg_position_entry *e, char *err, size_t errlen)
{
    const char *blanks = " \t\r";
    char *rest, *id = strtok_r(line, blanks, &rest), *roll = strtok_r(NULL, blanks, &rest), reason[256];
    struct bg_game g;
    if (!roll) {
        snprintf(err, errlen, "expected 'POSITION-ID ROLL' (ROLL two dice or '-'), got '%s'", id);
        return -1;
    }
    int no_roll = strcmp(roll, "-") == 0;
    if (bg_game_init(&g, id, no_roll ? NULL : roll, horizon, reason, sizeof reason) != 0) {
        snprintf(err, errlen, "%s", reason);
        return -1;
    }
    strcpy(e->id, id); /* bg_game_init took 14 characters and two dice */
    strcpy(e->roll, no_roll ? "" : roll);
    return 0;
}

int bg_positions_read(const char *path, int horizon, struct bg_position_list *list, char *err, size_t errlen)
{
    struct input in;
    size_t room = 0, number = 0;
    int status = 0;
    char why[512];
    memset(list, 0, sizeof *list);
    if (input_read_named("--positions", "a positions file", path, &in, err, errlen) != 0) return -1;
    for (char *line = in.text, *next; status == 0 && line < in.text + in.size; line = next) {
        next = line + strcspn(line, "\n");
        if (*next) *next++ = '\0';
        number++;
        if (line[strspn(line, " \t\r")] == '\0' || line[0] == '#') continue;
        if (list->count == room) {
            room = room ? 2 * room : 64;
            struct bg_position_entry *grown = realloc(list->entries, room * sizeof *grown);
            if (!grown) {
                snprintf(err, errlen, "--positions: out of memory");
                status = -1;
                break;
            }
            list->entries = grown;
        }
        struct bg_position_entry *e = &list->entries[list->count];
        if (parse_entry(line, horizon, e, why, sizeof why) != 0) {
            snprintf(err, errlen, "--positions: %s: line %zu: %s", path, number, why);
            status = -1;
        } else {
            e->line = number;
            list->count++;
        }
    }
    input_release(&in);
    if (status == 0 && list->count == 0) {
        snprintf(err, errlen, "--positions: %s: lists no position ('POSITION-ID ROLL' lines)", path);
        status = -1;
    }
    if (status != 0) bg_positions_free(list);
    return status;
}

void bg_positions_free(struct bg_position_list *list)
{
    free(list->entries);
    list->entries = NULL;
    list->count = 0;
}
