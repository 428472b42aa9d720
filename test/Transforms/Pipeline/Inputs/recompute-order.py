"""Checks the simulated figures of recompute=none, selective and full (the
report files of test/Transforms/Pipeline/recompute.mlir, in that order):
each recomputation makes every stage busier and its peak lower."""
import re
import sys


def stages(path):
    text = open(path).read()
    return [(float(b), float(p)) for b, p in re.findall(
        r"stage \d+: busy ([0-9.]+) ms, peak ([0-9.]+) MiB", text)]


none, selective, full = (stages(p) for p in sys.argv[1:4])
assert len(none) == len(selective) == len(full) > 0, (none, selective, full)
for n, s, f in zip(none, selective, full):
    assert n[0] < s[0] < f[0], ("busy", n, s, f)
    assert f[1] < s[1] < n[1], ("peak", n, s, f)
print("recompute order OK: %d stages" % len(none))
