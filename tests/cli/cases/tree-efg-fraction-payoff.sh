printf 'EFG 2 R "g" { "a" "b" }\nt "" 1 "" { 1/3 -1/3 }\n' | $STARBENCH --tree -
