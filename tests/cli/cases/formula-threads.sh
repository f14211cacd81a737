# Issue 20, finding 8: --mode formula searches no trees, so --threads does nothing.
$STARBENCH --mode formula --threads 2
