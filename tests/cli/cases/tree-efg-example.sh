$STARBENCH --tree examples/tiny.efg --verify
