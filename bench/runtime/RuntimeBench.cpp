//===- RuntimeBench.cpp - Collective throughput: runtime vs plain MPI -===//
//
// For all_reduce, all_gather, reduce_scatter and all_to_all on f32 buffers of
// 1 KiB .. 64 MiB, times the runtime's C ABI entry points (memref
// descriptors, axis decoding, cached group communicator) and the same MPI
// call made directly on a duplicate of MPI_COMM_WORLD, in the same processes
// on the same buffers. Batches of the two alternate, each timed as the
// slowest rank's wall time; the best batch of each counts. Prints algorithm
// and bus bandwidth with the nccl-tests factors (all_reduce 2(n-1)/n, the
// others (n-1)/n) and the runtime / plain ratio.
//
// Sizes follow nccl-tests: the all_reduce buffer, the all_gather output,
// the reduce_scatter input and each rank's all_to_all buffer are `bytes`.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveRuntime.h"

#include <mpi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

#define MPI_CHECK(CALL)                                                        \
  do {                                                                         \
    int rc = (CALL);                                                           \
    if (rc != MPI_SUCCESS) {                                                   \
      char text[MPI_MAX_ERROR_STRING];                                         \
      int length = 0;                                                          \
      MPI_Error_string(rc, text, &length);                                     \
      fprintf(stderr, "bench: %s failed: %s\n", #CALL, text);                  \
      MPI_Abort(MPI_COMM_WORLD, 1);                                            \
    }                                                                          \
  } while (0)

enum class Coll { AllReduce, AllGather, ReduceScatter, AllToAll };
const char *collName(Coll c) {
  switch (c) {
  case Coll::AllReduce: return "all_reduce";
  case Coll::AllGather: return "all_gather";
  case Coll::ReduceScatter: return "reduce_scatter";
  case Coll::AllToAll: return "all_to_all";
  }
  return "";
}

/// A rank-1 f32 memref descriptor over `data`.
struct MemRef1D {
  float *allocated, *aligned;
  int64_t offset, size, stride;
  CleaveUnrankedMemRef ref;
  MemRef1D(float *data, int64_t n)
      : allocated(data), aligned(data), offset(0), size(n), stride(1) {
    ref.rank = 1;
    ref.descriptor = this;
  }
};

struct Bench {
  MPI_Comm comm;
  int rank, n;
  float *in, *out;

  /// One call of `coll` moving `bytes` (nccl-tests sizes), plain or runtime.
  void run(Coll coll, size_t bytes, bool runtime) {
    int64_t count = static_cast<int64_t>(bytes / sizeof(float));
    int64_t perRank = count / n;
    switch (coll) {
    case Coll::AllReduce:
      if (runtime) {
        MemRef1D a(in, count), b(out, count);
        _mlir_ciface_cleave_rt_all_reduce_f32(&a.ref, &b.ref, 0x1, 0);
      } else {
        MPI_CHECK(MPI_Allreduce(in, out, static_cast<int>(count), MPI_FLOAT,
                                MPI_SUM, comm));
      }
      return;
    case Coll::AllGather:
      if (runtime) {
        MemRef1D a(in, perRank), b(out, perRank * n);
        _mlir_ciface_cleave_rt_all_gather_f32(&a.ref, &b.ref, 0x1, 0);
      } else {
        MPI_CHECK(MPI_Allgather(in, static_cast<int>(perRank), MPI_FLOAT, out,
                                static_cast<int>(perRank), MPI_FLOAT, comm));
      }
      return;
    case Coll::ReduceScatter:
      if (runtime) {
        MemRef1D a(in, perRank * n), b(out, perRank);
        _mlir_ciface_cleave_rt_reduce_scatter_f32(&a.ref, &b.ref, 0x1, 0, 0);
      } else {
        MPI_CHECK(MPI_Reduce_scatter_block(in, out, static_cast<int>(perRank),
                                           MPI_FLOAT, MPI_SUM, comm));
      }
      return;
    case Coll::AllToAll:
      if (runtime) {
        MemRef1D a(in, perRank * n), b(out, perRank * n);
        _mlir_ciface_cleave_rt_all_to_all_f32(&a.ref, &b.ref, 0x1, 0, 0);
      } else {
        MPI_CHECK(MPI_Alltoall(in, static_cast<int>(perRank), MPI_FLOAT, out,
                               static_cast<int>(perRank), MPI_FLOAT, comm));
      }
      return;
    }
  }

  /// Seconds per call over a batch of `iters`, the slowest rank's.
  double batch(Coll coll, size_t bytes, bool runtime, int iters) {
    MPI_CHECK(MPI_Barrier(comm));
    double start = MPI_Wtime();
    for (int i = 0; i < iters; ++i)
      run(coll, bytes, runtime);
    double mine = (MPI_Wtime() - start) / iters, slowest = 0;
    MPI_CHECK(MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, comm));
    return slowest;
  }
};

