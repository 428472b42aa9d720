"""JAX -> Cleave: a function of (params, *inputs) to linalg-on-tensors.

``jax.jit(fn).lower(...)`` gives StableHLO; torch-mlir's ``torch-mlir-opt
--stablehlo-legalize-to-linalg`` lowers it to linalg on tensors; the result
is read back with torch-mlir's MLIR bindings, its arguments are named after
their pytree paths (``fc1.w``) in ``cleave.name`` and JAX's own argument and
result attributes are dropped. The model inputs come first, then the leaves
of ``params`` in pytree order.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Sequence, Tuple

from . import ExportError
from .mlir_post import (SHARDING_TEXT, Shardings, check_ops, create_scan,
                        name_arguments, put_shardings, replace_ops,
                        scan_combiner, to_text, untie_empty_tensors,
                        walk as _walk)
from .torch_export import ExportResult

# The largest k of a lax.top_k written as rounds of max and first index; a
# larger one is the first k of a descending cleave.sort.
TOP_K_MAX_ROUNDS = 64

# StableHLO ops (and custom_call targets) Cleave cannot take yet, by the JAX
# primitive that writes them, with what to write instead. Keys are an op
# name or "stablehlo.custom_call @TARGET".
JAX_REFUSALS = {
    "stablehlo.custom_call @mhlo.topk": (
        "jax.lax.top_k", "for a top-k router take the argmax, mask it out "
        "(jnp.where) and take the argmax again, k times"),
    "stablehlo.sort": (
        "jax.lax.sort with several keys or a comparator of its own",
        "sort by one key (jnp.sort, jnp.argsort, lax.sort with num_keys=1), "
        "or sort outside the step"),
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
    _walk(module.operation,
          lambda op: erfs.append(op) if op.name == "chlo.erf" else None)
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

    _walk(module.operation, visit)
    if found:
        raise ExportError(jax_refusal(*found[0]) +
                          (f" ({len(found)} such op(s), first shown)"
                           if len(found) > 1 else ""))


# --- Shardings kept on export (Shardy -> Cleave) ---------------------------

_SDY_MESH_AXIS = re.compile(r'"([^"]+)"\s*=\s*(\d+)')


def sdy_mesh_axes(text: str) -> List[Tuple[str, int]]:
    """The axes of a Shardy mesh attribute (``#sdy.mesh<["data"=2,
    "model"=2]>``, its ``device_ids`` ignored: Cleave numbers devices
    row-major), as (name, size) pairs; empty for a maximal mesh."""
    body = text[text.find("[") + 1:text.find("]")] if "[" in text else ""
    return [(n, int(s)) for n, s in _SDY_MESH_AXIS.findall(body)]


def sdy_sharding_to_cleave(text: str, meshes: Dict[str, list]) -> \
        Optional[str]:
    """The ``#cleave.sharding`` for a Shardy sharding (``#sdy.sharding<@mesh,
    [{"data"}, {}]>`` or the ``<@mesh, [...]>`` of a constraint): the same
    dims, open or closed, and priorities. ``replicated={...}`` says no more
    than the dims do and is dropped; None for a sharding on a mesh without
    axes (a single device). ExportError for what Cleave cannot state:
    unreduced axes, sub-axes (``"x":(1)2``) and inline meshes."""
    m = re.search(r"<\s*@([\w$.-]+)\s*,\s*\[(.*)\]\s*(,[^\]]*)?>\s*$",
                  text.strip(), re.S)
    if not m:
        raise ExportError(f"cannot read the JAX sharding '{text}' (an inline "
                          f"mesh?): name a jax.sharding.Mesh")
    mesh, dims, extra = m.group(1), m.group(2), m.group(3) or ""
    if "unreduced" in extra:
        raise ExportError(f"the JAX sharding '{text}' leaves values "
                          f"unreduced, which Cleave cannot state: reduce "
                          f"them (drop the unreduced axes)")
    if ":(" in dims:
        raise ExportError(f"the JAX sharding '{text}' splits a mesh axis "
                          f"into sub-axes, which Cleave cannot state: use "
                          f"whole axes (reshape the mesh instead)")
    if mesh not in meshes:
        raise ExportError(f"the JAX sharding '{text}' names mesh @{mesh}, "
                          f"which the function does not declare")
    if not meshes[mesh]:
        return None
    return f"#cleave.sharding<@{mesh}, [{dims.strip()}]>"


def _take_shardings(module) -> Shardings:
    """Takes the Shardy shardings out of a lowered function: the meshes, the
    shardings of @main's arguments and results (from ``in_shardings`` /
    ``out_shardings``) as ``#cleave.sharding`` text, and every
    ``sdy.sharding_constraint`` (``with_sharding_constraint``, a jitted
    callee's shardings) as an unregistered ``cleave.constraint`` that
    torch-mlir carries through to linalg. Every other ``sdy`` attribute is
    dropped; an ``sdy`` op left (``shard_map``) is an ExportError."""
    from jax._src.lib.mlir import ir

    found = Shardings()
    meshes, constraints, others = [], [], []

    def visit(op):
        if op.name == "sdy.mesh":
            meshes.append(op)
        elif op.name == "sdy.sharding_constraint":
            constraints.append(op)
        elif op.name.startswith("sdy."):
            others.append(op.name)

    _walk(module.operation, visit)
    if others:
        prim = "jax.shard_map" if others[0] == "sdy.manual_computation" \
            else f"'{others[0]}'"
        raise ExportError(f"{prim} is not supported by Cleave: state the "
                          f"layout with in_shardings / out_shardings or "
                          f"with_sharding_constraint and let Cleave insert "
                          f"the collectives")
    for op in meshes:
        name = ir.StringAttr(op.attributes["sym_name"]).value
        found.meshes[name] = sdy_mesh_axes(str(op.attributes["mesh"]))
    ctx = module.context
    ctx.allow_unregistered_dialects = True
    with ctx:
        for op in constraints:
            text = sdy_sharding_to_cleave(str(op.attributes["sharding"]),
                                          found.meshes)
            if text is None:
                op.result.replace_all_uses_with(op.operands[0])
            else:
                with ir.InsertionPoint(op), op.location:
                    new = ir.Operation.create(
                        "cleave.constraint", results=[op.result.type],
                        operands=[op.operands[0]],
                        attributes={SHARDING_TEXT: ir.StringAttr.get(text)})
                op.result.replace_all_uses_with(new.result)
                found.constraints += 1
            op.erase()
        for op in meshes:
            op.erase()
        for fn in module.body.operations:
            fn = fn.operation
            if fn.name != "func.func":
                continue
            main = ir.StringAttr(fn.attributes["sym_name"]).value == "main"
            for key, into in (("arg_attrs", found.args),
                              ("res_attrs", found.results)):
                if key not in fn.attributes:
                    continue
                kept = []
                for i, d in enumerate(ir.ArrayAttr(fn.attributes[key])):
                    d = ir.DictAttr(d)
                    entries = {}
                    for j in range(len(d)):
                        na = d[j]
                        if na.name == "sdy.sharding":
                            text = sdy_sharding_to_cleave(str(na.attr),
                                                          found.meshes)
                            if main and text is not None:
                                into[i] = text
                        elif not na.name.startswith("sdy."):
                            entries[na.name] = na.attr
                    kept.append(ir.DictAttr.get(entries))
                fn.attributes[key] = ir.ArrayAttr.get(kept)

    def strip(op):
        for a in list(op.attributes):
            name = getattr(a, "name", a)
            if name.startswith("sdy."):
                del op.attributes[name]

    _walk(module.operation, strip)
    return found


# --- JAX loops (scan, fori_loop) -> scf.for --------------------------------


def _defining_op(value):
    """The operation that defines ``value``, or None for a block argument."""
    from jax._src.lib.mlir import ir
    owner = value.owner
    if isinstance(owner, ir.OpView):
        owner = owner.operation
    return owner if isinstance(owner, ir.Operation) else None


def _int_constant(value) -> Optional[int]:
    """The integer of a scalar ``stablehlo.constant``, or None."""
    from jax._src.lib.mlir import ir
    owner = _defining_op(value)
    if owner is None or owner.name != "stablehlo.constant":
        return None
    try:
        attr = ir.DenseIntElementsAttr(owner.attributes["value"])
        return int(attr[0]) if len(attr) == 1 else None
    except (ValueError, TypeError, IndexError):
        return None


def _trip_count(loop) -> Optional[Tuple[int, int]]:
    """(carried position of the counter, trip count) of a
    ``stablehlo.while`` that counts ``i = c; i < N; i += 1`` with constants
    c and N: how ``lax.scan`` and ``lax.fori_loop`` with static bounds lower.
    None for any other loop."""
    from jax._src.lib.mlir import ir
    cond, body = loop.regions[0].blocks[0], loop.regions[1].blocks[0]
    test = _defining_op(list(cond.operations)[-1].operands[0])
    if test is None or test.name != "stablehlo.compare" or \
            "LT" not in str(test.attributes["comparison_direction"]):
        return None
    lhs, rhs = test.operands[0], test.operands[1]
    if not isinstance(lhs, ir.BlockArgument) or lhs.owner != cond:
        return None
    k, bound = lhs.arg_number, _int_constant(rhs)
    start = _int_constant(loop.operands[k])
    if bound is None or start is None:
        return None
    step = _defining_op(list(body.operations)[-1].operands[k])
    if step is None or step.name != "stablehlo.add":
        return None
    a, b = step.operands[0], step.operands[1]
    for x, one in ((a, b), (b, a)):
        if isinstance(x, ir.BlockArgument) and x.owner == body and \
                x.arg_number == k and _int_constant(one) == 1:
            return k, max(0, bound - start)
    return None


def _move_body(src, dst) -> list:
    """Moves ``src``'s ops but its terminator to the end of block ``dst``,
    its arguments replaced by ``dst``'s trailing ones; returns the
    terminator's operands and erases it."""
    args = list(dst.arguments)[len(dst.arguments) - len(src.arguments):]
    for old, arg in zip(src.arguments, args):
        old.replace_all_uses_with(arg)
    ops = list(src.operations)
    for op in ops[:-1]:
        op.detach_from_parent()
        dst.append(op)
    operands = list(ops[-1].operands)
    ops[-1].erase()
    return operands


def _counted_to_for(loop, trips: int) -> None:
    """A counted ``stablehlo.while`` as an ``scf.for`` over its trip count,
    carrying the same values (the counter too, which the body reads)."""
    from jax._src.lib.mlir import ir
    from jaxlib.mlir.dialects import arith, scf

    with ir.InsertionPoint(loop), loop.location:
        index = ir.IndexType.get()
        lb = arith.ConstantOp(index, 0).result
        ub = arith.ConstantOp(index, trips).result
        one = arith.ConstantOp(index, 1).result
        new = scf.ForOp(lb, ub, one, list(loop.operands))
    yielded = _move_body(loop.regions[1].blocks[0], new.body)
    with ir.InsertionPoint(new.body), loop.location:
        scf.YieldOp(yielded)
    for old, res in zip(loop.results, new.results):
        old.replace_all_uses_with(res)
    loop.erase()


def _while_to_scf(loop) -> None:
    """A ``stablehlo.while`` whose trip count is known only when it runs
    (``lax.while_loop``) as an ``scf.while``: the condition region computes
    its ``tensor<i1>`` as JAX wrote it and hands the extracted ``i1`` to
    ``scf.condition`` with the carried values; the body region yields them."""
    from jax._src.lib.mlir import ir
    from jaxlib.mlir.dialects import scf

    types = [v.type for v in loop.operands]
    with ir.InsertionPoint(loop), loop.location:
        new = scf.WhileOp(types, list(loop.operands))
    locs = [loop.location] * len(types)
    before = new.before.blocks.append(*types, arg_locs=locs)
    after = new.after.blocks.append(*types, arg_locs=locs)
    (flag,) = _move_body(loop.regions[0].blocks[0], before)
    with ir.InsertionPoint(before), loop.location:
        # The tensor dialect has no bindings in jaxlib: a generic op, which
        # torch-mlir-opt parses as tensor.extract.
        cond = ir.Operation.create("tensor.extract", [ir.IntegerType.get_signless(1)],
                                   [flag]).result
        scf.ConditionOp(cond, list(before.arguments))
    yielded = _move_body(loop.regions[1].blocks[0], after)
    with ir.InsertionPoint(after), loop.location:
        scf.YieldOp(yielded)
    for old, res in zip(loop.results, new.results):
        old.replace_all_uses_with(res)
    loop.erase()


def _loops_to_scf(module) -> int:
    """Rewrites each ``stablehlo.while``: a counted one (``lax.scan``,
    ``lax.fori_loop`` with int bounds) as an ``scf.for`` over its trip
    count, any other (``lax.while_loop``) as an ``scf.while``; torch-mlir
    then lowers the bodies' StableHLO where it stands. Returns how many
    loops were rewritten."""
    from jax._src.lib.mlir import ir

    loops = []
    _walk(module.operation,
          lambda op: loops.append(op) if op.name == "stablehlo.while" else 0)
    with module.context:
        module.context.allow_unregistered_dialects = True
        # Innermost first: an outer loop's body moves with its inner loops.
        for loop in reversed(loops):
            counted = _trip_count(loop)
            if counted is None:
                _while_to_scf(loop)
            else:
                _counted_to_for(loop, counted[1])
    return len(loops)


# --- cumulative reduce_window -> cleave.scan ---------------------------------

def _is_identity(value, kind: str) -> bool:
    """True when ``value`` is a scalar ``stablehlo.constant`` (possibly
    through a rank-0 ``broadcast_in_dim``) holding the identity of
    ``kind``: 0, 1, -inf / +inf, or the integer type's extreme."""
    from jax._src.lib.mlir import ir
    owner = _defining_op(value)
    while owner is not None and owner.name == "stablehlo.broadcast_in_dim":
        owner = _defining_op(owner.operands[0])
    if owner is None or owner.name != "stablehlo.constant":
        return False
    attr = owner.attributes["value"]
    elem = ir.ShapedType(attr.type).element_type
    try:
        if not isinstance(elem, ir.IntegerType):
            v = float(ir.DenseFPElementsAttr(attr)[0])
            return v == {"sum": 0.0, "prod": 1.0, "max": float("-inf"),
                         "min": float("inf")}[kind]
        v = int(ir.DenseIntElementsAttr(attr)[0])
    except (ValueError, TypeError, IndexError):
        return False
    w = elem.width
    if w == 1:
        return False
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return v == {"sum": 0, "prod": 1, "max": lo, "min": hi}[kind]


def _cumulative_window(op) -> Optional[Tuple[int, str, bool]]:
    """(dim, kind, reverse) of a ``stablehlo.reduce_window`` that is a
    cumulative reduction along one dim, as JAX lowers ``jnp.cumsum``,
    ``jnp.cumprod``, ``lax.cummax`` and ``lax.cummin`` (and their
    ``reverse=True`` forms): one input, a window as long as the dim on it
    and 1 elsewhere, unit strides and dilations, the dim padded by its
    length minus one on one side, an identity initial value and a body of
    one combining op. None for any other window."""
    from jax._src.lib.mlir import ir
    if len(op.operands) != 2 or len(op.results) != 1:
        return None
    shape = ir.RankedTensorType(op.operands[0].type).shape
    attrs = op.attributes

    def ints(name, default):
        if name not in attrs:
            return [default] * len(shape)
        return list(ir.DenseI64ArrayAttr(attrs[name]))

    window = ints("window_dimensions", 1)
    if ints("window_strides", 1) != [1] * len(shape) or \
            ints("base_dilations", 1) != [1] * len(shape) or \
            ints("window_dilations", 1) != [1] * len(shape):
        return None
    long = [d for d, w in enumerate(window) if w != 1]
    if len(long) != 1 or window[long[0]] != shape[long[0]]:
        return None
    dim, n = long[0], shape[long[0]]
    pads = [[0, 0]] * len(shape)
    if "padding" in attrs:
        flat = [int(v) for v in ir.DenseIntElementsAttr(attrs["padding"])]
        pads = [flat[2 * d:2 * d + 2] for d in range(len(shape))]
    if any(pads[d] != [0, 0] for d in range(len(shape)) if d != dim):
        return None
    if pads[dim] not in ([n - 1, 0], [0, n - 1]):
        return None
    kind = scan_combiner(op.regions[0])
    if kind is None or not _is_identity(op.operands[1], kind):
        return None
    return dim, kind, pads[dim] == [0, n - 1] and n > 1


def _rewrite_cumulative_windows(module) -> int:
    """Replaces each cumulative ``stablehlo.reduce_window``
    (_cumulative_window) by a ``cleave.scan``: O(n) work instead of the
    window's O(n^2), and split along the scanned dim it moves only the
    pieces' totals. Returns how many were rewritten."""
    from jax._src.lib.mlir import ir

    def rewrite(op):
        found = _cumulative_window(op)
        if found is None:
            return None
        dim, kind, reverse = found
        return list(create_scan(ir, op.operands[0], dim, kind,
                                op.results[0].type, reverse=reverse).results)

    return replace_ops(ir, module, "stablehlo.reduce_window", rewrite)


# --- lax.top_k -> k rounds of max and first index --------------------------


def top_k_by_rounds(x, k: int):
    """``lax.top_k(x, k)`` as k rounds of a max over the last dim and the
    first index holding it, each taken out before the next round: the same
    values and indices (ties to the lower index), written with reductions
    that shard like any other (a split last dim reduces its partial max and
    min across the split)."""
    import jax
    import jax.numpy as jnp
    n = x.shape[-1]
    iota = jax.lax.broadcasted_iota(jnp.int32, x.shape, x.ndim - 1)
    low = (-jnp.inf if jnp.issubdtype(x.dtype, jnp.floating)
           else jnp.iinfo(x.dtype).min)
    taken = jnp.zeros(x.shape, jnp.bool_)
    values, indices = [], []
    for _ in range(k):
        cand = jnp.where(taken, jnp.asarray(low, x.dtype), x)
        top = jnp.max(cand, axis=-1, keepdims=True)
        first = jnp.min(jnp.where((cand == top) & ~taken, iota, n), axis=-1,
                        keepdims=True)
        taken = taken | (iota == first)
        values.append(top)
        indices.append(first)
    return jnp.concatenate(values, -1), jnp.concatenate(indices, -1)


def _helper_call(module, at, helper, tag: str, operands, result_types):
    """A call, before op ``at``, of ``helper`` (a JAX function of
    ``operands``), lowered by JAX and parsed into the same module as
    private functions whose names start with ``tag``; its results."""
    import jax
    from jax._src.lib.mlir import ir
    from jaxlib.mlir.dialects import func

    specs = []
    for v in operands:
        ty = ir.RankedTensorType(v.type)
        specs.append(jax.ShapeDtypeStruct(
            tuple(ty.shape), jax.numpy.dtype(
                _element_dtype(str(ty.element_type), at.name))))
    text = jax.jit(helper).lower(*specs).as_text()
    text = re.sub(r"@([\w$.-]+)", lambda m: f"@{tag}_{m.group(1)}", text)
    parsed = ir.Module.parse(text, module.context)
    callee = None
    for f in list(parsed.body.operations):
        f = f.operation
        name = ir.StringAttr(f.attributes["sym_name"]).value
        if name == f"{tag}_main":
            callee = name
        f.attributes["sym_visibility"] = ir.StringAttr.get(
            "private", module.context)
        for a in ("arg_attrs", "res_attrs"):
            if a in f.attributes:
                del f.attributes[a]
        module.body.append(f)
    with ir.InsertionPoint(at), at.location:
        call = func.CallOp(list(result_types), callee, list(operands))
    return list(call.results)


def _call_helper(module, op, helper, tag: str) -> None:
    """Replaces ``op`` by a call to ``helper`` (a JAX function of the op's
    operands; _helper_call)."""
    results = _helper_call(module, op, helper, tag, list(op.operands),
                           [r.type for r in op.results])
    for old, new in zip(op.results, results):
        old.replace_all_uses_with(new)
    op.erase()


def _sort_op(ir, key, dim: int, descending: bool, index_type):
    """A generic-form ``cleave.sort`` of ``key`` along ``dim`` at the
    insertion point: (sorted values, their positions as ``index_type``)."""
    attrs = {"dim": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim)}
    if descending:
        attrs["descending"] = ir.UnitAttr.get()
    shape = ir.RankedTensorType(key.type).shape
    indices = ir.RankedTensorType.get(shape, index_type)
    op = ir.Operation.create("cleave.sort", results=[key.type, indices],
                             operands=[key], attributes=attrs)
    return op.results[0], op.results[1]


