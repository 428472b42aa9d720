"""Shardings as PyTorch and JAX users state them, as Cleave's sharding text.

A spec is a tuple with one entry per leading tensor dim (None, an axis name
or a tuple of axis names; trailing dims replicated, as in a JAX
PartitionSpec), a jax.sharding.PartitionSpec or NamedSharding, a list of
PyTorch DTensor placements (``Shard(d)``, ``Replicate()``, one per mesh
axis), or Cleave's own text (``[{"data"}, {}]``). A PyTorch tensor-parallel
plan (the dict ``parallelize_module`` takes) gives one spec per parameter.

Shared by the exporters (``export_module(mesh=, shardings=, tp_plan=)``)
and the ``cleave`` package (``shard(rules=)``, ``tp_plan_rules``); it
imports neither torch nor jax: it reads class names and attributes.
"""

import fnmatch
from typing import Dict, List, Optional, Sequence


def quote(axis: str) -> str:
    """An axis name as a quoted MLIR string."""
    return '"' + axis.replace("\\", "\\\\").replace('"', '\\"') + '"'


def dim_text(entry, where: str, axes: Sequence[str]) -> str:
    """One dim's ``{...}`` of a sharding: None, an axis name, a tuple of
    axis names, or PartitionSpec.UNCONSTRAINED (``{?}``)."""
    if entry is None:
        return "{}"
    if "UNCONSTRAINED" in repr(entry):  # PartitionSpec.UNCONSTRAINED
        return "{?}"
    names = (entry,) if isinstance(entry, str) else entry
    if not isinstance(names, (tuple, list)) or not all(
            isinstance(a, str) for a in names):
        raise ValueError(f"{where}: dim entry {entry!r} is not None, an axis "
                         "name or a tuple of axis names")
    for a in names:
        if a not in axes:
            raise ValueError(f"{where}: axis {a!r} is not an axis of the mesh "
                             f"(axes: {', '.join(axes)})")
    return "{" + ", ".join(quote(a) for a in names) + "}"


def placements_spec(placements, where: str, axes: Sequence[str]):
    """PyTorch DTensor placements (one per mesh axis: Shard(d),
    Replicate()) as per-tensor-dim axes. Several Shard(d) of one dim split
    it major to minor in mesh-axis order, as DTensor does."""
    if len(placements) != len(axes):
        raise ValueError(f"{where}: {len(placements)} placements for a mesh "
                         f"of {len(axes)} axes")
    dims: Dict[int, List[str]] = {}
    for axis, p in zip(axes, placements):
        kind = type(p).__name__
        if kind == "Replicate":
            continue
        if kind == "Shard" and isinstance(getattr(p, "dim", None), int):
            if p.dim < 0:
                raise ValueError(f"{where}: Shard({p.dim}): give the tensor "
                                 "dim as a non-negative index")
            dims.setdefault(p.dim, []).append(axis)
            continue
        raise ValueError(f"{where}: placement {p!r} on mesh axis {axis!r} is "
                         "not Shard(dim) or Replicate() (a Partial input "
                         "cannot be stated)")
    rank = max(dims) + 1 if dims else 0
    return tuple(tuple(dims[d]) if d in dims else None for d in range(rank))


def spec_text(spec, axes: Sequence[str], where: str = "spec") -> str:
    """The sharding text (``[{"data"}, {}]``) of a spec (module docstring)
    on a mesh with the named ``axes``; ValueError naming ``where`` for a
    spec that is none of the forms or names an axis the mesh lacks."""
    axes = list(axes)
    if isinstance(spec, str):
        if spec.lstrip().startswith(("[", "#cleave.sharding")):
            return spec
        spec = (spec,)
    if hasattr(spec, "spec") and not isinstance(spec, (tuple, list)):
        spec = spec.spec  # a NamedSharding
    if hasattr(spec, "_partitions") or hasattr(spec, "partitions"):
        spec = tuple(spec)  # a PartitionSpec (a tuple before jax 0.6)
    if isinstance(spec, (tuple, list)) and spec and all(
            type(p).__name__ in ("Shard", "Replicate", "Partial")
            for p in spec):
        spec = placements_spec(spec, where, axes)
    if not isinstance(spec, (tuple, list)):
        raise ValueError(f"{where}: {spec!r} is not a spec (a tuple of per-"
                         "dim axes, a PartitionSpec, NamedSharding or "
                         "PyTorch placements)")
    return "[" + ", ".join(dim_text(e, where, axes) for e in spec) + "]"


# --- PyTorch tensor-parallel plans ------------------------------------------

