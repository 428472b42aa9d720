//===- Calibrate.cpp - measure this machine as a cluster spec -------------===//
//
// cleave-run --calibrate FILE: every rank measures its f32/f64 matmul rate
// (the BLAS kernel the lowered code calls) and its memory bandwidth
// (copies of a buffer larger than the caches); all ranks together measure
// the all_reduce latency (8 bytes) and bus bandwidth (up to 64 MiB) through
// the runtime. Rank 0 writes a cluster spec (the format of
// docs/cost-model.md) with the slowest rank's figures, ready for
// `cleave-auto-shard=cluster=FILE` and `cleave-estimate=cluster=FILE`.
//
//===----------------------------------------------------------------------===//

#include "Calibrate.h"

#include "cleave/Analysis/ClusterSpec.h"
#include "cleave/Runtime/CleaveRuntime.h"
#include "cleave/Analysis/OutputChecks.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <vector>

extern "C" {
void _mlir_ciface_cleave_kernel_matmul_f32(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c);
void _mlir_ciface_cleave_kernel_matmul_f64(CleaveUnrankedMemRef *a,
                                           CleaveUnrankedMemRef *b,
                                           CleaveUnrankedMemRef *c);
}

using namespace mlir;
using namespace mlir::cleave;

namespace {
/// A rank-N strided memref descriptor over a host buffer.
template <int N> struct Descriptor {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[N];
  int64_t strides[N];
};

template <int N>
Descriptor<N> describe(void *data, const int64_t (&sizes)[N]) {
  Descriptor<N> d;
  d.allocated = d.aligned = data;
  d.offset = 0;
  int64_t stride = 1;
  for (int i = N - 1; i >= 0; --i) {
    d.sizes[i] = sizes[i];
    d.strides[i] = stride;
    stride *= sizes[i];
  }
  return d;
}

/// The best of `reps` timings of `fn`, in seconds, synchronised across
/// ranks (every rank starts together; the slowest rank's time counts).
template <typename Fn> double timeBest(int reps, Fn &&fn) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    cleave_rt_barrier(0);
    double t0 = cleave_rt_wtime();
    fn();
    double dt = cleave_rt_wtime() - t0;
    best = std::min(best, dt);
  }
  return best;
}

/// The largest value of `x` over all ranks.
double maxOverRanks(double x) {
  double in = x, out = 0;
  int64_t sizes[1] = {1};
  auto din = describe<1>(&in, sizes);
  auto dout = describe<1>(&out, sizes);
  CleaveUnrankedMemRef uin{1, &din}, uout{1, &dout};
  _mlir_ciface_cleave_rt_all_reduce_f64(&uin, &uout, /*axes=*/0x1,
                                        /*max=*/2);
  return out;
}

double matmulFlops(bool f64, int64_t n) {
  size_t elem = f64 ? 8 : 4;
  std::vector<char> a(n * n * elem, 0), b(n * n * elem, 0),
      c(n * n * elem, 0);
  for (int64_t i = 0; i < n * n; ++i) {
    if (f64) {
      reinterpret_cast<double *>(a.data())[i] = 1.0 / (1 + i % 7);
      reinterpret_cast<double *>(b.data())[i] = 1.0 / (1 + i % 5);
    } else {
      reinterpret_cast<float *>(a.data())[i] = 1.0f / (1 + i % 7);
      reinterpret_cast<float *>(b.data())[i] = 1.0f / (1 + i % 5);
    }
  }
  int64_t sizes[2] = {n, n};
  auto da = describe<2>(a.data(), sizes);
  auto db = describe<2>(b.data(), sizes);
  auto dc = describe<2>(c.data(), sizes);
  CleaveUnrankedMemRef ua{2, &da}, ub{2, &db}, uc{2, &dc};
  double t = timeBest(3, [&] {
    if (f64)
      _mlir_ciface_cleave_kernel_matmul_f64(&ua, &ub, &uc);
    else
      _mlir_ciface_cleave_kernel_matmul_f32(&ua, &ub, &uc);
  });
  return 2.0 * n * n * n / maxOverRanks(t);
}

