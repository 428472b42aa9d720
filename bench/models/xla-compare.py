#!/usr/bin/env python3
"""Cleave next to XLA's SPMD partitioner on the zoo: `ninja bench-models-xla`.

For each zoo model and each hand-written plan of bench/models/plan-quality.py
(data parallel on 4 ranks, tensor parallel on a 2x2 mesh, DLRM's row- and
column-split tables; not the cleave-auto-shard plans), prints the
collectives of the per-device forward program and the bytes each device
puts into them, once as Cleave partitions it and once as XLA does:

  * Cleave: the zoo's .mlir with the plan's rules applied
    (cleave-apply-name-rules), then cleave-propagate, cleave-partition,
    cleave-optimize-collectives and cleave-estimate, exactly as
    plan-quality.py computes it (its PLANS, section() and measure() are
    imported, not copied).
  * XLA: the same model from examples/models/zoo.py (same config, same
    seed), exported to StableHLO with the same torch-mlir route and
    decompositions the zoo uses (``output_type="stablehlo"`` instead of
    linalg-on-tensors; jax-mlp: ``jax.jit(...).lower()``), the argument
    order being the zoo's (inputs, then every parameter/buffer). Each
    argument gets the sharding Cleave's annotated module carries for it
    (so the rules' globs are matched once, by cleave-opt). Arguments no rule
    matched and the results are left to XLA's sharding propagation
    (allow_spmd_sharding_propagation_to_parameters / _to_output), as Cleave
    leaves them to cleave-propagate. The module is compiled for 4 partitions
    on the host platform (XLA_FLAGS=--xla_force_host_platform_device_count=8)
    twice: with GSPMD (``mhlo.sharding``) and with Shardy (``sdy.sharding``,
    JAX's default partitioner), and the collectives of the optimized,
    partitioned HLO are counted.

Bytes, for both: per collective, the bytes of its buffer on one device, the
gathered result for an all-gather and the operand for every other kind (an
XLA op over a tuple counts once, with the bytes of all its operands; an
async -start/-done pair once), times the number of times it runs: a
collective in a loop body once per trip (an scf.for's constant trip count,
a while loop's known_trip_count). Cleave's all_slice is a local slice, moves
no data, and is shown apart.

Needs jax, and for the PyTorch models torch, transformers and torch-mlir
(the venv of docs/models.md), and a built cleave-opt:

    xla-compare.py [--build DIR] [--models a,b] [--json FILE] [--dump DIR]
"""
import argparse
import importlib.util
import json
import math
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
NUM_DEVICES = 4

flags = os.environ.get("XLA_FLAGS", "")
if "xla_force_host_platform_device_count" not in flags:
    os.environ["XLA_FLAGS"] = (flags + " --xla_force_host_platform_device_"
                               "count=8").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# XLA warns once per GSPMD compile that GSPMD propagation is deprecated.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def load_plan_quality():
    spec = importlib.util.spec_from_file_location(
        "plan_quality", os.path.join(HERE, "plan-quality.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


pq = load_plan_quality()
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "examples", "models"))


def need(modules, what):
    missing = []
    for m in modules:
        try:
            __import__(m)
        except ImportError:
            missing.append(m)
    if missing:
        sys.exit("xla-compare.py: %s needs %s, which %s cannot import. It "
                 "is an optional bench (not in CI): run it with the Python "
                 "of the exporters' venv (docs/models.md), "
                 "/path/venv/bin/python bench/models/xla-compare.py, or "
                 "cmake -DCLEAVE_BENCH_PYTHON=/path/venv/bin/python for "
                 "`ninja bench-models-xla`" %
                 (what, ", ".join(missing), sys.executable))


# ---------------------------------------------------------------------------
# Cleave's side: the annotated module's signature.

def parse_mesh(text):
    m = re.search(r"cleave\.mesh @(\w+) = <\[(.*?)\]>", text)
    if not m:
        sys.exit("no cleave.mesh in the annotated module")
    return [(n, int(s)) for n, s in re.findall(r'"([^"]+)"=(\d+)', m.group(2))]


