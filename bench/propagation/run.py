#!/usr/bin/env python3
"""Propagation benchmark: times cleave-opt --cleave-propagate and upstream
mlir-opt --sharding-propagation on generated inputs and prints a table.

For every case it reports the wall time of the whole tool run (parse +
pass + print, median of --repeat runs), the pass time from --mlir-timing
(median), and the peak resident memory. For cleave it also checks that
the output is the same on every run (determinism) and that every tensor
value got a sharding (--cleave-verify-shardings after propagation, plus a
count of op lines without a cleave.sharding). Upstream runs get a timeout
and a memory cap; a run past either is reported as such, never retried.

Usage: run.py [--cleave-opt PATH] [--mlir-opt PATH] [--workdir DIR]
              [--mlp-layers 1000,5000] [--transformer-layers 1000,5000]
              [--conflict-k 16,18,20] [--repeat 3] [--timeout 120]
              [--mem-limit-gb 12] [--quick]
"""
import argparse
import hashlib
import os
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import gen  # noqa: E402

UPSTREAM_PIPELINE = "--pass-pipeline=builtin.module(func.func(sharding-propagation))"


class Run:
    def __init__(self, rc, wall, cpu, maxrss_kb, out, err, timed_out):
        self.rc, self.wall, self.cpu, self.maxrss_kb = rc, wall, cpu, maxrss_kb
        self.out, self.err, self.timed_out = out, err, timed_out


def run_tool(cmd, out_path, timeout, mem_limit_bytes):
    """Runs cmd with stdout to out_path; returns a Run with per-process rusage."""
    def limit():
        if mem_limit_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (mem_limit_bytes, mem_limit_bytes))
    with open(out_path, "wb") as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, preexec_fn=limit)
        timed_out = []

        def kill():
            timed_out.append(True)
            try:
                p.send_signal(signal.SIGKILL)
            except ProcessLookupError:
                pass
        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        errtext = err.read().decode(errors="replace")
    return Run(p.returncode, wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss,
               out_path, errtext, bool(timed_out))


def pass_time(stderr, name):
    # "    0.0557 ( 39.7%)    CleavePropagate"
    m = re.search(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+" + re.escape(name) + r"\s*$",
                  stderr, re.M)
    return float(m.group(1)) if m else None


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


SCALAR = re.compile(r": (f\d+|i\d+|index)\s*$")


def tensor_op_line(line):
    """A line that defines a value with an op that is not a scalar (the
    constants and the scalar ops in linalg.generic bodies are left out)."""
    return re.match(r"\s*%\S+ = ", line) and not SCALAR.search(line) \
        and "arith.constant" not in line


def count_ops(text):
    """Tensor ops, without the upstream shard ops."""
    return sum(1 for line in text.splitlines() if tensor_op_line(line)
               and "shard.shard" not in line and "shard.sharding" not in line)


def unsharded_op_lines(path):
    with open(path) as f:
        return sum(1 for line in f
                   if tensor_op_line(line) and "cleave.sharding" not in line)


def fmt(x, digits=3):
    return "-" if x is None else ("%.*f" % (digits, x))


