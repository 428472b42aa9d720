#!/usr/bin/env python3
"""Runs the shell commands and Python snippets of README.md and docs/*.md,
verbatim, from the repository root, and fails naming the first block that
does not work (file:line, the command, its output).

A fenced block runs when its language is `sh` or `python`; an HTML comment
on the line before it (invisible when rendered) says how:

    (none)                                  the default check (seconds)
    <!-- check-docs: long -->               only with --long (minutes)
    <!-- check-docs: norun: REASON -->      never here; REASON is listed (a
                                            GPU, an install into the
                                            system, hours of fuzzing)

Each block runs as one `bash -euo pipefail` script (or one Python program)
with the build's tools first on PATH (build/bin) and its Python package on
PYTHONPATH (build/python), so a command reads as a user types it after the
README's build. Blocks of other languages (mlir, json, text) are not
commands, nor is the README's set-up block (`bash scripts/build.sh && ...`),
which CI runs.

    scripts/check-docs.py [--long] [--build DIR] [--root DIR] [--list]
                          [FILE.md ...]
"""
import argparse
import os
import re
import subprocess
import sys
import time

FENCE = re.compile(r"^([ \t]*)```(\w+)[ \t]*\n(.*?)^[ \t]*```", re.S | re.M)
MARK = re.compile(r"<!--\s*check-docs:\s*(.*?)\s*-->\s*\n$")


def blocks(path):
    """(line, language, mode, reason, text) of each command block."""
    text = open(path, encoding="utf-8").read()
    for m in FENCE.finditer(text):
        indent, lang = m.group(1), m.group(2)
        body = "".join(line[len(indent):] if line.startswith(indent) else line
                       for line in m.group(3).splitlines(True))
        if lang not in ("sh", "python"):
            continue
        line = text.count("\n", 0, m.start()) + 1
        before = text[:m.start()]
        previous = before[before.rstrip("\n").rfind("\n") + 1:]
        mark = MARK.search(previous)
        info = mark.group(1) if mark else ""
        commands = [c for c in body.splitlines() if c.strip()]
        if commands and all(c.startswith("bash scripts/build.sh && ")
                            for c in commands):
            # The README's set-up commands (they build and run every test,
            # this one included): CI runs them.
            info = "norun: the set-up commands, which CI (.ci/run) runs"
        if info.startswith("norun"):
            reason = info.partition(":")[2].strip()
            if not reason:
                raise SystemExit(f"{path}:{line}: 'norun' needs a reason "
                                 "(<!-- check-docs: norun: needs a GPU -->)")
            yield line, lang, "norun", reason, body
        elif info in ("", "long"):
            yield line, lang, info or "default", "", body
        else:
            raise SystemExit(f"{path}:{line}: unknown block info '{info}' "
                             "(expected nothing, 'long' or 'norun: REASON')")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--long", action="store_true",
                    help="run the blocks marked long (only those)")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(
        os.path.abspath(__file__)), ".."))
    ap.add_argument("--build", default=None,
                    help="the build directory (default ROOT/build)")
    ap.add_argument("--list", action="store_true",
                    help="list the blocks and what would run")
    ap.add_argument("--timeout", type=float, default=900)
    args = ap.parse_args(argv)
    root = os.path.abspath(args.root)
    build = os.path.abspath(args.build or os.path.join(root, "build"))
    files = args.files or (
        [os.path.join(root, "README.md")] +
        sorted(os.path.join(root, "docs", f)
               for f in os.listdir(os.path.join(root, "docs"))
               if f.endswith(".md")))
    env = dict(os.environ)
    env["PATH"] = os.path.join(build, "bin") + os.pathsep + env["PATH"]
    env["PYTHONPATH"] = os.pathsep.join(
        [os.path.join(build, "python"), os.path.join(build, "python-deps"),
         os.path.join(root, "python")] +
        ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    env.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
    env.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    want = "long" if args.long else "default"
    ran = skipped = 0
    for path in files:
        rel = os.path.relpath(path, root)
        for line, lang, mode, reason, body in blocks(path):
            where = f"{rel}:{line}"
            if mode == "norun":
                print(f"not run  {where}: {reason}")
                skipped += 1
                continue
            if mode != want:
                continue
            if args.list:
                print(f"would run {where} ({lang}, {mode})")
                continue
            command = (["bash", "-euo", "pipefail", "-c", body]
                       if lang == "sh" else [sys.executable, "-c", body])
            start = time.time()
            try:
                proc = subprocess.run(command, cwd=root, env=env,
                                      stdin=subprocess.DEVNULL,
                                      capture_output=True, text=True,
                                      timeout=args.timeout)
                status = proc.returncode
                output = proc.stdout + proc.stderr
            except subprocess.TimeoutExpired as e:
                status = "timeout"
                output = (e.stdout or b"").decode(errors="replace") + \
                    (e.stderr or b"").decode(errors="replace")
            took = time.time() - start
            if status != 0:
                print(f"FAILED   {where} ({lang}, exit {status}, {took:.1f} s)"
                      f":\n{body}--- output (last 3000 characters):\n"
                      f"{output[-3000:]}")
                return 1
            print(f"ok       {where} ({lang}, {took:.1f} s)")
            ran += 1
    print(f"check-docs: {ran} block(s) ran and passed, {skipped} not run "
          "(reasons above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
