# Issue 20, finding 7: an argument's invalid UTF-8, no-break space and zero-width space are escaped.
$STARBENCH -N "$(printf '4\377\302\240\342\200\213')"
