$STARBENCH --seed 5 -hzz
