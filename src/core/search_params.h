/* search_params.h - what a search is asked (its method, goal, cutoff,
 * budget, ChanceProbCut's bands, MCTS's play-outs) and what it counts: the
 * types the searches share (search.h's *-minimax procedures, mcts.h's
 * tree search), so that neither needs the other's header. */
#ifndef STARBENCH_SEARCH_PARAMS_H
#define STARBENCH_SEARCH_PARAMS_H

#include <stdint.h>

#include "core/tree.h"

/* What one search counted. */
struct search_stats {
    uint64_t leaves;          /* leaf evaluations; a leaf seen while probing counts again
                                 when the regular phase re-searches its node (section 6.2.1) */
    uint64_t nodes;           /* nodes entered, leaves included */
    uint64_t evaluations;     /* static evaluations: counted not by the search but by the view it
                                 searches (horizon_tree.evaluations), at the horizon and to order
                                 children, in every search the algorithm made (iterations,
                                 ChanceProbCut's shallow searches) */
    uint64_t probe_cutoffs;   /* * nodes cut off during their probing phase */
    uint64_t regular_cutoffs; /* * nodes cut off during their regular phase, low or high */
    /* With a transposition table (search_params.table): */
    uint64_t table_hits;      /* nodes answered from the table without a search */
    uint64_t table_chance_hits; /* those of them that are * nodes */
    uint64_t table_stores;    /* results written to the table */
    uint64_t table_replacements; /* stores that overwrote another node's entry of the same search */
    /* With ChanceProbCut (search_params.cut); its shallow searches' nodes
     * and leaves count in nodes and leaves: */
    uint64_t forward_cutoffs; /* * nodes cut off by predicted bounds (the cut may be wrong) */
    uint64_t shallow_searches; /* outcomes searched shallow to predict their values */
};


enum search_method {
    METHOD_EXHAUSTIVE,  /* *-minimax by definition: no window, every leaf */
    METHOD_STAR,        /* alpha-beta at + and - nodes, Ballard's procedure at * nodes */
    METHOD_LOWER_BOUND, /* not a search: the fewest leaves that prove the root's value */
    METHOD_PRODUCT,     /* product propagation (Tzeng and Purdom's rule (5.2)): every leaf, values
                           read as win probabilities, in doubles (search_result.probability) */
    METHOD_MCTS         /* Monte Carlo tree search with chance nodes (mcts.h): neither value nor move exact */
};

/* What the search must establish at the root (section 7.2). */
enum search_goal {
    GOAL_VALUE,  /* the root's exact value */
    GOAL_MOVE,   /* a best move only: below the + root's last child, stop as soon as its
                    lower bound exceeds alpha (it is then strictly the best) */
};

/* Star1's cutoff test at a * node (eq. (2)-(4)), in the regular phase of
 * every * node of every METHOD_STAR algorithm; probing (eq. (5)) keeps its
 * own test.  INCLUSIVE is the paper's pseudo-code (cut when w_i V_i <= A_i
 * or >= B_i); STRICT cuts only when w_i V_i < A_i or > B_i, a reading that
 * fits the paper's Table III but not its Table I (see REPORT.md). */
enum star1_cutoff { CUTOFF_INCLUSIVE, CUTOFF_STRICT };
#define SEARCH_CUTOFF_COUNT 2

/* A search's budget (--budget, an engine's budget=): static evaluations,
 * nodes, or the calling thread's CPU time in milliseconds.  A time budget
 * is the only one that is not deterministic: where it stops depends on the
 * machine and its load. */
enum budget_kind { BUDGET_NONE, BUDGET_EVALS, BUDGET_NODES, BUDGET_TIME };
/* search_budget.partial: the deepening's rule (--deepening), below. */
enum deepening_rule { DEEPENING_WHOLE, DEEPENING_PARTIAL, DEEPENING_PREDICTED };
#define BUDGET_MAX_LIMIT ((uint64_t)1 << 62)
#define BUDGET_MAX_MILLISECONDS 3600000 /* time=MS: an hour a search at most */
struct search_budget {
    enum budget_kind kind;
    uint64_t limit;      /* 1 .. BUDGET_MAX_LIMIT (time: 1 .. BUDGET_MAX_MILLISECONDS) */
    /* The deepening's rule (enum deepening_rule, --deepening): 0 (whole), a horizon stopped by
     * the budget is dropped and the last complete one gives the move; 1
     * (partial), each horizon searches the last one's move first, and a
     * horizon stopped after that first root child was searched through
     * gives the best of the root children it searched through; 2
     * (predicted), partial, and a horizon is not begun when its first root
     * child is predicted to overrun the budget (experiment.c). */
    int partial;
};

