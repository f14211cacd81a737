/* treefile.c - see treefile.h.
 *
 * Both readers are iterative (an explicit stack of open nodes, at most
 * TREEFILE_MAX_DEPTH deep), so no input can overflow the C stack.  Nodes are
 * numbered in the order they are read; when a node closes, its children's
 * numbers and weights are appended to the edge arrays, so every node's
 * children are contiguous there. */
#include "treefile.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "input.h"

/* The exact scale, and every |value| * scale * W * 4, stay below these. */
#define SCALE_LIMIT ((int64_t)1 << 40)

struct file_tree {
    struct tree tree;
    uint8_t *kind;            /* enum node_kind per node */
    uint32_t *count;          /* children per node */
    int64_t *data;            /* a leaf's scaled value, or an inner node's first edge */
    int64_t *total;           /* an inner node's weight total W (1 per child below + and -) */
    uint32_t *edge_child;     /* the edges, each node's children contiguous */
    int64_t *edge_weight;
    uint32_t nodes, edges, node_cap, edge_cap;
    uint64_t leaves;
    int max_children_at[TREEFILE_MAX_DEPTH + 1];
};

/* --- the tree interface --------------------------------------------------- */

static void file_open(const struct tree *t, const struct node *n, struct tree_cursor *c)
{
    const struct file_tree *f = (const struct file_tree *)t;
    c->count = (int)f->count[n->id];
    c->total = f->total[n->id];
    c->pos = 0;
}

static int file_next(struct tree_cursor *c, struct node *child, value_t *weight)
{
    const struct file_tree *f = (const struct file_tree *)c->tree;
    if (c->next == c->count) return 0;
    size_t e = (size_t)f->data[c->parent.id] + (size_t)c->next++;
    child->id = f->edge_child[e];
    child->path = 0;
    child->depth = c->parent.depth + 1;
    child->kind = (enum node_kind)f->kind[child->id];
    *weight = f->edge_weight[e];
    return 1;
}

static value_t file_leaf(const struct tree *t, const struct node *leaf)
{
    return ((const struct file_tree *)t)->data[leaf->id];
}

static const struct tree_ops FILE_OPS = { file_open, file_next, file_leaf, NULL };

const struct tree *treefile_tree(const struct file_tree *f) { return &f->tree; }
uint64_t treefile_leaf_count(const struct file_tree *f) { return f->leaves; }

void treefile_free(struct file_tree *f)
{
    if (!f) return;
    free(f->kind);
    free(f->count);
    free(f->data);
    free(f->total);
    free(f->edge_child);
    free(f->edge_weight);
    free(f);
}

/* --- exact arithmetic helpers ---------------------------------------------- */

/* lcm(a, b), or 0 when it would pass `limit`. */
static uint64_t lcm_within(uint64_t a, uint64_t b, uint64_t limit)
{
    uint64_t m = a / tree_gcd(a, b);
    return m > limit / b ? 0 : m * b;
}

/* --- the reader's state ------------------------------------------------------ */

struct position { int line, col; };

struct reader {
    const char *name;
    const char *text, *p, *end;
    struct position at;        /* of p */
    struct position token_at;  /* of the last token read */
    char *err;
    size_t errlen;
    struct file_tree *f;
    uint64_t extreme;          /* the largest |leaf| read so far (in its own decimals) */
    struct position extreme_at; /* and where */
};

static int fail_at(struct reader *r, struct position at, const char *fmt, ...)
{
    int n = snprintf(r->err, r->errlen, "%s:%d:%d: ", r->name, at.line, at.col);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < r->errlen) vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* A token's text for messages: at most 40 bytes, cut on a character
 * boundary; its bytes as they are (the message is escaped where it is
 * shown: escape.h). */
static const char *shown(const char *s, size_t len, char *buf, size_t buflen)
{
    size_t k = 0;
    unsigned cp;
    while (k < len && k < 40 && k + 4 < buflen) {
        int n = escape_utf8_length((const unsigned char *)s + k, len - k, &cp);
        if (n == 0) n = 1; /* not UTF-8: one byte, escaped when shown */
        if (k + (size_t)n > 40) break;
        memcpy(buf + k, s + k, (size_t)n);
        k += (size_t)n;
    }
    if (k < len && k + 4 < buflen) { memcpy(buf + k, "...", 3); k += 3; }
    buf[k] = '\0';
    return buf;
}

static void advance(struct reader *r)
{
    if (*r->p == '\n') { r->at.line++; r->at.col = 1; }
    else r->at.col++;
    r->p++;
}

/* Skips whitespace and '#' comments; refuses NUL bytes. */
static int skip_space(struct reader *r, int comments)
{
    while (r->p < r->end) {
        if (*r->p == '\0') return fail_at(r, r->at, "a NUL byte: expected text");
        if (comments && *r->p == '#') {
            while (r->p < r->end && *r->p != '\n') {
                if (*r->p == '\0') return fail_at(r, r->at, "a NUL byte: expected text");
                advance(r);
            }
        } else if (isspace((unsigned char)*r->p)) {
            advance(r);
        } else {
            break;
        }
    }
    return 0;
}

static int is_delimiter(char c, const char *delimiters)
{
    return c == '\0' || isspace((unsigned char)c) || strchr(delimiters, c) != NULL;
}

/* The next token: a single delimiter character, or a run of others.
 * Returns its length, 0 at the end of the input, -1 on error. */
