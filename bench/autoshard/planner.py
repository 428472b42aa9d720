#!/usr/bin/env python3
"""The pipeline planner on GPT-3-style training steps: `ninja
bench-autoshard-planner`.

Per model and GPU count, runs

    cleave-opt STEP '--cleave-pipeline=plan=true tensor-parallel=1,2,4,8
        cluster=SPEC report-file=...'

on a cluster of H100 nodes (8 per node, NVLink within, InfiniBand between:
examples/clusters/2x8xH100-IB.json with as many nodes as the GPUs need) and
prints the planning time (user CPU of the whole command), its peak RSS, the
candidates considered (simulated / pruned / rejected), the plan chosen and
its simulated step.

Beside it, the Megatron-LM recipe (Narayanan et al. 2021, section 3.3):
tensor parallelism over the 8 GPUs of a node, pipeline parallelism (1F1B)
over the fewest stages that fit the model in memory, data parallelism over
the rest, micro-batches of one sequence, full activation recomputation
where a stage count does not fit without it. It is simulated
(cleave-pipeline simulate-only=true: partitioned and priced, its pipelined
program not built) at the stage counts 1, 2, 4, ... until one fits, and
that one is shown (its simulated step under the same cost model).
--no-megatron leaves it out.

And plain ZeRO-3 (FSDP): data parallelism over every GPU, the batch split
over a mesh axis "data" of the GPU count, with the parameters, gradients and
Adam state split as `cleave-auto-shard plan=zero-3` splits them (gathered
before each use, gradients reduce-scattered), no micro-batches and no
recomputation, partitioned and priced by `cleave-estimate` on the same
cluster spec (its step time: compute plus the communication it does not
overlap; its peak memory against the device's). --no-zero3 leaves it out.

Models: the checked-in steps (gpt3-small-train, gpt3-6.7b-train in
examples/models) and, with --models-dir, the larger ones exported by
`python3 examples/models/zoo.py gpt3-1.3b-train -o DIR/gpt3-1.3b-train.mlir`
(also gpt3-39b-train, gpt3-175b-train; needs torch, transformers and
torch-mlir, then `cleave-opt` to re-print them). Usage:

    planner.py [--build DIR] [--models small,6.7b] [--gpus 16,64]
               [--models-dir DIR] [--no-megatron] [--no-zero3]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

MODELS = {
    "small": "gpt3-small-train.mlir",
    "1.3b": "gpt3-1.3b-train.mlir",
    "6.7b": "gpt3-6.7b-train.mlir",
    "39b": "gpt3-39b-train.mlir",
    "175b": "gpt3-175b-train.mlir",
}


def step_batch(model):
    """The sequences per step: the batch dim of the step's input_ids."""
    with open(model) as f:
        for line in f:
            m = re.search(r"tensor<(\d+)x\d+xi64>\s*\{[^}]*cleave\.name = "
                          r"\"input_ids\"", line)
            if m:
                return int(m.group(1))
    sys.exit("planner: %s has no input_ids argument" % model)


def cluster_spec(gpus, path):
    """The 2x8xH100-IB spec with gpus / 8 nodes (one node below 8)."""
    with open(os.path.join(ROOT, "examples", "clusters",
                           "2x8xH100-IB.json")) as f:
        spec = json.load(f)
    per_node = min(8, gpus)
    if gpus < 1 or gpus % per_node:
        sys.exit("planner: %d GPUs: give up to 8, or a multiple of 8 "
                 "(nodes of 8)" % gpus)
    spec["name"] = "%dxH100-IB" % gpus
    spec["nodes"] = gpus // per_node
    spec["devices_per_node"] = per_node
    with open(path, "w") as f:
        json.dump(spec, f, indent=2)


