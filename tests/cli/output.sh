#!/bin/sh
# Output you can trust: -o onto every kind of path, interrupts, streamed
# stdout, and the limits of one run.  Each check names the finding of the
# hostile test it answers (see doc/reference.md "Output").  Checks that need root
# (mknod, a private mount namespace, another user) say "skipped" elsewhere.
# Usage: output.sh STARBENCH
set -u
S=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
. "$(dirname "$0")/../lib.sh"
cd "$tmp" || exit 1
small="-N 4 --trials 5"
$S $small >expected.csv
# A run that would take hours if it started: whatever fails must fail first.
huge="-N 1000 --trials 1000000000"
root=0
[ "$(id -u)" = 0 ] && root=1
skipped=0
skip() { echo "skipped: $1"; skipped=$((skipped + 1)); }

# 1. -o onto things that are not regular files, links, modes.
if [ $root = 1 ] && mknod chardev c 1 3 2>/dev/null; then
    $S $small -o chardev
    check "1: -o onto a character device writes to it and exits 0" [ $? = 0 ]
    check "1: -o leaves a character device a character device" [ -c chardev ]
else
    skip "1: character device (needs root for mknod)"
fi
mkfifo fifo
cat fifo >from-fifo &
reader=$!
$S $small -o fifo
# A replaced FIFO would leave its reader blocked for ever: wait 5 s at most.
waited=0
while kill -0 $reader 2>/dev/null && [ $waited -lt 50 ]; do sleep 0.1; waited=$((waited + 1)); done
kill $reader 2>/dev/null
check "1: -o onto a FIFO leaves it a FIFO" [ -p fifo ]
check "1: -o onto a FIFO sends the CSV to its reader" cmp -s from-fifo expected.csv
echo old >target
ln -s target link
$S $small -o link
check "1: -o onto a symlink leaves the link" [ -L link ]
check "1: -o onto a symlink writes its target" cmp -s target expected.csv
echo old >hard1
ln hard1 hard2
$S $small -o hard1
check "1: -o onto a hard-linked file keeps the link" [ "$(stat -c %h hard1)" = 2 ]
check "1: -o onto a hard-linked file writes it in place" cmp -s hard2 expected.csv
echo old >readonly
chmod 444 readonly
timeout 20 $S $huge -o readonly 2>err
check "1: -o onto a read-only file exits 1 before any trial runs" [ $? = 1 ]
check "1: a read-only file is left as it was" [ "$(cat readonly)" = old ]
check "1: a read-only file keeps its mode" [ "$(stat -c %a readonly)" = 444 ]
check "1: a read-only file is named in one line" [ "$(cat err)" = "starbench: -o: cannot write 'readonly': the file is read-only" ]
echo old >private
chmod 600 private
$S $small -o private
check "1: -o keeps a 0600 file's mode" [ "$(stat -c %a private)" = 600 ]
check "1: -o replaces a 0600 file's content" cmp -s private expected.csv
# /dev/stdout, but never the real one: a private link to what it links to.
ln -s /proc/self/fd/1 my-stdout
$S $small -o my-stdout >via-stdout-file
check "1: -o onto a link to /proc/self/fd/1 writes to standard output (a file)" cmp -s via-stdout-file expected.csv
check "1: -o onto a link to /proc/self/fd/1 leaves the link" [ -L my-stdout ]
$S $small -o my-stdout | cat >via-stdout-pipe
check "1: -o onto a link to /proc/self/fd/1 writes to standard output (a pipe)" cmp -s via-stdout-pipe expected.csv
# Issue 20, finding 1: a chain of links into /proc (or a detour through
# /./proc) must not replace the file behind standard output: the CSV goes
# to that descriptor at its offset, between what the shell wrote around it.
# Links made here, in the private test directory; /proc/self is this
# process's own.
ln -s my-stdout chain
printf 'HEADER\n' >around.exp
cat expected.csv >>around.exp
printf 'FOOTER\n' >>around.exp
for via in chain my-stdout /./proc/self/fd/1 /proc/thread-self/fd/1; do
    { echo HEADER; $S $small -o $via; echo FOOTER; } >around.csv
    check "1: -o $via keeps what the shell wrote before and after (HEADER, CSV, FOOTER)" cmp -s around.csv around.exp
done
printf 'HEADER\n' >kept.csv
{ $S $small -o chain; } >>kept.csv
check "1: -o through links onto a file opened for appending appends" [ "$(head -1 kept.csv)" = HEADER ]
$S $small -o /proc/self/fd/0 </dev/null 2>rdonly.err
check "1: -o onto a descriptor open for reading exits 1" [ $? = 1 ]
check "1: ... with the reason" grep -q "open for reading only" rdonly.err
ln -s loop-b loop-a
ln -s loop-a loop-b
timeout 20 $S $huge -o loop-a 2>loop.err
check "1: a loop of links: exit 1 before any trial runs" [ $? = 1 ]
check "1: ... saying so" grep -q "Too many levels of symbolic links" loop.err
# Finding 10: a dangling link's target is written like a new name.
ln -s made-by-link dangling
$S $small -o dangling
check "10: -o onto a dangling link creates its target" cmp -s made-by-link expected.csv
check "10: -o onto a dangling link leaves the link" [ -L dangling ]
ln -s missing-dir/x dangling-dir
$S $small -o dangling-dir 2>dangling-dir.err
check "10: a dangling link into a missing directory exits 1" [ $? = 1 ]
check "10: ... saying that the directory does not exist" grep -q 'its directory does not exist' dangling-dir.err

