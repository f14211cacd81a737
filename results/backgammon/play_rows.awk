# play_rows.awk: a referee-judged search's rows (starbench --game ...
# --referee) as rows of results/backgammon/play-referee.csv, given -v n=POSITION
# -v id=ID -v roll=ROLL -v class=CLASS.  Used by results/backgammon/play.sh and
# tests/referee.sh.
BEGIN { FS = OFS = "," }
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
{
    print n + 0, id, roll, class, $c["eval"], $c["horizon"], $c["move"], $c["play"], $c["ref_loss"], $c["ref_rank"],
          $c["nodes"], $c["evals"]
}
