# Issue 20, finding 5: 13 decimals are always refused (10^13 > 2^40); the message gives the place and the true limit.
printf 'EFG 2 R "d" { "a" "b" }\nc "" 1 "" { "h" 1/2 "t" 1/2 } 0\nt "" 1 "" { 1 -1 }\nt "" 2 "" { 0.0000000000001 -0.0000000000001 }\n' | $STARBENCH --tree -
