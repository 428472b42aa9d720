#!/usr/bin/env python3
"""Checks cleave-run's --weights and --save-weights against transformers.

Builds the zoo's GPT-2 (zoo.py's config, seed 0) in transformers, writes it
with ``save_pretrained`` (``model.safetensors``), runs the exported forward
pass (examples/models/gpt2.mlir) on 4 ranks under Megatron-style tensor
parallelism with ``--weights model.safetensors`` and compares the hidden
states with transformers'. Then trains the exported training step
(gpt2-train.mlir, ZeRO-3 on 4 ranks) for 2 steps from the same file with a
fresh Adam state, writes the trained parameters with ``--save-weights`` and
loads them back with ``GPT2Model.from_pretrained``: no missing or
unexpected tensor, every parameter equal to the file's.

    python3 examples/models/weights_check.py

Needs torch and transformers (the exporters' venv) and a built cleave-run
($CLEAVE_BIN, default build/bin). Not part of CI.
"""

import argparse
import os
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("failed: %s\n%s%s" % (" ".join(cmd), r.stdout, r.stderr))
    return r.stdout


def partitioned(binary, model, rules, out):
    run([os.path.join(binary, "cleave-opt"), model,
         "--cleave-apply-name-rules=file=" + rules, "-o", out])
    return out


def check_forward(args, m, ids, tmp):
    import numpy as np
    import torch
    np.save(os.path.join(tmp, "ids.npy"), ids.numpy())
    module = partitioned(args.bin, os.path.join(here, "gpt2.mlir"),
                         os.path.join(here, "rules", "gpt2.megatron-4.rules"),
                         os.path.join(tmp, "tp.mlir"))
    out = os.path.join(tmp, "hidden.npy")
    run([os.path.join(args.bin, "cleave-run"), "-np", "4", module,
         "--opt-level=0", "--weights", os.path.join(tmp, "model.safetensors"),
         "--input", "input_ids=" + os.path.join(tmp, "ids.npy"),
         "--output", "0=" + out])
    b, s = ids.shape
    with torch.no_grad():
        ref = m(ids, attention_mask=torch.ones(b, s, dtype=torch.long),
                position_ids=torch.arange(s).expand(b, s), use_cache=False,
                return_dict=False)[0].numpy()
    diff = float(np.abs(np.load(out) - ref).max())
    print("forward on 4 ranks (2x2 tensor parallel) from model.safetensors: "
          "max |cleave - transformers| = %.3g over %d values" %
          (diff, ref.size))
    return diff < 1e-4


def check_trained(args, tmp):
    import numpy as np
    import torch
    from safetensors.numpy import load_file
    from transformers import GPT2Model
    module = partitioned(args.bin, os.path.join(here, "gpt2-train.mlir"),
                         os.path.join(here, "rules",
                                      "gpt2-train.zero3-4.rules"),
                         os.path.join(tmp, "z3.mlir"))
    trained = os.path.join(tmp, "trained")
    os.makedirs(trained)
    run([os.path.join(args.bin, "cleave-run"), "-np", "4", module,
         "--opt-level=0", "--steps", "2", "--int-range=0:255",
         "--weights", os.path.join(tmp, "model.safetensors"),
         "--fill-range", "adam_*=0:0",
         "--save-weights", os.path.join(trained, "model.safetensors")])
    run(["cp", os.path.join(tmp, "config.json"), trained])
    m2, info = GPT2Model.from_pretrained(trained, output_loading_info=True)
    file = load_file(os.path.join(trained, "model.safetensors"))
    before = load_file(os.path.join(tmp, "model.safetensors"))
    state = m2.state_dict()
    same = all(np.array_equal(state[k].numpy(), v) for k, v in file.items())
    moved = sum(not np.array_equal(v, before[k]) for k, v in file.items())
    print("trained weights (2 Adam steps, ZeRO-3 on 4 ranks) loaded by "
          "transformers: %d tensors, missing %s, unexpected %s, equal to the "
          "file: %s, changed by training: %d" %
          (len(file), info["missing_keys"], info["unexpected_keys"], same,
           moved))
    return same and not info["missing_keys"] and not info["unexpected_keys"]


def main():
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--bin", default=os.environ.get("CLEAVE_BIN", "build/bin"),
                   help="directory of cleave-opt and cleave-run")
    args = p.parse_args()
    import torch
    import zoo
    m, (ids,), _, _ = zoo.gpt2()
    m.eval()
    with tempfile.TemporaryDirectory() as tmp:
        m.save_pretrained(tmp, safe_serialization=True)
        ok = check_forward(args, m, ids, tmp)
        ok = check_trained(args, tmp) and ok
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
