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

# StableHLO ops (and custom_call targets) Cleave cannot take yet, by the JAX
# primitive that writes them, with what to write instead. Keys are an op
# name or "stablehlo.custom_call @TARGET".
JAX_REFUSALS = {
    "stablehlo.custom_call @mhlo.topk": (
        "jax.lax.top_k", "for a top-k router take the argmax, mask it out "
        "(jnp.where) and take the argmax again, k times"),
    "stablehlo.sort": (
        "jax.lax.sort (jnp.sort, jnp.argsort)", "avoid sorting in the step; "
        "for a top-k use repeated argmax"),
    "stablehlo.while": (
        "jax.lax.scan / jax.lax.fori_loop / jax.lax.while_loop",
        "unroll the loop in Python (a for loop over the layers)"),
    "stablehlo.case": (
        "jax.lax.cond / jax.lax.switch", "compute both branches and pick "
        "with jnp.where"),
    "stablehlo.if": (
        "jax.lax.cond", "compute both branches and pick with jnp.where"),
    "stablehlo.rng_bit_generator": (
        "jax.random inside the exported function", "draw the random values "
        "outside and pass them as inputs"),
    "stablehlo.rng": (
        "jax.random inside the exported function", "draw the random values "
        "outside and pass them as inputs"),
    "stablehlo.fft": ("jnp.fft", "not supported by Cleave"),
    "stablehlo.cholesky": ("jnp.linalg.cholesky", "not supported by Cleave"),
    "stablehlo.triangular_solve": (
        "jax.scipy.linalg.solve_triangular", "not supported by Cleave"),
}

# Passes of jaxlib's MLIR that rewrite CHLO (jnp.square, erf, exact GELU,
# ...) into StableHLO, which torch-mlir's --stablehlo-legalize-to-linalg takes.
_CHLO_PIPELINE = ("builtin.module(func.func(chlo-legalize-to-hlo),"
                  "hlo-legalize-to-stablehlo)")


def jax_refusal(op: str, target: Optional[str] = None) -> str:
    """The refusal for a StableHLO op Cleave cannot take: the JAX primitive
    that wrote it and what to write instead."""
    key = f"{op} @{target}" if target else op
    if key in JAX_REFUSALS or op in JAX_REFUSALS:
        prim, fix = JAX_REFUSALS.get(key) or JAX_REFUSALS[op]
        return (f"{prim} is not supported by Cleave (the function lowers it "
                f"to '{key}'): {fix}")
    if op.startswith("chlo."):
        prim = "jax.lax." + op[len("chlo."):]
        return (f"{prim} lowers to '{op}', which jaxlib could not rewrite "
                f"into StableHLO here: write it with jnp arithmetic")
    return (f"the function lowers to '{key}', which Cleave cannot take: "
            f"rewrite the JAX code that produces it")


def _rewrite_erf(module) -> None:
    """Writes each ``chlo.erf`` (``jax.lax.erf``) as StableHLO: below 0.5 in
    magnitude its Taylor series to x^13 (error < 2e-8), above it
    sign(x) * (1 - erfc(|x|)) with ``chlo.erfc``, which jaxlib's passes
    decompose (they keep ``erf`` whole, as a custom call)."""
    import math

    from jax._src.lib.mlir import ir
    from jaxlib.mlir.dialects import chlo
    from jaxlib.mlir.dialects import stablehlo as hlo

    erfs = []

    def visit(op):
        if op.name == "chlo.erf":
            erfs.append(op)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner.operation)

    visit(module.operation)
    # 1, -1/3, 1/10, -1/42, ...: (-1)^n / (n! (2n + 1)).
    series = [(-1) ** n / (math.factorial(n) * (2 * n + 1)) for n in range(7)]
    with module.context:
        for op in erfs:
            with ir.InsertionPoint(op), op.location:
                x = op.operands[0]
                ty = x.type
                elem = ir.RankedTensorType(ty).element_type

                def const(v):
                    return hlo.ConstantOp(ir.DenseElementsAttr.get_splat(
                        ty, ir.FloatAttr.get(elem, v))).result

                ax = hlo.AbsOp(x).result
                large = hlo.MulOp(hlo.SignOp(x).result, hlo.SubtractOp(
                    const(1.0), chlo.ErfcOp(ax).result).result).result
                x2 = hlo.MulOp(x, x).result
                acc = const(series[-1])
                for c in reversed(series[:-1]):
                    acc = hlo.AddOp(hlo.MulOp(acc, x2).result,
                                    const(c)).result
                small = hlo.MulOp(hlo.MulOp(acc, x).result,
                                  const(2 / math.sqrt(math.pi))).result
                below = hlo.CompareOp(ax, const(0.5),
                                      hlo.ComparisonDirectionAttr.get("LT"))
                erf = hlo.SelectOp(below.result, small, large).result
            op.result.replace_all_uses_with(erf)
            op.erase()


def _legalize_chlo(module) -> None:
    """Rewrites the CHLO ops of a lowered function into StableHLO, in
    place, with jaxlib's own passes (left as they are where this jaxlib
    lacks them: the check that follows names what stayed)."""
    from jax._src.lib.mlir import passmanager
    try:
        from jaxlib.mlir._mlir_libs import _mlirHlo
        _mlirHlo.register_mhlo_passes()
        with module.context:
            passmanager.PassManager.parse(_CHLO_PIPELINE).run(module.operation)
    except (ImportError, ValueError):
        pass


def _check_stablehlo(module) -> None:
    """Raises ExportError naming the JAX primitive of the first StableHLO
    or CHLO op Cleave cannot take."""
    found = []

    def visit(op):
        name = op.name
        target = None
        if name == "stablehlo.custom_call":
            attr = op.attributes["call_target_name"]
            target = str(attr).strip('"')
        key = f"{name} @{target}" if target else name
        if key in JAX_REFUSALS or name in JAX_REFUSALS or \
                name.startswith("chlo.") or name == "stablehlo.custom_call":
            found.append((name, target))
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner.operation)

    visit(module.operation)
    if found:
        raise ExportError(jax_refusal(*found[0]) +
                          (f" ({len(found)} such op(s), first shown)"
                           if len(found) > 1 else ""))


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
    stablehlo = lowered.compiler_ir("stablehlo")
    _rewrite_erf(stablehlo)
    _legalize_chlo(stablehlo)
    _check_stablehlo(stablehlo)
    shlo = stablehlo.operation.get_asm(
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
    check_ops(module, fixes={}, default_fix="rewrite the JAX code that "
              "produces it")
    untie_empty_tensors(module)
    name_arguments(module, func_name, names)
    shapes = {n: list(getattr(v, "shape", ())) for n, v in
              zip(names, list(example_inputs) + leaves)}
    return ExportResult(to_text(module), names, n_in, shapes)
