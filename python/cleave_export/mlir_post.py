"""Checks and names the functions of an exported module (torch-mlir's MLIR).

Shared by the PyTorch and JAX exporters: both reach linalg-on-tensors in
torch-mlir's bundled MLIR, then refuse ops Cleave cannot lower (naming the op
and the fix) and write a ``cleave.name`` attribute on every argument (and,
for a training step, on every result).
"""

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

from . import ExportError

# Ops that only torch-mlir (or its TMTensor dialect) lowers, with the fix.
FIXES: Dict[str, str] = {
    "tm_tensor.scan": "a scan other than torch.cumsum / torch.cumprod "
    "(Cleave takes an inclusive sum, product, max or min scan whose "
    "running total is not used): write it with cumsum or cumprod",
    "tm_tensor.scatter": "a scatter that combines with what is there "
    "other than by sum (scatter_reduce), or an accumulating index_put the "
    "exporter did not rewrite (more than one index tensor, a bool mask): "
    "express it as a masked select (torch.where) or a one-hot matmul",
    "tm_tensor.sort": "a sort with a comparator of its own or initial "
    "indices that are not positions (Cleave takes torch.sort / argsort, "
    "which become cleave.sort): sort by the value, then permute",
    "tm_tensor.topk": "a torch.topk the exporter did not rewrite (it writes "
    "k up to 64 as rounds of max and first index, a larger k as a sort): "
    "call torch.topk on a tensor, with an int k",
    "tm_tensor.attention": "scaled_dot_product_attention kept whole: export "
    "with attn_implementation='eager' or decompose "
    "aten.scaled_dot_product_attention",
}

FOREIGN_PREFIXES = ("tm_tensor.", "torch.", "torch_c.", "stablehlo.", "chlo.",
                    "mhlo.")


def walk(op, visit) -> None:
    """Calls ``visit`` on ``op`` and on every op nested in it, outer first
    (either binding's operations: torch-mlir's or jaxlib's)."""
    visit(op)
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                walk(inner.operation, visit)


TORCH_DEFAULT_FIX = ("decompose the PyTorch op that produced it "
                     "(decompositions=...) or rewrite it")


# The combiner a scan region's one op names, as a cleave reduction kind.
SCAN_COMBINERS = {
    "arith.addf": "sum", "arith.addi": "sum",
    "arith.mulf": "prod", "arith.muli": "prod",
    "arith.maximumf": "max", "arith.maxnumf": "max", "arith.maxsi": "max",
    "arith.minimumf": "min", "arith.minnumf": "min", "arith.minsi": "min",
    "stablehlo.add": "sum", "stablehlo.multiply": "prod",
    "stablehlo.maximum": "max", "stablehlo.minimum": "min",
}


def scan_combiner(region) -> Optional[str]:
    """The reduction kind of a scan or window body that combines its two
    scalar arguments with one op and returns the result, or None."""
    blocks = list(region.blocks)
    if len(blocks) != 1:
        return None
    block = blocks[0]
    ops = [op.operation for op in block.operations]
    if len(ops) != 2 or len(block.arguments) != 2:
        return None
    combine, ret = ops
    kind = SCAN_COMBINERS.get(combine.name)
    if kind is None or len(combine.operands) != 2 or \
            list(ret.operands) != [combine.results[0]]:
        return None
    if {str(v.get_name()) for v in combine.operands} != \
            {str(a.get_name()) for a in block.arguments}:
        return None
    return kind


def create_scan(ir, value, dim: int, kind: str, result_type,
                reverse: bool = False):
    """A generic-form ``cleave.scan`` of ``value`` at the insertion point
    (the context must allow unregistered dialects)."""
    attrs = {"dim": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim),
             "kind": ir.Attribute.parse(f"#cleave<reduction {kind}>")}
    if reverse:
        attrs["reverse"] = ir.UnitAttr.get()
    return ir.Operation.create("cleave.scan", results=[result_type],
                               operands=[value], attributes=attrs)


def replace_ops(ir, module, name: str, rewrite) -> int:
    """Calls ``rewrite(op)`` for each op named ``name`` in ``module`` (in
    either binding: ``ir`` is torch-mlir's or jaxlib's), with the insertion
    point before the op and its location, in a context that allows
    unregistered dialects (the ``cleave.*`` ops it may create). ``rewrite``
    returns the values that replace the op's results (None for a result
    nothing may use), or None to leave the op. Returns how many ops were
    replaced."""
    found = []
    walk(module.operation, lambda op: found.append(op)
         if op.name == name else None)
    module.context.allow_unregistered_dialects = True
    done = 0
    with module.context:
        for op in found:
            with ir.InsertionPoint(op), op.location:
                new = rewrite(op)
            if new is None:
                continue
            for old, value in zip(op.results, new):
                if value is not None:
                    old.replace_all_uses_with(value)
            op.erase()
            done += 1
    return done


