$STARBENCH --tree /nonexistent/tree
