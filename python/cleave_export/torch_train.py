"""PyTorch -> Cleave: one training step as one function.

``export_train_step`` exports

    train_step(inputs..., targets..., params..., optimizer state...)
        -> (loss, updated params..., updated optimizer state...)

holding the forward pass, the loss, the backward pass and the optimizer
update, in linalg-on-tensors. The step is written functionally:
``torch.func.functional_call`` runs the module on the parameters given as
arguments, ``torch.func.grad_and_value`` differentiates the loss, the
optimizer update is written out with tensor ops (``SGD``, ``Adam`` below),
``make_fx`` traces the whole of it to an aten ``fx.GraphModule``, and that
graph goes through ``torch_export.export_module`` (torch.export, torch-mlir's
FX importer, the zoo's decompositions).

Every argument and every result has a ``cleave.name``: the inputs and
targets by the names given, parameters by their PyTorch name
(``0.weight``), optimizer state as ``<state>.<param name>``
(``momentum.0.weight``, ``adam_m.0.weight``, ``adam_v.0.weight``) and
Adam's step count as ``step``.
The first result is ``loss``; each updated parameter or state carries the
name of the argument it replaces, so a driver feeds the results back by
name as the next step's arguments.

The module is traced in eval mode: no dropout (it would need a
random-number generator in the program) and BatchNorm on its running
statistics, so the step is a deterministic function of its arguments.
Buffers are not arguments: they are frozen into the program (the zoo's
training models have none).

Two backward ops need a scatter-add (torch-mlir lowers it to
``tm_tensor.scatter``, which Cleave refuses): the gradient of advanced
indexing (``aten.index.Tensor``, e.g. DLRM's ``inter[:, iu[0], iu[1]]``,
whose backward is an ``index_put`` with accumulate) and that of
``nn.Embedding`` (``aten.embedding_dense_backward``, which PyTorch's own
decomposition writes as such an ``index_put``). ``decompositions()``
writes both as one-hot matmuls instead; the numbers are those of the
scatter-add. A loss should avoid ``nll_loss`` / ``cross_entropy`` for the
same reason (its backward scatters): write it with a one-hot of the
targets, as the zoo's GPT-2 step does.
"""

import collections.abc
import math
from dataclasses import dataclass
from typing import Callable, List, Optional, Sequence, Tuple

from . import ExportError


# ---------------------------------------------------------------------------
# Scatter-free decompositions of the backward ops that need a scatter.

def _one_hot(idx, n, dtype):
    import torch
    return (idx.unsqueeze(-1) ==
            torch.arange(n, device=idx.device)).to(dtype)


def _embedding_dense_backward(grad_output, indices, num_weights, padding_idx,
                              scale_grad_by_freq):
    """grad_weight[r] = sum over positions p with indices[p] == r of
    grad_output[p]: one_hot(indices)^T @ grad_output."""
    import torch
    if scale_grad_by_freq:
        raise ExportError("embedding backward with scale_grad_by_freq is "
                          "not supported by the scatter-free decomposition")
    d = grad_output.shape[-1]
    onehot = _one_hot(indices.reshape(-1), num_weights, grad_output.dtype)
    if padding_idx is not None and padding_idx >= 0:
        keep = (torch.arange(num_weights) != padding_idx).to(
            grad_output.dtype)
        onehot = onehot * keep
    return torch.mm(onehot.t(), grad_output.reshape(-1, d))


