/* state_table.h - the states one search meets, kept by their 64-bit hash,
 * so that a node handle (tree.h: an id of 64 bits) can stand for a state of
 * any size: the handle's id is the state's hash, and the table gives the
 * state back.  Two different states with one hash are refused (put returns
 * -1), never merged.  One table per tree, used by one thread.
 */
#ifndef STARBENCH_STATE_TABLE_H
#define STARBENCH_STATE_TABLE_H

#include <stddef.h>
#include <stdint.h>

struct state_table {
    size_t state_bytes;
    size_t stride;          /* state_bytes rounded up to max_align_t's alignment: every state kept aligned, as
                               the game's functions may read it as their own struct */
    size_t count, capacity; /* states kept; slots (a power of two, kept under half full) */
    uint64_t *keys;         /* per slot: the hash, meaningful where used[slot] */
    unsigned char *used;
    unsigned char *states;  /* per slot: state_bytes */
};

/* 0, or -1 when out of memory. */
int state_table_init(struct state_table *t, size_t state_bytes);
void state_table_free(struct state_table *t);

/* Keeps state under hash: 0 (kept, or kept already), 1 when another state
 * has that hash (a collision: nothing kept), -1 out of memory. */
int state_table_put(struct state_table *t, uint64_t hash, const void *state);

/* The state kept under hash, or NULL. */
const void *state_table_get(const struct state_table *t, uint64_t hash);

#endif
