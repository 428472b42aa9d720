#!/usr/bin/env python3
"""Plan quality over the model zoo: `ninja bench-models-plans`.

For each model of examples/models and each plan (data parallel on 4 ranks,
tensor parallel on a 2x2 mesh, cleave-auto-shard on 4 devices; for the
DLRM-style model, its row- and column-split tables), prints

  * the collectives of the per-device forward program, by kind, and the
    bytes each device sends into them (cleave-estimate's figures; all_slice
    moves no data and is counted apart),
  * the estimated time of the program (cleave-estimate, cluster cpu-mpi),
  * the measured time of the entry (cleave-run -np 4 --repeat N, best call,
    slowest rank), unless --no-run.

The plans are the rules files the zoo's tests use (test/Models/*.test,
read from their split-file sections), so the bench and the tests agree.

    plan-quality.py BUILD_DIR [--repeat N] [--no-run] [--models a,b]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MODELS = os.path.join(ROOT, "examples", "models")
TESTS = os.path.join(ROOT, "test", "Models")
AUTO = ("cleave-auto-shard{cluster=cpu-mpi},cleave-propagate,"
        "cleave-partition,cleave-optimize-collectives")
MANUAL = "cleave-propagate,cleave-partition,cleave-optimize-collectives"

# model -> [(plan, test file, rules section, automatic?)]
PLANS = {
    "mlp": [("dp4", "mlp.test", "dp4.rules", False),
            ("tp2x2", "tensor-parallel.test", "mlp.rules", False),
            ("auto4", "mlp.test", "mesh4.rules", True)],
    "convnet": [("dp4", "convnet.test", "dp4.rules", False),
                ("tp2x2", "tensor-parallel.test", "convnet.rules", False),
                ("auto4", "convnet.test", "mesh4.rules", True)],
    "moe": [("dp4", "moe.test", "dp4.rules", False),
            ("tp2x2", "tensor-parallel.test", "moe.rules", False),
            ("auto4", "moe.test", "mesh4.rules", True)],
    "jax-mlp": [("dp4", "jax-mlp.test", "dp4.rules", False),
                ("tp2x2", "tensor-parallel.test", "jax-mlp.rules", False),
                ("auto4", "jax-mlp.test", "mesh4.rules", True)],
    "llama": [("dp4", "llama.test", "dp4.rules", False),
              ("megatron2x2", "llama.test", "megatron.rules", False),
              ("auto4", "llama.test", "mesh4.rules", True)],
    "jax-llama": [("dp4", "jax-blocks.test", "llama-dp4.rules", False),
                  ("tp2x2", "jax-blocks.test", "llama.rules", False),
                  ("auto4", "jax-blocks.test", "mesh4.rules", True)],
    "jax-lm": [("dp4", "jax-blocks.test", "lm-dp4.rules", False),
               ("tp2x2", "jax-blocks.test", "lm.rules", False),
               ("auto4", "jax-blocks.test", "mesh4.rules", True)],
    "jax-scan-moe": [("exported2x2", "jax-scan.test", "exported.rules",
                      False)],
    "jax-moe": [("dp4", "jax-blocks.test", "moe-dp4.rules", False),
                ("ep4", "jax-blocks.test", "moe-ep4.rules", False),
                ("ep2x2", "jax-blocks.test", "moe-ep2x2.rules", False),
                ("auto4", "jax-blocks.test", "mesh4.rules", True)],
    "gpt2": [("dp4", "gpt2.test", "dp4.rules", False),
             ("megatron2x2", "gpt2-megatron.test", "megatron.rules", False),
             ("block-qkv2x2", "gpt2-megatron.test", "block-qkv.rules", False),
             ("auto4", "gpt2.test", "mesh4.rules", True)],
    "bert-tiny": [("dp4", "bert-tiny.test", "dp4.rules", False),
                  ("tp2x2", "tensor-parallel.test", "bert.rules", False),
                  ("auto4", "bert-tiny.test", "mesh4.rules", True)],
    "vit-tiny": [("dp4", "vit-tiny.test", "dp4.rules", False),
                 ("tp2x2", "tensor-parallel.test", "vit.rules", False),
                 ("auto4", "vit-tiny.test", "mesh4.rules", True)],
    "dlrm": [("dp4", "dlrm.test", "dp.rules", False),
             ("rows4", "dlrm.test", "row.rules", False),
             ("cols4", "dlrm.test", "col.rules", False),
             ("auto4", "dlrm.test", "mesh.rules", True)],
}
INT_RANGE = {"gpt2": "0:255", "llama": "0:255", "bert-tiny": "0:255", "dlrm": "0:15",
             "jax-lm": "0:63"}


def section(test, name):
    """The `#--- name` section of a split-file test."""
    text = open(os.path.join(TESTS, test)).read()
    m = re.search(r"^#--- %s\n(.*?)(?=^#--- |\Z)" % re.escape(name), text,
                  re.S | re.M)
    if not m:
        sys.exit("%s has no section %s" % (test, name))
    return m.group(1)


def check(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr[-4000:]))
    return p.stdout


def measure(build, model, plan, annotated, automatic, args, work):
    opt = os.path.join(build, "bin", "cleave-opt")
    run = os.path.join(build, "bin", "cleave-run")
    pipeline = AUTO if automatic else MANUAL
    partitioned = os.path.join(work, "%s.%s.part.mlir" % (model, plan))
    check([opt, annotated, "--pass-pipeline=builtin.module(%s)" % pipeline,
           "-o", partitioned])
    # Callees inlined first: JAX exports put ops (and so collectives) in
    # private functions the entry calls, which the estimate prices apart.
    est = json.loads(check([opt, partitioned, "--inline", "--symbol-dce",
                            "--cleave-estimate=format=json cluster=cpu-mpi",
                            "-o", "/dev/null"]))
    fn = est["functions"][0]
    kinds, moved, slices = {}, 0, 0
    for op in fn["ops"]:
        c = op.get("collective")
        if not c:
            continue
        n = op.get("count", 1)
        if c["kind"] == "all_slice":
            slices += n
            continue
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + n
        moved += c["bytes"] * n
    row = {"model": model, "plan": plan, "collectives": kinds,
           "all_slice": slices, "bytes_per_device": moved,
           "estimated_ms": fn["totals"]["total_s"] * 1e3}
    if not args.no_run:
        cmd = [run, "-np", "4", annotated, "--repeat", str(args.repeat),
               "--partition-pipeline", pipeline]
        if model in INT_RANGE:
            cmd += ["--int-range", INT_RANGE[model]]
        out = check(cmd)
        m = re.search(r"^time: ([0-9.]+) ms \(best", out, re.M)
        row["measured_ms"] = float(m.group(1)) if m else None
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build", help="the build directory (bin/cleave-opt)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--no-run", action="store_true",
                    help="collectives and estimates only")
    ap.add_argument("--models", default=",".join(PLANS))
    ap.add_argument("--json", help="also write the rows here")
    args = ap.parse_args()
    if args.repeat < 1:
        sys.exit("--repeat must be at least 1")
    unknown = [m for m in args.models.split(",") if m not in PLANS]
    if unknown:
        sys.exit("unknown models: %s (known: %s)" % (", ".join(unknown),
                                                     ", ".join(PLANS)))
    os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
    os.environ.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    opt = os.path.join(args.build, "bin", "cleave-opt")
    rows = []
    print("%-10s %-12s %-40s %12s %10s %10s" %
          ("model", "plan", "collectives (all_slice apart)", "bytes/dev",
           "est. ms", "run ms"))
    with tempfile.TemporaryDirectory() as work:
        for model in args.models.split(","):
            for plan, test, rules, automatic in PLANS[model]:
                rules_file = os.path.join(work, "%s.%s.rules" % (model, plan))
                with open(rules_file, "w") as f:
                    f.write(section(test, rules))
                annotated = os.path.join(work, "%s.%s.mlir" % (model, plan))
                check([opt, os.path.join(MODELS, model + ".mlir"),
                       "--cleave-apply-name-rules=allow-unmatched=true file=" + rules_file,
                       "-o", annotated])
                t0 = time.perf_counter()
                row = measure(args.build, model, plan, annotated, automatic,
                              args, work)
                row["bench_s"] = time.perf_counter() - t0
                rows.append(row)
                kinds = ", ".join("%s x%d" % kv
                                  for kv in sorted(row["collectives"].items()))
                if row["all_slice"]:
                    kinds += (", " if kinds else "") + \
                        "(all_slice x%d)" % row["all_slice"]
                run_ms = row.get("measured_ms")
                print("%-10s %-12s %-40s %12d %10.3f %10s" %
                      (model, plan, kinds or "none", row["bytes_per_device"],
                       row["estimated_ms"],
                       "-" if run_ms is None else "%.3f" % run_ms),
                      flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
