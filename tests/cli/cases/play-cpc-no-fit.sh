$STARBENCH play --a algo=cpc,horizon=3 --b horizon=1
