#!/usr/bin/env python3
"""Seeded random generator of annotated Cleave programs (python3 stdlib only).

A program is a DAG of supported ops on static tensors (matmul, batch_matmul,
elementwise arith/math and linalg.generic, linalg.reduce add/max, transpose,
broadcast, expand/collapse_shape, softmax, concat, pad, extract_slice) over a
random mesh (1-D to 3-D, at most 8 devices) with random shardings on
arguments (open/closed dims, several axes per dim, partial state), results,
op results and `cleave.constraint`s on intermediates. Dims are not always
divisible by the mesh, so some programs must be refused cleanly.

Values are kept bounded (inputs are multiples of 1/8 in [-1, 1]; large
values are scaled by exact powers of two or squashed by tanh) so that the
partitioned program can be compared with the unpartitioned one under f32
tolerances.

About 35% of the seeds (chosen by a side RNG, so the other seeds' programs
are unchanged) also mix in captured-tensor patterns (issue 11): embedding
lookups (`tensor.extract` of a table captured by a linalg.generic body over
integer ids, tables split by rows/columns/both/unevenly or intermediate),
DLRM-like sums of lookups, masks read through captured tensors,
tensor.gather, tensor.scatter (unique), scf.for/scf.if bodies reading
tensors defined above them, linalg.index arithmetic, and cleave.scan /
cleave.sort along any dim (split or not). Every index is in
range for any integer input (`arith.remui` by the dim size).

The program is kept structured (`Program`) so that `run.py` can shrink it:
replace an op by a fresh argument, drop annotations, shrink the mesh.

    gen.py SEED [-o FILE]        print (or write) the program for SEED
    gen.py SEED --lookups always the captured-tensor patterns in any seed
    gen.py SEED --scale 16       every dim x16 (bench/costmodel's random programs)
    gen.py --stats 1-200         share of seeds with each pattern
"""

import argparse
import collections
import copy
import random
import sys
from math import gcd

AXIS_NAMES = ["x", "y", "z"]
MESHES = [
    [2], [4], [8], [3], [1], [2, 2], [2, 4], [4, 2], [2, 3], [1, 4], [2, 1],
    [2, 2, 2], [1, 2, 4], [2, 1, 2], [1, 1, 2],
]


class Sharding:
    """Per-dim axis lists + open flags + partial axes (kind) + priority."""

    def __init__(self, dims, open_, partial=(), kind="sum", prio=None):
        self.dims = [list(d) for d in dims]
        self.open = list(open_)
        self.partial = list(partial)
        self.kind = kind
        self.prio = prio  # per-dim priority or None

    def axes(self):
        out = [a for d in self.dims for a in d] + list(self.partial)
        return out

    def body(self):
        parts = []
        for i, d in enumerate(self.dims):
            items = ['"%s"' % a for a in d]
            if self.open[i]:
                items.append("?")
            s = "{" + ", ".join(items) + "}"
            if self.prio is not None and self.prio[i] is not None:
                s += "p%d" % self.prio[i]
            parts.append(s)
        s = "@mesh, [" + ", ".join(parts) + "]"
        if self.partial:
            k = "" if self.kind == "sum" else self.kind
            s += ", partial = %s{%s}" % (k, ", ".join('"%s"' % a for a in self.partial))
        return s

    def attr(self):
        return "#cleave.sharding<%s>" % self.body()

    def drop_axis(self, ax):
        self.dims = [[a for a in d if a != ax] for d in self.dims]
        self.partial = [a for a in self.partial if a != ax]


def ttype(shape, dt):
    return "tensor<%s>" % "x".join([str(s) for s in shape] + [dt])


def amap(n, res):
    """affine_map<(d0, ..., d{n-1}) -> (d{res[0]}, ...)>"""
    return "affine_map<(%s) -> (%s)>" % (", ".join("d%d" % i for i in range(n)),
                                         ", ".join("d%d" % i for i in res))


# The share of seeds whose programs also contain the captured-tensor
# patterns (lookups, masks, gathers, scatters, scf bodies, linalg.index,
# scans, sorts).
# Drawn from a side RNG so that the other seeds' programs are exactly those
# of the gen.py before these patterns.
LOOKUP_FRACTION = 0.35


def has_lookups(seed):
    return random.Random(seed * 1000003 + 77).random() < LOOKUP_FRACTION


class Arg:
    def __init__(self, name, shape, dt, sharding=None):
        self.name, self.shape, self.dt, self.sharding = name, list(shape), dt, sharding


class Stmt:
    """One op (plus its helper ops): `text` is a format string with {r} for
    the result name, {u} for a unique helper prefix and {0}, {1}, ... for the
    operands. `kind` names the op for statistics and shrinking."""

    def __init__(self, kind, res, shape, dt, operands, text, bound):
        self.kind, self.res, self.shape, self.dt = kind, res, list(shape), dt
        self.operands, self.text, self.bound = list(operands), text, bound


class Program:
    def __init__(self, seed, mesh, dt):
        self.seed, self.mesh, self.dt = seed, mesh, dt  # mesh: [(name, size)]
        self.args, self.stmts, self.results = [], [], []  # results: [(name, sharding)]

    def mesh_size(self):
        n = 1
        for _, s in self.mesh:
            n *= s
        return n

    def shape_of(self, name):
        for a in self.args:
            if a.name == name:
                return a.shape
        for s in self.stmts:
            if s.res == name:
                return s.shape
        raise KeyError(name)

    def dtype_of(self, name):
        for a in self.args:
            if a.name == name:
                return a.dt
        for s in self.stmts:
            if s.res == name:
                return s.dt
        raise KeyError(name)

    def emit(self):
        dt = self.dt
        out = ["// generated by tools/cleave-fuzz/gen.py, seed %d" % self.seed]
        out.append("cleave.mesh @mesh = <[%s]>" % ", ".join('"%s"=%d' % m for m in self.mesh))
        sig = []
        for a in self.args:
            s = "%%%s: %s" % (a.name, ttype(a.shape, a.dt))
            if a.sharding is not None:
                s += " {cleave.sharding = %s}" % a.sharding.attr()
            sig.append(s)
        res = []
        for name, sh in self.results:
            s = ttype(self.shape_of(name), self.dtype_of(name))
            if sh is not None:
                s += " {cleave.sharding = %s}" % sh.attr()
            res.append(s)
        out.append("func.func @main(%s)\n    -> (%s) {" % (",\n    ".join(sig), ", ".join(res)))
        for s in self.stmts:
            kw = {"r": "%" + s.res, "u": "%" + s.res + "_"}
            txt = s.text.format(*["%" + o for o in s.operands], **kw)
            for line in txt.split("\n"):
                out.append("  " + line)
        out.append("  return %s : %s" % (
            ", ".join("%" + n for n, _ in self.results),
            ", ".join(ttype(self.shape_of(n), self.dtype_of(n)) for n, _ in self.results)))
        out.append("}")
        return "\n".join(out) + "\n"

    # --- shrinking helpers -------------------------------------------------
    def dce(self):
        """Drop statements and arguments nothing uses."""
        changed = True
        while changed:
            changed = False
            used = {n for n, _ in self.results}
            for s in self.stmts:
                used.update(s.operands)
            keep = [s for s in self.stmts if s.res in used]
            if len(keep) != len(self.stmts):
                self.stmts, changed = keep, True
        used = {n for n, _ in self.results}
        for s in self.stmts:
            used.update(s.operands)
        self.args = [a for a in self.args if a.name in used]

    def replace_uses(self, old, new):
        for s in self.stmts:
            s.operands = [new if o == old else o for o in s.operands]
        self.results = [(new if n == old else n, sh) for n, sh in self.results]

    def all_shardings(self):
        out = [a.sharding for a in self.args if a.sharding is not None]
        out += [sh for _, sh in self.results if sh is not None]
        for s in self.stmts:
            if hasattr(s, "sharding") and s.sharding is not None:
                out.append(s.sharding)
        return out


