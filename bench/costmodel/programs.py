"""The programs of the cost-model accuracy sweep (bench/costmodel/run.py).

Each program is (name, ranks, description, MLIR text, pipeline options or
None). Plain programs run on one rank; the others are partitioned by
cleave-propagate + cleave-partition from their annotations, or pipelined by
cleave-pipeline with the given options. Sizes are chosen so that a step
takes 5-100 ms on one core: long enough to time, short enough to sweep.
"""

MESH1 = 'cleave.mesh @mesh = <["{a}"={n}]>\n'


def sh(*dims):
    """A #cleave.sharding attribute over @mesh with the given dim axes."""
    parts = ", ".join("{" + (f'"{d}"' if d else "") + "}" for d in dims)
    return f"{{cleave.sharding = #cleave.sharding<@mesh, [{parts}]>}}"


def matmul(out, a, b, m, k, n, t="f32"):
    return (f"  %{out}_e = tensor.empty() : tensor<{m}x{n}x{t}>\n"
            f"  %{out}_f = linalg.fill ins(%zero : {t}) outs(%{out}_e : tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}>\n"
            f"  %{out} = linalg.matmul ins(%{a}, %{b} : tensor<{m}x{k}x{t}>, tensor<{k}x{n}x{t}>) "
            f"outs(%{out}_f : tensor<{m}x{n}x{t}>) -> tensor<{m}x{n}x{t}>\n")


def unary(out, kind, a, shape, t="f32"):
    ty = f"tensor<{shape}x{t}>"
    return (f"  %{out}_e = tensor.empty() : {ty}\n"
            f"  %{out} = linalg.elementwise kind=#linalg.elementwise_kind<{kind}> "
            f"ins(%{a} : {ty}) outs(%{out}_e : {ty}) -> {ty}\n")


def func(name, args, results, body, mesh=""):
    arglist = ",\n    ".join(args)
    return (f"{mesh}func.func @{name}(\n    {arglist})\n    -> ({', '.join(results)}) {{\n"
            f"  %zero = arith.constant 0.0 : f32\n{body}"
            f"  return %{name}_out : {results[0].split(' {')[0]}\n}}\n")


def mlp(name, b, e, h, act="tanh", x_sh="", w1_sh="", w2_sh="", out_sh="",
        mesh=""):
    body = (matmul("h", "x", "w1", b, e, h) + unary("a", act, "h", f"{b}x{h}")
            + matmul(f"{name}_out", "a", "w2", b, h, e))
    return func(name,
                [f"%x: tensor<{b}x{e}xf32> {x_sh}", f"%w1: tensor<{e}x{h}xf32> {w1_sh}",
                 f"%w2: tensor<{h}x{e}xf32> {w2_sh}"],
                [f"tensor<{b}x{e}xf32> {out_sh}"], body, mesh)


def matmul_prog(name, m, k, n, a_sh="", b_sh="", out_sh="", mesh=""):
    return func(name, [f"%a: tensor<{m}x{k}xf32> {a_sh}", f"%b: tensor<{k}x{n}xf32> {b_sh}"],
                [f"tensor<{m}x{n}xf32> {out_sh}"],
                matmul(f"{name}_out", "a", "b", m, k, n), mesh)


def attention(name, heads, s, d, mesh="", head_sh="", out_sh=""):
    """softmax(q k^T) v per head (k given transposed), heads split."""
    t = "f32"
    qty, kty, sty = f"tensor<{heads}x{s}x{d}x{t}>", f"tensor<{heads}x{d}x{s}x{t}>", f"tensor<{heads}x{s}x{s}x{t}>"
    body = (f"  %s_e = tensor.empty() : {sty}\n"
            f"  %s_f = linalg.fill ins(%zero : f32) outs(%s_e : {sty}) -> {sty}\n"
            f"  %s = linalg.batch_matmul ins(%q, %kt : {qty}, {kty}) outs(%s_f : {sty}) -> {sty}\n"
            f"  %p_e = tensor.empty() : {sty}\n"
            f"  %p = linalg.softmax dimension(2) ins(%s : {sty}) outs(%p_e : {sty}) -> {sty}\n"
            f"  %o_e = tensor.empty() : {qty}\n"
            f"  %o_f = linalg.fill ins(%zero : f32) outs(%o_e : {qty}) -> {qty}\n"
            f"  %{name}_out = linalg.batch_matmul ins(%p, %v : {sty}, {qty}) outs(%o_f : {qty}) -> {qty}\n")
    return func(name, [f"%q: {qty} {head_sh}", f"%kt: {kty} {head_sh}", f"%v: {qty} {head_sh}"],
                [f"{qty} {out_sh}"], body, mesh)