def parse_args(text):
    """[(cleave.name, tensor type, sharding or None)] of @forward's
    arguments; a sharding is one tuple of mesh axes per dim."""
    m = re.search(r"func\.func (?:public |private )?@\w+\((.*?)\)\s*->",
                  text, re.S)
    if not m:
        sys.exit("no function in the annotated module")
    out = []
    for a in re.finditer(r"%arg\d+: (tensor<[^>]*>)(?: \{(.*?)\})?"
                         r"(?=, %arg|$)", m.group(1)):
        attrs = a.group(2) or ""
        name = re.search(r'cleave\.name = "([^"]*)"', attrs)
        dims = None
        if "#cleave.sharding" in attrs:
            sh = re.search(r"#cleave\.sharding<@\w+, \[([^\]]*)\]>", attrs)
            body = sh.group(1) if sh else ""
            dims = [tuple(re.findall(r'"([^"]+)"', d))
                    for d in re.findall(r"\{([^{}]*)\}", body)]
            # Only closed, plain splits translate one to one: not an open
            # dim ({"x", ?}), a priority ({"x"}p1), a per-part split
            # ({"x"}x3) or partial axes.
            if not sh or re.search(r"\?|\}\s*[px]\d", body):
                dims = ("unsupported", re.search(
                    r"#cleave\.sharding<[^>]*>", attrs).group(0))
        out.append((name.group(1) if name else None, a.group(1), dims))
    return out


def unsupported(args):
    """The first sharding the XLA side does not translate, or None."""
    for name, _, dims in args:
        if isinstance(dims, tuple) and dims[:1] == ("unsupported",):
            return "%s: %s" % (name, dims[1])
    return None


def shape_of(tensor_type):
    dims = tensor_type[len("tensor<"):-1].split("x")[:-1]
    return [int(d) for d in dims]


# ---------------------------------------------------------------------------
# Shardings for XLA.

def hlo_sharding(mesh, dims):
    """GSPMD's HloSharding text for per-dim mesh axes on a row-major mesh
    of devices 0..N-1."""
    import numpy as np
    names = [n for n, _ in mesh]
    sizes = [s for _, s in mesh]
    used = [a for d in dims for a in d]
    if not used:
        return "{replicated}"
    rest = [a for a in names if a not in used]
    order = [names.index(a) for a in used + rest]
    devices = np.arange(int(np.prod(sizes))).reshape(sizes).transpose(order)
    tiles = [int(np.prod([sizes[names.index(a)] for a in d])) for d in dims]
    replicate = int(np.prod([sizes[names.index(a)] for a in rest]))
    shape = tiles + ([replicate] if replicate > 1 else [])
    ids = ",".join(str(int(i)) for i in devices.reshape(-1))
    return "{devices=[%s]%s%s}" % (",".join(map(str, shape)), ids,
                                    " last_tile_dim_replicate"
                                    if replicate > 1 else "")


def sdy_sharding(dims):
    return "#sdy.sharding<@mesh, [%s]>" % ", ".join(
        "{%s}" % ", ".join('"%s"' % a for a in d) for d in dims)


def inline_resources(text):
    """torch-mlir keeps large constants as dense_resource blobs, which
    XLA's StableHLO import refuses ("Only dense elements attr are
    supported"): written back as hex dense<> (a blob is a 4-byte alignment,
    then the raw little-endian data, as dense<"0x..."> expects)."""
    m = re.search(r"\{-#\s*dialect_resources:.*?#-\}", text, re.S)
    if not m:
        return text
    blobs = dict(re.findall(r'([\w.\-]+):\s*"0x([0-9A-Fa-f]*)"', m.group(0)))
    text = text[:m.start()] + text[m.end():]

    def inline(r):
        if r.group(1) not in blobs:
            sys.exit("dense_resource<%s> has no blob" % r.group(1))
        return 'dense<"0x%s">' % blobs[r.group(1)][8:]
    return re.sub(r"dense_resource<([\w.\-]+)>", inline, text)


