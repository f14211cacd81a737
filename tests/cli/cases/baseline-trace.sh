$STARBENCH --tree examples/tiny.efg --algo star1 --trace --baseline minimax
