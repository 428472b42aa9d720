#!/usr/bin/env python3
"""Cleave's simulated step against published large-scale training runs:
`ninja bench-published`.

Each row is a GPT training run whose configuration and measured speed a
paper gives: layers, hidden size, heads, sequence 2048, vocabulary 51200,
tensor-parallel (TP) and pipeline-parallel (PP) degree, GPUs, global batch,
micro-batch, activation recomputation. For each, the bench

  1. exports the bf16 mixed-precision training step (fp32 master weights
     and Adam state, Megatron's upcast cross-entropy) of a GPT-2-style
     model of that shape with fake tensors (the zoo's gpt2_train under
     MixedPrecision("bf16"); cached under --work);
  2. states Megatron's tensor-parallel layout as name rules on a mesh
     model=TP (as bench/models/megatron-layout.py does);
  3. runs cleave-pipeline with stages=PP (cut at layer boundaries, equal
     layers per stage, as Megatron places them), replicas=GPUs/(TP PP),
     microbatches=batch/(replicas x micro-batch), schedule 1f1b and the
     row's recomputation, simulated on bench/published/selene.json (NVIDIA
     Selene: DGX A100 80 GB nodes of 8, NVLink3, 8 x 200 Gb/s HDR
     InfiniBand per node, priced with `kernels: "fused"`, bf16 GEMMs at
     the A100's measured maximum achievable rate, 271.2 TFLOP/s);
  4. prints the predicted figure beside the published one: TFLOP/s per GPU
     by the paper's own FLOP count (Narayanan et al.: 96 B s l h^2 (1 +
     s / 6h + V / 16 l h) per step, which counts the recomputed forward), or
     the iteration time (Korthikanti et al.).

    run.py [--build DIR] [--python PY] [--work DIR] [--rows a,b] [--all]

--python is the interpreter with torch, transformers and torch-mlir (the
exporters' venv, default $PYTHON or /opt/cleave-venv/bin/python). Without
--all the rows of more than 64 layers are left out (their exports take tens
of minutes on a 2-core machine); --rows picks rows by label.
"""
import argparse
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SEQ = 2048
VOCAB = 51200

NARAYANAN = ("Narayanan et al., Efficient Large-Scale Language Model "
             "Training on GPU Clusters Using Megatron-LM (SC'21), Table 1")
KORTHIKANTI = ("Korthikanti et al., Reducing Activation Recomputation in "
               "Large Transformer Models (arXiv:2205.05198, MLSys'23): "
               "end-to-end iteration times, full recomputation and "
               "selective recomputation with sequence parallelism")

# label: (source, layers, hidden, heads, TP, PP, GPUs, batch, micro-batch,
#         recompute, published, unit)
# unit "tflops": achieved TFLOP/s per GPU; "s": seconds per iteration.
# Narayanan et al. do not state the micro-batch size of Table 1; 1 is
# assumed (the pipelined rows' bubble is then (PP - 1) / micro-batches).
# Their runs recompute activations (their FLOP count includes it).
# Korthikanti et al.'s "selective" rows also use sequence parallelism, which
# Cleave does not model (it moves what tensor parallelism's all_reduces
# move, as reduce_scatter + all_gather).
ROWS = {
    "meg-1.7b": (NARAYANAN, 24, 2304, 24, 1, 1, 32, 512, 1, "full", 137,
                 "tflops"),
    "meg-3.6b": (NARAYANAN, 30, 3072, 32, 2, 1, 64, 512, 1, "full", 138,
                 "tflops"),
    "meg-7.5b": (NARAYANAN, 36, 4096, 32, 4, 1, 128, 512, 1, "full", 142,
                 "tflops"),
    "meg-18.4b": (NARAYANAN, 40, 6144, 48, 8, 1, 256, 1024, 1, "full", 135,
                  "tflops"),
    "meg-39.1b": (NARAYANAN, 48, 8192, 64, 8, 2, 512, 1536, 1, "full", 138,
                  "tflops"),
    "meg-76.1b": (NARAYANAN, 60, 10240, 80, 8, 4, 1024, 1792, 1, "full",
                  140, "tflops"),
    "meg-145.6b": (NARAYANAN, 80, 12288, 96, 8, 8, 1536, 2304, 1, "full",
                   148, "tflops"),
    "kor-22b-full": (KORTHIKANTI, 48, 6144, 64, 8, 1, 8, 4, 4, "full", 1.42,
                     "s"),
    "kor-22b-selective": (KORTHIKANTI, 48, 6144, 64, 8, 1, 8, 4, 4,
                          "selective", 1.10, "s"),
    "kor-175b-full": (KORTHIKANTI, 96, 12288, 96, 8, 8, 64, 64, 1, "full",
                      18.13, "s"),
    "kor-175b-selective": (KORTHIKANTI, 96, 12288, 96, 8, 8, 64, 64, 1,
                           "selective", 13.75, "s"),
}