def _index_put(self, indices, values, accumulate=False):
    """``self[indices] (+)= values`` where the indexed dims are one
    contiguous run (leading dims may be None, i.e. ``:``), written with a
    one-hot matrix over the indexed positions: no scatter."""
    import torch
    idx = list(indices)
    while idx and idx[-1] is None:
        idx.pop()
    lead = 0
    while lead < len(idx) and idx[lead] is None:
        lead += 1
    run = idx[lead:]
    if not run or any(i is None for i in run) or \
            any(i.dtype == torch.bool for i in run):
        raise ExportError("index_put: only a contiguous run of integer "
                          "index tensors has a scatter-free decomposition")
    run = torch.broadcast_tensors(*run)
    ishape = list(run[0].shape)
    k = len(run)
    sizes = list(self.shape[lead:lead + k])
    # values: self.shape[:lead] + ishape + self.shape[lead+k:]
    vshape = list(self.shape[:lead]) + ishape + list(self.shape[lead + k:])
    values = values.expand(vshape).to(self.dtype)
    n = math.prod(ishape) if ishape else 1
    lead_shape = list(self.shape[:lead])
    tail_shape = list(self.shape[lead + k:])
    v = values.reshape([math.prod(lead_shape) if lead_shape else 1, n,
                        math.prod(tail_shape) if tail_shape else 1])
    # Flat position of each index tuple in the indexed dims, then one-hot.
    flat = torch.zeros_like(run[0].reshape(-1))
    for i, s in zip(run, sizes):
        flat = flat * s + torch.where(i < 0, i + s, i).reshape(-1)
    total = math.prod(sizes)
    onehot = _one_hot(flat, total, self.dtype)            # n x total
    if not accumulate:
        # A plain write: of duplicate positions the last one wins (PyTorch
        # leaves the choice undefined; its CPU kernel writes in order).
        later = torch.triu(torch.ones(flat.numel(), flat.numel(),
                                      dtype=torch.bool), diagonal=1)
        dup = (flat.unsqueeze(1) == flat.unsqueeze(0)) & later
        last = (~dup.any(1)).to(self.dtype)
        onehot = onehot * last.unsqueeze(1)
    scattered = torch.einsum("anb,nt->atb", v, onehot)    # sums repeats
    scattered = scattered.reshape(lead_shape + sizes + tail_shape)
    if accumulate:
        return self + scattered
    hit = (onehot.sum(0) > 0).reshape(sizes)
    hit = hit.reshape([1] * lead + sizes + [1] * len(tail_shape))
    return torch.where(hit, scattered, self)


def decompositions():
    import torch
    aten = torch.ops.aten
    return {
        aten.embedding_dense_backward.default: _embedding_dense_backward,
        aten.index_put.default: _index_put,
        aten._unsafe_index_put.default: _index_put,
    }


# ---------------------------------------------------------------------------
# Optimizers, written out with tensor ops.

@dataclass
class SGD:
    """SGD with momentum (PyTorch's ``torch.optim.SGD``, dampening 0, no
    Nesterov, no weight decay): ``buf = momentum * buf + g``,
    ``p = p - lr * buf``. With the buffer given as zeros this is PyTorch's
    first step (which sets ``buf = g``)."""
    lr: float = 0.1
    momentum: float = 0.9

    def state_names(self) -> List[str]:
        return ["momentum"]

    def scalar_state(self) -> List[Tuple[str, object]]:
        return []

    def init(self, params):
        import torch
        return [[torch.zeros_like(p) for p in params]], []

    def update(self, params, grads, state, scalars):
        (bufs,) = state
        bufs = [self.momentum * b + g for b, g in zip(bufs, grads)]
        params = [p - self.lr * b for p, b in zip(params, bufs)]
        return params, [bufs], []


@dataclass
class Adam:
    """Adam (PyTorch's ``torch.optim.Adam``, no weight decay, no amsgrad),
    bias-corrected. ``step`` is a 0-d i64 argument: the number of updates
    already applied (0 for the first step); this step is t = step + 1 and
    the result ``step`` is t:

        m = b1 m + (1 - b1) g;  v = b2 v + (1 - b2) g^2
        p = p - (lr / (1 - b1^t)) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)
    """
    lr: float = 1e-3
    beta1: float = 0.9
    beta2: float = 0.999
    eps: float = 1e-8

    def state_names(self) -> List[str]:
        return ["adam_m", "adam_v"]

    def scalar_state(self):
        import torch
        return [("step", torch.tensor(0, dtype=torch.int64))]

    def init(self, params):
        import torch
        return ([[torch.zeros_like(p) for p in params],
                 [torch.zeros_like(p) for p in params]],
                [torch.tensor(0, dtype=torch.int64)])

    def update(self, params, grads, state, scalars):
        import torch
        ms, vs = state
        (step,) = scalars
        t = step + 1
        tf = t.to(params[0].dtype)
        bc1 = 1 - torch.exp(tf * math.log(self.beta1))
        bc2 = 1 - torch.exp(tf * math.log(self.beta2))
        step_size = self.lr / bc1
        sqrt_bc2 = torch.sqrt(bc2)
        new_p, new_m, new_v = [], [], []
        for p, g, m, v in zip(params, grads, ms, vs):
            m = self.beta1 * m + (1 - self.beta1) * g
            v = self.beta2 * v + (1 - self.beta2) * g * g
            denom = torch.sqrt(v) / sqrt_bc2 + self.eps
            new_p.append(p - step_size * (m / denom))
            new_m.append(m)
            new_v.append(v)
        return new_p, [new_m, new_v], [t]


