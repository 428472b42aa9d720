"""The case table of the adversarial suite (run.py).

build() returns a list of cases: dicts with
  id      unique name          cls     class (a row of the outcome table)
  cmd     argv, with {cleave_opt} {cleave_run} {cleave_solve} {w} (work dir)
  files   name -> bytes/str written into the work dir first (all hashed)
  expect  "refuse" | "ok" | "signal"
  match   regex the output must contain (for "refuse": names the cause)
  env, timeout, writes (files the case may change), mpi (starts mpirun),
  stdin (a file of the work dir given as standard input; else /dev/null),
  signal (signo, seconds after start), check (fn(workdir) -> error or None)
"""

import os
import signal
import struct

# ---------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------

MESH2 = 'cleave.mesh @mesh = <["x"=2]>\n'

MATMUL = MESH2 + '''func.func @main(%a: tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
'''

ADD = MESH2 + '''func.func @main(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
'''

PARTITIONED = MESH2 + '''func.func @main(%x: tensor<2x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}, {}]>,
                                     cleave.global_type = tensor<4x4xf32>})
    -> (tensor<4x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{}, {}]>,
                         cleave.global_type = tensor<4x4xf32>})
    attributes {cleave.partitioned} {
  %g = cleave.all_gather %x over @mesh["x"] dim = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}
'''


def mesh_module(axes, body_type="tensor<8xf32>"):
    spec = ", ".join('"%s"=%s' % a for a in axes)
    return ('cleave.mesh @mesh = <[%s]>\n' % spec +
            'func.func @main(%%a: %s {cleave.sharding = '
            '#cleave.sharding<@mesh, [{"%s"}]>}) -> %s {\n'
            '  return %%a : %s\n}\n' % (body_type, axes[0][0], body_type,
                                        body_type))


def huge_tensor_module(shape, elem="f32"):
    t = "tensor<%sx%s>" % ("x".join(str(d) for d in shape), elem)
    if elem != "f32":
        return MESH2 + ('func.func @main(%%a: %s) -> %s {\n'
                        '  return %%a : %s\n}\n' % (t, t, t))
    return MESH2 + ('func.func @main(%%a: %s) -> %s {\n'
                    '  %%r = arith.addf %%a, %%a : %s\n'
                    '  return %%r : %s\n}\n' % (t, t, t, t))


def multi_block():
    return MESH2 + '''func.func @main(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"}]>},
                %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = arith.addf %a, %a : tensor<4xf32>
  cf.br ^bb3(%r : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%a : tensor<4xf32>)
^bb3(%v: tensor<4xf32>):
  return %v : tensor<4xf32>
}
'''


def nested_ifs(depth):
    lines = [MESH2, 'func.func @main(%a: tensor<4xf32> {cleave.sharding = '
             '#cleave.sharding<@mesh, [{"x"}]>}, %c: i1) -> tensor<4xf32> {']
    for i in range(depth):
        lines.append("  " * (i + 1) + "%%r%d = scf.if %%c -> tensor<4xf32> {" % i)
    lines.append("  " * (depth + 1) + "scf.yield %a : tensor<4xf32>")
    for i in reversed(range(depth)):
        lines.append("  " * (i + 1) + "} else { scf.yield %a : tensor<4xf32> }")
        if i:
            lines.append("  " * i + "  scf.yield %%r%d : tensor<4xf32>" % i)
    lines.append("  return %r0 : tensor<4xf32>\n}")
    return "\n".join(lines) + "\n"


def npy(header, data_bytes, version=1, claimed=None):
    h = header.encode() if isinstance(header, str) else header
    n = len(h) if claimed is None else claimed
    pre = b"\x93NUMPY" + bytes([version, 0])
    pre += struct.pack("<H", n) if version == 1 else struct.pack("<I", n)
    return pre + h + b"\0" * data_bytes


def npy_dict(descr, shape):
    return "{'descr': %s, 'fortran_order': False, 'shape': %s, }\n" % (descr,
                                                                       shape)


def valid_npy(shape=(4, 4)):
    n = 1
    for d in shape:
        n *= d
    s = "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"
    return npy(npy_dict("'<f4'", s), 0) + struct.pack("<%df" % n,
                                                       *[0.5] * n)


SPEC = '''{"name": "t", "device": {"name": "d", "peak_flops": {"f32": 1e12},
 "memory_bandwidth": 1e11, "memory_capacity": 1e10},
 "nodes": 1, "devices_per_node": 8,
 "links": {"intra_node": {"bandwidth": 1e10, "latency": 1e-6}}}'''

PROBLEM = '''{"problem": {"name": "diamond",
  "nodes": {"intervals": [[0,2],[1,3],[1,3],[2,4]],
            "costs":  [[4,1,3],[2,2,2],[0,6,6],[4,4,0]],
            "usages": [[1,1,1],[1,1,1],[1,1,1],[1,1,1]]},
  "edges": {"nodes": [[0,1],[0,2],[1,3],[2,3]],
            "costs": [[0,3,3,3,0,3,3,3,0],[0,3,3,3,0,3,3,3,0],[0,3,3,3,0,3,3,3,0],[0,3,3,3,0,3,3,3,0]]}}}'''


# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------

CASES = []


def case(cls, id, cmd, files=None, expect="refuse", match=None, **kw):
    c = dict(cls=cls, id="%s/%s" % (cls, id), cmd=cmd, files=files or {},
             expect=expect, match=match)
    c.update(kw)
    CASES.append(c)


def opt(cls, id, args, files=None, model=MATMUL, **kw):
    files = dict(files or {})
    if model is not None:
        files.setdefault("m.mlir", model)
    case(cls, id, ["{cleave_opt}"] + (["{w}/m.mlir"] if model is not None
                                      else []) + args, files, **kw)


def solve(cls, id, args, files=None, problem=PROBLEM, **kw):
    files = dict(files or {})
    if problem is not None:
        files.setdefault("p.json", problem)
    case(cls, id, ["{cleave_solve}"] + args, files, **kw)