static long next_token(struct reader *r, const char **start, const char *delimiters, int comments)
{
    if (skip_space(r, comments) != 0) return -1;
    r->token_at = r->at;
    *start = r->p;
    if (r->p == r->end) return 0;
    if (strchr(delimiters, *r->p)) {
        advance(r);
        return 1;
    }
    while (r->p < r->end && !is_delimiter(*r->p, delimiters) && !(comments && *r->p == '#')) advance(r);
    return (long)(r->p - *start);
}

/* A signed 64-bit integer that is the whole token; 0, or -1 (not an integer
 * or, with *overflow set, past 64 bits). */
static int parse_int64(const char *s, size_t len, int64_t *out, int *overflow)
{
    size_t i = 0;
    int negative = 0;
    uint64_t v = 0, limit = (uint64_t)INT64_MAX;
    *overflow = 0;
    if (len > 0 && (s[0] == '-' || s[0] == '+')) { negative = s[0] == '-'; i = 1; }
    if (i == len) return -1;
    if (negative) limit += 1;
    for (; i < len; i++) {
        if (!isdigit((unsigned char)s[i])) return -1;
        unsigned d = (unsigned)(s[i] - '0');
        if (v > (limit - d) / 10) *overflow = 1;
        else v = v * 10 + d;
    }
    if (*overflow) return -1;
    *out = negative ? (int64_t)(0 - v) : (int64_t)v;
    return 0;
}

/* A probability: P/Q, or (decimal_ok) a decimal such as 0.25.  Reduced into
 * *num / *den.  Returns 0, or -1 with the reason in why. */
static int parse_probability(const char *s, size_t len, int decimal_ok, uint64_t *num, uint64_t *den,
                             const char **why)
{
    int64_t p, q = 1;
    int overflow;
    const char *slash = memchr(s, '/', len), *dot = memchr(s, '.', len);
    *why = "expected a probability P/Q";
    if (slash) {
        if (parse_int64(s, (size_t)(slash - s), &p, &overflow) != 0
            || parse_int64(slash + 1, len - (size_t)(slash - s) - 1, &q, &overflow) != 0) {
            if (overflow) *why = "a probability's numerator or denominator is past 64 bits";
            return -1;
        }
    } else if (dot && decimal_ok) {
        size_t digits = len - (size_t)(dot - s) - 1;
        char buf[64];
        if (len >= sizeof buf || digits == 0 || digits > 18) {
            *why = "expected a probability P/Q or a decimal with 1 to 18 digits after the point";
            return -1;
        }
        memcpy(buf, s, (size_t)(dot - s));
        memcpy(buf + (dot - s), dot + 1, digits);
        if (parse_int64(buf, len - 1, &p, &overflow) != 0) return -1;
        for (size_t i = 0; i < digits; i++) q *= 10;
    } else {
        if (parse_int64(s, len, &p, &overflow) != 0 || !decimal_ok) return -1;
    }
    if (q == 0) { *why = "a probability with a zero denominator"; return -1; }
    if (q < 0 || p < 0) { *why = "a negative probability"; return -1; }
    if (p == 0) { *why = "a zero probability (every branch must be possible)"; return -1; }
    if (p > q) { *why = "a probability above 1"; return -1; }
    uint64_t g = tree_gcd((uint64_t)p, (uint64_t)q);
    *num = (uint64_t)p / g;
    *den = (uint64_t)q / g;
    return 0;
}

/* --- building ---------------------------------------------------------------- */

static int grow(void **array, uint32_t *cap, uint32_t need, size_t size)
{
    if (need <= *cap) return 0;
    uint32_t cap2 = *cap ? *cap : 1024;
    while (cap2 < need) cap2 = cap2 > TREEFILE_MAX_NODES / 2 ? TREEFILE_MAX_NODES : cap2 * 2;
    void *p = realloc(*array, (size_t)cap2 * size);
    if (!p) return -1;
    *array = p;
    *cap = cap2;
    return 0;
}

/* A new node; its number, or -1. */
static void note_leaf(struct reader *r, int64_t v)
{
    uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    if (m > r->extreme || r->f->leaves == 1) {
        r->extreme = m;
        r->extreme_at = r->token_at;
    }
}

static long new_node(struct reader *r, enum node_kind kind)
{
    struct file_tree *f = r->f;
    if (f->nodes >= TREEFILE_MAX_NODES) {
        fail_at(r, r->token_at, "more than %u nodes (the limit)", (unsigned)TREEFILE_MAX_NODES);
        return -1;
    }
    uint32_t cap = f->node_cap, need = f->nodes + 1;
    if (grow((void **)&f->kind, &cap, need, sizeof *f->kind) != 0
        || (cap = f->node_cap, grow((void **)&f->count, &cap, need, sizeof *f->count)) != 0
        || (cap = f->node_cap, grow((void **)&f->data, &cap, need, sizeof *f->data)) != 0
        || (cap = f->node_cap, grow((void **)&f->total, &cap, need, sizeof *f->total)) != 0) {
        fail_at(r, r->token_at, "out of memory");
        return -1;
    }
    f->node_cap = cap;
    f->kind[f->nodes] = (uint8_t)kind;
    f->count[f->nodes] = 0;
    f->data[f->nodes] = 0;
    f->total[f->nodes] = 1;
    if (kind == NODE_LEAF) f->leaves++;
    return (long)f->nodes++;
}

/* An open inner node: its children so far (numbers and weights) and what
 * its subtree needs of the scale. */
