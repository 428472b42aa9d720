"""torch_export.stated_shardings (export-shardings.test): the mesh and the
argument shardings export_module(mesh=, shardings=, tp_plan=) writes, from
stand-ins with PyTorch's class names, so the test runs without torch."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", "..", "python"), HERE]
from cleave_export import ExportError  # noqa: E402
from cleave_export.torch_export import stated_shardings  # noqa: E402
from torch_standins import (ColwiseParallel, LayerNorm, Linear,  # noqa: E402
                            Module, RowwiseParallel, SequenceParallel)


def layer():
    return Module(wq=Linear(64, 64, bias=False), wo=Linear(64, 64),
                  norm=LayerNorm(64))


class Shard:
    def __init__(self, dim):
        self.dim = dim

    def __repr__(self):
        return f"Shard({self.dim})"


class Replicate:
    def __repr__(self):
        return "Replicate()"


class Partial:
    def __repr__(self):
        return "Partial()"


class DeviceMesh:  # torch.distributed's, as the exporter reads it
    def __init__(self, names, shape):
        self.mesh_dim_names = names

        class Ids:
            pass
        self.mesh = Ids()
        self.mesh.shape = shape


model = Module(layers=Module(**{"0": layer(), "1": layer()}),
               head=Linear(64, 10))
names = ["x", "layers.0.wq.weight", "layers.0.wo.weight", "layers.0.wo.bias",
         "layers.1.wq.weight", "head.weight", "head.bias"]
ranks = {"x": 3, "layers.0.wq.weight": 2, "layers.0.wo.weight": 2,
         "layers.0.wo.bias": 1, "layers.1.wq.weight": 2, "head.weight": 2,
         "head.bias": 1}
plan = {"layers.*.wq": ColwiseParallel(), "layers.*.wo": RowwiseParallel(),
        "layers.*.norm": SequenceParallel()}


def show(mesh, **kw):
    try:
        found = stated_shardings(model, names, ranks, mesh,
                                 kw.get("shardings"), kw.get("tp_plan"),
                                 kw.get("tp_axis"))
    except ExportError as e:
        print("error:", e)
        return
    print("mesh", found.meshes["mesh"])
    for i in sorted(found.args):
        print(names[i], found.args[i])


show({"data": 2, "model": 2}, tp_plan=plan, tp_axis="model",
     shardings={"x": [Shard(0), Replicate()], "head.weight": (None, "model")})
show(DeviceMesh(("data", "model"), (2, 2)),
     shardings={"x": [Shard(1), Shard(1)]})
show([("model", 4)], tp_plan=plan)
show({"data": 2, "model": 2}, tp_plan=plan)
show({"data": 2}, shardings={"y": ("data",)})
show({"data": 2}, shardings={"x": [Partial()]})
show({"data": 2}, shardings={"x": ("data", None, None, None)})
show({"data": 2}, shardings={"x": ("model",)})
show(DeviceMesh(None, (4,)), shardings={"x": ("data",)})
show({"data": 0})
