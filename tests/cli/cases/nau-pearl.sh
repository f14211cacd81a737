$STARBENCH -D 3 -N 2,3 --model nau --p 3/5 --trials 50 --verify --algo star1,star2