def annotate(stablehlo, mesh, args, partitioner):
    """The StableHLO module with the arguments' shardings and the module
    attributes XLA's partitioner reads."""
    # torch-mlir leaves a few arith.constant on tensors; same syntax.
    text = stablehlo.replace("= arith.constant ", "= stablehlo.constant ")
    text = inline_resources(text)
    m = re.search(r"func\.func (?:public )?@main\((.*?)\)\s*->", text, re.S)
    if not m:
        sys.exit("no @main in the StableHLO module")
    sig = m.group(1)
    types = re.findall(r"%arg\d+: (tensor<[^>]*>)", sig)
    if [shape_of(t) for t in types] != [shape_of(t) for _, t, _ in args]:
        sys.exit("the StableHLO export's arguments do not match the zoo "
                 "module's:\n  %s\n  %s" % (types, [t for _, t, _ in args]))
    parts = []
    for i, (t, (_, _, dims)) in enumerate(zip(types, args)):
        attr = ""
        if dims is not None:
            attr = (" {sdy.sharding = %s}" % sdy_sharding(dims)
                    if partitioner == "shardy" else
                    ' {mhlo.sharding = "%s"}' % hlo_sharding(mesh, dims))
        parts.append("%%arg%d: %s%s" % (i, t, attr))
    text = text[:m.start(1)] + ", ".join(parts) + text[m.end(1):]
    mesh_op = ("\n  sdy.mesh @mesh = <[%s]>" %
               ", ".join('"%s"=%d' % a for a in mesh)
               if partitioner == "shardy" else "")
    head = re.search(r"^module(?: @[\w.]+)?(?: attributes \{[^}]*\})? \{",
                     text, re.M)
    return (text[:head.start()] +
            "module @xla_compare attributes {mhlo.num_partitions = %d : i32, "
            "mhlo.num_replicas = 1 : i32} {%s" % (NUM_DEVICES, mesh_op) +
            text[head.end():])


def xla_compile(text, args, partitioner):
    """XLA's optimized, partitioned HLO text for 4 partitions."""
    import jax
    import numpy as np
    from jax._src import compiler, xla_bridge
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client as xc
    from jax._src.lib.mlir import ir

    backend = xla_bridge.get_backend("cpu")
    devices = jax.devices("cpu")[:NUM_DEVICES]
    if len(devices) < NUM_DEVICES:
        sys.exit("jax sees %d CPU devices (XLA_FLAGS=%s)" %
                 (len(devices), os.environ.get("XLA_FLAGS")))
    opts = compiler.get_compile_options(
        1, NUM_DEVICES, device_assignment=np.array(devices).reshape(1, -1),
        backend=backend)
    build = opts.executable_build_options
    build.use_spmd_partitioning = True
    build.use_shardy_partitioner = partitioner == "shardy"
    build.allow_spmd_sharding_propagation_to_parameters = [
        dims is None for _, _, dims in args]
    build.allow_spmd_sharding_propagation_to_output = [True]
    with mlir.make_ir_context():
        module = ir.Module.parse(text)
        exe = compiler.backend_compile_and_load(
            backend, module, xc.DeviceList(tuple(devices)), opts, [])
    return exe.hlo_modules()[0].to_string()


# ---------------------------------------------------------------------------
# Counting XLA's collectives.

ELEMENT_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2,
                 "bf16": 2, "s32": 4, "u32": 4, "f32": 4, "s64": 8, "u64": 8,
                 "f64": 8, "c64": 8, "c128": 16}
KINDS = {"all-reduce": "all_reduce", "all-gather": "all_gather",
         "reduce-scatter": "reduce_scatter", "all-to-all": "all_to_all",
         "collective-permute": "collective_permute",
         "ragged-all-to-all": "all_to_all",
         "collective-broadcast": "collective_broadcast"}
