# star2 reaches horizon 3 within 200,000 nodes by evaluation; minimax stops at 2
$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 3 --order eval --algo minimax,star2 --budget nodes=200000