def rewrite_tm_scans(module) -> int:
    """Replaces each ``tm_tensor.scan`` that torch-mlir writes for
    ``torch.cumsum`` / ``torch.cumprod`` (inclusive, one combining op, the
    running total unused) by a ``cleave.scan``, which shards along the
    scanned dim. Others are left for check_ops to refuse. Returns how many
    were rewritten."""
    from torch_mlir import ir

    def rewrite(op):
        kind = scan_combiner(op.regions[0])
        if kind is None or not ir.BoolAttr(op.attributes["inclusive"]).value \
                or list(op.results[1].uses):
            return None
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        return [create_scan(ir, op.operands[0], dim, kind,
                            op.results[0].type).results[0], None]

    return replace_ops(ir, module, "tm_tensor.scan", rewrite)


# arith.cmpf / arith.cmpi predicates (their enum values) that order a sort
# ascending or descending.
_ASCENDING = {("arith.cmpf", p) for p in (4, 5, 11, 12)} | \
    {("arith.cmpi", p) for p in (2, 3, 6, 7)}      # olt ole ult ule / slt ...
_DESCENDING = {("arith.cmpf", p) for p in (2, 3, 9, 10)} | \
    {("arith.cmpi", p) for p in (4, 5, 8, 9)}      # ogt oge ugt uge / sgt ...


def _sort_direction(region) -> Optional[bool]:
    """True (descending) or False (ascending) for a ``tm_tensor.sort``
    comparator that compares its first two arguments (the keys) with one
    ``arith.cmpf`` / ``arith.cmpi`` and yields the result; None otherwise."""
    blocks = list(region.blocks)
    if len(blocks) != 1:
        return None
    block = blocks[0]
    ops = [op.operation for op in block.operations]
    if len(ops) != 2 or len(block.arguments) < 2:
        return None
    cmp, ret = ops
    if cmp.name not in ("arith.cmpf", "arith.cmpi") or \
            list(ret.operands) != [cmp.results[0]]:
        return None
    names = [str(v.get_name()) for v in cmp.operands]
    if names != [str(block.arguments[0].get_name()),
                 str(block.arguments[1].get_name())]:
        return None
    from torch_mlir import ir
    pred = ir.IntegerAttr(cmp.attributes["predicate"]).value
    if (cmp.name, pred) in _ASCENDING:
        return False
    if (cmp.name, pred) in _DESCENDING:
        return True
    return None


def _is_iota(value, dim: int) -> bool:
    """True when ``value`` is a ``linalg.generic`` that writes each
    element's position along ``dim`` (torch-mlir's initial indices of a
    sort)."""
    owner = value.owner
    op = getattr(owner, "operation", owner)
    if getattr(op, "name", None) != "linalg.generic" or \
            len(op.operands) != 1:
        return False
    body = [o.operation for o in op.regions[0].blocks[0].operations]
    if len(body) != 3 or body[0].name != "linalg.index" or \
            body[1].name != "arith.index_cast" or \
            body[2].name != "linalg.yield":
        return False
    from torch_mlir import ir
    return ir.IntegerAttr(body[0].attributes["dim"]).value == dim


def rewrite_tm_sorts(module) -> int:
    """Replaces each ``tm_tensor.sort`` that torch-mlir writes for
    ``torch.sort`` / ``argsort`` (keys compared by one ``cmpf`` / ``cmpi``,
    indices starting as positions) by a ``cleave.sort``, a stable sort that
    shards on every other dim. Others are left for check_ops to refuse.
    Returns how many were rewritten."""
    from torch_mlir import ir

    def rewrite(op):
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        descending = _sort_direction(op.regions[0])
        if descending is None or len(op.operands) != 2 or \
                not _is_iota(op.operands[1], dim):
            return None
        attrs = {"dim": ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                           dim)}
        if descending:
            attrs["descending"] = ir.UnitAttr.get()
        return list(ir.Operation.create(
            "cleave.sort", results=[op.results[0].type, op.results[1].type],
            operands=[op.operands[0]], attributes=attrs).results)

    return replace_ops(ir, module, "tm_tensor.sort", rewrite)


