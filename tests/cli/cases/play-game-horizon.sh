$STARBENCH play --game einstein --a horizon=11 --b horizon=1
