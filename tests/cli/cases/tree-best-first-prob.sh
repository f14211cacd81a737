$STARBENCH --tree examples/expected-minimax.tree --best-first-prob 0.5
