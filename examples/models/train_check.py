#!/usr/bin/env python3
"""Checks a zoo training step (examples/models/*-train.mlir) against PyTorch.

For each model: builds it as zoo.py does, takes one PyTorch step (autograd +
torch.optim, the reference implementation) so the optimizer state is not
zero, saves inputs, targets, parameters and that state as .npy, runs the
exported step with ``cleave-run --input NAME=FILE ... --output NAME=FILE``
(optionally partitioned by a rules file), takes the same second step in
PyTorch and prints the largest difference of every result (loss, updated
parameters and state).

    python3 examples/models/train_check.py mlp-train
    python3 examples/models/train_check.py --np 4 --rules dp4.rules gpt2-train

Needs the exporters' venv (torch, transformers) and a built cleave-run
($CLEAVE_BIN, default build/bin). Realistic state matters for Adam:
cleave-run's own fills put negative values in ``adam_v`` (NaN under the
square root) and near-zero denominators.
"""

import argparse
import copy
import os
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "python"))
sys.path.insert(0, here)


def reference_loss(name, model, out, inputs, targets):
    import torch.nn.functional as F
    if name == "mlp-train":
        return F.mse_loss(out, targets[0])
    if name == "dlrm-train":
        return F.binary_cross_entropy_with_logits(out, targets[0])
    if name == "gpt2-train":
        logits = out[0] @ model.wte.weight.t()
        return F.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]),
                               inputs[0][:, 1:].reshape(-1))
    raise SystemExit(f"no reference loss for {name}")


def check(name, args, tmp) -> float:
    import numpy as np
    import torch
    import zoo
    from cleave_export.torch_train import Adam, build_train_step

    m, inputs, in_names, targets, tg_names, loss, opt, kw = \
        zoo.TRAIN_MODELS[name]()
    ref = copy.deepcopy(m).eval()
    ps = [p for _, p in ref.named_parameters()]
    adam = isinstance(opt, Adam)
    if adam:
        o = torch.optim.Adam(ps, lr=opt.lr, betas=(opt.beta1, opt.beta2),
                             eps=opt.eps)
    else:
        o = torch.optim.SGD(ps, lr=opt.lr, momentum=opt.momentum)

    def torch_step():
        L = reference_loss(name, ref, ref(*inputs, **kw), inputs, targets)
        o.zero_grad()
        L.backward()
        o.step()
        return L.detach()

    torch_step()
    if adam:
        state = ([[o.state[p]["exp_avg"].clone() for p in ps],
                  [o.state[p]["exp_avg_sq"].clone() for p in ps]],
                 [torch.tensor(int(o.state[ps[0]]["step"]))])
    else:
        state = ([[o.state[p]["momentum_buffer"].clone() for p in ps]], [])
    m.load_state_dict(ref.state_dict())
    ts = build_train_step(m, inputs, targets, loss, opt,
                          input_names=in_names, target_names=tg_names,
                          kwargs=kw, state=state)
    cmd = [os.path.join(args.bin, "cleave-run"), "-np", str(args.np),
           "--opt-level=0"]
    for n, a in zip(ts.arg_names, ts.args):
        f = os.path.join(tmp, f"in.{n}.npy")
        np.save(f, a.detach().numpy())
        cmd.append(f"--input={n}={f}")
    for n in ts.result_names:
        cmd.append(f"--output={n}={os.path.join(tmp, f'out.{n}.npy')}")
    module = os.path.join(here, f"{name}.mlir")
    if args.rules:
        annotated = os.path.join(tmp, f"{name}.annotated.mlir")
        subprocess.run([os.path.join(args.bin, "cleave-opt"), module,
                        f"--cleave-apply-name-rules=file={args.rules}",
                        "-o", annotated], check=True)
        module = annotated
    cmd.append(module)
    if args.verify:
        cmd.append("--verify")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    run = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stdout[-4000:], run.stderr[-4000:])
        raise SystemExit(f"{name}: cleave-run failed ({run.returncode})")
    verified = not args.verify or "verify: OK" in run.stdout
    if args.verify:
        print(f"{name}: cleave-run --verify: "
              f"{'OK' if verified else 'not OK'}")

    expected = {"loss": torch_step().numpy()}
    for n, p in zip(ts.param_names, ps):
        expected[n] = p.detach().numpy()
        if adam:
            expected["adam_m." + n] = o.state[p]["exp_avg"].numpy()
            expected["adam_v." + n] = o.state[p]["exp_avg_sq"].numpy()
        else:
            expected["momentum." + n] = o.state[p]["momentum_buffer"].numpy()
    if adam:
        expected["step"] = np.array(int(o.state[ps[0]]["step"]))
    worst, worst_name = 0.0, None
    for n in ts.result_names:
        got = np.load(os.path.join(tmp, f"out.{n}.npy"))
        exp = expected[n]
        if got.shape != exp.shape:
            raise SystemExit(f"{name}: result {n}: shape {got.shape}, "
                             f"PyTorch {exp.shape}")
        d = float(np.max(np.abs(got.astype(np.float64) - exp))) \
            if got.size else 0.0
        if n == "loss" or n == ts.param_names[0]:
            print(f"{name}: {n}: max |cleave - pytorch| = {d:.3g}"
                  + (f" (loss {float(got):.7g}, PyTorch {float(exp):.7g})"
                     if n == "loss" else ""))
        if d > worst:
            worst, worst_name = d, n
    print(f"{name}: {len(ts.result_names)} results on {args.np} rank(s), "
          f"largest max |cleave - pytorch| = {worst:.3g} ({worst_name})")
    return worst if verified else float("inf")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("models", nargs="+", help="mlp-train, dlrm-train, "
                   "gpt2-train")
    p.add_argument("--np", type=int, default=1, help="ranks (default 1)")
    p.add_argument("--rules", help="rules file applied before the run "
                   "(cleave-apply-name-rules), e.g. a data-parallel plan")
    p.add_argument("--verify", action="store_true",
                   help="also cleave-run --verify")
    p.add_argument("--tol", type=float, default=1e-5,
                   help="fail above this max abs difference (default 1e-5)")
    p.add_argument("--bin", default=os.environ.get(
        "CLEAVE_BIN", os.path.join(here, "..", "..", "build", "bin")))
    a = p.parse_args(argv)
    bad = 0
    for name in a.models:
        with tempfile.TemporaryDirectory() as tmp:
            bad += check(name, a, tmp) > a.tol
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
