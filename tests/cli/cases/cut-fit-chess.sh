# A fit of another game: refused.
sh tests/cli/cut-fit-file.sh chess,2c31241a135ea907,2,1,100,1.5,0.9,100
