$STARBENCH -N 3 --baseline minimax