def run(cls, id, args, files=None, model=PARTITIONED, **kw):
    files = dict(files or {})
    if model is not None:
        files.setdefault("m.mlir", model)
    case(cls, id, ["{cleave_run}"] + args, files, **kw)


# ---------------------------------------------------------------------------
# Classes
# ---------------------------------------------------------------------------

def mesh_overflow():
    cls = "overflow: mesh sizes"
    bad = [[("a", 3), ("b", 6148914691236517206)],
           [("a", 4294967296), ("b", 4294967296)],
           [("a", 2), ("b", 2), ("c", 2305843009213693952)],
           [("a", 9223372036854775807), ("b", 2)],
           [("a", 3037000500), ("b", 3037000500)]]
    for i, axes in enumerate(bad):
        m = mesh_module(axes)
        opt(cls, "parse-%d" % i, [], model=m, match=r"too many devices")
        opt(cls, "auto-shard-%d" % i, ["--cleave-auto-shard"], model=m,
            match=r"too many devices")
        opt(cls, "estimate-%d" % i, ["--cleave-estimate"], model=m,
            match=r"too many devices")
        opt(cls, "propagate-%d" % i, ["--cleave-propagate"], model=m,
            match=r"too many devices")
    for v in ["0", "-1", "-9223372036854775808"]:
        opt(cls, "axis-%s" % v, [], model=mesh_module([("a", v)]),
            match=r"positive size")
    opt(cls, "axis-int64-overflow", [],
        model=mesh_module([("a", "99999999999999999999")]), match=r"error:")
    # Valid big meshes: product fits.
    opt(cls, "big-ok", [], model=mesh_module([("a", 3037000499),
                                              ("b", 3037000499)]),
        expect="ok", match=r"cleave.mesh")
    # Unpartitioned: estimated on one device, the mesh is not bound.
    opt(cls, "big-estimate", ["--cleave-estimate"],
        model=mesh_module([("a", 65536), ("b", 65536)]), expect="ok",
        match=r"peak memory")
    opt(cls, "big-auto-shard", ["--cleave-auto-shard"],
        model=mesh_module([("a", 65536), ("b", 65536)]),
        match=r"devices but the cluster has")
    coll = ('cleave.mesh @mesh = <["a"=4294967296, "b"=4]>\n'
            'func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n'
            '  %r = cleave.all_reduce %x over @mesh["a"] kind = sum : tensor<4xf32>\n'
            '  return %r : tensor<4xf32>\n}\n')
    opt(cls, "all-reduce-big-group", [], model=coll, expect="ok")
    gather = ('cleave.mesh @mesh = <["a"=4294967296, "b"=2]>\n'
              'func.func @f(%x: tensor<4294967296xf32>) -> tensor<0xf32> {\n'
              '  %r = cleave.all_gather %x over @mesh["a"] dim = 0 : '
              'tensor<4294967296xf32> -> tensor<0xf32>\n'
              '  return %r : tensor<0xf32>\n}\n')
    opt(cls, "all-gather-dim-overflow", [], model=gather,
        match=r"would be 4294967296 x 4294967296.*overflows int64")


def shape_overflow():
    cls = "overflow: shapes and bytes"
    shapes = [(4611686018427387904, 8), (2305843009213693952, 4),
              (9223372036854775807, 2), (4294967296, 4294967296),
              (65536, 65536, 65536, 65536)]
    for i, s in enumerate(shapes):
        m = huge_tensor_module(s)
        opt(cls, "estimate-%d" % i, ["--cleave-estimate"], model=m,
            match=r"overflows int64")
        opt(cls, "auto-shard-%d" % i, ["--cleave-auto-shard"], model=m,
            match=r"overflows int64")
        opt(cls, "propagate-%d" % i, ["--cleave-propagate"], model=m,
            match=r"overflows int64")
    # Big but representable: estimate says it does not fit (warning) and exits 0.
    opt(cls, "estimate-too-big-to-fit", ["--cleave-estimate"],
        model=huge_tensor_module((1 << 40,)), expect="ok",
        match=r"exceeds the capacity")
    for elem in ["f64", "i64", "complex<f64>", "index"]:
        opt(cls, "estimate-%s" % elem.replace("<", "").replace(">", ""),
            ["--cleave-estimate"],
            model=huge_tensor_module((1 << 61,), elem), match=r"overflows int64")


