printf "n,quantity,ours\n2,leaves,5\n2,percent,62.5\n4,leaves,40\n" | $STARBENCH pivot --by quantity --keys n --values ours
