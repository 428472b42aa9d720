#!/usr/bin/env bash
# GPU check: on a machine with an NVIDIA GPU, CUDA and NCCL, builds Cleave
# with the CUDA side, runs the GPU tests and the numeric --verify examples,
# and prints figures: matmul TFLOP/s through cleave-run against cuBLAS alone
# on the same shape, per-kernel times, collective times. About 5 minutes on
# 16 cores (most of it the build).
#
#   bash scripts/gpu-check.sh [BUILD_DIR] [REPORT]
#
# BUILD_DIR defaults to build-gpu; REPORT (default: BUILD_DIR/gpu-report.txt)
# gets a copy of everything printed, with the date and the GPU model, for
# bench/gpu/results.md. Exits non-zero if a test or a --verify fails; exits 77 when
# no GPU is usable.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build-gpu}
REPORT=${2:-$BUILD/gpu-report.txt}
mkdir -p "$BUILD"
exec > >(tee "$REPORT") 2>&1
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=4294967296
export PATH=/usr/lib/llvm-22/bin:/usr/local/cuda/bin:$PATH
export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
status=0
step() { echo; echo "== $*"; }

step "machine"
date -u '+%Y-%m-%d %H:%M UTC'
nvidia-smi -L 2>/dev/null || echo "nvidia-smi: not available"
nvcc --version 2>/dev/null | tail -1
echo "cores: $(nproc)"

step "build ($BUILD)"
start=$(date +%s)
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >"$BUILD/configure.log" 2>&1 ||
    { tail -30 "$BUILD/configure.log"; exit 1; }
fi
grep -E "cleave runtime:" "$BUILD/configure.log" 2>/dev/null || true
ninja -C "$BUILD" >"$BUILD/build.log" 2>&1 || { tail -40 "$BUILD/build.log"; exit 1; }
echo "built in $(( $(date +%s) - start )) s"
RUN=$BUILD/bin/cleave-run

step "devices"
"$RUN" --list-devices
rc=$?
if [ $rc -eq 77 ]; then echo "no usable GPU: nothing to check"; exit 77; fi

step "GPU tests (ctest -L gpu: NCCL backend at 1 and 2 ranks, cleave-run --device cuda)"
ctest --test-dir "$BUILD" -L gpu --output-on-failure || status=1

step "lit suite (the gpu feature enables the --device cuda lines)"
/usr/lib/llvm-22/bin/lit -q "$BUILD/test" || status=1

step "numeric checks: --verify against the unpartitioned program"
"$RUN" -np 2 --device cuda --backend mpi --verify examples/gpu/mlp.mlir || status=1
"$RUN" -np 8 --device cuda --backend mpi --verify examples/mlp.mlir || status=1

step "figures: a 4096^3 matmul + bias + ReLU through cleave-run (NCCL backend, world size 1)"
"$RUN" --device cuda --backend nccl --verify --profile --repeat 5 \
  examples/gpu/matmul.mlir | tee "$BUILD/matmul-run.txt" || status=1
best=$(sed -n 's/^time: \([0-9.]*\) ms.*/\1/p' "$BUILD/matmul-run.txt")
if [ -n "$best" ]; then
  python3 -c "b=$best; print(f'cleave-run entry: {b:.3f} ms = {2*4096**3/b/1e9:.1f} TFLOP/s counting the matmul only (the entry also fills, adds the bias and applies ReLU)')"
fi

step "figures: cuBLAS alone on the same shapes, memory bandwidth, NCCL all_reduce"
"$BUILD/bin/cleave-gpu-bench" --matmul 4096,4096,4096 --matmul 256,2048,1024 \
  --matmul 256,1024,2048 || status=1

step "figures: the MLP on 2 ranks sharing the GPU (mpi backend, host-staged collectives)"
"$RUN" -np 2 --device cuda --backend mpi --profile --repeat 5 examples/gpu/mlp.mlir || status=1

step "result"
if [ $status -eq 0 ]; then echo "gpu-check: PASS"; else echo "gpu-check: FAIL"; fi
echo "report: $REPORT"
exit $status
