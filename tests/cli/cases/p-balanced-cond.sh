# Pearl's game at balance (D even: 0.618...), Tzeng and Purdom's estimate, minimax and product back-up.
$STARBENCH --model pearl -C 1 -N 2 -D 6 --p balanced --horizon 2 --eval cond --trials 200 --algo minimax,product
