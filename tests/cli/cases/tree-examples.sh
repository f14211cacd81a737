for f in expected-minimax figure1 dice; do $STARBENCH --tree examples/$f.tree --verify; done