# 2. Interrupts leave nothing behind and exit with the signal's status.  A
# shell starts background jobs with SIGINT ignored, and starbench leaves an
# ignored signal ignored (nohup), so the signals are reset to default first.
for sig_number in INT:2 TERM:15 HUP:1; do
    sig=${sig_number%:*}
    number=${sig_number#*:}
    env --default-signal=INT,TERM,HUP $S -N 40 --trials 100000 --per-trial -o interrupted.csv &
    pid=$!
    sleep 1
    kill -s $sig $pid
    wait $pid
    status=$?
    check "2: SIG$sig ends the run with status 128 + signal" [ $status = $((128 + number)) ]
    check "2: SIG$sig leaves no temporary file" [ -z "$(ls -A | grep starbench-)" ]
    check "2: SIG$sig leaves no half-written -o file" [ ! -e interrupted.csv ]
done
nohup $S -N 30 --trials 3000 -o nohup.csv >/dev/null 2>&1 &
pid=$!
sleep 0.5
kill -s HUP $pid
wait $pid
status=$?
check "2: under nohup, SIGHUP is left ignored and the run completes" [ $status = 0 ]
check "2: under nohup, the -o file is written" [ "$(wc -l <nohup.csv)" = 6 ]

# 3. Standard output is streamed: | head ends the run at once; no /tmp needed.
timeout 20 sh -c "$S -N 40 --trials 100000 | head -1 >head.csv"
check "3: '| head -1' ends a long summary run (within 20 s, not minutes)" [ $? = 0 ]
check "3: '| head -1' gets the header" [ "$(cut -d, -f1-3 head.csv)" = "n,d,c" ]
timeout 20 sh -c "$S -N 40 --trials 100000 --per-trial | head -3 >head3.csv"
check "3: '| head -3' ends a long per-trial run" [ $? = 0 ]
check "3: per-trial rows are streamed" [ "$(wc -l <head3.csv)" = 3 ]
# Third round, finding 5: a tree file's or a game's rows stream as generated
# trees' do: the header at once, and a reader that leaves is noticed inside a
# search (a game at horizon 4 takes minutes) and between a file's reorderings.
timeout 20 sh -c "$S --game backgammon --position 4HPwATDgc/ABMA --roll 31 --horizon 4 --algo star2 | head -1 >head-game.csv"
check "5: '| head -1' ends a game search of minutes at once (within 20 s)" [ $? = 0 ]
check "5: ... and gets the header" [ "$(cut -d, -f1-3 head-game.csv)" = "file,lo,hi" ]
awk 'function node(level,    s, i) {
         if (level == 4) return (++n * 7919) % 201 - 100
         s = "(" (level % 2 ? "chance" : (level % 4 ? "min" : "max"))
         for (i = 0; i < 8; i++) s = s " " node(level + 1)
         return s ")"
     }
     BEGIN { print node(0) }' >wide.tree
timeout 20 sh -c "$S --tree wide.tree --order random --trials 1000000 | head -1 >head-trials.csv"
check "5: '| head -1' ends a million reorderings of a tree file at once" [ $? = 0 ]
check "5: ... and gets the summary header" [ "$(cut -d, -f1-3 head-trials.csv)" = "file,lo,hi" ]
# Finding 4: a closed pipe is noticed inside a trial, not only between
# trials: one N = 1000 tree is 10^9 leaves (some 10 s); this took 47 s.
timeout 20 sh -c "$S -N 1000 --trials 4 --algo minimax | head -1 >head-big.csv"
check "4: '| head -1' ends a run of 10^9-leaf trees inside the first trial (within 20 s)" [ $? = 0 ]
check "4: ... and gets the header" [ "$(cut -d, -f1-3 head-big.csv)" = "n,d,c" ]
env --default-signal=INT $S -N 1000 --trials 2 --algo minimax -o big-interrupted.csv &
pid=$!
sleep 1
kill -s INT $pid
waited=0
while kill -0 $pid 2>/dev/null && [ $waited -lt 50 ]; do sleep 0.1; waited=$((waited + 1)); done
wait $pid
check "4: SIGINT inside a 10^9-leaf trial ends the run (status 130, within 5 s)" [ $? = 130 ]
check "4: ... leaving no -o file" [ ! -e big-interrupted.csv ]
if [ $root = 1 ] && unshare -m true 2>/dev/null; then
    # /tmp made read-only in place (its files, this binary perhaps among them, stay visible).
    unshare -m sh -c "mount --bind /tmp /tmp && mount -o remount,bind,ro /tmp && ! touch /tmp/.starbench-probe 2>/dev/null && $S -N 2 --trials 3" >no-tmp.csv 2>no-tmp.err
    check "3: runs with a read-only /tmp" [ $? = 0 ]
    check "3: with a read-only /tmp the CSV is complete" [ "$(wc -l <no-tmp.csv)" = 6 ]
