/* treefile.c - see treefile.h.
 *
 * Both readers are iterative (an explicit stack of open nodes, at most
 * TREEFILE_MAX_DEPTH deep), so no input can overflow the C stack.  Nodes are
 * numbered in the order they are read; when a node closes, its children's
 * numbers and weights are appended to the edge arrays, so every node's
 * children are contiguous there. */
#include "sources/treefile.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/escape.h"
#include "core/input.h"

/* The exact scale stays below 2^40 (at most SCALE_MAX), and every
 * |value| * scale * W * 4 below 2^62 (TREE_VALUE_LIMIT). */
#define SCALE_MAX (((int64_t)1 << 40) - 1)
#define STRINGIFY(x) #x
#define DECIMALS_TEXT_OF(x) STRINGIFY(x)
#define DECIMALS_TEXT DECIMALS_TEXT_OF(TREEFILE_MAX_DECIMALS)

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
    uint16_t *moves;          /* per node, the + and - nodes above it (tree_ops.moves_above) */
    int move_levels;          /* the most + and - nodes on a path from the root */
    int64_t *eval;            /* per node, its :eval (scaled), or NO_EVAL; NULL when the file has none */
    uint32_t eval_cap;
    int max_children_at[TREEFILE_MAX_DEPTH + 1];
};

#define NO_EVAL INT64_MIN

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

/* A file's :eval (every node the horizon reaches has one: treefile_check_horizon). */
static value_t file_evaluate(const struct tree *t, const struct node *n)
{
    return ((const struct file_tree *)t)->eval[n->id];
}

static int file_moves_above(const struct tree *t, const struct node *n)
{
    return ((const struct file_tree *)t)->moves[n->id];
}

static const struct tree_ops FILE_OPS = { file_open, file_next, file_leaf, NULL, NULL, file_moves_above, NULL, NULL,
                                          NULL, NULL, NULL, NULL }; /* move_key NULL: a move is its position */
static const struct tree_ops FILE_EVAL_OPS = { file_open, file_next, file_leaf, NULL, file_evaluate,
                                               file_moves_above, NULL, NULL, NULL, NULL, NULL, NULL };

const struct tree *treefile_tree(const struct file_tree *f) { return &f->tree; }
uint64_t treefile_leaf_count(const struct file_tree *f) { return f->leaves; }
int treefile_move_levels(const struct file_tree *f) { return f->move_levels; }

void treefile_free(struct file_tree *f)
{
    if (!f) return;
    free(f->kind);
    free(f->count);
    free(f->data);
    free(f->total);
    free(f->edge_child);
    free(f->edge_weight);
    free(f->moves);
    free(f->eval);
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
    int line;                  /* of p */
    const char *line_start;    /* where p's line begins (a column is a byte count from it) */
    struct position token_at;  /* of the last token read */
    char *err;
    size_t errlen;
    struct file_tree *f;
    /* Per number of decimals d, the largest |mantissa| of a leaf with d
     * decimals, and where: the leaf that overflows first when every leaf
     * is scaled to the most decimals, and the largest scaled one. */
    uint64_t widest[TREEFILE_MAX_DECIMALS + 1];
    struct position widest_at[TREEFILE_MAX_DECIMALS + 1];
    int seen[TREEFILE_MAX_DECIMALS + 1];
    uint8_t *decimals;         /* .efg: each leaf's decimals, by node number */
    uint32_t decimals_cap;
    struct eval_at { uint32_t node; struct position at; } *evals; /* each :eval read, and where */
    uint32_t eval_count, evals_cap;
};

/* Where p is. */
static struct position here(const struct reader *r)
{
    struct position at = { r->line, (int)(r->p - r->line_start) + 1 };
    return at;
}

/* A place to come back to after looking one token ahead. */
struct mark { const char *p, *line_start; int line; };

static struct mark mark_here(const struct reader *r)
{
    struct mark m = { r->p, r->line_start, r->line };
    return m;
}

static void back_to(struct reader *r, struct mark m)
{
    r->p = m.p;
    r->line_start = m.line_start;
    r->line = m.line;
}

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

/* What a byte is to the tokenizers (the C locale's isspace; a NUL ends a
 * token and is refused where text is expected). */
enum {
    CHAR_SPACE = 1, CHAR_NUL = 2, CHAR_HASH = 4,
    CHAR_NATIVE_DELIMITER = 8,   /* a token of its own in starbench's format: ( ) */
    CHAR_EFG_DELIMITER = 16      /* a token of its own in .efg: { } , " */
};
static const unsigned char CHAR_CLASS[256] = {
    ['\0'] = CHAR_NUL, [' '] = CHAR_SPACE, ['\t'] = CHAR_SPACE, ['\n'] = CHAR_SPACE, ['\v'] = CHAR_SPACE,
    ['\f'] = CHAR_SPACE, ['\r'] = CHAR_SPACE, ['#'] = CHAR_HASH,
    ['('] = CHAR_NATIVE_DELIMITER, [')'] = CHAR_NATIVE_DELIMITER,
    ['{'] = CHAR_EFG_DELIMITER, ['}'] = CHAR_EFG_DELIMITER, [','] = CHAR_EFG_DELIMITER, ['"'] = CHAR_EFG_DELIMITER,
};
#define CLASS(c) CHAR_CLASS[(unsigned char)(c)]

/* Moves p one byte on, counting lines. */
static void advance(struct reader *r)
{
    if (*r->p++ == '\n') {
        r->line++;
        r->line_start = r->p;
    }
}

/* Skips whitespace and (with comments) '#' comments; refuses NUL bytes. */
static int skip_space(struct reader *r, int comments)
{
    const char *p = r->p;
    for (; p < r->end; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '\n') {
            r->line++;
            r->line_start = p + 1;
        } else if (CLASS(c) & CHAR_SPACE) {
            continue;
        } else if (comments && c == '#') {
            while (p + 1 < r->end && p[1] != '\n' && p[1] != '\0') p++;
            if (p + 1 < r->end && p[1] == '\0') {
                p++; /* refused below */
                break;
            }
        } else {
            break;
        }
    }
    r->p = p;
    if (p < r->end && *p == '\0') return fail_at(r, here(r), "a NUL byte: expected text");
    return 0;
}