struct frame {
    uint32_t node;
    enum node_kind kind;
    struct position at;
    uint32_t *child;
    uint64_t *num, *den;        /* chance: each branch's probability (1/1 until known) */
    uint32_t count, cap;
    int expected;               /* .efg: the number of children announced, else -1 */
    int with_probabilities;     /* chance: -1 unknown, 0 equally likely, 1 P/Q each */
    int pending_probability;    /* a P/Q has been read, its node not yet */
    uint64_t pending_num, pending_den;
    int fixed;                  /* .efg chance node: num/den hold every branch's probability already */
    uint64_t scale;             /* lcm of the children's scales */
};

struct stack {
    struct frame frame[TREEFILE_MAX_DEPTH];
    int depth;
    long root;
    uint64_t root_scale;
};

static int frame_add(struct reader *r, struct frame *fr, uint32_t child, uint64_t num, uint64_t den,
                     uint64_t child_scale)
{
    if (fr->count == fr->cap) {
        uint32_t cap = fr->cap ? fr->cap * 2 : 8;
        uint32_t *c = realloc(fr->child, cap * sizeof *c);
        if (c) fr->child = c;
        uint64_t *n = c ? realloc(fr->num, cap * sizeof *n) : NULL;
        if (n) fr->num = n;
        uint64_t *d = n ? realloc(fr->den, cap * sizeof *d) : NULL;
        if (d) fr->den = d;
        if (!d) return fail_at(r, r->token_at, "out of memory");
        fr->cap = cap;
    }
    fr->child[fr->count] = child;
    fr->num[fr->count] = num;
    fr->den[fr->count] = den;
    fr->count++;
    fr->scale = lcm_within(fr->scale, child_scale, (uint64_t)SCALE_LIMIT);
    if (fr->scale == 0)
        return fail_at(r, fr->at, "the exact scale of this node's values (the common denominator of "
                       "its probabilities' products) passes 2^40");
    return 0;
}

/* Closes the top frame: its children become contiguous edges with exact
 * integer weights (chance: w_i = p_i * W over the common denominator W of
 * its probabilities, which must sum to exactly 1). */
static int frame_close(struct reader *r, struct stack *st, uint64_t *scale_out)
{
    struct frame *fr = &st->frame[st->depth - 1];
    struct file_tree *f = r->f;
    static const char *const KIND_NAMES[] = { "max", "chance", "min", "leaf" };
    if (fr->count == 0) return fail_at(r, fr->at, "a %s node needs at least one child", KIND_NAMES[fr->kind]);
    uint64_t total = 1;
    if (fr->kind == NODE_CHANCE) {
        total = fr->with_probabilities == 1 ? 1 : fr->count;
        if (fr->with_probabilities == 1) {
            for (uint32_t i = 0; i < fr->count; i++)
                if ((total = lcm_within(total, fr->den[i], (uint64_t)SCALE_LIMIT)) == 0)
                    return fail_at(r, fr->at, "the common denominator of the probabilities passes 2^40");
            uint64_t sum = 0;
            for (uint32_t i = 0; i < fr->count; i++) {
                fr->num[i] *= total / fr->den[i]; /* <= total, as p_i <= 1 */
                sum += fr->num[i];
                if (sum > total) break;
            }
            if (sum != total) {
                uint64_t g = tree_gcd(sum, total);
                return fail_at(r, fr->at, "the probabilities sum to %llu/%llu, not exactly 1",
                               (unsigned long long)(sum / g), (unsigned long long)(total / g));
            }
        }
    }
    uint32_t need = f->edges + fr->count;
    uint32_t cap = f->edge_cap;
    if (grow((void **)&f->edge_child, &cap, need, sizeof *f->edge_child) != 0
        || (cap = f->edge_cap, grow((void **)&f->edge_weight, &cap, need, sizeof *f->edge_weight)) != 0)
        return fail_at(r, fr->at, "out of memory");
    f->edge_cap = cap;
    f->data[fr->node] = f->edges;
    f->count[fr->node] = fr->count;
    f->total[fr->node] = (int64_t)total;
    for (uint32_t i = 0; i < fr->count; i++) {
        f->edge_child[f->edges + i] = fr->child[i];
        f->edge_weight[f->edges + i] =
            fr->kind == NODE_CHANCE && fr->with_probabilities == 1 ? (int64_t)fr->num[i] : 1;
    }
    f->edges = need;
    if (fr->count > (uint32_t)f->max_children_at[st->depth - 1]) f->max_children_at[st->depth - 1] = (int)fr->count;
    /* A chance node's mean has a denominator dividing W times the lcm of
     * its children's; a + or - node's value is one of its children's. */
    uint64_t scale = fr->scale;
    if (fr->kind == NODE_CHANCE) {
        if (total > (uint64_t)SCALE_LIMIT / scale)
            return fail_at(r, fr->at, "the exact scale of this node's values (the product of the "
                           "probabilities' denominators below it) passes 2^40");
        scale *= total;
    }
    *scale_out = scale;
    fr->count = 0;
    st->depth--;
    return 0;
}

static void stack_free(struct stack *st)
{
    for (int i = 0; i < TREEFILE_MAX_DEPTH; i++) {
        free(st->frame[i].child);
        free(st->frame[i].num);
        free(st->frame[i].den);
    }
}

