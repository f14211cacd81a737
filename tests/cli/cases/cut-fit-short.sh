# A row of 7 of the 8 columns: refused, the file and line named.
sh tests/cli/cut-fit-file.sh backgammon,2c31241a135ea907,2,1,100,1.5,0.9