RULES = """\
cleave.mesh @mesh = <["model"={tp}]>
*wte.weight          -> [{{"model"}}, {{}}]
*.attn.c_attn.weight -> [{{}}, {{"model"}}x3]
*.attn.c_attn.bias   -> [{{"model"}}x3]
*.attn.c_proj.weight -> [{{"model"}}, {{}}]
*.mlp.c_fc.weight    -> [{{}}, {{"model"}}]
*.mlp.c_fc.bias      -> [{{"model"}}]
*.mlp.c_proj.weight  -> [{{"model"}}, {{}}]
"""

EXPORT = r"""
import sys
sys.path.insert(0, {python!r}); sys.path.insert(0, {zoo!r})
import torch, zoo
from transformers import GPT2Config
from cleave_export.torch_train import (MixedPrecision, build_train_step,
                                       export_train_step)
cfg = GPT2Config(n_layer={layers}, n_embd={hidden}, n_head={heads},
                 vocab_size={vocab}, n_positions={seq}, bos_token_id=0,
                 eos_token_id=0, attn_implementation="eager")
m, inputs, names, kw = zoo._gpt2(cfg, seq={seq}, batch={batch}, fake=True)
# One row of positions, broadcast over the batch: the file does not grow
# with the batch.
kw["position_ids"] = torch.arange({seq})[None]
m, inputs, in_names, targets, tg_names, loss, opt, kw = zoo.gpt2_train(
    (m, inputs, names, kw))
ts = build_train_step(m, inputs, targets, loss, opt, input_names=in_names,
                      target_names=tg_names, kwargs=kw,
                      precision=MixedPrecision("bf16"))
r = export_train_step(ts, tracing_mode="fake")
with open({out!r}, "w") as f:
    f.write(r.text)
"""


def model_flops(layers, hidden, batch):
    """Narayanan et al.'s FLOPs per step (with the recomputed forward)."""
    return 96 * batch * SEQ * layers * hidden ** 2 * (
        1 + SEQ / (6 * hidden) + VOCAB / (16 * layers * hidden))


