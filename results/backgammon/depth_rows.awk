# depth_rows.awk: a budgeted search's rows (starbench --budget, a game) as
# rows of results/backgammon/depth.csv, given -v p=POSITION -v h=BUDGET_OF: position,
# budget_of, then the columns every search writes (order: tree when the
# row has no ordering group).  Used by results/backgammon/depth.sh and tests/games.sh.
BEGIN { FS = OFS = "," }
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
{
    order = ("order" in c) ? $c["order"] : "tree"
    print p + 0, h, $c["file"], $c["algorithm"], $c["horizon"], order, $c["budget"], $c["horizon_reached"],
          $c["budget_exceeded"], $c["value"], $c["move"], $c["leaves"], $c["nodes"], $c["evals"]
}
