#!/usr/bin/env bash
# The main job on the bundled example: the Megatron-style MLP of
# examples/mlp.mlir on a 2 x 4 mesh, propagated (with the explanation
# report), partitioned into the per-device program and its collectives
# simplified.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
"$BUILD_DIR/bin/cleave-opt" examples/mlp.mlir \
  --cleave-propagate=report-file=- \
  --cleave-partition --cleave-optimize-collectives
