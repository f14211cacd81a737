# Blanks around fields (leading or trailing), a blank line, a byte order mark: passed over.
sh tests/cli/cut-fit-file.sh --text '\357\273\277# BOM first\n\ngame,evaluation,deep,shallow,positions,a,b,sigma, correlation\n  backgammon,2c31241a135ea907,2,1,839,-59.450,0.982563, 136.531 ,0.98\n\n'
