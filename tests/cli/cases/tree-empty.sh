printf '' | $STARBENCH --tree -
