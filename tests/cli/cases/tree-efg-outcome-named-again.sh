# Issue 22, finding 4: Gambit names an outcome again without its payoffs (t "" 1 "win"); its payoffs are the first ones.
printf 'EFG 2 R "reuse" { "Max" "Min" }\n""\nc "" 1 "" { "h" 1/3 "t" 2/3 } 0\nt "" 1 "win" { 3 -3 }\nt "" 1 "win"\n' | $STARBENCH --tree - --algo minimax,star1
