#!/usr/bin/env python3
"""Generates inputs for the propagation benchmark.

Kinds:
  mlp          N Megatron-style MLP layers: fill + matmul + tanh + fill + matmul.
               The input is batch-split over "data", W1 column-split and W2
               row-split over "model". Every layer has its own weights, passed
               as function arguments (2N + 1 arguments).
  transformer  N transformer layers (cleave syntax only): QKV projections,
               expand_shape to heads, transpose, batch_matmul, softmax,
               batch_matmul, transpose back, collapse_shape, output
               projection, residual add, then an MLP block with a residual add.
               Tokens are [batch * seq, d] with the batch split over "data";
               heads and the MLP hidden dim are split over "model".
  conflict     One linalg.generic with K inputs whose body sums them; input i
               is split over mesh axis i on a mesh with K axes, so all K
               inputs disagree on the same factor.

Dialects: "cleave" (#cleave.sharding annotations on the function arguments,
for cleave-opt --cleave-propagate) and "shard" (upstream MLIR shard.grid /
shard.sharding / shard.shard on the same arguments, for mlir-opt
--pass-pipeline='builtin.module(func.func(sharding-propagation))'). With
--annotate value (the default) each argument gets `shard.shard %a to %s`,
the sharding of the value itself, like cleave's argument annotations; with
--annotate users it gets `shard.shard %a to %s annotate_for_users`, a
sharding that its users must see.
The ops are identical in both; the activation is linalg.elementwise tanh
because upstream has no sharding interface for math.tanh on tensors.

Usage: gen.py --kind mlp|transformer|conflict [--layers N] [--k K]
              [--dialect cleave|shard] [-o FILE]
"""
import argparse
import sys

F32 = "f32"


def ty(*shape):
    return "tensor<" + "x".join(str(s) for s in shape) + "xf32>"


class Ann:
    """Writes the annotation of a function argument in either dialect."""

    def __init__(self, dialect, axes, annotate="value"):
        self.dialect = dialect
        self.annotate = annotate
        self.axes = axes  # list of (name, size)
        self.index = {name: i for i, (name, _) in enumerate(axes)}

    def header(self):
        if self.dialect == "cleave":
            body = ", ".join('"%s"=%d' % a for a in self.axes)
            return "cleave.mesh @mesh = <[%s]>\n" % body
        shape = "x".join(str(s) for _, s in self.axes)
        return "shard.grid @grid(shape = %s)\n" % shape

    def arg_attr(self, dims):
        """dims: one list of axis names per tensor dim."""
        if self.dialect != "cleave":
            return ""
        parts = ["{" + ", ".join('"%s"' % a for a in d) + "}" for d in dims]
        return (" {cleave.sharding = #cleave.sharding<@mesh, [%s]>}"
                % ", ".join(parts))

    def body_annot(self, lines, name, dims, t):
        """For shard: annotates %name for its users; returns the new name."""
        if self.dialect == "cleave":
            return name
        split = ", ".join("[" + ", ".join(str(self.index[a]) for a in d) + "]"
                          for d in dims)
        # Trailing replicated dims may be left out, as upstream prints them.
        lines.append("  %%s_%s = shard.sharding @grid split_axes = [%s] : "
                     "!shard.sharding" % (name, split))
        users = " annotate_for_users" if self.annotate == "users" else ""
        lines.append("  %%%s_a = shard.shard %%%s to %%s_%s%s : %s"
                     % (name, name, name, users, t))
        return name + "_a"


def func_header(name, args, result_t):
    lines = ["func.func @%s(" % name]
    lines.append(",\n".join("    %%%s: %s%s" % a for a in args))
    lines.append(") -> %s {" % result_t)
    return "\n".join(lines)


