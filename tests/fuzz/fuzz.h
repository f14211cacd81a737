/* fuzz.h - what the fuzz targets share: the check that a message is safe
 * to show, and FUZZ_MAIN(f), which makes f a libFuzzer target (built with
 * -DFUZZ_LIBFUZZER: make fuzz) or a program that replays the files named
 * on its command line (make test replays each corpus and every crash kept
 * in tests/fuzz/crashes). */
#ifndef STARBENCH_FUZZ_H
#define STARBENCH_FUZZ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/escape.h"

/* Aborts unless escape_text made text safe to show: valid UTF-8 (so it
 * can be cut nowhere wrong), no control byte, nothing invisible. */
static inline void check_escaped(const char *text)
{
    static char out[4 * 4096 + 1];
    escape_text(text, out, sizeof out);
    size_t len = strlen(out);
    for (size_t i = 0; i < len;) {
        unsigned cp;
        int n = escape_utf8_length((const unsigned char *)out + i, len - i, &cp);
        if (n == 0 || cp < 0x20 || cp == 0x7f || cp == 0xa0 || cp == 0xfeff) abort();
        i += (size_t)n;
    }
}

#ifdef FUZZ_LIBFUZZER
#define FUZZ_MAIN(one)                                                          \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);               \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return one(data, size); }
#else
#define FUZZ_MAIN(one)                                                          \
    int main(int argc, char **argv)                                             \
    {                                                                           \
        static uint8_t buf[1 << 20];                                            \
        for (int i = 1; i < argc; i++) {                                        \
            FILE *in = fopen(argv[i], "rb");                                    \
            if (!in) {                                                          \
                perror(argv[i]);                                                \
                return 1;                                                       \
            }                                                                   \
            size_t n = fread(buf, 1, sizeof buf, in);                           \
            fclose(in);                                                         \
            one(buf, n);                                                        \
        }                                                                       \
        printf("fuzz replay: %d inputs, no crash\n", argc - 1);                 \
        return 0;                                                               \
    }
#endif

#endif