def top_k_by_sort(x, k: int):
    """``lax.top_k(x, k)`` for a large k: the first k positions of a stable
    ascending argsort of the keys reversed (``-x`` for floats, ``~x`` for
    integers), so the largest come first and ties keep the lower index;
    the argsort becomes a ``cleave.sort``."""
    import jax.numpy as jnp
    key = -x if jnp.issubdtype(x.dtype, jnp.inexact) else ~x
    idx = jnp.argsort(key, axis=-1, stable=True)[..., :k]
    return jnp.take_along_axis(x, idx, axis=-1), idx.astype(jnp.int32)


def _rewrite_top_k(module) -> int:
    """Replaces each ``chlo.top_k`` (``lax.top_k``) by a call to a private
    function lowered by JAX into the same module: top_k_by_rounds for k up
    to TOP_K_MAX_ROUNDS (reductions, which shard along a split last dim),
    top_k_by_sort for a larger k. Returns how many were replaced."""
    import functools

    from jax._src.lib.mlir import ir

    tops = []
    _walk(module.operation,
          lambda op: tops.append(op) if op.name == "chlo.top_k" else 0)
    for n, op in enumerate(tops):
        k = ir.IntegerAttr(op.attributes["k"]).value
        helper = top_k_by_rounds if k <= TOP_K_MAX_ROUNDS else top_k_by_sort
        _call_helper(module, op, functools.partial(helper, k=k),
                     f"cleave_top_k{n}")
    return len(tops)


