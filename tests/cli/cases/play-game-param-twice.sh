$STARBENCH play --game pig:target=100,target=50 --a horizon=1 --b horizon=1 --games 2
