$STARBENCH -N "$(printf '4\n5')"
