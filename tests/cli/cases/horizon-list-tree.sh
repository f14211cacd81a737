$STARBENCH --tree examples/horizon.tree --horizon 1,2