def bench_case(name, tool, cmd, inp, args, workdir, pass_name, timeout,
               mem_limit, checks):
    """Runs one tool on one input --repeat times; returns a table row."""
    runs = []
    for i in range(args.repeat):
        out = os.path.join(workdir, "%s.%s.out%d.mlir" % (name, tool, i))
        r = run_tool(cmd + [inp, "--mlir-timing", "-o", "-"], out, timeout, mem_limit)
        runs.append(r)
        if r.rc != 0 or r.timed_out:
            break
    last = runs[-1]
    row = {"case": name, "tool": tool, "ops": count_ops(open(inp).read())}
    if last.timed_out:
        row["status"] = "timeout (>%ds)" % timeout
    elif last.rc != 0:
        low = last.err.lower()
        oom = "bad_alloc" in low or "out of memory" in low or "allocation failed" in low
        why = "out of memory (cap %d GiB)" % args.mem_limit_gb if oom \
            else "crash/error rc=%d" % last.rc
        row["status"] = why
        row["err"] = last.err.strip().splitlines()[-3:] if last.err.strip() else []
    else:
        row["status"] = "ok"
    ok = [r for r in runs if r.rc == 0 and not r.timed_out]
    if ok:
        row["wall"] = statistics.median(r.wall for r in ok)
        pts = [pass_time(r.err, pass_name) for r in ok]
        pts = [p for p in pts if p is not None]
        row["pass"] = statistics.median(pts) if pts else None
        row["rss_mb"] = max(r.maxrss_kb for r in ok) / 1024.0
        row["n"] = len(ok)
        if checks:
            checks(row, ok)
    else:
        row["wall"] = last.wall
        row["rss_mb"] = last.maxrss_kb / 1024.0
        row["n"] = 0
    if not args.keep:
        for r in runs:
            if os.path.exists(r.out):
                os.remove(r.out)
    return row


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    p = argparse.ArgumentParser(description="cleave-propagate benchmark")
    p.add_argument("--cleave-opt", default=os.path.join(root, "build", "bin", "cleave-opt"))
    p.add_argument("--mlir-opt", default=shutil.which("mlir-opt")
                   or "/usr/lib/llvm-22/bin/mlir-opt")
    p.add_argument("--workdir", default=None, help="where inputs/outputs go (default: a temp dir)")
    p.add_argument("--mlp-layers", default="1000,5000")
    p.add_argument("--transformer-layers", default="1000,5000",
                   help="the last size is skipped when the one before it"
                   " took over --transformer-budget/ratio seconds")
    p.add_argument("--transformer-budget", type=float, default=60.0)
    p.add_argument("--conflict-k", default="16,18,20")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--timeout", type=int, default=120, help="per run, seconds")
    p.add_argument("--mem-limit-gb", type=int, default=12,
                   help="address-space cap per run (0: none)")
    p.add_argument("--no-upstream", action="store_true")
    p.add_argument("--keep", action="store_true", help="keep the outputs")
    p.add_argument("--quick", action="store_true",
                   help="small sizes, one run each (a smoke test)")
    args = p.parse_args()
    if args.quick:
        args.mlp_layers, args.transformer_layers, args.conflict_k = "10,50", "10", "4,8"
        args.repeat = 1
    if not os.access(args.cleave_opt, os.X_OK):
        sys.exit("run.py: no cleave-opt at %s (pass --cleave-opt)" % args.cleave_opt)
    upstream = None if args.no_upstream else args.mlir_opt
    if upstream and not os.access(upstream, os.X_OK):
        print("run.py: no mlir-opt at %s; upstream skipped" % upstream)
        upstream = None
    workdir = args.workdir or tempfile.mkdtemp(prefix="cleave-prop-bench-")
    os.makedirs(workdir, exist_ok=True)
    mem = args.mem_limit_gb << 30 if args.mem_limit_gb else 0
    ints = lambda s: [int(x) for x in s.split(",") if x]

    def cleave_checks(inp):
        def check(row, ok):
            digests = {digest(r.out) for r in ok}
            row["deterministic"] = ("yes (%d runs)" % len(ok)) if len(digests) == 1 \
                else "NO: %d different outputs" % len(digests)
            row["unsharded"] = unsharded_op_lines(ok[0].out)
            v = run_tool([args.cleave_opt, inp, "--cleave-propagate",
                          "--cleave-verify-shardings", "-o", os.devnull],
                         os.path.join(workdir, "verify.out"), args.timeout, mem)
            row["verify"] = "ok" if v.rc == 0 and not v.timed_out else \
                "FAILED: " + " | ".join(v.err.strip().splitlines()[:2])
        return check

    def upstream_checks(row, ok):
        text = open(ok[0].out).read()
        row["shard_ops"] = text.count("shard.shard ")

    cleave_cmd = [args.cleave_opt, "--cleave-propagate"]
    up_cmd = [upstream, UPSTREAM_PIPELINE] if upstream else None
    rows = []

    def case(kind, size, with_upstream):
        name = "%s-%d" % (kind, size)
        inp = os.path.join(workdir, name + ".cleave.mlir")
        with open(inp, "w") as f:
            f.write(gen.generate(kind, layers=size, k=size, dialect="cleave"))
        print("... %s: cleave-opt" % name, flush=True)
        r = bench_case(name, "cleave", cleave_cmd, inp, args, workdir,
                       "CleavePropagate", args.timeout, mem, cleave_checks(inp))
        rows.append(r)
        if with_upstream and up_cmd:
            sinp = os.path.join(workdir, name + ".shard.mlir")
            with open(sinp, "w") as f:
                f.write(gen.generate(kind, layers=size, k=size, dialect="shard"))
            print("... %s: mlir-opt" % name, flush=True)
            rows.append(bench_case(name, "upstream", up_cmd, sinp, args, workdir,
                                   "ShardingPropagation", args.timeout, mem,
                                   upstream_checks))
        return r

    for n in ints(args.mlp_layers):
        case("mlp", n, True)
    tl = ints(args.transformer_layers)
    for i, n in enumerate(tl):
        if i > 0:
            prev = rows[-1]
            est = prev.get("wall", 0) * n / tl[i - 1]
            if prev["status"] != "ok" or est > args.transformer_budget:
                print("... transformer-%d skipped (estimated %.0f s)" % (n, est))
                continue
        case("transformer", n, False)
    for k in ints(args.conflict_k):
        case("conflict", k, True)

    print()
    print("cleave-opt: %s" % args.cleave_opt)
    print("mlir-opt:   %s" % (upstream or "(skipped)"))
    print("inputs in:  %s" % workdir)
    print("wall = whole run (parse + pass + print), median of %d; pass = --mlir-timing"
          " pass time, median; rss = peak resident memory" % args.repeat)
    print()
    hdr = "| case | tool | ops | wall (s) | pass (s) | rss (MB) | status | checks |"
    print(hdr)
    print("|" + "---|" * 8)
    for r in rows:
        if r["tool"] == "cleave" and "verify" in r:
            chk = "deterministic: %s; verify-shardings: %s; op lines without sharding: %d" % (
                r["deterministic"], r["verify"], r["unsharded"])
        elif r["tool"] == "upstream" and "shard_ops" in r:
            chk = "%d shard.shard ops in output" % r["shard_ops"]
        else:
            chk = " ".join(r.get("err", [])) or "-"
        print("| %s | %s | %d | %s | %s | %.0f | %s | %s |" % (
            r["case"], r["tool"], r["ops"], fmt(r.get("wall")), fmt(r.get("pass")),
            r.get("rss_mb", 0), r["status"], chk))
    bad = [r for r in rows if r["tool"] == "cleave" and (
        r["status"] != "ok" or not r.get("deterministic", "").startswith("yes")
        or r.get("verify") != "ok")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
