"""Prints the Cleave sharding jax_export writes for each Shardy sharding, or
the error it raises (export-checks.test; needs no jax)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "python"))
from cleave_export import ExportError  # noqa: E402
from cleave_export.jax_export import sdy_sharding_to_cleave  # noqa: E402

MESHES = {"mesh": [("data", 2), ("model", 2)], "one": []}
for text in ['#sdy.sharding<@mesh, [{"data"}, {}]>',
             '<@mesh, [{"data", ?}p1, {?}]>',
             '#sdy.sharding<@mesh, [{}, {"model"}], replicated={"data"}>',
             '#sdy.sharding<@one, []>',
             '#sdy.sharding<@mesh, [{}, {}], unreduced={"data"}>',
             '#sdy.sharding<@mesh, [{"data":(1)2}, {}]>',
             '#sdy.sharding<@other, [{}]>',
             '#sdy.sharding<mesh<["a"=2]>, [{}]>']:
    try:
        print(sdy_sharding_to_cleave(text, MESHES))
    except ExportError as e:
        print(f"error: {e}")
