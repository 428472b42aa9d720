#!/usr/bin/env python3
"""Compile-only differential check of cleave-lower-to-gpu on generated programs.

For each seed of gen.py: partition (cleave-propagate, cleave-partition,
cleave-optimize-collectives), lower with cleave-lower-to-gpu, check that only
LLVM / gpu.binary / gpu.launch_func ops are left, and assemble every kernel's
PTX with ptxas for the target chip (when --ptxas is given). Needs no GPU; the
numeric check on a GPU is scripts/gpu-check.sh.

    python3 tools/cleave-fuzz/gpu_lowering.py --opt build/bin/cleave-opt \\
        --ptxas /usr/local/cuda/bin/ptxas --seeds 1-200

Exit status 0 when every program that partitions also lowers and assembles.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


LEFT_OVER = re.compile(
    r"^\s*(%[^ ]+ = )?\"?(arith|memref|linalg|tensor|func|scf|cf|math|"
    r"bufferization|cleave|affine|index|ub|nvvm)\.", re.M)


def seeds(text):
    out = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def ptx_of(module_text):
    for match in re.finditer(r'assembly = "((?:[^"\\]|\\.)*)"', module_text):
        yield re.sub(r'\\([0-9A-Fa-f]{2})|\\(["\\])',
                     lambda m: chr(int(m.group(1), 16)) if m.group(1)
                     else m.group(2), match.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--opt", required=True)
    ap.add_argument("--ptxas", default="")
    ap.add_argument("--chip", default="sm_90")
    ap.add_argument("--seeds", default="1-40")
    args = ap.parse_args()
    gen = os.path.join(HERE, "gen.py")
    counts = {"programs": 0, "not partitioned": 0, "lowered": 0,
              "kernels": 0, "failed": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds(args.seeds):
            src, part, low = (os.path.join(tmp, n) for n in
                              ("s.mlir", "p.mlir", "g.mlir"))
            subprocess.run([sys.executable, gen, str(seed), "--lookups", "never", "-o", src],
                           check=True)
            counts["programs"] += 1
            r = subprocess.run([args.opt, src, "--cleave-propagate",
                                "--cleave-partition",
                                "--cleave-optimize-collectives", "-o", part],
                               capture_output=True, text=True)
            if r.returncode != 0:
                counts["not partitioned"] += 1
                continue
            r = subprocess.run(
                [args.opt, part,
                 f"--cleave-lower-to-gpu=chip={args.chip}", "-o", low],
                capture_output=True, text=True)
            if r.returncode != 0:
                counts["failed"] += 1
                print(f"seed {seed}: cleave-lower-to-gpu failed:\n{r.stderr}")
                continue
            text = open(low).read()
            left = LEFT_OVER.search(text)
            if left:
                counts["failed"] += 1
                print(f"seed {seed}: left over after lowering: {left.group(0)}")
                continue
            counts["lowered"] += 1
            for i, ptx in enumerate(ptx_of(text)):
                counts["kernels"] += 1
                if not args.ptxas:
                    continue
                path = os.path.join(tmp, f"k{i}.ptx")
                with open(path, "w") as f:
                    f.write(ptx)
                r = subprocess.run([args.ptxas, f"-arch={args.chip}", path,
                                    "-o", os.devnull],
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    counts["failed"] += 1
                    print(f"seed {seed}: ptxas rejected kernel {i}:\n"
                          f"{r.stderr}")
    print("gpu lowering: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
