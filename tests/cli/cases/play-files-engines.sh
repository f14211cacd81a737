$STARBENCH play --a horizon=1 --b horizon=1 tests/cli/referee/opening31.txt
