"""PyTorch -> Cleave: an nn.Module and example inputs to linalg-on-tensors.

Parameters and persistent buffers become arguments of the function (after
the model's own inputs), each with ``cleave.name`` = its PyTorch name
(``h.0.attn.c_attn.weight``), so no weight is stored in the file. Buffers
that are not persistent (not in the state dict, e.g. BERT's ``position_ids``)
are not state a user loads, so they stay in the program as constants.

The route is torch.export -> torch-mlir's FX importer
(``torch_mlir.fx.export_and_import``, output ``linalg-on-tensors``) with
torch-mlir's default decompositions plus a few that keep torch-mlir-only
ops (TMTensor) out. The scans torch-mlir writes for ``torch.cumsum`` and
``torch.cumprod`` (``tm_tensor.scan``) become ``cleave.scan``, its sorts
(``torch.sort``, ``argsort``, a large-k ``topk``: ``tm_tensor.sort``)
``cleave.sort``; a module that still holds a TMTensor op is refused with
the op and the fix.
"""

import contextlib
import inspect
import sys
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

from . import ExportError
from . import placements
from .mlir_post import (Shardings, check_ops, name_arguments, name_results,
                        put_shardings, rewrite_tm_scans, rewrite_tm_scatters,
                        rewrite_tm_sorts, to_text, untie_empty_tensors)


@dataclass
class ExportResult:
    text: str  # generic-form MLIR (parses with Cleave's MLIR 22)
    arg_names: List[str]  # cleave.name of each argument, in order
    num_inputs: int  # the first num_inputs arguments are the model inputs
    shapes: Dict[str, List[int]] = field(default_factory=dict)
    result_names: List[str] = field(default_factory=list)  # when named


