//===- GpuBench.cpp - GPU baselines for the cleave-run --device cuda figures ===//
//
//   cleave-gpu-bench [--matmul M,N,K]... [--repeat R]      (under mpirun for
//                                                            NCCL at world size > 1)
//
// Prints, on rank 0:
//   * cuBLAS alone: cublasSgemm on device buffers (cudaMalloc) of each shape,
//     best of R after a warm-up, in ms and TFLOP/s: the ceiling for what
//     cleave-run --device cuda reaches on the same matmul;
//   * the same through cleave's own kernel entry (_mlir_ciface_cleave_gpu_
//     matmul_f32 on managed memory), i.e. what generated code calls;
//   * device memory bandwidth (cudaMemcpy device to device);
//   * NCCL all_reduce (f32, sum) over all ranks through the runtime's NCCL
//     communicator, 4 KiB to 256 MiB: time and bus bandwidth.
// Exits 77 without a usable GPU.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveGPU.h"
#include "cleave/Runtime/MPICommunicator.h"
#include "cleave/Runtime/NCCLCommunicator.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace cleave::rt;

namespace {

#define CHECK_CUDA(CALL)                                                       \
  do {                                                                         \
    cudaError_t e = (CALL);                                                    \
    if (e != cudaSuccess) {                                                    \
      fprintf(stderr, "%s failed: %s\n", #CALL, cudaGetErrorString(e));        \
      abortAllRanks(1);                                                        \
    }                                                                          \
  } while (0)

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

struct Shape {
  long m, n, k;
};

/// A 2-D memref descriptor on `data` (row-major m x n) for the C ABI.
struct Desc2D {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
  CleaveUnrankedMemRef ref;
  Desc2D(float *p, int64_t rows, int64_t cols)
      : allocated(p), aligned(p), offset(0), sizes{rows, cols},
        strides{cols, 1} {
    ref.rank = 2;
    ref.descriptor = this;
  }
};

void benchMatmul(const Shape &s, int repeat, int rank) {
  size_t a = size_t(s.m) * s.k, b = size_t(s.k) * s.n, c = size_t(s.m) * s.n;
  float *da, *db, *dc;
  CHECK_CUDA(cudaMalloc(&da, a * 4));
  CHECK_CUDA(cudaMalloc(&db, b * 4));
  CHECK_CUDA(cudaMalloc(&dc, c * 4));
  CHECK_CUDA(cudaMemset(da, 0, a * 4));
  CHECK_CUDA(cudaMemset(db, 0, b * 4));
  cublasHandle_t h;
  cublasCreate(&h);
  const float one = 1, zero = 0;
  double best = 1e30;
  for (int r = 0; r <= repeat; ++r) {
    CHECK_CUDA(cudaDeviceSynchronize());
    double t0 = now();
    cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, s.n, s.m, s.k, &one, db, s.n, da,
                s.k, &zero, dc, s.n);
    CHECK_CUDA(cudaDeviceSynchronize());
    if (r > 0)
      best = std::min(best, now() - t0);
  }
  cublasDestroy(h);
  double flops = 2.0 * s.m * s.n * s.k;
  // The same shape through the kernel entry generated code calls.
  float *ma = static_cast<float *>(cleave_gpu_alloc(a * 4));
  float *mb = static_cast<float *>(cleave_gpu_alloc(b * 4));
  float *mc = static_cast<float *>(cleave_gpu_alloc(c * 4));
  CHECK_CUDA(cudaMemset(ma, 0, a * 4));
  CHECK_CUDA(cudaMemset(mb, 0, b * 4));
  CHECK_CUDA(cudaMemset(mc, 0, c * 4));
  Desc2D A(ma, s.m, s.k), B(mb, s.k, s.n), C(mc, s.m, s.n);
  double bestOurs = 1e30;
  for (int r = 0; r <= repeat; ++r) {
    double t0 = now();
    _mlir_ciface_cleave_gpu_matmul_f32(&A.ref, &B.ref, &C.ref);
    if (r > 0)
      bestOurs = std::min(bestOurs, now() - t0);
  }
  if (rank == 0)
    printf("matmul %ldx%ldx%ld f32: cuBLAS alone %.3f ms (%.1f TFLOP/s); "
           "cleave_gpu_matmul_f32 on managed memory %.3f ms (%.1f TFLOP/s)\n",
           s.m, s.n, s.k, best * 1e3, flops / best / 1e12, bestOurs * 1e3,
           flops / bestOurs / 1e12);
  cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(ma)));
  cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(mb)));
  cleave_gpu_free(int64_t(reinterpret_cast<uintptr_t>(mc)));
  CHECK_CUDA(cudaFree(da));
  CHECK_CUDA(cudaFree(db));
  CHECK_CUDA(cudaFree(dc));
}

