"$STARBENCH" compare --game pig --engine algo=star2,budget=evals=10