/// Called through a volatile pointer so the copy is not optimised away.
void *(*volatile copyFn)(void *, const void *, size_t) = std::memcpy;

double memoryBandwidth() {
  const size_t bytes = size_t(128) << 20;
  std::vector<char> src(bytes, 1), dst(bytes, 0);
  double t = timeBest(3, [&] { copyFn(dst.data(), src.data(), bytes); });
  // A copy reads and writes every byte.
  return 2.0 * bytes / maxOverRanks(t);
}

/// Seconds of an all_reduce of `count` floats over every rank.
double allReduceTime(int64_t count) {
  std::vector<float> in(count, 1.0f), out(count, 0.0f);
  int64_t sizes[1] = {count};
  auto din = describe<1>(in.data(), sizes);
  auto dout = describe<1>(out.data(), sizes);
  CleaveUnrankedMemRef uin{1, &din}, uout{1, &dout};
  double t = timeBest(5, [&] {
    _mlir_ciface_cleave_rt_all_reduce_f32(&uin, &uout, 0x1, 0);
  });
  return maxOverRanks(t);
}
} // namespace

int mlir::cleave::runCalibration(StringRef outPath) {
  // All ranks form a 1-D mesh.
  int64_t world = 0;
  {
    const char *size = std::getenv("OMPI_COMM_WORLD_SIZE");
    world = size ? std::atoll(size) : 1;
  }
  int64_t shape[1] = {world};
  cleave_rt_init(1, shape);
  int64_t rank = cleave_rt_rank();

  ClusterSpec spec = *getClusterPreset("cpu-mpi");
  spec.name = "calibrated";
  spec.device.name = "this machine, one MPI rank";
  spec.device.peakFlops.clear();
  spec.device.peakFlops["f32"] = matmulFlops(false, 512);
  spec.device.peakFlops["f64"] = matmulFlops(true, 512);
  spec.device.memoryBandwidth = memoryBandwidth();
  // Ranks on one host, as the cpu-mpi preset: meshes of up to 64 ranks.
  spec.numNodes = 1;
  spec.devicesPerNode = std::max<int64_t>(world, 64);

  LinkSpec link;
  link.algorithm = CollectiveAlgorithm::Ring;
  if (world > 1) {
    // alpha from a tiny message; beta from the largest, with the ring
    // all_reduce's 2(n-1)/n bus factor and its 2(n-1) latency steps.
    double small = allReduceTime(2);
    int64_t count = int64_t(16) << 20; // 64 MiB of f32
    double large = allReduceTime(count);
    double steps = 2.0 * (world - 1);
    link.latency = std::max(small / steps, 1e-7);
    double busBytes = 2.0 * (world - 1) / world * count * 4.0;
    link.bandwidth = busBytes / std::max(large - steps * link.latency, 1e-9);
  } else {
    link.latency = 1e-6;
    link.bandwidth = spec.device.memoryBandwidth;
  }
  spec.links.clear();
  spec.links["intra_node"] = link;

  int status = 0;
  if (rank == 0) {
    std::string error;
    std::unique_ptr<AtomicOutput> out =
        AtomicOutput::open(outPath, error);
    if (out)
      writeClusterSpec(spec, out->os());
    if (!out || !out->commit(error)) {
      llvm::errs() << "cleave-run: error: " << error << "\n";
      status = 1;
    } else {
      llvm::outs() << "cleave-run: calibrated " << world << " rank(s): f32 "
                   << llvm::format("%.1f", spec.device.peakFlops["f32"] / 1e9)
                   << " GFLOP/s, f64 "
                   << llvm::format("%.1f", spec.device.peakFlops["f64"] / 1e9)
                   << " GFLOP/s, memory "
                   << llvm::format("%.1f", spec.device.memoryBandwidth / 1e9)
                   << " GB/s, link "
                   << llvm::format("%.2f", link.latency * 1e6) << " us / "
                   << llvm::format("%.2f", link.bandwidth / 1e9)
                   << " GB/s; wrote " << outPath << "\n";
    }
  }
  cleave_rt_finalize();
  return status;
}
