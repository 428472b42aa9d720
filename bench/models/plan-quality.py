#!/usr/bin/env python3
"""Plan quality over the model zoo: `ninja bench-models-plans`.

For each model of examples/models and each plan (data parallel on 4 ranks,
Megatron-style tensor parallel on a 2x2 mesh, expert parallel for the MoE
blocks, ZeRO-1/2/3 for the training steps, as name rules and as
cleave-auto-shard's plan=zero-N, cleave-auto-shard on 4 devices; for the
DLRM-style model, its row- and column-split tables), prints

  * the collectives of the per-device program, by kind, and the bytes each
    device sends into them (cleave-estimate's figures; all_slice moves no
    data and is counted apart),
  * the collectives of the published recipe for that plan (IDEAL below:
    Megatron-LM's 2 all_reduces per transformer layer, GShard's dispatch
    and combine, DDP's bucketed gradients, ZeRO/FSDP's gathers and
    reduce-scatters) and whether Cleave's count is within it,
  * the estimated time of the program (cleave-estimate, cluster cpu-mpi),
  * the measured time of the entry (cleave-run -np 4 --repeat N --verify,
    best call, slowest rank; the run fails unless --verify passes), unless
    --no-run.

The plans are the rules files the zoo's tests use (test/Models/*.test,
read from their split-file sections), so the bench and the tests agree.
The partition pipeline is cleave-run's (propagate, partition, combined
reductions) with cleave-optimize-collectives.

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
MANUAL = ("cleave-propagate,cleave-partition,cleave-optimize-collectives,"
          "cleave-combine-reductions")


def auto_pipeline(options=""):
    """cleave-auto-shard (with `options`, e.g. plan=zero-3) before MANUAL."""
    return "cleave-auto-shard{cluster=cpu-mpi%s},%s" % (
        " " + options if options else "", MANUAL)


# model -> [(plan, test file, rules section, automatic)]: automatic is
# False (the rules as written), True (cleave-auto-shard chooses) or a string
# of cleave-auto-shard options (a plain plan: "plan=zero-3").
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
    "mistral": [("dp4", "llama.test", "dp4.rules", False),
                ("megatron2x2", "llama.test", "megatron.rules", False),
                ("auto4", "llama.test", "mesh4.rules", True)],
    "qwen2": [("dp4", "llama.test", "dp4.rules", False),
              ("megatron2x2", "llama.test", "megatron.rules+qkv-bias.rules",
               False),
              ("auto4", "llama.test", "mesh4.rules", True)],
    "t5": [("dp4", "t5.test", "dp4.rules", False),
           ("megatron2x2", "t5.test", "megatron.rules", False),
           ("auto4", "t5.test", "mesh4.rules", True)],
    "mixtral-moe": [("dp4", "hf-moe.test", "dp4.rules", False),
                    ("ep4", "hf-moe.test", "ep4.rules", False),
                    ("ep2x2", "hf-moe.test", "ep2x2.rules", False),
                    ("auto4", "hf-moe.test", "mesh4.rules", True)],
    "qwen2-moe": [("ep4", "hf-moe.test", "ep4.rules", False),
                  ("ep2x2", "hf-moe.test", "ep2x2.rules", False)],
    "deepseek-moe": [("ep4", "hf-moe.test", "ep4.rules", False),
                     ("ep2x2", "hf-moe.test", "ep2x2.rules", False)],
    "olmoe-moe": [("ep4", "hf-moe.test", "ep4.rules", False),
                  ("ep2x2", "hf-moe.test", "ep2x2.rules", False)],
    "gpt-oss-moe": [("ep4", "hf-moe.test", "ep4-bias.rules", False),
                    ("ep2x2", "hf-moe.test", "ep2x2-bias.rules", False)],
    "jax-llama": [("dp4", "jax-blocks.test", "llama-dp4.rules", False),
                  ("tp2x2", "jax-blocks.test", "llama.rules", False),
                  ("auto4", "jax-blocks.test", "mesh4.rules", True)],
    "jax-lm": [("dp4", "jax-blocks.test", "lm-dp4.rules", False),
               ("tp2x2", "jax-blocks.test", "lm.rules", False),
               ("auto4", "jax-blocks.test", "mesh4.rules", True)],
    "jax-scan-moe": [("exported2x2", "jax-scan.test", "exported.rules",
                      False)],
    "jax-cumulative": [("exported2x2", "jax-cumulative.test",
                        "exported.rules", False)],
    "jax-ranking": [("exported2x2", "jax-ranking.test", "exported.rules",
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
# Training steps (forward, backward, Adam): data parallel, ZeRO as name
# rules and as cleave-auto-shard's plans (llama-train.test; ZeRO-1 as rules
# is the optimizer state split, which propagation makes ZeRO-2's
# reduce-scattered gradients; plan=zero-1 all-reduces them).
for _step in ("gpt2", "llama"):
    _t = "llama-train.test"
    PLANS[_step + "-train"] = [
        ("dp4", _t, "dp4.rules", False),
        ("dp4-plan", _t, "dp4.rules", "plan=data-parallel memory-limit=false"),
        ("zero1-plan", _t, "dp4.rules", "plan=zero-1 memory-limit=false"),
        ("zero1-rules", _t, _step + "-zero1.rules", False),
        ("zero2-plan", _t, "dp4.rules", "plan=zero-2 memory-limit=false"),
        ("zero3-rules", _t, _step + "-zero3.rules", False),
        ("zero3-plan", _t, "dp4.rules", "plan=zero-3 memory-limit=false"),
        ("auto4", _t, "dp4.rules", True)]
INT_RANGE = {"gpt2": "0:255", "llama": "0:255", "mistral": "0:255",
             "qwen2": "0:255", "t5": "0:255", "bert-tiny": "0:255",
             "dlrm": "0:15", "jax-lm": "0:63", "gpt2-train": "0:255",
             "llama-train": "0:255"}
# Adam's second moment must be positive (train-plans-gpt2.test).
RUN_FLAGS = {"gpt2-train": ["--fill-range=adam_v.*=0.125:1"],
             "llama-train": ["--fill-range=adam_v.*=0.125:1"]}


def _params(model):
    """The number of parameters of a training step (its header line)."""
    with open(os.path.join(MODELS, model + ".mlir")) as f:
        for line in f:
            if line.startswith("//") and '{"inputs"' in line:
                return json.loads(line[line.index('{"inputs"'):])["parameters"]
    sys.exit("%s.mlir states no parameter count" % model)


def ideal(model, plan):
    """The published recipe's collectives for `plan` on `model` (kind ->
    most), and where the count comes from; None where there is no recipe
    to hold Cleave to (auto-shard's own choice)."""
    layers = {"gpt2": 2, "llama": 2, "mistral": 2, "qwen2": 2,
              "bert-tiny": 2, "vit-tiny": 2, "jax-llama": 1}
    if plan == "auto4" or plan.startswith("exported"):
        return None
    if model.endswith("-train"):
        p = _params(model)
        if plan.startswith("dp4"):
            return {"all_reduce": 1}, "DDP: gradients (and the loss) in one bucket"
        if plan == "zero1-plan":
            return ({"all_reduce": 1, "all_gather": p},
                    "ZeRO-1: gradients all-reduced in buckets, each updated "
                    "parameter gathered")
        if plan.startswith(("zero1", "zero2")):
            return ({"all_reduce": 1, "reduce_scatter": p, "all_gather": p},
                    "ZeRO-1/2: each gradient reduce-scattered, each updated "
                    "parameter gathered, the loss reduced")
        return ({"all_reduce": 1, "reduce_scatter": p, "all_gather": 2 * p},
                "FSDP/ZeRO-3: each parameter gathered for the forward and "
                "again for the backward, each gradient reduce-scattered")
    if plan == "dp4":
        if model == "jax-lm":
            return {"all_reduce": 1}, "data parallel: the mean loss"
        return {}, "data parallel: nothing moves in the forward pass"
    if model in layers and plan in ("megatron2x2", "tp2x2"):
        return ({"all_reduce": 2 * layers[model]},
                "Megatron-LM: 2 all_reduces per layer")
    if model == "t5" and plan == "megatron2x2":
        return ({"all_reduce": 2 * 2 + 3 * 2},
                "Megatron-LM: 2 per encoder layer, 3 per decoder layer")
    if model in ("mlp", "jax-mlp") and plan == "tp2x2":
        return {"all_reduce": 1}, "Megatron-LM: 1 per column/row MLP pair"
    if model == "jax-lm" and plan == "tp2x2":
        return ({"all_reduce": 5},
                "Megatron-LM vocabulary parallel: the embedding, the "
                "cross entropy's max, sum and target logit; the mean loss "
                "over the batch")
    if model == "jax-moe" and plan.startswith("ep"):
        return {"all_to_all": 2}, "GShard: dispatch and combine"
    if model.endswith("-moe") and plan.startswith("ep"):
        return ({"all_to_all": 2, "all_reduce": 1},
                "GShard/Megatron-Core: 2 all_to_alls of the routed tokens, "
                "at most one small reduction")
    return None


def within(counts, want):
    """Whether `counts` (kind -> n) has every kind at most as often as the
    recipe `want`, and no kind the recipe lacks."""
    return all(n <= want.get(k, 0) for k, n in counts.items())


def section(test, name):
    """The `#--- name` section of a split-file test; `a+b`: sections a and
    b one after the other."""
    if "+" in name:
        return "".join(section(test, part) for part in name.split("+"))
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
    if automatic is True:
        pipeline = auto_pipeline()
    elif automatic:
        pipeline = auto_pipeline(automatic)
    else:
        pipeline = MANUAL
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
    want = ideal(model, plan)
    if want:
        row["ideal"], row["ideal_source"] = want
        row["within_ideal"] = within(kinds, want[0])
    if not args.no_run:
        cmd = [run, "-np", "4", annotated, "--repeat", str(args.repeat),
               "--verify", "--partition-pipeline", pipeline]
        if model in INT_RANGE:
            cmd += ["--int-range", INT_RANGE[model]]
        cmd += RUN_FLAGS.get(model, [])
        out = check(cmd)
        if not re.search(r"^verify: OK", out, re.M):
            sys.exit("--verify failed: %s\n%s" % (" ".join(cmd), out[-4000:]))
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
    print("%-12s %-12s %-58s %10s %-34s %9s %9s" %
          ("model", "plan", "collectives (all_slice apart)", "bytes/dev",
           "published recipe", "est. ms", "run ms"))
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
                recipe = "-"
                if "ideal" in row:
                    recipe = ", ".join("%s x%d" % kv for kv in
                                       sorted(row["ideal"].items())) or "none"
                    recipe += ": " + ("within" if row["within_ideal"]
                                      else "MORE")
                run_ms = row.get("measured_ms")
                print("%-12s %-12s %-58s %10d %-34s %9.3f %9s" %
                      (model, plan, kinds or "none", row["bytes_per_device"],
                       recipe, row["estimated_ms"],
                       "-" if run_ms is None else "%.3f" % run_ms),
                      flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