struct search_params {
    enum search_method method;
    int probe_rounds;   /* METHOD_STAR: probing rounds at * nodes: 0 Star1, 1 Star2, K cyclic */
    enum search_goal goal;
    enum star1_cutoff cutoff; /* METHOD_STAR */
    /* METHOD_STAR, 0: none.  Section 7.4's variant: before a + or - node
     * whose children are all * nodes searches them, it searches the first
     * rank_probes children of each * child exactly (window [L, U]; their
     * leaves count, and count again when searched later, as probes do) and
     * then searches the * children best first for the side to move by the
     * weighted mean of what it found (ties keep the tree's order). */
    int rank_probes;
    /* METHOD_STAR with probe_rounds K: probe outcome by outcome, up to K
     * children of the first, then of the next (Hauk, Buro and Schaeffer's
     * Star2.5, K its probe factor), instead of round by round, the r-th
     * child of every outcome in round r (Ballard's cyclic probing).  The
     * same probes with the same windows, taken in another order: K = 1 is
     * Star2 either way. */
    int probe_by_outcome;
    /* METHOD_STAR: NegaScout (principal-variation) windows at + and -
     * nodes: every child after the first is searched with a null window
     * at the bound it must beat, and again with the node's window only
     * where that search fails inside it (Reinefeld 1983; seed paper 003's
     * enhancement, here with chance nodes below). */
    int pvs;
    /* METHOD_STAR: the history heuristic (Schaeffer 1989; seed paper
     * 003's enhancement, here with chance nodes below): a + or - node whose
     * children are not all leaves searches them in the order of the
     * credit the workspace's history table gives each child's move
     * (tree_move_key), most first, ties in the order the tree hands them
     * out; the child that proves best (a cutoff, or the best value inside
     * the window) has its move credited with the square of the levels
     * below the node.  An order only: every value stays exact.  The
     * caller clears the table (search_history_clear) per tree. */
    int history;
    /* METHOD_STAR: look every inner node up in the workspace's
     * transposition table (search_workspace_table) and store what its search
     * proved there.  Sound for any tree: a node's handle is all its source
     * reads to make its subtree (tree.h), so two nodes with equal handles
     * (id, path, depth) have equal subtrees, and an entry is only used with
     * the handle it was stored under.  Iterative deepening
     * (search_table_next_iteration) keeps the entries of earlier
     * iterations for their best moves only. */
    int table;
    /* METHOD_STAR, NULL: none.  ChanceProbCut (struct chance_cut), forward
     * pruning at * nodes: the search may then return another value than
     * *-minimax's. */
    const struct chance_cut *cut;
    /* METHOD_MCTS (mcts.h): its play-outs, its exploration constant C in
     * thousandths, and the seed of its draws. */
    uint64_t playouts;
    int exploration_milli;
    uint64_t mcts_seed;
    /* METHOD_MCTS: how a node reached first is valued (enum mcts_leaf:
     * a random play-out, today's and the default, or its static
     * evaluation), and progressive widening's constant C in thousandths (0:
     * none): a node visited n times considers its first max(1, ceil(C
     * sqrt(n))) children, moves in the evaluation's order and outcomes
     * drawn by probability (mcts.h). */
    int mcts_leaf;
    int widening_milli;
    /* METHOD_MCTS: BUDGET_NONE (its play-outs rule), or play-outs until it
     * is spent (the run's algorithm budget, which search_at copies here). */
    struct search_budget budget;
    /* A + root's child searched first (its position as the tree hands the
     * root's children out; 0: none moved, the first is first), the others
     * after it in their order: a budget's deepening puts the last horizon's
     * move there (search_budget.partial). */
    int root_first;
};

/* ChanceProbCut (Schadd, Winands and Uiterwijk, IEEE CIG 2009): at a *
 * node whose outcomes are + or - nodes with d move levels below them
 * (theirs included) in the tree searched, each outcome is first searched
 * d - R levels deep (R the reduction) in `shallow`, the same tree seen to
 * the horizon H - R, so that its value v_s there predicts its value in the
 * tree searched by a regression fitted on sample positions (cutfit.h):
 * for the side to move at the outcome, a + b v_s, with the residuals'
 * standard deviation sigma.  The band a + b v_s -+ t sigma (clipped to
 * [L, U]) stands in for the outcome's bounds in Star2's probe test (eq. (5)):
 * once the bands put the weighted mean at or below alpha, or at or above
 * beta, the node is cut off.  A forward prune: a band misses the value as
 * often as the fit's residuals exceed t sigma, and a cut can then be wrong.
 * Without a cut the bands are dropped and the node is searched as the
 * algorithm searches it without ChanceProbCut (Schadd et al. also narrow
 * the later windows with them; this does not, so every error comes from a
 * counted cut).  Values are zero-sum: at a - outcome the side to move's
 * value is -v, so the band is -a + b v_s -+ t sigma.  All in integers, in
 * the searched tree's scaled units, so a cut is the same on every machine. */
#define CHANCE_CUT_MAX_DEPTH 8
#define CHANCE_CUT_SLOPE_UNIT 1000000 /* slope in millionths */
struct chance_cut {
    const struct tree *shallow; /* the tree searched, seen to horizon - reduction: the same handles */
    int horizon;                /* H: the horizon of the tree searched */
    /* Per d (0..CHANCE_CUT_MAX_DEPTH): whether outcomes with d move levels
     * below are cut at (d > R and a fit for (d, d - R)), and that fit: */
    int applies[CHANCE_CUT_MAX_DEPTH + 1];
    value_t offset[CHANCE_CUT_MAX_DEPTH + 1];    /* a, scaled */
    int64_t slope[CHANCE_CUT_MAX_DEPTH + 1];     /* b in CHANCE_CUT_SLOPE_UNIT */
    value_t margin[CHANCE_CUT_MAX_DEPTH + 1];    /* t sigma, scaled, rounded up */
};

#endif
