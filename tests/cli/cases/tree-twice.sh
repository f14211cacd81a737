# Issue 22, finding 6: --tree a.tree --tree b.tree searched b only.
$STARBENCH --tree a.tree --tree=b.tree