/* Hands a finished node (leaf or closed inner node) to its parent. */
static int attach(struct reader *r, struct stack *st, uint32_t node, uint64_t scale)
{
    if (st->depth == 0) {
        st->root = node;
        st->root_scale = scale;
        return 0;
    }
    struct frame *fr = &st->frame[st->depth - 1];
    uint64_t num = 1, den = 1;
    if (fr->fixed) {
        num = fr->num[fr->count];
        den = fr->den[fr->count];
    } else if (fr->kind == NODE_CHANCE && fr->with_probabilities == 1) {
        if (!fr->pending_probability)
            return fail_at(r, r->token_at, "expected a probability P/Q before this branch (the other "
                           "branches of the chance node at %d:%d have one)", fr->at.line, fr->at.col);
        num = fr->pending_num;
        den = fr->pending_den;
        fr->pending_probability = 0;
    } else if (fr->kind == NODE_CHANCE) {
        fr->with_probabilities = 0;
    }
    return frame_add(r, fr, node, num, den, scale);
}

static int push(struct reader *r, struct stack *st, enum node_kind kind, struct position at, int expected)
{
    if (st->depth == TREEFILE_MAX_DEPTH)
        return fail_at(r, at, "nodes nested more than %d deep (the limit)", TREEFILE_MAX_DEPTH);
    long node = new_node(r, kind);
    if (node < 0) return -1;
    struct frame *fr = &st->frame[st->depth++];
    fr->node = (uint32_t)node;
    fr->kind = kind;
    fr->at = at;
    fr->count = 0;
    fr->expected = expected;
    fr->with_probabilities = -1;
    fr->pending_probability = 0;
    fr->fixed = 0;
    fr->scale = 1;
    return 0;
}

/* --- starbench's format ---------------------------------------------------------- */

static int read_native(struct reader *r, struct stack *st)
{
    const char *s;
    long len;
    char buf[64];
    int done = 0;
    while ((len = next_token(r, &s, "()", 1)) > 0) {
        struct position at = r->token_at;
        if (done) return fail_at(r, at, "'%s' after the end of the tree: expected the end of the file",
                                 shown(s, (size_t)len, buf, sizeof buf));
        struct frame *fr = st->depth ? &st->frame[st->depth - 1] : NULL;
        if (*s != ')' && fr && fr->kind == NODE_CHANCE && fr->with_probabilities == 1 && !fr->pending_probability
            && !memchr(s, '/', (size_t)len))
            return fail_at(r, at, "expected a probability P/Q before this branch (the other branches of the "
                           "chance node at %d:%d have one)", fr->at.line, fr->at.col);
        if (*s == '(') {
            const char *k;
            long klen = next_token(r, &k, "()", 1);
            if (klen < 0) return -1;
            enum node_kind kind;
            if (klen == 3 && memcmp(k, "max", 3) == 0) kind = NODE_MAX;
            else if (klen == 3 && memcmp(k, "min", 3) == 0) kind = NODE_MIN;
            else if (klen == 6 && memcmp(k, "chance", 6) == 0) kind = NODE_CHANCE;
            else if (klen == 0) return fail_at(r, r->token_at, "expected max, min or chance after '(', got the end of the file");
            else return fail_at(r, r->token_at, "expected max, min or chance after '(', got '%s'",
                                shown(k, (size_t)klen, buf, sizeof buf));
            if (push(r, st, kind, at, -1) != 0) return -1;
            continue;
        }
        if (*s == ')') {
            if (st->depth == 0) return fail_at(r, at, "')' without a matching '('");
            if (fr->pending_probability)
                return fail_at(r, at, "expected a node after the probability, got ')'");
            uint32_t node = fr->node;
            uint64_t scale;
            if (frame_close(r, st, &scale) != 0 || attach(r, st, node, scale) != 0) return -1;
            done = st->depth == 0;
            continue;
        }
        if (memchr(s, '/', (size_t)len)) {
            const char *why;
            uint64_t num, den;
            if (!fr || fr->kind != NODE_CHANCE)
                return fail_at(r, at, "a probability '%s' outside a chance node", shown(s, (size_t)len, buf, sizeof buf));
            if (fr->pending_probability) return fail_at(r, at, "two probabilities in a row: expected a node");
            if (fr->with_probabilities == 0)
                return fail_at(r, at, "a probability for some branches only (the chance node at %d:%d has "
                               "branches without one)", fr->at.line, fr->at.col);
            if (parse_probability(s, (size_t)len, 0, &num, &den, &why) != 0)
                return fail_at(r, at, "%s, got '%s'", why, shown(s, (size_t)len, buf, sizeof buf));
            fr->pending_num = num;
            fr->pending_den = den;
            fr->with_probabilities = 1;
            fr->pending_probability = 1;
            continue;
        }
        int64_t v;
        int overflow;
        if (parse_int64(s, (size_t)len, &v, &overflow) != 0)
            return fail_at(r, at, overflow ? "integer '%s' is past 64 bits" : "expected an integer, '(' or ')', got '%s'",
                           shown(s, (size_t)len, buf, sizeof buf));
        long node = new_node(r, NODE_LEAF);
        if (node < 0) return -1;
        r->f->data[node] = v;
        note_leaf(r, v);
        if (attach(r, st, (uint32_t)node, 1) != 0) return -1;
        done = st->depth == 0;
    }
    if (len < 0) return -1;
    if (st->depth > 0)
        return fail_at(r, r->at, "the end of the file inside the node opened at %d:%d: expected ')'",
                       st->frame[st->depth - 1].at.line, st->frame[st->depth - 1].at.col);
    if (!done) return fail_at(r, r->at, "no tree: expected an integer or '('");
    return 0;
}

