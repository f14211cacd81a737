$STARBENCH play --game pig --a algo=mcms,samples=0 --b algo=star2 --games 2