double busFactor(Coll coll, int n) {
  return coll == Coll::AllReduce ? 2.0 * (n - 1) / n
                                 : static_cast<double>(n - 1) / n;
}

} // namespace

int main(int argc, char **argv) {
  size_t minBytes = 1024, maxBytes = 64u << 20;
  int rounds = 41, sizeStep = 4;
  double batchSeconds = 0.002;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() { return i + 1 < argc ? argv[++i] : "0"; };
    if (a == "--min-bytes") minBytes = strtoull(next(), nullptr, 0);
    else if (a == "--max-bytes") maxBytes = strtoull(next(), nullptr, 0);
    else if (a == "--rounds") rounds = atoi(next());
    else if (a == "--step") sizeStep = atoi(next());
    else if (a == "--batch-seconds") batchSeconds = atof(next());
    else {
      fprintf(stderr, "usage: %s [--min-bytes B] [--max-bytes B] [--step K] "
                      "[--rounds R] [--batch-seconds S]\n", argv[0]);
      return 2;
    }
  }

  // The runtime initialises MPI (and its malloc settings); the plain path
  // then uses the same MPI in the same processes.
  int worldSize = 1;
  if (const char *env = getenv("OMPI_COMM_WORLD_SIZE"))
    worldSize = atoi(env);
  int64_t shape[1] = {worldSize};
  cleave_rt_init(1, shape);

  Bench b;
  MPI_CHECK(MPI_Comm_dup(MPI_COMM_WORLD, &b.comm));
  MPI_CHECK(MPI_Comm_rank(b.comm, &b.rank));
  MPI_CHECK(MPI_Comm_size(b.comm, &b.n));
  size_t maxCount = maxBytes / sizeof(float);
  std::vector<float> inBuf(maxCount), outBuf(maxCount);
  for (size_t i = 0; i < maxCount; ++i) // touch every page before timing
    inBuf[i] = static_cast<float>((i + b.rank) % 13);
  b.in = inBuf.data();
  b.out = outBuf.data();

  if (b.rank == 0) {
    printf("# cleave runtime bench: %d ranks, f32, best of %d alternating "
           "batches, time per call = slowest rank\n", b.n, rounds);
    printf("# %-15s %10s %11s %12s %11s %12s %8s\n", "collective", "bytes",
           "plain_us", "plain_GB/s", "cleave_us", "cleave_GB/s", "ratio");
  }
  const Coll colls[] = {Coll::AllReduce, Coll::AllGather, Coll::ReduceScatter,
                        Coll::AllToAll};
  for (Coll coll : colls) {
    double worstRatio = 1e9, logSum = 0;
    int cells = 0;
    for (size_t bytes = minBytes; bytes <= maxBytes; bytes *= sizeStep) {
      if (bytes / sizeof(float) < static_cast<size_t>(b.n))
        continue;
      // Warm up both paths (the runtime creates its group communicator on
      // the first call) and size the batches to about batchSeconds.
      b.batch(coll, bytes, true, 2);
      double probe = b.batch(coll, bytes, false, 2);
      int iters = std::max(1, std::min(10000, static_cast<int>(batchSeconds / probe)));
      double bestPlain = 1e30, bestRuntime = 1e30;
      // Alternate which path goes first so neither always follows the other.
      for (int r = 0; r < rounds; ++r) {
        bool runtimeFirst = r % 2;
        double first = b.batch(coll, bytes, runtimeFirst, iters);
        double second = b.batch(coll, bytes, !runtimeFirst, iters);
        bestRuntime = std::min(bestRuntime, runtimeFirst ? first : second);
        bestPlain = std::min(bestPlain, runtimeFirst ? second : first);
      }
      double factor = busFactor(coll, b.n);
      double plainBus = bytes / bestPlain * factor / 1e9;
      double runtimeBus = bytes / bestRuntime * factor / 1e9;
      double ratio = bestPlain / bestRuntime;
      worstRatio = std::min(worstRatio, ratio);
      logSum += std::log(ratio);
      ++cells;
      if (b.rank == 0)
        printf("  %-15s %10zu %11.1f %12.3f %11.1f %12.3f %7.1f%%\n",
               collName(coll), bytes, bestPlain * 1e6, plainBus,
               bestRuntime * 1e6, runtimeBus, 100 * ratio);
    }
    if (b.rank == 0)
      printf("# %s: cleave/plain geometric mean %.1f%%, worst %.1f%%\n",
             collName(coll), 100 * std::exp(logSum / std::max(1, cells)),
             100 * worstRatio);
    fflush(stdout);
  }
  MPI_CHECK(MPI_Comm_free(&b.comm));
  cleave_rt_finalize();
  return 0;
}
