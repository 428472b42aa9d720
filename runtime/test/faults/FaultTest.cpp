//===- FaultTest.cpp - fault injection for the Cleave runtime -------------===//
//
// A test program for `runtime/test/faults/`: every rank runs collectives
// through the C ABI (as generated code does) while one rank misbehaves. The
// ctest entries around it check that every surviving rank ends non-zero with
// a clear message within a bounded time (CLEAVE_RT_TIMEOUT_S), never hangs and
// never completes as if nothing happened.
//
//   cleave-fault-test kill  R MS      rank R is killed (SIGKILL) MS ms into a
//                                     loop of 16 MiB all_reduces
//   cleave-fault-test exit  R MS      rank R calls _exit(3) MS ms into the loop
//   cleave-fault-test stall R         rank R never arrives at the collective
//   cleave-fault-test slow  R MS      rank R computes MS ms before an
//                                     all_reduce the others wait in (no
//                                     fault: must complete with heartbeats)
//   cleave-fault-test skip  R MS      rank R skips an all_reduce, computes
//                                     MS ms, then waits in MPI_Finalize
//   cleave-fault-test op-mismatch     rank 0 calls all_gather, the others
//                                     all_reduce, on the same group
//   cleave-fault-test size-mismatch   rank 0 all_reduces 1024 floats, the
//                                     others 65536
//   cleave-fault-test group-mismatch  mesh [2, N/2]: rank 0 all_reduces over
//                                     axis 1, the others over axis 0
//   cleave-fault-test ok              no fault (the control: must complete)
//
// A rank that returns from its collectives prints
// "fault-test: rank R completed" and exits 0: the checker fails if it sees it
// in any fault mode.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/CleaveRuntime.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

/// A contiguous 1-D f32 buffer with its MLIR memref descriptor.
struct Buffer {
  std::vector<float> data;
  int64_t desc[5];
  CleaveUnrankedMemRef ref;
  explicit Buffer(int64_t n) : data(n, 1.0f) {
    void *p = data.data();
    std::memcpy(&desc[0], &p, sizeof(void *));
    std::memcpy(&desc[1], &p, sizeof(void *));
    desc[2] = 0;
    desc[3] = n;
    desc[4] = 1;
    ref.rank = 1;
    ref.descriptor = desc;
  }
};

int64_t worldSize() {
  const char *env = getenv("OMPI_COMM_WORLD_SIZE");
  return env ? atoi(env) : 1;
}

int worldRank() {
  const char *env = getenv("OMPI_COMM_WORLD_RANK");
  return env ? atoi(env) : 0;
}

[[noreturn]] void completed(int rank) {
  cleave_rt_finalize();
  printf("fault-test: rank %d completed\n", rank);
  fflush(stdout);
  exit(0);
}

/// `iterations` all_reduces of 16 MiB, so that a fault lands inside one. A
/// count, not a time: every rank must run the same number of collectives.
void allReduceLoop(int iterations) {
  Buffer in(1 << 22), out(1 << 22);
  for (int i = 0; i < iterations; ++i)
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, CLEAVE_RT_SUM);
}

/// Computes for `ms` ms: a busy loop, as a rank running a long step or the
/// --verify reference does (outside any MPI call).
void computeFor(int ms) {
  auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  volatile double sink = 0;
  while (std::chrono::steady_clock::now() < end)
    for (int i = 0; i < 100000; ++i)
      sink = sink + i;
}

} // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "ok";
  int victim = argc > 2 ? atoi(argv[2]) : 1;
  int ms = argc > 3 ? atoi(argv[3]) : 300;
  int64_t n = worldSize();
  int rank = worldRank();
  setvbuf(stdout, nullptr, _IONBF, 0);

  if (mode == "group-mismatch") {
    int64_t shape[2] = {2, n / 2};
    cleave_rt_init(2, shape);
    Buffer in(1024), out(1024);
    // Axes: 0x2 = [axis 1], 0x1 = [axis 0].
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref,
                                          rank == 0 ? 0x2 : 0x1, CLEAVE_RT_SUM);
    // Then one over both axes, which every rank agrees on.
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x21,
                                          CLEAVE_RT_SUM);
    completed(rank);
  }

  cleave_rt_init(1, &n);
  if (mode == "ok") {
    allReduceLoop(8);
    Buffer in(1024), out(1024 * n);
    _mlir_ciface_cleave_rt_all_gather_f32(&in.ref, &out.ref, 0x1, 0);
    completed(rank);
  }
  if (mode == "kill" || mode == "exit") {
    if (rank == victim) {
      std::thread([mode, ms] {
        std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        fprintf(stderr, "fault-test: rank %d: injected %s\n", worldRank(),
                mode == "kill" ? "SIGKILL" : "_exit(3)");
        if (mode == "kill")
          kill(getpid(), SIGKILL);
        _exit(3);
      }).detach();
    }
    allReduceLoop(5000);
    completed(rank);
  }
  if (mode == "stall") {
    Buffer in(1024), out(1024);
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, CLEAVE_RT_SUM);
    if (rank == victim) {
      fprintf(stderr, "fault-test: rank %d: stalling\n", rank);
      for (;;)
        pause();
    }
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, CLEAVE_RT_SUM);
    completed(rank);
  }
  if (mode == "slow" || mode == "skip") {
    Buffer in(1024), out(1024);
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, CLEAVE_RT_SUM);
    bool skips = mode == "skip" && rank == victim;
    if (rank == victim) {
      fprintf(stderr, "fault-test: rank %d: %scomputing for %d ms\n", rank,
              skips ? "skipping an all_reduce, " : "", ms);
      computeFor(ms);
    }
    if (!skips)
      _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1,
                                            CLEAVE_RT_SUM);
    completed(rank);
  }
  if (mode == "op-mismatch") {
    Buffer in(1024), out(1024 * n);
    if (rank == 0)
      _mlir_ciface_cleave_rt_all_gather_f32(&in.ref, &out.ref, 0x1, 0);
    else
      _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &in.ref, 0x1, CLEAVE_RT_SUM);
    Buffer a(16), b(16);
    _mlir_ciface_cleave_rt_all_reduce_f32(&a.ref, &b.ref, 0x1, CLEAVE_RT_SUM);
    completed(rank);
  }
  if (mode == "size-mismatch") {
    int64_t count = rank == 0 ? 1024 : 65536;
    Buffer in(count), out(count);
    _mlir_ciface_cleave_rt_all_reduce_f32(&in.ref, &out.ref, 0x1, CLEAVE_RT_SUM);
    Buffer a(16), b(16);
    _mlir_ciface_cleave_rt_all_reduce_f32(&a.ref, &b.ref, 0x1, CLEAVE_RT_SUM);
    completed(rank);
  }
  fprintf(stderr, "fault-test: unknown mode '%s'\n", mode.c_str());
  return 2;
}
