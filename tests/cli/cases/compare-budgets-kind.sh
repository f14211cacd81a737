"$STARBENCH" compare --game pig --budgets moves=100