INSTR = re.compile(r"^\s*(?:ROOT\s+)?%([\w.\-]+)\s*=\s*(.+?)\s+"
                   r"([a-z][a-z0-9\-]*)\((.*)$")


def array_bytes(type_text):
    """[bytes of each array] in an HLO type (an array or a tuple)."""
    out = []
    for et, dims in re.findall(r"\b([a-z]+\d*)\[([\d,]*)\]", type_text):
        n = ELEMENT_BYTES.get(et)
        if n is None:
            continue
        for d in filter(None, dims.split(",")):
            n *= int(d)
        out.append(n)
    return out


COMPUTATION = re.compile(r"^(?:ENTRY\s+)?%([\w.\-]+)\s.*\{\s*$")
WHILE = re.compile(r"\bwhile\(.*?body=%([\w.\-]+).*?\"known_trip_count\":"
                   r"\{\"n\":\"(\d+)\"")


def instructions(hlo):
    """(computation, line) for each instruction line of the HLO text."""
    current = None
    for line in hlo.splitlines():
        m = COMPUTATION.match(line)
        if m:
            current = m.group(1)
        else:
            yield current, line


def trip_counts(hlo):
    """{computation: how many times it runs per call}: a while loop's body
    runs its known trip count times its caller's count (the entry and
    everything else once)."""
    loops = []
    for current, line in instructions(hlo):
        w = WHILE.search(line)
        if w and current:
            loops.append((current, w.group(1), int(w.group(2))))
    times = {}
    changed = True
    while changed:  # nested loops: repeat until the counts settle
        changed = False
        for caller, body, n in loops:
            t = times.get(caller, 1) * n
            if times.get(body) != t:
                times[body] = t
                changed = True
    return times


def count_hlo(hlo):
    """Collectives by kind and bytes per device, each counted as often as it
    runs (a while body's by the loop's known trip count, as the Cleave side
    counts an scf.for's trips)."""
    times = trip_counts(hlo)
    types, collectives = {}, []
    for current, line in instructions(hlo):
        m = INSTR.match(line)
        if not m:
            continue
        name, rtype, opcode, rest = m.groups()
        types[name] = rtype
        base = opcode[:-len("-start")] if opcode.endswith("-start") else opcode
        if base in KINDS:
            operands = re.findall(r"%([\w.\-]+)", rest.split(")", 1)[0])
            collectives.append((KINDS[base], opcode, rtype, operands, line,
                                times.get(current, 1)))
    kinds, moved, detail = {}, 0, []
    for kind, opcode, rtype, operands, line, n in collectives:
        if kind == "all_gather":
            sizes = array_bytes(rtype)
            if opcode.endswith("-start"):  # (operands..., results...)
                sizes = sizes[len(operands):]
            b = sum(sizes)
        else:
            b = sum(sum(array_bytes(types.get(o, ""))) for o in operands)
        kinds[kind] = kinds.get(kind, 0) + n
        moved += b * n
        groups = re.search(r"replica_groups=(.*?)(?:, (?:dimensions|use_global"
                           r"|to_apply|channel_id|metadata)|$)", line)
        detail.append({"kind": kind, "type": rtype, "bytes": b, "count": n,
                       "replica_groups": groups.group(1) if groups else None})
    return kinds, moved, detail


def hlo_parameter_shardings(hlo, args):
    """{argument name: the HloSharding XLA gave the entry parameter}."""
    entry = hlo[hlo.find("\nENTRY "):]
    out = {}
    for k, sh in re.findall(r"parameter\((\d+)\), sharding=(\{.*?\})"
                            r"(?:, metadata|$)", entry, re.M):
        name = args[int(k)][0] if int(k) < len(args) else None
        out[name or "arg%s" % k] = sh
    return out


# ---------------------------------------------------------------------------
# StableHLO exports of the zoo's models.