def _ascending_by_first_key(sort) -> bool:
    """True when a ``stablehlo.sort``'s comparator is JAX's own for one key
    (``jnp.sort``, ``jnp.argsort``, ``lax.sort`` with ``num_keys=1``): it
    returns ``compare LT`` of the first operand's pair of elements, read
    from nothing but that pair."""
    from jax._src.lib.mlir import ir
    block = sort.regions[0].blocks[0]
    ret = _defining_op(list(block.operations)[-1].operands[0])
    if ret is None or ret.name != "stablehlo.compare" or \
            "LT" not in str(ret.attributes["comparison_direction"]):
        return False
    used = set()

    def visit(op):
        for v in op.operands:
            if isinstance(v, ir.BlockArgument) and v.owner == block:
                used.add(v.arg_number)

    _walk(sort, visit)
    return used <= {0, 1}


def _is_iota(value, dim: int) -> bool:
    """True when ``value`` is a ``stablehlo.iota`` along ``dim`` of
    integers (the positions ``jnp.argsort`` sorts beside its keys)."""
    from jax._src.lib.mlir import ir
    owner = _defining_op(value)
    return owner is not None and owner.name == "stablehlo.iota" and \
        ir.IntegerAttr(owner.attributes["iota_dimension"]).value == dim and \
        isinstance(ir.RankedTensorType(value.type).element_type,
                   ir.IntegerType)


