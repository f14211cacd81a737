/* fuzz_treefile.c - the tree-file readers under a fuzzer, and the replay of
 * what it found.
 *
 * fuzz_one() reads the input as a tree file; when the reader accepts it, it
 * searches the tree with exhaustive *-minimax and every pruning algorithm
 * and aborts if any value differs, so the fuzzer looks for wrong cuts as
 * well as for crashes in the readers.  Built with -DFUZZ_LIBFUZZER it is a
 * libFuzzer target (make fuzz); otherwise a program that replays the files
 * named on its command line (make test replays tests/fuzz/corpus and every
 * crash kept in tests/fuzz/crashes).  A refused input's message, escaped
 * as main shows it (escape.h), must be one line of valid UTF-8 without
 * control bytes; so must the input itself, escaped.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <string.h>

#include "core/escape.h"
#include "fuzz.h"
#include "core/search.h"
#include "sources/treefile.h"

/* Trees this large would make one input slow; the readers' limits are
 * tested elsewhere (tests/treefile.sh). */
#define FUZZ_MAX_LEAVES 20000

static int fuzz_one(const uint8_t *data, size_t size)
{
    static char text[4097];
    size_t shown = size < 4096 ? size : 4096;
    memcpy(text, data, shown);
    text[shown] = '\0';
    check_escaped(text);
    FILE *in = fmemopen((void *)data, size ? size : 1, "rb");
    char err[512];
    if (!in) return 0;
    if (size == 0) fseek(in, 0, SEEK_END);
    struct file_tree *f = treefile_read(in, "fuzz", NULL, err, sizeof err);
    fclose(in);
    if (!f) {
        check_escaped(err);
        return 0;
    }
    const struct tree *t = treefile_tree(f);
    if (treefile_leaf_count(f) <= FUZZ_MAX_LEAVES) {
        static const struct search_params PARAMS[] = {
            { .method = METHOD_STAR }, { .method = METHOD_STAR, .probe_rounds = 1 },
            { .method = METHOD_STAR, .probe_rounds = 2 },
            { .method = METHOD_STAR, .probe_rounds = 0, .cutoff = CUTOFF_STRICT },
            { .method = METHOD_STAR, .probe_rounds = 1, .cutoff = CUTOFF_STRICT },
        };
        static const struct search_params EXHAUSTIVE = { .method = METHOD_EXHAUSTIVE };
        struct search_workspace *ws = search_workspace_new(t);
        if (!ws) abort();
        struct search_stats st = { 0 };
        value_t exact = search_root(ws, t, &EXHAUSTIVE, &st).value;
        if (st.leaves != treefile_leaf_count(f)) abort();
        for (size_t i = 0; i < sizeof PARAMS / sizeof PARAMS[0]; i++)
            if (search_root(ws, t, &PARAMS[i], &st).value != exact) abort();
        search_workspace_free(ws);
    }
    treefile_free(f);
    return 0;
}

FUZZ_MAIN(fuzz_one)
