printf 'EFG 2 R "g" { "a" "b" }\np "" 1 1 "" { "x" "y" } 0\nt "" 1 "" { 1 -1 }\n' | $STARBENCH --tree -