def gen_mlp(n, dialect, annotate="value", b=8, d=64, h=256):
    ann = Ann(dialect, [("data", 2), ("model", 4)], annotate)
    args = [("x", ty(b, d), ann.arg_attr([["data"], []]))]
    for i in range(n):
        args.append(("w1_%d" % i, ty(d, h), ann.arg_attr([[], ["model"]])))
        args.append(("w2_%d" % i, ty(h, d), ann.arg_attr([["model"], []])))
    body = []
    cur = ann.body_annot(body, "x", [["data"], []], ty(b, d))
    body.append("  %%zero = arith.constant 0.0 : %s" % F32)
    for i in range(n):
        w1 = ann.body_annot(body, "w1_%d" % i, [[], ["model"]], ty(d, h))
        w2 = ann.body_annot(body, "w2_%d" % i, [["model"], []], ty(h, d))
        body += [
            "  %%e1_%d = tensor.empty() : %s" % (i, ty(b, h)),
            "  %%f1_%d = linalg.fill ins(%%zero : f32) outs(%%e1_%d : %s) -> %s"
            % (i, i, ty(b, h), ty(b, h)),
            "  %%h_%d = linalg.matmul ins(%%%s, %%%s : %s, %s) outs(%%f1_%d : %s)"
            " -> %s" % (i, cur, w1, ty(b, d), ty(d, h), i, ty(b, h), ty(b, h)),
            "  %%e2_%d = tensor.empty() : %s" % (i, ty(b, h)),
            "  %%a_%d = linalg.elementwise kind=#linalg.elementwise_kind<tanh>"
            " ins(%%h_%d : %s) outs(%%e2_%d : %s) -> %s"
            % (i, i, ty(b, h), i, ty(b, h), ty(b, h)),
            "  %%e3_%d = tensor.empty() : %s" % (i, ty(b, d)),
            "  %%f3_%d = linalg.fill ins(%%zero : f32) outs(%%e3_%d : %s) -> %s"
            % (i, i, ty(b, d), ty(b, d)),
            "  %%y_%d = linalg.matmul ins(%%a_%d, %%%s : %s, %s) outs(%%f3_%d : %s)"
            " -> %s" % (i, i, w2, ty(b, h), ty(h, d), i, ty(b, d), ty(b, d)),
        ]
        cur = "y_%d" % i
    body.append("  return %%%s : %s" % (cur, ty(b, d)))
    return (ann.header() + "\n"
            + func_header("mlp", [(a, t, s) for a, t, s in args], ty(b, d))
            + "\n" + "\n".join(body) + "\n}\n")