# Where each parallel style of torch.distributed.tensor.parallel splits a
# module's parameters: {style: {module kind: {parameter: tensor dim or None
# (whole)}}}. nn.Linear's weight is [out, in]; nn.Embedding's [rows, dim];
# transformers' Conv1D (GPT-2) stores [in, out].
TP_STYLES = {
    "ColwiseParallel": {"Linear": {"weight": 0, "bias": 0},
                        "Conv1D": {"weight": 1, "bias": 0},
                        "Embedding": {"weight": 1}},
    "RowwiseParallel": {"Linear": {"weight": 1, "bias": None},
                        "Conv1D": {"weight": 0, "bias": None},
                        "Embedding": {"weight": 0}},
}
# Styles that state activation layouts only: their parameters stay whole.
TP_LAYOUT_ONLY = ("SequenceParallel", "PrepareModuleInput",
                  "PrepareModuleOutput", "PrepareModuleInputOutput")


def _module_kind(m) -> Optional[str]:
    for cls in type(m).__mro__:
        if cls.__name__ in ("Linear", "Conv1D", "Embedding"):
            return cls.__name__
    return None


def tp_plan_specs(module, plan: dict, axes: Sequence[str], axis: str,
                  who: str = "tp_plan") -> Dict[str, tuple]:
    """Per-parameter specs (``{"layers.0.wq.weight": ("model", None)}``)
    from a PyTorch tensor-parallel plan: module paths (``*`` for one path
    segment, as PyTorch matches them) to ``ColwiseParallel()`` /
    ``RowwiseParallel()`` (Linear, Embedding and transformers' Conv1D: the
    parameters split as PyTorch splits them, over mesh axis ``axis``) or
    ``SequenceParallel()`` / ``PrepareModuleInput`` and the like
    (parameters whole). ValueError, prefixed by ``who``, names a path that
    matches no module, a style Cleave does not know and a module the style
    cannot split."""
    if axis not in axes:
        raise ValueError(f"{who}: axis {axis!r} is not an axis of "
                         f"the mesh (axes: {', '.join(axes)})")
    modules = dict(module.named_modules())
    specs: Dict[str, tuple] = {}
    for path, style in plan.items():
        kind_name = type(style).__name__
        parts = path.split(".")
        matched = [name for name in modules if name and len(
            name.split(".")) == len(parts) and all(
                fnmatch.fnmatchcase(a, b)
                for a, b in zip(name.split("."), parts))]
        if not matched:
            raise ValueError(f"{who}: {path!r} matches no submodule "
                             f"of {type(module).__name__}")
        if kind_name in TP_LAYOUT_ONLY:
            continue
        if kind_name not in TP_STYLES:
            raise ValueError(f"{who}: {path!r}: {kind_name} is not "
                             f"ColwiseParallel, RowwiseParallel, "
                             f"SequenceParallel or PrepareModule*")
        for name in matched:
            m = modules[name]
            kind = _module_kind(m)
            split = TP_STYLES[kind_name].get(kind)
            if split is None:
                raise ValueError(f"{who}: {name} is a "
                                 f"{type(m).__name__}; {kind_name} splits "
                                 f"Linear, Embedding and Conv1D modules")
            for pname, dim in split.items():
                p = getattr(m, pname, None)
                if p is None:
                    continue
                spec = [None] * len(p.shape)
                if dim is not None:
                    spec[dim] = axis
                specs[f"{name}.{pname}"] = tuple(spec)
    return specs


def mesh_axes(mesh) -> List[tuple]:
    """(name, size) per axis of a mesh given as a dict of names to sizes, a
    sequence of (name, size) pairs, a torch DeviceMesh with
    ``mesh_dim_names``, or a jax.sharding.Mesh. ValueError otherwise."""
    if hasattr(mesh, "mesh_dim_names"):  # torch.distributed DeviceMesh
        names = mesh.mesh_dim_names
        if not names:
            raise ValueError("mesh: a DeviceMesh without mesh_dim_names; "
                             "create it with mesh_dim_names=(...)")
        items = list(zip(names, tuple(mesh.mesh.shape)))
    elif hasattr(mesh, "axis_names") and hasattr(mesh, "devices"):  # jax
        items = list(zip(mesh.axis_names, mesh.devices.shape))
    elif isinstance(mesh, dict):
        items = list(mesh.items())
    else:
        items = list(mesh)
    if not items:
        raise ValueError("mesh: no axes")
    seen = set()
    for item in items:
        if not (isinstance(item, (tuple, list)) and len(item) == 2):
            raise ValueError(f"mesh axis {item!r}: expected (name, size)")
        name, size = item
        if not isinstance(name, str) or not name or name in seen:
            raise ValueError(f"mesh axis name {name!r}: expected a distinct "
                             "non-empty string")
        seen.add(name)
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ValueError(f"mesh axis {name!r}: size {size!r} is not a "
                             "positive integer")
    return [(str(n), int(s)) for n, s in items]
