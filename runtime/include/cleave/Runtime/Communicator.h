//===- Communicator.h - Backend-neutral collective interface ----*- C++ -*-===//
//
// The one abstract class every communicator backend (MPI, NCCL) implements:
// one virtual method per collective on raw buffers, rank / size / backend
// name, and a split into sub-communicators. Every method returns a Status
// value instead of throwing, and a failing Status names the library call that
// failed, so callers can report it and decide whether to abort.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_COMMUNICATOR_H
#define CLEAVE_RUNTIME_COMMUNICATOR_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace cleave {
namespace rt {

/// Element types the collectives understand. The numeric values are part of
/// the C ABI (see CleaveRuntime.h), so never renumber them.
enum class DType : int32_t { F32 = 0, F64 = 1, F16 = 2, BF16 = 3, I32 = 4, I64 = 5 };

/// Size in bytes of one element of `type`.
size_t dtypeSize(DType type);
/// Lower-case name as used in the C ABI suffixes ("f32", "bf16", ...).
const char *dtypeName(DType type);

/// Reduction kinds. The numeric values are part of the C ABI.
enum class ReduceKind : int32_t { Sum = 0, Prod = 1, Max = 2, Min = 3 };
const char *reduceKindName(ReduceKind kind);

/// The result of a communicator call: a code plus, on failure, a message that
/// names the failing call (e.g. "MPI_Allreduce: MPI_ERR_TRUNCATE: ...").
class Status {
public:
  enum class Code {
    Ok = 0,
    InvalidArgument, ///< The caller passed something the call cannot accept.
    BackendError,    ///< The underlying library (MPI, NCCL, CUDA) failed.
    Unsupported,     ///< The backend does not implement this case.
    Unavailable,     ///< The backend cannot run here (e.g. no GPU).
  };

  Status() = default;
  static Status ok() { return Status(); }
  static Status error(Code code, std::string message) {
    return Status(code, std::move(message));
  }
  static Status invalidArgument(std::string message) {
    return Status(Code::InvalidArgument, std::move(message));
  }

  bool isOk() const { return code_ == Code::Ok; }
  explicit operator bool() const { return isOk(); }
  Code code() const { return code_; }
  const std::string &message() const { return message_; }
  /// "ok" or "<code name>: <message>".
  std::string toString() const;

private:
  Status(Code code, std::string message)
      : code_(code), message_(std::move(message)) {}
  Code code_ = Code::Ok;
  std::string message_;
};

const char *statusCodeName(Status::Code code);

/// A collective started by one of Communicator's start* methods and not yet
/// waited for. Backends subclass it; a null request has completed.
class Request {
public:
  virtual ~Request();
};
using RequestPtr = std::unique_ptr<Request>;

/// A group of `size()` ranks that run collectives together. Buffers are
/// contiguous and live where the backend expects them (host memory for MPI,
/// device memory for NCCL). Counts are element counts. Unless a method says
/// otherwise, `send` and `recv` may be the same pointer (in place).
///
/// All ranks of the communicator must call the same collectives in the same
/// order with matching counts and types; a mismatch is undefined at the
/// library level, which is why backends offer a watchdog (CLEAVE_RT_TIMEOUT_S).
class Communicator {
public:
  virtual ~Communicator();

  /// Position of this process in the communicator, in [0, size()).
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// "mpi", "nccl", ...
  virtual const char *backendName() const = 0;

  /// recv[i] = reduce over ranks of send[i], for i < count.
  virtual Status allReduce(const void *send, void *recv, size_t count,
                           DType type, ReduceKind kind) = 0;
  /// recv = concatenation of every rank's `sendCount` elements in rank order
  /// (recv holds size() * sendCount elements). Not in place.
  virtual Status allGather(const void *send, void *recv, size_t sendCount,
                           DType type) = 0;
  /// send holds size() * recvCount elements; recv gets the reduction of
  /// block rank() over all ranks. Not in place.
  virtual Status reduceScatter(const void *send, void *recv, size_t recvCount,
                               DType type, ReduceKind kind) = 0;
  /// send and recv hold size() blocks of `countPerRank` elements; block j of
  /// send goes to rank j and lands in block rank() of its recv. Not in place.
  virtual Status allToAll(const void *send, void *recv, size_t countPerRank,
                          DType type) = 0;
  /// `pairs` holds numPairs (source, target) rank pairs (2 * numPairs
  /// values). Each rank appears at most once as a source and at most once as
  /// a target. A target receives its source's `count` elements; a rank that
  /// is no target gets zeros.
  virtual Status collectivePermute(const void *send, void *recv, size_t count,
                                   DType type, const int64_t *pairs,
                                   size_t numPairs) = 0;

  /// Non-blocking allReduce, allGather and reduceScatter: each returns once
  /// the collective has started and sets `request`. Until wait() on it
  /// returns, `send` must not change and `recv` must not be read. All ranks
  /// start the same collectives in the same order. The default runs the
  /// blocking call and leaves `request` null (complete): a backend that
  /// cannot overlap still runs programs that ask for it.
  virtual Status startAllReduce(const void *send, void *recv, size_t count,
                                DType type, ReduceKind kind,
                                RequestPtr &request);
  virtual Status startAllGather(const void *send, void *recv,
                                size_t sendCount, DType type,
                                RequestPtr &request);
  virtual Status startReduceScatter(const void *send, void *recv,
                                    size_t recvCount, DType type,
                                    ReduceKind kind, RequestPtr &request);
  /// Lets a started collective progress without blocking (MPI moves a
  /// non-blocking collective only inside MPI calls); `done` says whether it
  /// has completed. The default: done when null.
  virtual Status test(RequestPtr &request, bool &done);
  /// Blocks until `request` has completed, then resets it.
  virtual Status wait(RequestPtr &request);

  /// Point to point; blocks until the buffer may be reused.
  virtual Status send(const void *buffer, size_t count, DType type, int peer,
                      int tag) = 0;
  virtual Status recv(void *buffer, size_t count, DType type, int peer,
                      int tag) = 0;
  virtual Status barrier() = 0;

  /// Collective over this communicator: ranks passing the same `color` form
  /// one new communicator, ordered by `key` (ties by current rank). Mesh
  /// (Mesh.h) computes color and key for a group of mesh axes.
  virtual Status split(int color, int key,
                       std::unique_ptr<Communicator> &result) = 0;
};

/// Creates the world communicator of a backend other than MPI; called by
/// cleave_rt_init after MPI is initialised (the MPI world stays alive beside
/// it), for CLEAVE_RT_BACKEND=<name>.
using WorldFactory = Status (*)(std::unique_ptr<Communicator> &world);

/// Makes backend `name` selectable; optional backends (NCCL, in
/// libcleave_runtime_cuda) register themselves from a static initializer
/// when their library is loaded. `name` must outlive the program.
void registerWorldFactory(const char *name, WorldFactory factory);
/// The factory registered as `name`, or nullptr.
WorldFactory findWorldFactory(const std::string &name);
/// The registered names, comma-separated ("nccl").
std::string registeredWorldFactories();

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_COMMUNICATOR_H