def exp_all_to_all(name, m, n, mesh):
    """exp on rows split, result wanted split by columns: an all_to_all."""
    body = unary(f"{name}_out", "exp", "x", f"{m}x{n}")
    return func(name, [f"%x: tensor<{m}x{n}xf32> {sh('r', '')}"],
                [f"tensor<{m}x{n}xf32> {sh('', 'r')}"], body, mesh)


def deep_mlp(name, b, e, layers):
    """`layers` x (matmul + tanh): a forward program for pipelining."""
    body, prev = "", "x"
    for i in range(layers):
        out = f"{name}_out" if i == layers - 1 else f"t{i}"
        body += matmul(f"h{i}", prev, f"w{i}", b, e, e) + unary(out, "tanh", f"h{i}", f"{b}x{e}")
        prev = out
    args = [f'%x: tensor<{b}x{e}xf32> {{cleave.name = "x"}}'] + [
        f'%w{i}: tensor<{e}x{e}xf32> {{cleave.name = "w{i}"}}' for i in range(layers)]
    return func(name, args, [f"tensor<{b}x{e}xf32>"], body)


def m1(a, n):
    return MESH1.format(a=a, n=n)


MESH2D = 'cleave.mesh @mesh = <["data"=2, "model"=2]>\n'

PROGRAMS = [
    ("matmul-1rank", 1, "plain matmul 512x1024x1024",
     matmul_prog("mm", 512, 1024, 1024), None),
    ("mlp-tanh-1rank", 1, "plain MLP 128x1024x4096, tanh",
     mlp("mlp", 128, 1024, 4096), None),
    ("softmax-attn-1rank", 1, "plain attention 8 heads x 256 x 64 (batch_matmul, softmax)",
     attention("attn", 8, 256, 64), None),
    ("mlp-dp-2", 2, "MLP 256x1024x2048, batch split (data parallel forward)",
     mlp("mlp", 256, 1024, 2048, x_sh=sh("d", ""), out_sh=sh("d", ""), mesh=m1("d", 2)), None),
    ("megatron-2", 2, "Megatron MLP 256x1024x4096: column then row split, all_reduce",
     mlp("mlp", 256, 1024, 4096, w1_sh=sh("", "m"), w2_sh=sh("m", ""), mesh=m1("m", 2)), None),
    ("megatron-small-2", 2, "Megatron MLP 32x512x1024 (latency-bound)",
     mlp("mlp", 32, 512, 1024, w1_sh=sh("", "m"), w2_sh=sh("m", ""), mesh=m1("m", 2)), None),
    ("ksplit-2", 2, "matmul 512x2048x1024, K split: all_reduce",
     matmul_prog("mm", 512, 2048, 1024, a_sh=sh("", "k"), b_sh=sh("k", ""), mesh=m1("k", 2)), None),
    ("reduce-scatter-2", 2, "matmul 512x2048x1024, K split, result row split: reduce_scatter",
     matmul_prog("mm", 512, 2048, 1024, a_sh=sh("", "k"), b_sh=sh("k", ""), out_sh=sh("k", ""),
                 mesh=m1("k", 2)), None),
    ("rows-allgather-2", 2, "matmul 1024x1024x1024, rows split, replicated result: all_gather",
     matmul_prog("mm", 1024, 1024, 1024, a_sh=sh("r", ""), out_sh=sh("", ""), mesh=m1("r", 2)), None),
    ("exp-alltoall-2", 2, "exp on 2048x2048, rows split -> columns split: all_to_all",
     exp_all_to_all("ex", 2048, 2048, m1("r", 2)), None),
    ("attn-heads-2", 2, "attention 8 heads x 256 x 64, heads split, replicated result: all_gather",
     attention("attn", 8, 256, 64, mesh=m1("h", 2), head_sh=sh("h", "", ""),
               out_sh=sh("", "", "")), None),
    ("megatron-4", 4, "Megatron MLP 256x1024x4096 on 4 ranks (2 per core)",
     mlp("mlp", 256, 1024, 4096, w1_sh=sh("", "m"), w2_sh=sh("m", ""), mesh=m1("m", 4)), None),
    ("2d-4", 4, "MLP 256x1024x4096 on data=2 x model=2",
     mlp("mlp", 256, 1024, 4096, x_sh=sh("data", ""), w1_sh=sh("", "model"),
         w2_sh=sh("model", ""), out_sh=sh("data", ""), mesh=MESH2D), None),
    ("pipeline-gpipe-2", 2, "4-layer MLP 256x1024 forward, 2 stages, 4 micro-batches, GPipe",
     deep_mlp("deep", 256, 1024, 4), "stages=2 microbatches=4 schedule=gpipe inputs=x"),
    ("pipeline-8mb-2", 2, "4-layer MLP 512x1024 forward, 2 stages, 8 micro-batches, 1F1B",
     deep_mlp("deep", 512, 1024, 4), "stages=2 microbatches=8 schedule=1f1b inputs=x"),
]