def pass_options():
    cls = "pass options"
    bad = {
        "cleave-auto-shard": [
            ("max-strategies=0", r"max-strategies must be at least 1"),
            ("time-limit=-5", r"time-limit must be a positive"),
            ("time-limit=0", r"time-limit must be a positive"),
            ("time-limit=abc", r"time-limit"),
            ("time-limit=nan", r"time-limit"),
            ("time-limit=inf", r"time-limit"),
            ("time-limit=", r"time-limit"),
            ("max-strategies=-1", r"max-strategies"),
            ("max-strategies=abc", r"max-strategies"),
            ("iterations=abc", r"iterations"),
            ("seed=-1", r"seed"),
            ("seed=abc", r"seed"),
            ("memory-limit=maybe", r"memory-limit"),
            ("cluster=nosuch", r"neither a preset nor a readable file"),
            ("cluster=/dev/zero", r"not a regular file"),
            ("cluster=/", r"not a regular file"),
            ("cluster=", r"cluster"),
            ("report-file=/nonexistent/dir/r.txt", r"nonexistent"),
            ("dump-problem=/nonexistent/dir/p.json", r"cannot write the problem"),
            ("bogus=1", r"bogus"),
        ],
        "cleave-estimate": [
            ("format=xml", r"unknown format 'xml'"),
            ("format=", r"unknown format"),
            ("cluster=nosuch", r"neither a preset"),
            ("cluster=/dev/zero", r"not a regular file"),
            # (/dev/null is a regular empty file on some machines)
            ("cluster=/dev/null", r"not a regular file|invalid JSON"),
            ("output=/nonexistent/dir/x", r"cannot write .*/nonexistent/dir/x.*does not exist"),
            ("print-cluster=2", r"print-cluster"),
            ("bogus=1", r"bogus"),
        ],
        "cleave-propagate": [
            ("explain=maybe", r"explain"),
            ("keep-open=3", r"keep-open"),
            ("report-file=/nonexistent/dir/r", r"nonexistent"),
            ("bogus=1", r"bogus"),
        ],
        "cleave-collectives-to-calls": [("profile=x", r"profile"),
                                        ("bogus=1", r"bogus")],
        "cleave-gpu-tile-loops": [("threads-per-block=abc", r"threads-per-block")],
        "cleave-partition": [("bogus=1", r"bogus")],
        "cleave-optimize-collectives": [("bogus=1", r"bogus")],
    }
    for p, items in bad.items():
        for i, (o, m) in enumerate(items):
            opt(cls, "%s-%d" % (p, i), ["--%s=%s" % (p, o)], match=m)
    for i, (o, m) in enumerate(bad["cleave-auto-shard"][:7]):
        opt(cls, "pipeline-%d" % i,
            ["--pass-pipeline=builtin.module(cleave-auto-shard{%s})" % o],
            match=m)
    opt(cls, "unknown-pass", ["--cleave-nosuch"], match=r"nosuch")
    opt(cls, "bad-pipeline", ["--pass-pipeline=builtin.module(cleave-propagate"],
        match=r"error:")
    opt(cls, "auto-shard-ok", ["--cleave-auto-shard=time-limit=0.5"],
        expect="ok", match=r"cleave.sharding")
    opt(cls, "estimate-json-ok", ["--cleave-estimate=format=json"],
        expect="ok", match=r"peak_memory_bytes")
    # Reports are written whole, on success: a run that fails after the
    # report was opened leaves the old report as it was (it was deleted).
    opt(cls, "report-kept-on-failure",
        ["--cleave-auto-shard=report-file={w}/r.txt "
         "dump-problem=/nonexistent/dir/p.json"],
        files={"r.txt": "previous report\n"}, match=r"cannot write the problem")
    opt(cls, "report-written", ["--cleave-propagate=report-file={w}/r.txt"],
        files={"r.txt": "previous report\n"}, writes=("r.txt",), expect="ok",
        check=lambda w: None if "previous" not in open(
            os.path.join(w, "r.txt")).read() else "report not replaced")
    opt(cls, "estimate-output-dir", ["--cleave-estimate=output={w}/no/x.txt"],
        match=r"directory .*no' does not exist")


def opt_files():
    cls = "cleave-opt files"
    opt(cls, "missing", ["{w}/nosuch.mlir"], model=None,
        match=r"nosuch.mlir")
    opt(cls, "directory", ["{w}"], model=None, match=r"is a directory")
    opt(cls, "dev-zero", ["/dev/zero"], model=None,
        match=r"not a regular file")
    opt(cls, "dev-urandom", ["/dev/urandom"], model=None,
        match=r"not a regular file")
    opt(cls, "empty", [], model="", expect="ok")
    opt(cls, "binary", [], model=bytes(range(256)) * 4, match=r"error:")
    opt(cls, "nul-bytes", [], model=b"\0" * 64, match=r"error:")
    opt(cls, "size-cap", [], env={"CLEAVE_MAX_FILE_BYTES": "100"},
        match=r"larger than the limit of 100 bytes")
    # Streams (stdin, a FIFO) have no size to check first: they are read up
    # to the same limit, and nesting is checked on what was read.
    padded = MATMUL + " " * 300
    opt(cls, "stdin-size-cap", ["-"], model=None, files={"big.mlir": padded},
        stdin="big.mlir", env={"CLEAVE_MAX_FILE_BYTES": "100"},
        match=r"'<stdin>' is larger than the limit of 100 bytes")
    opt(cls, "stdin-ok", ["-"], model=None, files={"in.mlir": MATMUL},
        stdin="in.mlir", expect="ok", match=r"linalg.matmul")
    opt(cls, "stdin-deep-nesting", ["-"], model=None,
        files={"deep.mlir": "func.func @f() {\n" + "scf.execute_region {\n" * 20000},
        stdin="deep.mlir", match=r"<stdin>.*nest")
    case(cls, "fifo-size-cap",
         ["sh", "-c", "mkfifo {w}/f && (cat {w}/big.mlir > {w}/f &) && "
          "exec {cleave_opt} {w}/f"], {"big.mlir": padded},
         env={"CLEAVE_MAX_FILE_BYTES": "100"},
         match=r"f' is larger than the limit of 100 bytes")
    opt(cls, "out-dir", ["-o", "{w}"], match=r"is a directory")
    opt(cls, "out-missing-dir", ["-o", "{w}/no/such/out.mlir"],
        match=r"cannot write|No such file")
    # A failing run must leave -o's file as it was (here: the input).
    opt(cls, "inplace-failing", ["--cleave-estimate=format=xml", "-o",
                                 "{w}/m.mlir"], match=r"unknown format")
    opt(cls, "out-existing-failing", ["--cleave-estimate=format=xml", "-o",
                                      "{w}/keep.mlir"],
        files={"keep.mlir": "// precious\n"}, match=r"unknown format")
    opt(cls, "parse-error-keeps-output", ["-o", "{w}/keep.mlir"],
        model="func.func @f( {", files={"keep.mlir": "// precious\n"},
        match=r"error:")

    def inplace_ok(work):
        text = open(os.path.join(work, "m.mlir")).read()
        return None if "cleave.sharding" in text and "module" in text \
            else "in-place output missing"
    opt(cls, "inplace-ok", ["--cleave-propagate", "-o", "{w}/m.mlir"],
        expect="ok", writes=("m.mlir",), check=inplace_ok)
    opt(cls, "stdout-ok", ["-o", "-"], expect="ok", match=r"linalg.matmul")
    # Reports and dumps of passes must not replace the module they read.
    for p, o in [("cleave-estimate", "output"),
                 ("cleave-propagate", "report-file"),
                 ("cleave-auto-shard", "report-file"),
                 ("cleave-auto-shard", "dump-problem")]:
        opt(cls, "%s-%s-is-input" % (p, o), ["--%s=%s={w}/m.mlir" % (p, o)],
            match=r"'.*m.mlir' is the input file")


