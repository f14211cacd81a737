$STARBENCH --tree examples/tiny.efg --constants
