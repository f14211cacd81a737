/* run_config.c - see run_config.h. */
#include "cli/run_config.h"

const struct cli_mode_order CLI_MODE_ORDERS[CLI_MODE_ORDER_COUNT] = {
    { MODE_BEST, ORDER_BEST }, { MODE_RANDOM, ORDER_RANDOM }, { MODE_EXACT, ORDER_ENUMERATED },
};

const struct horizon_spec *run_config_horizon(const struct run_config *o)
{
    const struct horizon_spec *h = &o->horizon;
    return horizon_spec_has_view(h) || h->rank_probes > 0 || horizon_order_history(h->order) ? h : NULL;
}

struct gen_spec run_config_spec(const struct run_config *o, int n, enum tree_order order)
{
    struct gen_spec spec = o->tree;
    spec.n = n;
    spec.c = o->c ? o->c : n;
    spec.order = order;
    if (o->p_balanced) gen_balanced_p(n, spec.plies, &spec.p_num, &spec.p_den);
    return spec;
}
