$STARBENCH --game einstein --position ABC../DE.../F...f/...ed/..cba --horizon 1