def take_along(payload, indices, dim: int):
    """``payload`` permuted along ``dim`` by ``indices`` (a sort's
    positions): how a sort's other operands follow its keys."""
    import jax.numpy as jnp
    return jnp.take_along_axis(payload, indices, axis=dim)


def _rewrite_sort(module) -> int:
    """Replaces each ``stablehlo.sort`` with JAX's one-key comparator
    (``jnp.sort``, ``jnp.argsort``, ``lax.sort`` with ``num_keys=1``) by a
    ``cleave.sort`` of its keys: an operand that is an iota along the dim
    (argsort's) becomes the positions; any other follows them (a call to
    take_along). Other sorts are left, and refused by _check_stablehlo.
    Returns how many were replaced."""
    import functools

    from jax._src.lib.mlir import ir

    sorts = []
    _walk(module.operation,
          lambda op: sorts.append(op) if op.name == "stablehlo.sort" else 0)
    module.context.allow_unregistered_dialects = True
    done = 0
    for op in sorts:
        if not _ascending_by_first_key(op):
            continue
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        n = ir.RankedTensorType(op.operands[0].type).shape[dim]
        with module.context, ir.InsertionPoint(op), op.location:
            index_type = ir.IntegerType.get_signless(32 if n < 2**31 else 64)
            values, positions = _sort_op(ir, op.operands[0], dim, False,
                                         index_type)
            outs = [values]
            followers = []
            for j in range(1, len(op.operands)):
                v, r = op.operands[j], op.results[j]
                if _is_iota(v, dim):
                    elem = ir.RankedTensorType(r.type).element_type
                    outs.append(positions if elem == index_type else
                                ir.Operation.create(
                                    "stablehlo.convert", results=[r.type],
                                    operands=[positions]).results[0])
                else:
                    outs.append(None)
                    followers.append(j)
        for j in followers:
            outs[j] = _helper_call(
                module, op, functools.partial(take_along, dim=dim),
                f"cleave_sort{done}_{j}", [op.operands[j], positions],
                [op.results[j].type])[0]
        for old, new in zip(op.results, outs):
            old.replace_all_uses_with(new)
        op.erase()
        done += 1
    return done


