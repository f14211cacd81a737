"$STARBENCH" compare --game pig --budgets evals=1000,100
