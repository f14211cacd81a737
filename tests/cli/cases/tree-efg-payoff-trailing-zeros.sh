# Trailing zeros after the point do not count as decimals: 0.5000000000000 is 1/2.
printf 'EFG 2 R "d" { "a" "b" }\nc "" 1 "" { "h" 1/2 "t" 1/2 } 0\nt "" 1 "" { 1.0 -1 }\nt "" 2 "" { 0.5000000000000 -0.50 }\n' | $STARBENCH --tree - --algo minimax