def timed(cmd):
    """(user CPU seconds, peak RSS in GB) of cmd, or exits with its error."""
    p = subprocess.run(["/usr/bin/time", "-f", "TIME %U %M"] + cmd,
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("planner: failed: %s\n%s" % (" ".join(cmd), p.stderr[-3000:]))
    m = re.search(r"TIME ([0-9.]+) ([0-9]+)", p.stderr)
    return float(m.group(1)), int(m.group(2)) / 1e6


def plan(opt, model, spec, work):
    report = os.path.join(work, "plan.txt")
    cpu, gb = timed([opt, model,
                     "--cleave-pipeline=plan=true tensor-parallel=1,2,4,8 "
                     "cluster=%s report-file=%s" % (spec, report),
                     "-o", os.devnull])
    text = open(report).read()
    first = text.splitlines()[0]
    m = re.search(r"(\d+) candidates in ([0-9.]+) s.*chosen: (.*): step "
                  r"([0-9.]+) ms, bubble ([0-9.]+)%, peak ([0-9.]+) GiB(.*)",
                  first)
    if not m:
        sys.exit("planner: cannot read the plan report's first line: " + first)
    rows = text.splitlines()[1:]
    counts = {
        "pruned": sum(1 for r in rows if ": pruned:" in r),
        "rejected": sum(1 for r in rows if ": rejected:" in r),
    }
    counts["simulated"] = int(m.group(1)) - counts["pruned"] - counts["rejected"]
    return {
        "cpu": cpu, "gb": gb, "candidates": int(m.group(1)),
        "search": float(m.group(2)), "chosen": m.group(3).strip(),
        "step": float(m.group(4)), "peak": float(m.group(6)),
        "fits": "no candidate fits" not in m.group(7), **counts,
    }


def megatron(opt, model, spec, gpus, batch, work):
    """The recipe at S = 1, 2, 4, ... stages: the fewest that fit, each
    tried without activation recomputation and then, as Megatron-LM does
    when memory runs out, with full recomputation."""
    T = min(8, gpus)
    S = 1
    while S * T <= gpus:
        R = gpus // (S * T)
        if batch % R == 0:
            M = batch // R  # micro-batches of one sequence per replica
            for recompute in ("none", "full"):
                row = megatron_shape(opt, model, spec, work, S, R, T, M,
                                     recompute)
                if row and row["fits"]:
                    return row  # more stages only add bubble
        S *= 2
    return None


def megatron_shape(opt, model, spec, work, S, R, T, M, recompute):
    """One shape of the recipe, simulated (simulate-only: partitioned and
    priced, the pipelined program not built); None if it cannot be."""
    out = os.path.join(work, "megatron.mlir")
    shape = ("stages=%d replicas=%d tensor-parallel=%d microbatches=%d "
             "schedule=1f1b recompute=%s" % (S, R, T, M, recompute))
    p = subprocess.run(
        [opt, model, "--cleave-pipeline=%s cluster=%s simulate-only=true"
         % (shape, spec), "-o", out], capture_output=True, text=True)
    if p.returncode != 0:
        return None
    text = open(out).read()
    step = re.search(r"step_s = ([0-9.eE+-]+)", text)
    fits = re.search(r"fits = (true|false)", text)
    name = "S=%d R=%d T=%d M=%d 1f1b" % (S, R, T, M)
    if recompute != "none":
        name += " recompute=" + recompute
    return {"shape": name, "step": float(step.group(1)) * 1e3,
            "fits": fits.group(1) == "true"}


def zero3(opt, model, spec, gpus, work):
    """Plain ZeRO-3 over all GPUs, estimated: {"step": ms, "fits": bool,
    "peak": GiB}, or {"error": why} when the step cannot be planned so."""
    rules = os.path.join(work, "zero3.rules")
    with open(rules, "w") as f:
        f.write('cleave.mesh @mesh = <["data"=%d]>\n'
                'input_ids -> [{"data"}, {}]\n' % gpus)
    est = os.path.join(work, "zero3.json")
    p = subprocess.run(
        [opt, model, "--cleave-apply-name-rules=file=" + rules,
         "--cleave-auto-shard=plan=zero-3 memory-limit=false cluster=" + spec,
         "--cleave-propagate", "--cleave-partition",
         "--cleave-optimize-collectives",
         "--cleave-estimate=cluster=%s format=json output=%s" % (spec, est),
         "-o", os.devnull], capture_output=True, text=True)
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if "error" in l]
        return {"error": (lines or ["cleave-opt failed"])[0][-160:]}
    with open(est) as f:
        totals = json.load(f)["functions"][0]["totals"]
    return {"step": totals["total_s"] * 1e3, "fits": totals["fits"],
            "peak": totals["peak_memory_bytes"] / 2**30}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--models", default="small,6.7b")
    ap.add_argument("--gpus", default="16")
    ap.add_argument("--models-dir",
                    default=os.path.join(ROOT, "examples", "models"))
    ap.add_argument("--no-megatron", action="store_true",
                    help="leave out the Megatron-LM recipe")
    ap.add_argument("--no-zero3", action="store_true",
                    help="leave out plain ZeRO-3")
    args = ap.parse_args()
    opt = os.path.join(args.build, "bin", "cleave-opt")
    print("model  GPUs  plan CPU  peak RSS  candidates (sim/pruned/rej)  "
          "chosen -> simulated step  |  Megatron recipe -> step  |  "
          "ZeRO-3 -> step")
    with tempfile.TemporaryDirectory() as work:
        for name in args.models.split(","):
            if name not in MODELS:
                sys.exit("planner: unknown model '%s' (one of %s)"
                         % (name, ", ".join(MODELS)))
            model = os.path.join(args.models_dir, MODELS[name])
            if not os.path.exists(model):
                model = os.path.join(ROOT, "examples", "models", MODELS[name])
            if not os.path.exists(model):
                print("%-6s (no %s: export it, see --help)" % (name, MODELS[name]))
                continue
            for gpus in [int(g) for g in args.gpus.split(",")]:
                spec = os.path.join(work, "cluster-%d.json" % gpus)
                cluster_spec(gpus, spec)
                r = plan(opt, model, spec, work)
                line = ("%-6s %5d  %7.1f s  %5.2f GB  %4d (%d/%d/%d)  %s -> "
                        "%.1f ms%s" % (name, gpus, r["cpu"], r["gb"],
                                       r["candidates"], r["simulated"],
                                       r["pruned"], r["rejected"], r["chosen"],
                                       r["step"],
                                       "" if r["fits"] else " (does not fit)"))
                print(line, end="", flush=True)
                if not args.no_megatron:
                    mg = megatron(opt, model, spec, gpus, step_batch(model),
                                  work)
                    print("  |  %s -> %.1f ms" % (mg["shape"], mg["step"])
                          if mg else "  |  no stage count fits", end="")
                if not args.no_zero3:
                    z = zero3(opt, model, spec, gpus, work)
                    if "error" in z:
                        print("  |  ZeRO-3: %s" % z["error"], end="")
                    else:
                        print("  |  ZeRO-3 -> %.1f ms, peak %.1f GiB%s"
                              % (z["step"], z["peak"],
                                 "" if z["fits"] else " (does not fit)"),
                              end="")
                print(flush=True)


if __name__ == "__main__":
    main()
