#!/bin/sh
# A starbench sweep as a Slurm job array: each array task runs one shard
# (SLURM_ARRAY_TASK_ID picks it, 1..K) and writes its exact statistics;
# a job that depends on the whole array merges them into the CSV that one
# unsplit run writes, byte for byte.
#
#   sh scripts/slurm-array.sh K OUT.csv STARBENCH-OPTIONS...
#   e.g.  sh scripts/slurm-array.sh 16 sweep.csv -N 100,200,400 --trials 10000 --algo star1,star2
#
# The script gives each task --threads 1 --quiet --stats --shard I/K -o, so
# the options must not (starbench refuses an option given twice).
# Submits with sbatch (each task: 1 CPU, --threads 1; set SBATCH_* or edit
# the #SBATCH-style options below for your site).  The shard files go to
# OUT.shards/; remove them once OUT.csv is written.  STARBENCH names the
# binary (default: starbench on PATH).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 K OUT.csv STARBENCH-OPTIONS..." >&2; exit 2; }
shards=$1 out=$2
shift 2
case $shards in '' | *[!0-9]* | 0) echo "$0: K: expected a whole number >= 1, got '$shards'" >&2; exit 2 ;; esac
# The script sets these itself, and starbench refuses an option given twice:
# say so now rather than in every job's log.
for arg in "$@"; do
    case $arg in
    --threads* | -threads* | --quiet | -quiet | --stats | -stats | --shard* | -shard* | -o* | --output* | -output*)
        echo "$0: $arg: set by the script for each shard (--threads 1 --quiet --stats --shard I/K -o); leave it out" >&2
        exit 2 ;;
    esac
done
bin=${STARBENCH:-starbench}
dir="$out.shards"
mkdir -p "$dir"
# The options, quoted once for the job scripts.
quoted=""
for arg in "$@"; do quoted="$quoted '$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")'"; done

array=$(sbatch --parsable --array="1-$shards" --cpus-per-task=1 --job-name=starbench-shard \
    --output="$dir/slurm-%A_%a.log" --wrap \
    "$bin $quoted --threads 1 --quiet --stats --shard \$SLURM_ARRAY_TASK_ID/$shards -o '$dir'/shard-\$SLURM_ARRAY_TASK_ID.csv")
array=${array%%;*}
files=""
i=1
while [ "$i" -le "$shards" ]; do files="$files '$dir/shard-$i.csv'"; i=$((i + 1)); done
sbatch --parsable --dependency="afterok:$array" --job-name=starbench-merge --output="$dir/merge-%j.log" \
    --wrap "$bin merge -o '$out' $files"
echo "submitted: array job $array ($shards shards), then the merge into $out" >&2
