/* bg_game_tree - the native backgammon source's 2-ply tree (src/games/backgammon/bggame.c),
 * for tests/backgammon.sh to compare with the exporter's trees.
 *
 *   bg_game_tree POSITION-ID ROLL
 *       the positions whose value the tree needs, one ID a line, each
 *       once: each * node's (the position after our move, the opponent to
 *       roll) and each leaf's (after the opponent's move, us to roll)
 *   bg_game_tree POSITION-ID ROLL EQUITIES
 *       the tree in starbench's format, as scripts/gnubg-tree writes it in
 *       generator order (comments aside): EQUITIES has lines "ID E", E the
 *       equity x 1000 (rounded) of the side to roll in position ID ('#'
 *       lines skipped); a leaf
 *       is worth E for us, a * node's :eval -E (the opponent rolls there);
 *       a finished game its exact result.
 * The walk goes through the source's own tree_ops, as a search does.
 * Exit status 1 on bad arguments, an ID missing from EQUITIES or no memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/bggame.h"

struct equity {
    char id[BG_ID_LENGTH + 1];
    long milli;
};

static struct equity *table;
static size_t table_count;
static int listing; /* no EQUITIES: list the positions */
static int *scratch[3];

static int by_id(const void *a, const void *b)
{
    return strcmp(((const struct equity *)a)->id, ((const struct equity *)b)->id);
}

static int read_table(const char *path)
{
    FILE *f = fopen(path, "r");
    size_t capacity = 0;
    char line[128], id[BG_ID_LENGTH + 1];
    long milli;
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || sscanf(line, "%14s %ld", id, &milli) != 2) continue;
        if (table_count == capacity) {
            capacity = capacity ? 2 * capacity : 1024;
            struct equity *grown = realloc(table, capacity * sizeof *table);
            if (!grown) return -1;
            table = grown;
        }
        memcpy(table[table_count].id, id, sizeof id);
        table[table_count++].milli = milli;
    }
    fclose(f);
    qsort(table, table_count, sizeof *table, by_id);
    return 0;
}

/* The value of a position to roll: for us when ours, else its negation;
 * listing, the ID is printed instead (the caller's uniq makes each once). */
static long position_value(const struct node *n, int ours)
{
    struct bg_board b;
    struct equity key;
    int d1, d2;
    bg_game_node(n, &b, &d1, &d2);
    bg_position_id(&b, key.id);
    if (listing) {
        puts(key.id);
        return 0;
    }
    const struct equity *e = bsearch(&key, table, table_count, sizeof *table, by_id);
    if (!e) {
        fprintf(stderr, "bg_game_tree: %s is not in the equities\n", key.id);
        exit(1);
    }
    return ours ? e->milli : -e->milli;
}

/* Writes node n (at depth 0, 1 or 2 of the 2-ply tree) and its subtree. */
static void write_node(const struct tree *t, const struct node *n)
{
    if (n->kind == NODE_LEAF) {
        if (!listing) printf(" %lld", (long long)(tree_leaf_value(t, n) / t->scale));
        return;
    }
    if (n->depth == 3) { /* the horizon: us to roll */
        long v = position_value(n, 1);
        if (!listing) printf(" %ld", v);
        return;
    }
    struct tree_cursor c;
    struct node child;
    value_t w;
    if (n->kind == NODE_CHANCE) {
        long v = position_value(n, 0);
        if (!listing) printf(" (chance :eval %ld", v);
    } else if (!listing) {
        printf(" (%s", n->kind == NODE_MAX ? "max" : "min");
    }
    tree_open(t, n, &c, scratch[n->depth]);
    while (tree_next(&c, &child, &w)) {
        if (n->kind == NODE_CHANCE && !listing) printf(" %s", w == 1 ? "1/36" : "1/18");
        write_node(t, &child);
    }
    if (!listing) printf(")");
}

int main(int argc, char **argv)
{
    struct bg_game g;
    char err[256];
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: bg_game_tree POSITION-ID ROLL [EQUITIES]\n");
        return 1;
    }
    if (bg_game_init(&g, argv[1], argv[2], 2, err, sizeof err) != 0) {
        fprintf(stderr, "bg_game_tree: %s\n", err);
        return 1;
    }
    listing = argc == 3;
    if (!listing && read_table(argv[3]) != 0) {
        fprintf(stderr, "bg_game_tree: %s: cannot read it\n", argv[3]);
        return 1;
    }
    for (int d = 0; d < 3; d++)
        if (!(scratch[d] = calloc((size_t)g.tree.cursor_scratch + 1, sizeof(int)))) return 1;
    write_node(&g.tree, &g.tree.root);
    if (!listing) putchar('\n');
    for (int d = 0; d < 3; d++) free(scratch[d]);
    free(table);
    return 0;
}
