printf 'EFG 2 R "g" { "a" "b" }\nc "" 1 "" { "h" 1/2 "t" 1/3 } 0\nt "" 1 "" { 1 -1 }\nt "" 2 "" { 2 -2 }\n' | $STARBENCH --tree -