else
    skip "3: read-only /tmp (needs root for a private mount namespace)"
fi

# 4. A closed standard output is an error, with one message.
$S -N 2 --trials 3 >&- 2>closed.err
check "4: closed standard output exits 1" [ $? = 1 ]
check "4: closed standard output says so in one line" [ "$(wc -l <closed.err)" = 1 ]

# 5. --constants honours -o.
$S --constants -o constants.csv >constants.stdout
check "5: --constants -o writes the file" [ "$(head -c 14 constants.csv)" = "constant,value" ]
check "5: --constants -o leaves standard output empty" [ ! -s constants.stdout ]

# 6. The formula in O(N**2): N = 1000 at once, with the values of the O(N**4) version.
timeout 20 $S --mode formula -N 500,777,1000 >formula.csv
check "6: --mode formula -N 1000 finishes (within 20 s, not minutes)" [ $? = 0 ]
check "6: the formula's values at N = 500, 777, 1000 are unchanged" \
    [ "$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next } { print $k["n"] "," $k["leaves_mean"] "," $k["examined_pct"] }' formula.csv | tr '\n' ' ')" = "500,96427101.1541,77.1417 777,361137652.4664,76.9856 1000,769177086.8253,76.9177 " ]

# 9. Long names, and a writable file in a directory that takes no new file.
long=$(printf 'x%.0s' $(seq 254))
$S $small -o "$long"
check "9: a 254-character file name is written" cmp -s "$long" expected.csv
if [ $root = 1 ] && setpriv --reuid=nobody --regid=nogroup --clear-groups true 2>/dev/null; then
    chmod 755 "$tmp"
    mkdir locked
    echo old >locked/file
    chown nobody locked/file
    setpriv --reuid=nobody --regid=nogroup --clear-groups $S $small -o locked/file
    check "9: a writable file in a read-only directory is written" cmp -s locked/file expected.csv
    # Finding 10: a replaced file keeps its owner (root gives it back).
    echo old >owned
    chown nobody:nogroup owned
    $S $small -o owned
    check "10: a file owned by another user keeps its owner and group" [ "$(stat -c %U:%G owned)" = nobody:nogroup ]
    check "10: ... and gets the CSV" cmp -s owned expected.csv
else
    skip "9: read-only directory (needs root to run as another user)"
fi

# 10. A directory fails at once, with the right reason.
for dir in . locked/ missing/; do
    timeout 20 $S $huge -o $dir 2>dir.err
    check "10: -o $dir exits 1 before any trial runs" [ $? = 1 ]
done
timeout 20 $S $huge -o . 2>dir.err
check "10: -o . is called a directory" grep -q "it is a directory" dir.err

# 12. Workers follow the trials: 256 threads for one trial fit in 1 GB.
if [ -z "${STARBENCH_SANITIZED:-}" ]; then
    (ulimit -v 1000000; $S -N 400 --trials 1 --threads 256 --algo star1 >threads.csv 2>threads.err)
    check "12: --threads 256 --trials 1 runs in 1 GB of address space" [ $? = 0 ]
else
    skip "12: address-space limit (sanitizers reserve terabytes of address space)"
fi

# Progress: one line on a terminal's stderr once a run has taken 2 s, never
# in the CSV, never in a pipe or file, off with --quiet.  script(1) gives
# the run a pseudo-terminal; its stdout goes to a file.
progress_run="-N 40 --trials 8000 --threads 1 --algo star1,star2"
if command -v script >/dev/null 2>&1; then
    script -qec "$S $progress_run >on-terminal.csv" typescript >/dev/null 2>&1
    check "progress: a line on a terminal's stderr" grep -q "of 8000 trials, [0-9]* trees/s, [0-9]*m[0-9]*s left" typescript
    $S $progress_run >plain.csv 2>plain.err
    check "progress: the CSV is the same with a terminal" cmp -s on-terminal.csv plain.csv
    check "progress: nothing on stderr when it is a file" [ ! -s plain.err ]
    script -qec "$S $progress_run --quiet >quiet.csv" quiet-typescript >/dev/null 2>&1
    check "progress: --quiet shows no line" sh -c "! grep -q 'trees/s' quiet-typescript"
    # Finding 6: with stdout on the terminal too, a row never shares the
    # progress line: the line is cleared (\r, erase) before rows are written.
    script -qec "$S -N 150,300 --trials 30 --algo minimax --threads 1" shared-typescript >/dev/null 2>&1
    tr -d '\033' <shared-typescript >shared-plain
    check "6: a CSV row never follows the progress line on the same line" sh -c "! grep -a -q 'left.K[0-9]' shared-plain"
    check "6: the progress line was shown (so the check above means something)" grep -a -q 'trees/s' shared-plain
    check "6: the rows are all there" [ "$(grep -a -c ',2,[0-9]*,uniform,' shared-plain)" = 2 ]
else
    skip "progress (needs script(1), Debian: bsdutils)"
fi

[ $skipped = 0 ] || echo "output: $skipped checks skipped (see above)"
finish "output"
