# Issue 22: --count is reads or distinct.
$STARBENCH -N 4 --count unique
