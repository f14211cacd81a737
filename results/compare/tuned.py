"""The settings compare.sh gives a sampling search in the comparison: of the
engines of ALGO in a sweep's rows (results/compare/sweep.sh), the one whose
mean loss summed over the sweep's budgets is lowest (the first listed of
equals), printed as its spec without algo=, horizon= and eval= (which
compare.sh gives).
Usage: python3 tuned.py SWEEP_CSV ALGO"""
import csv
import sys


def main():
    path, algo = sys.argv[1], sys.argv[2]
    total = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            settings = dict(kv.split("=", 1) for kv in r["engine"].split(","))
            if settings["algo"] == algo:
                total[r["engine"]] = total.get(r["engine"], 0) + int(r["loss_sum"])
    best = min(total, key=lambda e: total[e])  # dicts keep the rows' order: min keeps the first of equals
    print(",".join(kv for kv in best.split(",") if kv.split("=")[0] not in ("algo", "horizon", "eval")))


main()
