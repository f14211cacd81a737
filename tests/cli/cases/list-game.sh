$STARBENCH --list --game pig