def _element_dtype(mlir_type: str, what: str) -> str:
    """The numpy dtype name of an MLIR element type (f32, bf16, i32, ui8)."""
    names = {"f16": "float16", "bf16": "bfloat16", "f32": "float32",
             "f64": "float64", "i1": "bool"}
    if mlir_type in names:
        return names[mlir_type]
    m = re.fullmatch(r"(u?)i(\d+)", mlir_type)
    if m:
        return f"{'u' if m.group(1) else ''}int{m.group(2)}"
    raise ExportError(f"'{what}' of {mlir_type} values is not supported")


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


def _shardings_for(spec, tree, mesh, what: str) -> list:
    """One sharding per leaf of ``tree`` from ``spec``, a prefix of it as
    jax.jit's ``in_shardings`` takes: a NamedSharding, a PartitionSpec (on
    ``mesh``) or None (left to Cleave) where a whole subtree shares it."""
    import jax
    from jax.sharding import NamedSharding, PartitionSpec, Sharding

    def is_spec(x):
        return x is None or isinstance(x, (Sharding, PartitionSpec))

    out = []

    def expand(s, sub):
        if isinstance(s, PartitionSpec):
            if mesh is None:
                raise ExportError(f"{what}: a PartitionSpec needs mesh= "
                                  f"(or give a NamedSharding)")
            s = NamedSharding(mesh, s)
        out.extend([s] * len(jax.tree_util.tree_leaves(sub)))

    try:
        jax.tree_util.tree_map(expand, spec, tree, is_leaf=is_spec)
    except ValueError as e:
        raise ExportError(f"{what} does not match the structure of the "
                          f"arguments: {e}") from None
    return out


