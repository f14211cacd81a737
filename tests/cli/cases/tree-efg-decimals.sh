printf 'EFG 2 R "g" { "a" "b" }\nc "" 1 "" { "h" 0.25 "t" 0.75 } 0\nt "" 1 "" { 0.5 -0.5 }\nt "" 2 "" { 1.25, -1.25 }\n' | $STARBENCH --tree -
