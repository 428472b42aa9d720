#!/usr/bin/env python3
"""Times cleave-auto-shard on a generated GPT-3-style stack.

Generates a transformer stack (bench/propagation/gen.py) without
annotations, runs `cleave-opt --cleave-auto-shard` with the memory limit on,
and prints the wall time (median of --repeat runs), the peak RSS and the
plan report (chosen plan against the plain plans). Then propagates and
partitions the result and counts the collectives of the per-device program.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "..", "propagation", "gen.py")


def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd,
                       capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr))
    rss_kb = int(p.stderr.strip().splitlines()[-1])
    return dt, rss_kb


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cleave-opt", required=True)
    ap.add_argument("--layers", type=int, default=24)
    ap.add_argument("--shape", default="1,1024,2048,32,8192",
                    help="batch,seq,hidden,heads,ffn")
    ap.add_argument("--mesh", default="data=2,model=4")
    ap.add_argument("--cluster", default="8xH100-NVLink")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="cleave-autoshard-")
    model = os.path.join(tmp, "model.mlir")
    subprocess.run([sys.executable, GEN, "--kind", "transformer", "--layers",
                    str(a.layers), "--shape", a.shape, "--mesh", a.mesh,
                    "--no-annotations", "-o", model], check=True)
    report = os.path.join(tmp, "report.txt")
    out = os.path.join(tmp, "sharded.mlir")
    cmd = [a.cleave_opt, model,
           "--cleave-auto-shard=cluster=%s report-file=%s" % (a.cluster, report),
           "-o", out]
    times, rss = [], 0
    for _ in range(a.repeat):
        dt, kb = run(cmd)
        times.append(dt)
        rss = max(rss, kb)
    times.sort()
    ops = sum(1 for line in open(model) if " = " in line)
    print("model: %d layers, shape %s (batch,seq,hidden,heads,ffn), mesh %s, "
          "%d ops, cluster %s" % (a.layers, a.shape, a.mesh, ops, a.cluster))
    print("cleave-auto-shard: median %.2f s (min %.2f, max %.2f) over %d runs, "
          "peak RSS %.0f MB" % (times[len(times) // 2], times[0], times[-1],
                                a.repeat, rss / 1024.0))
    print()
    with open(report) as f:
        for line in f:
            if line.strip() == "chosen shardings:":
                break
            print(line.rstrip())
    part = os.path.join(tmp, "partitioned.mlir")
    dt, _ = run([a.cleave_opt, out, "--cleave-propagate", "--cleave-partition",
                 "--cleave-optimize-collectives", "-o", part])
    counts = {}
    for m in re.finditer(r"cleave\.(all_reduce|all_gather|reduce_scatter|"
                         r"all_to_all|all_slice|collective_permute)\b",
                         open(part).read()):
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    print("propagate + partition + optimize-collectives: %.2f s; collectives "
          "per device program: %s" % (dt, counts or "none"))


if __name__ == "__main__":
    main()
