/* ein_moves_list.c - EinStein positions met in random play, each with a
 * die and starbench's legal moves, for tests/einstein_moves.py to check
 * against rules of its own.  One line a position:
 *     POSITION DIE MOVE>AFTER>WINNER ...
 * (WINNER b, w or -).  GAMES games from start:SEED setups, SEED = 1..GAMES,
 * moves drawn by tests/rng.h.  Usage: ein_moves_list GAMES */
#include <stdio.h>
#include <stdlib.h>

#include "games/einstein/einstein.h"
#include "rng.h"

static void list_position(const struct ein_position *p, int die)
{
    struct ein_move moves[EIN_MAX_MOVES];
    char text[EIN_POSITION_TEXT], move[32];
    int count = ein_moves(p, die, moves);
    ein_format(p, text, sizeof text);
    printf("%s %d", text, die);
    for (int k = 0; k < count; k++) {
        struct ein_position after = *p;
        ein_move_text(p, &moves[k], move, sizeof move);
        ein_play(&after, &moves[k]);
        ein_format(&after, text, sizeof text);
        int w = ein_winner(&after);
        printf(" %s>%s>%c", move, text, w == EIN_BLACK ? 'b' : w == EIN_WHITE ? 'w' : '-');
    }
    putchar('\n');
}

int main(int argc, char **argv)
{
    int games = argc == 2 ? atoi(argv[1]) : 0;
    char start[32], err[512];
    if (games < 1) {
        fprintf(stderr, "usage: ein_moves_list GAMES\n");
        return 2;
    }
    for (int g = 1; g <= games; g++) {
        struct ein_position p;
        snprintf(start, sizeof start, "start:%d", g);
        if (ein_parse(start, &p, err, sizeof err) != 0) return 1;
        while (ein_winner(&p) < 0) {
            struct ein_move moves[EIN_MAX_MOVES];
            int die = 1 + (int)(rng_next() % 6);
            list_position(&p, die);
            int count = ein_moves(&p, die, moves);
            ein_play(&p, &moves[rng_next() % (uint64_t)count]);
        }
    }
    return fflush(stdout) == 0 ? 0 : 1;
}
