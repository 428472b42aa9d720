#!/usr/bin/env python3
"""ZeRO memory on a GPT-3-style training step: `ninja bench-models-zero`.

Exports one training step (forward, next-token loss, backward, Adam) of a
GPT-2-architecture stack, by default GPT-3 XL-like (hidden 2048, 24 layers,
16 heads; 1.21 B parameters), batch 8, sequence 128, vocab 2048, on a mesh of
--devices devices (default 8, one axis "data"), runs
``cleave-auto-shard{cluster=8xH100-NVLink memory-limit=false}`` on it and
prints, per plan of the report (data parallel, ZeRO-1, ZeRO-3, and the
auto-shard plan), the peak memory per device Cleave prices next to the
closed-form ZeRO accounting of the model states for fp32 training with Adam
(Psi = parameters; N = devices):

    data parallel   4 Psi + 4 Psi + 8 Psi      (params + grads + Adam m, v)
    ZeRO-1          4 Psi + 4 Psi + 8 Psi / N  (optimizer state split)
    ZeRO-2          4 Psi + 12 Psi / N         (gradients split too)
    ZeRO-3          16 Psi / N                 (parameters split too)

(The ZeRO paper's mixed-precision form is 2 Psi + 2 Psi + K Psi with K = 12;
this step is fp32 throughout, so 4 + 4 + 8.) Cleave does not build ZeRO-2
(docs/auto-shard.md, "Training steps"): its closed form is printed alone.
Cleave's figure is the peak of every buffer live at once, so it holds the
activations and the temporaries (unfused elementwise results, partial
gradients, ...) beside the model states: "rest MiB" is peak - closed form.

The model is traced with fake tensors (torch's FakeTensorMode): a 1.2 B
parameter step with Adam needs ~19 GB of parameters, gradients and state,
which fake tensors never allocate. The parameters and the optimizer state
are function arguments, so the exported IR holds no weight data; the only
real tensors are the attention mask and the position ids (constants). The
vocabulary is small (2048, not GPT-3's 50257): the loss is a one-hot
cross-entropy (a gather/scatter-free backward), whose one-hot and logits are
batch x seq x vocab.

Needs torch, transformers and torch-mlir (the exporters' venv,
docs/models.md) and a built cleave-opt. Optional, not in CI:

    zero-memory.py [--build DIR] [--layers 24] [--hidden 2048] [--heads 16]
                   [--batch 8] [--seq 128] [--vocab 2048] [--devices 8]
                   [--keep DIR] [--time-limit S] [--max-strategies N]

--keep DIR keeps the exported step, rules, annotated module and report
there and reuses an export of the same configuration found there.
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
    from torch.fx.experimental.proxy_tensor import make_fx
    from transformers import GPT2Config, GPT2Model
    from cleave_export.torch_train import Adam, build_train_step, \
        decompositions
    from cleave_export.torch_export import export_module

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
        logits = hidden @ params["wte.weight"].t()        # B x S x V
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
                              kwargs=kw)
    # export_train_step, spelled out: make_fx picks up the fake mode of the
    # arguments, and torch.export takes fake example inputs.
    table = decompositions()
    gm = make_fx(ts.fn, decomposition_table=table)(*ts.args)
    for m in gm.modules():
        m._non_persistent_buffers_set.update(
            n for n, _ in m.named_buffers(recurse=False))
    r = export_module(gm, ts.args, input_names=ts.arg_names,
                      result_names=ts.result_names, func_name="train_step",
                      decompositions=table)
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


def parse_report(text):
    """{plan: (total ms, compute ms, reduce ms, reshard ms, peak MiB)} and
    the solver line."""
    plans = {}
    solver = ""
    for line in text.splitlines():
        if line.strip().startswith("solver:"):
            solver = line.strip()
        m = PLAN_LINE.match(line)
        if m:
            plans[m.group(1)] = tuple(float(m.group(i)) for i in range(2, 7))
    return plans, solver


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

        rules = os.path.join(work, "rules-%d.txt" % n)
        with open(rules, "w") as f:
            f.write('cleave.mesh @mesh = <["data"=%d]>\n' % n)
            f.write('input_ids -> [{"data"}, {}]\n')
        ann = os.path.join(work, "%s.dp%d.mlir" % (tag, n))
        apply_s = run([opt, step, "--cleave-apply-name-rules=file=" + rules,
                       "-o", ann])
        report = os.path.join(work, "%s.dp%d.report.txt" % (tag, n))
        opts = ["cluster=" + a.cluster, "memory-limit=false",
                "report-file=" + report]
        if a.time_limit:
            opts.append("time-limit=" + a.time_limit)
        if a.max_strategies:
            opts.append("max-strategies=%d" % a.max_strategies)
        auto_cmd = [opt, ann, "--cleave-auto-shard=" + " ".join(opts),
                    "-o", os.devnull]
        auto_s = run(auto_cmd)
        with open(report) as f:
            plans, solver = parse_report(f.read())

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
              "%d heads, batch %d, seq %d, vocab %d; Adam, fp32" %
              (a.layers, a.hidden, a.heads, a.batch, a.seq, a.vocab))
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
        closed = [
            ("data parallel", "data parallel", 16.0 * psi),
            ("ZeRO-1 (state split)", "ZeRO-1 (state split)",
             8.0 * psi + 8.0 * psi / n),
            ("ZeRO-2 (grads split)", None, 4.0 * psi + 12.0 * psi / n),
            ("ZeRO-3 (params split)", "ZeRO-3 (params split)",
             16.0 * psi / n),
        ]
        hdr = "%-24s %14s %14s %12s %8s %12s" % (
            "plan", "Cleave MiB/dev", "closed MiB/dev", "rest MiB",
            "diff %", "step ms")
        print(hdr)
        print("-" * len(hdr))
        for label, key, bytes_ in closed:
            cf = bytes_ / MIB
            if key is None or key not in plans:
                print("%-24s %14s %14.1f %12s %8s %12s" %
                      (label, "not built" if key is None else "missing", cf,
                       "-", "-", "-"))
                continue
            total, _, _, _, peak = plans[key]
            print("%-24s %14.1f %14.1f %12.1f %+7.1f%% %12.3f" %
                  (label, peak, cf, peak - cf, 100.0 * (peak - cf) / cf,
                   total))
        for key in ("auto-shard", "replicated", "tensor parallel"):
            if key in plans:
                total, _, _, _, peak = plans[key]
                print("%-24s %14.1f %14s %12s %8s %12.3f" %
                      (key, peak, "-", "-", "-", total))
        print()
        print("closed form: fp32 Adam, 4 Psi params + 4 Psi grads + 8 Psi "
              "(m, v), split as ZeRO's stages; rest = Cleave - closed form "
              "(activations, temporaries)")
        print("report: %s" % report if a.keep else
              "(pass --keep DIR to keep the report and the modules)")
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