/* --- Gambit's .efg -------------------------------------------------------------- */

/* The next .efg token: a quoted string (returned with its quotes), '{',
 * '}', or a word; commas separate like whitespace. */
static long efg_token(struct reader *r, const char **start)
{
    for (;;) {
        if (skip_space(r, 0) != 0) return -1;
        if (r->p < r->end && *r->p == ',') { advance(r); continue; }
        break;
    }
    r->token_at = r->at;
    *start = r->p;
    if (r->p == r->end) return 0;
    if (*r->p == '"') {
        advance(r);
        while (r->p < r->end && *r->p != '"') {
            if (*r->p == '\0') return fail_at(r, r->at, "a NUL byte: expected text");
            if (*r->p == '\\' && r->p + 1 < r->end) advance(r);
            advance(r);
        }
        if (r->p == r->end) return fail_at(r, r->token_at, "a string that is never closed: expected '\"'");
        advance(r);
        return (long)(r->p - *start);
    }
    return next_token(r, start, "{},\"", 0);
}

static int efg_expect(struct reader *r, const char *what, int (*ok)(const char *, long), const char **s, long *len)
{
    char buf[64];
    *len = efg_token(r, s);
    if (*len < 0) return -1;
    if (*len == 0) return fail_at(r, r->token_at, "the end of the file: expected %s", what);
    if (!ok(*s, *len)) return fail_at(r, r->token_at, "expected %s, got '%s'", what, shown(*s, (size_t)*len, buf, sizeof buf));
    return 0;
}
static int is_string(const char *s, long len) { return len >= 2 && s[0] == '"'; }
static int is_open(const char *s, long len) { return len == 1 && s[0] == '{'; }
/* A player, information set or outcome number: 0 to 2^31 - 1 (so the
 * tables' keys, EFG_KEY, cannot overflow). */
static int is_number(const char *s, long len)
{
    int64_t v;
    int overflow;
    return parse_int64(s, (size_t)len, &v, &overflow) == 0 && v >= 0 && v <= INT32_MAX;
}
static int64_t number_of(const char *s, long len)
{
    int64_t v = 0;
    int overflow;
    parse_int64(s, (size_t)len, &v, &overflow);
    return v;
}

/* A payoff: an integer or an exact decimal, as mantissa and decimals. */
static int parse_payoff(const char *s, size_t len, int64_t *mantissa, int *decimals)
{
    const char *dot = memchr(s, '.', len);
    char buf[48];
    int overflow;
    *decimals = 0;
    if (!dot) return parse_int64(s, len, mantissa, &overflow);
    size_t digits = len - (size_t)(dot - s) - 1;
    if (len >= sizeof buf || digits == 0 || digits > 18) return -1;
    memcpy(buf, s, (size_t)(dot - s));
    memcpy(buf + (dot - s), dot + 1, digits);
    *decimals = (int)digits;
    return parse_int64(buf, len - 1, mantissa, &overflow);
}

/* Numbered tables of the file: information sets seen (per player),
 * chance events' probabilities and outcomes' payoffs, by number. */
struct efg_entry { int64_t key; uint32_t first, count; int64_t payoff; int decimals; };
struct efg_tables {
    struct efg_entry *entry;
    uint32_t entries, cap;
    uint64_t *num, *den;
    uint32_t probs, probs_cap;
};

static struct efg_entry *efg_find(struct efg_tables *t, int64_t key)
{
    for (uint32_t i = 0; i < t->entries; i++)
        if (t->entry[i].key == key) return &t->entry[i];
    return NULL;
}

static struct efg_entry *efg_add(struct efg_tables *t, int64_t key)
{
    if (grow((void **)&t->entry, &t->cap, t->entries + 1, sizeof *t->entry) != 0) return NULL;
    struct efg_entry *e = &t->entry[t->entries++];
    memset(e, 0, sizeof *e);
    e->key = key;
    return e;
}

/* Keys of the three tables, kept apart: kind * 2^40 + player * 2^32 + number. */
#define EFG_KEY(kind, player, number) ((int64_t)(kind) * ((int64_t)1 << 40) + (int64_t)(player) * ((int64_t)1 << 32) + (number))
enum { EFG_INFOSET = 1, EFG_CHANCE = 2, EFG_OUTCOME = 3 };

