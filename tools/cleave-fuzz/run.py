#!/usr/bin/env python3
"""Differential testing of the whole Cleave pipeline on generated programs.

Each case (a seed of gen.py, or a file with --check) goes through

  1. cleave-opt FILE                       the input must parse and verify
  2. cleave-opt FILE --cleave-propagate --cleave-partition
                     --cleave-optimize-collectives     (then the output must re-parse)
  3. cleave-run -np <mesh size> FILE --verify
        --partition-pipeline=cleave-propagate,cleave-partition,cleave-optimize-collectives

and ends as exactly one of

  pass      cleave-run --verify printed `verify: OK`
  refusal   a non-zero exit with an `error:` message (a clean refusal; the
            reason is recorded, normalised, for the histogram)
  mismatch  cleave-run --verify found elements that differ
  crash     a signal, a stack dump, "PLEASE submit a bug report", a sanitizer
            report, a runtime abort, or partitioned output that does not re-parse
  hang      a wall-clock timeout, or the runtime watchdog (CLEAVE_RT_TIMEOUT_S)

With --memcheck N, the pipeline of every Nth seed also runs under valgrind;
a valgrind error is a crash at stage `memcheck`.

(plus `invalid` if the generator ever wrote a program that does not parse: a
generator bug). Failing cases (mismatch/crash/hang/invalid) are shrunk (ops
replaced by arguments, results, annotations and mesh axes dropped, dims
shrunk, while the same outcome persists) and written to --save-dir as lit
tests that run `run.py --check`.

    run.py --opt build/bin/cleave-opt --run build/bin/cleave-run --seeds 1-100 -j 2
    run.py --opt ... --run ... --check test/Regression/foo.mlir
    run.py --opt ... --run ... --lookups always --seeds 1-3000   # captured tensors only

Exit status: 0 when no case failed (pass and refusal only), 1 otherwise.
"""

import argparse
import collections
import concurrent.futures
import copy
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

PIPELINE = "cleave-propagate,cleave-partition,cleave-optimize-collectives"
PIPELINE_FLAGS = ["--cleave-propagate", "--cleave-partition", "--cleave-optimize-collectives"]
BAD = ("mismatch", "crash", "hang", "invalid")

CRASH_PATTERNS = [
    "PLEASE submit a bug report", "Stack dump", "Segmentation fault",
    "exited on signal", "AddressSanitizer", "UndefinedBehaviorSanitizer",
    "runtime error:", "Assertion", "terminate called", "LeakSanitizer",
    "core dumped",
]


