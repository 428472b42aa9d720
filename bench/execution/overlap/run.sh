#!/usr/bin/env bash
# Communication overlapped with compute (cleave-schedule-collectives): the
# zoo's 8-layer GPT-2 training step under data parallel on 2 ranks, its
# gradients combined into 256 KiB buckets (several buckets at this model's
# size, as 25 MiB buckets are on a large one), run with every collective
# blocking and with the reductions started early. Rounds alternate the two;
# each round is cleave-run --repeat 5 --profile (best of 5). Prints each
# round's step time and the collective time the rank was blocked for
# ("exposed"), then the best of each; then cleave-estimate's step and
# exposed communication for both programs on two clusters.
#
#   bench/execution/overlap/run.sh BUILD_DIR [ROUNDS]
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR [ROUNDS]}
rounds=${2:-4}
root="$(cd "$(dirname "$0")/../../.." && pwd)"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OPENBLAS_NUM_THREADS=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/cleave-opt" "$root/examples/models/gpt2-8l-train.mlir" \
  "--cleave-apply-name-rules=file=$root/examples/models/rules/gpt2-train.dp-2.rules" \
  -o "$work/dp.mlir"
base="cleave-propagate,cleave-partition,cleave-combine-reductions{bucket-bytes=262144}"
declare -A pipeline=([blocking]="$base" [overlapped]="$base,cleave-schedule-collectives")
declare -A best_ms best_exposed
echo "gpt2-8l-train, data parallel on 2 ranks, 256 KiB gradient buckets"
for ((r = 1; r <= rounds; ++r)); do
  for mode in blocking overlapped; do
    out=$("$build/bin/cleave-run" -np 2 "$work/dp.mlir" \
      --partition-pipeline "${pipeline[$mode]}" --repeat 5 --profile)
    ms=$(sed -n 's/^time: \([0-9.]*\) ms.*/\1/p' <<<"$out")
    exposed=$(sed -n 's/^  collectives \([0-9.]*\) ms of.*/\1/p' <<<"$out")
    printf "  round %d %-10s step %8.3f ms  collectives blocking %7.3f ms\n" \
      "$r" "$mode" "$ms" "$exposed"
    if [[ -z "${best_ms[$mode]:-}" ]] ||
       awk -v a="$ms" -v b="${best_ms[$mode]}" 'BEGIN { exit !(a < b) }'; then
      best_ms[$mode]=$ms
      best_exposed[$mode]=$exposed
    fi
  done
done
for mode in blocking overlapped; do
  printf "  best %-10s step %8.3f ms  collectives blocking %7.3f ms\n" \
    "$mode" "${best_ms[$mode]}" "${best_exposed[$mode]}"
done
echo "cleave-estimate of the same programs (step, exposed communication)"
for cluster in cpu-mpi 8xH100-NVLink; do
  for mode in blocking overlapped; do
    passes="--cleave-propagate --cleave-partition --cleave-combine-reductions=bucket-bytes=262144"
    [[ $mode == overlapped ]] && passes="$passes --cleave-schedule-collectives"
    est=$("$build/bin/cleave-opt" "$work/dp.mlir" $passes \
      "--cleave-estimate=cluster=$cluster" -o /dev/null)
    total=$(sed -n 's/^  total: *\([0-9.]*\) us.*/\1/p' <<<"$est")
    comm=$(sed -n 's/^  communication: *\([0-9.]*\) us.*/\1/p' <<<"$est")
    exposed=$(sed -n 's/^  exposed communication: \([0-9.]*\) us.*/\1/p' <<<"$est")
    printf "  %-14s %-10s step %10.3f us  exposed %10.3f us of %10.3f us\n" \
      "$cluster" "$mode" "$total" "${exposed:-$comm}" "$comm"
  done
done
