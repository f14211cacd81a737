/* dot.c - see dot.h. */
#include "output/dot.h"

#include <stdlib.h>
#include <string.h>

#include "output/trace.h"

/* A node the search reached, in a tree of its own (children in position order). */
struct drawn {
    int first_child, next_sibling;
    int position;                /* among its parent's children, 0-based */
    enum node_kind kind;
    int regular, probed;         /* searched by the regular phase; by a probe */
    int has_window, window_regular;
    value_t alpha, beta;         /* the window it was searched with (a regular one when there is one) */
    int has_value, value_regular;
    value_t value, value_alpha, value_beta; /* what it returned, and through which window */
    int on_line;                 /* on the principal line (set by dot_write) */
};

struct dot_record {
    const struct tree *t;
    struct drawn *node;
    int count, cap;
    int at[SEARCH_EVENT_MAX_DEPTH + 1]; /* the node at each depth on the way down */
    int too_many, no_memory;
    uint64_t reads;              /* leaf reads */
};

struct dot_record *dot_record_new(const struct tree *t)
{
    struct dot_record *r = calloc(1, sizeof *r);
    if (r) r->t = t;
    return r;
}

void dot_record_free(struct dot_record *r)
{
    if (!r) return;
    free(r->node);
    free(r);
}

static int new_drawn(struct dot_record *r, enum node_kind kind, int position)
{
    if (r->count == DOT_MAX_NODES) {
        r->too_many = 1;
        return -1;
    }
    if (r->count == r->cap) {
        int cap = r->cap ? 2 * r->cap : 64;
        struct drawn *more = realloc(r->node, (size_t)cap * sizeof *more);
        if (!more) {
            r->no_memory = 1;
            return -1;
        }
        r->node = more;
        r->cap = cap;
    }
    struct drawn *d = &r->node[r->count];
    memset(d, 0, sizeof *d);
    d->first_child = d->next_sibling = -1;
    d->position = position;
    d->kind = kind;
    return r->count++;
}

/* The child at `position` of node `parent`, made when new (children kept
 * in position order); -1 when it cannot be. */
static int child_at(struct dot_record *r, int parent, int position, enum node_kind kind)
{
    int *link = &r->node[parent].first_child;
    while (*link >= 0 && r->node[*link].position < position) link = &r->node[*link].next_sibling;
    if (*link >= 0 && r->node[*link].position == position) return *link;
    int next = *link, made = new_drawn(r, kind, position);
    if (made < 0) return -1;
    /* new_drawn may have moved the array: find the link again */
    link = &r->node[parent].first_child;
    while (*link != next) link = &r->node[*link].next_sibling;
    r->node[made].next_sibling = next;
    *link = made;
    return made;
}

void dot_record_event(void *arg, const struct search_event *e)
{
    struct dot_record *r = arg;
    int depth = e->node->depth, regular = !e->probing;
    if (r->too_many || r->no_memory) return;
    if (e->kind == EVENT_ENTER || e->kind == EVENT_LEAF) {
        int at;
        if (depth == 0) {
            at = r->count ? 0 : new_drawn(r, e->node->kind, 0);
        } else {
            if (e->via >= 0 && depth > 1) { /* a probe: its parent, never entered by it */
                r->at[depth - 1] = child_at(r, r->at[depth - 2], e->via, e->via_kind);
                if (r->at[depth - 1] < 0) return;
            }
            at = child_at(r, r->at[depth - 1], e->position, e->node->kind);
        }
        if (at < 0) return;
        r->at[depth] = at;
        struct drawn *d = &r->node[at];
        d->kind = e->node->kind;
        d->regular |= regular;
        d->probed |= !regular;
        if (e->kind == EVENT_ENTER && (!d->has_window || (regular && !d->window_regular))) {
            d->has_window = 1;
            d->window_regular = regular;
            d->alpha = e->alpha;
            d->beta = e->beta;
        }
        if (e->kind == EVENT_LEAF) {
            r->reads++;
            d->has_value = 1;
            d->value = e->value;
            d->value_alpha = r->t->lo;
            d->value_beta = r->t->hi;
        }
    } else if (e->kind == EVENT_EXIT) {
        struct drawn *d = &r->node[r->at[depth]];
        if (!d->has_value || regular || !d->value_regular) {
            d->has_value = 1;
            d->value_regular = regular;
            d->value = e->value;
            d->value_alpha = e->alpha;
            d->value_beta = e->beta;
        }
    }
}

