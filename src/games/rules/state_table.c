/* state_table.c - see state_table.h: open addressing, linear probing. */
#include "state_table.h"

#include <stdlib.h>
#include <string.h>

#include "core/mix64.h"

#define FIRST_CAPACITY 1024

static int allocate(struct state_table *t, size_t capacity)
{
    t->capacity = capacity;
    t->keys = malloc(capacity * sizeof *t->keys);
    t->used = calloc(capacity, 1);
    t->states = malloc(capacity * t->stride); /* malloc's alignment suits max_align_t */
    return t->keys && t->used && t->states ? 0 : -1;
}

int state_table_init(struct state_table *t, size_t state_bytes)
{
    memset(t, 0, sizeof *t);
    t->state_bytes = state_bytes;
    t->stride = (state_bytes + _Alignof(max_align_t) - 1) / _Alignof(max_align_t) * _Alignof(max_align_t);
    if (allocate(t, FIRST_CAPACITY) == 0) return 0;
    state_table_free(t);
    return -1;
}

void state_table_free(struct state_table *t)
{
    free(t->keys);
    free(t->used);
    free(t->states);
    memset(t, 0, sizeof *t);
}

/* The slot holding hash, or the empty slot where it would go. */
static size_t slot_of(const struct state_table *t, uint64_t hash)
{
    size_t mask = t->capacity - 1, i = (size_t)mix64(hash) & mask;
    while (t->used[i] && t->keys[i] != hash) i = (i + 1) & mask;
    return i;
}

static int grow(struct state_table *t)
{
    struct state_table old = *t;
    if (allocate(t, old.capacity * 2) != 0) {
        free(t->keys);
        free(t->used);
        free(t->states);
        *t = old;
        return -1;
    }
    for (size_t i = 0; i < old.capacity; i++) {
        if (!old.used[i]) continue;
        size_t j = slot_of(t, old.keys[i]);
        t->used[j] = 1;
        t->keys[j] = old.keys[i];
        memcpy(t->states + j * t->stride, old.states + i * t->stride, t->state_bytes);
    }
    free(old.keys);
    free(old.used);
    free(old.states);
    return 0;
}

int state_table_put(struct state_table *t, uint64_t hash, const void *state)
{
    size_t i = slot_of(t, hash);
    if (t->used[i]) return memcmp(t->states + i * t->stride, state, t->state_bytes) == 0 ? 0 : 1;
    if (2 * (t->count + 1) > t->capacity) {
        if (grow(t) != 0) return -1;
        i = slot_of(t, hash);
    }
    t->used[i] = 1;
    t->keys[i] = hash;
    memcpy(t->states + i * t->stride, state, t->state_bytes);
    t->count++;
    return 0;
}

const void *state_table_get(const struct state_table *t, uint64_t hash)
{
    size_t i = slot_of(t, hash);
    return t->used[i] ? t->states + i * t->stride : NULL;
}