def malformed_mlir():
    cls = "malformed modules"
    for p in ["cleave-propagate", "cleave-partition", "cleave-auto-shard",
              "cleave-propagate,cleave-partition"]:
        opt(cls, "multi-block-%s" % p, ["--pass-pipeline=builtin.module(%s)" % p],
            model=multi_block(), match=r"supports only single-block regions.*cf.cond_br")
    opt(cls, "multi-block-estimate-ok", ["--cleave-estimate"],
        model=multi_block(), expect="ok", match=r"peak memory")
    for p in ["cleave-propagate", "cleave-partition", "cleave-auto-shard",
              "cleave-estimate"]:
        opt(cls, "deep-600-%s" % p, ["--%s" % p], model=nested_ifs(600),
            match=r"regions nest deeper than 512", timeout=60)
        pipe = "cleave-propagate,cleave-partition" if p == "cleave-partition" \
            else p
        opt(cls, "nested-40-%s" % p,
            ["--pass-pipeline=builtin.module(%s)" % pipe],
            model=nested_ifs(40), expect="ok")
    opt(cls, "deep-5000-parse", [], model=nested_ifs(5000),
        match=r"brackets nest deeper than 2000 levels", timeout=60)
    opt(cls, "deep-attr-100k", [], model='func.func @f() attributes {a = ' +
        '[' * 100000 + ']' * 100000 + '} { return }\n',
        match=r"brackets nest deeper than 2000 levels")
    opt(cls, "deep-type-5000", [], model='func.func @f(%a: ' +
        'tensor<' * 5000 + 'f32' + '>' * 5000 + ') { return }\n',
        match=r"brackets nest deeper than 2000 levels")
    run("cleave-run flags", "module-deep", ["-np", "2", "{w}/m.mlir"],
        model=nested_ifs(5000), match=r"brackets nest deeper than 2000")
    opt(cls, "priority-overflow", [], model=MESH2.replace(
        "\n", "\n") + 'func.func @f(%a: tensor<4xf32> {cleave.sharding = '
        '#cleave.sharding<@mesh, [{"x"} p99999999999999999999]>}) -> '
        'tensor<4xf32> { return %a : tensor<4xf32> }\n',
        match=r"priority 'p99999999999999999999' is too large")
    opt(cls, "priority-word", [], model=MESH2 + 'func.func @f(%a: tensor<4xf32> '
        '{cleave.sharding = #cleave.sharding<@mesh, [{"x"} pfoo]>}) -> '
        'tensor<4xf32> { return %a : tensor<4xf32> }\n',
        match=r"of the form 'p<N>'")
    opt(cls, "priority-negative", [], model=MESH2 + 'func.func @f(%a: '
        'tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [{"x"} '
        'p-1]>}) -> tensor<4xf32> { return %a : tensor<4xf32> }\n',
        match=r"error:")
    shard = lambda s: (MESH2 + 'func.func @f(%%a: tensor<4xf32> '
                       '{cleave.sharding = %s}) -> tensor<4xf32> '
                       '{ return %%a : tensor<4xf32> }\n' % s)
    for i, s in enumerate([
            '#cleave.sharding<@nomesh, [{"x"}]>',
            '#cleave.sharding<@mesh, [{"y"}]>',
            '#cleave.sharding<@mesh, [{"x"}, {}]>',
            '#cleave.sharding<@mesh, [{"x", "x"}]>',
            '#cleave.sharding<@mesh, []>',
            '#cleave.sharding<@mesh, [{"x"}], partial = {"y"}>',
            '#cleave.sharding<@mesh, [{"x"}], partial = {"x"}>',
            '#cleave.sharding<@mesh, [{"x"]>',
            '#cleave.sharding<@mesh, [{x}]>',
            '#cleave.sharding<mesh, [{"x"}]>',
            '#cleave.sharding<@mesh>',
            '#cleave.sharding<>',
            '#cleave.sharding<@mesh, [{""}]>',
            '#cleave.sharding<@mesh, [{"x"} p1 p2]>']):
        opt(cls, "sharding-%d" % i, ["--cleave-propagate"], model=shard(s),
            match=r"error:")
    for i, m in enumerate([
            'cleave.mesh @mesh = <[]>\n',
            'cleave.mesh @mesh = <["x"=2, "x"=2]>\n',
            'cleave.mesh @mesh = <[""=2]>\n',
            'cleave.mesh @mesh = <["x"]>\n',
            'cleave.mesh @mesh = <["x"=two]>\n',
            'cleave.mesh @mesh = <["x"=2.5]>\n',
            'cleave.mesh @mesh = ["x"=2]\n',
            'cleave.mesh @mesh = <["x"=2]>\ncleave.mesh @mesh = <["y"=2]>\n']):
        opt(cls, "mesh-%d" % i, [], model=m, match=r"error:")
    colls = [
        ('cleave.all_gather %x over @mesh["x"] dim = 3 : tensor<4xf32> -> tensor<8xf32>', r"out of range"),
        ('cleave.all_gather %x over @mesh["x"] dim = -1 : tensor<4xf32> -> tensor<8xf32>', r"error:"),
        ('cleave.all_gather %x over @mesh["x"] dim = 0 : tensor<4xf32> -> tensor<9xf32>', r"result dim 0 must be 8"),
        ('cleave.all_reduce %x over @mesh["y"] kind = sum : tensor<4xf32>', r"has no axis"),
        ('cleave.all_reduce %x over @nomesh["x"] kind = sum : tensor<4xf32>', r"not a cleave.mesh"),
        ('cleave.all_reduce %x over @mesh["x", "x"] kind = sum : tensor<4xf32>', r"twice"),
        ('cleave.all_reduce %x over @mesh[] kind = sum : tensor<4xf32>', r"error:"),
        ('cleave.all_reduce %x over @mesh["x"] kind = avg : tensor<4xf32>', r"error:"),
        ('cleave.reduce_scatter %x over @mesh["x"] dim = 0 kind = sum : tensor<5xf32> -> tensor<2xf32>', r"not divisible"),
        ('cleave.all_slice %x over @mesh["x"] dim = 0 : tensor<5xf32> -> tensor<2xf32>', r"not divisible"),
    ]
    for i, (op, m) in enumerate(colls):
        t = "tensor<4xf32>"
        body = (MESH2 + 'func.func @f(%%x: %s) {\n  %%r = %s\n  return\n}\n' %
                (op.split(": ")[1].split(" -> ")[0] if ": " in op else t, op))
        opt(cls, "collective-%d" % i, [], model=body, match=m)


