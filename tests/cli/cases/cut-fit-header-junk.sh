# The header's last name with more after it is not the header.
sh tests/cli/cut-fit-file.sh --text 'game,evaluation,deep,shallow,positions,a,b,sigmajunk\nbackgammon,2c31241a135ea907,2,1,839,-59.450,0.982563,136.531\n'
