$STARBENCH --tree examples/horizon.tree --horizon 2 --table 16 --iterate --verify