def _input_names(module, n: int, given: Optional[Sequence[str]]) -> List[str]:
    if given is not None:
        if len(given) != n:
            raise ExportError(f"{len(given)} input names for {n} inputs")
        return list(given)
    try:
        params = [p.name for p in
                  inspect.signature(module.forward).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        params = []
    names = params[:n]
    return names + [f"input{i}" for i in range(len(names), n)]


def _rebuilder(t):
    """A way to compute tensor ``t`` inside the program instead of freezing
    its values into the file: a splat (an all-ones attention mask), or an
    arithmetic progression along one dim, broadcast over the others
    (position ids, ``arange(seq).expand(batch, seq)``). None for anything
    else, or for a tensor whose values cannot be read (a fake tensor)."""
    import torch
    if not isinstance(t, torch.Tensor) or t.numel() < 2 or t.is_complex():
        return None
    try:
        flat = t.detach().reshape(-1)
        first = flat[0].item()
        shape, dtype = tuple(t.shape), t.dtype
        if bool((flat == flat[0]).all()):
            return lambda: torch.full(shape, first, dtype=dtype)
        if dtype.is_floating_point or dtype == torch.bool:
            return None  # a float progression may not be exact
        for d in range(t.dim()):
            n = shape[d]
            if n < 2:
                continue
            line = t[tuple(slice(None) if i == d else 0
                           for i in range(t.dim()))]
            start, step = line[0].item(), (line[1] - line[0]).item()
            ramp = torch.arange(n, dtype=dtype) * step + start
            view = [1] * t.dim()
            view[d] = n
            if torch.equal(line, ramp) and torch.equal(
                    t, ramp.reshape(view).expand(shape)):
                return lambda: (torch.arange(n, dtype=dtype) * step +
                                start).reshape(view).expand(shape)
    except (RuntimeError, TypeError, NotImplementedError):
        return None  # fake or meta tensors have no values to read
    return None


def rebuilt_kwargs(kwargs: dict) -> dict:
    """``kwargs`` with each tensor that ``_rebuilder`` recognises replaced
    by a function that builds it; ``materialize`` calls them inside the
    traced function, so the exported program computes the tensor (a fill,
    an iota) where it would otherwise hold a constant of its size."""
    out = {}
    for k, v in kwargs.items():
        build = _rebuilder(v)
        out[k] = _Rebuild(build) if build is not None else v
    return out


class _Rebuild:
    def __init__(self, build):
        self.build = build


def materialize(kwargs: dict) -> dict:
    """The keyword arguments of a call inside the traced function."""
    return {k: v.build() if isinstance(v, _Rebuild) else v
            for k, v in kwargs.items()}


# The largest k of a torch.topk written as rounds of max and first index; a
# larger one is a sort (topk_by_sort).
TOPK_MAX_ROUNDS = 64


def topk_by_rounds(x, k, dim=-1, largest=True, sorted=True):
    """``torch.topk`` as k rounds of a max (min for ``largest=False``) along
    ``dim`` and the first index holding it, each taken out before the next
    round: sorted values, ties to the lower index. Written with reductions
    and selects, it shards like any other op (a split dim reduces its
    partial max and min across the split) where torch-mlir would emit
    ``tm_tensor.topk``."""
    import torch
    if k > TOPK_MAX_ROUNDS:
        return topk_by_sort(x, k, dim, largest)
    dim = dim % max(x.dim(), 1)
    n = x.shape[dim]
    shape = [1] * x.dim()
    shape[dim] = n
    iota = torch.arange(n, device=x.device).reshape(shape).expand(x.shape)
    if x.is_floating_point():
        fill = float("-inf") if largest else float("inf")
    else:
        info = torch.iinfo(x.dtype)
        fill = info.min if largest else info.max
    taken = torch.zeros(x.shape, dtype=torch.bool, device=x.device)
    values, indices = [], []
    for _ in range(k):
        cand = torch.where(taken, torch.full_like(x, fill), x)
        top = cand.amax(dim, keepdim=True) if largest else \
            cand.amin(dim, keepdim=True)
        first = torch.where((cand == top) & ~taken, iota,
                            torch.full_like(iota, n)).amin(dim, keepdim=True)
        taken = taken | (iota == first)
        values.append(top)
        indices.append(first)
    return torch.cat(values, dim), torch.cat(indices, dim)


def topk_by_sort(x, k, dim=-1, largest=True):
    """``torch.topk`` with a large k: the first k of a stable sort along
    ``dim`` (descending for ``largest``), which becomes a ``cleave.sort``."""
    import torch
    values, indices = torch.ops.aten.sort.default(x, dim, largest)
    return values.narrow(dim, 0, k), indices.narrow(dim, 0, k)


def scatter_add_by_select(x, dim, index, src):
    """``torch.scatter_add`` (``index`` and ``src`` of one shape, as large as
    ``x`` on every other dim) as a one-hot select and sum:
    ``y[..., k] = x[..., k] + sum_i src[..., i] * (index[..., i] == k)``
    along ``dim``, where torch-mlir would emit ``tm_tensor.scatter``."""
    import torch
    dim = dim % max(x.dim(), 1)
    if index.shape != src.shape or any(
            index.shape[d] != x.shape[d] for d in range(x.dim()) if d != dim):
        return NotImplemented
    n = x.shape[dim]
    idx = index.movedim(dim, -1)
    idx = torch.where(idx < 0, idx + n, idx)
    hit = idx.unsqueeze(-1) == torch.arange(n, device=x.device)
    add = torch.where(hit, src.movedim(dim, -1).unsqueeze(-1),
                      torch.zeros((), dtype=src.dtype)).sum(-2, dtype=x.dtype)
    return x + add.movedim(-1, dim)


def scatter_by_select(x, dim, index, src):
    """``torch.scatter`` of a tensor or a scalar (index as large as ``x`` on
    every other dim) as a one-hot select: positions ``index`` names along
    ``dim`` take ``src``, the others keep ``x``. Where an index repeats
    torch leaves the result undefined; here the written values add up."""
    import torch
    dim = dim % max(x.dim(), 1)
    if any(index.shape[d] != x.shape[d] for d in range(x.dim()) if d != dim):
        return NotImplemented
    n = x.shape[dim]
    idx = index.movedim(dim, -1)
    idx = torch.where(idx < 0, idx + n, idx)
    hit = idx.unsqueeze(-1) == torch.arange(n, device=x.device)
    taken = hit.any(-2)
    if isinstance(src, torch.Tensor):
        if src.shape != index.shape:
            return NotImplemented
        put = torch.where(hit, src.movedim(dim, -1).unsqueeze(-1),
                          torch.zeros((), dtype=src.dtype)).sum(-2,
                                                                dtype=x.dtype)
    else:
        put = torch.full_like(taken, src, dtype=x.dtype)
    return torch.where(taken, put, x.movedim(dim, -1)).movedim(-1, dim)


def index_put_by_matmul(x, indices, values, accumulate=False):
    """``x.index_put_((idx,), values, accumulate=True)`` with one integer
    index tensor on the first dim, as a one-hot matrix product: the rows
    ``idx`` names receive the sum of their ``values``, other rows keep
    ``x``; where torch-mlir would emit an accumulating
    ``tm_tensor.scatter``. Without ``accumulate`` (``x[idx] = values``)
    torch-mlir's overwriting scatter becomes a ``tensor.scatter``
    (mlir_post.rewrite_tm_scatters)."""
    import torch
    if not accumulate or len(indices) != 1 or indices[0] is None or \
            indices[0].dtype == torch.bool or indices[0].dim() != 1:
        return NotImplemented
    n, m = x.shape[0], indices[0].shape[0]
    idx = torch.where(indices[0] < 0, indices[0] + n, indices[0])
    hit = (idx.unsqueeze(0) == torch.arange(n, device=x.device).unsqueeze(1))
    rows = values.expand(m, *x.shape[1:]).reshape(m, -1).to(x.dtype)
    put = torch.matmul(hit.to(x.dtype), rows).reshape(x.shape)
    if accumulate:
        return x + put
    taken = hit.any(1).reshape(n, *([1] * (x.dim() - 1)))
    return torch.where(taken, put, x)


def _sort_stable(x, *, stable=None, dim=-1, descending=False):
    # torch-mlir lowers aten.sort (to tm_tensor.sort, then cleave.sort, which
    # is stable), not its stable overload.
    import torch
    return torch.ops.aten.sort.default(x, dim, descending)


def _argsort(x, dim=-1, descending=False):
    import torch
    return torch.ops.aten.sort.default(x, dim, descending)[1]


def _argsort_stable(x, *, stable, dim=-1, descending=False):
    return _argsort(x, dim, descending)


def _decompositions(extra):
    import torch
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    from torch._decomp import get_decompositions

    table = dict(get_decomposition_table())
    ops = [torch.ops.aten._scaled_dot_product_flash_attention_for_cpu,
           torch.ops.aten.scaled_dot_product_attention]
    table.update(get_decompositions([op for op in ops if op is not None]))
    table[torch.ops.aten.topk.default] = topk_by_rounds
    table[torch.ops.aten.scatter_add.default] = scatter_add_by_select
    table[torch.ops.aten.scatter.src] = scatter_by_select
    table[torch.ops.aten.scatter.value] = scatter_by_select
    table[torch.ops.aten.index_put.default] = index_put_by_matmul
    table[torch.ops.aten.sort.stable] = _sort_stable
    table[torch.ops.aten.argsort.default] = _argsort
    table[torch.ops.aten.argsort.stable] = _argsort_stable
    if extra:
        table.update(extra)
    return table


@contextlib.contextmanager
def static_experts(module):
    """Runs transformers' mixture-of-experts layers as ``batched_mm`` while
    the block is active, and says so on stderr.

    Expert classes under transformers' ``@use_experts_implementation``
    (Mixtral, Qwen2-MoE, DeepSeek-V3, ...) loop by default over the experts
    the routing hit. That loop depends on the data, so torch.export cannot
    trace it. ``batched_mm`` gathers each token's expert weights and runs
    one batched product: the same values, with a static trace. A model
    whose config already names an implementation keeps it."""
    changed = []
    for name, sub in module.named_modules():
        cfg = getattr(sub, "config", None)
        if cfg is None or not hasattr(sub, "_is_expert_parallel") or \
                any(c is cfg for c, _ in changed):
            continue
        impl = getattr(cfg, "_experts_implementation", None)
        if impl in (None, "eager"):
            changed.append((cfg, impl))
            cfg._experts_implementation = "batched_mm"
            print(f"cleave_export: {name or type(sub).__name__}: experts "
                  f"exported as transformers' 'batched_mm' (the default "
                  f"loop over the experts hit depends on the routing)",
                  file=sys.stderr)
    try:
        yield
    finally:
        for cfg, impl in changed:
            cfg._experts_implementation = impl


def stated_shardings(module, arg_names: Sequence[str], ranks: Dict[str, int],
                     mesh, shardings: Optional[dict], tp_plan: Optional[dict],
                     tp_axis: Optional[str]) -> Shardings:
    """The mesh and argument shardings that export_module writes for
    ``mesh`` / ``shardings`` / ``tp_plan`` (its docstring), by argument
    position (``ranks``: each argument's rank); ExportError naming what is
    wrong (an unknown argument or axis, a spec or plan entry Cleave cannot
    state, more dims than the tensor has)."""
    try:
        axes = placements.mesh_axes(mesh)
        names = [a for a, _ in axes]
        specs = {}
        if tp_plan:
            if tp_axis is None:
                if len(names) != 1:
                    raise ValueError(f"tp_plan: say which mesh axis splits "
                                     f"the parameters (tp_axis=; axes: "
                                     f"{', '.join(names)})")
                tp_axis = names[0]
            # A tied weight is one argument, under the name
            # named_parameters() gives first; the plan's other names for it
            # are not arguments.
            specs.update({n: spec for n, spec in placements.tp_plan_specs(
                module, tp_plan, names, tp_axis, who="tp_plan").items()
                if n in arg_names})
        specs.update(shardings or {})
        found = Shardings(meshes={"mesh": axes})
        for name, spec in specs.items():
            if name not in arg_names:
                shown = ", ".join(arg_names[:8])
                more = f", ... ({len(arg_names)} in all)" \
                    if len(arg_names) > 8 else ""
                raise ValueError(f"shardings: {name!r} is not an argument "
                                 f"of the exported function (arguments: "
                                 f"{shown}{more})")
            where = f"shardings[{name!r}]"
            text = placements.spec_text(spec, names, where)
            rank = ranks.get(name)
            dims = text.count("{")
            if rank is not None and dims > rank:
                raise ValueError(f"{where}: {dims} dims stated for a rank-"
                                 f"{rank} tensor")
            if rank is not None and dims < rank:  # trailing dims whole
                body = text.strip()[1:-1].strip()
                text = "[" + ", ".join(
                    ([body] if body else []) + ["{}"] * (rank - dims)) + "]"
            found.args[arg_names.index(name)] = \
                f"#cleave.sharding<@mesh, {text}>"
    except ValueError as e:
        raise ExportError(str(e)) from None
    return found


def export_module(module, example_inputs: Sequence, *,
                  input_names: Optional[Sequence[str]] = None,
                  func_name: str = "forward",
                  decompositions=None,
                  kwargs: Optional[dict] = None,
                  output_type: str = "linalg-on-tensors",
                  result_names: Optional[Sequence[str]] = None,
                  mesh=None, shardings: Optional[dict] = None,
                  tp_plan: Optional[dict] = None,
                  tp_axis: Optional[str] = None) -> ExportResult:
    """Exports ``module(*example_inputs, **kwargs)``.

    kwargs are fixed keyword arguments. A tensor among them that is a splat
    (an all-ones ``attention_mask``) or a progression along one dim
    (``position_ids``) is computed in the program (a fill, an iota); any
    other tensor is baked in as a constant. output_type
    ``tosa`` gives torch-mlir's TOSA instead (cleave-import lowers it). Raises
    ExportError when the result holds an op Cleave cannot lower.
    result_names, when given, are written as ``cleave.name`` result
    attributes (one per result; torch_train's training steps use them).

    With ``mesh`` (a dict of axis names to sizes, (name, size) pairs, or a
    DeviceMesh with mesh_dim_names) the module gets a ``cleave.mesh`` and
    its arguments the shardings stated for them, as JAX's in_shardings are
    kept: ``shardings`` maps argument names (inputs and parameters) to
    specs (per-dim axes, or DTensor placements ``[Shard(0), Replicate()]``,
    one per mesh axis; cleave_export.placements), and ``tp_plan`` is a
    tensor-parallel plan as ``parallelize_module`` takes it
    (``ColwiseParallel`` / ``RowwiseParallel`` / ``SequenceParallel`` by
    module path), applied over mesh axis ``tp_axis`` (the mesh's only axis
    if it has one). ``shardings`` wins where both name a parameter.
    """
    import torch
    from torch.func import functional_call
    from torch_mlir import fx

    module = module.eval()
    example_inputs = tuple(example_inputs)
    kwargs = rebuilt_kwargs(dict(kwargs or {}))
    state = module.state_dict(keep_vars=True)
    params = dict(module.named_parameters(remove_duplicate=False))
    buffers = dict(module.named_buffers(remove_duplicate=False))
    # Tied weights appear once (the first name, as named_parameters() lists).
    seen = set()
    names: List[str] = []
    for name, t in list(params.items()) + list(buffers.items()):
        if name not in state or id(t) in seen:
            continue
        seen.add(id(t))
        names.append(name)
    tensors = [state[n].detach() for n in names]
    n_in = len(example_inputs)

    class Functional(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = module

        def forward(self, *args):
            inputs, weights = args[:n_in], args[n_in:]
            return functional_call(self.inner, dict(zip(names, weights)),
                                   inputs, materialize(kwargs),
                                   tie_weights=True, strict=False)

    wrapper = Functional()
    # torch-mlir's importer fails on non-persistent buffers (torch.export
    # lifts them as constants it does not resolve); marked persistent for
    # the export they are frozen into the program like any buffer.
    saved = [(m, set(m._non_persistent_buffers_set)) for m in module.modules()]
    for m, _ in saved:
        m._non_persistent_buffers_set.clear()
    with torch.no_grad(), static_experts(module):
        try:
            mlir_module = fx.export_and_import(
                wrapper, *example_inputs, *tensors,
                output_type=output_type, func_name=func_name,
                decomposition_table=_decompositions(decompositions))
        except Exception as e:  # torch.export / torch-mlir errors
            raise ExportError(f"torch-mlir could not export "
                              f"{type(module).__name__}: {e}") from e
        finally:
            for m, s in saved:
                m._non_persistent_buffers_set.update(s)
    rewrite_tm_scans(mlir_module)
    rewrite_tm_sorts(mlir_module)
    rewrite_tm_scatters(mlir_module)
    check_ops(mlir_module)
    untie_empty_tensors(mlir_module)
    arg_names = _input_names(module, n_in, input_names) + names
    name_arguments(mlir_module, func_name, arg_names)
    shapes = {n: list(t.shape) for n, t in
              zip(arg_names, list(example_inputs) + tensors)}
    if mesh is not None:
        ranks = {n: len(shape) for n, shape in shapes.items()}
        put_shardings(mlir_module, func_name, stated_shardings(
            module, arg_names, ranks, mesh, shardings, tp_plan, tp_axis))
    elif shardings or tp_plan:
        raise ExportError("shardings / tp_plan need the mesh they name axes "
                          "of: pass mesh={'data': 2, ...} or a DeviceMesh")
    if result_names is not None:
        name_results(mlir_module, func_name, result_names)
    return ExportResult(to_text(mlir_module), arg_names, n_in, shapes,
                        list(result_names or []))
