# Issue 20, finding 5: 922337203685477581 is fine alone, but x 10 (for the 0.5 elsewhere) passes 64 bits: the message names it.
printf 'EFG 2 R "d" { "a" "b" }\nc "" 1 "" { "h" 1/2 "t" 1/2 } 0\nt "" 1 "" { 922337203685477581 -922337203685477581 }\nt "" 2 "" { 0.5 -0.5 }\n' | $STARBENCH --tree -
