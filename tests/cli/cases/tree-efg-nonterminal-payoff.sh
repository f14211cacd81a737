printf 'EFG 2 R "g" { "a" "b" }\np "" 1 1 "" { "x" } 1 "o" { 1 -1 }\nt "" 2 "" { 2 -2 }\n' | $STARBENCH --tree -