def _wrap_negative(ir, indices, sizes: List[int]):
    """``indices`` ([..., len(sizes)] integers, column k a position along a
    dim of size sizes[k]) with negative positions counted from the end, as
    torch indexes (torch-mlir passes them on as they are): arith on tensors
    at the insertion point."""
    ty = ir.RankedTensorType(indices.type)
    elem = ty.element_type
    shape = list(ty.shape)

    def dense(values):
        if len(set(values)) == 1:
            return ir.DenseElementsAttr.get_splat(
                ty, ir.IntegerAttr.get(elem, values[0]))
        return ir.Attribute.parse("dense<" + _nested(shape, values) +
                                  f"> : {ty}")

    def const(attr):
        return ir.Operation.create("arith.constant", results=[ty],
                                   attributes={"value": attr}).results[0]

    zero, size = const(dense([0])), const(dense(sizes))
    bools = ir.RankedTensorType.get(shape, ir.IntegerType.get_signless(1))
    neg = ir.Operation.create(
        "arith.cmpi", results=[bools], operands=[indices, zero],
        attributes={"predicate": ir.IntegerAttr.get(
            ir.IntegerType.get_signless(64), 2)}).results[0]  # slt
    wrapped = ir.Operation.create("arith.addi", results=[ty],
                                  operands=[indices, size]).results[0]
    return ir.Operation.create("arith.select", results=[ty],
                               operands=[neg, wrapped, indices]).results[0]


def _nested(shape: List[int], last: List[int]) -> str:
    """A dense literal of ``shape`` whose innermost rows are ``last``."""
    if len(shape) == 1:
        return "[" + ", ".join(str(v) for v in last) + "]"
    inner = _nested(shape[1:], last)
    return "[" + ", ".join([inner] * shape[0]) + "]"


def rewrite_tm_scatters(module) -> int:
    """Replaces each ``tm_tensor.scatter`` that overwrites (its body yields
    the update: ``x[idx] = v``, ``index_put``, ``scatter``) by a
    ``tensor.scatter`` of the same updates, indices and scattered dims
    (``unique``: a position written twice, which torch leaves undefined,
    keeps the last write). Accumulating scatters are left (the exporter
    writes those as one-hot sums). Returns how many were rewritten."""
    from torch_mlir import ir

    def rewrite(op):
        blocks = list(op.regions[0].blocks)
        if len(blocks) != 1 or len(op.operands) != 3:
            return None
        body = [o.operation for o in blocks[0].operations]
        if len(body) != 1 or len(body[0].operands) != 1 or \
                body[0].operands[0].get_name() != \
                blocks[0].arguments[0].get_name():
            return None
        dims = list(ir.DenseI64ArrayAttr(op.attributes["dimension_map"]))
        if not dims or dims != sorted(set(dims)):
            return None
        updates, indices, original = op.operands
        indices = _wrap_negative(ir, indices, [
            ir.RankedTensorType(original.type).shape[d] for d in dims])
        return list(ir.Operation.create(
            "tensor.scatter", results=[op.results[0].type],
            operands=[updates, original, indices],
            attributes={"scatter_dims": ir.DenseI64ArrayAttr.get(dims),
                        "unique": ir.UnitAttr.get()}).results)

    return replace_ops(ir, module, "tm_tensor.scatter", rewrite)


def check_ops(module, fixes: Dict[str, str] = FIXES,
              default_fix: str = TORCH_DEFAULT_FIX) -> None:
    """Raises ExportError naming the first op Cleave cannot take, with the
    fix from ``fixes`` (by op name) or ``default_fix``."""
    bad: List[str] = []

    walk(module.operation, lambda op: bad.append(op.name)
         if op.name.startswith(FOREIGN_PREFIXES) else None)
    if bad:
        name = bad[0]
        fix = fixes.get(name, default_fix)
        raise ExportError(
            f"the exported module holds '{name}' ({len(bad)} op(s) Cleave "
            f"cannot lower, first shown): {fix}")


def _set_names(module, func_name: str, names: Sequence[str], key: str,
               what: str, count) -> None:
    """Sets ``cleave.name`` in the ``key`` attribute array (``arg_attrs`` or
    ``res_attrs``) of @func_name, keeping the attributes already there;
    ``count(op)`` is how many entries the function has."""
    from torch_mlir import ir

    with module.context:
        for op in module.body.operations:
            op = op.operation
            if op.name != "func.func":
                continue
            if ir.StringAttr(op.attributes["sym_name"]).value != func_name:
                continue
            n = count(op)
            if n != len(names):
                raise ExportError(
                    f"@{func_name} has {n} {what} but {len(names)} names")
            old = (ir.ArrayAttr(op.attributes[key])
                   if key in op.attributes else None)
            attrs = []
            for i, name in enumerate(names):
                entries = {}
                if old is not None:
                    d = ir.DictAttr(old[i])
                    for j in range(len(d)):
                        na = d[j]
                        entries[na.name] = na.attr
                entries["cleave.name"] = ir.StringAttr.get(name)
                attrs.append(ir.DictAttr.get(entries))
            op.attributes[key] = ir.ArrayAttr.get(attrs)
            return
    raise ExportError(f"no function @{func_name} in the exported module")


def name_arguments(module, func_name: str, names: Sequence[str]) -> None:
    """Sets ``cleave.name`` on the arguments of @func_name, keeping the
    attributes already there."""
    _set_names(module, func_name, names, "arg_attrs", "arguments",
               lambda op: len(op.regions[0].blocks[0].arguments))


