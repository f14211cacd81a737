# minimax not in the run: its baseline only on request, the same leaves as when it runs (7459, game-table-iterate)
$STARBENCH --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 2 --algo star2 --baseline minimax