# ---------------------------------------------------------------------------
# Mixed precision.

_DTYPES = {"bf16": "bfloat16", "fp16": "float16"}


@dataclass
class MixedPrecision:
    """Mixed-precision training as Megatron-LM and DeepSpeed run it (and as
    ``torch.autocast`` + ``GradScaler`` or a JAX mixed-precision policy
    compute it): the parameters the forward and backward passes read are
    16-bit (``dtype``: ``"bf16"`` or ``"fp16"``), the optimizer keeps fp32
    master weights (state ``master.<name>``) and fp32 optimizer state.
    The step casts floating inputs to the 16-bit type, runs the model in
    it, differentiates the loss (cast to fp32; a loss function that wants
    fp32 logits upcasts them itself, as Megatron's cross-entropy does),
    upcasts the 16-bit gradients, updates the fp32 masters and returns the
    new 16-bit parameters cast from them. The model states are then
    2 + 2 + K bytes per parameter (ZeRO's (2 + 2 + 12) Psi under Adam).

    ``loss_scaling``: ``"dynamic"`` (the default for fp16, as GradScaler):
    the loss is multiplied by the scale before the backward pass and the
    gradients divided by it; when any gradient is not finite the update is
    skipped (parameters, masters, optimizer state and step count kept) and
    the scale multiplied by ``backoff_factor``; after ``growth_interval``
    finite steps in a row it is multiplied by ``growth_factor``. The scale
    and the count of finite steps are 0-d arguments and results
    (``loss_scale``, f32, and ``loss_scale_good_steps``, i64). ``"none"``
    (the default for bf16, whose range is fp32's) computes the plain loss.
    """
    dtype: str = "bf16"
    loss_scaling: Optional[str] = None
    init_scale: float = 2.0 ** 16
    growth_factor: float = 2.0
    backoff_factor: float = 0.5
    growth_interval: int = 2000

    def __post_init__(self):
        if self.dtype not in _DTYPES:
            raise ExportError(f"mixed precision dtype '{self.dtype}': "
                              f"expected one of {sorted(_DTYPES)}")
        if self.loss_scaling is None:
            self.loss_scaling = "dynamic" if self.dtype == "fp16" else "none"
        if self.loss_scaling not in ("dynamic", "none"):
            raise ExportError(f"loss_scaling '{self.loss_scaling}': expected "
                              "'dynamic' or 'none'")
        if self.growth_interval < 1:
            raise ExportError("growth_interval must be at least 1")
        if not self.init_scale > 0:
            raise ExportError(f"init_scale {self.init_scale}: must be > 0")
        if not 0 < self.backoff_factor < 1:
            raise ExportError(f"backoff_factor {self.backoff_factor}: must "
                              "lie in (0, 1)")
        if not self.growth_factor > 1:
            raise ExportError(f"growth_factor {self.growth_factor}: must be "
                              "> 1")

    def torch_dtype(self):
        import torch
        return getattr(torch, _DTYPES[self.dtype])

    @property
    def dynamic(self) -> bool:
        return self.loss_scaling == "dynamic"


class _Upcast(collections.abc.Sequence):
    """The 16-bit gradients as fp32 (divided by the loss scale ``inv``
    when given), each cast when the optimizer first reads it: the cast
    sits in the update beside its use, so the gradients that live into the
    update are the 16-bit ones (ZeRO's 2 Psi), not fp32 copies of all."""

    def __init__(self, grads, inv):
        self.grads, self.inv = list(grads), inv
        self.cache = {}

    def __len__(self):
        return len(self.grads)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(len(self))[i]]
        if i not in self.cache:
            g = self.grads[i].float()
            self.cache[i] = g * self.inv if self.inv is not None else g
        return self.cache[i]


