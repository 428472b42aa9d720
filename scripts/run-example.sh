#!/usr/bin/env bash
# The main job on the bundled example: the Megatron-style MLP of
# examples/mlp.mlir on a 2 x 4 mesh. First the compiler's view: propagation
# (with its explanation report), the per-device program and its collectives.
# Then the run: 8 MPI ranks execute the per-device program and --verify
# compares the assembled result with the unpartitioned program on one rank.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
"$BUILD_DIR/bin/cleave-opt" examples/mlp.mlir \
  --cleave-propagate=report-file=- \
  --cleave-partition --cleave-optimize-collectives
echo
"$BUILD_DIR/bin/cleave-run" -np 8 examples/mlp.mlir --verify --profile
