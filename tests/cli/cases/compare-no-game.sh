"$STARBENCH" compare --budgets evals=100
