#!/usr/bin/env bash
# Regenerates the model zoo (examples/models/*.mlir) from zoo.py.
#
#   bash examples/models/regenerate.sh                 # every model
#   bash examples/models/regenerate.sh gpt2 moe        # some
#   bash examples/models/regenerate.sh mlp-train dlrm-train gpt2-train   # training steps
#
# Needs what CI does not: torch, torch-mlir, transformers, jax (docs/models.md),
# in $PYTHON (default python3), and a built cleave-opt ($CLEAVE_OPT, default
# build/bin/cleave-opt), which re-prints torch-mlir's generic-form output in
# Cleave's MLIR (checking that it parses).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
PYTHON=${PYTHON:-python3}
OPT=${CLEAVE_OPT:-$here/../../build/bin/cleave-opt}
models=("$@")
[ ${#models[@]} -gt 0 ] || models=(mlp convnet moe encoder dlrm gpt2 llama mistral qwen2 t5 bert-tiny bert-tiny.tosa vit-tiny mixtral-moe qwen2-moe deepseek-moe olmoe-moe gpt-oss-moe torch-ops jax-mlp jax-llama jax-lm jax-moe jax-scan-moe jax-while jax-cumulative jax-ranking mlp-train dlrm-train gpt2-train llama-train gpt2-8l-train gpt3-small-train gpt3-6.7b-train gpt2-train-bf16 mlp-train-bf16 mlp-train-fp16)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for m in "${models[@]}"; do
  info=$("$PYTHON" "$here/zoo.py" "$m" -o "$tmp/$m.generic.mlir")
  "$OPT" "$tmp/$m.generic.mlir" -o "$tmp/$m.mlir"
  {
    echo "// Model zoo: $m, exported by examples/models/regenerate.sh (zoo.py); random weights."
    case "$m" in
      *-train-bf16|*-train-fp16) echo "// Mixed-precision training step (${m##*-}): 16-bit parameters and compute, fp32 masters (master.*) and optimizer state$( [ "${m##*-}" = fp16 ] && echo ', dynamic loss scaling (loss_scale, loss_scale_good_steps)'); results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. $info" ;;
      *-train) echo "// Training step: arguments = inputs, targets, parameters, optimizer state; results = loss, then each updated parameter/state named (cleave.name) as the argument it replaces. $info" ;;
      *) echo "// Arguments: the inputs, then every parameter/buffer (cleave.name = its name). $info" ;;
    esac
    cat "$tmp/$m.mlir"
  } > "$here/$m.mlir"
  echo "$m.mlir: $(wc -c < "$here/$m.mlir") bytes, $info"
done
