# a plug-in path that does not exist: one line naming it
"$STARBENCH" --game ./no-such-game.so --position start --horizon 1