def run_cmd(cmd, timeout, env=None):
    """(rc or None on timeout, combined output). Kills the whole process group."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         env=env, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out.decode("utf-8", "replace"), time.time() - t0
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, _ = p.communicate()
        return None, out.decode("utf-8", "replace"), time.time() - t0


def normalize(msg):
    """An error message without the numbers and names that vary per case."""
    msg = re.sub(r"tensor<[^>]*>", "T", msg)
    msg = re.sub(r"#cleave\.sharding<[^>]*>", "S", msg)
    msg = re.sub(r"@\w+", "@F", msg)
    msg = re.sub(r"%\w+", "%v", msg)
    msg = re.sub(r'"[^"]*"', '"A"', msg)
    msg = re.sub(r"\d+", "N", msg)
    msg = re.sub(r'\{"A"(, "A")*\}', "{axes}", msg)
    return msg.strip()[:160]


def first_error(out):
    for line in out.splitlines():
        m = re.search(r"error: (.*)", line)
        if m:
            return m.group(1)
    return None


VERIFIER = re.compile(r"^'[\w.]+' op ")


# Messages of the IR verifier itself (not an op's verifier), which a pass
# never emits as a refusal: a pass that produced them produced invalid IR
# (the "see current operation" note of a block terminator is multi-line, so
# GENERIC_NOTE does not always catch them).
IR_VERIFIER_MSGS = ("does not dominate this use", "block with no terminator",
                    "null operand found", "operation destroyed but still has uses")

GENERIC_NOTE = re.compile(r'note: see current operation: (%\S+ = )?"[\w.]+"\(')


def classify_error(e, stage, out=""):
    """A pass's error: a clean refusal, or a bug it reports as an error
    (invalid IR out of a pass fails the op verifier: `'dialect.op' op ...`,
    or the op is printed in generic form because it does not verify;
    `internal error:` is the pass admitting a bug)."""
    if VERIFIER.match(e) or GENERIC_NOTE.search(out) or any(m in e for m in IR_VERIFIER_MSGS):
        return Result("crash", "pipeline produced invalid IR: " + e, stage + "-verifier")
    if e.startswith("internal error"):
        return Result("crash", e, stage + "-internal")
    return Result("refusal", e, stage)


def crashed(rc, out):
    if rc is not None and (rc < 0 or rc in (134, 136, 139)):
        return True
    return any(p in out for p in CRASH_PATTERNS)


class Result:
    def __init__(self, outcome, detail="", stage="", seconds=0.0, mesh=None):
        self.outcome, self.detail, self.stage = outcome, detail, stage
        self.seconds, self.mesh = seconds, mesh

    def key(self):
        """What must persist while shrinking: the outcome and the stage."""
        return (self.outcome, self.stage)


def mesh_size(text):
    m = re.search(r"cleave\.mesh @\w+ = <\[(.*?)\]>", text)
    n = 1
    for s in re.findall(r"=(\d+)", m.group(1) if m else ""):
        n *= int(s)
    return n


def check_text(text, args, workdir, tag):
    """Run one program through the pipeline and classify it."""
    path = os.path.join(workdir, tag + ".mlir")
    with open(path, "w") as f:
        f.write(text)
    t0 = time.time()
    # 1. The input parses and verifies.
    rc, out, _ = run_cmd([args.opt, path, "-o", os.devnull], args.opt_timeout)
    if rc is None:
        return Result("hang", "cleave-opt parse timed out", "parse", time.time() - t0)
    if crashed(rc, out):
        return Result("crash", out[-2000:], "parse", time.time() - t0)
    if rc != 0:
        return Result("invalid", out[-2000:], "parse", time.time() - t0)
    # 2. The pipeline in cleave-opt; its output must re-parse.
    part = os.path.join(workdir, tag + ".part.mlir")
    rc, out, _ = run_cmd([args.opt, path] + PIPELINE_FLAGS + ["-o", part], args.opt_timeout)
    if rc is None:
        return Result("hang", "cleave-opt pipeline timed out", "opt", time.time() - t0)
    if crashed(rc, out):
        return Result("crash", out[-2000:], "opt", time.time() - t0)
    if rc != 0:
        e = first_error(out)
        if e is None:
            return Result("crash", "non-zero exit without an error: message\n" + out[-2000:],
                          "opt", time.time() - t0)
        r = classify_error(e, "opt", out)
        r.seconds = time.time() - t0
        return r
    rc, out, _ = run_cmd([args.opt, part, "-o", os.devnull], args.opt_timeout)
    if rc != 0:
        return Result("crash", "partitioned output does not re-parse\n" + out[-2000:],
                      "reparse", time.time() - t0)
    # 2b. Every rank compiles the program itself, so a read of uninitialised
    # memory in the pipeline can give ranks different programs: valgrind
    # finds such reads on any one run, where the run only shows them by luck.
    if args.memcheck and tag.startswith("seed") and \
            int(re.sub(r"\D.*", "", tag[4:]) or 0) % args.memcheck == 0:
        vg = ["valgrind", "--error-exitcode=99", "--track-origins=yes", "-q"]
        rc, out, _ = run_cmd(vg + [args.opt, path] + PIPELINE_FLAGS +
                             ["--mlir-disable-threading", "-o", os.devnull],
                             args.opt_timeout * 20)
        if rc == 99:
            return Result("crash", "valgrind: " + out[-2000:], "memcheck", time.time() - t0)
    # 3. The partitioned program on N ranks against the unpartitioned one.
    n = mesh_size(text)
    env = dict(os.environ)
    env["CLEAVE_RT_TIMEOUT_S"] = str(args.rt_timeout)
    env.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
    env.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    cmd = [args.run, "-np", str(n), path, "--verify", "--partition-pipeline=" + PIPELINE]
    if args.no_blas:
        cmd.append("--blas=false")
    cmd.extend(args.run_arg or [])
    rc, out, _ = run_cmd(cmd, args.run_timeout, env)
    secs = time.time() - t0
    if rc is None:
        return Result("hang", "cleave-run wall timeout (%ds)" % args.run_timeout, "run", secs)
    if "did not complete within" in out:
        return Result("hang", "runtime watchdog: " + out[-1500:], "run", secs)
    if "elements differ" in out:
        m = re.search(r"cleave-run: verify: .*", out)
        return Result("mismatch", m.group(0) if m else out[-1500:], "run", secs)
    if crashed(rc, out) or "cleave-rt: rank" in out:
        return Result("crash", out[-2000:], "run", secs)
    if rc == 0 and "verify: OK" in out:
        return Result("pass", "", "run", secs)
    e = first_error(out)
    if rc != 0 and e is not None:
        r = classify_error(e, "run", out)
        r.seconds = secs
        return r
    return Result("crash", "unexpected cleave-run result rc=%s\n%s" % (rc, out[-2000:]),
                  "run", secs)


# --- shrinking ----------------------------------------------------------------

def program_candidates(p):
    """Smaller variants of a Program, most aggressive first."""
    # Drop results.
    for i in range(len(p.results)):
        if len(p.results) > 1:
            q = copy.deepcopy(p)
            del q.results[i]
            q.dce()
            yield q
    # Replace an op by a fresh unannotated argument (newest first).
    for i in reversed(range(len(p.stmts))):
        q = copy.deepcopy(p)
        s = q.stmts[i]
        q.args.append(gen.Arg("s%s" % s.res, s.shape, s.dt, None))
        q.replace_uses(s.res, "s%s" % s.res)
        q.dce()
        yield q
    # Bypass a shape-preserving op (constraint, elementwise, softmax).
    for i in reversed(range(len(p.stmts))):
        s = p.stmts[i]
        if (s.operands and p.shape_of(s.operands[0]) == s.shape
                and p.dtype_of(s.operands[0]) == s.dt):
            q = copy.deepcopy(p)
            q.replace_uses(s.res, s.operands[0])
            q.dce()
            yield q
    # Drop annotations.
    for i, a in enumerate(p.args):
        if a.sharding is not None:
            q = copy.deepcopy(p)
            q.args[i].sharding = None
            yield q
    for i, (n, sh) in enumerate(p.results):
        if sh is not None:
            q = copy.deepcopy(p)
            q.results[i] = (n, None)
            yield q
    # Simplify each sharding: drop partial, axes, open marks, priorities.
    shs = p.all_shardings()
    for k in range(len(shs)):
        sh = shs[k]
        muts = []
        if sh.partial:
            muts.append(lambda s: setattr(s, "partial", []))
        if sh.prio is not None:
            muts.append(lambda s: setattr(s, "prio", None))
        for d in range(len(sh.dims)):
            if sh.dims[d]:
                muts.append(lambda s, d=d: s.dims[d].pop())
            if sh.open[d]:
                muts.append(lambda s, d=d: s.open.__setitem__(d, False))
        for mut in muts:
            q = copy.deepcopy(p)
            mut(q.all_shardings()[k])
            yield q
    # Shrink the mesh: drop an axis, or halve it.
    for i, (ax, size) in enumerate(p.mesh):
        if len(p.mesh) > 1:
            q = copy.deepcopy(p)
            del q.mesh[i]
            for sh in q.all_shardings():
                sh.drop_axis(ax)
            yield q
        if size > 1:
            q = copy.deepcopy(p)
            q.mesh[i] = (ax, size // 2 if size % 2 == 0 else 1)
            yield q


SIZE_CONST = re.compile(r"(%\w+_sz\d* = arith\.constant )(\d+)( : \w+)")


def text_candidates(text):
    """Smaller dims: every occurrence of one dim size in tensor types and
    output_shape lists replaced by a smaller one (the parser rejects the
    inconsistent ones). gen.py's `..._sz` constants (the moduli that keep
    lookup indices in range) follow their dim. Programs with a
    tensor.scatter keep their dims (`unique` needs B <= V)."""
    if "tensor.scatter" in text:
        return
    sizes = set()
    for t in re.findall(r"tensor<([^>]*)>", text):
        for d in t.split("x")[:-1]:
            if d.isdigit() and int(d) > 1:
                sizes.add(int(d))
    for s in sorted(sizes, reverse=True):
        for new in sorted({s // 2, 2, 1} - {0, s}):
            if new >= s:
                continue

            def sub_type(m):
                parts = m.group(1).split("x")
                parts = [str(new) if p == str(s) else p for p in parts[:-1]] + parts[-1:]
                return "tensor<%s>" % "x".join(parts)

            def sub_list(m):
                items = [str(new) if x.strip() == str(s) else x.strip() for x in m.group(2).split(",")]
                return m.group(1) + ", ".join(items) + "]"

            def sub_const(m):
                return m.group(1) + (str(new) if m.group(2) == str(s) else m.group(2)) + m.group(3)

            t = re.sub(r"tensor<([^>]*)>", sub_type, text)
            t = re.sub(r"(output_shape \[)([^\]]*)\]", sub_list, t)
            t = SIZE_CONST.sub(sub_const, t)
            if t != text:
                yield t


def shrink(p, text, want, args, workdir, tag, log):
    """Greedy shrinking while the outcome stays `want`. Returns the text."""
    budget = args.shrink_steps
    tries = 0

    def same(txt):
        nonlocal tries
        tries += 1
        r = check_text(txt, args, workdir, tag + ".shrink")
        return r.key() == want

    if p is not None:
        progress = True
        while progress and tries < budget:
            progress = False
            for q in program_candidates(p):
                if tries >= budget:
                    break
                try:
                    txt = gen.emit(q)
                except Exception:  # an edit the emitter cannot express
                    continue
                if same(txt):
                    p, text, progress = q, txt, True
                    log("  shrink: %d ops, %d args, mesh %s" % (
                        len(p.stmts), len(p.args), p.mesh))
                    break
    progress = True
    while progress and tries < budget:
        progress = False
        for t in text_candidates(text):
            if tries >= budget:
                break
            if same(t):
                text, progress = t, True
                log("  shrink: dims")
                break
    return text


def regression_test(text, res, seed):
    n = mesh_size(text)
    lines = [
        "// REQUIRES: mpi",
        "// Found by tools/cleave-fuzz/run.py (seed %s), shrunk: %s at stage %s." % (
            seed, res.outcome, res.stage),
    ]
    for l in res.detail.strip().splitlines()[:6]:
        lines.append("//   " + l[:150])
    lines += [
        "// Passes when the program is partitioned and runs correctly on %d ranks, or" % n,
        "// is refused with a clean error.",
        "// RUN: %python %cleave_src_root/tools/cleave-fuzz/run.py --opt cleave-opt --run cleave-run --check %s",
        "",
    ]
    return "\n".join(lines).replace("%python", "python3") + text


# --- driver -------------------------------------------------------------------

def parse_seeds(s):
    out = []
    for part in s.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return out


def summarize(path):
    """The summary of a --json results file."""
    counts, reasons, failures, seeds, secs = (collections.Counter(), collections.Counter(),
                                              [], [], 0.0)
    for line in open(path):
        r = json.loads(line)
        counts[r["outcome"]] += 1
        seeds.append(r["case"])
        secs += r.get("seconds", 0)
        if r["outcome"] == "refusal":
            reasons["%s: %s" % (r["stage"], normalize(r["detail"]))] += 1
        elif r["outcome"] in BAD:
            failures.append((r["case"], r["stage"], r["detail"].splitlines()[0][:160]))
    total = sum(counts.values())
    ints = [s for s in seeds if isinstance(s, int)]
    print("== cleave-fuzz summary of %s: %d cases, seeds %s..%s (%d distinct), %.0f case-seconds" % (
        path, total, min(ints) if ints else "-", max(ints) if ints else "-", len(set(seeds)), secs))
    for k in ("pass", "refusal", "mismatch", "crash", "hang", "invalid"):
        print("  %s %d (%.1f%%)" % (k, counts[k], 100.0 * counts[k] / max(total, 1)))
    if reasons:
        print("  refusal reasons:")
        for r, c in reasons.most_common():
            print("    %5d  %s" % (c, r))
    if failures:
        kinds = collections.Counter(normalize(d) for _, _, d in failures)
        print("  failures by message:")
        for d, c in kinds.most_common():
            print("    %5d  %s" % (c, d))
        print("  failing seeds: " + " ".join(str(c) for c, _, _ in failures))
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", default="cleave-opt")
    ap.add_argument("--run", default="cleave-run")
    ap.add_argument("--seeds", default="1-20", help="e.g. 1-100 or 1,5,9")
    ap.add_argument("--check", nargs="*", help="check these files instead of generated seeds")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--rt-timeout", type=float, default=20, help="CLEAVE_RT_TIMEOUT_S")
    ap.add_argument("--run-timeout", type=int, default=180, help="cleave-run wall timeout (s)")
    ap.add_argument("--opt-timeout", type=int, default=60)
    ap.add_argument("--no-blas", action="store_true")
    ap.add_argument("--run-arg", action="append", metavar="ARG",
                    help="extra cleave-run argument (repeatable), e.g. "
                         "--run-arg=--gpu-loops-on-cpu")
    ap.add_argument("--distinct", action="store_true",
                    help="generate programs that never use one value as two operands of an op "
                         "(steers around the known same-operand bug)")
    ap.add_argument("--lookups", choices=["auto", "always", "never"], default="auto",
                    help="gen.py --lookups: the captured-tensor patterns (embedding lookups, "
                         "masks, gathers, scatters, scf bodies) in the seeds that draw them "
                         "(auto, ~35%%), in every program, or in none")
    ap.add_argument("--memcheck", type=int, default=0, metavar="N",
                    help="also run the pipeline of every Nth seed under valgrind "
                         "(uninitialised reads, invalid accesses: a crash at stage memcheck)")
    ap.add_argument("--shrink", action="store_true", help="shrink failing cases")
    ap.add_argument("--shrink-steps", type=int, default=150)
    ap.add_argument("--save-dir", help="write shrunk failing cases here as lit tests")
    ap.add_argument("--work-dir")
    ap.add_argument("--json", help="write per-case results (JSON lines) here")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--summarize", metavar="JSON",
                    help="print the summary of a --json file (e.g. of an interrupted run) and exit")
    args = ap.parse_args()
    if args.summarize:
        return summarize(args.summarize)
    args.opt = shutil.which(args.opt) or args.opt
    args.run = shutil.which(args.run) or args.run
    if args.memcheck < 0 or (args.memcheck and not shutil.which("valgrind")):
        ap.error("--memcheck N needs N >= 1 and valgrind on PATH (apt-get install valgrind)")

    workdir = args.work_dir or tempfile.mkdtemp(prefix="cleave-fuzz-")
    os.makedirs(workdir, exist_ok=True)
    jf = open(args.json, "a") if args.json else None

    def log(msg):
        if not args.quiet:
            print(msg, flush=True)

    if args.check is not None:
        cases = [("file", f) for f in args.check]
    else:
        cases = [("seed", s) for s in parse_seeds(args.seeds)]

    def one(case):
        kind, c = case
        if kind == "file":
            with open(c) as f:
                text = f.read()
            # Drop the lit header lines; cleave-run reads the whole module anyway.
            return case, None, text, check_text(text, args, workdir, os.path.basename(c))
        p = gen.generate(c, distinct=args.distinct, lookups=args.lookups)
        text = gen.emit(p)
        return case, p, text, check_text(text, args, workdir, "seed%d" % c)

    counts = collections.Counter()
    reasons = collections.Counter()
    failures = []
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for case, p, text, res in ex.map(one, cases):
            counts[res.outcome] += 1
            if res.outcome == "refusal":
                reasons["%s: %s" % (res.stage, normalize(res.detail))] += 1
            log("%s %s: %s%s (%.1fs)" % (case[0], case[1], res.outcome,
                                         "" if res.outcome == "pass" else
                                         " [%s] %s" % (res.stage, res.detail.strip().splitlines()[0][:200]
                                                       if res.detail.strip() else ""),
                                         res.seconds))
            if jf:
                jf.write(json.dumps({"case": case[1], "outcome": res.outcome, "stage": res.stage,
                                     "detail": res.detail[:500], "seconds": round(res.seconds, 2)}) + "\n")
                jf.flush()
            if res.outcome in BAD:
                failures.append((case, p, text, res))
                if res.outcome != "pass" and not args.quiet:
                    print(text)
                    print(res.detail[-3000:])

    for case, p, text, res in failures:
        if case[0] != "seed" or not (args.shrink or args.save_dir):
            continue
        log("shrinking seed %d (%s at %s)" % (case[1], res.outcome, res.stage))
        small = shrink(p, text, res.key(), args, workdir, "seed%d" % case[1], log)
        final = check_text(small, args, workdir, "seed%d.final" % case[1])
        log("shrunk seed %d:\n%s" % (case[1], small))
        if args.save_dir:
            os.makedirs(args.save_dir, exist_ok=True)
            out = os.path.join(args.save_dir, "fuzz-seed%d.mlir" % case[1])
            with open(out, "w") as f:
                f.write(regression_test(small, final, case[1]))
            log("wrote %s" % out)

    total = sum(counts.values())
    print("== cleave-fuzz summary: %d cases (%s %s) in %.0f s, %d job(s)" % (
        total, "seeds" if args.check is None else "files",
        args.seeds if args.check is None else "%d given" % len(args.check), time.time() - t0, args.jobs))
    for k in ("pass", "refusal", "mismatch", "crash", "hang", "invalid"):
        print("  %s %d (%.1f%%)" % (k, counts[k], 100.0 * counts[k] / max(total, 1)))
    if reasons:
        print("  refusal reasons:")
        for r, c in reasons.most_common():
            print("    %5d  %s" % (c, r))
    if failures:
        print("  failing cases: " + " ".join("%s" % (c[1],) for c, _, _, _ in failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
