//===- NCCLTest.cpp - Checks the NCCL backend, or reports a skip ------===//
//
// Run under mpirun. Without a usable GPU on every rank, createNCCLWorld
// returns Unavailable on every rank and the test exits 77 (ctest
// SKIP_RETURN_CODE), never a failure. With GPUs it checks every collective
// on device buffers for all six dtypes against values computed locally,
// including a split communicator.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/MPICommunicator.h"
#include "cleave/Runtime/NCCLCommunicator.h"

#include "cleave/Runtime/Half.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace cleave::rt;

namespace {

int failures = 0;

#define CUDA_OK(CALL)                                                          \
  do {                                                                         \
    cudaError_t err = (CALL);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "%s failed: %s\n", #CALL, cudaGetErrorString(err));      \
      abortAllRanks(1);                                                        \
    }                                                                          \
  } while (0)

#define STATUS_OK(CALL)                                                        \
  do {                                                                         \
    Status st = (CALL);                                                        \
    if (!st.isOk()) {                                                          \
      fprintf(stderr, "%s: %s\n", #CALL, st.toString().c_str());               \
      abortAllRanks(1);                                                        \
    }                                                                          \
  } while (0)

void store(DType t, char *p, double v) {
  switch (t) {
  case DType::F32: { float x = float(v); memcpy(p, &x, 4); break; }
  case DType::F64: memcpy(p, &v, 8); break;
  case DType::F16: { uint16_t x = floatToF16(float(v)); memcpy(p, &x, 2); break; }
  case DType::BF16: { uint16_t x = floatToBF16(float(v)); memcpy(p, &x, 2); break; }
  case DType::I32: { int32_t x = int32_t(v); memcpy(p, &x, 4); break; }
  case DType::I64: { int64_t x = int64_t(v); memcpy(p, &x, 8); break; }
  }
}

double load(DType t, const char *p) {
  switch (t) {
  case DType::F32: { float x; memcpy(&x, p, 4); return x; }
  case DType::F64: { double x; memcpy(&x, p, 8); return x; }
  case DType::F16: { uint16_t x; memcpy(&x, p, 2); return f16ToFloat(x); }
  case DType::BF16: { uint16_t x; memcpy(&x, p, 2); return bf16ToFloat(x); }
  case DType::I32: { int32_t x; memcpy(&x, p, 4); return x; }
  case DType::I64: { int64_t x; memcpy(&x, p, 8); return double(x); }
  }
  return 0;
}

double value(int rank, size_t i) {
  return double(int((rank * 31 + i * 7) % 17) - 8);
}

/// A device buffer of n elements with a host mirror.
struct DeviceBuffer {
  DType type;
  size_t n;
  void *device = nullptr;
  std::vector<char> host;
  DeviceBuffer(DType type, size_t n) : type(type), n(n), host(n * dtypeSize(type)) {
    CUDA_OK(cudaMalloc(&device, host.size()));
    CUDA_OK(cudaMemset(device, 0, host.size()));
  }
  ~DeviceBuffer() { cudaFree(device); }
  void set(size_t i, double v) { store(type, host.data() + i * dtypeSize(type), v); }
  double get(size_t i) const { return load(type, host.data() + i * dtypeSize(type)); }
  void upload() { CUDA_OK(cudaMemcpy(device, host.data(), host.size(), cudaMemcpyHostToDevice)); }
  void download() { CUDA_OK(cudaMemcpy(host.data(), device, host.size(), cudaMemcpyDeviceToHost)); }
};

void expectEq(double got, double want, const char *what, DType t, size_t i) {
  if (got != want && ++failures <= 20)
    fprintf(stderr, "%s %s elem %zu: %g, expected %g\n", what, dtypeName(t), i,
            got, want);
}

void checkComm(Communicator &c, const std::vector<int> &members) {
  int n = c.size(), r = c.rank();
  const size_t k = 6;
  for (DType t : {DType::F32, DType::F64, DType::F16, DType::BF16, DType::I32,
                  DType::I64}) {
    DeviceBuffer in(t, k * n), out(t, k * n);
    for (size_t i = 0; i < k * n; ++i)
      in.set(i, value(members[r], i));
    in.upload();
    STATUS_OK(c.allReduce(in.device, out.device, k, t, ReduceKind::Sum));
    out.download();
    for (size_t i = 0; i < k; ++i) {
      double want = 0;
      for (int m : members)
        want += value(m, i);
      expectEq(out.get(i), want, "allReduce", t, i);
    }
    STATUS_OK(c.allGather(in.device, out.device, k, t));
    out.download();
    for (size_t i = 0; i < k * n; ++i)
      expectEq(out.get(i), value(members[i / k], i % k), "allGather", t, i);
    STATUS_OK(c.reduceScatter(in.device, out.device, k, t, ReduceKind::Max));
    out.download();
    for (size_t i = 0; i < k; ++i) {
      double want = -1e9;
      for (int m : members)
        want = std::max(want, value(m, r * k + i));
      expectEq(out.get(i), want, "reduceScatter", t, i);
    }
    STATUS_OK(c.allToAll(in.device, out.device, k, t));
    out.download();
    for (size_t i = 0; i < k * n; ++i)
      expectEq(out.get(i), value(members[i / k], r * k + i % k), "allToAll", t, i);
    std::vector<int64_t> ring;
    for (int j = 0; j + 1 < n; ++j) // a chain: rank 0 receives nothing
      ring.insert(ring.end(), {j, j + 1});
    STATUS_OK(c.collectivePermute(in.device, out.device, k, t, ring.data(),
                                  ring.size() / 2));
    out.download();
    for (size_t i = 0; i < k; ++i)
      expectEq(out.get(i), r == 0 ? 0 : value(members[r - 1], i),
               "collectivePermute", t, i);
  }
  STATUS_OK(c.barrier());
}

} // namespace