class Gen:
    def __init__(self, seed, distinct=False, lookups="auto", scale=1):
        self.seed = seed
        # Every dim drawn is multiplied by `scale`, and the element caps by
        # scale^2 (the cost-model bench times programs of milliseconds); the
        # random draws are the same as at scale 1.
        self.scale = scale
        self.cap = 2048 * scale * scale
        self.distinct = distinct  # never one value as two operands of an op
        # Captured-tensor patterns: "auto" (the seed decides), "always", "never".
        self.lookups = lookups == "always" or (lookups == "auto" and has_lookups(seed))
        self.ids = []  # integer ids arguments: (name, shape, dt)
        self.rng = random.Random(seed)
        r = self.rng
        shape = r.choice(MESHES)
        self.mesh = list(zip(AXIS_NAMES, shape))
        dt = "f64" if r.random() < 0.1 else "f32"
        self.p = Program(seed, self.mesh, dt)
        self.dt = dt
        self.values = []  # (name, shape, bound)
        self.counter = 0
        self.uneven = r.random() < 0.3  # allow dims not divisible by the mesh

    # --- random pieces -----------------------------------------------------
    def fresh(self, prefix="v"):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def dim(self):
        r = self.rng
        if self.uneven and r.random() < 0.35:
            return self.scale * r.choice([1, 3, 5, 6, 7, 10, 12])
        if r.random() < 0.5:
            return self.scale * self.p.mesh_size() * r.choice([1, 1, 2])
        return self.scale * r.choice([2, 4, 4, 8, 8, 16, 6, 12])

    def shape(self, rank=None):
        if rank is None:
            rank = self.rng.choice([1, 2, 2, 2, 3, 3, 4])
        s = [self.dim() for _ in range(rank)]
        while self.numel(s) > self.cap:
            i = s.index(max(s))
            s[i] = max(1, s[i] // 2)
        return s

    @staticmethod
    def numel(s):
        n = 1
        for d in s:
            n *= d
        return n

    def sharding(self, rank, allow_partial=True, closed_bias=0.5):
        r = self.rng
        axes = [a for a, _ in self.mesh]
        r.shuffle(axes)
        dims = [[] for _ in range(rank)]
        opens = [r.random() > closed_bias for _ in range(rank)]
        partial = []
        for a in axes:
            x = r.random()
            if x < 0.55 and rank > 0:
                dims[r.randrange(rank)].append(a)
            elif x < 0.65 and allow_partial:
                partial.append(a)
        kind = "sum"
        if partial and r.random() < 0.3:
            kind = "max"
        prio = None
        if r.random() < 0.1:
            prio = [r.choice([None, 0, 1]) for _ in range(rank)]
        return Sharding(dims, opens, partial, kind, prio)

    def new_arg(self, shape, annotate=None):
        r = self.rng
        name = self.fresh("a")
        sh = None
        if annotate is None:
            annotate = r.random() < 0.7
        if annotate:
            sh = self.sharding(len(shape), allow_partial=r.random() < 0.3)
        self.p.args.append(Arg(name, shape, self.dt, sh))
        self.values.append((name, list(shape), 1.0))
        return name, 1.0

    def pick(self, pred=None):
        """A recent value (biased to the newest) satisfying pred, or None."""
        cands = [v for v in self.values if pred is None or pred(v)]
        if not cands:
            return None
        r = self.rng
        i = len(cands) - 1 - min(int(r.expovariate(0.7)), len(cands) - 1)
        return cands[i]

    def value_of_shape(self, shape, avoid=()):
        """An existing value of exactly this shape (sometimes), else an argument."""
        v = None
        if self.rng.random() < 0.5:
            v = self.pick(lambda v: v[1] == list(shape) and
                          not (self.distinct and v[0] in avoid))
        if v is not None:
            return v[0], v[2]
        return self.new_arg(shape)

    def add(self, kind, shape, operands, text, bound):
        name = self.fresh()
        st = Stmt(kind, name, shape, self.dt, operands, text, bound)
        self.p.stmts.append(st)
        self.values.append((name, list(shape), bound))
        return name, bound

    def zero_fill(self, shape, value="0.0"):
        t = ttype(shape, self.dt)
        return ("{u}z = arith.constant %s : %s\n{u}e = tensor.empty() : %s\n"
                "{u}f = linalg.fill ins({u}z : %s) outs({u}e : %s) -> %s\n"
                % (value, self.dt, t, self.dt, t, t))

    def tame(self, v):
        """Make sure |v| <= 4: exact power-of-two scaling or tanh."""
        name, shape, b = v
        if b <= 4:
            return name, b
        t = ttype(shape, self.dt)
        if self.rng.random() < 0.5:
            k = 1
            while b / (2 ** k) > 2:
                k += 1
            sc = 1.0 / (2 ** k)
            txt = ("{u}c = arith.constant dense<%s> : %s\n{r} = arith.mulf {0}, {u}c : %s"
                   % (repr(sc), t, t))
            return self.add("scale", shape, [name], txt, b * sc)
        return self.add("tanh", shape, [name], "{r} = math.tanh {0} : %s" % t, 1.0)

    # --- ops -----------------------------------------------------------------
    def op_unary(self):
        v = self.pick()
        r = self.rng
        name, shape, b = v
        t = ttype(shape, self.dt)
        choice = r.choice(["tanh", "exp", "negf", "generic", "absf"])
        if choice == "exp" and b > 2:
            choice = "tanh"
        if choice == "generic":
            m = "affine_map<(%s) -> (%s)>" % (", ".join("d%d" % i for i in range(len(shape))),
                                              ", ".join("d%d" % i for i in range(len(shape))))
            txt = ("{u}e = tensor.empty() : %s\n"
                   "{r} = linalg.generic {{indexing_maps = [%s, %s], iterator_types = [%s]}} "
                   "ins({0} : %s) outs({u}e : %s) {{\n"
                   "^bb0(%%in: %s, %%out: %s):\n"
                   "  %%t = math.tanh %%in : %s\n"
                   "  %%h = arith.constant 0.5 : %s\n"
                   "  %%m = arith.mulf %%t, %%h : %s\n"
                   "  linalg.yield %%m : %s\n"
                   "}} -> %s"
                   % (t, m, m, ", ".join(['"parallel"'] * len(shape)), t, t,
                      self.dt, self.dt, self.dt, self.dt, self.dt, self.dt, t))
            return self.add("generic-unary", shape, [name], txt, 0.5)
        op = {"tanh": "math.tanh", "exp": "math.exp", "negf": "arith.negf",
              "absf": "math.absf"}[choice]
        nb = {"tanh": 1.0, "exp": 2.72 ** b, "negf": b, "absf": b}[choice]
        attr = self.result_attr(len(shape))
        return self.add(choice, shape, [name], "{r} = %s {0}%s : %s" % (op, attr, t), nb)

    def result_attr(self, rank):
        if self.rng.random() < 0.15:
            sh = self.sharding(rank, allow_partial=False, closed_bias=0.3)
            txt = " {cleave.sharding = %s}" % sh.attr()
            return txt.replace("{", "{{").replace("}", "}}")
        return ""

    def op_binary(self):
        r = self.rng
        name, shape, b = self.pick()
        other, ob = self.value_of_shape(shape, [name])
        t = ttype(shape, self.dt)
        choice = r.choice(["addf", "subf", "mulf", "maximumf", "generic-add", "generic-mul"])
        if choice.startswith("generic"):
            m = "affine_map<(%s) -> (%s)>" % (", ".join("d%d" % i for i in range(len(shape))),
                                              ", ".join("d%d" % i for i in range(len(shape))))
            op = "arith.addf" if choice == "generic-add" else "arith.mulf"
            txt = ("{u}e = tensor.empty() : %s\n"
                   "{r} = linalg.generic {{indexing_maps = [%s, %s, %s], iterator_types = [%s]}} "
                   "ins({0}, {1} : %s, %s) outs({u}e : %s) {{\n"
                   "^bb0(%%x: %s, %%y: %s, %%out: %s):\n"
                   "  %%s = %s %%x, %%y : %s\n"
                   "  linalg.yield %%s : %s\n"
                   "}} -> %s"
                   % (t, m, m, m, ", ".join(['"parallel"'] * len(shape)), t, t, t,
                      self.dt, self.dt, self.dt, op, self.dt, self.dt, t))
            nb = b + ob if choice == "generic-add" else b * ob
            return self.add(choice, shape, [name, other], txt, nb)
        nb = {"addf": b + ob, "subf": b + ob, "mulf": b * ob, "maximumf": max(b, ob)}[choice]
        attr = self.result_attr(len(shape))
        return self.add(choice, shape, [name, other],
                        "{r} = arith.%s {0}, {1}%s : %s" % (choice, attr, t), nb)

    def accumulator(self, shape, avoid):
        """Init of a contraction: a zero fill (usually) or a read value."""
        if self.rng.random() < 0.2:
            other, ob = self.value_of_shape(shape, avoid)
            return "", "{1}", [other], ob
        return self.zero_fill(shape), "{u}f", [], 0.0

    def op_matmul(self):
        r = self.rng
        v = self.pick(lambda v: len(v[1]) == 2)
        if v is None:
            v = self.new_arg([self.dim(), self.dim()])
            v = (v[0], self.values[-1][1], v[1])
        name, b = self.tame(v)
        m, k = v[1]
        n = self.dim()
        if r.random() < 0.5 and False:
            pass
        other, ob = self.value_of_shape([k, n], [name, v[0]])
        other, ob = self.tame((other, [k, n], ob))
        pre, init, extra, ib = self.accumulator([m, n], [name, other, v[0]])
        ta, tb, tc = ttype([m, k], self.dt), ttype([k, n], self.dt), ttype([m, n], self.dt)
        txt = pre + ("{r} = linalg.matmul ins({0}, {1} : %s, %s) outs(%s : %s) -> %s"
                     % (ta, tb, init.replace("{1}", "{2}"), tc, tc))
        return self.add("matmul", [m, n], [name, other] + extra, txt, ib + k * b * ob)

    def op_batch_matmul(self):
        v = self.pick(lambda v: len(v[1]) == 3)
        if v is None:
            nm, _ = self.new_arg(self.shape(3))
            v = self.values[-1]
        name, b = self.tame(v)
        bb, m, k = v[1]
        n = self.dim()
        other, ob = self.value_of_shape([bb, k, n], [name, v[0]])
        other, ob = self.tame((other, [bb, k, n], ob))
        pre, init, extra, ib = self.accumulator([bb, m, n], [name, other, v[0]])
        ta, tb, tc = (ttype([bb, m, k], self.dt), ttype([bb, k, n], self.dt),
                      ttype([bb, m, n], self.dt))
        txt = pre + ("{r} = linalg.batch_matmul ins({0}, {1} : %s, %s) outs(%s : %s) -> %s"
                     % (ta, tb, init.replace("{1}", "{2}"), tc, tc))
        return self.add("batch_matmul", [bb, m, n], [name, other] + extra, txt, ib + k * b * ob)

    def op_reduce(self):
        r = self.rng
        v = self.pick(lambda v: len(v[1]) >= 2)
        if v is None:
            self.new_arg(self.shape(2))
            v = self.values[-1]
        name, shape, b = v
        d = r.randrange(len(shape))
        out = shape[:d] + shape[d + 1:]
        kind = r.choice(["addf", "maximumf"])
        t, to = ttype(shape, self.dt), ttype(out, self.dt)
        if kind == "addf":
            init = r.choice(["0.0", "0.0", "1.0"])
        else:
            init = r.choice(["0xFFF0000000000000" if self.dt == "f64" else "0xFF800000",
                             "0.0", "-2.0"])
        txt = self.zero_fill(out, init) + (
            "{r} = linalg.reduce ins({0} : %s) outs({u}f : %s) dimensions = [%d]\n"
            "  (%%in: %s, %%init: %s) {{\n"
            "    %%s = arith.%s %%in, %%init : %s\n"
            "    linalg.yield %%s : %s\n"
            "  }}" % (t, to, d, self.dt, self.dt, kind, self.dt, self.dt))
        nb = (shape[d] * b + 1) if kind == "addf" else max(b, 2.0)
        return self.add("reduce-" + kind, out, [name], txt, nb)

    def op_transpose(self):
        v = self.pick(lambda v: len(v[1]) >= 2)
        if v is None:
            self.new_arg(self.shape(2))
            v = self.values[-1]
        name, shape, b = v
        perm = list(range(len(shape)))
        while perm == sorted(perm):
            self.rng.shuffle(perm)
        out = [shape[p] for p in perm]
        t, to = ttype(shape, self.dt), ttype(out, self.dt)
        txt = ("{u}e = tensor.empty() : %s\n"
               "{r} = linalg.transpose ins({0} : %s) outs({u}e : %s) permutation = [%s]"
               % (to, t, to, ", ".join(map(str, perm))))
        return self.add("transpose", out, [name], txt, b)

    def op_broadcast(self):
        r = self.rng
        v = self.pick(lambda v: len(v[1]) <= 3)
        if v is None:
            self.new_arg(self.shape(2))
            v = self.values[-1]
        name, shape, b = v
        pos = r.randrange(len(shape) + 1)
        nd = self.dim()
        out = shape[:pos] + [nd] + shape[pos:]
        if self.numel(out) > 2 * self.cap:
            return self.op_unary()
        t, to = ttype(shape, self.dt), ttype(out, self.dt)
        txt = ("{u}e = tensor.empty() : %s\n"
               "{r} = linalg.broadcast ins({0} : %s) outs({u}e : %s) dimensions = [%d]"
               % (to, t, to, pos))
        return self.add("broadcast", out, [name], txt, b)

    def op_expand(self):
        r = self.rng
        v = self.pick(lambda v: len(v[1]) <= 3 and any(d > 1 and d % 2 == 0 or d % 3 == 0 for d in v[1]))
        if v is None:
            return self.op_unary()
        name, shape, b = v
        ds = [i for i, d in enumerate(shape) if d > 1 and (d % 2 == 0 or d % 3 == 0)]
        d = r.choice(ds)
        s = shape[d]
        fs = [f for f in range(1, s + 1) if s % f == 0]
        a = r.choice(fs)
        out = shape[:d] + [a, s // a] + shape[d + 1:]
        assoc, j = [], 0
        for i in range(len(shape)):
            if i == d:
                assoc.append([j, j + 1])
                j += 2
            else:
                assoc.append([j])
                j += 1
        t, to = ttype(shape, self.dt), ttype(out, self.dt)
        txt = ("{r} = tensor.expand_shape {0} %s output_shape [%s] : %s into %s"
               % (str(assoc), ", ".join(map(str, out)), t, to))
        return self.add("expand_shape", out, [name], txt, b)

    def op_collapse(self):
        r = self.rng
        v = self.pick(lambda v: len(v[1]) >= 2)
        if v is None:
            return self.op_unary()
        name, shape, b = v
        d = r.randrange(len(shape) - 1)
        out = shape[:d] + [shape[d] * shape[d + 1]] + shape[d + 2:]
        assoc, j = [], 0
        i = 0
        while i < len(shape):
            if i == d:
                assoc.append([i, i + 1])
                i += 2
            else:
                assoc.append([i])
                i += 1
        t, to = ttype(shape, self.dt), ttype(out, self.dt)
        txt = "{r} = tensor.collapse_shape {0} %s : %s into %s" % (str(assoc), t, to)
        return self.add("collapse_shape", out, [name], txt, b)

    def op_softmax(self):
        v = self.pick()
        name, shape, b = v
        d = self.rng.randrange(len(shape))
        t = ttype(shape, self.dt)
        txt = ("{u}e = tensor.empty() : %s\n"
               "{r} = linalg.softmax dimension(%d) ins({0} : %s) outs({u}e : %s) -> %s"
               % (t, d, t, t, t))
        return self.add("softmax", shape, [name], txt, 1.0)

    def op_concat(self):
        r = self.rng
        name, shape, b = self.pick()
        d = r.randrange(len(shape))
        oshape = list(shape)
        oshape[d] = r.choice([shape[d], self.dim()])
        other, ob = self.value_of_shape(oshape, [name])
        out = list(shape)
        out[d] = shape[d] + oshape[d]
        if self.numel(out) > 2 * self.cap:
            return self.op_unary()
        txt = ("{r} = tensor.concat dim(%d) {0}, {1} : (%s, %s) -> %s"
               % (d, ttype(shape, self.dt), ttype(oshape, self.dt), ttype(out, self.dt)))
        return self.add("concat", out, [name, other], txt, max(b, ob))

    def op_pad(self):
        r = self.rng
        name, shape, b = self.pick()
        lo = [r.choice([0, 0, 1, 2]) for _ in shape]
        hi = [r.choice([0, 0, 1, 2]) for _ in shape]
        out = [s + l + h for s, l, h in zip(shape, lo, hi)]
        pv = r.choice(["0.0", "0.5", "-1.0"])
        txt = ("{u}z = arith.constant %s : %s\n"
               "{r} = tensor.pad {0} low[%s] high[%s] {{\n"
               "^bb0(%s):\n"
               "  tensor.yield {u}z : %s\n"
               "}} : %s to %s"
               % (pv, self.dt, ", ".join(map(str, lo)), ", ".join(map(str, hi)),
                  ", ".join("%%i%d: index" % i for i in range(len(shape))), self.dt,
                  ttype(shape, self.dt), ttype(out, self.dt)))
        return self.add("pad", out, [name], txt, max(b, 1.0))

    def op_slice(self):
        r = self.rng
        name, shape, b = self.pick()
        offs, sizes, strides = [], [], []
        for s in shape:
            st = 1 if r.random() < 0.8 else 2
            if r.random() < 0.5:
                offs.append(0), sizes.append(s), strides.append(1)
                continue
            size = r.randint(1, max(1, s // st))
            maxoff = s - ((size - 1) * st + 1)
            offs.append(r.randint(0, maxoff)), sizes.append(size), strides.append(st)
        txt = ("{r} = tensor.extract_slice {0}[%s] [%s] [%s] : %s to %s"
               % (", ".join(map(str, offs)), ", ".join(map(str, sizes)),
                  ", ".join(map(str, strides)), ttype(shape, self.dt), ttype(sizes, self.dt)))
        return self.add("extract_slice", sizes, [name], txt, b)

    def op_constraint(self, v=None):
        name, shape, b = v if v is not None else self.pick()
        sh = self.sharding(len(shape), allow_partial=False, closed_bias=0.6)
        st_name, nb = self.add("constraint", shape, [name], "", b)
        st = self.p.stmts[-1]
        st.sharding = sh
        st.text = "{r} = cleave.constraint {0} <%s> : %s" % ("%s", ttype(shape, self.dt))
        st.text = st.text.replace("<%s>", "<{sh}>")
        return st_name, nb

    def op_reshard_chain(self):
        """Two to four constraints in a row: a chain of reshards for the
        planner (all_to_all, permutes, gathers over several axes)."""
        r = self.rng
        name, shape, b = self.pick()
        for _ in range(r.randint(2, 4)):
            name, b = self.op_constraint((name, shape, b))
        return name, b

    # --- captured tensors, lookups, gathers, scatters, scf, positions -------
    # Only in the programs chosen by `lookups` (a side RNG, so the other
    # seeds' programs are unchanged). Integer ids are arguments (cleave-run
    # fills them with integers in [-8, 8]); every row/column index is made
    # in range for ANY integer with `arith.remui` by the dim size, whose
    # constant is named `..._sz` so that run.py's dim shrinker keeps it
    # equal to the dim.

    def ids_arg(self, shape, idt):
        """An integer ids argument (sometimes one made before)."""
        r = self.rng
        for n, s, d in self.ids:
            if s == list(shape) and d == idt and r.random() < 0.4:
                return n
        name = self.fresh("a")
        sh = self.sharding(len(shape), allow_partial=False) if r.random() < 0.6 else None
        self.p.args.append(Arg(name, shape, idt, sh))
        self.ids.append((name, list(shape), idt))
        return name

    def table_dims(self):
        r = self.rng
        n = self.p.mesh_size()
        if r.random() < 0.4:
            v = r.choice([3, 5, 7, 10, 12, 13, 33])  # often not divisible by the mesh
        else:
            v = r.choice([8, 16, 32, 64, n, 2 * n, 4 * n])
        d = r.choice([4, 8, 16, 3, 5, 6, n, 2 * n])
        while v * d > 2048:
            d = max(1, d // 2)
        return v, d

    def table_sharding(self):
        """Rows split, columns split, both, replicated, random or none."""
        r = self.rng
        axes = [a for a, _ in self.mesh]
        r.shuffle(axes)
        mode = r.choice(["rows", "rows", "cols", "both", "replicated", "random", "none"])
        if mode == "none":
            return None
        if mode == "random":
            return self.sharding(2, allow_partial=r.random() < 0.2)
        dims = [[], []]
        k = 2 if len(axes) > 1 and r.random() < 0.25 else 1
        if mode == "rows":
            dims[0] = axes[:k]
        elif mode == "cols":
            dims[1] = axes[:k]
        elif mode == "both":
            dims[0] = axes[:1]
            dims[1] = axes[1:2]
        return Sharding(dims, [r.random() < 0.25, r.random() < 0.25])

    def table_value(self, transposed=False):
        """(name, shape, bound) of a table: usually a fresh argument with a
        table sharding, sometimes an existing rank-2 value, sometimes an
        elementwise op on an argument (an intermediate table)."""
        r = self.rng
        x = r.random()
        if x < 0.2:
            v = self.pick(lambda v: len(v[1]) == 2)
            if v is not None:
                return v
        v, d = self.table_dims()
        shape = [d, v] if transposed else [v, d]
        name = self.fresh("a")
        self.p.args.append(Arg(name, shape, self.dt, self.table_sharding()))
        self.values.append((name, list(shape), 1.0))
        if x < 0.85:
            return name, shape, 1.0
        t = ttype(shape, self.dt)
        y = r.random()
        if y < 0.4:
            n, b = self.add("tanh", shape, [name], "{r} = math.tanh {0} : %s" % t, 1.0)
        elif y < 0.7:
            n, b = self.add("scale", shape, [name],
                            "{u}c = arith.constant dense<0.5> : %s\n"
                            "{r} = arith.mulf {0}, {u}c : %s" % (t, t), 0.5)
        else:
            o, ob = self.value_of_shape(shape, [name])
            n, b = self.add("addf", shape, [name, o], "{r} = arith.addf {0}, {1} : %s" % t,
                            1.0 + ob)
        return n, shape, b

    def row_index(self, idt, sz, pre="", extra=""):
        """Body lines computing %i (index) in [0, sz) from %in (idt), and the
        helper constants ({u}k, {u}sz) defined before the op."""
        k = self.rng.choice([sz, sz, 8, sz + 3])
        consts = ("{u}k%s = arith.constant %d : %s\n{u}sz%s = arith.constant %d : %s\n"
                  % (pre, k, idt, pre, sz, idt))
        src = "%in"
        body = ""
        if extra:
            body += "  %%s%s = arith.addi %%in, %s : %s\n" % (pre, extra, idt)
            src = "%s" + pre
        body += ("  %%p%s = arith.addi %s, {u}k%s : %s\n"
                 "  %%q%s = arith.remui %%p%s, {u}sz%s : %s\n"
                 "  %%i%s = arith.index_cast %%q%s : %s to index\n"
                 % (pre, src, pre, idt, pre, pre, pre, idt, pre, pre, idt))
        return consts, body

    def op_lookup(self, table=None, ids_shape=None, plain=False):
        """An embedding lookup written as torch-mlir does: a linalg.generic
        over the ids whose body extracts from the captured table."""
        r = self.rng
        transposed = table is None and r.random() < 0.15
        if table is None:
            table = self.table_value(transposed)
        tname, tshape, tb = table
        v, d = (tshape[1], tshape[0]) if transposed else tshape
        idt = r.choice(["i64", "i64", "i32"])
        if ids_shape is None:
            b = self.dim()
            ids_shape = [b] if r.random() < 0.7 else [b, r.choice([1, 2, 3, 4, self.p.mesh_size()])]
        while self.numel(ids_shape) * d > 4096:
            ids_shape[0] = max(1, ids_shape[0] // 2)
        bag = len(ids_shape) == 2 and not plain and r.random() < 0.3
        ids = self.ids_arg(ids_shape, idt)
        n = len(ids_shape) + 1
        out = [ids_shape[0], d] if bag else ids_shape + [d]
        to, tt, ti = ttype(out, self.dt), ttype(tshape, self.dt), ttype(ids_shape, idt)
        dt = self.dt
        consts, body = self.row_index(idt, v)
        body += "  %%j = linalg.index %d : index\n" % (n - 1)
        body += "  %%v = tensor.extract {1}[%s] : %s\n" % ("%j, %i" if transposed else "%i, %j", tt)
        maps = [amap(n, range(n - 1))]
        ins, tys, bbargs = ["{0}"], [ti], ["%%in: %s" % idt]
        operands = [ids, tname]
        y = "plain" if plain else r.choice(["plain", "plain", "scale", "mul", "tanh", "plus1"])
        if bag and y in ("mul", "tanh", "plus1"):
            y = "plain"
        nb = tb
        if y == "scale":
            consts += "{u}h = arith.constant 0.5 : %s\n" % dt
            body += "  %%y = arith.mulf %%v, {u}h : %s\n" % dt
            nb = tb * 0.5
        elif y == "mul":
            wshape = out if r.random() < 0.6 else [d]
            w, wb = self.value_of_shape(wshape, [tname])
            maps.append(amap(n, range(n)) if wshape == out else amap(n, [n - 1]))
            ins.append("{2}"), tys.append(ttype(wshape, dt)), bbargs.append("%%w: %s" % dt)
            operands.append(w)
            body += "  %%y = arith.mulf %%v, %%w : %s\n" % dt
            nb = tb * wb
        elif y == "tanh":
            body += "  %%y = math.tanh %%v : %s\n" % dt
            nb = 1.0
        elif y == "plus1":
            consts += "{u}one = arith.constant 1.0 : %s\n" % dt
            body += "  %%y = arith.addf %%v, {u}one : %s\n" % dt
            nb = tb + 1.0
        else:
            body = body.replace("%v = ", "%y = ")
        if bag:
            maps.append(amap(n, [0, 2]))
            iters = '"parallel", "reduction", "parallel"'
            body += "  %%a = arith.addf %%y, %%out : %s\n  linalg.yield %%a : %s\n" % (dt, dt)
            init = self.zero_fill(out)
            outname = "{u}f"
            nb = nb * ids_shape[1]
        else:
            maps.append(amap(n, range(n)))
            iters = ", ".join(['"parallel"'] * n)
            body += "  linalg.yield %%y : %s\n" % dt
            init = "{u}e = tensor.empty() : %s\n" % to
            outname = "{u}e"
        bbargs.append("%%out: %s" % dt)
        txt = (consts + init +
               "{r} = linalg.generic {{indexing_maps = [%s], iterator_types = [%s]}} "
               "ins(%s : %s) outs(%s : %s) {{\n^bb0(%s):\n%s}} -> %s"
               % (", ".join(maps), iters, ", ".join(ins), ", ".join(tys), outname, to,
                  ", ".join(bbargs), body, to))
        kind = "lookup-bag" if bag else ("lookup-T" if transposed else "lookup")
        return self.add(kind, out, operands, txt, nb)

    def op_dlrm(self):
        """Several tables of different sizes looked up with their own ids and
        summed (or concatenated): DLRM's sparse features."""
        r = self.rng
        b = self.dim()
        d = r.choice([4, 8, 16, 6, self.p.mesh_size(), 2 * self.p.mesh_size()])
        concat = r.random() < 0.3
        acc, ab = None, 0.0
        for _ in range(r.randint(2, 4)):
            v, dd = self.table_dims()
            if concat:
                d = dd
            name = self.fresh("a")
            self.p.args.append(Arg(name, [v, d], self.dt, self.table_sharding()))
            self.values.append((name, [v, d], 1.0))
            ln, lb = self.op_lookup((name, [v, d], 1.0), [b], plain=r.random() < 0.7)
            if acc is None:
                acc, ab = ln, lb
            elif concat:
                s1, s2 = self.p.shape_of(acc), self.p.shape_of(ln)
                out = [b, s1[1] + s2[1]]
                acc, ab = self.add("dlrm-concat", out, [acc, ln],
                                   "{r} = tensor.concat dim(1) {0}, {1} : (%s, %s) -> %s"
                                   % (ttype(s1, self.dt), ttype(s2, self.dt),
                                      ttype(out, self.dt)), max(ab, lb))
            else:
                out = self.p.shape_of(acc)
                t = ttype(out, self.dt)
                acc, ab = self.add("dlrm-sum", out, [acc, ln],
                                   "{r} = arith.addf {0}, {1} : %s" % t, ab + lb)
        return acc, ab

    def op_mask(self):
        """A generic reading a captured mask at linalg.index positions or at
        a data-dependent row, used by select, mulf or addf."""
        r = self.rng
        dt = self.dt
        if r.random() < 0.3:
            # Data-dependent: x[B, S], ids[B], captured mask[V, S] read at
            # row f(ids[b]), column s.
            v = self.pick(lambda v: len(v[1]) == 2)
            if v is None:
                self.new_arg(self.shape(2))
                v = self.values[-1]
            name, shape, b = v
            idt = r.choice(["i64", "i32"])
            ids = self.ids_arg([shape[0]], idt)
            rows, _ = self.table_dims()
            mname = self.fresh("a")
            mshape = [rows, shape[1]]
            self.p.args.append(Arg(mname, mshape, dt, self.table_sharding()))
            self.values.append((mname, mshape, 1.0))
            mb = 1.0
            consts, body = self.row_index(idt, rows)
            body += "  %j = linalg.index 1 : index\n"
            maps = [amap(2, [0, 1]), amap(2, [0]), amap(2, [0, 1])]
            ins, tys = "{0}, {2}", "%s, %s" % (ttype(shape, dt), ttype([shape[0]], idt))
            bbargs = "%%x: %s, %%in: %s, %%out: %s" % (dt, idt, dt)
            idx = "%i, %j"
            operands = [name, mname, ids]
            kind = "mask-data"
        else:
            v = self.pick()
            name, shape, b = v
            n = len(shape)
            opts = [[n - 1]]
            if n >= 2:
                opts += [[n - 2, n - 1], [n - 2, n - 1], [n - 1, n - 2]]
            mdims = r.choice(opts)
            mshape = [shape[i] for i in mdims]
            m, mb = self.value_of_shape(mshape, [name])
            consts, body = "", ""
            # PyTorch's x[torch.arange(B), ...]: the first mask index is an
            # element of an iota input (through torch's negative-index
            # wrap), equal to linalg.index of its dim.
            iota = r.random() < 0.35
            for k, i in enumerate(mdims):
                if not (iota and k == 0):
                    body += "  %%i%d = linalg.index %d : index\n" % (k, i)
            maps = [amap(n, range(n)), amap(n, range(n))]
            ins, tys = "{0}", ttype(shape, dt)
            bbargs = "%%x: %s, %%out: %s" % (dt, dt)
            kind = "mask"
            if iota:
                i0, idt = mdims[0], r.choice(["i64", "i32"])
                it = ttype([shape[i0]], idt)
                consts += ("{u}ie = tensor.empty() : %s\n"
                           "{u}iota = linalg.generic {{indexing_maps = [%s], "
                           "iterator_types = [\"parallel\"]}} outs({u}ie : %s) {{\n"
                           "^bb0(%%io: %s):\n  %%iq = linalg.index 0 : index\n"
                           "  %%ic = arith.index_cast %%iq : index to %s\n"
                           "  linalg.yield %%ic : %s\n}} -> %s\n"
                           "{u}izero = arith.constant 0 : %s\n"
                           "{u}isize = arith.constant %d : %s\n"
                           % (it, amap(1, [0]), it, idt, idt, idt, it, idt,
                              shape[i0], idt))
                maps.insert(1, amap(n, [i0]))
                ins, tys = "{0}, {u}iota", tys + ", " + it
                bbargs = "%%x: %s, %%row: %s, %%out: %s" % (dt, idt, dt)
                body = ("  %%rn = arith.cmpi slt, %%row, {u}izero : %s\n"
                        "  %%rw = arith.addi %%row, {u}isize : %s\n"
                        "  %%rs = arith.select %%rn, %%rw, %%row : %s\n"
                        "  %%i0 = arith.index_cast %%rs : %s to index\n"
                        % (idt, idt, idt, idt)) + body
                kind = "mask-iota"
            idx = ", ".join("%%i%d" % k for k in range(len(mdims)))
            operands = [name, m]
        body += "  %%m = tensor.extract {1}[%s] : %s\n" % (idx, ttype(mshape, dt))
        use = r.choice(["select", "select", "mulf", "addf"])
        if use == "select":
            fill = r.choice(["-1.0", "0.0", "0.5"])
            consts += ("{u}zero = arith.constant 0.0 : %s\n{u}fill = arith.constant %s : %s\n"
                       % (dt, fill, dt))
            body += ("  %%c = arith.cmpf ogt, %%m, {u}zero : %s\n"
                     "  %%y = arith.select %%c, %%x, {u}fill : %s\n" % (dt, dt))
            nb = max(b, 1.0)
        elif use == "mulf":
            body += "  %%y = arith.mulf %%x, %%m : %s\n" % dt
            nb = b * mb
        else:
            body += "  %%y = arith.addf %%x, %%m : %s\n" % dt
            nb = b + mb
        t = ttype(shape, dt)
        txt = (consts + "{u}e = tensor.empty() : %s\n"
               "{r} = linalg.generic {{indexing_maps = [%s], iterator_types = [%s]}} "
               "ins(%s : %s) outs({u}e : %s) {{\n^bb0(%s):\n%s  linalg.yield %%y : %s\n}} -> %s"
               % (t, ", ".join(maps), ", ".join(['"parallel"'] * len(shape)), ins, tys, t,
                  bbargs, body, dt, t))
        return self.add(kind, shape, operands, txt, nb)

    def op_gather(self):
        """tensor.gather of a table with indices computed from an integer
        argument (gather_dims [0], [1] or [0, 1]), in range or (a quarter of
        one-dim gathers) raw, so out-of-range ids read zero."""
        r = self.rng
        tname, tshape, tb = self.table_value()
        dims = r.choice([[0], [0], [0], [1], [0, 1]])
        idt = r.choice(["i64", "i32"])
        b = self.dim()
        ids = self.ids_arg([b], idt)
        k = len(dims)
        ti = ttype([b, k], "index")
        consts, body = self.row_index(idt, tshape[dims[0]])
        if k == 1 and r.random() < 0.25:
            # Raw ids, some negative or past the table: they read zero.
            consts, body = "", "  %%i = arith.index_cast %%in : %s to index\n" % idt
        if k == 2:
            consts += ("{u}sz1 = arith.constant %d : %s\n{u}c0 = arith.constant 0 : index\n"
                       % (tshape[1], idt))
            body = ("  %%c = linalg.index 1 : index\n"
                    "  %%isrow = arith.cmpi eq, %%c, {u}c0 : index\n"
                    "  %%mod = arith.select %%isrow, {u}sz, {u}sz1 : %s\n" % idt
                    + body.replace("arith.remui %p, {u}sz :", "arith.remui %p, %mod :"))
        full = [b] + [1 if i in dims else tshape[i] for i in range(2)]
        reduced = [b] + [tshape[i] for i in range(2) if i not in dims]
        out = reduced if r.random() < 0.35 else full
        txt = (consts + "{u}ie = tensor.empty() : %s\n"
               "{u}idx = linalg.generic {{indexing_maps = [%s, %s], "
               "iterator_types = [\"parallel\", \"parallel\"]}} ins({0} : %s) outs({u}ie : %s) {{\n"
               "^bb0(%%in: %s, %%o: index):\n%s  linalg.yield %%i : index\n}} -> %s\n"
               "{r} = tensor.gather {1}[{u}idx] gather_dims([%s]) : (%s, %s) -> %s"
               % (ti, amap(2, [0]), amap(2, [0, 1]), ttype([b], idt), ti, idt, body, ti,
                  ", ".join(map(str, dims)), ttype(tshape, self.dt), ti, ttype(out, self.dt)))
        return self.add("gather", out, [ids, tname], txt, tb)

    def op_scatter(self):
        """tensor.scatter ... unique of B slices into a table at distinct
        rows (or columns) (a*i + c) mod V, gcd(a, V) = 1, B <= V."""
        r = self.rng
        dname, dshape, db = self.table_value()
        dim = 0 if r.random() < 0.8 else 1
        vv = dshape[dim]
        b = r.randint(1, min(vv, 16))
        sshape = [b, 1, dshape[1]] if dim == 0 else [b, dshape[0], 1]
        src, sb = self.value_of_shape(sshape, [dname])
        a = r.choice([x for x in range(1, max(vv, 2)) if gcd(x, vv) == 1] or [1])
        c = r.randrange(vv)
        ti = ttype([b, 1], "index")
        txt = ("{u}a = arith.constant %d : index\n{u}c = arith.constant %d : index\n"
               "{u}sz = arith.constant %d : index\n{u}ie = tensor.empty() : %s\n"
               "{u}idx = linalg.generic {{indexing_maps = [%s], "
               "iterator_types = [\"parallel\", \"parallel\"]}} outs({u}ie : %s) {{\n"
               "^bb0(%%o: index):\n"
               "  %%i = linalg.index 0 : index\n"
               "  %%m = arith.muli %%i, {u}a : index\n"
               "  %%p = arith.addi %%m, {u}c : index\n"
               "  %%q = arith.remui %%p, {u}sz : index\n"
               "  linalg.yield %%q : index\n}} -> %s\n"
               "{r} = tensor.scatter {1} into {0}[{u}idx] scatter_dims([%d]) unique : "
               "(%s, %s, %s) -> %s"
               % (a, c, vv, ti, amap(2, [0, 1]), ti, ti, dim, ttype(sshape, self.dt),
                  ttype(dshape, self.dt), ti, ttype(dshape, self.dt)))
        return self.add("scatter", dshape, [dname, src], txt, max(db, sb))

    def op_scan(self):
        """cleave.scan (cumsum, cummax, cummin, cumprod of a tanh, exclusive
        and reverse or not) along a random dim."""
        r = self.rng
        name, shape, b = self.pick()
        d = r.randrange(len(shape))
        kind = r.choice(["sum", "sum", "max", "min", "prod"])
        t = ttype(shape, self.dt)
        if kind == "prod":  # |x| <= 1: the products stay bounded
            name, b = self.add("tanh", shape, [name],
                               "{r} = math.tanh {0} : %s" % t, 1.0)
        # An exclusive max / min starts from -inf / +inf: not for them.
        excl = kind in ("sum", "prod") and r.random() < 0.3
        rev = r.random() < 0.3
        bound = b * shape[d] if kind == "sum" else max(b, 1.0)
        txt = ("{r} = cleave.scan {0} dim = %d kind = %s%s%s : %s"
               % (d, kind, " exclusive" if excl else "",
                  " reverse" if rev else "", t))
        return self.add("scan", shape, [name], txt, bound)

    def op_sort(self):
        """cleave.sort along a random dim: the sorted values plus their
        positions (as floats), so both results are used."""
        r = self.rng
        name, shape, b = self.pick()
        d = r.randrange(len(shape))
        t, ti = ttype(shape, self.dt), ttype(shape, "i64")
        txt = ("{u}v, {u}i = cleave.sort {0} dim = %d%s : %s -> %s\n"
               "{u}f = arith.sitofp {u}i : %s to %s\n"
               "{r} = arith.addf {u}v, {u}f : %s"
               % (d, " descending" if r.random() < 0.5 else "", t, ti, ti, t,
                  t))
        return self.add("sort", shape, [name], txt, b + shape[d])

    def op_scf_for(self):
        """An scf.for whose body reads tensors defined above it: directly as
        an operand, through a generic body's tensor.extract, a lookup of a
        captured table, or a matmul with a captured weight."""
        r = self.rng
        dt = self.dt
        nit = r.randint(1, 3)
        head = ("{u}c0 = arith.constant 0 : index\n{u}cn = arith.constant %d : index\n"
                "{u}c1 = arith.constant 1 : index\n" % nit)
        kind = r.choice(["acc", "acc", "extract", "lookup", "matmul"])
        if kind == "lookup":
            tname, tshape, tb = self.table_value()
            v, d = tshape
            idt = r.choice(["i64", "i32"])
            b = self.dim()
            ids = self.ids_arg([b], idt)
            out = [b, d]
            init, ib = self.value_of_shape(out, [tname])
            to = ttype(out, dt)
            consts, gbody = self.row_index(idt, v, extra="{u}ivi")
            gbody += ("  %%j = linalg.index 1 : index\n"
                      "  %%v = tensor.extract {2}[%%i, %%j] : %s\n"
                      "  linalg.yield %%v : %s\n" % (ttype(tshape, dt), dt))
            body = ("  {u}ivi = arith.index_cast {u}iv : index to %s\n"
                    "  {u}e = tensor.empty() : %s\n"
                    "  {u}l = linalg.generic {{indexing_maps = [%s, %s], "
                    "iterator_types = [\"parallel\", \"parallel\"]}} ins({1} : %s) "
                    "outs({u}e : %s) {{\n  ^bb0(%%in: %s, %%out: %s):\n%s  }} -> %s\n"
                    "  {u}t = arith.addf {u}acc, {u}l : %s\n"
                    % (idt, to, amap(2, [0]), amap(2, [0, 1]), ttype([b], idt), to, idt, dt,
                       "".join("  " + l + "\n" for l in gbody.splitlines()), to, to))
            operands = [init, ids, tname]
            nb = ib + nit * tb
            shape = out
            head = consts + head
        elif kind == "matmul":
            v = self.pick(lambda v: len(v[1]) == 2)
            if v is None:
                self.new_arg([self.dim(), self.dim()])
                v = self.values[-1]
            name, b = self.tame(v)
            shape = v[1]
            kk = shape[1]
            w, wb = self.value_of_shape([kk, kk], [name, v[0]])
            w, wb = self.tame((w, [kk, kk], wb))
            t = ttype(shape, dt)
            body = ("  {u}z = arith.constant 0.0 : %s\n  {u}em = tensor.empty() : %s\n"
                    "  {u}f = linalg.fill ins({u}z : %s) outs({u}em : %s) -> %s\n"
                    "  {u}m = linalg.matmul ins({u}acc, {1} : %s, %s) outs({u}f : %s) -> %s\n"
                    "  {u}t = math.tanh {u}m : %s\n"
                    % (dt, t, dt, t, t, t, ttype([kk, kk], dt), t, t, t))
            operands = [name, w]
            nb = 1.0
        else:
            name, shape, b = self.pick()
            c, cb = self.value_of_shape(shape, [name])
            t = ttype(shape, dt)
            half = r.random() < 0.5
            if kind == "acc":
                body = "  {u}s = arith.addf {u}acc, {1} : %s\n" % t
            else:
                n = len(shape)
                idx = ", ".join("%%i%d" % i for i in range(n))
                body = ("  {u}e = tensor.empty() : %s\n"
                        "  {u}s = linalg.generic {{indexing_maps = [%s, %s], iterator_types = [%s]}} "
                        "ins({u}acc : %s) outs({u}e : %s) {{\n  ^bb0(%%a: %s, %%out: %s):\n%s"
                        "    %%m = tensor.extract {1}[%s] : %s\n"
                        "    %%y = arith.addf %%a, %%m : %s\n"
                        "    linalg.yield %%y : %s\n  }} -> %s\n"
                        % (t, amap(n, range(n)), amap(n, range(n)),
                           ", ".join(['"parallel"'] * n), t, t, dt, dt,
                           "".join("    %%i%d = linalg.index %d : index\n" % (i, i)
                                   for i in range(n)), idx, t, dt, dt, t))
            if half:
                head += "{u}h = arith.constant dense<0.5> : %s\n" % t
                body += "  {u}t = arith.mulf {u}s, {u}h : %s\n" % t
                nb = max(b, cb)
            else:
                body = body.replace("{u}s", "{u}t")
                nb = b + nit * cb
            operands = [name, c]
            kind = "scf-for-" + kind
        t = ttype(shape, dt)
        if kind == "lookup":
            kind = "scf-for-lookup"
        elif kind == "matmul":
            kind = "scf-for-matmul"
        txt = (head + "{r} = scf.for {u}iv = {u}c0 to {u}cn step {u}c1 iter_args({u}acc = {0}) "
               "-> (%s) {{\n%s  scf.yield {u}t : %s\n}}" % (t, body, t))
        return self.add(kind, shape, operands, txt, nb)

    def op_scf_if(self):
        """An scf.if on a data-dependent condition (an element of a value or
        of an ids argument) whose branches compute on captured tensors."""
        r = self.rng
        dt = self.dt
        name, shape, b = self.pick()
        other, ob = self.value_of_shape(shape, [name])
        t = ttype(shape, dt)
        if self.ids and r.random() < 0.3:
            cn, cs, cdt = r.choice(self.ids)
            cond = ("{u}s = tensor.extract {2}[%s] : %s\n{u}zero = arith.constant 0 : %s\n"
                    "{u}cond = arith.cmpi sge, {u}s, {u}zero : %s\n"
                    % (", ".join(["{u}c0"] * len(cs)), ttype(cs, cdt), cdt, cdt))
        else:
            v = self.pick(lambda v: not (self.distinct and v[0] in (name, other)))
            if v is None:
                self.new_arg([self.dim()])
                v = self.values[-1]
            cn, cs, _ = v
            cond = ("{u}s = tensor.extract {2}[%s] : %s\n{u}zero = arith.constant 0.0 : %s\n"
                    "{u}cond = arith.cmpf oge, {u}s, {u}zero : %s\n"
                    % (", ".join(["{u}c0"] * len(cs)), ttype(cs, dt), dt, dt))
        els = r.choice(["tanh", "mulf", "negf"])
        ebody = {"tanh": "math.tanh {0} : %s" % t, "mulf": "arith.mulf {0}, {1} : %s" % t,
                 "negf": "arith.negf {1} : %s" % t}[els]
        eb = {"tanh": 1.0, "mulf": b * ob, "negf": ob}[els]
        txt = ("{u}c0 = arith.constant 0 : index\n" + cond +
               "{r} = scf.if {u}cond -> (%s) {{\n  {u}a = arith.addf {0}, {1} : %s\n"
               "  scf.yield {u}a : %s\n}} else {{\n  {u}b = %s\n  scf.yield {u}b : %s\n}}"
               % (t, t, t, ebody, t))
        return self.add("scf-if", shape, [name, other, cn], txt, max(b + ob, eb))

    def op_positional(self):
        """A generic whose body computes with linalg.index: a ramp, a causal
        select or a parity sign."""
        r = self.rng
        dt = self.dt
        name, shape, b = self.pick()
        n = len(shape)
        kind = r.choice(["ramp", "ramp", "causal", "parity"]) if n >= 2 else "ramp"
        if kind == "ramp":
            d = r.randrange(n)
            mod = r.random() < 0.5
            consts = "{u}eighth = arith.constant 0.125 : %s\n" % dt
            body = "  %%i = linalg.index %d : index\n" % d
            if mod:
                consts += "{u}four = arith.constant 4 : index\n"
                body += "  %k = arith.remui %i, {u}four : index\n"
            body += ("  %%ii = arith.index_cast %s : index to i64\n"
                     "  %%f = arith.sitofp %%ii : i64 to %s\n"
                     "  %%s = arith.mulf %%f, {u}eighth : %s\n"
                     "  %%y = arith.addf %%x, %%s : %s\n"
                     % ("%k" if mod else "%i", dt, dt, dt))
            nb = b + ((min(shape[d], 4) if mod else shape[d]) - 1) / 8.0
        elif kind == "causal":
            consts = "{u}fill = arith.constant -1.0 : %s\n" % dt
            body = ("  %%i = linalg.index %d : index\n  %%j = linalg.index %d : index\n"
                    "  %%c = arith.cmpi ule, %%j, %%i : index\n"
                    "  %%y = arith.select %%c, %%x, {u}fill : %s\n" % (n - 2, n - 1, dt))
            nb = max(b, 1.0)
        else:
            d1, d2 = r.sample(range(n), 2)
            consts = "{u}two = arith.constant 2 : index\n{u}zi = arith.constant 0 : index\n"
            body = ("  %%i = linalg.index %d : index\n  %%j = linalg.index %d : index\n"
                    "  %%s = arith.addi %%i, %%j : index\n"
                    "  %%m = arith.remui %%s, {u}two : index\n"
                    "  %%c = arith.cmpi eq, %%m, {u}zi : index\n"
                    "  %%nx = arith.negf %%x : %s\n"
                    "  %%y = arith.select %%c, %%x, %%nx : %s\n" % (d1, d2, dt, dt))
            nb = b
        t = ttype(shape, dt)
        m = amap(n, range(n))
        txt = (consts + "{u}e = tensor.empty() : %s\n"
               "{r} = linalg.generic {{indexing_maps = [%s, %s], iterator_types = [%s]}} "
               "ins({0} : %s) outs({u}e : %s) {{\n^bb0(%%x: %s, %%out: %s):\n%s"
               "  linalg.yield %%y : %s\n}} -> %s"
               % (t, m, m, ", ".join(['"parallel"'] * n), t, t, dt, dt, body, dt, t))
        return self.add("positional-" + kind, shape, [name], txt, nb)

    OPS = [
        ("op_unary", 10), ("op_binary", 12), ("op_matmul", 12), ("op_batch_matmul", 5),
        ("op_reduce", 7), ("op_transpose", 6), ("op_broadcast", 4), ("op_expand", 5),
        ("op_collapse", 5), ("op_softmax", 5), ("op_concat", 4), ("op_pad", 3),
        ("op_slice", 4), ("op_constraint", 7), ("op_reshard_chain", 3),
    ]
    LOOKUP_OPS = [
        ("op_lookup", 10), ("op_dlrm", 3), ("op_mask", 5), ("op_gather", 4),
        ("op_scatter", 3), ("op_scf_for", 4), ("op_scf_if", 3), ("op_positional", 4),
        ("op_scan", 3), ("op_sort", 3),
    ]

    def generate(self, max_ops=None):
        r = self.rng
        n_ops = max_ops if max_ops is not None else r.randint(1, 12)
        self.new_arg(self.shape(), annotate=r.random() < 0.85)
        if r.random() < 0.3:
            self.new_arg(self.shape())
        ops = self.OPS + self.LOOKUP_OPS if self.lookups else self.OPS
        names = [o for o, _ in ops]
        weights = [w for _, w in ops]
        # A program with lookups has at least one of the new patterns.
        forced = r.randrange(n_ops) if self.lookups else -1
        lnames = [o for o, _ in self.LOOKUP_OPS]
        lweights = [w for _, w in self.LOOKUP_OPS]
        pattern_values = []
        for i in range(n_ops):
            if i == forced:
                op = r.choices(lnames, lweights)[0]
            else:
                op = r.choices(names, weights)[0]
            nv = getattr(self, op)()
            if op in lnames:
                pattern_values.append(nv[0])
        # Results: the newest value plus maybe a few unused ones.
        used = set()
        for s in self.p.stmts:
            used.update(s.operands)
        res = [self.values[-1][0]]
        for v in self.values[:-1]:
            if v[0] not in used and r.random() < 0.3 and len(res) < 3:
                res.append(v[0])
        # ... and every pattern op that would be dead (so that DCE keeps it).
        if pattern_values:
            ops_of = {st.res: st.operands for st in self.p.stmts}
            live, work = set(), list(res)
            while work:
                n = work.pop()
                if n not in live:
                    live.add(n)
                    work.extend(ops_of.get(n, []))
            for n in pattern_values:
                if n not in live:
                    res.append(n)
                    work = [n]
                    while work:
                        m = work.pop()
                        if m not in live:
                            live.add(m)
                            work.extend(ops_of.get(m, []))
        for n in res:
            sh = None
            if r.random() < 0.25:
                sh = self.sharding(len(self.p.shape_of(n)), allow_partial=r.random() < 0.2,
                                   closed_bias=0.8)
            self.p.results.append((n, sh))
        self.p.dce()
        return self.p


def emit(p):
    # Constraint statements keep a placeholder for their sharding body so the
    # shrinker can edit the Sharding object; fill it here.
    saved = []
    for s in p.stmts:
        if s.kind == "constraint":
            saved.append((s, s.text))
            s.text = s.text.replace("{sh}", s.sharding.body().replace("{", "{{").replace("}", "}}"))
    try:
        return p.emit()
    finally:
        for s, t in saved:
            s.text = t


def generate(seed, max_ops=None, distinct=False, lookups="auto", scale=1):
    return Gen(seed, distinct, lookups, scale).generate(max_ops)


PATTERNS = [
    ("lookup", lambda k: k.startswith("lookup") or k.startswith("scf-for-lookup")),
    ("lookup-bag", lambda k: k == "lookup-bag"),
    ("lookup-transposed", lambda k: k == "lookup-T"),
    ("dlrm", lambda k: k.startswith("dlrm")),
    ("mask", lambda k: k.startswith("mask")),
    ("mask-data", lambda k: k == "mask-data"),
    ("gather", lambda k: k == "gather"),
    ("scatter", lambda k: k == "scatter"),
    ("scf.for", lambda k: k.startswith("scf-for")),
    ("scf.if", lambda k: k == "scf-if"),
    ("positional", lambda k: k.startswith("positional")),
]


def table_splits(p, mesh):
    """How the argument tables of the lookups/gathers are annotated."""
    sizes = dict(mesh)
    out = set()
    args = {a.name: a for a in p.args}
    for s in p.stmts:
        if not (s.kind.startswith("lookup") or s.kind in ("gather", "scatter", "mask-data")
                or s.kind == "scf-for-lookup"):
            continue
        t = s.operands[0] if s.kind == "scatter" else s.operands[1]
        if s.kind == "scf-for-lookup":
            t = s.operands[2]
        a = args.get(t)
        if a is None:
            out.add("table-intermediate")
            continue
        if a.sharding is None:
            out.add("table-unannotated")
            continue
        sh = a.sharding
        split = [any(sizes[x] > 1 for x in d) for d in sh.dims]
        if s.kind == "lookup-T":
            split = split[::-1]
        if split[0] and split[1]:
            out.add("table-rows+cols")
        elif split[0]:
            out.add("table-rows")
        elif split[1]:
            out.add("table-cols")
        else:
            out.add("table-replicated")
        for d, ax in zip(a.shape, sh.dims):
            n = 1
            for x in ax:
                n *= sizes[x]
            if n > 1 and d % n:
                out.add("table-uneven")
    return out


def stats(seeds, distinct=False, lookups="auto"):
    """The share of seeds whose program has each pattern."""
    cnt = collections.Counter()
    for seed in seeds:
        p = generate(seed, distinct=distinct, lookups=lookups)
        kinds = {s.kind for s in p.stmts}
        found = {name for name, f in PATTERNS if any(f(k) for k in kinds)}
        if found:
            found.add("any pattern")
            found |= table_splits(p, p.mesh)
        cnt.update(found)
    n = len(seeds)
    print("%d seeds" % n)
    for k, c in sorted(cnt.items(), key=lambda kv: -kv[1]):
        print("  %-20s %5d  %5.1f%%" % (k, c, 100.0 * c / n))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("seed", type=int, nargs="?", default=0)
    ap.add_argument("-o", "--output")
    ap.add_argument("--max-ops", type=int)
    ap.add_argument("--distinct", action="store_true",
                    help="never use one value as two operands of an op")
    ap.add_argument("--lookups", choices=["auto", "always", "never"], default="auto",
                    help="captured-tensor patterns (lookups, masks, gathers, scatters, scf "
                         "bodies, linalg.index): in the seeds that draw them (auto, ~35%%), "
                         "in every program, or in none")
    ap.add_argument("--scale", type=int, default=1,
                    help="multiply every drawn dim by this (element caps by its square); "
                         "the same draws otherwise")
    ap.add_argument("--stats", metavar="SEEDS",
                    help="print the share of SEEDS (e.g. 1-200) having each pattern and exit")
    a = ap.parse_args()
    if a.stats:
        lo, _, hi = a.stats.partition("-")
        stats(range(int(lo), int(hi or lo) + 1), a.distinct, a.lookups)
        return
    if a.scale < 1:
        ap.error("--scale must be positive")
    txt = emit(generate(a.seed, a.max_ops, a.distinct, a.lookups, a.scale))
    if a.output:
        with open(a.output, "w") as f:
            f.write(txt)
    else:
        sys.stdout.write(txt)


if __name__ == "__main__":
    main()