def export_function(fn, params, example_inputs: Sequence, *,
                    input_names: Optional[Sequence[str]] = None,
                    func_name: str = "forward", in_shardings=None,
                    out_shardings=None, mesh=None) -> ExportResult:
    """Exports ``fn(params, *example_inputs)``.

    ``in_shardings`` / ``out_shardings`` are as jax.jit takes them for
    ``fn``'s arguments ``(params, *example_inputs)`` and its result
    (PartitionSpecs need ``mesh``); they, the ``with_sharding_constraint``s
    inside and the shardings of a jitted ``fn`` are kept: a ``cleave.mesh``
    per mesh, ``cleave.sharding`` on the arguments and results, and
    ``cleave.constraint``s. ``lax.scan`` and ``lax.fori_loop`` become
    ``scf.for`` loops, ``lax.while_loop`` an ``scf.while``, their bodies
    exported once."""
    import jax
    from torch_mlir import ir

    leaves_with_paths, treedef = jax.tree_util.tree_flatten_with_path(params)
    leaves = [v for _, v in leaves_with_paths]
    n_in = len(example_inputs)

    def flat(*args):
        p = jax.tree_util.tree_unflatten(treedef, list(args[n_in:]))
        return fn(p, *args[:n_in])

    jit_args = {"keep_unused": True}
    if in_shardings is not None:
        spec = in_shardings
        if not isinstance(spec, (tuple, list)):
            spec = (spec,) * (1 + n_in)
        if len(spec) != 1 + n_in:
            raise ExportError(f"in_shardings has {len(spec)} entries for "
                              f"{1 + n_in} arguments (params, then each "
                              f"input)")
        jit_args["in_shardings"] = tuple(
            _shardings_for(tuple(spec[1:]), tuple(example_inputs), mesh,
                           "in_shardings") +
            _shardings_for(spec[0], params, mesh, "in_shardings[0]"))
    if out_shardings is not None:
        out_tree = jax.eval_shape(flat, *example_inputs, *leaves)
        flat_out = _shardings_for(out_shardings, out_tree, mesh,
                                  "out_shardings")
        jit_args["out_shardings"] = jax.tree_util.tree_unflatten(
            jax.tree_util.tree_structure(out_tree), flat_out)
    try:
        lowered = jax.jit(flat, **jit_args).lower(*example_inputs, *leaves)
    except (ValueError, TypeError) as e:  # JAX's refusal of the shardings
        raise ExportError(f"jax could not lower the function: {e}") from None
    stablehlo = lowered.compiler_ir("stablehlo")
    _rewrite_erf(stablehlo)
    _rewrite_top_k(stablehlo)
    _legalize_chlo(stablehlo)
    _rewrite_sort(stablehlo)
    _rewrite_cumulative_windows(stablehlo)
    shardings = _take_shardings(stablehlo)
    _loops_to_scf(stablehlo)
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
    put_shardings(module, func_name, shardings)
    name_arguments(module, func_name, names)
    shapes = {n: list(getattr(v, "shape", ())) for n, v in
              zip(names, list(example_inputs) + leaves)}
    return ExportResult(to_text(module), names, n_in, shapes)
