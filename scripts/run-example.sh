#!/usr/bin/env bash
# The main job on the bundled example: the Megatron-style MLP of
# examples/mlp.mlir on a 2 x 4 mesh. First the compiler's view: propagation
# (with its explanation report), the per-device program and its collectives.
# Then the run: 8 MPI ranks execute the per-device program and --verify
# compares the assembled result with the unpartitioned program on one rank.
#
#   scripts/run-example.sh [MODEL.mlir [RULES]]
#
# With a model of the zoo (examples/models/, no mesh of its own) the same
# job runs on it: RULES (a cleave-apply-name-rules file, docs/models.md)
# gives the mesh and any shardings by parameter name, by default a 2 x 4
# mesh and nothing else; cleave-auto-shard (which prints its report) chooses
# what the rules leave open.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${CLEAVE_BUILD_DIR:-build}
MODEL=${1:-examples/mlp.mlir}
RULES=${2:-}
if [ ! -f "$MODEL" ]; then
  echo "run-example: no model '$MODEL'" >&2
  exit 1
fi
if [ -z "$RULES" ] && grep -q "cleave.mesh" "$MODEL"; then
  "$BUILD_DIR/bin/cleave-opt" "$MODEL" \
    --cleave-propagate=report-file=- \
    --cleave-partition --cleave-optimize-collectives
  echo
  "$BUILD_DIR/bin/cleave-run" -np 8 "$MODEL" --verify --profile
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$RULES" ]; then
  RULES="$work/mesh.rules"
  echo 'cleave.mesh @mesh = <["data"=2, "model"=4]>' > "$RULES"
fi
"$BUILD_DIR/bin/cleave-opt" "$MODEL" --cleave-apply-name-rules=file="$RULES" \
  -o "$work/annotated.mlir"
PIPELINE="cleave-auto-shard{cluster=cpu-mpi},cleave-propagate,cleave-partition,cleave-optimize-collectives"
"$BUILD_DIR/bin/cleave-opt" "$work/annotated.mlir" \
  --pass-pipeline="builtin.module(${PIPELINE/cpu-mpi/cpu-mpi report-file=-})" \
  -o "$work/partitioned.mlir"
grep -E "cleave\.(all_reduce|all_gather|reduce_scatter|all_to_all|collective_permute) " \
  "$work/partitioned.mlir" | sed 's/^ */  /' || true
echo
# Token ids of the zoo's language models are in [0, 255]; -O0: see
# docs/models.md.
"$BUILD_DIR/bin/cleave-run" -np 8 "$work/annotated.mlir" --verify --profile \
  --opt-level=0 --int-range=0:255 --partition-pipeline="$PIPELINE"