def cluster_specs():
    cls = "cluster spec files"
    good = SPEC

    def variant(old, new):
        assert old in good
        return good.replace(old, new)
    bad = [
        ("empty", "", r"invalid JSON"),
        ("garbage", "\x00\xff garbage", r"invalid JSON"),
        ("array", "[]", r"top level must be an object"),
        ("deep", "[" * 100000 + "]" * 100000, r"nest 100000 levels deep"),
        ("deep-obj", '{"a":' * 5000 + "1" + "}" * 5000, r"nest 5000 levels"),
        ("nodes-overflow", variant('"nodes": 1, "devices_per_node": 8',
                                   '"nodes": 4294967296, "devices_per_node": 4294967296'),
         r"overflows int64"),
        ("nodes-zero", variant('"nodes": 1', '"nodes": 0'), r"'nodes' must be positive"),
        ("nodes-negative", variant('"nodes": 1', '"nodes": -3'), r"nodes"),
        ("nodes-float", variant('"nodes": 1', '"nodes": 1.5'), r"nodes"),
        ("nodes-string", variant('"nodes": 1', '"nodes": "1"'), r"nodes"),
        ("nodes-huge", variant('"nodes": 1', '"nodes": 1e300'), r"nodes"),
        ("dpn-zero", variant('"devices_per_node": 8', '"devices_per_node": 0'), r"devices_per_node"),
        ("bw-zero", variant('"memory_bandwidth": 1e11', '"memory_bandwidth": 0'), r"memory_bandwidth"),
        ("bw-negative", variant('"memory_bandwidth": 1e11', '"memory_bandwidth": -1'), r"memory_bandwidth"),
        ("cap-string", variant('"memory_capacity": 1e10', '"memory_capacity": "big"'), r"memory_capacity"),
        ("flops-empty", variant('{"f32": 1e12}', '{}'), r"f32"),
        ("flops-dtype", variant('{"f32": 1e12}', '{"f32": 1e12, "fp99": 1}'), r"fp99"),
        ("link-missing", variant('"links": {"intra_node": {"bandwidth": 1e10, "latency": 1e-6}}', '"links": {}'), r"intra_node"),
        ("latency-negative", variant('"latency": 1e-6', '"latency": -1'), r"latency"),
        ("unknown-field", variant('"nodes": 1', '"nodes": 1, "colour": 3'), r"colour"),
        ("name-number", variant('"name": "t"', '"name": 7'), r"name"),
        ("truncated", good[:len(good) // 2], r"invalid JSON"),
        ("axes-unknown", variant('"nodes": 1', '"nodes": 1, "axes": {"zz": "intra_node"}'), r"zz"),
    ]
    for name, text, m in bad:
        opt(cls, name, ["--cleave-estimate=cluster={w}/spec.json"],
            files={"spec.json": text}, match=m)
    opt(cls, "auto-shard-deep", ["--cleave-auto-shard=cluster={w}/spec.json"],
        files={"spec.json": "[" * 100000}, match=r"nest")
    opt(cls, "size-cap", ["--cleave-estimate=cluster={w}/spec.json"],
        files={"spec.json": good + " " * (2 << 20)}, match=r"larger than the limit")
    opt(cls, "mesh-too-big", ["--cleave-auto-shard=cluster={w}/spec.json"],
        model=mesh_module([("a", 16)]), files={"spec.json": good},
        match=r"16 devices but the cluster has 8")
    opt(cls, "no-dump", ["--cleave-auto-shard=cluster={w}/spec.json"],
        files={"spec.json": "{"}, match=r"cleave-auto-shard cluster=",
        check=lambda w: None)
    opt(cls, "valid", ["--cleave-estimate=cluster={w}/spec.json"],
        files={"spec.json": good}, expect="ok", match=r"peak memory")
    opt(cls, "valid-auto-shard", ["--cleave-auto-shard=cluster={w}/spec.json"],
        files={"spec.json": good}, expect="ok", match=r"cleave.sharding")


def solver_flags():
    cls = "cleave-solve flags"
    P = "{w}/p.json"
    bad = [
        ("no-args", [], r"usage"),
        ("seed-missing", [P, "--seed"], r"--seed needs"),
        ("seed-word", [P, "--seed", "abc"], r"--seed needs"),
        ("seed-negative", [P, "--seed", "-1"], r"--seed needs"),
        ("seed-overflow", [P, "--seed", "99999999999999999999999"], r"--seed needs"),
        ("iterations-word", [P, "--iterations", "x"], r"--iterations needs"),
        ("iterations-negative", [P, "--iterations", "-4"], r"--iterations needs"),
        ("iterations-missing", [P, "--iterations"], r"--iterations needs"),
        ("cols-word", [P, "--ilp-max-columns", "many"], r"--ilp-max-columns"),
        ("cols-negative", [P, "--ilp-max-columns", "-1"], r"--ilp-max-columns"),
        ("output-missing", [P, "--output"], r"--output needs"),
        ("output-empty", [P, "--output", ""], r"--output needs"),
        ("output-is-input", [P, "--output", P], r"is the input file"),
        ("output-is-input-dotted", [P, "--output", "{w}/./p.json"], r"is the input file"),
        ("output-is-evaluate", [P, "--evaluate", "{w}/a.json", "--output", "{w}/a.json"], r"is the input file"),
        ("output-dir", [P, "--output", "{w}"], r"directory"),
        ("output-no-dir", [P, "--output", "{w}/no/such/x.json"], r"cannot write"),
        ("evaluate-missing", [P, "--evaluate"], r"--evaluate needs"),
        ("evaluate-nofile", [P, "--evaluate", "{w}/none.json"], r"cannot open"),
        ("evaluate-garbage", [P, "--evaluate", "{w}/g.json"], r"error:"),
        ("evaluate-wrong-length", [P, "--evaluate", "{w}/short.json"], r"invalid solution"),
        ("evaluate-out-of-range", [P, "--evaluate", "{w}/range.json"], r"error:"),
        ("evaluate-huge-index", [P, "--evaluate", "{w}/huge.json"], r"out of range"),
        ("unknown-option", [P, "--frobnicate"], r"unknown option '--frobnicate'"),
        ("time-zero", [P, "0"], r"time limit must be a positive"),
        ("time-negative", [P, "-5"], r"time limit must be a positive"),
        ("time-word", [P, "abc"], r"time limit must be a positive"),
        ("time-nan", [P, "nan"], r"time limit must be a positive"),
        ("time-inf", [P, "inf"], r"time limit must be a positive"),
        ("time-overflow", [P, "1e999"], r"time limit must be a positive"),
        ("extra-arg", [P, "1", "2"], r"unexpected argument '2'"),
        ("problem-missing", ["{w}/none.json"], r"cannot open"),
        ("problem-dir", ["{w}"], r"error:"),
        ("problem-dev-zero", ["/dev/zero"], r"is not a regular file"),
        ("problem-dev-null", ["/dev/null"], r"is not a regular file|invalid JSON"),
    ]
    files = {"g.json": "{[", "short.json": '{"solution": [0]}',
             "range.json": '{"solution": [9, 9, 9, 9]}',
             "huge.json": '{"solution": [99999999999, 0, 0, 0]}',
             "a.json": '{"solution": [0, 0, 0, 0]}'}
    for name, args, m in bad:
        env = {"CLEAVE_MAX_FILE_BYTES": "1000000"} if "dev-zero" in name else {}
        solve(cls, name, args, files=files, match=m, env=env, timeout=30)
    solve(cls, "valid", [P, "1"], expect="ok", match=r"cost: 10")
    solve(cls, "valid-json", [P, "1", "--json"], expect="ok",
          match=r'"cost": 10')

    def wrote(work):
        t = open(os.path.join(work, "sol.json")).read()
        return None if t.startswith('{"solution"') else "no solution written"
    solve(cls, "valid-output", [P, "1", "--output", "{w}/sol.json"],
          expect="ok", check=wrote)
    solve(cls, "valid-output-overwrites-other", [P, "1", "--output",
                                                 "{w}/old.json"],
          files={"old.json": "old"}, writes=("old.json",), expect="ok")
    solve(cls, "valid-evaluate", [P, "--evaluate", "{w}/a.json"],
          files=files, expect="ok", match=r"cost:")


def solver_files():
    cls = "problem files"
    good = PROBLEM
    texts = [
        ("empty", "", r"error:"),
        ("not-json", "hello", r"error:"),
        ("nul", "\0\0\0", r"error:"),
        ("deep", "[" * 100000, r"error:"),
        ("deep-obj", '{"a":' * 100000, r"error:"),
        ("array", "[1, 2]", r"error:"),
        ("no-nodes", '{"problem": {"name": "x"}}', r"error:"),
        ("costs-string", good.replace("[4,1,3]", '["4",1,3]'), r"error:"),
        ("costs-huge", good.replace("[4,1,3]", "[4e400,1,3]"), r"error:"),
        ("costs-overflow", good.replace("[4,1,3]", "[99999999999999999999999,1,3]"), r"error:"),
        # Accepted by design: negative costs are summed as given, an
        # interval with end <= start is never live.
        ("costs-negative", good.replace("[4,1,3]", "[-4,1,3]"), None),
        ("interval-reversed", good.replace("[0,2]", "[2,0]"), None),
        ("interval-negative", good.replace("[0,2]", "[-1,2]"), r"error:"),
        ("interval-short", good.replace("[0,2]", "[0]"), r"error:"),
        ("edge-node-range", good.replace("[0,1],[0,2]", "[0,9],[0,2]"), r"error:"),
        ("edge-node-negative", good.replace("[0,1],[0,2]", "[-1,1],[0,2]"), r"error:"),
        ("edge-costs-short", good.replace("[0,3,3,3,0,3,3,3,0]]", "[0]]"), r"error:"),
        ("usages-short", good.replace('[[1,1,1],[1,1,1],[1,1,1],[1,1,1]]', '[[1]]'), r"error:"),
        ("no-strategies", good.replace("[4,1,3]", "[]"), r"error:"),
        ("truncated", good[:len(good) // 2], r"error:"),
        ("trailing", good + " garbage", r"error:"),
        ("bad-utf8", good.replace('"diamond"', '"\xff\xfe"'), None),
        ("gz-garbage", b"\x1f\x8b\x08\x00garbage", r"error:"),
        ("usage-limit-string", good.replace('"name": "diamond",', '"name": "diamond", "usage_limit": "x",'), r"error:"),
        ("usage-limit-negative", good.replace('"name": "diamond",', '"name": "diamond", "usage_limit": -1,'), r"error:"),
        ("usage-limit-zero", good.replace('"name": "diamond",', '"name": "diamond", "usage_limit": 0,'), r"error:"),
    ]
    for name, text, m in texts:
        expect = "refuse"
        if m is None:
            expect, m = "ok", r"cost:"
        solve(cls, name, ["{w}/p.json", "1"], problem=text, match=m,
              expect=expect, timeout=30)
    solve(cls, "size-cap", ["{w}/p.json", "1"],
          env={"CLEAVE_MAX_FILE_BYTES": "200"},
          match=r"larger than the limit of 200 bytes")
    import gzip
    solve(cls, "gz-bomb-capped", ["{w}/p.json", "1"],
          problem=gzip.compress(b" " * (4 << 20)),
          env={"CLEAVE_MAX_FILE_BYTES": "1000000"},
          match=r"larger than the limit")
    solve(cls, "gz-valid", ["{w}/p.json", "1"],
          problem=gzip.compress(good.encode()), expect="ok", match=r"cost: 10")
    solve(cls, "usage-limit-tight", ["{w}/p.json", "1"],
          problem=good.replace('"name": "diamond",',
                               '"name": "diamond", "usage_limit": 1,'),
          match=r"infeasible|no valid answer")


NPY_BAD = [
    ("word-dim", npy(npy_dict("'<f4'", "(four, 4)"), 64), r"shape entry 'four' is not a non-negative integer"),
    ("huge-dim", npy(npy_dict("'<f4'", "(99999999999999999999999, 4)"), 0), r"is too large"),
    ("negative-dim", npy(npy_dict("'<f4'", "(-1, 4)"), 0), r"shape entry '-1' is negative"),
    ("no-descr", npy("{'descr': , 'fortran_order': False, 'shape': (4, 4), }", 64), r"expected a quoted string"),
    ("float-dims", npy(npy_dict("'<f4'", "(4e9, 4e9)"), 0), r"'4e9' is not a non-negative integer"),
    ("header-4gib", npy(b"{", 0, version=2, claimed=0xFFFFFFFF), r"the header claims 4294967295 bytes"),
    ("truncated-data", npy(npy_dict("'<f4'", "(4, 4)"), 10), r"needs 64 bytes of data but the file has 10"),
    ("elements-overflow", npy(npy_dict("'<f4'", "(4294967296, 4294967296, 4)"), 0), r"more elements than fit"),
    ("wrong-shape", valid_npy((3, 4)), r"has shape \[3x4\] but argument 0 has global type tensor<4x4xf32>"),
    ("wrong-rank", valid_npy((16,)), r"has shape \[16\]"),
    ("big-endian", npy(npy_dict("'>f4'", "(4, 4)"), 64), r"big-endian"),
    ("object", npy(npy_dict("'|O'", "(4, 4)"), 128), r"unsupported dtype '\|O'"),
    ("complex", npy(npy_dict("'<c8'", "(4, 4)"), 128), r"unsupported dtype"),
    ("fortran", npy("{'descr': '<f4', 'fortran_order': True, 'shape': (4, 4), }", 64), r"Fortran-order"),
    ("no-magic", b"not an npy file at all", r"not a .npy file"),
    ("empty", b"", r"not a .npy file"),
    ("version-7", npy(npy_dict("'<f4'", "(4, 4)"), 64, version=7), r"unsupported .npy version 7"),
    ("trailing", valid_npy() + b"xx", r"bytes after the data"),
    ("unknown-key", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4, 4), 'x': 1}", 64), r"unknown key 'x'"),
    ("dup-key", npy("{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (4, 4)}", 64), r"appears twice"),
    ("missing-shape", npy("{'descr': '<f4', 'fortran_order': False}", 64), r"missing key 'shape'"),
    ("shape-list", npy(npy_dict("'<f4'", "[4, 4]"), 64), r"must be a tuple"),
    ("nul-header", npy(b"{'descr'\0", 0), r"NUL byte"),
    ("unterminated", npy("{'descr': '<f4", 0), r"unterminated string"),
]


def npy_files():
    cls = "npy inputs (launcher)"
    for name, data, m in NPY_BAD:
        run(cls, name, ["-np", "2", "{w}/m.mlir", "--input", "0={w}/x.npy"],
            files={"x.npy": data}, match=m)
    run(cls, "missing", ["-np", "2", "{w}/m.mlir", "--input", "0={w}/no.npy"],
        match=r"cannot open")
    run(cls, "directory", ["-np", "2", "{w}/m.mlir", "--input", "0={w}"],
        match=r"not a regular file")
    run(cls, "dev-zero", ["-np", "2", "{w}/m.mlir", "--input", "0=/dev/zero"],
        match=r"not a regular file")
    run(cls, "size-cap", ["-np", "2", "{w}/m.mlir", "--input", "0={w}/x.npy"],
        files={"x.npy": valid_npy()}, env={"CLEAVE_MAX_FILE_BYTES": "50"},
        match=r"larger than the limit of 50 bytes")


def run_flags():
    cls = "cleave-run flags"
    M = "{w}/m.mlir"
    X = {"x.npy": valid_npy()}
    bad = [
        ("np-zero", ["-np", "0", M], r"-np must be a positive"),
        ("np-negative", ["-np", "-3", M], r"-np must be a positive"),
        ("np-word", ["-np", "abc", M], r"--np needs an integer, got 'abc'"),
        ("np-mismatch", ["-np", "3", M], r"2 devices but -np is 3"),
        ("repeat-zero", ["-np", "2", M, "--repeat", "0"], r"--repeat must be at least 1, got 0"),
        ("repeat-negative", ["-np", "2", M, "--repeat", "-3"], r"--repeat must be at least 1, got -3"),
        ("repeat-word", ["-np", "2", M, "--repeat", "x"], r"--repeat needs an integer, got 'x'"),
        ("rtol-word", ["-np", "2", M, "--rtol", "tight"], r"--rtol needs a number, got 'tight'"),
        ("rtol-negative", ["-np", "2", M, "--rtol", "-1"], r"--rtol must be a non-negative"),
        ("rtol-nan", ["-np", "2", M, "--rtol", "nan"], r"--rtol must be a non-negative"),
        ("atol-negative", ["-np", "2", M, "--atol", "-0.5"], r"--atol must be a non-negative"),
        ("atol-inf", ["-np", "2", M, "--atol", "inf"], r"--atol must be a non-negative"),
        ("print-values-negative", ["-np", "2", M, "--print-values", "-2"], r"--print-values must be non-negative"),
        ("seed-word", ["-np", "2", M, "--seed", "x"], r"--seed needs an integer"),
        ("device-bogus", ["-np", "2", M, "--device", "tpu"], r"tpu"),
        ("backend-bogus", ["-np", "2", M, "--backend", "carrier-pigeon"], r"carrier-pigeon"),
        ("entry-missing", ["-np", "2", M, "--entry", "nosuch"], r"nosuch"),
        ("input-no-eq", ["-np", "2", M, "--input", "x.npy"], r"is not of the form i=file.npy"),
        ("input-word-index", ["-np", "2", M, "--input", "a={w}/x.npy"], r"no argument of @main is named 'a'.*give the index"),
        ("input-index-range", ["-np", "2", M, "--input", "5={w}/x.npy"], r"has 1 arguments"),
        ("input-index-overflow", ["-np", "2", M, "--input", "99999999999={w}/x.npy"], r"not a valid argument index"),
        ("output-is-input", ["-np", "2", M, "--input", "0={w}/x.npy", "--output", "0={w}/x.npy"], r"is --input 0"),
        ("output-is-module", ["-np", "2", M, "--output", "0=" + M], r"is the module"),
        ("output-dir", ["-np", "2", M, "--output", "0={w}"], r"is a directory"),
        ("output-index-range", ["-np", "2", M, "--output", "3={w}/o.npy"], r"has 1 results"),
        ("output-empty", ["-np", "2", M, "--output", "0="], r"empty file name"),
        ("output-twice", ["-np", "2", M, "--output", "0={w}/o.npy", "--output", "0={w}/o.npy"], r"--output 0 is given twice"),
        ("input-twice", ["-np", "2", M, "--input", "0={w}/x.npy", "--input", "0={w}/x.npy"], r"--input 0 is given twice"),
        ("module-missing", ["-np", "2", "{w}/none.mlir"], r"none.mlir"),
        ("module-garbage", ["-np", "2", "{w}/g.mlir"], r"cannot parse"),
        ("module-dev-zero", ["-np", "2", "/dev/zero"], r"not a regular file|error:"),
        ("no-module", ["-np", "2"], r"no input module"),
        ("reference-missing", ["-np", "2", M, "--verify", "--reference", "{w}/none.mlir"], r"none.mlir"),
        ("verify-no-reference", ["-np", "2", M, "--verify"], r"name the unpartitioned program"),
        ("pipeline-bogus", ["-np", "2", "{w}/a.mlir", "--partition-pipeline", "nosuch-pass"], r"nosuch-pass"),
        ("mpirun-missing", ["-np", "2", M, "--mpirun", "/nonexistent/mpirun"], r"cannot execute '/nonexistent/mpirun'"),
        ("unknown-flag", ["--frobnicate"], r"frobnicate"),
        ("huge-tensor", ["-np", "2", "{w}/huge.mlir"], r"overflows int64|exceeds this machine's memory"),
    ]
    files = dict(X)
    files["g.mlir"] = "func.func @f( {"
    files["a.mlir"] = ADD
    files["huge.mlir"] = (MESH2 + 'func.func @main(%a: tensor<4611686018427387904x8xf32>) -> tensor<4611686018427387904x8xf32> {\n'
                          '  return %a : tensor<4611686018427387904x8xf32>\n}\n')
    for name, args, m in bad:
        run(cls, name, args, files=files, match=m,
            mpi=name == "mpirun-missing")


def run_valid():
    cls = "cleave-run valid + signals"
    run(cls, "verify-np2", ["-np", "2", "{w}/a.mlir", "--verify"],
        files={"a.mlir": ADD}, expect="ok", match=r"verify: OK", mpi=True,
        timeout=120)

    def same(work):
        a = open(os.path.join(work, "out.npy"), "rb").read()
        return None if a.startswith(b"\x93NUMPY") else "no output written"
    run(cls, "npy-roundtrip-np2", ["-np", "2", "{w}/m.mlir", "--input",
                                   "0={w}/x.npy", "--output", "0={w}/out.npy"],
        files={"x.npy": valid_npy()}, expect="ok", match=r"wrote result 0",
        mpi=True, timeout=120, check=same)
    spin = open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                             "..", "Hardening", "Inputs", "spin.mlir")).read()

    def no_leftovers(work):
        import subprocess as sp
        time.sleep(0.5)
        ps = sp.run(["ps", "-eo", "pid,args"], capture_output=True,
                    text=True).stdout
        left = [l for l in ps.splitlines() if work in l and "ps -eo" not in l]
        return "left running: %s" % left if left else None
    import time
    for sig in (signal.SIGTERM, signal.SIGINT):
        run(cls, "kill-%s" % signal.Signals(sig).name, ["-np", "2",
                                                       "{w}/s.mlir",
                                                       "--repeat", "100000000"],
            files={"s.mlir": spin}, expect="signal", signal=(sig, 6.0),
            match=r"interrupted by %s; stopped mpirun and the ranks" %
            signal.Signals(sig).name, mpi=True, timeout=60,
            check=no_leftovers)


def build():
    del CASES[:]
    for f in (mesh_overflow, shape_overflow, pass_options, opt_files,
              malformed_mlir, cluster_specs, solver_flags, solver_files,
              npy_files, run_flags, run_valid):
        f()
    return list(CASES)
