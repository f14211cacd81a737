$STARBENCH --version --game pig
