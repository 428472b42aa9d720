"""cleave.tp_plan_rules on a PyTorch-shaped model and plan (tp-plan.test).

Stand-ins with the class names PyTorch uses (nn.Linear, nn.Embedding,
transformers' Conv1D, ColwiseParallel, ...) so the test runs without torch;
the function reads only class names, named_modules() and parameter shapes.
"""
import sys

import cleave


class Param:
    def __init__(self, *shape):
        self.shape = shape


class Module:
    def __init__(self, **children):
        self.children = children

    def named_modules(self, prefix=""):
        yield prefix, self
        for name, child in self.children.items():
            yield from child.named_modules(f"{prefix}.{name}" if prefix
                                           else name)


class Linear(Module):
    def __init__(self, i, o, bias=True):
        super().__init__()
        self.weight, self.bias = Param(o, i), Param(o) if bias else None


class Embedding(Module):
    def __init__(self, n, d):
        super().__init__()
        self.weight = Param(n, d)


class Conv1D(Module):
    def __init__(self, i, o):
        super().__init__()
        self.weight, self.bias = Param(i, o), Param(o)


class LayerNorm(Module):
    def __init__(self, d):
        super().__init__()
        self.weight, self.bias = Param(d), Param(d)


class ColwiseParallel: pass
class RowwiseParallel: pass
class SequenceParallel: pass
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
