$STARBENCH --game einstein --position ....a/...../...../...../....A:w --horizon 1
