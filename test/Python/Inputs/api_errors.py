"""Misuse of the Python API: each case prints the exception it raised (its
type and first line), which api-errors.test checks."""
import os
import sys

import numpy

import cleave

src = sys.argv[1]
gpt2 = cleave.load(os.path.join(src, "examples/models/gpt2.mlir"))
mesh = cleave.Mesh({"data": 2, "model": 2})


class Shard:
    def __init__(self, dim):
        self.dim = dim


class Partial:
    pass


def attempt(label, f):
    try:
        f()
        print(label, "no error")
    except Exception as e:  # noqa: BLE001 - the point is to print it
        first = str(e).strip().splitlines()[0]
        print(f"{label}: {type(e).__name__}: {first}")


attempt("empty mesh", lambda: cleave.Mesh({}))
attempt("zero axis", lambda: cleave.Mesh({"data": 0}))
attempt("twice", lambda: cleave.Mesh([("a", 2), ("a", 2)]))
attempt("mesh name", lambda: cleave.Mesh({"a": 2}, name="no good"))
attempt("parse", lambda: cleave.parse("func.func @f(", "bad.mlir"))
attempt("not a program", lambda: cleave.shard("gpt2.mlir", mesh))
attempt("not a mesh", lambda: cleave.shard(gpt2, {"data": 2}))
attempt("unknown axis", lambda: cleave.shard(
    gpt2, mesh, rules={"input_ids": ("batch", None)}))
attempt("bad entry", lambda: cleave.shard(
    gpt2, mesh, rules={"input_ids": (1, None)}))
attempt("unmatched", lambda: cleave.shard(
    gpt2, mesh, rules={"h.*.mlp.fc.weight": ("model",)}))
attempt("too many dims", lambda: cleave.shard(
    gpt2, mesh, rules={"wpe.weight": ("data", None, None)}))
attempt("placements count", lambda: cleave.shard(
    gpt2, mesh, rules={"wpe.weight": [Shard(0)]}))
attempt("partial placement", lambda: cleave.shard(
    gpt2, mesh, rules={"wpe.weight": [Shard(0), Partial()]}))
attempt("other mesh", lambda: cleave.shard(
    cleave.load(os.path.join(src, "examples/mlp.mlir")), mesh))

plan = cleave.shard(gpt2, mesh, rules={"input_ids": ("data",)})
attempt("misspelt", lambda: plan.sharding("h.0.mlp.c_fc.weigth"))
attempt("visualize", lambda: plan.visualize("nope"))
attempt("cluster", lambda: plan.estimate("16xTPU"))
attempt("input name", lambda: plan.run({"inputs_ids": numpy.zeros((8, 16))}))
attempt("input shape", lambda: plan.run(
    {"input_ids": numpy.zeros((4, 16), dtype=numpy.int64)}, verify=False))
attempt("input range", lambda: plan.run(
    {"input_ids": numpy.full((8, 16), 999, dtype=numpy.int64)}, verify=False))
