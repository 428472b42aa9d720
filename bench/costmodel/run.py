#!/usr/bin/env python3
"""Cost-model accuracy on this machine: predicted against measured step time.

  ninja bench-costmodel            (or)
  python3 bench/costmodel/run.py --bin build/bin [--repeat 15] [--only NAME,...]

1. Calibrates the machine for each rank count used (`cleave-run -np N
   --calibrate`), so every prediction uses the figures of that many ranks
   sharing the host; once per pass, keeping each field's median figure.
2. For each program of programs.py: predicts its step time with
   `cleave-estimate` on the calibrated spec (after cleave-propagate +
   cleave-partition), or for a pipelined one with cleave-pipeline's
   simulated step (`cluster=`); measures it with `cleave-run -np N
   --repeat R`, `--passes` times, each pass calibrating a rank count and
   then measuring its programs (the machine's speed drifts over minutes).
   The measured time is the median of the passes' median calls (slowest
   rank), the statistic the calibration uses too (the median of its
   windows, and of the passes' figures): the speed of a shared 2-core VM
   moves by 10-30% from second to second, and the median is what a program
   typically gets. The best call is printed beside it, and the spread of
   the passes' medians ((max - min) / median: the machine's own noise).
3. Prints a table, the mean absolute percentage error and the maximum.

With `--random N` the sweep adds N programs nobody picked: the
differential fuzzer's generator (tools/cleave-fuzz/gen.py, seeds 1, 2,
... in order, every dim x `--random-scale`), each on its own mesh with
its random shardings; seeds whose program cleave-propagate +
cleave-partition refuse (dims not divisible by the mesh, ...) are skipped
and counted. The MAPE is then printed for the hand-picked programs, the
random ones and both.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import programs  # noqa: E402

GEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                   "tools", "cleave-fuzz", "gen.py")


def random_programs(bin_dir, count, scale, work):
    """The first `count` generated programs that partition and run, as
    PROGRAMS rows, and the seeds skipped."""
    rows, skipped, seed = [], [], 0
    while len(rows) < count and seed < 20 * count:
        seed += 1
        text = subprocess.run([sys.executable, GEN, str(seed), "--scale", str(scale)],
                              capture_output=True, text=True, check=True).stdout
        m = re.search(r'cleave\.mesh @mesh = <\[(.*?)\]>', text)
        ranks = 1
        for size in re.findall(r'=(\d+)', m.group(1) if m else ""):
            ranks *= int(size)
        path = os.path.join(work, f"check-{seed}.mlir")
        with open(path, "w") as f:
            f.write(text)
        r = subprocess.run([os.path.join(bin_dir, "cleave-opt"), path, "-cleave-propagate",
                            "-cleave-partition", "-o", os.devnull],
                           capture_output=True, text=True)
        if r.returncode == 0:
            # And runs (the runtime refuses some programs the compiler takes).
            r = subprocess.run([os.path.join(bin_dir, "cleave-run"), "-np", str(ranks), path],
                               capture_output=True, text=True)
        if r.returncode != 0:
            skipped.append(seed)
            continue
        rows.append((f"gen-{seed}", ranks, f"gen.py {seed} --scale {scale}", text, None))
    return rows, skipped


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"failed ({r.returncode}): {' '.join(cmd)}\n{r.stdout}\n{r.stderr}")
    return r.stdout


def predict(bin_dir, path, spec, pipeline):
    opt = os.path.join(bin_dir, "cleave-opt")
    if pipeline:
        out = run([opt, path, f"--cleave-pipeline={pipeline} cluster={spec} report-file=-",
                   "-o", os.devnull])
        m = re.search(r"simulated on \S+: step ([0-9.]+) ms", out)
        if not m:
            sys.exit(f"no simulated step in the report of {path}:\n{out}")
        return float(m.group(1)) * 1e-3
    out = run([opt, path, "-cleave-propagate", "-cleave-partition",
               f"-cleave-estimate=cluster={spec} format=json", "-o", os.devnull])
    report = json.loads(out)
    return sum(f["totals"]["total_s"] for f in report["functions"])


def measure(bin_dir, path, ranks, pipeline, repeat):
    cmd = [os.path.join(bin_dir, "cleave-run"), "-np", str(ranks), path,
           "--repeat", str(repeat)]
    if pipeline:
        cmd += ["--partition-pipeline", f"cleave-pipeline{{{pipeline}}}"]
    out = run(cmd)
    m = re.search(r"time: ([0-9.]+) ms \(best of \d+; median ([0-9.]+) ms", out)
    if not m:
        sys.exit(f"no time in the output of {' '.join(cmd)}:\n{out}")
    return float(m.group(2)) * 1e-3, float(m.group(1)) * 1e-3


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else 0.5 * (values[n // 2 - 1] + values[n // 2])


def median_spec(specs):
    """The median of each numeric field over calibrated specs of one rank
    count; other fields from the first."""
    def merge(values, key):
        first = values[0]
        if isinstance(first, dict):
            return {k: merge([v[k] for v in values if k in v], k) for k in first}
        if isinstance(first, (int, float)) and not isinstance(first, bool) and key not in (
                "nodes", "devices_per_node", "memory_capacity"):
            return median(values)
        # Lists of the same length (library_rates' [FLOPs, FLOP/s] points):
        # element by element.
        if isinstance(first, list) and all(
                isinstance(v, list) and len(v) == len(first) for v in values):
            return [merge([v[i] for v in values], key) for i in range(len(first))]
        return first
    return merge(specs, "")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default="build/bin", help="directory of cleave-opt and cleave-run")
    ap.add_argument("--repeat", type=int, default=15, help="calls per measurement")
    ap.add_argument("--passes", type=int, default=5, help="calibrations and measurements per program")
    ap.add_argument("--only", default="", help="comma-separated program names")
    ap.add_argument("--spec-dir", default="", help="reuse/keep calibrated specs here")
    ap.add_argument("--json", default="", help="also write the rows as JSON here")
    ap.add_argument("--markdown", default="", help="also write the table as Markdown here")
    ap.add_argument("--random", type=int, default=0,
                    help="add this many generated programs (tools/cleave-fuzz/gen.py)")
    ap.add_argument("--random-scale", type=int, default=16,
                    help="the generated programs' dim multiplier")
    ap.add_argument("--random-only", action="store_true",
                    help="only the generated programs")
    args = ap.parse_args()

    chosen = [p for p in programs.PROGRAMS
              if not args.random_only and (not args.only or p[0] in args.only.split(","))]
    work = tempfile.mkdtemp(prefix="cleave-costmodel-")
    if args.random > 0:
        generated, skipped = random_programs(args.bin, args.random, args.random_scale, work)
        if not generated:
            sys.exit(f"--random {args.random}: no generated program partitions and runs "
                     f"({len(skipped)} seeds tried)")
        print(f"{len(generated)} generated programs (seeds up to "
              f"{generated[-1][2].split()[1]}), {len(skipped)} seeds skipped: refused by "
              "cleave-partition or cleave-run", flush=True)
        chosen += generated
    if args.random_only and not chosen:
        sys.exit("--random-only needs --random N")
    if not chosen:
        sys.exit(f"--only {args.only}: no such program; have "
                 + ", ".join(p[0] for p in programs.PROGRAMS))
    spec_dir = args.spec_dir or work
    os.makedirs(spec_dir, exist_ok=True)
    # Calibrate once per pass, right before the pass's measurements, and
    # keep the median figure of each field over the passes: the statistic
    # of the measured times, over the same minutes.
    ranks_used = sorted({p[1] for p in chosen})
    specs = {}
    passes = max(1, args.passes)
    calibrations = {r: [] for r in ranks_used}

    def calibrate(k, ranks):
        spec = os.path.join(spec_dir, f"calibrated-np{ranks}-pass{k}.json")
        if not (args.spec_dir and os.path.exists(spec)):
            line = run([os.path.join(args.bin, "cleave-run"), "-np", str(ranks),
                        "--calibrate", spec])
            print(line.strip(), flush=True)
        with open(spec) as f:
            calibrations[ranks].append(json.load(f))

    paths = {}
    for name, ranks, descr, text, pipeline in chosen:
        paths[name] = os.path.join(work, name + ".mlir")
        with open(paths[name], "w") as f:
            f.write(text)
    bests = {p[0]: [] for p in chosen}
    medians = {p[0]: [] for p in chosen}
    for k in range(passes):
        # Each rank count's programs right after its calibration: the
        # machine's speed drifts over minutes.
        for r in ranks_used:
            calibrate(k, r)
            for name, ranks, descr, text, pipeline in chosen:
                if ranks != r:
                    continue
                mid, best = measure(args.bin, paths[name], ranks, pipeline, args.repeat)
                bests[name].append(best)
                medians[name].append(mid)
        print(f"pass {k + 1} of {passes} measured", flush=True)
    for ranks in ranks_used:
        specs[ranks] = os.path.join(spec_dir, f"calibrated-np{ranks}.json")
        with open(specs[ranks], "w") as f:
            json.dump(median_spec(calibrations[ranks]), f, indent=1)
    preds = {name: predict(args.bin, paths[name], specs[ranks], pipeline)
             for name, ranks, descr, text, pipeline in chosen}

    rows = []
    print(f"\n{'program':20} {'np':>2} {'predicted_ms':>12} {'measured_ms':>11} "
          f"{'best_ms':>8} {'spread':>6} {'error':>7}  description")
    for name, ranks, descr, text, pipeline in chosen:
        pred, best = preds[name], min(bests[name])
        measured = median(medians[name])
        err = (pred - measured) / measured
        # How far the passes' medians lie apart: the machine's own noise.
        spread = (max(medians[name]) - min(medians[name])) / measured
        rows.append({"program": name, "ranks": ranks, "predicted_s": pred,
                     "measured_s": measured, "best_s": best, "error": err,
                     "spread": spread, "pass_medians_s": medians[name],
                     "description": descr})
        print(f"{name:20} {ranks:>2} {pred * 1e3:12.3f} {measured * 1e3:11.3f} "
              f"{best * 1e3:8.3f} {spread * 100:5.0f}% {err * 100:+6.1f}%  {descr}",
              flush=True)
    errors = [abs(r["error"]) for r in rows]
    worst = max(rows, key=lambda r: abs(r["error"]))
    for label, group in (("hand-picked", [r for r in rows if not r["program"].startswith("gen-")]),
                         ("generated", [r for r in rows if r["program"].startswith("gen-")])):
        if group and len(group) < len(rows):
            e = [abs(r["error"]) for r in group]
            w = max(group, key=lambda r: abs(r["error"]))
            print(f"{len(group)} {label} programs: MAPE {100 * sum(e) / len(e):.1f}%, "
                  f"max {100 * max(e):.1f}% ({w['program']})")
    print(f"\n{len(rows)} programs: mean absolute percentage error "
          f"{100 * sum(errors) / len(errors):.1f}%, max {100 * max(errors):.1f}% "
          f"({worst['program']})")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("| program | ranks | what | predicted ms | measured ms (median) "
                    "| best ms | spread | error |\n|---|---|---|---|---|---|---|---|\n")
            for r in rows:
                f.write(f"| `{r['program']}` | {r['ranks']} | {r['description']} | "
                        f"{r['predicted_s'] * 1e3:.2f} | {r['measured_s'] * 1e3:.2f} | "
                        f"{r['best_s'] * 1e3:.2f} | {r['spread'] * 100:.0f}% | "
                        f"{r['error'] * 100:+.1f}% |\n")
            f.write(f"\nMAPE {100 * sum(errors) / len(errors):.1f}%, max "
                    f"{100 * max(errors):.1f}% ({worst['program']}).\n")


if __name__ == "__main__":
    main()
