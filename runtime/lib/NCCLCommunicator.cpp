//===- NCCLCommunicator.cpp - The NCCL communicator backend -----------===//
//
// Communicator on an NCCL communicator with device buffers. Every CUDA and
// NCCL call is checked and turned into a Status naming it; a call that fails
// asynchronously or does not complete within the timeout aborts the NCCL
// communicator (ncclCommAbort), after which it refuses further work.
// all_to_all is ncclAlltoAll, collective permute a group of ncclSend /
// ncclRecv plus a cudaMemsetAsync for ranks that receive nothing.
// Collectives run on the process's compute stream (CudaCommon.h), after the
// kernels and cuBLAS calls before them. Host buffers (pageable memory: the
// runtime's own agreement checks, cleave-run's result gathering, several
// ranks sharing one GPU for numeric checks) are staged through device
// buffers, so every caller of the Communicator interface works unchanged.
// Registers itself as CLEAVE_RT_BACKEND=nccl when the library is loaded.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/NCCLCommunicator.h"

#include "CudaCommon.h"

#include <cuda_runtime.h>
#include <mpi.h>
#include <nccl.h>

#include "cleave/Runtime/MPICommunicator.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

using namespace cleave::rt;

namespace {

Status cudaFailure(const char *call, cudaError_t err) {
  return Status::error(Status::Code::BackendError,
                       std::string(call) + " failed: " + cudaGetErrorName(err) +
                           " (" + std::to_string(static_cast<int>(err)) +
                           "): " + cudaGetErrorString(err));
}

Status ncclFailure(const char *call, ncclResult_t result, ncclComm_t comm) {
  std::string text = std::string(call) + " failed: " + ncclGetErrorString(result);
  const char *last = ncclGetLastError(comm);
  if (last && *last)
    text += std::string(" (") + last + ")";
  return Status::error(Status::Code::BackendError, text);
}

Status mpiFailure(const char *call, int code) {
  char text[MPI_MAX_ERROR_STRING + 1] = {0};
  int length = 0;
  MPI_Error_string(code, text, &length);
  return Status::error(Status::Code::BackendError,
                       std::string(call) + " failed: " + text);
}

#define CLEAVE_CUDA_CHECK(CALL, ...)                                           \
  do {                                                                         \
    cudaError_t cudaErr = CALL(__VA_ARGS__);                                   \
    if (cudaErr != cudaSuccess)                                                \
      return cudaFailure(#CALL, cudaErr);                                      \
  } while (0)

/// Checks an NCCL call; inside NCCLCommunicator a failure also aborts the
/// communicator (fail()).
#define CLEAVE_NCCL_CHECK(CALL, ...)                                           \
  do {                                                                         \
    ncclResult_t ncclRc = CALL(__VA_ARGS__);                                   \
    if (ncclRc != ncclSuccess && ncclRc != ncclInProgress)                     \
      return fail(ncclFailure(#CALL, ncclRc, comm_));                          \
  } while (0)

#define CLEAVE_MPI_CHECK(CALL, ...)                                            \
  do {                                                                         \
    int mpiRc = CALL(__VA_ARGS__);                                             \
    if (mpiRc != MPI_SUCCESS)                                                  \
      return mpiFailure(#CALL, mpiRc);                                         \
  } while (0)

ncclDataType_t ncclType(DType type) {
  switch (type) {
  case DType::F32: return ncclFloat32;
  case DType::F64: return ncclFloat64;
  case DType::F16: return ncclFloat16;
  case DType::BF16: return ncclBfloat16;
  case DType::I32: return ncclInt32;
  case DType::I64: return ncclInt64;
  }
  return ncclFloat32;
}

ncclRedOp_t ncclOp(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Sum: return ncclSum;
  case ReduceKind::Prod: return ncclProd;
  case ReduceKind::Max: return ncclMax;
  case ReduceKind::Min: return ncclMin;
  }
  return ncclSum;
}

class NCCLCommunicator final : public Communicator {
public:
  NCCLCommunicator(ncclComm_t comm, cudaStream_t stream, bool ownsStream,
                   int device, int rank, int size, double timeoutSeconds)
      : comm_(comm), stream_(stream), ownsStream_(ownsStream), device_(device),
        rank_(rank), size_(size), timeoutSeconds_(timeoutSeconds) {}

  ~NCCLCommunicator() override {
    if (!aborted_) {
      ncclCommFinalize(comm_);
      ncclCommDestroy(comm_);
    }
    if (scratch_)
      cudaFree(scratch_);
    for (Staging &staging : staging_)
      if (staging.data)
        cudaFree(staging.data);
    if (ownsStream_)
      cudaStreamDestroy(stream_);
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  const char *backendName() const override { return "nccl"; }

  Status allReduce(const void *send, void *recv, size_t count, DType type,
                   ReduceKind kind) override {
    if (Status s = usable(); !s)
      return s;
    size_t bytes = count * dtypeSize(type);
    return staged(send, bytes, recv, bytes, [&](const void *in, void *out) {
      CLEAVE_NCCL_CHECK(ncclAllReduce, in, out, count, ncclType(type),
                        ncclOp(kind), comm_, stream_);
      return wait("ncclAllReduce");
    });
  }

  Status allGather(const void *send, void *recv, size_t sendCount,
                   DType type) override {
    if (Status s = usable(); !s)
      return s;
    size_t bytes = sendCount * dtypeSize(type);
    return staged(send, bytes, recv, bytes * size_,
                  [&](const void *in, void *out) {
                    CLEAVE_NCCL_CHECK(ncclAllGather, in, out, sendCount,
                                      ncclType(type), comm_, stream_);
                    return wait("ncclAllGather");
                  });
  }

  Status reduceScatter(const void *send, void *recv, size_t recvCount,
                       DType type, ReduceKind kind) override {
    if (Status s = usable(); !s)
      return s;
    size_t bytes = recvCount * dtypeSize(type);
    return staged(send, bytes * size_, recv, bytes,
                  [&](const void *in, void *out) {
                    CLEAVE_NCCL_CHECK(ncclReduceScatter, in, out, recvCount,
                                      ncclType(type), ncclOp(kind), comm_,
                                      stream_);
                    return wait("ncclReduceScatter");
                  });
  }

  Status allToAll(const void *send, void *recv, size_t countPerRank,
                  DType type) override {
    if (Status s = usable(); !s)
      return s;
    size_t bytes = countPerRank * dtypeSize(type) * size_;
    return staged(send, bytes, recv, bytes, [&](const void *in, void *out) {
      CLEAVE_NCCL_CHECK(ncclAlltoAll, in, out, countPerRank, ncclType(type),
                        comm_, stream_);
      return wait("ncclAlltoAll");
    });
  }

  Status collectivePermute(const void *send, void *recv, size_t count,
                           DType type, const int64_t *pairs,
                           size_t numPairs) override {
    if (Status s = usable(); !s)
      return s;
    int target = -1, source = -1;
    std::vector<bool> isSource(size_, false), isTarget(size_, false);
    for (size_t i = 0; i < numPairs; ++i) {
      int64_t from = pairs[2 * i], to = pairs[2 * i + 1];
      if (from < 0 || from >= size_ || to < 0 || to >= size_ ||
          isSource[from] || isTarget[to])
        return Status::invalidArgument(
            "collectivePermute: invalid or repeated pair (" +
            std::to_string(from) + ", " + std::to_string(to) + ")");
      isSource[from] = isTarget[to] = true;
      if (from == rank_)
        target = static_cast<int>(to);
      if (to == rank_)
        source = static_cast<int>(from);
    }
    size_t bytes = count * dtypeSize(type);
    return staged(send, bytes, recv, bytes, [&](const void *in, void *out) {
      return permute(in, out, count, type, bytes, source, target);
    });
  }

  Status permute(const void *send, void *recv, size_t count, DType type,
                 size_t bytes, int source, int target) {
    if (target == rank_) {
      if (send != recv)
        CLEAVE_CUDA_CHECK(cudaMemcpyAsync, recv, send, bytes,
                          cudaMemcpyDeviceToDevice, stream_);
      return wait("cudaMemcpyAsync");
    }
    const void *payload = send;
    if (send == recv && source >= 0 && target >= 0) {
      if (Status s = ensureScratch(bytes); !s)
        return s;
      CLEAVE_CUDA_CHECK(cudaMemcpyAsync, scratch_, send, bytes,
                        cudaMemcpyDeviceToDevice, stream_);
      payload = scratch_;
    }
    CLEAVE_NCCL_CHECK(ncclGroupStart);
    if (target >= 0)
      CLEAVE_NCCL_CHECK(ncclSend, payload, count, ncclType(type), target, comm_,
                        stream_);
    if (source >= 0)
      CLEAVE_NCCL_CHECK(ncclRecv, recv, count, ncclType(type), source, comm_,
                        stream_);
    CLEAVE_NCCL_CHECK(ncclGroupEnd);
    if (source < 0)
      CLEAVE_CUDA_CHECK(cudaMemsetAsync, recv, 0, bytes, stream_);
    return wait("ncclSend/ncclRecv");
  }

  Status send(const void *buffer, size_t count, DType type, int peer,
              int tag) override {
    if (Status s = usable(); !s)
      return s;
    if (peer < 0 || peer >= size_ || peer == rank_)
      return Status::invalidArgument("send: bad peer " + std::to_string(peer));
    size_t bytes = count * dtypeSize(type);
    return staged(buffer, bytes, nullptr, 0, [&](const void *in, void *) {
      CLEAVE_NCCL_CHECK(ncclSend, in, count, ncclType(type), peer, comm_,
                        stream_);
      return wait("ncclSend");
    });
  }

  Status recv(void *buffer, size_t count, DType type, int peer,
              int tag) override {
    if (Status s = usable(); !s)
      return s;
    if (peer < 0 || peer >= size_ || peer == rank_)
      return Status::invalidArgument("recv: bad peer " + std::to_string(peer));
    size_t bytes = count * dtypeSize(type);
    return staged(nullptr, 0, buffer, bytes, [&](const void *, void *out) {
      CLEAVE_NCCL_CHECK(ncclRecv, out, count, ncclType(type), peer, comm_,
                        stream_);
      return wait("ncclRecv");
    });
  }

  Status barrier() override {
    if (Status s = usable(); !s)
      return s;
    if (Status s = ensureScratch(sizeof(float)); !s)
      return s;
    CLEAVE_NCCL_CHECK(ncclAllReduce, scratch_, scratch_, 1, ncclFloat32,
                      ncclSum, comm_, stream_);
    return wait("ncclAllReduce (barrier)");
  }

  Status split(int color, int key,
               std::unique_ptr<Communicator> &result) override {
    if (Status s = usable(); !s)
      return s;
    ncclComm_t child = nullptr;
    CLEAVE_NCCL_CHECK(ncclCommSplit, comm_, color, key, &child, nullptr);
    if (!child)
      return Status::invalidArgument("split: color " + std::to_string(color) +
                                     " gave no communicator");
    int rank = 0, size = 0;
    ncclResult_t rc = ncclCommUserRank(child, &rank);
    if (rc == ncclSuccess)
      rc = ncclCommCount(child, &size);
    if (rc != ncclSuccess) {
      ncclCommAbort(child);
      return fail(ncclFailure("ncclCommUserRank/ncclCommCount", rc, child));
    }
    cudaStream_t stream = stream_;
    if (ownsStream_)
      CLEAVE_CUDA_CHECK(cudaStreamCreateWithFlags, &stream,
                        cudaStreamNonBlocking);
    result = std::make_unique<NCCLCommunicator>(
        child, stream, ownsStream_, device_, rank, size, timeoutSeconds_);
    return Status::ok();
  }

private:
  /// True for memory the GPU cannot reach (pageable host memory).
  static bool isHostOnly(const void *p) {
    if (!p)
      return false;
    cudaPointerAttributes attributes;
    if (cudaPointerGetAttributes(&attributes, p) != cudaSuccess) {
      cudaGetLastError(); // older drivers: an error for host pointers
      return true;
    }
    return attributes.type == cudaMemoryTypeUnregistered;
  }

  /// Runs `body` on device-reachable buffers: host `send` (sendBytes) is
  /// copied into a device staging buffer first, host `recv` (recvBytes) is
  /// received in one and copied back after. In place stays in place.
  template <typename Body>
  Status staged(const void *send, size_t sendBytes, void *recv,
                size_t recvBytes, Body &&body) {
    bool hostSend = isHostOnly(send), hostRecv = isHostOnly(recv);
    if (!hostSend && !hostRecv)
      return body(send, recv);
    const void *in = send;
    void *out = recv;
    if (hostSend) {
      void *buffer = nullptr;
      if (Status s = stage(0, std::max(sendBytes, send == recv ? recvBytes : 0),
                           buffer);
          !s)
        return s;
      CLEAVE_CUDA_CHECK(cudaMemcpyAsync, buffer, send, sendBytes,
                        cudaMemcpyHostToDevice, stream_);
      in = buffer;
      if (send == recv)
        out = buffer;
    }
    if (hostRecv && send != recv) {
      if (Status s = stage(1, recvBytes, out); !s)
        return s;
    }
    if (Status s = body(in, out); !s)
      return s;
    if (hostRecv) {
      CLEAVE_CUDA_CHECK(cudaMemcpyAsync, recv, out, recvBytes,
                        cudaMemcpyDeviceToHost, stream_);
      return wait("cudaMemcpyAsync (staging)");
    }
    return Status::ok();
  }

  struct Staging {
    void *data = nullptr;
    size_t bytes = 0;
  };

  Status stage(int which, size_t bytes, void *&buffer) {
    Staging &staging = staging_[which];
    if (staging.bytes < bytes) {
      if (staging.data)
        CLEAVE_CUDA_CHECK(cudaFree, staging.data);
      staging.data = nullptr;
      staging.bytes = 0;
      CLEAVE_CUDA_CHECK(cudaMalloc, &staging.data, bytes);
      staging.bytes = bytes;
    }
    buffer = staging.data;
    return Status::ok();
  }

  Status usable() {
    if (aborted_)
      return Status::error(Status::Code::BackendError,
                           "the NCCL communicator was aborted after an earlier "
                           "failure");
    CLEAVE_CUDA_CHECK(cudaSetDevice, device_);
    return Status::ok();
  }

  /// Aborts the communicator (fatal NCCL errors leave it unusable) and
  /// passes `status` on.
  Status fail(Status status) {
    if (!aborted_) {
      ncclCommAbort(comm_);
      aborted_ = true;
    }
    return status;
  }

  Status ensureScratch(size_t bytes) {
    if (scratchBytes_ >= bytes)
      return Status::ok();
    if (scratch_)
      CLEAVE_CUDA_CHECK(cudaFree, scratch_);
    scratch_ = nullptr;
    scratchBytes_ = 0;
    CLEAVE_CUDA_CHECK(cudaMalloc, &scratch_, bytes);
    scratchBytes_ = bytes;
    return Status::ok();
  }

  /// Waits for the stream, watching for asynchronous NCCL errors and the
  /// timeout; either aborts the communicator.
  Status wait(const char *what) {
    auto start = std::chrono::steady_clock::now();
    while (true) {
      cudaError_t state = cudaStreamQuery(stream_);
      if (state == cudaSuccess)
        return Status::ok();
      if (state != cudaErrorNotReady)
        return fail(cudaFailure("cudaStreamQuery", state));
      ncclResult_t async = ncclSuccess;
      ncclResult_t rc = ncclCommGetAsyncError(comm_, &async);
      if (rc != ncclSuccess)
        return fail(ncclFailure("ncclCommGetAsyncError", rc, comm_));
      if (async != ncclSuccess && async != ncclInProgress)
        return fail(ncclFailure(what, async, comm_));
      if (timeoutSeconds_ > 0 &&
          std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        start)
                  .count() > timeoutSeconds_)
        return fail(Status::error(
            Status::Code::BackendError,
            std::string(what) + " did not complete within " +
                std::to_string(timeoutSeconds_) +
                " s; NCCL communicator aborted"));
      std::this_thread::yield();
    }
  }

  ncclComm_t comm_;
  cudaStream_t stream_;
  bool ownsStream_;
  int device_;
  int rank_;
  int size_;
  double timeoutSeconds_;
  bool aborted_ = false;
  void *scratch_ = nullptr;
  size_t scratchBytes_ = 0;
  Staging staging_[2];
};

} // namespace

Status cleave::rt::createNCCLWorld(const NCCLOptions &options,
                                   std::unique_ptr<Communicator> &world) {
  int initialized = 0;
  CLEAVE_MPI_CHECK(MPI_Initialized, &initialized);
  if (!initialized)
    return Status::invalidArgument(
        "createNCCLWorld: MPI is not initialised (call createMPIWorld first)");
  MPI_Comm comm = MPI_COMM_WORLD;
  int rank = 0, size = 0;
  CLEAVE_MPI_CHECK(MPI_Comm_rank, comm, &rank);
  CLEAVE_MPI_CHECK(MPI_Comm_size, comm, &size);

  // Decide together whether every rank has a device, so that no rank waits
  // in the id broadcast for a rank that gave up.
  int devices = 0;
  cudaError_t probe = cudaGetDeviceCount(&devices);
  std::string why;
  if (probe != cudaSuccess)
    why = cudaFailure("cudaGetDeviceCount", probe).message();
  else if (devices == 0)
    why = "cudaGetDeviceCount found no CUDA device";
  int usable = why.empty() ? 1 : 0, allUsable = 0;
  CLEAVE_MPI_CHECK(MPI_Allreduce, &usable, &allUsable, 1, MPI_INT, MPI_MIN,
                   comm);
  if (!allUsable)
    return Status::error(Status::Code::Unavailable,
                         why.empty() ? "another rank has no usable CUDA device"
                                     : why);

  // An explicit device gets its own stream; otherwise the communicator
  // shares the compute stream (and device) of the generated code.
  int device = options.device;
  cudaStream_t stream = nullptr;
  bool ownsStream = device >= 0;
  if (ownsStream) {
    CLEAVE_CUDA_CHECK(cudaSetDevice, device);
    CLEAVE_CUDA_CHECK(cudaStreamCreateWithFlags, &stream,
                      cudaStreamNonBlocking);
  } else {
    stream = cudaComputeStream();
    CLEAVE_CUDA_CHECK(cudaGetDevice, &device);
  }

  // NCCL refuses two ranks of one communicator on one GPU ("Duplicate GPU
  // detected"): find out together, before ncclCommInitRank, so that every
  // rank reports it instead of some failing inside NCCL.
  {
    MPI_Comm node = MPI_COMM_NULL;
    CLEAVE_MPI_CHECK(MPI_Comm_split_type, comm, MPI_COMM_TYPE_SHARED, rank,
                     MPI_INFO_NULL, &node);
    int nodeSize = 0;
    int rc = MPI_Comm_size(node, &nodeSize);
    std::vector<int> devicesOnNode(nodeSize > 0 ? nodeSize : 1, -1);
    if (rc == MPI_SUCCESS)
      rc = MPI_Allgather(&device, 1, MPI_INT, devicesOnNode.data(), 1,
                         MPI_INT, node);
    MPI_Comm_free(&node);
    if (rc != MPI_SUCCESS) {
      if (ownsStream)
        cudaStreamDestroy(stream);
      return mpiFailure("MPI_Allgather", rc);
    }
    std::sort(devicesOnNode.begin(), devicesOnNode.end());
    int unique = std::adjacent_find(devicesOnNode.begin(),
                                    devicesOnNode.end()) == devicesOnNode.end();
    int allUnique = 0;
    CLEAVE_MPI_CHECK(MPI_Allreduce, &unique, &allUnique, 1, MPI_INT, MPI_MIN,
                     comm);
    if (!allUnique) {
      if (ownsStream)
        cudaStreamDestroy(stream);
      return Status::error(
          Status::Code::Unavailable,
          "ranks on one node share a GPU (" + std::to_string(size) +
              " ranks, " + std::to_string(devices) +
              " GPU(s) per node); NCCL needs one GPU per rank: start at most "
              "as many ranks per node as it has GPUs, or use the mpi backend "
              "(host-staged collectives) to share a GPU");
    }
  }

  ncclUniqueId id;
  if (rank == 0) {
    ncclResult_t rc = ncclGetUniqueId(&id);
    if (rc != ncclSuccess)
      return ncclFailure("ncclGetUniqueId", rc, nullptr);
  }
  CLEAVE_MPI_CHECK(MPI_Bcast, &id, static_cast<int>(sizeof(id)), MPI_BYTE, 0,
                   comm);
  ncclComm_t nccl = nullptr;
  ncclResult_t rc = ncclCommInitRank(&nccl, size, id, rank);
  if (rc != ncclSuccess) {
    if (ownsStream)
      cudaStreamDestroy(stream);
    return ncclFailure("ncclCommInitRank", rc, nullptr);
  }
  world = std::make_unique<NCCLCommunicator>(nccl, stream, ownsStream, device,
                                             rank, size, options.timeoutSeconds);
  return Status::ok();
}

namespace {
/// CLEAVE_RT_BACKEND=nccl: the watchdog bound of CLEAVE_RT_TIMEOUT_S applies
/// to each NCCL call too (the communicator is aborted past it).
Status createNCCLWorldFromEnvironment(std::unique_ptr<Communicator> &world) {
  NCCLOptions options;
  MPIOptions mpi;
  if (Status s = MPIOptions::fromEnvironment(mpi); !s)
    return s;
  options.timeoutSeconds = mpi.timeoutSeconds;
  return createNCCLWorld(options, world);
}

[[maybe_unused]] const bool registered = [] {
  registerWorldFactory("nccl", &createNCCLWorldFromEnvironment);
  return true;
}();
} // namespace
