# Issue 22: --order random is for tree files; generated trees are random already.
$STARBENCH -N 3 --order random