def export_torch(model):
    """StableHLO text of zoo model `model` through torch-mlir, with the
    arguments in the zoo's order (as cleave_export.torch_export does)."""
    import torch
    import zoo
    from cleave_export.torch_export import _decompositions
    from torch.func import functional_call
    from torch_mlir import fx

    module, inputs, _, kwargs = zoo.TORCH_MODELS[model]()
    module = module.eval()
    state = module.state_dict(keep_vars=True)
    seen, names = set(), []
    for name, t in (list(module.named_parameters(remove_duplicate=False)) +
                    list(module.named_buffers(remove_duplicate=False))):
        if name in state and id(t) not in seen:
            seen.add(id(t))
            names.append(name)
    tensors = [state[n].detach() for n in names]
    n_in = len(inputs)

    class Functional(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = module

        def forward(self, *args):
            return functional_call(self.inner, dict(zip(names, args[n_in:])),
                                   args[:n_in], kwargs, tie_weights=True,
                                   strict=False)

    saved = [(m, set(m._non_persistent_buffers_set))
             for m in module.modules()]
    for m, _ in saved:
        m._non_persistent_buffers_set.clear()
    try:
        with torch.no_grad():
            out = fx.export_and_import(
                Functional(), *inputs, *tensors, output_type="stablehlo",
                func_name="main", decomposition_table=_decompositions(None))
    finally:
        for m, s in saved:
            m._non_persistent_buffers_set.update(s)
    return out.operation.get_asm(enable_debug_info=False)


def export_jax(model):
    """StableHLO text of the JAX zoo model: jax.jit(...).lower() of
    fn(*inputs, *params leaves), as cleave_export.jax_export flattens it."""
    import jax
    import zoo

    fn, params, inputs, *_ = zoo.JAX_MODELS[model]()
    leaves, treedef = jax.tree_util.tree_flatten(params)
    n_in = len(inputs)

    def flat(*args):
        return fn(jax.tree_util.tree_unflatten(treedef, list(args[n_in:])),
                  *args[:n_in])

    return jax.jit(flat).lower(*inputs, *leaves).as_text(debug_info=False)


# ---------------------------------------------------------------------------

def cleave_side(build, model, plan, test, rules, work):
    opt = os.path.join(build, "bin", "cleave-opt")
    rules_file = os.path.join(work, "%s.%s.rules" % (model, plan))
    with open(rules_file, "w") as f:
        f.write(pq.section(test, rules))
    annotated = os.path.join(work, "%s.%s.mlir" % (model, plan))
    pq.check([opt, os.path.join(pq.MODELS, model + ".mlir"),
              "--cleave-apply-name-rules=allow-unmatched=true file=" + rules_file,
              "-o", annotated])
    row = pq.measure(build, model, plan, annotated, False,
                     argparse.Namespace(no_run=True), work)
    text = open(annotated).read()
    part = open(os.path.join(work, "%s.%s.part.mlir" % (model, plan))).read()
    return row, parse_mesh(text), parse_args(text), parse_args(part)


def kinds_text(kinds, slices=0):
    s = ", ".join("%s x%d" % kv for kv in sorted(kinds.items()))
    if slices:
        s += (", " if s else "") + "(all_slice x%d)" % slices
    return s or "none"


def note(cleave, gspmd, shardy):
    """Cleave's bytes over XLA's."""
    def ratio(xla):
        return "%.2f" % (cleave / xla) if xla else "XLA 0"
    if cleave == gspmd == shardy:
        return "same"
    if gspmd == shardy:
        return "Cleave/XLA %s" % ratio(gspmd)
    return "Cleave/GSPMD %s, /Shardy %s" % (ratio(gspmd), ratio(shardy))


# Models of plan-quality.py the XLA side cannot take: the training steps
# (the zoo exports them with its own forward/backward tracer, not a
# module torch.export can lower to StableHLO) and the shipped Mixtral
# block (torch.export stops on its data-dependent expert loop, which the
# zoo's exporter replaces by transformers' batched_mm).
NO_XLA = {m for m in pq.PLANS if m.endswith("-train")} | {"mixtral-moe"}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"),
                    help="the build directory (bin/cleave-opt)")
    ap.add_argument("--models",
                    default=",".join(m for m in pq.PLANS if m not in NO_XLA))
    ap.add_argument("--json", help="also write the rows here")
    ap.add_argument("--dump", metavar="DIR",
                    help="keep each model/plan's annotated and partitioned "
                    "Cleave module, XLA's input StableHLO and partitioned "
                    "HLO here")
    args = ap.parse_args()
    models = args.models.split(",")
    unknown = [m for m in models if m not in pq.PLANS]
    if unknown:
        sys.exit("unknown models: %s (known: %s)" % (
            ", ".join(unknown), ", ".join(pq.PLANS)))
    if not os.path.exists(os.path.join(args.build, "bin", "cleave-opt")):
        sys.exit("no %s/bin/cleave-opt (--build DIR)" % args.build)
    need(["jax", "numpy"], "the XLA side")
    if any(not m.startswith("jax-") for m in models):
        need(["torch", "torch_mlir", "transformers"],
             "exporting the PyTorch models")
    import zoo

    rows = []
    fmt = "%-9s %-11s %-47s %6s | %-51s %6s | %-51s %6s | %s"
    print(fmt % ("model", "plan", "Cleave collectives", "bytes",
                 "XLA GSPMD collectives", "bytes",
                 "XLA Shardy collectives", "bytes", "note"))
    with tempfile.TemporaryDirectory() as work:
        for model in models:
            stablehlo = (export_jax(model) if model in zoo.JAX_MODELS
                         else export_torch(model))
            for plan, test, rules, automatic in pq.PLANS[model]:
                if automatic:
                    continue
                row, mesh, given, final = cleave_side(
                    args.build, model, plan, test, rules, work)
                if args.dump:
                    os.makedirs(args.dump, exist_ok=True)
                    for suffix in (".mlir", ".part.mlir"):
                        name = "%s.%s%s" % (model, plan, suffix)
                        shutil.copy(os.path.join(work, name),
                                    os.path.join(args.dump, name))
                if math.prod(s for _, s in mesh) != NUM_DEVICES:
                    sys.exit("%s %s: a mesh of %s, not %d devices" %
                             (model, plan, mesh, NUM_DEVICES))
                out = {"model": model, "plan": plan, "mesh": mesh,
                       "cleave": {"collectives": row["collectives"],
                                  "all_slice": row["all_slice"],
                                  "bytes_per_device":
                                      row["bytes_per_device"]},
                       "cleave_argument_shardings": {
                           n: d for n, _, d in final}}
                cells = []
                skip = unsupported(given)
                if skip:
                    out["note"] = "XLA not run: %s has no one-to-one HLO " \
                                  "sharding here" % skip
                    rows.append(out)
                    print(fmt % (model, plan, kinds_text(row["collectives"],
                                                         row["all_slice"]),
                                 row["bytes_per_device"], "-", "-", "-", "-",
                                 out["note"]), flush=True)
                    continue
                for partitioner in ("gspmd", "shardy"):
                    module = annotate(stablehlo, mesh, given, partitioner)
                    hlo = xla_compile(module, given, partitioner)
                    kinds, moved, detail = count_hlo(hlo)
                    out["xla_" + partitioner] = {
                        "collectives": kinds, "bytes_per_device": moved,
                        "ops": detail, "argument_shardings":
                            hlo_parameter_shardings(hlo, given)}
                    if args.dump:
                        base = os.path.join(args.dump, "%s.%s.%s" % (
                            model, plan, partitioner))
                        with open(base + ".stablehlo.mlir", "w") as f:
                            f.write(module)
                        with open(base + ".hlo", "w") as f:
                            f.write(hlo)
                    cells += [kinds_text(kinds), moved]
                out["note"] = note(row["bytes_per_device"], cells[1], cells[3])
                rows.append(out)
                print(fmt % ((model, plan,
                              kinds_text(row["collectives"],
                                         row["all_slice"]),
                              row["bytes_per_device"]) + tuple(cells) +
                             (out["note"],)), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
