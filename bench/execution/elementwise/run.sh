#!/usr/bin/env bash
# x*x+x on 4096x4096 f32: cleave-run (cleave-lower-to-llvm, one rank,
# --repeat 8) against the same loop in C (clang -O3 -march=native), best of
# 8 each, both with large buffers kept in the heap (what cleave-run's
# launcher sets), so neither pays page faults after the first call.
#
#   bench/execution/elementwise/run.sh BUILD_DIR [CC]
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR [CC]}
cc=${2:-clang-22}
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cc" -O3 -march=native "$here/xx_plus_x.c" -o "$work/c"
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=4294967296
c=$("$work/c" | sed -n 's/.*: \([0-9.]*\) ms/\1/p')
j=$("$build/bin/cleave-run" -np 1 "$here/xx_plus_x.mlir" --repeat 8 |
    sed -n 's/^time: \([0-9.]*\) ms.*/\1/p')
awk -v c="$c" -v j="$j" 'BEGIN {
  printf "x*x+x, 4096x4096 f32, best of 8\n"
  printf "  C (clang -O3)   %8.3f ms\n", c
  printf "  cleave-run      %8.3f ms  (%.2fx of C)\n", j, j / c }'
