#!/usr/bin/env bash
# Scale check of the front-end route on full-size GPT-2 small (12 layers,
# hidden 768, 124M parameters): the time and peak memory of each stage,
# export (optional: needs torch + transformers + torch-mlir), parse,
# auto-shard for 8 devices (a 2x4 mesh) and partition.
#
#   bench/models/scale.sh BUILD_DIR [MODEL.mlir]
#
# Without MODEL.mlir it exports one with examples/models/zoo.py gpt2-small
# (PYTHON=/path/to/venv/python to choose the interpreter).
set -euo pipefail
build=${1:?usage: scale.sh BUILD_DIR [MODEL.mlir]}
opt="$build/bin/cleave-opt"
src="$(cd "$(dirname "$0")/../.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
model=${2:-}
[ -x /usr/bin/time ] || { echo "scale: needs /usr/bin/time (apt-get install time)"; exit 1; }
stage() { # name, command...: prints seconds and peak RSS
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" > /dev/null 2> "$work/err" || {
    echo "scale: $name failed:"; cat "$work/err"; exit 1; }
  read -r secs kb < "$work/t"
  awk -v n="$name" -v s="$secs" -v k="$kb" 'BEGIN { printf "%-28s %8.2f s %10.1f MiB\n", n, s, k / 1024 }'
}
echo "stage                         time        peak RSS"
if [ -z "$model" ]; then
  model="$work/gpt2-small.mlir"
  stage "export (torch-mlir)" "${PYTHON:-python3}" "$src/examples/models/zoo.py" gpt2-small -o "$model"
fi
printf '%-28s %8.0f KiB\n' "module text" "$(( $(stat -c %s "$model") / 1024 ))"
printf 'cleave.mesh @mesh = <["data"=2, "model"=4]>\n' > "$work/mesh.rules"
"$opt" "$model" --cleave-apply-name-rules=file="$work/mesh.rules" -o "$work/annotated.mlir"
stage "parse + verify" "$opt" "$work/annotated.mlir" -o "$work/parsed.mlir"
stage "auto-shard (2x4, cpu-mpi)" "$opt" "$work/annotated.mlir" \
  "--cleave-auto-shard=cluster=cpu-mpi report-file=$work/report.txt" -o "$work/planned.mlir"
stage "propagate + partition" "$opt" "$work/planned.mlir" \
  --cleave-propagate --cleave-partition --cleave-optimize-collectives -o "$work/partitioned.mlir"
stage "lower to LLVM" "$opt" "$work/partitioned.mlir" --cleave-lower-to-llvm -o /dev/null
grep -E "solver:|^  auto-shard|^  data parallel" "$work/report.txt" | head -3
echo "collectives: $(grep -c 'cleave\.\(all_reduce\|all_gather\|reduce_scatter\|all_to_all\|all_slice\|collective_permute\)' "$work/partitioned.mlir")"
