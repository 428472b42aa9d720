"""JAX -> Cleave: a function of (params, *inputs) to linalg-on-tensors.

``jax.jit(fn).lower(...)`` gives StableHLO; torch-mlir's ``torch-mlir-opt
--stablehlo-legalize-to-linalg`` lowers it to linalg on tensors; the result
is read back with torch-mlir's MLIR bindings, its arguments are named after
their pytree paths (``fc1.w``) in ``cleave.name`` and JAX's own argument and
result attributes are dropped. The model inputs come first, then the leaves
of ``params`` in pytree order.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from typing import List, Optional, Sequence

from . import ExportError
from .mlir_post import check_ops, name_arguments, to_text, untie_empty_tensors
from .torch_export import ExportResult


def _path_name(path) -> str:
    parts = []
    for k in path:
        for attr in ("key", "idx", "name"):
            if hasattr(k, attr):
                parts.append(str(getattr(k, attr)))
                break
        else:
            parts.append(str(k))
    return ".".join(parts)


def _torch_mlir_opt() -> str:
    """torch-mlir-opt: on PATH, or beside this Python (a venv's bin/)."""
    exe = shutil.which("torch-mlir-opt")
    if exe:
        return exe
    cand = os.path.join(os.path.dirname(sys.executable), "torch-mlir-opt")
    if os.path.exists(cand):
        return cand
    raise ExportError("torch-mlir-opt not found (pip install torch-mlir)")


def export_function(fn, params, example_inputs: Sequence, *,
                    input_names: Optional[Sequence[str]] = None,
                    func_name: str = "forward") -> ExportResult:
    """Exports ``fn(params, *example_inputs)``."""
    import jax
    from torch_mlir import ir

    leaves_with_paths, treedef = jax.tree_util.tree_flatten_with_path(params)
    leaves = [v for _, v in leaves_with_paths]
    n_in = len(example_inputs)

    def flat(*args):
        p = jax.tree_util.tree_unflatten(treedef, list(args[n_in:]))
        return fn(p, *args[:n_in])

    lowered = jax.jit(flat).lower(*example_inputs, *leaves)
    shlo = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.mlir")
        with open(src, "w") as f:
            f.write(shlo)
        proc = subprocess.run(
            [_torch_mlir_opt(), src, "--allow-unregistered-dialect",
             "--stablehlo-legalize-to-linalg", "--canonicalize",
             "--mlir-print-op-generic"],
            capture_output=True, text=True)
        if proc.returncode != 0:
            raise ExportError("torch-mlir-opt --stablehlo-legalize-to-linalg "
                              "failed:\n" + proc.stderr[-4000:])
        linalg = proc.stdout
    names = list(input_names) if input_names else \
        [f"input{i}" for i in range(n_in)]
    names += [_path_name(p) for p, _ in leaves_with_paths]
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse(linalg, ctx)
    with ctx:
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and \
                    ir.StringAttr(op.attributes["sym_name"]).value == "main":
                op.attributes["sym_name"] = ir.StringAttr.get(func_name)
                for a in ("arg_attrs", "res_attrs"):
                    if a in op.attributes:
                        del op.attributes[a]
        for a in list(module.operation.attributes):
            del module.operation.attributes[getattr(a, "name", a)]
    check_ops(module)
    untie_empty_tensors(module)
    name_arguments(module, func_name, names)
    shapes = {n: list(getattr(v, "shape", ())) for n, v in
              zip(names, list(example_inputs) + leaves)}
    return ExportResult(to_text(module), names, n_in, shapes)
