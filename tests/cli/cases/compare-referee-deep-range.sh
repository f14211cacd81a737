"$STARBENCH" compare --game cantstop --referee deep:4
