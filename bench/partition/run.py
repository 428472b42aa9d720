#!/usr/bin/env python3
"""Partition benchmark: times cleave-opt --cleave-propagate --cleave-partition
--cleave-optimize-collectives and upstream mlir-opt sharding-propagation +
shard-partition on generated chains and prints a table.

Inputs come from bench/propagation/gen.py: the Megatron MLP chain (in both
dialects) and the transformer stack (cleave syntax only). For every case it
reports the wall time of the whole tool run (parse + passes + print, median
of --repeat runs), each pass's time from --mlir-timing (medians; the
partition pass on its own), the peak resident memory and the collectives in
the output by kind. For cleave it also checks that the output is the same on
every run (determinism) and that it verifies: cleave-opt re-parses it (the
verifier runs on parse), and the function is marked cleave.partitioned.
Upstream runs get a timeout and a memory cap; a run past either is reported
as such, never retried; their output is re-parsed by mlir-opt.

Usage: run.py [--cleave-opt PATH] [--mlir-opt PATH] [--workdir DIR]
              [--mlp-layers 1000,5000] [--transformer-layers 1000]
              [--scaling 1000,2000,5000,10000] [--repeat 3] [--timeout 120] [--mem-limit-gb 12]
              [--no-upstream] [--keep] [--quick]
"""
import argparse
import collections
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "propagation"))
sys.dont_write_bytecode = True
import gen  # noqa: E402

CLEAVE_PASSES = ["--cleave-propagate", "--cleave-partition",
                 "--cleave-optimize-collectives"]
# --mlir-timing names of the passes, in pipeline order.
CLEAVE_TIMING = [("propagate", "CleavePropagate"),
                 ("partition", "CleavePartition"),
                 ("optimize", "CleaveOptimizeCollectives")]
UPSTREAM_PIPELINE = ("--pass-pipeline=builtin.module(func.func("
                     "sharding-propagation,shard-partition))")
UPSTREAM_TIMING = [("propagate", "ShardingPropagation"),
                   ("partition", "Partition")]
COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all",
               "all_slice", "collective_permute", "broadcast", "gather",
               "scatter", "reduce", "send", "recv", "shift")


# The process runner and the timing helpers are the propagation bench's.
from run import Run, run_tool, pass_time, digest  # noqa: E402,F401


def count_collectives(path, dialect):
    """Collective ops in the output, by kind (ops written as `dialect.kind `)."""
    pat = re.compile(r"=\s+%s\.(%s)\b" % (re.escape(dialect), "|".join(COLLECTIVES)))
    c = collections.Counter()
    with open(path) as f:
        for line in f:
            m = pat.search(line)
            if m:
                c[m.group(1)] += 1
    return c


def fmt_counts(c):
    return ", ".join("%s %d" % (k, c[k]) for k in sorted(c)) if c else "none"


def fmt(x, digits=3):
    return "-" if x is None else ("%.*f" % (digits, x))


def bench_case(name, tool, cmd, inp, args, workdir, timing, timeout, mem_limit,
               checks):
    """Runs one tool on one input --repeat times; returns a table row."""
    runs = []
    for i in range(args.repeat):
        out = os.path.join(workdir, "%s.%s.out%d.mlir" % (name, tool, i))
        r = run_tool(cmd + [inp, "--mlir-timing", "-o", "-"], out, timeout, mem_limit)
        runs.append(r)
        if r.rc != 0 or r.timed_out:
            break
    last = runs[-1]
    row = {"case": name, "tool": tool}
    if last.timed_out:
        row["status"] = "timeout (>%ds)" % timeout
    elif last.rc != 0:
        low = last.err.lower()
        oom = "bad_alloc" in low or "out of memory" in low or "allocation failed" in low
        row["status"] = ("out of memory (cap %d GiB)" % args.mem_limit_gb if oom
                         else "error rc=%d" % last.rc)
        row["err"] = [l for l in last.err.strip().splitlines()
                      if "error" in l.lower()][:3] or last.err.strip().splitlines()[-3:]
    else:
        row["status"] = "ok"
    ok = [r for r in runs if r.rc == 0 and not r.timed_out]
    row["n"] = len(ok)
    if ok:
        row["wall"] = statistics.median(r.wall for r in ok)
        row["cpu"] = statistics.median(r.cpu for r in ok)
        for key, pname in timing:
            pts = [pass_time(r.err, pname) for r in ok]
            pts = [p for p in pts if p is not None]
            row[key] = statistics.median(pts) if pts else None
        row["rss_mb"] = max(r.maxrss_kb for r in ok) / 1024.0
        if checks:
            checks(row, ok)
    else:
        row["wall"] = last.wall
        row["rss_mb"] = last.maxrss_kb / 1024.0
    if not args.keep:
        for r in runs:
            if os.path.exists(r.out):
                os.remove(r.out)
    return row


