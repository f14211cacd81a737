# A sigma too small for a normal double is a number (as good as 0).
sh tests/cli/cut-fit-file.sh backgammon,2c31241a135ea907,2,1,839,-59.450,0.982563,4.9e-320
