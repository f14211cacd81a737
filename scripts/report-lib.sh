# report-lib.sh - sourced by make-report.sh and make-games-report.sh: reading
# the committed CSVs' cells by column name, and a CSV as a Markdown table.

# The COLUMN of FILE's row whose named columns hold the given values.
lookup() { # FILE COLUMN NAME=VALUE...
    file=$1 column=$2
    shift 2
    awk -F, -v c="$column" -v want="$*" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; n = split(want, w, " "); next }
        { for (i = 1; i <= n; i++) { split(w[i], kv, "="); if ($col[kv[1]] != kv[2]) next } print $col[c] }' "$file"
}

table() { # CSV file -> Markdown table
    awk -F, 'NR == 1 { h = "|"; s = "|"; for (i = 1; i <= NF; i++) { h = h " " $i " |"; s = s "---|" }; print h; print s; next }
             { l = "|"; for (i = 1; i <= NF; i++) l = l " " $i " |"; print l }' "$1"
}