def gen_transformer(n, dialect, batch=2, seq=8, d=32, heads=4, ff=128,
                    mesh=(("data", 2), ("model", 4)), annotations=True):
    if dialect != "cleave":
        sys.exit("gen.py: the transformer is generated in the cleave syntax only")
    ann = Ann(dialect, list(mesh))
    if not annotations:
        ann.arg_attr = lambda dims: ""
    t = batch * seq
    dh = d // heads
    bh = batch * heads
    col = ann.arg_attr([[], ["model"]])
    row = ann.arg_attr([["model"], []])
    args = [("x", ty(t, d), ann.arg_attr([["data"], []]))]
    for i in range(n):
        args += [("wq_%d" % i, ty(d, d), col), ("wk_%d" % i, ty(d, d), col),
                 ("wv_%d" % i, ty(d, d), col), ("wo_%d" % i, ty(d, d), row),
                 ("w1_%d" % i, ty(d, ff), col), ("w2_%d" % i, ty(ff, d), row)]
    L = ["  %zero = arith.constant 0.0 : f32"]
    cur = "x"

    def mm(res, a, b_, m, k, nn, i):
        L.append("  %%e%s_%d = tensor.empty() : %s" % (res, i, ty(m, nn)))
        L.append("  %%f%s_%d = linalg.fill ins(%%zero : f32) outs(%%e%s_%d : %s)"
                 " -> %s" % (res, i, res, i, ty(m, nn), ty(m, nn)))
        L.append("  %%%s_%d = linalg.matmul ins(%%%s, %%%s : %s, %s) outs(%%f%s_%d"
                 " : %s) -> %s" % (res, i, a, b_, ty(m, k), ty(k, nn), res, i,
                                   ty(m, nn), ty(m, nn)))

    for i in range(n):
        for p in "qkv":
            mm(p, cur, "w%s_%d" % (p, i), t, d, d, i)
            # [b*s, h*dh] -> [b, s, h, dh]
            L.append("  %%%s4_%d = tensor.expand_shape %%%s_%d [[0, 1], [2, 3]]"
                     " output_shape [%d, %d, %d, %d] : %s into %s"
                     % (p, i, p, i, batch, seq, heads, dh, ty(t, d),
                        ty(batch, seq, heads, dh)))
        # q, v: [b, s, h, dh] -> [b, h, s, dh]; k: -> [b, h, dh, s]
        L.append("  %%et_%d = tensor.empty() : %s" % (i, ty(batch, heads, seq, dh)))
        L.append("  %%ekt_%d = tensor.empty() : %s" % (i, ty(batch, heads, dh, seq)))
        for p, perm, e, shp in (("q", "[0, 2, 1, 3]", "et", (batch, heads, seq, dh)),
                                ("v", "[0, 2, 1, 3]", "et", (batch, heads, seq, dh)),
                                ("k", "[0, 2, 3, 1]", "ekt", (batch, heads, dh, seq))):
            L.append("  %%%st_%d = linalg.transpose ins(%%%s4_%d : %s) outs(%%%s_%d"
                     " : %s) permutation = %s" % (p, i, p, i,
                                                  ty(batch, seq, heads, dh), e, i,
                                                  ty(*shp), perm))
            L.append("  %%%sb_%d = tensor.collapse_shape %%%st_%d [[0, 1], [2], [3]]"
                     " : %s into %s" % (p, i, p, i, ty(*shp), ty(bh, shp[2], shp[3])))
        L += [
            "  %%es_%d = tensor.empty() : %s" % (i, ty(bh, seq, seq)),
            "  %%fs_%d = linalg.fill ins(%%zero : f32) outs(%%es_%d : %s) -> %s"
            % (i, i, ty(bh, seq, seq), ty(bh, seq, seq)),
            "  %%s_%d = linalg.batch_matmul ins(%%qb_%d, %%kb_%d : %s, %s)"
            " outs(%%fs_%d : %s) -> %s" % (i, i, i, ty(bh, seq, dh),
                                            ty(bh, dh, seq), i, ty(bh, seq, seq),
                                            ty(bh, seq, seq)),
            "  %%p_%d = linalg.softmax dimension(2) ins(%%s_%d : %s) outs(%%es_%d"
            " : %s) -> %s" % (i, i, ty(bh, seq, seq), i, ty(bh, seq, seq),
                              ty(bh, seq, seq)),
            "  %%eo_%d = tensor.empty() : %s" % (i, ty(bh, seq, dh)),
            "  %%fo_%d = linalg.fill ins(%%zero : f32) outs(%%eo_%d : %s) -> %s"
            % (i, i, ty(bh, seq, dh), ty(bh, seq, dh)),
            "  %%o_%d = linalg.batch_matmul ins(%%p_%d, %%vb_%d : %s, %s)"
            " outs(%%fo_%d : %s) -> %s" % (i, i, i, ty(bh, seq, seq),
                                            ty(bh, seq, dh), i, ty(bh, seq, dh),
                                            ty(bh, seq, dh)),
            # [b*h, s, dh] -> [b, h, s, dh] -> [b, s, h, dh] -> [b*s, h*dh]
            "  %%o4_%d = tensor.expand_shape %%o_%d [[0, 1], [2], [3]] output_shape"
            " [%d, %d, %d, %d] : %s into %s" % (i, i, batch, heads, seq, dh,
                                                 ty(bh, seq, dh),
                                                 ty(batch, heads, seq, dh)),
            "  %%eb_%d = tensor.empty() : %s" % (i, ty(batch, seq, heads, dh)),
            "  %%ob_%d = linalg.transpose ins(%%o4_%d : %s) outs(%%eb_%d : %s)"
            " permutation = [0, 2, 1, 3]" % (i, i, ty(batch, heads, seq, dh), i,
                                             ty(batch, seq, heads, dh)),
            "  %%o2_%d = tensor.collapse_shape %%ob_%d [[0, 1], [2, 3]] : %s into %s"
            % (i, i, ty(batch, seq, heads, dh), ty(t, d)),
        ]
        mm("att", "o2_%d" % i, "wo_%d" % i, t, d, d, i)
        L.append("  %%r1_%d = arith.addf %%%s, %%att_%d : %s" % (i, cur, i, ty(t, d)))
        mm("h", "r1_%d" % i, "w1_%d" % i, t, d, ff, i)
        L.append("  %%ea_%d = tensor.empty() : %s" % (i, ty(t, ff)))
        L.append("  %%a_%d = linalg.elementwise kind=#linalg.elementwise_kind<tanh>"
                 " ins(%%h_%d : %s) outs(%%ea_%d : %s) -> %s"
                 % (i, i, ty(t, ff), i, ty(t, ff), ty(t, ff)))
        mm("m", "a_%d" % i, "w2_%d" % i, t, ff, d, i)
        L.append("  %%r2_%d = arith.addf %%r1_%d, %%m_%d : %s" % (i, i, i, ty(t, d)))
        cur = "r2_%d" % i
    L.append("  return %%%s : %s" % (cur, ty(t, d)))
    return (ann.header() + "\n" + func_header("transformer", args, ty(t, d))
            + "\n" + "\n".join(L) + "\n}\n")


