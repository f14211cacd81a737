$STARBENCH play --game chess --a horizon=1 --b horizon=1
