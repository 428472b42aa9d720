#!/usr/bin/env python3
"""Adversarial suite: misuse of every flag of every tool, malformed files of
every kind and resource exhaustion, each with the outcome it must have.

Every case runs one command (cases.py builds the table) in a fresh work
directory and is judged on:

  * no signal death (negative status, 128+N from a shell, "Stack dump",
    "PLEASE submit a bug report", a sanitizer report);
  * no hang (each case has a wall timeout; the process group is killed);
  * no damaged input (every file the case wrote is hashed before and after);
  * a refusal exits non-zero with an `error:` line matching the case's
    pattern (the cause is named); a valid case exits 0 and its output
    matches.

usage: run.py --bin BUILD/bin [-j 2] [--only CLASS] [--json FILE] [--table]
Exits 1 when any case has another outcome.
"""

import argparse
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases as case_table  # noqa: E402

CRASH_MARKERS = re.compile(
    r"Stack dump|PLEASE submit a bug report|AddressSanitizer|"
    r"UndefinedBehaviorSanitizer|runtime error:|terminate called|"
    r"Segmentation fault|Aborted \(core dumped\)|LLVM ERROR")


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def write_files(work, files):
    hashes = {}
    for name, data in files.items():
        path = os.path.join(work, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        hashes[name] = digest(path)
    return hashes


def run_case(case, tools, root):
    work = tempfile.mkdtemp(prefix=re.sub(r"[^A-Za-z0-9_.-]+", "-",
                                          case["id"]) + ".", dir=root)
    hashes = write_files(work, case.get("files", {}))
    subst = dict(tools, w=work)
    def sub(a):
        for k, v in subst.items():
            a = a.replace("{%s}" % k, v)
        return a
    cmd = [sub(a) for a in case["cmd"]]
    env = dict(os.environ)
    env.update(case.get("env", {}))
    start = time.time()
    outcome, detail = None, ""
    try:
        stdin = (open(os.path.join(work, case["stdin"]), "rb")
                 if case.get("stdin") else subprocess.DEVNULL)
        proc = subprocess.Popen(cmd, cwd=work, env=env, stdin=stdin,
                                stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)
        if case.get("signal"):
            time.sleep(case["signal"][1])
            proc.send_signal(case["signal"][0])
        try:
            out, err = proc.communicate(timeout=case.get("timeout", 20))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
            outcome = "hang"
        rc = proc.returncode
    except OSError as e:
        return dict(case, outcome="wrong", detail="cannot run: %s" % e,
                    seconds=0.0)
    seconds = time.time() - start
    out = out.decode(errors="replace")
    err = err.decode(errors="replace")
    text = out + err
    if outcome is None:
        changed = [n for n, h in hashes.items()
                   if not os.path.exists(os.path.join(work, n)) or
                   digest(os.path.join(work, n)) != h]
        changed = [n for n in changed if n not in case.get("writes", ())]
        expect = case["expect"]
        pattern = case.get("match")
        if rc < 0 or (expect != "signal" and rc >= 128) or \
                CRASH_MARKERS.search(text):
            outcome, detail = "crash", "status %d" % rc
        elif changed:
            outcome, detail = "damaged", "changed: %s" % ", ".join(changed)
        elif expect == "refuse":
            if rc == 0:
                outcome, detail = "wrong", "accepted"
            elif not re.search(r"error:", text):
                outcome, detail = "wrong", "no error: line"
            elif re.search(r"error:[ \t]*$", text, re.M):
                outcome, detail = "wrong", "an error: line with no message"
            elif pattern and not re.search(pattern, text):
                outcome, detail = "wrong", "message does not match %r" % pattern
            else:
                outcome = "refusal"
        elif expect == "signal":
            want = 128 + case["signal"][0]
            if rc != want or (pattern and not re.search(pattern, text)):
                outcome, detail = "wrong", "status %d" % rc
            else:
                outcome = "refusal"
        else:
            if rc != 0:
                outcome, detail = "wrong", "status %d" % rc
            elif pattern and not re.search(pattern, text):
                outcome, detail = "wrong", "output does not match %r" % pattern
            else:
                outcome = "valid"
        check = case.get("check")
        if outcome in ("refusal", "valid") and check:
            why = check(work)
            if why:
                outcome, detail = "wrong", why
    if outcome not in ("refusal", "valid"):
        detail += "\n  $ " + " ".join(cmd) + "\n" + \
            "\n".join("  | " + l for l in text.splitlines()[-12:])
    return dict(id=case["id"], cls=case["cls"], expect=case["expect"],
                outcome=outcome, detail=detail, seconds=round(seconds, 3))


def table(results, command):
    classes = {}
    for r in results:
        c = classes.setdefault(r["cls"], dict(cases=0, refusal=0, valid=0,
                                              crash=0, hang=0, damaged=0,
                                              wrong=0))
        c["cases"] += 1
        c[r["outcome"]] += 1
    cols = ["cases", "refusal", "valid", "crash", "hang", "damaged", "wrong"]
    head = ["class", "cases", "clean refusals", "valid handled", "crashes",
            "hangs", "damaged inputs", "other"]
    lines = ["| " + " | ".join(head) + " |",
             "|" + "---|" + "---:|" * (len(head) - 1)]
    total = dict.fromkeys(cols, 0)
    for name in sorted(classes):
        c = classes[name]
        for k in cols:
            total[k] += c[k]
        lines.append("| %s | %s |" % (name, " | ".join(str(c[k])
                                                      for k in cols)))
    lines.append("| **all** | %s |" % " | ".join("**%d**" % total[k]
                                                 for k in cols))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", required=True, help="directory of the tools")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--only", help="run only the classes matching this regex")
    ap.add_argument("--no-mpi", action="store_true",
                    help="skip the cases that start mpirun")
    ap.add_argument("--json", help="write every outcome to this file")
    ap.add_argument("--table", action="store_true",
                    help="print the per-class table (markdown)")
    ap.add_argument("--list", action="store_true", help="list the cases")
    args = ap.parse_args()
    tools = {t.replace("-", "_"): os.path.join(os.path.abspath(args.bin), t)
             for t in ("cleave-opt", "cleave-run", "cleave-solve")}
    have_run = os.path.exists(tools["cleave_run"])
    all_cases = case_table.build()
    ids = [c["id"] for c in all_cases]
    dups = {i for i in ids if ids.count(i) > 1}
    if dups:
        sys.exit("duplicate case ids: %s" % sorted(dups))
    selected = [c for c in all_cases
                if (not args.only or re.search(args.only, c["cls"])) and
                (have_run or "{cleave_run}" not in c["cmd"]) and
                not (args.no_mpi and c.get("mpi"))]
    if args.list:
        for c in selected:
            print(c["cls"], c["id"], c["expect"])
        return 0
    start = time.time()
    root = tempfile.mkdtemp(prefix="cleave-adversarial.")
    with ThreadPoolExecutor(max_workers=args.j) as pool:
        results = list(pool.map(lambda c: run_case(c, tools, root), selected))
    wall = time.time() - start
    bad = [r for r in results if r["outcome"] not in ("refusal", "valid")]
    for r in bad:
        print("%s: %s [%s] %s" % (r["outcome"].upper(), r["id"], r["cls"],
                                  r["detail"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.table:
        print(table(results, " ".join(sys.argv)))
    print("adversarial: %d cases, %d clean refusals, %d valid handled, "
          "%d crashes, %d hangs, %d damaged, %d other; %.1f s" % (
              len(results),
              sum(r["outcome"] == "refusal" for r in results),
              sum(r["outcome"] == "valid" for r in results),
              sum(r["outcome"] == "crash" for r in results),
              sum(r["outcome"] == "hang" for r in results),
              sum(r["outcome"] == "damaged" for r in results),
              sum(r["outcome"] == "wrong" for r in results), wall))
    if not bad:
        import shutil
        shutil.rmtree(root, ignore_errors=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
