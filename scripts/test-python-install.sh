#!/usr/bin/env bash
# The documented install of the Python package, as a user runs it: a fresh
# venv, `pip install ./python` (the extension and cleave-run come from the
# build), then the package used from outside the repository: load, shard,
# visualize, collectives, estimate and a 2-rank run with verify. ctest runs
# it as `python-install`.
#
#   scripts/test-python-install.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
BUILD_DIR=$(realpath "${1:-${CLEAVE_BUILD_DIR:-build}}")
PYTHON=$(sed -n 's/^CLEAVE_PYTHON_EXECUTABLE:[A-Z]*=//p' "$BUILD_DIR/CMakeCache.txt")
PYTHON=${PYTHON:-python3}
VENV=$(mktemp -d /tmp/cleave-venv.XXXXXX)
trap 'rm -rf "$VENV"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# The system's site-packages (or the build's python-deps) give numpy,
# setuptools and wheel, so the install needs no network.
"$PYTHON" -m venv --system-site-packages "$VENV"
export PYTHONPATH=$BUILD_DIR/python-deps
CLEAVE_BUILD_DIR=$BUILD_DIR "$VENV/bin/pip" install -q --no-build-isolation \
  --no-deps --no-index "$REPO/python"
cd "$VENV"
"$VENV/bin/python" - "$REPO" <<'PY'
import os
import sys

import cleave

repo = sys.argv[1]
assert cleave.__file__.startswith(sys.prefix), cleave.__file__
mesh = cleave.Mesh({"data": 2})
plan = cleave.shard(cleave.load(os.path.join(repo, "examples/models/mlp.mlir")),
                    mesh, rules={"x": ("data",)})
print(plan.visualize("x"))
print([c["kind"] for c in plan.collectives()])
print("step", plan.estimate()["step_s"] > 0)
out = plan.run(verify=True)
print("run", [o.shape for o in out], "verify: OK" in plan.last_log)
PY