def main():
    root = os.path.dirname(os.path.dirname(HERE))
    p = argparse.ArgumentParser(description="cleave-partition benchmark")
    p.add_argument("--cleave-opt", default=os.path.join(root, "build", "bin", "cleave-opt"))
    p.add_argument("--mlir-opt", default=shutil.which("mlir-opt")
                   or "/usr/lib/llvm-22/bin/mlir-opt")
    p.add_argument("--workdir", default=None, help="where inputs/outputs go (default: a temp dir)")
    p.add_argument("--mlp-layers", default="1000,5000")
    p.add_argument("--transformer-layers", default="1000")
    p.add_argument("--scaling", default="",
                   help="also: MLP layer counts (e.g. 1000,2000,5000,10000) to run"
                   " cleave once each and print the pass times and peak RSS")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--timeout", type=int, default=120, help="per run, seconds")
    p.add_argument("--mem-limit-gb", type=int, default=12,
                   help="address-space cap per upstream run (0: none)")
    p.add_argument("--no-upstream", action="store_true")
    p.add_argument("--keep", action="store_true", help="keep the outputs")
    p.add_argument("--quick", action="store_true",
                   help="small sizes, one run each (a smoke test)")
    args = p.parse_args()
    if args.quick:
        args.mlp_layers, args.transformer_layers, args.repeat = "10,50", "10", 1
    if not os.access(args.cleave_opt, os.X_OK):
        sys.exit("run.py: no cleave-opt at %s (pass --cleave-opt)" % args.cleave_opt)
    upstream = None if args.no_upstream else args.mlir_opt
    if upstream and not os.access(upstream, os.X_OK):
        print("run.py: no mlir-opt at %s; upstream skipped" % upstream)
        upstream = None
    workdir = args.workdir or tempfile.mkdtemp(prefix="cleave-part-bench-")
    os.makedirs(workdir, exist_ok=True)
    mem = args.mem_limit_gb << 30 if args.mem_limit_gb else 0
    ints = lambda s: [int(x) for x in s.split(",") if x]

    def reparse(tool, path):
        v = run_tool([tool, path, "-o", os.devnull],
                     os.path.join(workdir, "verify.out"), args.timeout, 0)
        if v.rc == 0 and not v.timed_out:
            return "ok"
        return "FAILED: " + " | ".join(v.err.strip().splitlines()[:2])

    def cleave_checks(row, ok):
        digests = {digest(r.out) for r in ok}
        row["deterministic"] = ("yes (%d runs)" % len(ok)) if len(digests) == 1 \
            else "NO: %d different outputs" % len(digests)
        row["collectives"] = count_collectives(ok[0].out, "cleave")
        row["verify"] = reparse(args.cleave_opt, ok[0].out)
        with open(ok[0].out) as f:
            row["partitioned"] = "cleave.partitioned" in f.read()

    def upstream_checks(row, ok):
        digests = {digest(r.out) for r in ok}
        row["deterministic"] = ("yes (%d runs)" % len(ok)) if len(digests) == 1 \
            else "NO: %d different outputs" % len(digests)
        row["collectives"] = count_collectives(ok[0].out, "shard")
        row["verify"] = reparse(upstream, ok[0].out)

    cleave_cmd = [args.cleave_opt] + CLEAVE_PASSES
    up_cmd = [upstream, UPSTREAM_PIPELINE] if upstream else None
    rows = []

    def case(kind, size, with_upstream):
        name = "%s-%d" % (kind, size)
        inp = os.path.join(workdir, name + ".cleave.mlir")
        with open(inp, "w") as f:
            f.write(gen.generate(kind, layers=size, dialect="cleave"))
        print("... %s: cleave-opt" % name, flush=True)
        r = bench_case(name, "cleave", cleave_cmd, inp, args, workdir,
                       CLEAVE_TIMING, args.timeout, 0, cleave_checks)
        r["layers"] = size
        rows.append(r)
        if with_upstream and up_cmd:
            sinp = os.path.join(workdir, name + ".shard.mlir")
            with open(sinp, "w") as f:
                f.write(gen.generate(kind, layers=size, dialect="shard"))
            print("... %s: mlir-opt" % name, flush=True)
            u = bench_case(name, "upstream", up_cmd, sinp, args, workdir,
                           UPSTREAM_TIMING, args.timeout, mem, upstream_checks)
            u["layers"] = size
            rows.append(u)

    for n in ints(args.mlp_layers):
        case("mlp", n, True)
    for n in ints(args.transformer_layers):
        case("transformer", n, False)

    print()
    print("cleave-opt: %s %s" % (args.cleave_opt, " ".join(CLEAVE_PASSES)))
    print("mlir-opt:   %s" % ("%s '%s'" % (upstream, UPSTREAM_PIPELINE[16:])
                              if upstream else "(skipped)"))
    print("inputs in:  %s" % workdir)
    print("wall = whole run (parse + passes + print), median of %d; cpu = its user +"
          " sys time, median; pass columns = --mlir-timing (wall), medians;"
          " rss = peak resident memory" % args.repeat)
    try:
        print("load average at the end: %.2f %.2f %.2f on %d CPUs"
              % (os.getloadavg() + (os.cpu_count(),)))
    except OSError:
        pass
    print()
    hdr = ("| case | tool | wall (s) | cpu (s) | propagate (s) | partition (s) | optimize (s) |"
           " rss (MB) | status | collectives in output | checks |")
    print(hdr)
    print("|" + "---|" * 11)
    for r in rows:
        if "collectives" in r:
            coll = fmt_counts(r["collectives"])
            chk = "deterministic: %s; re-parse: %s" % (r["deterministic"], r["verify"])
            if r["tool"] == "cleave" and not r["partitioned"]:
                chk += "; NOT marked cleave.partitioned"
        else:
            coll = "-"
            chk = " ".join(r.get("err", [])) or "-"
        print("| %s | %s | %s | %s | %s | %s | %s | %.0f | %s | %s | %s |" % (
            r["case"], r["tool"], fmt(r.get("wall")), fmt(r.get("cpu")),
            fmt(r.get("propagate")),
            fmt(r.get("partition")), fmt(r.get("optimize")), r.get("rss_mb", 0),
            r["status"], coll, chk))
    bad = []
    for r in rows:
        if r["tool"] != "cleave":
            continue
        if r["status"] != "ok" or not r.get("deterministic", "").startswith("yes") \
                or r.get("verify") != "ok" or not r.get("partitioned"):
            bad.append(r["case"])
        elif r["case"].startswith("mlp-") and \
                r["collectives"].get("all_reduce", 0) != r["layers"]:
            print("note: %s has %d all_reduce for %d layers (expected one per layer)"
                  % (r["case"], r["collectives"].get("all_reduce", 0), r["layers"]))
    if args.scaling:
        print()
        print("scaling (MLP chain, cleave, one run each):")
        print("| layers | wall (s) | propagate (s) | partition (s) | optimize (s) | rss (MB) |")
        print("|" + "---|" * 6)
        for n in ints(args.scaling):
            inp = os.path.join(workdir, "scaling-%d.mlir" % n)
            with open(inp, "w") as f:
                f.write(gen.generate("mlp", layers=n, dialect="cleave"))
            r = run_tool(cleave_cmd + [inp, "--mlir-timing", "-o", os.devnull],
                         os.path.join(workdir, "scaling.out"), args.timeout, 0)
            if r.rc != 0 or r.timed_out:
                print("| %d | %s | - | - | - | - |" % (
                    n, "timeout" if r.timed_out else "error rc=%d" % r.rc))
                continue
            print("| %d | %.3f | %s | %s | %s | %.0f |" % (
                n, r.wall, *[fmt(pass_time(r.err, t)) for _, t in CLEAVE_TIMING],
                r.maxrss_kb / 1024.0), flush=True)
    if bad:
        print("FAILED: %s" % ", ".join(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