def export(py, work, layers, hidden, heads, batch):
    out = os.path.join(work, "gpt-l%d-h%d-a%d-b%d.mlir" %
                       (layers, hidden, heads, batch))
    if os.path.exists(out):
        return out, 0.0
    start = time.time()
    code = EXPORT.format(python=os.path.join(ROOT, "python"),
                         zoo=os.path.join(ROOT, "examples", "models"),
                         layers=layers, hidden=hidden, heads=heads,
                         vocab=VOCAB, seq=SEQ, batch=batch, out=out + ".tmp")
    proc = subprocess.run([py, "-c", code], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("export failed:\n" + proc.stderr[-3000:])
    os.replace(out + ".tmp", out)
    return out, time.time() - start


def simulate(build, work, module, row):
    (_, layers, hidden, heads, tp, pp, gpus, batch, mb, recompute, _,
     _) = row
    replicas = gpus // (tp * pp)
    microbatches = batch // (replicas * mb)
    cmd = [os.path.join(build, "bin", "cleave-opt"), module]
    if tp > 1:
        rules = os.path.join(work, "megatron-tp%d.rules" % tp)
        with open(rules, "w") as f:
            f.write(RULES.format(tp=tp))
        cmd.append("--cleave-apply-name-rules=file=" + rules)
    # Megatron's stages hold equal numbers of layers (the embedding on the
    # first, the LM head and loss on the last): a chunk starts at the first
    # op reading layer l * layers / PP's parameters.
    cut = ""
    if pp > 1:
        cut = " cut-at=" + ",".join("h.%d.*" % (i * layers // pp)
                                    for i in range(1, pp))
    cmd += ["--cleave-pipeline=stages=%d replicas=%d microbatches=%d "
            "schedule=1f1b recompute=%s cluster=%s%s report-file=-" %
            (pp, replicas, microbatches, recompute,
             os.path.join(HERE, "selene.json"), cut),
            "-o", os.devnull]
    start = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.time() - start
    m = re.search(r"simulated on \S+: step ([0-9.]+) ms, bubble ([0-9.]+)%",
                  proc.stdout)
    if proc.returncode != 0 or not m:
        sys.exit("cleave-opt failed:\n%s\n%s" % (" ".join(cmd),
                                                  proc.stderr[-3000:]))
    peaks = [float(p) for p in
             re.findall(r"stage \d+: busy [0-9.]+ ms, peak ([0-9.]+) MiB",
                        proc.stdout)]
    return (float(m.group(1)) / 1e3, float(m.group(2)), max(peaks) / 1024,
            replicas, microbatches, wall)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--python", default=os.environ.get(
        "PYTHON", "/opt/cleave-venv/bin/python"))
    p.add_argument("--work", default="/tmp/cleave-bench-published")
    p.add_argument("--rows", default="")
    p.add_argument("--all", action="store_true")
    a = p.parse_args()
    os.makedirs(a.work, exist_ok=True)
    labels = [r for r in a.rows.split(",") if r] or [
        label for label, row in ROWS.items() if a.all or row[1] <= 64]
    for label in labels:
        if label not in ROWS:
            sys.exit("unknown row '%s' (rows: %s)" % (label, ", ".join(ROWS)))
    print("| row | layers | hidden | TP | PP | DP | GPUs | batch | "
          "micro-batches | recompute | predicted step s | bubble | "
          "peak GiB | predicted | published | error | export s | "
          "cleave-opt s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|"
          "---:|---:|---:|---:|---:|")
    errors = []
    for label in labels:
        row = ROWS[label]
        (_, layers, hidden, heads, tp, pp, gpus, batch, _, recompute,
         published, unit) = row
        module, export_s = export(a.python, a.work, layers, hidden, heads,
                                  batch)
        step, bubble, peak, dp, m, wall = simulate(a.build, a.work, module,
                                                   row)
        if unit == "tflops":
            predicted = model_flops(layers, hidden, batch) / (step * gpus) / 1e12
            shown = ("%.1f TFLOP/s" % predicted, "%g TFLOP/s" % published)
        else:
            predicted = step
            shown = ("%.2f s" % predicted, "%g s" % published)
        # Error in throughput: predicted / published - 1 (for a time, the
        # inverse ratio).
        err = (predicted / published - 1 if unit == "tflops"
               else published / predicted - 1)
        errors.append(abs(err))
        print("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %s | %.3f | "
              "%.1f%% | %.1f | %s | %s | %+.1f%% | %.0f | %.1f |" %
              (label, layers, hidden, tp, pp, dp, gpus, batch, m, recompute,
               step, bubble, peak, shown[0], shown[1], err * 100, export_s,
               wall), flush=True)
    print()
    print("%d rows: mean absolute error in throughput %.1f%%, max %.1f%%" %
          (len(errors), 100 * sum(errors) / len(errors), 100 * max(errors)))
    print()
    for src in sorted({ROWS[l][0] for l in labels}):
        print("- " + src)


if __name__ == "__main__":
    main()
