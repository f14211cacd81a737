"$STARBENCH" compare --game einstein --referee exact
