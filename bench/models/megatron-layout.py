#!/usr/bin/env python3
"""Megatron's layout as name rules on GPT-3-style training steps:
`ninja bench-models-megatron`.

Per zoo training step (GPT-3 Small, 125M parameters; GPT-3 6.7B), states
Megatron-LM's tensor-parallel layout as name rules on a data x model mesh:
the fused QKV projection split per part over "model" (`{"model"}x3`), the
attention and MLP output projections by rows, the MLP's first projection by
columns, the token embedding (tied to the LM head) by vocabulary rows and
the batch over "data". Then runs cleave-apply-name-rules, cleave-propagate,
cleave-partition and cleave-optimize-collectives (as cleave-run does) and
prints:

  * the wall time and the "will be resharded" warnings;
  * the collectives of the partitioned step, grouped by kind, mesh axes and
    per-device type;
  * per layer, the collectives over "model" that move an activation
    (batch x sequence x hidden per data shard) and the rest, next to
    Megatron's 4 all_reduces (2 forward, 2 backward).

Needs only a built cleave-opt (the steps are in examples/models). Usage:

    megatron-layout.py [--build DIR] [--models small,6.7b] [--model-axis N]
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

# name: (file, layers, batch, seq, hidden, heads, default model axis)
MODELS = {
    "small": ("gpt3-small-train.mlir", 12, 64, 2048, 768, 12, 4),
    "6.7b": ("gpt3-6.7b-train.mlir", 32, 64, 2048, 4096, 32, 8),
}

RULES = """\
cleave.mesh @mesh = <["data"=2, "model"={model}]>
input_ids            -> [{{"data"}}, {{}}]
*wte.weight          -> [{{"model"}}, {{}}]
*.attn.c_attn.weight -> [{{}}, {{"model"}}x3]
*.attn.c_attn.bias   -> [{{"model"}}x3]
*.attn.c_proj.weight -> [{{"model"}}, {{}}]
*.mlp.c_fc.weight    -> [{{}}, {{"model"}}]
*.mlp.c_fc.bias      -> [{{"model"}}]
*.mlp.c_proj.weight  -> [{{"model"}}, {{}}]
"""

COLLECTIVE = re.compile(
    r"cleave\.(all_reduce|all_gather|all_to_all|reduce_scatter|all_slice|"
    r"send|recv) %\S+ over @mesh\[([^\]]*)\][^:]*: (tensor<[^>]*>)")


def elements(tensor_type):
    dims = tensor_type[len("tensor<"):-1].split("x")[:-1]
    n = 1
    for d in dims:
        n *= int(d)
    return n


def run(build, name, model_axis):
    path, layers, batch, seq, hidden, heads, _ = MODELS[name]
    module = os.path.join(ROOT, "examples", "models", path)
    with tempfile.TemporaryDirectory() as tmp:
        rules = os.path.join(tmp, "megatron.rules")
        with open(rules, "w") as f:
            f.write(RULES.format(model=model_axis))
        out = os.path.join(tmp, "tp.mlir")
        cmd = [os.path.join(build, "bin", "cleave-opt"), module,
               "--cleave-apply-name-rules=file=" + rules,
               "--cleave-propagate", "--cleave-partition",
               "--cleave-optimize-collectives", "-o", out]
        start = time.time()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        wall = time.time() - start
        if proc.returncode != 0:
            sys.exit("cleave-opt failed on %s:\n%s" % (path, proc.stderr[-3000:]))
        warnings = proc.stderr.count("will be resharded")
        counts = collections.Counter()
        activation = batch // 2 * seq * hidden
        per_layer = collections.Counter()
        with open(out) as f:
            for line in f:
                m = COLLECTIVE.search(line)
                if not m:
                    continue
                kind, axes, ttype = m.groups()
                counts[(kind, axes, ttype)] += 1
                if kind == "all_slice":
                    continue
                if axes == '"model"' and elements(ttype) >= activation:
                    per_layer[kind + " (activation)"] += 1
                elif kind in ("all_gather", "all_to_all"):
                    per_layer[kind + " (other)"] += 1
    print("## %s (%s): %d layers, mesh data=2 x model=%d" %
          (name, path, layers, model_axis))
    print()
    print("cleave-opt (name rules, propagate, partition, optimize-collectives):"
          " %.1f s, %d 'will be resharded' warnings" % (wall, warnings))
    print()
    print("| collective | axes | per-device type | count |")
    print("|---|---|---|---:|")
    for (kind, axes, ttype), n in sorted(counts.items(),
                                         key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %s | `%s` | %d |" % (kind, axes, ttype, n))
    print()
    print("Per layer: " + ", ".join(
        "%s %.2f" % (k, v / layers) for k, v in sorted(per_layer.items())) +
        " (Megatron: all_reduce (activation) 4, no all_gather or all_to_all)")
    print(flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--models", default="small,6.7b")
    ap.add_argument("--model-axis", type=int, default=0,
                    help="size of the model axis (default: 4 for small, 8 "
                         "for 6.7b)")
    args = ap.parse_args()
    for name in args.models.split(","):
        if name not in MODELS:
            sys.exit("unknown model '%s' (known: %s)" %
                     (name, ", ".join(MODELS)))
        run(args.build, name, args.model_axis or MODELS[name][6])


if __name__ == "__main__":
    main()
