$STARBENCH --tree examples/dice.tree --order random --trials 2 --table 10
