/* test_escape.c - known answers for escape_text (escape.h): what a message
 * shows for control bytes, bytes that are not UTF-8 (a raw 0xff, a cut or
 * overlong sequence, a surrogate) and invisible characters, and that
 * visible UTF-8 passes unchanged. */
#include <string.h>

#include "check.h"
#include "core/escape.h"

static void check_escape(const char *text, const char *expected)
{
    char out[256];
    escape_text(text, out, sizeof out);
    CHECK(strcmp(out, expected) == 0, "escape_text: got '%s', expected '%s'", out, expected);
}

int main(void)
{
    check_escape("plain -N 20, (max 1 2)", "plain -N 20, (max 1 2)");
    check_escape("a\nb\tc\x1b[K", "a\\nb\\tc\\x1b[K");
    check_escape("\x7f", "\\x7f");
    check_escape("\xff", "\\xff");                         /* never UTF-8 */
    check_escape("\xef\xbb\xbf" "EFG", "\\ufeffEFG");      /* byte order mark */
    check_escape("1\xc2\xa0" "2", "1\\u00a02");            /* no-break space */
    check_escape("a\xe2\x80\x8b" "b", "a\\u200bb");        /* zero-width space */
    check_escape("\xe2\x80\xae" "abc", "\\u202eabc");      /* right-to-left override */
    check_escape("\xc2\x85", "\\u0085");                   /* a C1 control */
    check_escape("\xe2\x80", "\\xe2\\x80");                /* a cut sequence */
    check_escape("\xc0\xaf", "\\xc0\\xaf");                /* overlong '/' */
    check_escape("\xed\xa0\x80", "\\xed\\xa0\\x80");       /* a surrogate */
    check_escape("\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80"); /* past U+10FFFF */
    check_escape("caf\xc3\xa9 \xe2\x89\xa4 \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe2\x89\xa4 \xf0\x9f\x98\x80");
    char small[6];
    escape_text("ab\xff", small, sizeof small); /* an escape that does not fit is dropped whole */
    CHECK(strcmp(small, "ab") == 0, "escape_text into 6 bytes: got '%s', expected 'ab'", small);
    unsigned cp = 0;
    CHECK_EQ_INT(escape_utf8_length((const unsigned char *)"\xe2\x89\xa4", 3, &cp), 3, "length of U+2264");
    CHECK_EQ_INT(cp, 0x2264, "code point of U+2264");
    CHECK_EQ_INT(escape_utf8_length((const unsigned char *)"\xe2\x89\xa4", 2, &cp), 0, "a sequence past len");
    return check_report("test_escape");
}
