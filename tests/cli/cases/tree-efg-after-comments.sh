# Issue 22, finding 4: the format is told by the first token: blank lines and '#' comments before 'EFG 2 R' are skipped.
printf '\n# exported by hand\n\nEFG 2 R "tiny" { "Max" "Min" }\n""\nc "" 1 "" { "h" 1/2 "t" 1/2 } 0\nt "" 1 "" { 3 -3 }\nt "" 2 "" { 5 -5 }\n' | $STARBENCH --tree - --algo minimax
