"""Cleave from Python: shard a model over a device mesh, inspect the plan,
estimate it and run it on N ranks.

    import cleave
    mesh = cleave.Mesh({"data": 2, "model": 2})
    prog = cleave.load("examples/models/gpt2.mlir")   # or from_torch / from_jax
    plan = cleave.shard(prog, mesh, rules={"input_ids": ("data", None)},
                        auto=True, cluster="8xH100-NVLink")
    plan.sharding("h.0.mlp.c_fc.weight")     # per-dim axes, the local shape
    print(plan.visualize("h.0.mlp.c_fc.weight"))
    plan.collectives()                       # kind, axes, bytes, source
    plan.estimate()                          # step time, memory
    outputs = plan.run(verify=True)          # numpy arrays; raises on mismatch
    plan.save("gpt2.sharded.mlir")

Every step runs Cleave's C++ library in this process (the extension
``cleave._cleave``, cleave/API/Program.h); ``Plan.run`` starts the ranks with
``cleave-run`` under mpirun, as ranks are processes. Neither torch nor jax is
needed unless ``from_torch`` / ``from_jax`` is called. See docs/python.md.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from cleave_export import placements as _placements

from ._cleave import CleaveError
from ._cleave import Program as _NativeProgram
from ._cleave import build_cleave_run as _build_cleave_run

__all__ = ["CleaveError", "Mesh", "Program", "Plan", "TensorSharding",
           "load", "parse", "from_torch", "from_jax", "shard",
           "tp_plan_rules"]

#: The passes from an annotated module to the per-device program: the
#: default of ``cleave-run --partition-pipeline`` plus
#: cleave-optimize-collectives. ``Plan.run`` runs the same ones, so the
#: program it runs is the one ``Plan.collectives`` and ``Plan.estimate``
#: describe.
PARTITION_PIPELINE = ("cleave-partition,cleave-optimize-collectives,"
                      "cleave-combine-reductions,cleave-schedule-collectives")


class Mesh:
    """Named device axes, row-major (the last axis varies fastest), as
    ``cleave.mesh @NAME = <["data"=2, "model"=2]>``."""

    def __init__(self, axes, name: str = "mesh"):
        items = list(axes.items()) if isinstance(axes, dict) else list(axes)
        if not items:
            raise ValueError("a Mesh needs at least one axis")
        seen = set()
        for item in items:
            if not (isinstance(item, (tuple, list)) and len(item) == 2):
                raise ValueError(f"mesh axis {item!r}: expected (name, size)")
            axis, size = item
            if not isinstance(axis, str) or not axis:
                raise ValueError(f"mesh axis name {axis!r}: expected a "
                                 "non-empty string")
            if axis in seen:
                raise ValueError(f"mesh axis {axis!r} appears twice")
            seen.add(axis)
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise ValueError(f"mesh axis {axis!r}: size {size!r} is not "
                                 "a positive integer")
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_][\w$.]*",
                                                         name):
            raise ValueError(f"mesh name {name!r} is not a symbol name")
        self.axes: Dict[str, int] = dict(items)
        self.name = name

    @property
    def size(self) -> int:
        n = 1
        for s in self.axes.values():
            n *= s
        return n

    def __repr__(self):
        return f"Mesh({self.axes!r}, name={self.name!r})"


class Program:
    """A model as Cleave reads it: func + linalg/tensor/arith/math on
    tensors, arguments named by ``cleave.name``."""

    def __init__(self, native, source: str):
        self._native = native
        self.source = source

    @property
    def entry(self) -> str:
        return self._native.entry()

    @property
    def argument_names(self) -> List[str]:
        return list(self._native.argument_names())

    @property
    def result_names(self) -> List[str]:
        return list(self._native.result_names())

    def save(self, path: str) -> None:
        self._native.save(os.fspath(path))

    def __str__(self):
        return str(self._native)

    def __repr__(self):
        return (f"<cleave.Program {self.source!r}: @{self._native.entry()}, "
                f"{len(self.argument_names)} arguments>")


def parse(text: str, name: str = "<string>") -> Program:
    """A Program from MLIR text; CleaveError with the parser's diagnostics
    when it is not a valid module."""
    return Program(_NativeProgram.parse(text, name), name)


def load(path) -> Program:
    """A Program from an MLIR file (an exporter's output, a zoo model)."""
    path = os.fspath(path)
    with open(path, encoding="utf-8") as f:
        return parse(f.read(), path)


def from_torch(module, example_inputs: Sequence, **kwargs) -> Program:
    """Exports a torch.nn.Module (cleave_export.torch_export.export_module:
    weights as arguments named by their PyTorch names); needs torch and
    torch-mlir."""
    from cleave_export.torch_export import export_module
    result = export_module(module, tuple(example_inputs), **kwargs)
    return parse(result.text, f"<torch {type(module).__name__}>")


def from_jax(fn, params, *example_inputs, **kwargs) -> Program:
    """Exports ``fn(params, *example_inputs)``
    (cleave_export.jax_export.export_function: the leaves of ``params`` are
    arguments named by their pytree paths); needs jax and torch-mlir."""
    from cleave_export.jax_export import export_function
    result = export_function(fn, params, list(example_inputs), **kwargs)
    return parse(result.text, f"<jax {getattr(fn, '__name__', 'function')}>")


# --- specs -----------------------------------------------------------------
# The spec forms (per-dim tuples, PartitionSpecs, PyTorch placements) and
# PyTorch tensor-parallel plans are read by cleave_export.placements, which
# the exporters share.

def spec_text(spec, mesh: Mesh, where: str = "spec") -> str:
    """The sharding text of a spec: a tuple with one entry per leading
    tensor dim (None, an axis name, or a tuple of axis names; trailing dims
    are replicated, as in a JAX PartitionSpec; PartitionSpec.UNCONSTRAINED
    leaves the dim to propagation), a jax.sharding.PartitionSpec
    or NamedSharding, a list of PyTorch placements (Shard(d), Replicate(),
    one per mesh axis), or Cleave's own text (``[{"data"}, {}]``)."""
    return _placements.spec_text(spec, list(mesh.axes), where)


def tp_plan_rules(module, plan: dict, mesh: Mesh, axis: str) -> dict:
    """Name rules (for ``shard(rules=...)``) from a PyTorch tensor-parallel
    plan, the dict ``parallelize_module(module, device_mesh, plan)`` takes:
    module paths (``*`` for one path segment, as PyTorch matches them) to
    ``ColwiseParallel()`` / ``RowwiseParallel()`` (Linear, Embedding and
    transformers' Conv1D: the parameters split as PyTorch splits them, over
    mesh axis ``axis``) or ``SequenceParallel()`` / ``PrepareModuleInput``
    and the like (parameters whole; the activations' layout is left to
    propagation). The rules are parameter names (``layers.0.wq.weight``),
    so they apply to a program exported from ``module``. ValueError names a
    path that matches no module, a style Cleave does not know and a
    module the style cannot split."""
    return _placements.tp_plan_specs(module, plan, list(mesh.axes), axis,
                                     who="tp_plan_rules")


# --- plans -----------------------------------------------------------------

@dataclass
class TensorSharding:
    """How a plan lays out one named argument or result."""
    name: str
    role: str                    # "argument" or "result"
    index: int
    dtype: str
    shape: Tuple[int, ...]
    local_shape: Tuple[int, ...]  # per device (uneven splits round up)
    spec: Tuple                  # per dim: None, an axis, or a tuple of axes
    parts: Tuple[int, ...]       # per dim: parts split on their own (QKV)
    partial: Tuple[str, ...]     # axes over which devices hold partial values
    text: str                    # the #cleave.sharding attribute

    @classmethod
    def _from(cls, t):
        spec = tuple(None if not axes else axes[0] if len(axes) == 1
                     else tuple(axes) for axes in t.dim_axes)
        return cls(t.name, t.role, t.index, t.element_type, tuple(t.shape),
                   tuple(t.local_shape), spec, tuple(t.parts),
                   tuple(t.partial_axes), t.text)


def _element_bytes(dtype: str) -> int:
    m = re.fullmatch(r"(?:bf|f|i|ui|si)(\d+)", dtype)
    return max(1, (int(m.group(1)) + 7) // 8) if m else 8 if dtype == "index" \
        else 0


def _find_cleave_run() -> str:
    for candidate in (os.environ.get("CLEAVE_RUN"),
                      os.path.join(os.path.dirname(__file__), "bin",
                                   "cleave-run"),
                      _build_cleave_run, shutil.which("cleave-run")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    raise CleaveError("cleave-run not found: set CLEAVE_RUN to the "
                      "cleave-run executable of your Cleave build")


class Plan:
    """A program sharded over a mesh: the annotated module (every tensor's
    sharding, after cleave-propagate) and the per-device program."""

    def __init__(self, annotated, partitioned, mesh: Mesh, cluster: str):
        self._annotated = annotated
        self._partitioned = partitioned
        self.mesh = mesh
        self.cluster = cluster

    def _names(self) -> List[str]:
        return [t.name for t in self._annotated.shardings()]

    def _unknown(self, name: str) -> KeyError:
        import difflib
        names = self._names()
        close = difflib.get_close_matches(name, names, n=3)
        hint = (f"; did you mean {', '.join(map(repr, close))}?" if close
                else f"; the names are {', '.join(names[:8])}"
                + (", ..." if len(names) > 8 else ""))
        return KeyError(f"no argument or result named {name!r}{hint}")

    def sharding(self, name: str) -> TensorSharding:
        """The sharding of the argument or result ``name`` (its
        cleave.name)."""
        t = self._annotated.sharding(name)
        if t is None:
            raise self._unknown(name)
        return TensorSharding._from(t)

    def shardings(self) -> Dict[str, TensorSharding]:
        """Every named argument and result, by name."""
        return {t.name: TensorSharding._from(t)
                for t in self._annotated.shardings()}

    def visualize(self, name: str) -> str:
        """A per-device grid of the tensor (the text
        ``cleave-opt --cleave-visualize-sharding=name=NAME`` prints)."""
        text = self._annotated.visualize(name)
        if not text:
            raise self._unknown(name)
        return text

    def collectives(self) -> List[dict]:
        """The per-device program's collectives, in program order: kind,
        axes, bytes (the per-device buffer), type, function, location, and
        source (the parameter it moves, or the op that produced it)."""
        return [dict(kind=c.kind, axes=list(c.axes), bytes=c.bytes,
                     type=c.type, function=c.function, location=c.location,
                     source=c.source)
                for c in self._partitioned.collectives()]

    def estimate(self, cluster: Optional[str] = None) -> dict:
        """cleave-estimate of the per-device program on ``cluster`` (default:
        the plan's): step_s, compute_s, comm_s, exposed_comm_s,
        peak_memory_bytes, memory_capacity_bytes, fits, collectives (counts by
        kind), memory_by_role (per-device bytes of the arguments a result
        carries to the next step, i.e. a training step's parameters and
        optimizer state, and of the other arguments), and the full report."""
        report = json.loads(self._partitioned.estimate_json(
            cluster or self.cluster))
        entry = self._partitioned.entry()
        fn = next(f for f in report["functions"] if f["name"] == entry)
        totals = fn["totals"]
        carried = set(n for n in self._annotated.result_names() if n)
        roles = {"carried state": 0, "other arguments": 0}
        for t in self._annotated.shardings():
            if t.role != "argument":
                continue
            n = _element_bytes(t.element_type)
            for d in t.local_shape:
                n *= max(d, 0)
            roles["carried state" if t.name in carried
                  else "other arguments"] += n
        return dict(step_s=totals["total_s"], compute_s=totals["compute_s"],
                    comm_s=totals["comm_s"],
                    exposed_comm_s=totals["exposed_comm_s"],
                    peak_memory_bytes=totals["peak_memory_bytes"],
                    memory_capacity_bytes=totals["memory_capacity_bytes"],
                    fits=totals["fits"], collectives=totals["collectives"],
                    memory_by_role=roles, cluster=fn["cluster"],
                    report=report)

    def run(self, inputs=None, *, verify: bool = True, seed: int = 1,
            args: Sequence[str] = (), timeout: Optional[float] = None):
        """Runs the per-device program on mesh.size ranks (cleave-run) and
        returns the results as numpy arrays, in order. ``inputs`` maps
        argument names (or positions) to arrays; the others are generated
        from ``seed``. With ``verify``, the results are compared with the
        unpartitioned program on one rank. CleaveError (with cleave-run's
        output) when the run fails or the results do not match."""
        import numpy
        inputs = dict(inputs or {})
        names = self._annotated.argument_names()
        nresults = len(self._annotated.result_names())
        with tempfile.TemporaryDirectory(prefix="cleave-run-") as tmp:
            model = os.path.join(tmp, "model.mlir")
            self._annotated.save(model)
            command = [_find_cleave_run(), "-np", str(self.mesh.size), model,
                       "--partition-pipeline",
                       "cleave-propagate," + PARTITION_PIPELINE,
                       "--seed", str(int(seed))]
            shown = {}  # temporary paths as the user knows them
            for i, (key, value) in enumerate(inputs.items()):
                if isinstance(key, int):
                    if not 0 <= key < len(names):
                        raise IndexError(f"input {key}: the program has "
                                         f"{len(names)} arguments")
                elif key not in names:
                    raise self._unknown(key)
                path = os.path.join(tmp, f"input{i}.npy")
                numpy.save(path, numpy.ascontiguousarray(value))
                shown[path] = f"inputs[{key!r}]"
                command += ["--input", f"{key}={path}"]
            outs = [os.path.join(tmp, f"output{i}.npy")
                    for i in range(nresults)]
            for i, path in enumerate(outs):
                command += ["--output", f"{i}={path}"]
            if verify:
                command.append("--verify")
            command += list(args)
            proc = subprocess.run(command, capture_output=True, text=True,
                                  timeout=timeout)
            log = proc.stdout + proc.stderr
            for path, name in shown.items():
                log = log.replace(f"'{path}'", name).replace(path, name)
            self.last_log = log
            if proc.returncode != 0:
                errors = [line for line in log.splitlines()
                          if line.startswith(("cleave-run: error",
                                              "cleave-run: verify"))]
                raise CleaveError(
                    (errors[0] if errors else
                     f"cleave-run exited with status {proc.returncode}")
                    + f"\n(cleave-run exited with status {proc.returncode};"
                    " its output follows)\n" + log[-4000:])
            return [numpy.load(p) for p in outs]

    def save(self, path, partitioned: bool = True) -> None:
        """Writes the per-device program (or, with partitioned=False, the
        annotated module, which cleave-opt and cleave-run take)."""
        (self._partitioned if partitioned else self._annotated).save(
            os.fspath(path))

    def __str__(self):
        return str(self._partitioned)


def shard(program: Program, mesh: Mesh, rules=None, *, auto: bool = False,
          cluster: str = "cpu-mpi", allow_unmatched: bool = False) -> Plan:
    """Shards ``program`` over ``mesh``: ``rules`` (a dict from a glob over
    argument names to a spec; the first matching rule wins) fix shardings,
    ``auto`` lets cleave-auto-shard choose the rest by cost on ``cluster`` (a
    preset such as "8xH100-NVLink" or a JSON spec's path), and
    cleave-propagate fills in every other tensor. A rule that matches no
    argument is an error unless ``allow_unmatched``."""
    if not isinstance(program, Program):
        raise TypeError(f"shard() takes a cleave.Program, not "
                        f"{type(program).__name__} (use cleave.load, "
                        "cleave.from_torch or cleave.from_jax)")
    if not isinstance(mesh, Mesh):
        raise TypeError(f"shard() takes a cleave.Mesh, not "
                        f"{type(mesh).__name__}")
    native = program._native.clone()
    declared = dict(native.meshes())
    axes = list(mesh.axes.items())
    if mesh.name not in declared:
        native.declare_mesh(mesh.name, axes)
    elif [tuple(a) for a in declared[mesh.name]] != axes:
        raise CleaveError(
            f"the program already declares @{mesh.name} with axes "
            f"{dict(declared[mesh.name])}, not {mesh.axes}: give the Mesh "
            "another name (Mesh(..., name=...)) or the same axes")
    if rules:
        if not isinstance(rules, dict):
            raise TypeError("rules: expected a dict from name globs to specs")
        native.apply_rules(
            [(glob, spec_text(spec, mesh, f"rules[{glob!r}]"))
             for glob, spec in rules.items()],
            allow_unmatched, "rules")
    if auto:
        native.run_pipeline(f"cleave-auto-shard{{cluster={cluster}}}")
    native.run_pipeline("cleave-propagate")
    partitioned = native.clone()
    partitioned.run_pipeline(PARTITION_PIPELINE)
    return Plan(native, partitioned, mesh, cluster)
