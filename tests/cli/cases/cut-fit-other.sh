# A fit made with another evaluation (its signature): refused.
sh tests/cli/cut-fit-file.sh backgammon,0000000000000001,2,1,100,1.5,0.9,100
