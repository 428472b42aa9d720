#!/usr/bin/env python3
"""Checks a cleave-auto-shard report: for every function, the plan applied
("auto-shard") is priced no higher than any plain plan that fits.

    never-loses.py REPORT...

Prints one line per function and exits 1 if any plain plan that fits is
cheaper, or if a report holds no plan table."""

import re
import sys

ROW = re.compile(r"^  (\S.*?)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+"
                 r"(-?[0-9.]+)\s+([0-9.]+)\s+(fits|OVER)$")


def check(path):
    ok, seen = True, 0
    fn, rows = None, {}

    def flush():
        nonlocal ok, seen
        if fn is None:
            return
        seen += 1
        auto = rows.get("auto-shard")
        if auto is None:
            print("%s: @%s: no auto-shard row" % (path, fn))
            ok = False
            return
        worse = [(n, t) for n, (t, f) in rows.items()
                 if n != "auto-shard" and f and t < auto[0] - 5e-4]
        status = "FAIL" if worse else "ok"
        print("%s: @%s: auto-shard %.3f ms, best plain %s %s" % (
            path, fn, auto[0],
            min(((t, n) for n, (t, f) in rows.items()
                 if n != "auto-shard" and f), default=(float("nan"), "-")),
            status))
        if worse:
            ok = False

    for line in open(path):
        m = re.match(r"cleave-auto-shard report for @(\S+)", line)
        if m:
            flush()
            fn, rows = m.group(1), {}
            continue
        m = ROW.match(line.rstrip("\n"))
        if m and fn is not None:
            rows[m.group(1)] = (float(m.group(2)), m.group(7) == "fits")
    flush()
    if seen == 0:
        print("%s: no report" % path)
        ok = False
    return ok


if __name__ == "__main__":
    results = [check(p) for p in sys.argv[1:]]
    sys.exit(0 if results and all(results) else 1)
