# Issue 20, finding 8: -D 1 --probs random would draw no probabilities.
$STARBENCH -D 1 --probs random
