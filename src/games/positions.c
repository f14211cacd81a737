/* positions.c - see positions.h. */
#include "positions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/input.h"

/* Whether the game takes the position (and roll) at the horizon: opened
 * with its default evaluation and closed again. */
static int check_entry(const struct game_spec *spec, const struct game_position *e, int horizon, char *err,
                       size_t errlen)
{
    const struct game *g = spec->game;
    void *state = g->open(spec, e->position, e->roll[0] ? e->roll : NULL, horizon, game_default_evaluator(g), err,
                          errlen);
    if (!state) return -1;
    g->close(state);
    return 0;
}

/* One line's position (and roll) into e; 0, or -1 with what was expected in err. */
static int parse_entry(char *line, const struct game_spec *spec, int horizon, struct game_position *e, char *err,
                       size_t errlen)
{
    const char *blanks = " \t\r";
    char *rest, *position = strtok_r(line, blanks, &rest), *roll = strtok_r(NULL, blanks, &rest);
    const int takes_roll = spec->game->roll_help != NULL;
    if (takes_roll && !roll) {
        snprintf(err, errlen, "expected 'POSITION ROLL' (ROLL %s, or '-'), got '%s'", spec->game->roll_help, position);
        return -1;
    }
    if (strlen(position) >= sizeof e->position) {
        snprintf(err, errlen, "a position of at most %zu characters, got '%.40s...'", sizeof e->position - 1, position);
        return -1;
    }
    strcpy(e->position, position);
    e->roll[0] = '\0';
    if (takes_roll && strcmp(roll, "-") != 0) {
        if (strlen(roll) >= sizeof e->roll) {
            snprintf(err, errlen, "expected ROLL %s, got '%.40s...'", spec->game->roll_help, roll);
            return -1;
        }
        strcpy(e->roll, roll);
    }
    return check_entry(spec, e, horizon, err, errlen);
}

/* Room for one more entry; 0, or -1 out of memory. */
static int grow(struct game_position_list *list, size_t *room)
{
    if (list->count < *room) return 0;
    *room = *room ? 2 * *room : 64;
    struct game_position *grown = realloc(list->entries, *room * sizeof *grown);
    if (!grown) return -1;
    list->entries = grown;
    return 0;
}

int game_positions_read(const char *path, const struct game_spec *spec, int horizon, struct game_position_list *list,
                        char *err, size_t errlen)
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
        if (grow(list, &room) != 0) {
            snprintf(err, errlen, "--positions: out of memory");
            status = -1;
        } else if (parse_entry(line, spec, horizon, &list->entries[list->count], why, sizeof why) != 0) {
            snprintf(err, errlen, "--positions: %s: line %zu: %s", path, number, why);
            status = -1;
        } else {
            list->entries[list->count++].line = number;
        }
    }
    input_release(&in);
    if (status == 0 && list->count == 0) {
        snprintf(err, errlen, "--positions: %s: lists no position ('POSITION%s' lines)", path,
                 spec->game->roll_help ? " ROLL" : "");
        status = -1;
    }
    if (status != 0) game_positions_free(list);
    return status;
}

void game_positions_free(struct game_position_list *list)
{
    free(list->entries);
    list->entries = NULL;
    list->count = 0;
}