/* The next token: a byte of class `single` alone, or a run of bytes up to
 * one of class `ends`.  Returns its length, 0 at the end of the input, -1
 * on error. */
static long next_token(struct reader *r, const char **start, unsigned single, unsigned ends, int comments)
{
    if (skip_space(r, comments) != 0) return -1;
    r->token_at = here(r);
    *start = r->p;
    if (r->p == r->end) return 0;
    if (CLASS(*r->p) & single) {
        r->p++;
        return 1;
    }
    const char *p = r->p;
    while (p < r->end && !(CLASS(*p) & ends)) p++;
    r->p = p; /* no newline inside a token */
    return (long)(p - *start);
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
        unsigned d = (unsigned char)s[i] - (unsigned)'0';
        if (d > 9) return -1;
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

/* A leaf's value v with its decimals, read at `at` (see struct reader). */
static void note_payoff(struct reader *r, int64_t v, int decimals, struct position at)
{
    uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    if (m >= r->widest[decimals] || !r->seen[decimals]) {
        r->widest[decimals] = m;
        r->widest_at[decimals] = at;
        r->seen[decimals] = 1;
    }
}

/* A new node; its number, or -1. */
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
    if (f->eval) {
        if (grow((void **)&f->eval, &f->eval_cap, need, sizeof *f->eval) != 0) {
            fail_at(r, r->token_at, "out of memory");
            return -1;
        }
        f->eval[f->nodes] = NO_EVAL;
    }
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
    uint32_t count, cap;        /* children, and room for them in child */
    uint32_t probability_cap;   /* room in num and den */
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
    /* Only a chance node keeps its branches' probabilities (a + or - node
     * of 16 million leaves would spend 256 MB on them). */
    int chance = fr->kind == NODE_CHANCE;
    if (fr->count == fr->cap) {
        uint32_t cap = fr->cap ? fr->cap * 2 : 8;
        uint32_t *c = realloc(fr->child, cap * sizeof *c);
        if (!c) return fail_at(r, r->token_at, "out of memory");
        fr->child = c;
        fr->cap = cap;
    }
    if (chance && fr->count >= fr->probability_cap) { /* never shrinks a .efg node's given probabilities */
        uint64_t *n = realloc(fr->num, fr->cap * sizeof *n);
        if (n) fr->num = n;
        uint64_t *d = n ? realloc(fr->den, fr->cap * sizeof *d) : NULL;
        if (!d) return fail_at(r, r->token_at, "out of memory");
        fr->den = d;
        fr->probability_cap = fr->cap;
    }
    fr->child[fr->count] = child;
    if (chance) {
        fr->num[fr->count] = num;
        fr->den[fr->count] = den;
    }
    fr->count++;
    fr->scale = lcm_within(fr->scale, child_scale, (uint64_t)SCALE_MAX);
    if (fr->scale == 0)
        return fail_at(r, fr->at, "the exact scale of this node's values (the common denominator of "
                       "its probabilities' products) reaches 2^40 (it must stay below)");
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
                if ((total = lcm_within(total, fr->den[i], (uint64_t)SCALE_MAX)) == 0)
                    return fail_at(r, fr->at, "the common denominator of the probabilities reaches 2^40 (it must stay below)");
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
        if (total > (uint64_t)SCALE_MAX / scale)
            return fail_at(r, fr->at, "the exact scale of this node's values (the product of the "
                           "probabilities' denominators below it) reaches 2^40 (it must stay below)");
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

#define NATIVE_SINGLE CHAR_NATIVE_DELIMITER
#define NATIVE_ENDS (CHAR_SPACE | CHAR_NUL | CHAR_HASH | CHAR_NATIVE_DELIMITER)

/* ":eval V" right after an inner node's kind: its static evaluation, an
 * integer in the leaves' units (checked against the bounds once they are
 * known: check_evals). */
static int read_eval(struct reader *r, struct frame *fr, struct position at)
{
    struct file_tree *f = r->f;
    const char *s;
    char buf[64];
    int64_t v;
    int overflow;
    if (!fr || fr->count > 0 || fr->pending_probability)
        return fail_at(r, at, ":eval must come right after an inner node's kind, as in (max :eval 3 ...)");
    if (f->eval && f->eval[fr->node] != NO_EVAL) return fail_at(r, at, "a second :eval for one node");
    long len = next_token(r, &s, NATIVE_SINGLE, NATIVE_ENDS, 1);
    if (len < 0) return -1;
    if (len == 0) return fail_at(r, r->token_at, "expected an integer after :eval, got the end of the file");
    if (parse_int64(s, (size_t)len, &v, &overflow) != 0 || v == NO_EVAL)
        return fail_at(r, r->token_at, "expected an integer after :eval (in the leaves' units), got '%s'",
                       shown(s, (size_t)len, buf, sizeof buf));
    if (!f->eval) {
        if (grow((void **)&f->eval, &f->eval_cap, f->node_cap, sizeof *f->eval) != 0)
            return fail_at(r, at, "out of memory");
        for (uint32_t i = 0; i < f->nodes; i++) f->eval[i] = NO_EVAL;
    }
    if (grow((void **)&r->evals, &r->evals_cap, r->eval_count + 1, sizeof *r->evals) != 0)
        return fail_at(r, at, "out of memory");
    r->evals[r->eval_count++] = (struct eval_at){ fr->node, at };
    f->eval[fr->node] = v;
    return 0;
}

/* A leaf: the token s (len bytes, at `at`) must be an integer. */
static int read_native_leaf(struct reader *r, struct stack *st, const char *s, long len, struct position at)
{
    char buf[64];
    int64_t v;
    int overflow;
    if (parse_int64(s, (size_t)len, &v, &overflow) != 0) {
        if (memchr(s, '.', (size_t)len))
            return fail_at(r, at, "expected an integer leaf, '(' or ')', got '%s' (probabilities are written "
                           "P/Q, 0.5 as 1/2; leaves are integers here: scale them, or write a .efg, whose "
                           "payoffs may be decimals)", shown(s, (size_t)len, buf, sizeof buf));
        return fail_at(r, at, overflow ? "integer '%s' is past 64 bits" : "expected an integer, '(' or ')', got '%s'",
                       shown(s, (size_t)len, buf, sizeof buf));
    }
    long node = new_node(r, NODE_LEAF);
    if (node < 0) return -1;
    r->f->data[node] = v;
    note_payoff(r, v, 0, at);
    return attach(r, st, (uint32_t)node, 1);
}

static int read_native(struct reader *r, struct stack *st)
{
    const char *s;
    long len;
    char buf[64];
    int done = 0;
    while ((len = next_token(r, &s, NATIVE_SINGLE, NATIVE_ENDS, 1)) > 0) {
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
            long klen = next_token(r, &k, NATIVE_SINGLE, NATIVE_ENDS, 1);
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
        if (len == 5 && memcmp(s, ":eval", 5) == 0) {
            if (read_eval(r, fr, at) != 0) return -1;
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
        if (read_native_leaf(r, st, s, len, at) != 0) return -1;
        done = st->depth == 0;
    }
    if (len < 0) return -1;
    if (st->depth > 0)
        return fail_at(r, here(r), "the end of the file inside the node opened at %d:%d: expected ')'",
                       st->frame[st->depth - 1].at.line, st->frame[st->depth - 1].at.col);
    if (!done) return fail_at(r, here(r), "no tree: expected an integer or '('");
    return 0;
}

/* --- Gambit's .efg -------------------------------------------------------------- */

/* The next .efg token: a quoted string (returned with its quotes), '{',
 * '}', or a word; commas separate like whitespace. */
static long efg_token(struct reader *r, const char **start)
{
    for (;;) {
        if (skip_space(r, 0) != 0) return -1;
        if (r->p < r->end && *r->p == ',') { r->p++; continue; }
        break;
    }
    r->token_at = here(r);
    *start = r->p;
    if (r->p == r->end) return 0;
    if (*r->p == '"') {
        advance(r);
        while (r->p < r->end && *r->p != '"') {
            if (*r->p == '\0') return fail_at(r, here(r), "a NUL byte: expected text");
            if (*r->p == '\\' && r->p + 1 < r->end) advance(r);
            advance(r);
        }
        if (r->p == r->end) return fail_at(r, r->token_at, "a string that is never closed: expected '\"'");
        advance(r);
        return (long)(r->p - *start);
    }
    const char *p = r->p; /* past any space already */
    if (CLASS(*p) & CHAR_EFG_DELIMITER) {
        r->p++;
        return 1;
    }
    while (p < r->end && !(CLASS(*p) & (CHAR_SPACE | CHAR_NUL | CHAR_EFG_DELIMITER))) p++;
    r->p = p;
    return (long)(p - *start);
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
/* A player, information set or outcome number: 0 to 2^31 - 1, digits only
 * (so the hash table's keys, space * 2^32 + number, cannot overflow).
 * Returns it, or -1. */
static int64_t number_of(const char *s, long len)
{
    int64_t v = 0;
    if (len < 1 || len > 10) return -1;
    for (long i = 0; i < len; i++) {
        unsigned digit = (unsigned char)s[i] - (unsigned)'0';
        if (digit > 9) return -1;
        v = v * 10 + digit;
    }
    return v <= INT32_MAX ? v : -1;
}

/* The next token, which must be such a number: into *value. */
static int efg_number(struct reader *r, const char *what, int64_t *value)
{
    const char *s;
    long len = efg_token(r, &s);
    char buf[64];
    if (len < 0) return -1;
    if (len == 0) return fail_at(r, r->token_at, "the end of the file: expected %s (0 to 2147483647)", what);
    if ((*value = number_of(s, len)) < 0)
        return fail_at(r, r->token_at, "expected %s (0 to 2147483647), got '%s'", what,
                       shown(s, (size_t)len, buf, sizeof buf));
    return 0;
}

/* A payoff: an integer or an exact decimal, as mantissa and decimals, with
 * trailing zeros after the point dropped (2.50 is 25 and 1 decimal).
 * Returns 0, or -1 with the reason in why. */
static int parse_payoff(const char *s, size_t len, int64_t *mantissa, int *decimals, const char **why)
{
    const char *dot = memchr(s, '.', len);
    char buf[48];
    int overflow;
    *decimals = 0;
    *why = "expected an integer or an exact decimal";
    if (!dot) {
        if (parse_int64(s, len, mantissa, &overflow) != 0) {
            if (overflow) *why = "an integer past 64 bits";
            return -1;
        }
        return 0;
    }
    size_t whole = (size_t)(dot - s), digits = len - whole - 1;
    if (len >= sizeof buf || digits == 0) return -1;
    memcpy(buf, s, whole);
    memcpy(buf + whole, dot + 1, digits);
    while (digits > 0 && buf[whole + digits - 1] == '0') digits--; /* 2.50 is 2.5 */
    if (parse_int64(buf, whole + digits, mantissa, &overflow) != 0) {
        if (overflow) *why = "a decimal whose digits pass 64 bits";
        return -1;
    }
    if (digits > TREEFILE_MAX_DECIMALS) {
        *why = "more than " DECIMALS_TEXT " decimals (the exact scale, 10^decimals times the probabilities' "
               "denominators, must stay below 2^40)";
        return -1;
    }
    *decimals = (int)digits;
    return 0;
}

/* Numbered tables of the file, one space of numbers each: player 1's and
 * player 2's information sets, chance information sets and outcomes, each
 * number mapped to a value (0: not seen yet): 1 for a player's set, the
 * chance set's index + 1 in `sets`, the outcome's first leaf + 1 (its
 * payoff is that leaf's).  Files number them 1, 2, 3, ... in practice, so
 * each space is an array indexed by number (small and cache-friendly); a
 * number far past what the nodes read so far can use goes to a hash table
 * instead, so that memory and time stay linear in the file whatever its
 * numbering. */
enum { EFG_PLAYER_1, EFG_PLAYER_2, EFG_CHANCE, EFG_OUTCOME, EFG_SPACES };
struct efg_slot { int64_t key; uint32_t value; };  /* key: space * 2^32 + number */
struct efg_events { uint32_t first, count; };      /* a chance set's probabilities in num, den */
struct efg_tables {
    uint32_t *dense[EFG_SPACES];
    uint32_t dense_len[EFG_SPACES];
    struct efg_slot *slot;      /* the hash table: open addressing, at most half full */
    uint32_t used, cap;         /* cap: 0 or a power of two */
    struct efg_events *sets;
    uint32_t set_count, set_cap;
    uint64_t *num, *den;        /* chance events' probabilities, each set's contiguous */
    uint32_t probs, probs_cap;
};

static uint32_t efg_hash(int64_t key, uint32_t cap)
{
    uint64_t h = (uint64_t)key; /* SplitMix64's finalizer: every key bit reaches the low bits */
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    return (uint32_t)(h ^ (h >> 31)) & (cap - 1);
}

/* The key's slot, or the empty one where it would go. */
static struct efg_slot *efg_probe(struct efg_slot *slot, uint32_t cap, int64_t key)
{
    uint32_t i = efg_hash(key, cap);
    while (slot[i].value && slot[i].key != key) i = (i + 1) & (cap - 1);
    return &slot[i];
}

/* The value of number in space, or 0. */
static uint32_t efg_find(const struct efg_tables *t, int space, int64_t number)
{
    if ((uint64_t)number < t->dense_len[space] && t->dense[space][number]) return t->dense[space][number];
    return t->cap ? efg_probe(t->slot, t->cap, (int64_t)space << 32 | number)->value : 0;
}

static int efg_hash_set(struct efg_tables *t, int64_t key, uint32_t value)
{
    if (2 * ((uint64_t)t->used + 1) > t->cap) {
        uint32_t cap = t->cap ? 2 * t->cap : 64; /* entries <= nodes <= 2^24: cap <= 2^26 */
        struct efg_slot *slot = calloc(cap, sizeof *slot);
        if (!slot) return -1;
        for (uint32_t i = 0; i < t->cap; i++)
            if (t->slot[i].value) *efg_probe(slot, cap, t->slot[i].key) = t->slot[i];
        free(t->slot);
        t->slot = slot;
        t->cap = cap;
    }
    struct efg_slot *s = efg_probe(t->slot, t->cap, key);
    s->key = key;
    s->value = value;
    t->used++;
    return 0;
}

/* Gives a number not yet seen in space its value (nonzero).  `nodes`
 * read so far bound how many numbers a file can have used: the dense
 * array grows to at most twice that (plus a margin).  0, or -1 when out of
 * memory. */
static int efg_set(struct efg_tables *t, int space, int64_t number, uint32_t value, uint32_t nodes)
{
    uint64_t len = t->dense_len[space], limit = 2 * (uint64_t)nodes + 65536;
    if ((uint64_t)number >= len && (uint64_t)number >= limit)
        return efg_hash_set(t, (int64_t)space << 32 | number, value);
    if ((uint64_t)number >= len) {
        uint64_t grown = len ? 2 * len : 1024;
        if (grown <= (uint64_t)number) grown = (uint64_t)number + 1;
        if (grown > limit) grown = limit;
        uint32_t *dense = realloc(t->dense[space], grown * sizeof *dense);
        if (!dense) return -1;
        memset(dense + len, 0, (grown - len) * sizeof *dense);
        t->dense[space] = dense;
        t->dense_len[space] = (uint32_t)grown;
    }
    t->dense[space][number] = value;
    return 0;
}

static void efg_tables_free(struct efg_tables *t)
{
    for (int i = 0; i < EFG_SPACES; i++) free(t->dense[i]);
    free(t->slot);
    free(t->sets);
    free(t->num);
    free(t->den);
}

/* Header: EFG 2 R "title" { "player" "player" } ["comment"].  Leaves the
 * first token after it in *s, *len. */
static int efg_header(struct reader *r, const char **s, long *len)
{
    const char *const MAGIC[] = { "EFG", "2", "R" };
    for (int i = 0; i < 3; i++) {
        *len = efg_token(r, s);
        if (*len < 0) return -1;
        if (*len != (long)strlen(MAGIC[i]) || memcmp(*s, MAGIC[i], (size_t)*len) != 0)
            return fail_at(r, r->token_at, "expected 'EFG 2 R' (rational .efg; 'EFG 2 F' files are not read)");
    }
    if (efg_expect(r, "the title (a quoted string)", is_string, s, len) != 0
        || efg_expect(r, "'{' and the players' names", is_open, s, len) != 0)
        return -1;
    int players = 0;
    while ((*len = efg_token(r, s)) > 0 && is_string(*s, *len)) players++;
    if (*len < 0) return -1;
    if (*len == 0 || **s != '}') return fail_at(r, r->token_at, "expected the players' names (quoted) and '}'");
    if (players != 2)
        return fail_at(r, r->token_at, "%d players: starbench reads two-player trees only", players);
    *len = efg_token(r, s);
    if (*len > 0 && is_string(*s, *len)) *len = efg_token(r, s); /* the comment */
    return *len < 0 ? -1 : 0;
}

/* A node's actions, { "name" ... } or for chance { "name" P ... }, after
 * the '{': a chance node's probabilities appended to the tables (a
 * player's actions are only counted).  Sets *count. */
static int efg_actions(struct reader *r, struct efg_tables *tab, int chance, uint32_t *count)
{
    const char *s;
    long len;
    char buf[64];
    *count = 0;
    while ((len = efg_token(r, &s)) > 0 && is_string(s, len)) {
        uint64_t num = 1, den = 1;
        (*count)++;
        if (!chance) continue;
        const char *why;
        len = efg_token(r, &s);
        if (len <= 0 || parse_probability(s, (size_t)len, 1, &num, &den, &why) != 0) {
            if (len < 0) return -1;
            return fail_at(r, r->token_at, "%s, got '%s'", len ? why : "expected a probability",
                           shown(s, (size_t)len, buf, sizeof buf));
        }
        uint32_t cap = tab->probs_cap;
        if (grow((void **)&tab->num, &cap, tab->probs + 1, sizeof *tab->num) != 0
            || (cap = tab->probs_cap, grow((void **)&tab->den, &cap, tab->probs + 1, sizeof *tab->den)) != 0)
            return fail_at(r, r->token_at, "out of memory");
        tab->probs_cap = cap;
        tab->num[tab->probs] = num;
        tab->den[tab->probs] = den;
        tab->probs++;
    }
    if (len < 0) return -1;
    if (len == 0 || *s != '}')
        return fail_at(r, r->token_at, "expected the actions (quoted)%s and '}'", chance ? " with probabilities" : "");
    if (*count == 0) return fail_at(r, r->token_at, "a node without children (no actions)");
    return 0;
}

/* The information set of a p or c node, at its number: its first
 * appearance names it and lists its actions, a later one (a chance set
 * only: perfect information) may repeat them, which must then agree.
 * Sets *events to the set's actions (a player's: their probabilities are
 * 1/1 each, unused). */
static int efg_information_set(struct reader *r, struct efg_tables *tab, int chance, int64_t player,
                               struct efg_events *events)
{
    const char *s;
    long len;
    int64_t number;
    if (efg_number(r, "an information set number", &number) != 0) return -1;
    int space = chance ? EFG_CHANCE : player == 1 ? EFG_PLAYER_1 : EFG_PLAYER_2;
    struct position set_at = r->token_at;
    uint32_t seen = efg_find(tab, space, number);
    if (!chance && seen)
        return fail_at(r, set_at, "information set %lld of player %lld again: starbench reads perfect-information "
                       "trees only (every decision node its own information set)", (long long)number,
                       (long long)player);
    struct mark before = mark_here(r);
    len = efg_token(r, &s);
    if (len < 0) return -1;
    if (!is_string(s, len)) {
        back_to(r, before); /* the outcome number: the caller's */
        if (!seen) return fail_at(r, r->token_at, "expected the information set's name and actions (its first appearance)");
        *events = tab->sets[seen - 1];
        return 0;
    }
    events->first = tab->probs;
    if (efg_expect(r, "'{' and the actions", is_open, &s, &len) != 0
        || efg_actions(r, tab, chance, &events->count) != 0)
        return -1;
    if (seen) { /* a chance information set seen before: must be the same */
        const struct efg_events *old = &tab->sets[seen - 1];
        int same = old->count == events->count;
        for (uint32_t i = 0; same && i < events->count; i++)
            same = tab->num[old->first + i] == tab->num[events->first + i]
                   && tab->den[old->first + i] == tab->den[events->first + i];
        if (!same) return fail_at(r, set_at, "chance information set %lld again, with other events", (long long)number);
        tab->probs = events->first; /* the copy is not kept */
        *events = *old;
        return 0;
    }
    uint32_t cap = tab->set_cap;
    if (grow((void **)&tab->sets, &cap, tab->set_count + 1, sizeof *tab->sets) != 0)
        return fail_at(r, r->token_at, "out of memory");
    tab->set_cap = cap;
    tab->sets[tab->set_count++] = *events;
    if (efg_set(tab, space, number, chance ? tab->set_count : 1, r->f->nodes) != 0)
        return fail_at(r, r->token_at, "out of memory");
    return 0;
}

/* p "name" PLAYER SET ["name" { actions }] OUTCOME, or the same for c
 * without PLAYER: opens a + or - node (players 1 and 2) or a chance node
 * with the set's probabilities. */
static int efg_inner_node(struct reader *r, struct stack *st, struct efg_tables *tab, int chance, struct position at)
{
    const char *s;
    long len;
    int64_t player = 0;
    struct efg_events events;
    if (efg_expect(r, "the node's name (a quoted string)", is_string, &s, &len) != 0) return -1;
    if (!chance) {
        if (efg_number(r, "a player number", &player) != 0) return -1;
        if (player != 1 && player != 2)
            return fail_at(r, r->token_at, "player %lld: starbench reads players 1 (+ nodes) and 2 (- nodes) only",
                           (long long)player);
    }
    if (efg_information_set(r, tab, chance, player, &events) != 0) return -1;
    int64_t outcome;
    if (efg_number(r, "an outcome number", &outcome) != 0) return -1;
    if (outcome != 0)
        return fail_at(r, r->token_at, "an outcome (payoffs) at a non-terminal node: starbench reads payoffs at "
                       "terminal nodes only");
    uint32_t count = events.count;
    if (push(r, st, chance ? NODE_CHANCE : player == 1 ? NODE_MAX : NODE_MIN, at, (int)count) != 0) return -1;
    if (!chance) return 0;
    struct frame *fr = &st->frame[st->depth - 1];
    fr->with_probabilities = 1;
    fr->fixed = 1;
    if (fr->probability_cap < count) {
        uint64_t *n = realloc(fr->num, count * sizeof *n);
        if (n) fr->num = n;
        uint64_t *d = n ? realloc(fr->den, count * sizeof *d) : NULL;
        if (!d) return fail_at(r, at, "out of memory");
        fr->den = d;
        fr->probability_cap = count;
    }
    memcpy(fr->num, tab->num + events.first, count * sizeof *fr->num);
    memcpy(fr->den, tab->den + events.first, count * sizeof *fr->den);
    return 0;
}

/* An outcome's payoffs, { P1 P2 }, after the '{': player 1's into
 * *payoff, *decimals, and where it stands into *at.  *-minimax is for
 * zero-sum games, so player 2's must be exactly minus player 1's. */
static int efg_payoffs(struct reader *r, int64_t *payoff, int *decimals, struct position *at)
{
    const char *s;
    long len;
    char buf[64];
    int64_t m[2] = { 0, 0 };
    int d[2] = { 0, 0 }, n = 0;
    struct position where[2];
    while ((len = efg_token(r, &s)) > 0 && *s != '}') {
        int64_t mantissa;
        int places;
        const char *why;
        if (parse_payoff(s, (size_t)len, &mantissa, &places, &why) != 0)
            return fail_at(r, r->token_at, "payoff '%s': %s", shown(s, (size_t)len, buf, sizeof buf), why);
        if (n < 2) {
            m[n] = mantissa;
            d[n] = places;
            where[n] = r->token_at;
        }
        n++;
    }
    if (len < 0) return -1;
    if (len == 0) return fail_at(r, r->token_at, "the end of the file in a payoff list: expected '}'");
    if (n != 2) return fail_at(r, r->token_at, "%d payoffs: expected one per player (2)", n);
    if (d[0] != d[1] || (uint64_t)m[1] != (uint64_t)0 - (uint64_t)m[0])
        return fail_at(r, where[1], "player 2's payoff is not minus player 1's: *-minimax is for zero-sum games");
    *payoff = m[0];
    *decimals = d[0];
    *at = where[0];
    return 0;
}

/* t "name" OUTCOME ["name" { payoffs }]: a leaf worth player 1's payoff.
 * An outcome's payoffs are given once and may be named again by number. */
static int efg_terminal(struct reader *r, struct stack *st, struct efg_tables *tab)
{
    const char *s;
    long len;
    int64_t outcome, payoff = 0;
    if (efg_expect(r, "the node's name (a quoted string)", is_string, &s, &len) != 0
        || efg_number(r, "an outcome number", &outcome) != 0)
        return -1;
    struct position outcome_at = r->token_at, payoff_at = outcome_at;
    uint32_t defined_by = efg_find(tab, EFG_OUTCOME, outcome); /* its first leaf + 1, or 0 */
    int decimals = 0;
    if (defined_by) {
        payoff = r->f->data[defined_by - 1];
        decimals = r->decimals[defined_by - 1];
    }
    struct mark before = mark_here(r);
    len = efg_token(r, &s);
    if (len < 0) return -1;
    struct mark after_name = mark_here(r);
    if (len > 0 && is_string(s, len)) {
        /* The outcome's name; then its payoffs, or none: an outcome given
         * before may be named again without them (Gambit writes both). */
        len = efg_token(r, &s);
        if (len < 0) return -1;
        if (len == 0 || !is_open(s, len)) {
            back_to(r, after_name);
            if (!defined_by)
                return fail_at(r, outcome_at, outcome == 0 ? "a terminal node without payoffs (outcome 0)"
                                                           : "outcome %lld has no payoffs given before", (long long)outcome);
            goto leaf;
        }
        int64_t given = 0;
        int given_decimals = 0;
        if (efg_payoffs(r, &given, &given_decimals, &payoff_at) != 0) return -1;
        if (defined_by && (given != payoff || given_decimals != decimals))
            return fail_at(r, outcome_at, "outcome %lld again, with other payoffs", (long long)outcome);
        if (outcome == 0) return fail_at(r, outcome_at, "outcome 0 with payoffs: expected an outcome number from 1");
        payoff = given;
        decimals = given_decimals;
    } else {
        back_to(r, before); /* not ours: the next node's token */
        if (!defined_by)
            return fail_at(r, outcome_at, outcome == 0 ? "a terminal node without payoffs (outcome 0)"
                                                       : "outcome %lld has no payoffs given before", (long long)outcome);
    }
leaf:;
    long node = new_node(r, NODE_LEAF);
    if (node < 0) return -1;
    if (grow((void **)&r->decimals, &r->decimals_cap, (uint32_t)node + 1, 1) != 0
        || (!defined_by && efg_set(tab, EFG_OUTCOME, outcome, (uint32_t)node + 1, r->f->nodes) != 0))
        return fail_at(r, r->token_at, "out of memory");
    r->f->data[node] = payoff;
    r->decimals[node] = (uint8_t)decimals;
    note_payoff(r, payoff, decimals, payoff_at);
    return attach(r, st, (uint32_t)node, 1);
}

/* A .efg file: the header, then the nodes in prefix order; a node closes
 * once it has the children its actions announced. */
static int read_efg(struct reader *r, struct stack *st)
{
    struct efg_tables tab;
    const char *s;
    long len;
    char buf[64];
    int rc = -1, done = 0;
    memset(&tab, 0, sizeof tab);
    if (efg_header(r, &s, &len) != 0) goto out;
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
        if (*s != 't') {
            if (efg_inner_node(r, st, &tab, *s == 'c', at) != 0) goto out;
            continue;
        }
        if (efg_terminal(r, st, &tab) != 0) goto out;
        while (st->depth > 0 && st->frame[st->depth - 1].count == (uint32_t)st->frame[st->depth - 1].expected) {
            uint32_t closed = st->frame[st->depth - 1].node;
            uint64_t scale;
            if (frame_close(r, st, &scale) != 0 || attach(r, st, closed, scale) != 0) goto out;
        }
        done = st->depth == 0;
    }
    if (len < 0) goto out;
    if (st->depth > 0) {
        const struct frame *fr = &st->frame[st->depth - 1];
        fail_at(r, here(r), "the end of the file: the node at %d:%d has %u of its %d children", fr->at.line, fr->at.col,
                (unsigned)fr->count, fr->expected);
        goto out;
    }
    if (!done) {
        fail_at(r, here(r), "no tree: expected a node (p, c or t)");
        goto out;
    }
    rc = 0;
out:
    efg_tables_free(&tab);
    return rc;
}

/* --- reading a file ----------------------------------------------------------------- */

/* The whole input, NUL-terminated; -1 with a message on error. */
static int slurp(FILE *in, const char *name, struct input *text, char *err, size_t errlen)
{
    if (input_read(in, TREEFILE_MAX_BYTES, text) == 0) return 0;
    if (errno == ENOMEM) snprintf(err, errlen, "%s: out of memory", name);
    else if (errno == EFBIG) snprintf(err, errlen, "%s: larger than %zu bytes (the limit)", name, TREEFILE_MAX_BYTES);
    else snprintf(err, errlen, "%s: cannot read: %s", name, strerror(errno));
    return -1;
}

/* The most decimals of any leaf (0 in starbench's format). */
static int most_decimals(const struct reader *r)
{
    int k = 0;
    for (int d = 0; d <= TREEFILE_MAX_DECIMALS; d++)
        if (r->seen[d]) k = d;
    return k;
}

/* |v| * 10^(k - d) when it fits in 64 bits (as a positive int64_t), else 0. */
static uint64_t scaled_magnitude(uint64_t v, int d, int k)
{
    for (; d < k; d++) {
        if (v > (uint64_t)INT64_MAX / 10) return 0;
        v *= 10;
    }
    return v > (uint64_t)INT64_MAX ? 0 : v;
}

/* Every leaf in the same units, the k most decimals of any leaf: a leaf
 * with d decimals times 10^(k - d).  The first leaf of each d that would
 * pass 64 bits is the one named (a larger mantissa overflows first).
 * Then L and U, the smallest and largest leaf. */
static int scale_decimals(struct reader *r, int k, int64_t *lo, int64_t *hi)
{
    struct file_tree *f = r->f;
    for (int d = 0; d < k; d++)
        if (r->seen[d] && r->widest[d] > 0 && scaled_magnitude(r->widest[d], d, k) == 0)
            return fail_at(r, r->widest_at[d], "this payoff times 10^%d (in units of the file's smallest decimal, "
                           "10^-%d) passes 64 bits", k - d, k);
    *lo = INT64_MAX;
    *hi = INT64_MIN;
    for (uint32_t i = 0; i < f->nodes; i++) {
        if (f->kind[i] != NODE_LEAF) continue;
        for (int d = r->decimals ? r->decimals[i] : k; d < k; d++) f->data[i] *= 10;
        if (f->data[i] < *lo) *lo = f->data[i];
        if (f->data[i] > *hi) *hi = f->data[i];
    }
    return 0;
}

/* --bounds L,U in the file's units (times 10^k): must contain every leaf. */
static int apply_bounds(struct reader *r, const struct treefile_bounds *bounds, int k, int64_t *lo, int64_t *hi)
{
    uint64_t blo = bounds->lo < 0 ? (uint64_t)0 - (uint64_t)bounds->lo : (uint64_t)bounds->lo;
    uint64_t bhi = bounds->hi < 0 ? (uint64_t)0 - (uint64_t)bounds->hi : (uint64_t)bounds->hi;
    if (k > 0 && ((blo && !scaled_magnitude(blo, 0, k)) || (bhi && !scaled_magnitude(bhi, 0, k)))) {
        snprintf(r->err, r->errlen, "--bounds: %lld,%lld in the file's %d decimals pass 64 bits",
                 (long long)bounds->lo, (long long)bounds->hi, k);
        return -1;
    }
    int64_t scaled_lo = bounds->lo, scaled_hi = bounds->hi;
    for (int i = 0; i < k; i++) {
        scaled_lo *= 10;
        scaled_hi *= 10;
    }
    if (scaled_lo > *lo || scaled_hi < *hi) {
        snprintf(r->err, r->errlen, "--bounds: %lld,%lld does not contain every leaf of %s (they range over "
                 "%lld..%lld%s)", (long long)bounds->lo, (long long)bounds->hi, r->name, (long long)*lo,
                 (long long)*hi, k ? " in units of the smallest decimal" : "");
        return -1;
    }
    *lo = scaled_lo;
    *hi = scaled_hi;
    return 0;
}

/* The exact scale, the root's (the lcm of frame_close) times 10^k, stays
 * below 2^40; every sum the search forms, at most max(|L|, |U|) x scale x
 * the largest chance total x 4, below 2^62.  What is at fault is named:
 * the payoff with the most decimals, the largest leaf, or --bounds. */
static int check_exact_limits(struct reader *r, uint64_t scale, int k, int64_t lo, int64_t hi, int bounds_given)
{
    const struct file_tree *f = r->f;
    uint64_t ten_k = 1;
    for (int i = 0; i < k; i++) ten_k *= 10;
    if (ten_k > (uint64_t)SCALE_MAX / scale)
        return fail_at(r, r->widest_at[k], "%d decimals make the exact scale (10^%d times the probabilities' "
                       "common denominator %llu) reach 2^40 (it must stay below)", k, k, (unsigned long long)scale);
    uint64_t w_max = 1, magnitude = lo < 0 ? (uint64_t)0 - (uint64_t)lo : (uint64_t)lo;
    uint64_t hi_magnitude = hi < 0 ? (uint64_t)0 - (uint64_t)hi : (uint64_t)hi;
    if (hi_magnitude > magnitude) magnitude = hi_magnitude;
    for (uint32_t i = 0; i < f->nodes; i++)
        if (f->kind[i] != NODE_LEAF && (uint64_t)f->total[i] > w_max) w_max = (uint64_t)f->total[i];
    const int64_t limit = TREE_VALUE_LIMIT;
    if (magnitude < (uint64_t)limit
        && tree_checked_mul(tree_checked_mul(tree_checked_mul((int64_t)magnitude, (int64_t)scale, limit),
                                             (int64_t)w_max, limit), 4, limit) >= 0)
        return 0;
    /* The largest leaf in the file's units, and where. */
    uint64_t leaf_magnitude = 0;
    struct position leaf_at = r->widest_at[0];
    for (int d = 0; d <= k; d++) {
        uint64_t m = r->seen[d] ? scaled_magnitude(r->widest[d], d, k) : 0;
        if (m >= leaf_magnitude) {
            leaf_magnitude = m;
            leaf_at = r->widest_at[d];
        }
    }
    const char *limits = "x scale %llu x largest chance total %llu x 4 must stay below 2^62";
    char why[160];
    snprintf(why, sizeof why, limits, (unsigned long long)scale, (unsigned long long)w_max);
    if (bounds_given && magnitude > leaf_magnitude) {
        snprintf(r->err, r->errlen, "--bounds: too large for exact 64-bit search of %s: |bound| %llu %s", r->name,
                 (unsigned long long)magnitude, why);
        return -1;
    }
    return fail_at(r, leaf_at, "values too large for exact 64-bit search: |leaf| %llu %s",
                   (unsigned long long)magnitude, why);
}

/* Every :eval inside [L, U] (the leaves' range, or --bounds): a static
 * evaluation outside them would make the search's windows unsound. */
static int check_evals(struct reader *r, int64_t lo, int64_t hi)
{
    for (uint32_t i = 0; i < r->eval_count; i++) {
        int64_t v = r->f->eval[r->evals[i].node];
        if (v < lo || v > hi)
            return fail_at(r, r->evals[i].at, ":eval %lld is outside the bounds %lld..%lld (the leaves' range; "
                           "--bounds L,U widens it)", (long long)v, (long long)lo, (long long)hi);
    }
    return 0;
}

/* moves[i]: the + and - nodes above node i, by a walk from the root (an
 * explicit stack: files nest up to TREEFILE_MAX_DEPTH deep, but a node may
 * have millions of children).  Returns 0, or -1 out of memory. */
static int count_moves(struct file_tree *f, uint32_t root)
{
    uint32_t *stack = malloc((size_t)f->nodes * sizeof *stack), top = 0;
    f->moves = malloc((size_t)f->nodes * sizeof *f->moves);
    if (!stack || !f->moves) {
        free(stack);
        return -1;
    }
    f->moves[root] = 0;
    stack[top++] = root;
    while (top > 0) {
        uint32_t n = stack[--top];
        if (f->kind[n] == NODE_LEAF) continue;
        int below = f->moves[n] + (f->kind[n] != NODE_CHANCE);
        if (below > f->move_levels) f->move_levels = below;
        for (uint32_t e = 0; e < f->count[n]; e++) {
            uint32_t child = f->edge_child[(size_t)f->data[n] + e];
            f->moves[child] = (uint16_t)below;
            stack[top++] = child;
        }
    }
    free(stack);
    return 0;
}

/* The search's view of a checked tree: leaves at the exact scale. */
static void set_up_tree(struct file_tree *f, const struct stack *st, uint64_t scale, int k, int64_t lo, int64_t hi)
{
    struct tree *t = &f->tree;
    int max_children = 0, depth = 0;
    for (int d = 0; d <= TREEFILE_MAX_DEPTH; d++) {
        if (f->max_children_at[d] > max_children) max_children = f->max_children_at[d];
        if (f->max_children_at[d] > 0) depth = d + 1;
    }
    for (uint32_t i = 0; i < f->nodes; i++) {
        if (f->kind[i] == NODE_LEAF) f->data[i] *= (int64_t)scale;
        else if (f->eval && f->eval[i] != NO_EVAL) f->eval[i] *= (int64_t)scale;
    }
    int64_t ten_k = 1;
    for (int i = 0; i < k; i++) ten_k *= 10;
    t->ops = f->eval ? &FILE_EVAL_OPS : &FILE_OPS;
    t->eval_scale = 1;
    t->per_point = 0;
    t->max_horizon = 0;
    t->chance_levels = 0;
    t->root.id = (uint64_t)st->root;
    t->root.path = 0;
    t->root.depth = 0;
    t->root.kind = (enum node_kind)f->kind[st->root];
    t->scale = (value_t)scale * ten_k;
    t->lo = lo * (int64_t)scale;
    t->hi = hi * (int64_t)scale;
    t->depth = depth;
    t->max_children = max_children;
    t->max_children_at = f->max_children_at;
    t->cursor_scratch = 0;
    t->cursor_scratch_at = NULL;
}

struct file_tree *treefile_read(FILE *in, const char *name, const struct treefile_bounds *bounds,
                                char *err, size_t errlen)
{
    struct input input;
    if (slurp(in, name, &input, err, errlen) != 0) return NULL;
    char *text = input.text;
    size_t size = input.size;
    struct file_tree *f = calloc(1, sizeof *f);
    struct stack *st = calloc(1, sizeof *st);
    struct reader r = { .name = name, .text = text, .p = text, .end = text + size, .line = 1, .line_start = text,
                        .token_at = { 1, 1 }, .err = err, .errlen = errlen, .f = f };
    int rc = -1;
    if (!f || !st) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto out;
    }
    /* A UTF-8 byte order mark (what some editors put first) is no token:
     * skipped, and the first line's columns count from after it. */
    if (size >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) r.p = r.line_start = text + 3;
    /* The format by the first token: after blank lines and '#' comments
     * (starbench's), "EFG" starts Gambit's format. */
    if (skip_space(&r, 1) != 0) goto out;
    int efg = r.end - r.p >= 3 && memcmp(r.p, "EFG", 3) == 0;
    if ((efg ? read_efg(&r, st) : read_native(&r, st)) != 0) goto out;
    int k = most_decimals(&r);
    int64_t lo = 0, hi = 0;
    if (scale_decimals(&r, k, &lo, &hi) != 0
        || (bounds && bounds->given && apply_bounds(&r, bounds, k, &lo, &hi) != 0)
        || check_exact_limits(&r, st->root_scale, k, lo, hi, bounds && bounds->given) != 0
        || check_evals(&r, lo, hi) != 0)
        goto out;
    if (count_moves(f, (uint32_t)st->root) != 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto out;
    }
    set_up_tree(f, st, st->root_scale, k, lo, hi);
    rc = 0;
out:
    if (st) stack_free(st);
    free(st);
    input_release(&input);
    free(r.decimals);
    free(r.evals);
    if (rc != 0) {
        treefile_free(f);
        return NULL;
    }
    return f;
}

int treefile_check_horizon(const struct file_tree *f, int horizon, int ordered, char *err, size_t errlen)
{
    uint64_t missing = 0, first = 0;
    for (uint32_t n = 0; n < f->nodes; n++) {
        if (f->kind[n] == NODE_LEAF) continue;
        for (uint32_t e = 0; e < f->count[n]; e++) {
            uint32_t child = f->edge_child[(size_t)f->data[n] + e];
            /* The horizon reaches child (its parent is a move node just above
             * it), or an ordering by evaluation sorts it among its siblings. */
            int evaluated = f->kind[child] != NODE_LEAF && f->kind[n] != NODE_CHANCE
                            && (ordered ? f->moves[child] <= horizon : f->moves[child] == horizon);
            if (evaluated && (!f->eval || f->eval[child] == NO_EVAL) && missing++ == 0) first = child;
        }
    }
    if (missing == 0) return 0;
    char where[64];
    if (!ordered) snprintf(where, sizeof where, "at the horizon %d", horizon);
    else if (horizon <= f->move_levels)
        snprintf(where, sizeof where, "that --order eval sorts, to the horizon %d", horizon);
    else snprintf(where, sizeof where, "that --order eval sorts");
    snprintf(err, errlen, "%llu node%s %s %s no :eval (the first is node %llu of the file, counted from 1 in "
             "reading order)", (unsigned long long)missing, missing == 1 ? "" : "s", where,
             missing == 1 ? "has" : "have", (unsigned long long)first + 1);
    return -1;
}