def _mixed_precision_step(mp: MixedPrecision, optimizer, grad_and_loss,
                          ps, masters, st, sc, scale, good):
    """One mixed-precision update: gradients of the 16-bit parameters
    ``ps`` (scaled by ``scale`` when dynamic), fp32 masters updated by
    ``optimizer``, new 16-bit parameters cast from them. Returns (loss,
    new params, new masters, new state lists, new scalars, [scale, good])."""
    import torch
    cdt = mp.torch_dtype()
    grads, loss = grad_and_loss(ps, scale)
    inv = 1.0 / scale if mp.dynamic else None
    new_m, new_st, new_sc = optimizer.update(
        masters, _Upcast(grads, inv), st, sc)
    if not mp.dynamic:
        return loss, [m.to(cdt) for m in new_m], new_m, new_st, new_sc, []
    # A gradient that is inf or NaN makes its g * 0 NaN: one float sum
    # says whether any is (no boolean reduction across devices).
    probe = sum((g.float() * 0).sum() for g in grads)
    found = probe != 0

    def keep(old, new):
        return torch.where(found, old, new)

    new_m = [keep(o, n) for o, n in zip(masters, new_m)]
    new_st = [[keep(o, n) for o, n in zip(os_, ns)]
              for os_, ns in zip(st, new_st)]
    new_sc = [keep(o, n) for o, n in zip(sc, new_sc)]
    grown = good + 1
    at_interval = grown >= mp.growth_interval
    new_scale = torch.where(
        found, scale * mp.backoff_factor,
        torch.where(at_interval, scale * mp.growth_factor, scale))
    new_good = torch.where(found | at_interval, torch.zeros_like(good),
                           grown)
    new_p = [keep(p, m.to(cdt)) for p, m in zip(ps, new_m)]
    return loss, new_p, new_m, new_st, new_sc, [new_scale, new_good]


# ---------------------------------------------------------------------------

@dataclass
class TrainStep:
    """The step as a flat function of tensors, with the names of its
    arguments and results and example arguments to trace it with."""
    fn: Callable
    args: List  # example tensors, in argument order
    arg_names: List[str]
    result_names: List[str]
    num_inputs: int  # inputs + targets
    param_names: List[str]


