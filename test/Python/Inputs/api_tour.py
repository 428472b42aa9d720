"""The Python API end to end on a zoo model (docs/python.md): shard by
rules (tuples, a PartitionSpec-like tuple, PyTorch placements), query,
visualize, list collectives, estimate, run on 4 ranks with --verify, save.
Prints what api.test checks."""
import os
import sys

import numpy

import cleave

src = sys.argv[1]
out = sys.argv[2]


class PartitionSpec(tuple):  # what jax.sharding.PartitionSpec is
    def __new__(cls, *entries):
        return super().__new__(cls, entries)


class Shard:  # torch.distributed.tensor.placement_types.Shard
    def __init__(self, dim):
        self.dim = dim


class Replicate:
    pass


mesh = cleave.Mesh({"data": 2, "model": 2})
prog = cleave.load(os.path.join(src, "examples/models/gpt2.mlir"))
print("program", prog.entry, len(prog.argument_names), "arguments")
plan = cleave.shard(prog, mesh, rules={
    "input_ids": PartitionSpec("data"),
    "*.attn.c_attn.weight": '[{}, {"model"}x3]',
    "*.attn.c_attn.bias": '[{"model"}x3]',
    "*.attn.c_proj.weight": [Shard(0), Replicate()][::-1],
    "*.mlp.c_fc.weight": (None, "model"),
    "*.mlp.c_fc.bias": ("model",),
    "*.mlp.c_proj.weight": ("model", None),
})
s = plan.sharding("h.0.mlp.c_fc.weight")
print("sharding", s.name, s.spec, s.shape, "->", s.local_shape)
s = plan.sharding("h.1.attn.c_proj.weight")
print("placements", s.spec, s.local_shape)
s = plan.sharding("input_ids")
print("trailing", s.spec, s.local_shape)
print(plan.visualize("h.0.attn.c_attn.weight"))

kinds = {}
for c in plan.collectives():
    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    if c["kind"] == "all_reduce":
        print("collective", c["kind"], c["axes"], c["bytes"], c["type"],
              os.path.basename(c["location"]), c["source"].split(" at ")[0])
print("kinds", sorted(kinds.items()))

e = plan.estimate("8xH100-NVLink")
print("estimate", e["cluster"], e["fits"], e["collectives"],
      e["step_s"] > 0, e["peak_memory_bytes"] > 0)

ids = numpy.arange(8 * 16, dtype=numpy.int64).reshape(8, 16) % 200
results = plan.run({"input_ids": ids}, verify=True)
print("run", [r.shape for r in results], "verify: OK" in plan.last_log)
# The same input on one device: the sharded run computed the same.
single = cleave.shard(prog, cleave.Mesh({"d": 1}, name="one"))
ref = single.run({"input_ids": ids}, verify=False)
print("same as one device", numpy.allclose(results[0], ref[0], rtol=1e-4,
                                           atol=1e-5))

plan.save(out)
text = open(out).read()
print("saved", "cleave.partitioned" in text, text.count("cleave.all_reduce"))