/* --- drawing ----------------------------------------------------------------- */

struct drawing {
    FILE *out;
    struct dot_record *r;
    int *scratch;                /* cursor scratch, a row per depth */
    int scratch_row;
    uint64_t distinct_read, not_read;
};

/* The drawn value is exact: inside its window, or at the end of L..U. */
static int exact(const struct dot_record *r, const struct drawn *d)
{
    return d->has_value && (d->value > d->value_alpha || d->value_alpha <= r->t->lo)
           && (d->value < d->value_beta || d->value_beta >= r->t->hi);
}

static uint64_t count_leaves(struct drawing *g, const struct node *n)
{
    if (n->kind == NODE_LEAF) return 1;
    struct tree_cursor c;
    struct node child;
    value_t w;
    uint64_t leaves = 0;
    tree_open(g->r->t, n, &c, g->scratch + (size_t)n->depth * (size_t)g->scratch_row);
    while (tree_next(&c, &child, &w)) leaves += count_leaves(g, &child);
    return leaves;
}

static void draw_node(struct drawing *g, int index, const struct node *n, const int *path)
{
    static const char *const SHAPE[] = { "house", "ellipse", "invhouse", "box" }; /* enum node_kind */
    static const char *const SYMBOL[] = { "+", "*", "-", "" };
    const struct dot_record *r = g->r;
    const struct drawn *d = &r->node[index];
    char name[4 * SEARCH_EVENT_MAX_DEPTH + 8], value[48], alpha[48], beta[48], shown[64] = "probed below";
    trace_format_path(path, n->depth, name, sizeof name);
    if (d->has_value) {
        tree_format_value(r->t, d->value, value, sizeof value);
        snprintf(shown, sizeof shown, "%s%s", exact(r, d) ? (d->kind == NODE_LEAF ? "" : "= ")
                                                  : d->value <= d->value_alpha ? "<= " : ">= ", value);
    }
    fprintf(g->out, "  n%d [shape=%s%s, tooltip=\"%s\", label=\"", index, SHAPE[d->kind],
            d->regular ? "" : ", style=dashed", name);
    if (d->kind == NODE_LEAF) {
        fprintf(g->out, "%s\"];\n", shown);
        return;
    }
    fprintf(g->out, "%s %s\\n%s", SYMBOL[d->kind], name, shown);
    if (d->has_window) {
        tree_format_value(r->t, d->alpha, alpha, sizeof alpha);
        tree_format_value(r->t, d->beta, beta, sizeof beta);
        fprintf(g->out, "\\n[%s, %s]", alpha, beta);
    }
    fputs("\"];\n", g->out);
}

