/* distinct.c - see distinct.h.  The set: open addressing over 64-bit
 * hashes of paths, each slot an index into an arena of paths (depth, then
 * the positions), compared in full on a hash match. */
#include "core/distinct.h"

#include <stdlib.h>
#include <string.h>

#include "core/mix64.h"

struct distinct_counter {
    int path[SEARCH_EVENT_MAX_DEPTH]; /* positions on the way down to the current node */
    uint64_t *slots;                  /* 0: empty; else 1 + offset into arena */
    uint64_t slot_count, used;
    int32_t *arena;
    uint64_t arena_len, arena_cap;
    int64_t rereads;                  /* -1: out of memory */
};

struct distinct_counter *distinct_new(void)
{
    return calloc(1, sizeof(struct distinct_counter));
}

void distinct_free(struct distinct_counter *d)
{
    if (!d) return;
    free(d->slots);
    free(d->arena);
    free(d);
}

int64_t distinct_rereads(const struct distinct_counter *d)
{
    return d->rereads;
}

static uint64_t path_hash(const int *path, int depth)
{
    uint64_t h = mix64((uint64_t)depth);
    for (int i = 0; i < depth; i++) h = mix64(h ^ (uint64_t)(uint32_t)path[i]);
    return h;
}

/* The slot holding path, or the empty slot where it would go. */
static uint64_t *find_slot(const struct distinct_counter *d, uint64_t *slots, uint64_t count, const int *path,
                           int depth, uint64_t hash)
{
    for (uint64_t i = hash & (count - 1);; i = (i + 1) & (count - 1)) {
        if (!slots[i]) return &slots[i];
        if (!path) continue; /* rehashing: every path is new */
        const int32_t *p = &d->arena[slots[i] - 1];
        if (p[0] == depth && memcmp(p + 1, path, (size_t)depth * sizeof *path) == 0) return &slots[i];
    }
}

/* Doubles the table (kept at most half full).  0, or -1 out of memory. */
static int grow(struct distinct_counter *d)
{
    uint64_t count = d->slot_count ? 2 * d->slot_count : 1024;
    uint64_t *slots = calloc(count, sizeof *slots);
    if (!slots) return -1;
    for (uint64_t i = 0; i < d->slot_count; i++) {
        if (!d->slots[i]) continue;
        const int32_t *p = &d->arena[d->slots[i] - 1];
        *find_slot(d, slots, count, NULL, 0, path_hash(p + 1, p[0])) = d->slots[i];
    }
    free(d->slots);
    d->slots = slots;
    d->slot_count = count;
    return 0;
}

/* Adds path; 1 if it was there already, 0 if new, -1 out of memory. */
static int insert(struct distinct_counter *d, const int *path, int depth)
{
    if (2 * (d->used + 1) > d->slot_count && grow(d) != 0) return -1;
    uint64_t *slot = find_slot(d, d->slots, d->slot_count, path, depth, path_hash(path, depth));
    if (*slot) return 1;
    if (d->arena_len + (uint64_t)depth + 1 > d->arena_cap) {
        uint64_t cap = 2 * d->arena_cap + (uint64_t)depth + 1024;
        int32_t *arena = realloc(d->arena, cap * sizeof *arena);
        if (!arena) return -1;
        d->arena = arena;
        d->arena_cap = cap;
    }
    d->arena[d->arena_len] = depth;
    memcpy(&d->arena[d->arena_len + 1], path, (size_t)depth * sizeof *path);
    *slot = d->arena_len + 1;
    d->arena_len += (uint64_t)depth + 1;
    d->used++;
    return 0;
}

/* A read outside probes is a re-read if a probe read the leaf; inside a
 * probe, if an earlier probe did (then the leaf joins the set). */
static int seen_before(struct distinct_counter *d, int depth, int probing)
{
    if (probing) return insert(d, d->path, depth);
    if (!d->slot_count) return 0;
    return *find_slot(d, d->slots, d->slot_count, d->path, depth, path_hash(d->path, depth)) != 0;
}

void distinct_event(void *arg, const struct search_event *e)
{
    struct distinct_counter *d = arg;
    int depth = e->node->depth;
    if (d->rereads < 0 || (e->kind != EVENT_ENTER && e->kind != EVENT_LEAF) || depth == 0) return;
    /* Where the node stands, as trace.c follows it. */
    d->path[depth - 1] = e->position;
    if (e->via >= 0 && depth > 1) d->path[depth - 2] = e->via;
    if (e->kind != EVENT_LEAF) return;
    int seen = seen_before(d, depth, e->probing);
    if (seen < 0) d->rereads = -1;
    else d->rereads += seen;
}
