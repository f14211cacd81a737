printf 'EFG 2 R "g" { "a" "b" "c" } ""\nt "" 1 "" { 1 2 3 }\n' | $STARBENCH --tree -