static int read_efg(struct reader *r, struct stack *st, uint8_t **leaf_decimals, uint32_t *decimals_cap)
{
    struct efg_tables tab = { NULL, 0, 0, NULL, NULL, 0, 0 };
    const char *s;
    long len;
    char buf[64];
    int rc = -1;
    /* Header: EFG 2 R "title" { "player" "player" } ["comment"] */
    const char *const MAGIC[] = { "EFG", "2", "R" };
    for (int i = 0; i < 3; i++) {
        len = efg_token(r, &s);
        if (len < 0) goto out;
        if (len != (long)strlen(MAGIC[i]) || memcmp(s, MAGIC[i], (size_t)len) != 0) {
            fail_at(r, r->token_at, "expected 'EFG 2 R' (rational .efg; 'EFG 2 F' files are not read)");
            goto out;
        }
    }
    if (efg_expect(r, "the title (a quoted string)", is_string, &s, &len) != 0
        || efg_expect(r, "'{' and the players' names", is_open, &s, &len) != 0)
        goto out;
    int players = 0;
    while ((len = efg_token(r, &s)) > 0 && is_string(s, len)) players++;
    if (len < 0) goto out;
    if (len == 0 || *s != '}') {
        fail_at(r, r->token_at, "expected the players' names (quoted) and '}'");
        goto out;
    }
    if (players != 2) {
        fail_at(r, r->token_at, "%d players: starbench reads two-player trees only", players);
        goto out;
    }
    len = efg_token(r, &s);
    if (len > 0 && is_string(s, len)) len = efg_token(r, &s); /* the comment */
    int done = 0;
    for (; len > 0; len = efg_token(r, &s)) {
        struct position at = r->token_at;
        if (done) {
            fail_at(r, at, "'%s' after the end of the tree: expected the end of the file", shown(s, (size_t)len, buf, sizeof buf));
            goto out;
        }
        if (len != 1 || (*s != 'p' && *s != 'c' && *s != 't')) {
            fail_at(r, at, "expected a node (p, c or t), got '%s'", shown(s, (size_t)len, buf, sizeof buf));
            goto out;
        }
        char type = *s;
        if (efg_expect(r, "the node's name (a quoted string)", is_string, &s, &len) != 0) goto out;
        if (type == 'p' || type == 'c') {
            int64_t player = 0;
            if (type == 'p') {
                if (efg_expect(r, "a player number (0 to 2147483647)", is_number, &s, &len) != 0) goto out;
                player = number_of(s, len);
                if (player != 1 && player != 2) {
                    fail_at(r, r->token_at, "player %lld: starbench reads players 1 (+ nodes) and 2 (- nodes) only",
                            (long long)player);
                    goto out;
                }
            }
            if (efg_expect(r, "an information set number (0 to 2147483647)", is_number, &s, &len) != 0) goto out;
            int64_t key = EFG_KEY(type == 'p' ? EFG_INFOSET : EFG_CHANCE, player, number_of(s, len));
            struct position set_at = r->token_at;
            struct efg_entry *e = efg_find(&tab, key);
            if (type == 'p' && e) {
                fail_at(r, set_at, "information set %lld of player %lld again: starbench reads perfect-information "
                        "trees only (every decision node its own information set)", (long long)number_of(s, len),
                        (long long)player);
                goto out;
            }
            len = efg_token(r, &s);
            if (len < 0) goto out;
            uint32_t first = tab.probs, count = 0;
            if (is_string(s, len)) {
                if (efg_expect(r, "'{' and the actions", is_open, &s, &len) != 0) goto out;
                while ((len = efg_token(r, &s)) > 0 && is_string(s, len)) {
                    uint64_t num = 1, den = 1;
                    if (type == 'c') {
                        const char *why;
                        len = efg_token(r, &s);
                        if (len <= 0 || parse_probability(s, (size_t)len, 1, &num, &den, &why) != 0) {
                            if (len >= 0) fail_at(r, r->token_at, "%s, got '%s'", len ? why : "expected a probability",
                                                  shown(s, (size_t)len, buf, sizeof buf));
                            goto out;
                        }
                    }
                    uint32_t cap = tab.probs_cap;
                    if (grow((void **)&tab.num, &cap, tab.probs + 1, sizeof *tab.num) != 0
                        || (cap = tab.probs_cap, grow((void **)&tab.den, &cap, tab.probs + 1, sizeof *tab.den)) != 0)
                        goto oom;
                    tab.probs_cap = cap;
                    tab.num[tab.probs] = num;
                    tab.den[tab.probs] = den;
                    tab.probs++;
                    count++;
                }
                if (len < 0) goto out;
                if (len == 0 || *s != '}') {
                    fail_at(r, r->token_at, "expected the actions (quoted)%s and '}'", type == 'c' ? " with probabilities" : "");
                    goto out;
                }
                if (count == 0) {
                    fail_at(r, r->token_at, "a node without children (no actions)");
                    goto out;
                }
                if (e) { /* a chance information set seen before: must be the same */
                    int same = e->count == count;
                    for (uint32_t i = 0; same && i < count; i++)
                        same = tab.num[e->first + i] == tab.num[first + i] && tab.den[e->first + i] == tab.den[first + i];
                    if (!same) {
                        fail_at(r, set_at, "chance information set %lld again, with other events", (long long)(key & 0xffffffff));
                        goto out;
                    }
                } else if (!(e = efg_add(&tab, key))) {
                    goto oom;
                } else {
                    e->first = first;
                    e->count = count;
                }
                len = efg_token(r, &s);
                if (len < 0) goto out;
            } else if (!e) {
                fail_at(r, r->token_at, "expected the information set's name and actions (its first appearance)");
                goto out;
            }
            if (len == 0 || !is_number(s, len)) {
                fail_at(r, r->token_at, "expected an outcome number (0 to 2147483647)");
                goto out;
            }
            if (number_of(s, len) != 0) {
                fail_at(r, r->token_at, "an outcome (payoffs) at a non-terminal node: starbench reads payoffs at "
                        "terminal nodes only");
                goto out;
            }
            if (push(r, st, type == 'c' ? NODE_CHANCE : player == 1 ? NODE_MAX : NODE_MIN, at, (int)e->count) != 0) goto out;
            struct frame *fr = &st->frame[st->depth - 1];
            if (type == 'c') {
                fr->with_probabilities = 1;
                fr->fixed = 1;
                if (fr->cap < e->count) {
                    uint32_t *c = realloc(fr->child, e->count * sizeof *c);
                    if (c) fr->child = c;
                    uint64_t *n = c ? realloc(fr->num, e->count * sizeof *n) : NULL;
                    if (n) fr->num = n;
                    uint64_t *d = n ? realloc(fr->den, e->count * sizeof *d) : NULL;
                    if (!d) goto oom;
                    fr->den = d;
                    fr->cap = e->count;
                }
                memcpy(fr->num, tab.num + e->first, e->count * sizeof *fr->num);
                memcpy(fr->den, tab.den + e->first, e->count * sizeof *fr->den);
            }
            continue;
        }
        /* t "name" outcome ["name" { payoffs }] */
        if (efg_expect(r, "an outcome number (0 to 2147483647)", is_number, &s, &len) != 0) goto out;
        int64_t outcome = number_of(s, len);
        struct position outcome_at = r->token_at;
        struct efg_entry *e = efg_find(&tab, EFG_KEY(EFG_OUTCOME, 0, outcome));
        const char *save_p = r->p;
        struct position save_at = r->at;
        len = efg_token(r, &s);
        if (len < 0) goto out;
        if (len > 0 && is_string(s, len)) {
            if (efg_expect(r, "'{' and the payoffs", is_open, &s, &len) != 0) goto out;
            int64_t payoff = 0;
            int decimals = 0, n = 0;
            while ((len = efg_token(r, &s)) > 0 && *s != '}') {
                int64_t m;
                int d;
                if (parse_payoff(s, (size_t)len, &m, &d) != 0) {
                    fail_at(r, r->token_at, "payoff '%s': expected an integer or an exact decimal (a 64-bit "
                            "mantissa, at most 18 decimals)", shown(s, (size_t)len, buf, sizeof buf));
                    goto out;
                }
                if (n++ == 0) { payoff = m; decimals = d; }
            }
            if (len < 0) goto out;
            if (len == 0) {
                fail_at(r, r->token_at, "the end of the file in a payoff list: expected '}'");
                goto out;
            }
            if (n != 2) {
                fail_at(r, r->token_at, "%d payoffs: expected one per player (2)", n);
                goto out;
            }
            if (e && (e->payoff != payoff || e->decimals != decimals)) {
                fail_at(r, outcome_at, "outcome %lld again, with other payoffs", (long long)outcome);
                goto out;
            }
            if (!e && outcome != 0) {
                if (!(e = efg_add(&tab, EFG_KEY(EFG_OUTCOME, 0, outcome)))) goto oom;
                e->payoff = payoff;
                e->decimals = decimals;
            }
            if (!e) {
                fail_at(r, outcome_at, "outcome 0 with payoffs: expected an outcome number from 1");
                goto out;
            }
        } else {
            r->p = save_p; /* not ours: the next node's token */
            r->at = save_at;
            if (!e) {
                fail_at(r, outcome_at, outcome == 0 ? "a terminal node without payoffs (outcome 0)"
                                                    : "outcome %lld has no payoffs given before", (long long)outcome);
                goto out;
            }
        }
        long node = new_node(r, NODE_LEAF);
        if (node < 0) goto out;
        if (grow((void **)leaf_decimals, decimals_cap, (uint32_t)node + 1, 1) != 0) goto oom;
        r->f->data[node] = e->payoff;
        (*leaf_decimals)[node] = (uint8_t)e->decimals;
        note_leaf(r, e->payoff);
        if (attach(r, st, (uint32_t)node, 1) != 0) goto out;
        /* Close every node whose announced children are all there. */
        while (st->depth > 0 && st->frame[st->depth - 1].count == (uint32_t)st->frame[st->depth - 1].expected) {
            uint32_t closed = st->frame[st->depth - 1].node;
            uint64_t scale;
            if (frame_close(r, st, &scale) != 0 || attach(r, st, closed, scale) != 0) goto out;
        }
        done = st->depth == 0;
    }
    if (len < 0) goto out;
    if (st->depth > 0) {
        fail_at(r, r->at, "the end of the file: the node at %d:%d has %u of its %d children",
                st->frame[st->depth - 1].at.line, st->frame[st->depth - 1].at.col,
                (unsigned)st->frame[st->depth - 1].count, st->frame[st->depth - 1].expected);
        goto out;
    }
    if (!done) {
        fail_at(r, r->at, "no tree: expected a node (p, c or t)");
        goto out;
    }
    rc = 0;
    goto out;
oom:
    fail_at(r, r->token_at, "out of memory");
out:
    free(tab.entry);
    free(tab.num);
    free(tab.den);
    return rc;
}

