/* tree.c - see tree.h. */
#include "core/tree.h"

#include <stdio.h>

int tree_format_value(const struct tree *t, value_t v, char *buf, size_t len)
{
    value_t p = v, q = t->scale;
    value_t a = (value_t)tree_gcd(v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v, (uint64_t)q);
    if (a > 1) { p /= a; q /= a; }
    return q == 1 ? snprintf(buf, len, "%lld", (long long)p)
                  : snprintf(buf, len, "%lld/%lld", (long long)p, (long long)q);
}
