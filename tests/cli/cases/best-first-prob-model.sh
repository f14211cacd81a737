# --best-first-prob is an oracle by arc rank: Fuller trees only.
$STARBENCH -N 4 --trials 3 --model nau --best-first-prob 0.5