def gen_conflict(k, dialect, annotate="value", m=64, n=64):
    axes = [("a%d" % i, 2) for i in range(k)]
    ann = Ann(dialect, axes, annotate)
    args = [("x%d" % i, ty(m, n), ann.arg_attr([["a%d" % i], []]))
            for i in range(k)]
    L = []
    names = [ann.body_annot(L, "x%d" % i, [["a%d" % i], []], ty(m, n))
             for i in range(k)]
    L.append("  %%e = tensor.empty() : %s" % ty(m, n))
    maps = ", ".join(["affine_map<(d0, d1) -> (d0, d1)>"] * (k + 1))
    L.append("  %%r = linalg.generic {indexing_maps = [%s], iterator_types ="
             " [\"parallel\", \"parallel\"]}" % maps)
    L.append("      ins(%s : %s) outs(%%e : %s) {"
             % (", ".join("%" + x for x in names), ", ".join([ty(m, n)] * k),
                ty(m, n)))
    L.append("  ^bb0(%s, %%out: f32):" % ", ".join("%%in%d: f32" % i for i in range(k)))
    acc = "in0"
    for i in range(1, k):
        L.append("    %%s%d = arith.addf %%%s, %%in%d : f32" % (i, acc, i))
        acc = "s%d" % i
    L.append("    linalg.yield %%%s : f32" % acc)
    L.append("  } -> %s" % ty(m, n))
    L.append("  return %%r : %s" % ty(m, n))
    return (ann.header() + "\n" + func_header("conflict", args, ty(m, n))
            + "\n" + "\n".join(L) + "\n}\n")


def generate(kind, layers=4, k=4, dialect="cleave", annotate="value",
             shape=None, mesh=None, annotations=True):
    if kind == "mlp":
        return gen_mlp(layers, dialect, annotate)
    if kind == "transformer":
        kw = {}
        if shape:
            kw.update(zip(("batch", "seq", "d", "heads", "ff"), shape))
        if mesh:
            kw["mesh"] = mesh
        return gen_transformer(layers, dialect, annotations=annotations, **kw)
    if kind == "conflict":
        return gen_conflict(k, dialect, annotate)
    raise ValueError(kind)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kind", required=True, choices=["mlp", "transformer", "conflict"])
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--k", type=int, default=4)
    p.add_argument("--dialect", default="cleave", choices=["cleave", "shard"])
    p.add_argument("--annotate", default="value", choices=["value", "users"],
                   help="shard dialect only: annotate the arguments as values"
                   " (shard.shard, the sharding of the value, as cleave's"
                   " argument annotations) or for their users"
                   " (shard.shard ... annotate_for_users)")
    p.add_argument("--shape", default=None,
                   help="transformer only: batch,seq,hidden,heads,ffn"
                   " (default 2,8,32,4,128)")
    p.add_argument("--mesh", default=None,
                   help="transformer only: axes as name=size,... (default"
                   " data=2,model=4)")
    p.add_argument("--no-annotations", action="store_true",
                   help="transformer only: leave every argument unannotated"
                   " (an input for cleave-auto-shard)")
    p.add_argument("-o", "--output", default="-")
    a = p.parse_args()
    shape = [int(x) for x in a.shape.split(",")] if a.shape else None
    if shape and len(shape) != 5:
        sys.exit("gen.py: --shape takes batch,seq,hidden,heads,ffn")
    mesh = None
    if a.mesh:
        mesh = []
        for item in a.mesh.split(","):
            name, _, size = item.partition("=")
            mesh.append((name, int(size)))
    text = generate(a.kind, a.layers, a.k, a.dialect, a.annotate, shape, mesh,
                    not a.no_annotations)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
