# Issue 18: --eval file is for tree files.
$STARBENCH -N 4 --horizon 1 --eval file
