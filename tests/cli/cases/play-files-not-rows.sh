$STARBENCH play tests/cli/referee/opening31.txt
