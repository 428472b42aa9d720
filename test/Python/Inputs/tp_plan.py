"""cleave.tp_plan_rules on a PyTorch-shaped model and plan (tp-plan.test).

Stand-ins with the class names PyTorch uses (nn.Linear, nn.Embedding,
transformers' Conv1D, ColwiseParallel, ...) so the test runs without torch;
the function reads only class names, named_modules() and parameter shapes.
"""
import os
import sys

import cleave


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_standins import (ColwiseParallel, Conv1D, Embedding,  # noqa: E402
                            LayerNorm, Linear, Module, RowwiseParallel,
                            SequenceParallel)


class Shard: pass


def layer():
    return Module(wq=Linear(64, 64, bias=False), wo=Linear(64, 64),
                  c_fc=Conv1D(64, 256), norm=LayerNorm(64))


model = Module(tok=Embedding(256, 64), layers=Module(**{"0": layer(),
                                                         "1": layer()}))
mesh = cleave.Mesh({"data": 2, "model": 2})
plan = {"tok": RowwiseParallel(), "layers.*.wq": ColwiseParallel(),
        "layers.*.wo": RowwiseParallel(), "layers.*.c_fc": ColwiseParallel(),
        "layers.*.norm": SequenceParallel()}
for name, spec in cleave.tp_plan_rules(model, plan, mesh, "model").items():
    print(name, spec)
for bad, axis in (({"layers.*.nope": ColwiseParallel()}, "model"),
                  ({"layers.*.norm": ColwiseParallel()}, "model"),
                  ({"tok": Shard()}, "model"),
                  (plan, "tensor")):
    try:
        cleave.tp_plan_rules(model, bad, mesh, axis)
    except ValueError as e:
        print("error:", e)
sys.exit(0)