void benchCopy(int rank) {
  size_t bytes = size_t(1) << 30;
  void *src, *dst;
  CHECK_CUDA(cudaMalloc(&src, bytes));
  CHECK_CUDA(cudaMalloc(&dst, bytes));
  double best = 1e30;
  for (int r = 0; r < 6; ++r) {
    CHECK_CUDA(cudaDeviceSynchronize());
    double t0 = now();
    CHECK_CUDA(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice));
    CHECK_CUDA(cudaDeviceSynchronize());
    if (r > 0)
      best = std::min(best, now() - t0);
  }
  if (rank == 0)
    printf("device memcpy 1 GiB: %.3f ms, %.0f GB/s (read + write)\n",
           best * 1e3, 2.0 * bytes / best / 1e9);
  CHECK_CUDA(cudaFree(src));
  CHECK_CUDA(cudaFree(dst));
}

void benchAllReduce(Communicator &world) {
  int n = world.size();
  size_t maxBytes = size_t(256) << 20;
  void *buffer;
  CHECK_CUDA(cudaMalloc(&buffer, maxBytes));
  CHECK_CUDA(cudaMemset(buffer, 0, maxBytes));
  for (size_t bytes = 4096; bytes <= maxBytes; bytes *= 16) {
    size_t count = bytes / 4;
    double best = 1e30;
    for (int r = 0; r < 6; ++r) {
      Status s = world.barrier();
      double t0 = now();
      s = world.allReduce(buffer, buffer, count, DType::F32, ReduceKind::Sum);
      if (!s.isOk()) {
        fprintf(stderr, "allReduce: %s\n", s.toString().c_str());
        abortAllRanks(1);
      }
      if (r > 0)
        best = std::min(best, now() - t0);
    }
    double busBw = n > 1 ? 2.0 * (n - 1) / n * bytes / best / 1e9
                         : bytes / best / 1e9;
    if (world.rank() == 0)
      printf("nccl all_reduce %4d ranks %10zu B: %9.3f us, bus %.1f GB/s\n", n,
             bytes, best * 1e6, busBw);
  }
  CHECK_CUDA(cudaFree(buffer));
}

} // namespace

int main(int argc, char **argv) {
  std::vector<Shape> shapes;
  int repeat = 5;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--matmul") && i + 1 < argc) {
      Shape s;
      if (sscanf(argv[++i], "%ld,%ld,%ld", &s.m, &s.n, &s.k) != 3 ||
          s.m <= 0 || s.n <= 0 || s.k <= 0) {
        fprintf(stderr, "cleave-gpu-bench: --matmul expects M,N,K\n");
        return 1;
      }
      shapes.push_back(s);
    } else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) {
      repeat = std::max(1, atoi(argv[++i]));
    } else {
      fprintf(stderr, "usage: cleave-gpu-bench [--matmul M,N,K]... [--repeat R]\n");
      return 1;
    }
  }
  if (shapes.empty())
    shapes = {{4096, 4096, 4096}, {256, 2048, 1024}, {256, 1024, 2048}};

  char why[512] = {0};
  if (cleave_gpu_device_count(why, sizeof(why)) <= 0) {
    printf("SKIP: no usable CUDA device: %s\n", why);
    return 77;
  }
  MPIOptions mpiOptions;
  std::unique_ptr<Communicator> mpiWorld, world;
  Status s = createMPIWorld(mpiOptions, mpiWorld);
  if (!s.isOk()) {
    fprintf(stderr, "%s\n", s.toString().c_str());
    return 1;
  }
  int rank = mpiWorld->rank();
  cleave_gpu_init();
  if (rank == 0)
    printf("device: %s\n", cleave_gpu_device_name());
  for (const Shape &shape : shapes)
    benchMatmul(shape, repeat, rank);
  benchCopy(rank);
  s = createNCCLWorld(NCCLOptions(), world);
  if (s.isOk())
    benchAllReduce(*world);
  else if (rank == 0)
    printf("nccl: %s\n", s.toString().c_str());
  world.reset();
  mpiWorld.reset();
  finalizeMPI();
  return 0;
}
