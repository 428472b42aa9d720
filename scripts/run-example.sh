#!/usr/bin/env bash
# The main job on the bundled example: the Megatron-style MLP of
# examples/mlp.mlir, verified and printed with its shardings.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
"$BUILD_DIR/bin/cleave-opt" examples/mlp.mlir
