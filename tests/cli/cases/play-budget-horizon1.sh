$STARBENCH play --game einstein --a algo=star2,budget=evals=1000 --b horizon=1 --games 2
