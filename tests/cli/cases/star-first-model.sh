# --star-first is an oracle by arc rank: only Fuller trees rank their children by value.
$STARBENCH -N 4 --model uniform --star-first 1 --trials 3