/* --- reading a file ----------------------------------------------------------------- */

/* The whole input, NUL-terminated; NULL with a message on error. */
static char *slurp(FILE *in, const char *name, size_t *size, char *err, size_t errlen)
{
    char *text = input_read_all(in, TREEFILE_MAX_BYTES, size);
    if (text) return text;
    if (errno == ENOMEM) snprintf(err, errlen, "%s: out of memory", name);
    else if (errno == EFBIG) snprintf(err, errlen, "%s: larger than %zu bytes (the limit)", name, TREEFILE_MAX_BYTES);
    else snprintf(err, errlen, "%s: cannot read: %s", name, strerror(errno));
    return NULL;
}

struct file_tree *treefile_read(FILE *in, const char *name, const struct treefile_bounds *bounds,
                                char *err, size_t errlen)
{
    size_t size;
    char *text = slurp(in, name, &size, err, errlen);
    if (!text) return NULL;
    struct file_tree *f = calloc(1, sizeof *f);
    struct stack *st = calloc(1, sizeof *st);
    struct reader r = { .name = name, .text = text, .p = text, .end = text + size, .at = { 1, 1 },
                        .token_at = { 1, 1 }, .err = err, .errlen = errlen, .f = f };
    uint8_t *decimals = NULL;
    uint32_t decimals_cap = 0;
    int rc = -1;
    if (!f || !st) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto out;
    }
    /* A UTF-8 byte order mark (what some editors put first) is no token:
     * skipped, and the first line's columns count from after it. */
    if (size >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) r.p += 3;
    const char *start = r.p;
    while (start < r.end && isspace((unsigned char)*start)) start++;
    int efg = r.end - start >= 3 && memcmp(start, "EFG", 3) == 0;
    if ((efg ? read_efg(&r, st, &decimals, &decimals_cap) : read_native(&r, st)) != 0) goto out;

    /* Every leaf in the same units: .efg decimals scaled by 10^k, k the most
     * decimals of any payoff; then L and U. */
    int k = 0;
    uint64_t ten_k = 1;
    for (uint32_t i = 0; efg && i < f->nodes; i++)
        if (f->kind[i] == NODE_LEAF && decimals[i] > k) k = decimals[i];
    for (int i = 0; i < k; i++) ten_k *= 10;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t i = 0; i < f->nodes; i++) {
        if (f->kind[i] != NODE_LEAF) continue;
        if (efg) {
            int64_t m = f->data[i];
            for (int d = decimals[i]; d < k; d++) {
                if (m > INT64_MAX / 10 || m < INT64_MIN / 10) {
                    snprintf(err, errlen, "%s: payoffs with up to %d decimals pass 64 bits as integers", name, k);
                    goto out;
                }
                m *= 10;
            }
            f->data[i] = m;
        }
        if (f->data[i] < lo) lo = f->data[i];
        if (f->data[i] > hi) hi = f->data[i];
    }
    if (bounds && bounds->given) {
        int64_t blo = bounds->lo, bhi = bounds->hi;
        for (int i = 0; i < k; i++) {
            if (blo > INT64_MAX / 10 || blo < INT64_MIN / 10 || bhi > INT64_MAX / 10 || bhi < INT64_MIN / 10) {
                snprintf(err, errlen, "--bounds: %lld,%lld in the file's %d decimals pass 64 bits",
                         (long long)bounds->lo, (long long)bounds->hi, k);
                goto out;
            }
            blo *= 10;
            bhi *= 10;
        }
        if (blo > lo || bhi < hi) {
            snprintf(err, errlen, "--bounds: %lld,%lld does not contain every leaf of %s (they range over "
                     "%lld..%lld%s)", (long long)bounds->lo, (long long)bounds->hi, name, (long long)lo,
                     (long long)hi, k ? " in units of the smallest decimal" : "");
            goto out;
        }
        lo = blo;
        hi = bhi;
    }

    /* The exact scale: the root's (the lcm below, eq. in frame_close) times
     * 10^k; every sum the search forms must stay below 2^62. */
    uint64_t scale = st->root_scale;
    if (ten_k > (uint64_t)SCALE_LIMIT / scale) {
        snprintf(err, errlen, "%s: the exact scale (common denominator of the values) passes 2^40", name);
        goto out;
    }
    uint64_t w_max = 1, magnitude = lo < 0 ? (uint64_t)0 - (uint64_t)lo : (uint64_t)lo;
    uint64_t hi_magnitude = hi < 0 ? (uint64_t)0 - (uint64_t)hi : (uint64_t)hi;
    if (hi_magnitude > magnitude) magnitude = hi_magnitude;
    int max_children = 0, depth = 0;
    for (uint32_t i = 0; i < f->nodes; i++)
        if (f->kind[i] != NODE_LEAF && (uint64_t)f->total[i] > w_max) w_max = (uint64_t)f->total[i];
    for (int d = 0; d <= TREEFILE_MAX_DEPTH; d++) {
        if (f->max_children_at[d] > max_children) max_children = f->max_children_at[d];
        if (f->max_children_at[d] > 0) depth = d + 1;
    }
    const int64_t limit = TREE_VALUE_LIMIT;
    if (magnitude >= (uint64_t)limit
        || tree_checked_mul(tree_checked_mul(tree_checked_mul((int64_t)magnitude, (int64_t)scale, limit),
                                             (int64_t)w_max, limit), 4, limit) < 0) {
        fail_at(&r, r.extreme_at, "values too large for exact 64-bit search: |leaf or bound| %llu x scale %llu "
                "x largest chance total %llu x 4 must stay below 2^62", (unsigned long long)magnitude,
                (unsigned long long)scale, (unsigned long long)w_max);
        goto out;
    }
    for (uint32_t i = 0; i < f->nodes; i++)
        if (f->kind[i] == NODE_LEAF) f->data[i] *= (int64_t)scale;

    struct tree *t = &f->tree;
    t->ops = &FILE_OPS;
    t->root.id = (uint64_t)st->root;
    t->root.path = 0;
    t->root.depth = 0;
    t->root.kind = (enum node_kind)f->kind[st->root];
    t->scale = (value_t)(scale * ten_k);
    t->lo = lo * (int64_t)scale;
    t->hi = hi * (int64_t)scale;
    t->depth = depth;
    t->max_children = max_children;
    t->max_children_at = f->max_children_at;
    t->cursor_scratch = 0;
    rc = 0;
out:
    if (st) stack_free(st);
    free(st);
    free(text);
    free(decimals);
    if (rc != 0) {
        treefile_free(f);
        return NULL;
    }
    return f;
}
