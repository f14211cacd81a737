# Issue 20, finding 10: a general-sum payoff pair was read as player 1's payoff, player 2's ignored.
printf 'EFG 2 R "g" { "a" "b" }\np "" 1 1 "" { "x" "y" } 0\nt "" 1 "" { 3 100 }\nt "" 2 "" { 5 -5 }\n' | $STARBENCH --tree -
