# One 2-ply tree of B^3 leaves, written in starbench's format (FORMAT=native)
# or as Gambit's .efg (FORMAT=efg): a + node over B chance nodes of B equally
# likely outcomes, each a - node over B leaves; leaf k is (7919 k mod 2001) -
# 1000.  The .efg numbers its information sets and outcomes 1, 2, 3, ...,
# as Gambit and OpenSpiel do; with SPARSE=1 every outcome number is
# multiplied by 1000 (the reader's hashed path).  For make bench (reading
# both formats) and tests/treefile.sh (both read to the same tree).
# Usage: awk -v B=100 -v FORMAT=efg [-v SPARSE=1] -f tree-both-formats.awk
function leaf() { v = (leaves++ * 7919) % 2001 - 1000; return v }
BEGIN {
    if (FORMAT == "efg") {
        print "EFG 2 R \"both formats\" { \"Max\" \"Min\" }"
        print "\"\""
        printf "p \"\" 1 1 \"\" {"; for (i = 0; i < B; i++) printf " \"m%d\"", i; print " } 0"
        for (i = 0; i < B; i++) {
            printf "c \"\" %d \"\" {", i + 1; for (j = 0; j < B; j++) printf " \"r%d\" 1/%d", j, B; print " } 0"
            for (j = 0; j < B; j++) {
                printf "p \"\" 2 %d \"\" {", i * B + j + 1; for (k = 0; k < B; k++) printf " \"a%d\"", k; print " } 0"
                for (k = 0; k < B; k++) {
                    v = leaf()
                    printf "t \"\" %d \"\" { %d %d }\n", SPARSE ? leaves * 1000 : leaves, v, -v
                }
            }
        }
    } else {
        print "(max"
        for (i = 0; i < B; i++) {
            print " (chance"
            for (j = 0; j < B; j++) { printf "  (min"; for (k = 0; k < B; k++) printf " %d", leaf(); print ")" }
            print " )"
        }
        print ")"
    }
}
