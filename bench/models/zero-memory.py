#!/usr/bin/env python3
"""ZeRO memory on a GPT-3-style training step: `ninja bench-models-zero`.

Exports one training step (forward, next-token loss, backward, Adam) of a
GPT-2-architecture stack, by default GPT-3 XL-like (hidden 2048, 24 layers,
16 heads; 1.21 B parameters), batch 8, sequence 128, vocab 2048, for a mesh
of --devices devices (default 8, one axis "data", input_ids split on the
batch), runs ``cleave-auto-shard{cluster=8xH100-NVLink memory-limit=false}``
on it and prints, per plan of the report, the peak memory per device Cleave
prices and the estimated step time, next to the closed-form ZeRO accounting
of the model states for fp32 training with Adam (Psi = parameters, N =
devices):

    data parallel   4 Psi + 4 Psi + 8 Psi      (params + grads + Adam m, v)
    ZeRO-1          4 Psi + 4 Psi + 8 Psi / N  (optimizer state split)
    ZeRO-2          4 Psi + 12 Psi / N         (gradients split too)
    ZeRO-3          16 Psi / N                 (parameters split too)

With --precision bf16 (or fp16) the step is a mixed-precision one
(cleave_export.torch_train.MixedPrecision: 16-bit parameters and
gradients, fp32 master weights and Adam state) and the closed forms are
the ZeRO paper's 2 Psi + 2 Psi + K Psi with K = 12 (master, m, v):

    data parallel   2 Psi + 2 Psi + 12 Psi
    ZeRO-1          2 Psi + 2 Psi + 12 Psi / N
    ZeRO-2          2 Psi + 14 Psi / N
    ZeRO-3          16 Psi / N

Cleave's figures come from the
report: the peak of every buffer live at once (activations and temporaries
beside the model states), and the "model states" line, the bytes per
device the plan gives the parameter and optimizer-state arguments and the
gradients (values from before the update that live into it; a partial sum
at full size, a gradient reduce-scattered at its producer at its shard).
Then what is live at each plan's peak, by role (the report's "at its peak"
line).

The model is traced with fake tensors (torch's FakeTensorMode): the step's
parameters, gradients and Adam state take ~19 GB, which fake tensors never
allocate. Parameters and optimizer state are function arguments, so the
exported IR holds no weight data; the only real tensors are the attention
mask and the position ids (constants). The vocabulary is small (2048, not
GPT-3's 50257): the loss is a one-hot cross-entropy (a gather/scatter-free
backward) whose logits and one-hot are batch x seq x vocab.

Needs torch, transformers and torch-mlir (the exporters' venv,
docs/models.md) for the export, and a built cleave-opt. Optional, not in CI:

    zero-memory.py [--build DIR] [--layers 24] [--hidden 2048] [--heads 16]
                   [--batch 8] [--seq 128] [--vocab 2048] [--devices 8]
                   [--cluster 8xH100-NVLink] [--time-limit S]
                   [--max-strategies N] [--precision fp32|bf16|fp16]
                   [--keep DIR]

--keep DIR keeps the export, rules, modules and report there, and reuses an
export of the same configuration found there (then torch is not needed).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MIB = 1048576.0


def need_exporters():
    missing = []
    for m in ("torch", "transformers", "torch_mlir"):
        try:
            __import__(m)
        except ImportError:
            missing.append(m)
    if missing:
        sys.exit("zero-memory.py: the export needs %s, which %s cannot "
                 "import. It is an optional bench (not in CI): run it with "
                 "the Python of the exporters' venv (docs/models.md), "
                 "/path/venv/bin/python bench/models/zero-memory.py, or "
                 "cmake -DCLEAVE_BENCH_PYTHON=/path/venv/bin/python for "
                 "`ninja bench-models-zero`; or pass --keep DIR holding an "
                 "earlier export of the same configuration" %
                 (", ".join(missing), sys.executable))


# ---------------------------------------------------------------------------
# Export

def export_step(a, out_path):
    """Traces the step with fake tensors and writes its generic-form MLIR;
    returns {argument name: shape} and the parameter names."""
    need_exporters()
    sys.path.insert(0, os.path.join(ROOT, "python"))
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from transformers import GPT2Config, GPT2Model
    from cleave_export.torch_train import (Adam, MixedPrecision,
                                           build_train_step,
                                           export_train_step)

    B, S, V = a.batch, a.seq, a.vocab
    cfg = GPT2Config(n_layer=a.layers, n_embd=a.hidden, n_head=a.heads,
                     vocab_size=V, n_positions=S, bos_token_id=0,
                     eos_token_id=0, attn_implementation="eager")
    # Real constants (baked into the program), as the zoo's _gpt2 passes
    # them: the default mask and positions are built with a cumsum.
    kw = dict(attention_mask=torch.ones(B, S, dtype=torch.long),
              position_ids=torch.arange(S).expand(B, S),
              use_cache=False, return_dict=False)

    def loss(out, ins, tgs, params):
        # As the zoo's gpt2_train: tied LM head, next-token cross-entropy
        # by a one-hot of input_ids shifted by one.
        hidden = out[0]                                   # B x S x d
        logits = (hidden @ params["wte.weight"].t()).float()  # B x S x V
        logp = torch.log_softmax(logits[:, :-1], dim=-1)
        ids = ins[0][:, 1:]
        onehot = (ids.unsqueeze(-1) == torch.arange(V)).to(logp.dtype)
        return -(logp * onehot).sum(-1).mean()

    # Parameters, optimizer state and the ids are fake tensors (no storage);
    # the real constants above meet them in ops (allow_non_fake_inputs).
    fake = FakeTensorMode(allow_non_fake_inputs=True)
    with fake:
        model = GPT2Model(cfg)
        ids = torch.randint(0, V, (B, S))
        ts = build_train_step(model, (ids,), (), loss,
                              Adam(lr=1e-3, beta1=0.9, beta2=0.999,
                                   eps=1e-8),
                              input_names=["input_ids"], target_names=[],
                              kwargs=kw,
                              precision=None if a.precision == "fp32"
                              else MixedPrecision(a.precision))
    # make_fx traces under the arguments' fake mode and torch.export takes
    # fake example inputs; the mask and positions become frozen buffers of
    # the traced graph, written into the program as constants. (On the
    # zoo's 2-layer GPT-2 this gives the same bytes as tracing with real
    # tensors.)
    r = export_train_step(ts)
    with open(out_path, "w") as f:
        f.write(r.text)
    return {n: list(s) for n, s in r.shapes.items()}, list(ts.param_names)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# ---------------------------------------------------------------------------
# Report

PLAN_LINE = re.compile(r"^  (\S.*?)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)"
                       r"\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(fits|OVER)\s*$")


SIZE = r"([\d.]+ (?:B|KiB|MiB))"
PEAK_LINE = re.compile(
    r"^      at its peak: parameters %s, optimizer state %s, gradients %s, "
    r"update %s, activations and other %s; (.*)$" % ((SIZE,) * 5))
STATES_LINE = re.compile(
    r"^      model states per device: parameters %s, optimizer state %s, "
    r"gradients %s$" % ((SIZE,) * 3))


def mib(size):
    """MiB of a report size ("512 B", "12.0 KiB", "4627.5 MiB")."""
    v, unit = size.split()
    return float(v) * {"B": 1.0 / MIB, "KiB": 1.0 / 1024, "MiB": 1.0}[unit]


def parse_report(text):
    """{plan: (total ms, compute ms, reduce ms, reshard ms, peak MiB)},
    {plan: (parameters, optimizer state, gradients, update, other MiB at
    the peak, where)} and the solver line."""
    plans, live = {}, {}
    solver = ""
    last = None
    for line in text.splitlines():
        if line.strip().startswith("solver:"):
            solver = line.strip()
        m = PLAN_LINE.match(line)
        if m:
            last = m.group(1)
            plans[last] = tuple(float(m.group(i)) for i in range(2, 7))
            continue
        m = PEAK_LINE.match(line)
        if m and last:
            live[last] = tuple(mib(m.group(i)) for i in range(1, 6)) + \
                (m.group(6),)
        m = STATES_LINE.match(line)
        if m and last:
            live[last] += tuple(mib(m.group(i)) for i in range(1, 4))
    return plans, live, solver


def auto_shard(a, opt, work, step, name, rules_text):
    """Annotates `step` with the rules and runs cleave-auto-shard on it;
    returns (report text, plans, solver line, output module, apply s,
    auto-shard s). The output (generic form) is the module the pass priced:
    after its normalization, with the chosen plan written on it."""
    rules = os.path.join(work, name + ".rules")
    with open(rules, "w") as f:
        f.write(rules_text)
    ann = os.path.join(work, name + ".mlir")
    apply_s = run([opt, step, "--cleave-apply-name-rules=allow-unmatched=true file=" + rules,
                   "-o", ann])
    report = os.path.join(work, name + ".report.txt")
    out = os.path.join(work, name + ".auto.mlir")
    opts = ["cluster=" + a.cluster, "memory-limit=false",
            "report-file=" + report]
    if a.time_limit:
        opts.append("time-limit=" + a.time_limit)
    if a.max_strategies:
        opts.append("max-strategies=%d" % a.max_strategies)
    auto_s = run([opt, ann, "--cleave-auto-shard=" + " ".join(opts),
                  "--mlir-print-op-generic", "-o", out])
    with open(report) as f:
        text = f.read()
    plans, live, solver = parse_report(text)
    return text, plans, live, solver, out, apply_s, auto_s


def run(cmd):
    t0 = time.time()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    dt = time.time() - t0
    if p.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr[-4000:]))
    return dt


def main(argv=None):
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--build", default=os.path.join(ROOT, "build"),
                   help="build directory with bin/cleave-opt (default "
                   "build)")
    p.add_argument("--layers", type=int, default=24)
    p.add_argument("--hidden", type=int, default=2048)
    p.add_argument("--heads", type=int, default=16)
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--seq", type=int, default=128)
    p.add_argument("--vocab", type=int, default=2048)
    p.add_argument("--devices", type=int, default=8)
    p.add_argument("--cluster", default="8xH100-NVLink")
    p.add_argument("--time-limit", default=None,
                   help="cleave-auto-shard time-limit= (seconds)")
    p.add_argument("--max-strategies", type=int, default=None,
                   help="cleave-auto-shard max-strategies=")
    p.add_argument("--precision", default="fp32",
                   choices=["fp32", "bf16", "fp16"],
                   help="fp32 (default), or a mixed-precision step with "
                   "16-bit parameters and fp32 masters and Adam state")
    p.add_argument("--keep", default=None,
                   help="keep the files here; reuse an export of the same "
                   "configuration found here")
    a = p.parse_args(argv)
    if a.batch % a.devices:
        p.error("--batch must be divisible by --devices")
    if a.hidden % a.heads:
        p.error("--hidden must be divisible by --heads")

    opt = os.path.join(a.build, "bin", "cleave-opt")
    if not os.path.exists(opt):
        sys.exit("no cleave-opt at %s (build it, or pass --build DIR)" % opt)
    work = a.keep or tempfile.mkdtemp(prefix="cleave-zero-")
    os.makedirs(work, exist_ok=True)
    tag = "gpt-L%d-H%d-A%d-B%d-S%d-V%d" % (a.layers, a.hidden, a.heads,
                                           a.batch, a.seq, a.vocab)
    if a.precision != "fp32":
        tag += "-" + a.precision
    step = os.path.join(work, tag + ".mlir")
    meta_path = os.path.join(work, tag + ".json")
    try:
        if os.path.exists(step) and os.path.exists(meta_path):
            with open(meta_path) as f:
                meta = json.load(f)
            export_s = None
            print("reusing the export %s" % step)
        else:
            t0 = time.time()
            shapes, params = export_step(a, step + ".tmp")
            export_s = time.time() - t0
            os.replace(step + ".tmp", step)
            meta = {"shapes": shapes, "params": params,
                    "export_s": export_s}
            with open(meta_path, "w") as f:
                json.dump(meta, f)
        shapes, params = meta["shapes"], meta["params"]
        psi = sum(numel(shapes[n]) for n in params)
        n = a.devices

        # The plain plans (data parallel, ZeRO-1, ZeRO-3) and the solver's
        # with only the data annotated, then the solver's with every
        # parameter and Adam state fixed to ZeRO-3's split (the first dim
        # that N divides, as the report's ZeRO-3 plan splits it; whole if
        # none does).
        mesh = 'cleave.mesh @mesh = <["data"=%d]>\n' % n
        data = 'input_ids -> [{"data"}, {}]\n'

        def zero3_split(shape):
            d = next((k for k, x in enumerate(shape) if x % n == 0), None)
            return "[" + ", ".join('{"data"}' if k == d else "{}"
                                   for k in range(len(shape))) + "]"
        zero3 = "".join("%s -> %s\n" % (name, zero3_split(shape))
                        for name, shape in shapes.items()
                        if name != "input_ids")
        first = auto_shard(a, opt, work, step, "%s.dp%d" % (tag, n),
                           mesh + data)
        fixed = auto_shard(a, opt, work, step, "%s.zero3args%d" % (tag, n),
                           mesh + data + zero3)
        report_text, plans, live, solver, out, apply_s, auto_s = first
        plans3, live3 = fixed[1], fixed[2]

        # Ops of the function body (generic form: 4 spaces in), not the
        # bodies of linalg.generic; empties, fills and constants apart
        # (auto-shard leaves them to propagation).
        ops = free = 0
        with open(step) as f:
            for line in f:
                m = re.match(r'    (?:%\S+ = )?"([a-z_]+\.[a-z_.]+)"', line)
                if m and m.group(1) != "func.return":
                    ops += 1
                    free += m.group(1) in ("tensor.empty", "linalg.fill",
                                           "arith.constant")
        print("GPT-2-architecture training step: %d layers, hidden %d, "
              "%d heads, batch %d, seq %d, vocab %d; Adam, %s" %
              (a.layers, a.hidden, a.heads, a.batch, a.seq, a.vocab,
               "fp32" if a.precision == "fp32" else a.precision +
               " mixed precision (fp32 masters and Adam state)"))
        print("  Psi = %d parameters (%d tensors); %d ops in the step "
              "(%d of them empties, fills, constants)" %
              (psi, len(params), ops, free))
        print("  %d devices (mesh [\"data\"=%d]), cluster %s, "
              "memory-limit=false" % (n, n, a.cluster))
        print("  export %s s, apply-name-rules %.1f s, cleave-auto-shard "
              "%.1f s" % ("%.1f" % meta["export_s"] if export_s is None
                          else "%.1f" % export_s, apply_s, auto_s) +
              (" (export reused)" if export_s is None else ""))
        print("  " + solver)
        print()
        # Bytes per parameter of the parameters, the gradients and the
        # optimizer state (Adam's m, v; under mixed precision also the
        # fp32 master): 4 + 4 + 8 in fp32, 2 + 2 + 12 mixed.
        wp, wg, k = (4.0, 4.0, 8.0) if a.precision == "fp32" else \
            (2.0, 2.0, 12.0)
        closed = [
            ("data parallel", (wp + wg + k) * psi),
            ("ZeRO-1 (state split)", (wp + wg) * psi + k * psi / n),
            ("ZeRO-2 (grads split)", wp * psi + (wg + k) * psi / n),
            ("ZeRO-3 (params split)", (wp + wg + k) * psi / n),
        ]
        hdr = "%-24s %10s %12s %12s %8s %10s %10s" % (
            "plan", "peak MiB", "states MiB", "closed MiB", "diff %",
            "rest MiB", "step ms")
        print(hdr)
        print("-" * len(hdr))

        def row(label, plan, live_, cf):
            total, _, _, _, peak = plan
            states = sum(live_[6:9])
            if cf is None:
                print("%-24s %10.1f %12.1f %12s %8s %10.1f %10.3f" %
                      (label, peak, states, "-", "-", peak - states, total))
            else:
                print("%-24s %10.1f %12.1f %12.1f %+7.1f%% %10.1f %10.3f" %
                      (label, peak, states, cf, 100.0 * (states - cf) / cf,
                       peak - states, total))

        for label, bytes_ in closed:
            if label in plans and label in live:
                row(label, plans[label], live[label], bytes_ / MIB)
            else:
                print("%-24s %10s" % (label, "missing"))
        for key in ("auto-shard", "replicated", "tensor parallel"):
            if key in plans and key in live:
                row(key, plans[key], live[key], None)
        if "auto-shard" in plans3 and "auto-shard" in live3:
            row("auto-shard, ZeRO-3 args", plans3["auto-shard"],
                live3["auto-shard"], (wp + wg + k) * psi / n / MIB)
        print()
        print("peak: cleave-auto-shard's peak memory per device; states: "
              "the model states it allots per device over the step "
              "(parameters + optimizer state + gradients, the report's "
              "\"model states\" line); closed: %s, "
              "split as ZeRO's " % ("fp32 Adam, 4 Psi params + 4 Psi grads "
                                   "+ 8 Psi (m, v)" if a.precision == "fp32"
                                   else "mixed-precision Adam, 2 Psi params "
                                   "+ 2 Psi grads + 12 Psi (master, m, v)") +
              "stages; rest = peak - states (activations and update "
              "temporaries at the peak, less the states not live there)")
        print("auto-shard, ZeRO-3 args: the solver's plan with every "
              "parameter and Adam state fixed to ZeRO-3's split (%.1f s)" %
              fixed[6])
        print()
        print("what is live at each plan's peak (MiB/dev: parameters, "
              "optimizer state, gradients, update temporaries, activations "
              "and other; where):")
        for label, _ in closed + [("auto-shard", None)]:
            if label in live:
                v = live[label]
                print("  %-22s %8.1f %8.1f %8.1f %8.1f %8.1f  %s" %
                      ((label,) + v[:5] + (v[5],)))
        if "auto-shard" in live3:
            v = live3["auto-shard"]
            print("  %-22s %8.1f %8.1f %8.1f %8.1f %8.1f  %s" %
                  (("ZeRO-3 args",) + v[:5] + (v[5],)))
        print("files: %s" % work if a.keep else
              "(pass --keep DIR to keep the report and the modules)")
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