int main() {
  MPIOptions mpiOptions;
  STATUS_OK(MPIOptions::fromEnvironment(mpiOptions));
  std::unique_ptr<Communicator> mpiWorld;
  STATUS_OK(createMPIWorld(mpiOptions, mpiWorld));
  NCCLOptions options;
  options.timeoutSeconds = mpiOptions.timeoutSeconds;
  std::unique_ptr<Communicator> world;
  Status s = createNCCLWorld(options, world);
  if (s.code() == Status::Code::Unavailable) {
    if (mpiWorld->rank() == 0)
      printf("SKIP: nccl backend unavailable: %s\n", s.message().c_str());
    mpiWorld.reset();
    STATUS_OK(finalizeMPI());
    return 77;
  }
  STATUS_OK(s);
  std::vector<int> all;
  for (int i = 0; i < world->size(); ++i)
    all.push_back(i);
  checkComm(*world, all);
  // Split by parity, ordered by descending world rank.
  std::unique_ptr<Communicator> half;
  STATUS_OK(world->split(world->rank() % 2, -world->rank(), half));
  std::vector<int> members;
  for (int i = world->size() - 1; i >= 0; --i)
    if (i % 2 == world->rank() % 2)
      members.push_back(i);
  checkComm(*half, members);
  // Host (pageable) buffers are staged through device memory: the runtime's
  // agreement checks and cleave-run's result gathering pass them.
  {
    std::vector<double> in(1000), out(1000, -1);
    for (size_t i = 0; i < in.size(); ++i)
      in[i] = value(world->rank(), i);
    STATUS_OK(world->allReduce(in.data(), out.data(), in.size(), DType::F64,
                               ReduceKind::Sum));
    for (size_t i = 0; i < in.size(); ++i) {
      double want = 0;
      for (int r = 0; r < world->size(); ++r)
        want += value(r, i);
      expectEq(out[i], want, "allReduce (host buffers)", DType::F64, i);
    }
    std::vector<int64_t> gathered(world->size(), -1);
    int64_t rank = world->rank();
    STATUS_OK(world->allGather(&rank, gathered.data(), 1, DType::I64));
    for (int r = 0; r < world->size(); ++r)
      expectEq(double(gathered[r]), double(r), "allGather (host buffers)",
               DType::I64, size_t(r));
  }
  int64_t mine = failures, total = 0;
  STATUS_OK(mpiWorld->allReduce(&mine, &total, 1, DType::I64, ReduceKind::Sum));
  if (world->rank() == 0)
    printf("nccl-test: %lld failures on %d ranks\n", static_cast<long long>(total),
           world->size());
  half.reset();
  world.reset();
  mpiWorld.reset();
  STATUS_OK(finalizeMPI());
  return total == 0 ? 0 : 1;
}
