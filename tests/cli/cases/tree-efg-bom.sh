# Issue 20, finding 7: a byte order mark before 'EFG 2 R' is skipped, and the file is read as .efg.
printf '\357\273\277EFG 2 R "bom" { "Max" "Min" }\n""\nc "" 1 "" { "h" 1/2 "t" 1/2 } 0\nt "" 1 "" { 3 -3 }\nt "" 2 "" { 5 -5 }\n' | $STARBENCH --tree - --algo minimax