def build_train_step(module, inputs: Sequence, targets: Sequence,
                     loss_fn: Callable, optimizer, *,
                     input_names: Sequence[str],
                     target_names: Sequence[str],
                     kwargs: Optional[dict] = None,
                     state: Optional[Tuple[list, list]] = None,
                     precision: Optional[MixedPrecision] = None
                     ) -> TrainStep:
    """``loss_fn(outputs, inputs, targets, params)`` gives the scalar loss
    from the module's outputs (``module(*inputs, **kwargs)``), the inputs
    and targets (lists; a language model's targets are its inputs shifted)
    and the parameters (a dict name -> tensor, for a loss that reads one,
    e.g. a tied LM head). ``state`` = (per-parameter state lists, scalar
    state) gives the example optimizer state (default: optimizer.init).
    ``precision`` makes it a mixed-precision step (MixedPrecision): the
    parameters are then 16-bit, and the state begins with their fp32
    masters (``master.<name>``) and ends, under dynamic loss scaling, with
    ``loss_scale`` and ``loss_scale_good_steps``."""
    import torch
    from torch.func import functional_call, grad_and_value

    from .torch_export import materialize, rebuilt_kwargs
    # Masks and position ids are computed in the program, not frozen.
    kwargs = rebuilt_kwargs(dict(kwargs or {}))
    # Eval mode: no dropout (it would need a random-number generator in
    # the program), BatchNorm on its running statistics; the step is a
    # deterministic function of its arguments.
    module = module.eval()
    inputs, targets = list(inputs), list(targets)
    if len(input_names) != len(inputs) or len(target_names) != len(targets):
        raise ExportError("one name per input and per target")
    named = [(n, p) for n, p in module.named_parameters() if p.requires_grad]
    names = [n for n, _ in named]
    params = [p.detach().clone() for _, p in named]
    mp = precision
    masters = []
    if mp is not None:
        # The fp32 masters are the parameters as given; the model runs on
        # their 16-bit copies.
        masters = [p.float() for p in params]
        params = [p.to(mp.torch_dtype()) for p in masters]
    per_param, scalars = state if state is not None else \
        optimizer.init(masters if mp is not None else params)
    per_param, scalars = list(per_param), list(scalars)
    n_in, n_tg, n_p = len(inputs), len(targets), len(params)
    n_st = len(optimizer.state_names())
    n_sc = len(optimizer.scalar_state())
    extra_state = ["master"] if mp is not None else []
    extra_scalars = []
    if mp is not None and mp.dynamic:
        extra_scalars = [("loss_scale",
                          torch.tensor(mp.init_scale, dtype=torch.float32)),
                         ("loss_scale_good_steps",
                          torch.tensor(0, dtype=torch.int64))]
    if mp is not None:
        per_param = [masters] + per_param
        scalars = scalars + [t for _, t in extra_scalars]

    def to_compute(xs):
        if mp is None:
            return xs
        return [x.to(mp.torch_dtype()) if x.is_floating_point() else x
                for x in xs]

    def loss_of(ps, ins, tgs):
        pd = dict(zip(names, ps))
        out = functional_call(module, pd, tuple(to_compute(ins)),
                              materialize(kwargs), tie_weights=True,
                              strict=False)
        return loss_fn(out, ins, tgs, pd)

    def step(*args):
        ins = list(args[:n_in])
        tgs = list(args[n_in:n_in + n_tg])
        rest = args[n_in + n_tg:]
        ps = list(rest[:n_p])
        n_lists = n_st + len(extra_state)
        st = [list(rest[n_p + i * n_p:n_p + (i + 1) * n_p])
              for i in range(n_lists)]
        sc = list(rest[n_p + n_lists * n_p:])
        assert len(sc) == n_sc + len(extra_scalars)
        if mp is None:
            grads, loss = grad_and_value(loss_of)(ps, ins, tgs)
            new_p, new_st, new_sc = optimizer.update(ps, grads, st, sc)
            return (loss, *new_p, *[t for s in new_st for t in s], *new_sc)

        def scaled(ps_, scale):
            loss = loss_of(ps_, ins, tgs).float()
            return (loss * scale if scale is not None else loss), loss

        def grad_and_loss(ps_, scale):
            grads, (_, loss) = grad_and_value(scaled, has_aux=True)(
                ps_, scale)
            return grads, loss

        opt_sc, ls = sc[:n_sc], sc[n_sc:]
        scale, good = (ls[0], ls[1]) if mp.dynamic else (None, None)
        loss, new_p, new_m, new_st, new_sc, new_ls = _mixed_precision_step(
            mp, optimizer, grad_and_loss, ps, st[0], st[1:], opt_sc, scale,
            good)
        return (loss, *new_p, *new_m, *[t for s in new_st for t in s],
                *new_sc, *new_ls)

    state_names = [f"{s}.{n}" for s in extra_state +
                   optimizer.state_names() for n in names]
    scalar_names = [n for n, _ in optimizer.scalar_state()] + \
        [n for n, _ in extra_scalars]
    args = inputs + targets + params + \
        [t for s in per_param for t in s] + list(scalars)
    arg_names = list(input_names) + list(target_names) + names + \
        state_names + scalar_names
    result_names = ["loss"] + names + state_names + scalar_names
    return TrainStep(step, args, arg_names, result_names, n_in + n_tg, names)


def export_train_step(ts: TrainStep, *, func_name: str = "train_step",
                      decompositions_extra=None, tracing_mode: str = "real"):
    """Traces ``ts.fn`` with make_fx and exports the graph module through
    torch_export.export_module; returns its ExportResult (with
    ``result_names``). ``tracing_mode`` is make_fx's: ``"real"`` runs the
    step on the example tensors while tracing; ``"fake"`` traces on fake
    tensors (shapes only), for steps too big to run on the exporting
    machine (the zoo's gpt3-small-train). The example arguments may be
    fake tensors themselves (of one FakeTensorMode, which make_fx and
    torch.export then reuse), for a model too big to hold at all (the
    zoo's gpt3-6.7b-train)."""
    from torch.fx.experimental.proxy_tensor import make_fx
    from .torch_export import export_module

    table = decompositions()
    if decompositions_extra:
        table.update(decompositions_extra)
    # Fake tracing meets real tensors the step closes over (the fixed
    # attention_mask / position_ids kwargs): constants, allowed.
    gm = make_fx(ts.fn, decomposition_table=table, tracing_mode=tracing_mode,
                 _allow_non_fake_inputs=tracing_mode == "fake")(*ts.args)
    # make_fx keeps the constants it met (triu indices, masks) as buffers of
    # the graph module: not state, so export_module freezes them into the
    # program instead of making them arguments.
    for m in gm.modules():
        m._non_persistent_buffers_set.update(
            n for n, _ in m.named_buffers(recurse=False))
    return export_module(gm, ts.args, input_names=ts.arg_names,
                         result_names=ts.result_names, func_name=func_name,
                         decompositions=table)
