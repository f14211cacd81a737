# Issue 20, finding 5: bounds too large for exact search are blamed on --bounds, not on a leaf of the file.
echo '(max (chance 1 2) 3)' | $STARBENCH --tree - --bounds -9223372036854775808,9223372036854775807
