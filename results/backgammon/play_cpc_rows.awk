# play_cpc_rows.awk: a referee-judged cpc search's rows (starbench --game
# ... --algo cpc --referee) as rows of results/backgammon/play-cpc.csv, given
# -v n=POSITION -v id=ID -v roll=ROLL -v class=CLASS.  horizon_loss is the
# row's loss column: the chosen move's loss in the horizon tree (exact,
# a fraction in milli-points).  Used by results/backgammon/play_cpc.sh and
# tests/referee.sh.
BEGIN { FS = OFS = "," }
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
{
    print n + 0, id, roll, class, $c["eval"], $c["cut_sigmas"], $c["move"], $c["play"], $c["ref_loss"],
          $c["ref_rank"], $c["loss"], $c["forward_cutoffs"], $c["nodes"], $c["evals"]
}
