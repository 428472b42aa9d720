#!/usr/bin/env bash
# A 3x3 convolution (302 MFLOP, NHWC and NCHW) against the matmul of the
# same FLOPs, each through cleave-run on one rank (cleave-lower-to-llvm:
# im2col + the BLAS kernel for the convolutions), best of 8 each; and the
# NHWC convolution as loops (--blas=false), what it ran as before.
#
#   bench/execution/conv/run.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR}
here="$(cd "$(dirname "$0")" && pwd)"
export OPENBLAS_NUM_THREADS=1
time_of() {
  "$build/bin/cleave-run" -np 1 "$@" --repeat 8 |
    sed -n 's/^time: \([0-9.]*\) ms.*/\1/p'
}
mm=$(time_of "$here/matmul.mlir")
nhwc=$(time_of "$here/conv_nhwc.mlir")
nchw=$(time_of "$here/conv_nchw.mlir")
loops=$(time_of "$here/conv_nhwc.mlir" --blas=false)
awk -v mm="$mm" -v a="$nhwc" -v b="$nchw" -v l="$loops" 'BEGIN {
  printf "3x3 convolution vs matmul, 302 MFLOP f32, one rank, best of 8\n"
  printf "  matmul [2048,576]x[576,128]  %8.3f ms  %6.2f GFLOP/s\n", mm, 302 / mm
  printf "  conv_2d_nhwc_hwcf            %8.3f ms  %6.2f GFLOP/s  (%.2fx of the matmul)\n", a, 302 / a, a / mm
  printf "  conv_2d_nchw_fchw            %8.3f ms  %6.2f GFLOP/s  (%.2fx of the matmul)\n", b, 302 / b, b / mm
  printf "  conv_2d_nhwc_hwcf, loops     %8.3f ms  %6.2f GFLOP/s  (%.2fx of the matmul)\n", l, 302 / l, l / mm }'