static void draw(struct drawing *g, int index, const struct node *n, int *path, int chosen)
{
    struct dot_record *r = g->r;
    draw_node(g, index, n, path);
    if (n->kind == NODE_LEAF) {
        g->distinct_read++;
        return;
    }
    struct tree_cursor c;
    struct node child;
    value_t w;
    uint64_t unread = 0;
    int k = 0, drawn = r->node[index].first_child;
    tree_open(r->t, n, &c, g->scratch + (size_t)n->depth * (size_t)g->scratch_row);
    for (; tree_next(&c, &child, &w); k++) {
        if (drawn < 0 || r->node[drawn].position != k) {
            unread += count_leaves(g, &child);
            continue;
        }
        /* The edge: its probability below a * node, dashed to a node only a
         * probe reached, red to the chosen move, bold along the line. */
        const struct drawn *d = &r->node[drawn];
        char attributes[128];
        int len = snprintf(attributes, sizeof attributes, "style=%s", d->regular ? "solid" : "dashed");
        if (n->kind == NODE_CHANCE) {
            value_t q = c.total, p = w, a = (value_t)tree_gcd((uint64_t)p, (uint64_t)q);
            len += snprintf(attributes + len, sizeof attributes - (size_t)len, ", label=\"%lld/%lld\"",
                            (long long)(p / a), (long long)(q / a));
        }
        snprintf(attributes + len, sizeof attributes - (size_t)len, "%s",
                 n->depth == 0 && k == chosen ? ", color=red, penwidth=3" : d->on_line ? ", penwidth=2.5" : "");
        fprintf(g->out, "  n%d -> n%d [%s];\n", index, drawn, attributes);
        path[n->depth] = k;
        draw(g, drawn, &child, path, chosen);
        drawn = r->node[drawn].next_sibling;
    }
    if (unread > 0) {
        g->not_read += unread;
        fprintf(g->out, "  u%d [shape=box, style=\"filled,dotted\", fillcolor=gray92, fontcolor=gray35, "
                "label=\"%llu lea%s not read\"];\n  n%d -> u%d [style=dotted, color=gray50];\n", index,
                (unsigned long long)unread, unread == 1 ? "f" : "ves", index, index);
    }
}

/* The principal line: from a node with an exact value, at + and - nodes
 * the first child whose exact value is the node's (the root: the chosen
 * move), at * nodes every child with an exact value. */
static void mark_line(struct dot_record *r, int index, int chosen)
{
    struct drawn *d = &r->node[index];
    if (!exact(r, d)) return;
    for (int k = d->first_child; k >= 0; k = r->node[k].next_sibling) {
        struct drawn *child = &r->node[k];
        int follows = d->kind == NODE_CHANCE ? exact(r, child)
                      : index == 0 && chosen >= 0 ? child->position == chosen
                                                  : exact(r, child) && child->value == d->value;
        if (!follows) continue;
        child->on_line = 1;
        mark_line(r, k, -1);
        if (d->kind != NODE_CHANCE) break;
    }
}

int dot_record_check(const struct dot_record *r, char *err, size_t errlen)
{
    if (r->no_memory) snprintf(err, errlen, "--dot: out of memory");
    else if (r->too_many || r->count == 0)
        snprintf(err, errlen, "--dot: the search reached more than %d nodes; no one could read the drawing "
                 "(draw a smaller tree)", DOT_MAX_NODES);
    return r->no_memory || r->too_many || r->count == 0 ? -1 : 0;
}

int dot_write(FILE *out, struct dot_record *r, const char *algorithm, int best, char *err, size_t errlen)
{
    if (dot_record_check(r, err, errlen) != 0) return -1;
    const struct tree *t = r->t;
    struct drawing g = { out, r, NULL, t->cursor_scratch + 1, 0, 0 };
    g.scratch = calloc((size_t)(t->depth + 1) * (size_t)g.scratch_row, sizeof *g.scratch);
    if (!g.scratch) {
        snprintf(err, errlen, "--dot: out of memory");
        return -1;
    }
    mark_line(r, 0, best);
    int path[SEARCH_EVENT_MAX_DEPTH] = { 0 };
    fprintf(out, "digraph search {\n  node [fontname=\"Helvetica\", fontsize=10];\n"
            "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.6];\n");
    draw(&g, 0, &t->root, path, best);
    free(g.scratch);
    fprintf(out, "  labelloc=t;\n  label=\"%s: %llu leaf reads, %llu distinct leaves read, %llu leaves not read "
            "(of %llu)\\n+ max, - min, * chance: its value (= exact; <= or >= a bound) and the window [alpha, beta] "
            "it was searched with\\ndashed: reached only by a probe; red: the chosen move; bold: the principal line\";\n}\n",
            algorithm, (unsigned long long)r->reads, (unsigned long long)g.distinct_read,
            (unsigned long long)g.not_read, (unsigned long long)(g.distinct_read + g.not_read));
    return 0;
}