def name_results(module, func_name: str, names: Sequence[str]) -> None:
    """Sets ``cleave.name`` on the results of @func_name (``res_attrs``),
    keeping the attributes already there. A training step names its updated
    parameters and optimizer state after the arguments they replace."""
    from torch_mlir import ir
    _set_names(module, func_name, names, "res_attrs", "results",
               lambda op: len(ir.FunctionType(
                   ir.TypeAttr(op.attributes["function_type"]).value).results))


def untie_empty_tensors(module) -> int:
    """Gives every use of a ``tensor.empty`` its own copy; returns how many
    were added.

    torch-mlir CSEs identical ``tensor.empty`` ops, so unrelated ops (a
    weight's transpose and an activation's bias add) share one init. An
    init carries no data, but cleave-propagate passes shardings through the
    shared value: under data parallel a weight then arrives split along the
    batch split and is all-gathered before its matmul. One empty per use
    keeps the ops independent.
    """
    from torch_mlir import ir

    added = 0
    empties = []

    with module.context:
        walk(module.operation, lambda op: empties.append(op)
             if op.name == "tensor.empty" else None)
        for op in empties:
            uses = [(u.owner, u.operand_number) for u in op.result.uses]
            for owner, index in uses[1:]:
                clone = op.clone(ip=ir.InsertionPoint(owner))
                owner.operands[index] = clone.result
                added += 1
    return added


# --- shardings kept on export ----------------------------------------------

# A cleave.constraint's sharding as text until it is written in Cleave's
# module (jaxlib's context cannot parse #cleave.sharding).
SHARDING_TEXT = "cleave.sharding_text"


@dataclass
class Shardings:
    """Meshes (name -> [(axis, size)]) and #cleave.sharding texts of an
    exported function's arguments and results, by position."""
    meshes: Dict[str, list] = field(default_factory=dict)
    args: Dict[int, str] = field(default_factory=dict)  # main's arg -> text
    results: Dict[int, str] = field(default_factory=dict)
    constraints: int = 0


def put_shardings(module, func_name: str, found: Shardings) -> None:
    """Writes ``found`` into the linalg module (torch-mlir's MLIR): a
    ``cleave.mesh`` per mesh with axes, ``cleave.sharding`` on the
    arguments and results of @func_name, and the constraints' attribute.
    The JAX exporter takes them from Shardy's; the PyTorch exporter from
    the placements and tensor-parallel plan it is given."""
    from torch_mlir import ir

    ctx = module.context
    ctx.allow_unregistered_dialects = True
    with ctx, ir.Location.unknown():
        fn = None
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and ir.StringAttr(
                    op.attributes["sym_name"]).value == func_name:
                fn = op
        first = module.body.operations[0] if len(module.body.operations) \
            else None
        for name, axes in found.meshes.items():
            if not axes:
                continue
            attrs = {"sym_name": ir.StringAttr.get(name),
                     "axis_names": ir.ArrayAttr.get(
                         [ir.StringAttr.get(a) for a, _ in axes]),
                     "axis_sizes": ir.DenseI64ArrayAttr.get(
                         [s for _, s in axes])}
            ip = ir.InsertionPoint(first) if first is not None else \
                ir.InsertionPoint(module.body)
            ir.Operation.create("cleave.mesh", attributes=attrs, ip=ip)

        def retext(op):
            if op.name == "cleave.constraint" and \
                    SHARDING_TEXT in op.attributes:
                text = ir.StringAttr(op.attributes[SHARDING_TEXT]).value
                del op.attributes[SHARDING_TEXT]
                op.attributes["sharding"] = ir.Attribute.parse(text)

        walk(module.operation, retext)
        for key, given in (("arg_attrs", found.args),
                           ("res_attrs", found.results)):
            if not given or fn is None:
                continue
            ty = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"])
                                 .value)
            n = len(ty.inputs if key == "arg_attrs" else ty.results)
            old = ir.ArrayAttr(fn.attributes[key]) if key in fn.attributes \
                else None
            attrs = []
            for i in range(n):
                entries = {}
                if old is not None:
                    d = ir.DictAttr(old[i])
                    for j in range(len(d)):
                        entries[d[j].name] = d[j].attr
                if i in given:
                    entries["cleave.sharding"] = ir.Attribute.parse(given[i])
                attrs.append(ir.DictAttr.get(entries))
            fn.attributes[key] = ir.ArrayAttr.get(attrs)


def to_text(module) -> str:
    """Generic-form text: it parses with the older MLIR Cleave builds on
    (bytecode and some custom assembly formats do not)."""
    return module.operation.get_asm(print_generic_op_form=True,
                                    enable_debug_info=False)
