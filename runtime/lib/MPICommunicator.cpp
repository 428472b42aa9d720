//===- MPICommunicator.cpp - The MPI communicator backend -------------===//
//
// Communicator on an MPI communicator with host buffers: each collective is
// one MPI call (MPI_Allreduce, MPI_Allgather, MPI_Reduce_scatter_block,
// MPI_Alltoall, MPI_Sendrecv, ...), so MPI moves every byte. Communicators use
// MPI_ERRORS_RETURN and every return code becomes a Status naming the call.
// f16 / bf16 reductions go through user-defined MPI_Ops computing in float.
// An optional watchdog thread MPI_Aborts all ranks when one MPI call takes
// longer than the timeout, so a rank that skips a collective cannot leave the
// others hanging forever. With CLEAVE_RT_PROGRESS_DIR (set by cleave-run's
// launcher) the ranks also leave progress heartbeats there, and a call past
// its deadline waits on while a peer is still computing.
//
//===----------------------------------------------------------------------===//

#include "cleave/Runtime/MPICommunicator.h"

#include "cleave/Runtime/Half.h"

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <memory>
#include <malloc.h>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <time.h>
#include <unistd.h>
#include <vector>

using namespace cleave::rt;

namespace {

//===----------------------------------------------------------------------===//
// Watchdog
//===----------------------------------------------------------------------===//

/// MPI_Abort asks the launcher to kill the job, and Open MPI's PMIx_Abort can
/// itself deadlock (open-mpi/ompi#3225; seen here as a rare 30 s hang of the
/// runtime-timeout test). So every abort first starts a detached timer that
/// _exits this process if MPI_Abort has not ended it within the grace period;
/// the launcher then sees a rank die without MPI_Finalize and ends the job.
void abortWithBackstop(int code) {
  constexpr auto kAbortGrace = std::chrono::seconds(2);
  std::thread([code, kAbortGrace] {
    std::this_thread::sleep_for(kAbortGrace);
    fflush(stderr);
    _exit(code);
  }).detach();
  MPI_Abort(MPI_COMM_WORLD, code);
  _exit(code);
}

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Progress heartbeats of the ranks of one job on one host: one file per
/// world rank in a directory shared by the ranks (CLEAVE_RT_PROGRESS_DIR),
/// whose mtime the rank's watchdog refreshes while the rank makes progress.
/// A rank waiting in a collective for a peer that is still computing (say,
/// rank 0 running the --verify reference) is not hung; a rank whose peers
/// have all stopped refreshing (blocked in MPI calls, or dead) is. File
/// mtimes, not MPI messages: a peer's watchdog must be readable while its
/// main thread computes, and needs no cooperation from it.
class Heartbeats {
public:
  /// Creates this rank's file; without a directory, or if the file cannot be
  /// created (another host), heartbeats stay off.
  void open(const char *dir, int rank, int size) {
    if (!dir || !*dir || size < 2)
      return;
    dir_ = dir;
    rank_ = rank;
    size_ = size;
    fd_ = ::open(path(rank).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  }
  /// Removes this rank's file: a rank past its watchdog makes no progress
  /// its peers could wait for.
  void close() {
    if (fd_ < 0)
      return;
    ::close(fd_);
    unlink(path(rank_).c_str());
    fd_ = -1;
  }
  bool enabled() const { return fd_ >= 0; }

  /// Refreshes this rank's heartbeat (one syscall, no data written).
  void beat() {
    if (fd_ >= 0)
      futimens(fd_, nullptr);
  }

  /// Nanoseconds since the freshest heartbeat of another rank, INT64_MAX when
  /// none has one (a rank that never started its watchdog, or another host);
  /// `peer` names that rank.
  int64_t freshestPeerAgeNs(int &peer) const {
    timespec now;
    clock_gettime(CLOCK_REALTIME, &now); // the clock of file mtimes
    int64_t best = INT64_MAX;
    for (int r = 0; r < size_; ++r) {
      struct stat st;
      if (r == rank_ || stat(path(r).c_str(), &st) != 0)
        continue;
      int64_t age = (now.tv_sec - st.st_mtim.tv_sec) * 1000000000LL +
                    (now.tv_nsec - st.st_mtim.tv_nsec);
      if (age < best) {
        best = std::max<int64_t>(age, 0);
        peer = r;
      }
    }
    return best;
  }

private:
  std::string path(int rank) const {
    return dir_ + "/rank-" + std::to_string(rank) + ".heartbeat";
  }

  std::string dir_;
  int rank_ = 0;
  int size_ = 0;
  int fd_ = -1;
};

/// Aborts every rank when an armed call stays in flight past its deadline,
/// unless heartbeats show that another rank is still making progress (then
/// the deadline moves on). Arming is two relaxed atomic stores, so it costs
/// nothing measurable next to an MPI call; a disabled watchdog costs one
/// predictable branch. The heartbeats are the watchdog thread's work alone.
class Watchdog {
public:
  /// `progressDir`: where the ranks of this job leave heartbeats, or null.
  void start(double seconds, const char *progressDir, int worldRank,
             int worldSize) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (enabled_ || seconds <= 0)
      return;
    timeoutSeconds_ = seconds;
    timeoutNs_ = static_cast<int64_t>(seconds * 1e9);
    periodNs_ = std::min<int64_t>(timeoutNs_ / 4 + 1, 100000000);
    // A peer whose heartbeat is younger than this is making progress: at
    // least 2 s (20 periods), so that the watchdog of a computing peer
    // delayed by load is not taken for a blocked one; else the timeout, at
    // most 10 s, so that a real hang is still reported about one timeout
    // after the last rank blocked.
    windowNs_ = std::clamp<int64_t>(timeoutNs_, 2000000000LL, 10000000000LL);
    worldRank_ = worldRank;
    heartbeats_.open(progressDir, worldRank, worldSize);
    stopping_ = false;
    enabled_ = true;
    thread_ = std::thread([this] { run(); });
  }

  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!enabled_)
        return;
      stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
    heartbeats_.close();
    enabled_ = false;
  }

  bool enabled() const { return enabled_; }

  void setContext(const char *label) {
    context_.store(label ? label : "", std::memory_order_relaxed);
  }

  /// Arms the deadline `scale` timeouts from now.
  void arm(const char *call, int commSize, int scale = 1) {
    if (!enabled_)
      return;
    call_.store(call, std::memory_order_relaxed);
    commSize_.store(commSize, std::memory_order_relaxed);
    deadline_.store(nowNs() + scale * timeoutNs_, std::memory_order_release);
  }
  void disarm() {
    if (enabled_)
      deadline_.store(0, std::memory_order_release);
  }

private:
  void run() {
    int64_t seen = 0; // the deadline at the previous look
    std::unique_lock<std::mutex> lock(mutex_);
    while (!stopping_) {
      wake_.wait_for(lock, std::chrono::nanoseconds(periodNs_));
      int64_t deadline = deadline_.load(std::memory_order_acquire);
      // This rank makes progress when it is outside any armed call, or has
      // armed another one since the previous look (the last one completed).
      if (deadline == 0 || deadline != seen)
        heartbeats_.beat();
      seen = deadline;
      if (deadline == 0 || nowNs() < deadline || waitOnPeers(deadline, seen))
        continue;
      fprintf(stderr,
              "cleave-rt: rank %d: %s%s%s on a communicator of %d ranks did "
              "not complete within %g s (CLEAVE_RT_TIMEOUT_S); a peer rank "
              "probably skipped this collective or died; aborting all ranks\n",
              worldRank_, context_.load(), *context_.load() ? ": " : "",
              call_.load(), commSize_.load(), timeoutSeconds_);
      fflush(stderr);
      abortWithBackstop(3);
    }
  }

  /// Past `deadline`: when another rank's heartbeat is fresh, that rank is
  /// still computing (or completing calls), so this is no hang yet. Moves the
  /// deadline to when that heartbeat would turn stale and returns true.
  bool waitOnPeers(int64_t deadline, int64_t &seen) {
    if (!heartbeats_.enabled())
      return false;
    int peer = -1;
    int64_t age = heartbeats_.freshestPeerAgeNs(peer);
    if (age >= windowNs_)
      return false;
    // Only while the main thread is still in the same call: it may have
    // disarmed or armed the next one meanwhile.
    int64_t next = nowNs() + (windowNs_ - age);
    if (deadline_.compare_exchange_strong(deadline, next,
                                          std::memory_order_acq_rel))
      seen = next;
    if (!noted_) {
      noted_ = true;
      fprintf(stderr,
              "cleave-rt: rank %d: note: %s%s%s has waited over %g s "
              "(CLEAVE_RT_TIMEOUT_S) but rank %d is still making progress; "
              "waiting on\n",
              worldRank_, context_.load(), *context_.load() ? ": " : "",
              call_.load(), timeoutSeconds_, peer);
      fflush(stderr);
    }
    return true;
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
  bool enabled_ = false;
  bool stopping_ = false;
  bool noted_ = false;
  double timeoutSeconds_ = 0;
  int64_t timeoutNs_ = 0;
  int64_t periodNs_ = 0;
  int64_t windowNs_ = 0;
  int worldRank_ = -1;
  Heartbeats heartbeats_;
  std::atomic<int64_t> deadline_{0};
  std::atomic<const char *> call_{""};
  std::atomic<const char *> context_{""};
  std::atomic<int> commSize_{0};
};

Watchdog watchdog;

/// Keeps the watchdog armed for the lifetime of one MPI call.
struct WatchdogScope {
  WatchdogScope(const char *call, int commSize, int scale = 1) {
    watchdog.arm(call, commSize, scale);
  }
  ~WatchdogScope() { watchdog.disarm(); }
};

//===----------------------------------------------------------------------===//
// Errors, types and reduction ops
//===----------------------------------------------------------------------===//

Status mpiError(const char *call, int code) {
  char text[MPI_MAX_ERROR_STRING + 1] = {0};
  int length = 0;
  if (MPI_Error_string(code, text, &length) != MPI_SUCCESS)
    snprintf(text, sizeof(text), "MPI error code %d", code);
  return Status::error(Status::Code::BackendError,
                       std::string(call) + " failed: " + text);
}

/// Runs one MPI call under the watchdog and returns a Status naming the call
/// from the enclosing function if it fails.
#define CLEAVE_MPI_CHECK(CALL, ...)                                            \
  do {                                                                         \
    WatchdogScope watchdogScope(#CALL, size_);                                 \
    int mpiRc = CALL(__VA_ARGS__);                                             \
    if (mpiRc != MPI_SUCCESS)                                                  \
      return mpiError(#CALL, mpiRc);                                           \
  } while (0)

/// Same, for code outside a communicator (no size_ in scope).
#define CLEAVE_MPI_CHECK_GLOBAL(CALL, ...)                                     \
  do {                                                                         \
    int mpiRc = CALL(__VA_ARGS__);                                             \
    if (mpiRc != MPI_SUCCESS)                                                  \
      return mpiError(#CALL, mpiRc);                                           \
  } while (0)

MPI_Datatype mpiType(DType type) {
  switch (type) {
  case DType::F32:
    return MPI_FLOAT;
  case DType::F64:
    return MPI_DOUBLE;
  case DType::F16:
  case DType::BF16:
    return MPI_UINT16_T; // reduced by the user-defined ops below
  case DType::I32:
    return MPI_INT32_T;
  case DType::I64:
    return MPI_INT64_T;
  }
  return MPI_DATATYPE_NULL;
}

template <ReduceKind Kind> float combine(float a, float b) {
  switch (Kind) {
  case ReduceKind::Sum:
    return a + b;
  case ReduceKind::Prod:
    return a * b;
  case ReduceKind::Max:
    return a > b || a != a ? a : b; // NaN propagates like MPI_MAX on floats
  case ReduceKind::Min:
    return a < b || a != a ? a : b;
  }
  return a;
}

template <bool IsBF16, ReduceKind Kind>
void halfReduce(void *in, void *inout, int *length, MPI_Datatype *) {
  const uint16_t *a = static_cast<const uint16_t *>(in);
  uint16_t *b = static_cast<uint16_t *>(inout);
  for (int i = 0, e = *length; i < e; ++i) {
    if (IsBF16)
      b[i] = floatToBF16(combine<Kind>(bf16ToFloat(a[i]), bf16ToFloat(b[i])));
    else
      b[i] = floatToF16(combine<Kind>(f16ToFloat(a[i]), f16ToFloat(b[i])));
  }
}

/// [isBF16][kind] user ops, created with the first world communicator.
MPI_Op halfOps[2][4];
bool halfOpsCreated = false;
bool ownsMPI = false;

template <bool IsBF16> Status createHalfOps() {
  MPI_User_function *fns[4] = {
      halfReduce<IsBF16, ReduceKind::Sum>, halfReduce<IsBF16, ReduceKind::Prod>,
      halfReduce<IsBF16, ReduceKind::Max>, halfReduce<IsBF16, ReduceKind::Min>};
  for (int k = 0; k < 4; ++k)
    CLEAVE_MPI_CHECK_GLOBAL(MPI_Op_create, fns[k], /*commute=*/1,
                            &halfOps[IsBF16][k]);
  return Status::ok();
}

MPI_Op mpiOp(DType type, ReduceKind kind) {
  if (type == DType::F16 || type == DType::BF16)
    return halfOps[type == DType::BF16][static_cast<int>(kind)];
  switch (kind) {
  case ReduceKind::Sum:
    return MPI_SUM;
  case ReduceKind::Prod:
    return MPI_PROD;
  case ReduceKind::Max:
    return MPI_MAX;
  case ReduceKind::Min:
    return MPI_MIN;
  }
  return MPI_OP_NULL;
}

Status checkCount(const char *what, size_t count) {
  if (count > static_cast<size_t>(INT_MAX))
    return Status::invalidArgument(std::string(what) + ": count " +
                                   std::to_string(count) +
                                   " exceeds the MPI limit of INT_MAX");
  return Status::ok();
}

Status checkKind(const char *what, ReduceKind kind) {
  if (static_cast<uint32_t>(kind) > 3u)
    return Status::invalidArgument(std::string(what) + ": unknown reduction " +
                                   std::to_string(static_cast<int>(kind)));
  return Status::ok();
}

/// Tag reserved for collectivePermute's point-to-point messages; send/recv
/// reject it so user messages never match a permute.
constexpr int kPermuteTag = 32767;

//===----------------------------------------------------------------------===//
// MPICommunicator
//===----------------------------------------------------------------------===//

/// A non-blocking collective of MPICommunicator. Destroyed unfinished (a
/// program that never waits), it is waited for: MPI may still write into
/// the buffers otherwise.
struct MPIRequest final : public Request {
  MPI_Request request = MPI_REQUEST_NULL;
  ~MPIRequest() override {
    int finalized = 1;
    MPI_Finalized(&finalized);
    if (!finalized && request != MPI_REQUEST_NULL)
      MPI_Wait(&request, MPI_STATUS_IGNORE);
  }
};

class MPICommunicator final : public Communicator {
public:
  MPICommunicator(MPI_Comm comm, int rank, int size)
      : comm_(comm), rank_(rank), size_(size) {}

  ~MPICommunicator() override {
    int finalized = 1;
    MPI_Finalized(&finalized);
    if (finalized)
      return;
    (void)reapSends(/*wait=*/true);
    if (comm_ != MPI_COMM_NULL)
      MPI_Comm_free(&comm_);
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  const char *backendName() const override { return "mpi"; }

  Status allReduce(const void *send, void *recv, size_t count, DType type,
                   ReduceKind kind) override {
    if (Status s = checkCount("allReduce", count); !s)
      return s;
    if (Status s = checkKind("allReduce", kind); !s)
      return s;
    const void *source = send == recv ? MPI_IN_PLACE : send;
    CLEAVE_MPI_CHECK(MPI_Allreduce, source, recv, static_cast<int>(count),
                     mpiType(type), mpiOp(type, kind), comm_);
    return Status::ok();
  }

  Status allGather(const void *send, void *recv, size_t sendCount,
                   DType type) override {
    if (Status s = checkCount("allGather", sendCount * size_); !s)
      return s;
    if (send == recv && sendCount)
      return Status::invalidArgument("allGather: send and recv must differ");
    CLEAVE_MPI_CHECK(MPI_Allgather, send, static_cast<int>(sendCount),
                     mpiType(type), recv, static_cast<int>(sendCount),
                     mpiType(type), comm_);
    return Status::ok();
  }

  Status reduceScatter(const void *send, void *recv, size_t recvCount,
                       DType type, ReduceKind kind) override {
    if (Status s = checkCount("reduceScatter", recvCount * size_); !s)
      return s;
    if (Status s = checkKind("reduceScatter", kind); !s)
      return s;
    if (send == recv && recvCount)
      return Status::invalidArgument("reduceScatter: send and recv must differ");
    CLEAVE_MPI_CHECK(MPI_Reduce_scatter_block, send, recv,
                     static_cast<int>(recvCount), mpiType(type),
                     mpiOp(type, kind), comm_);
    return Status::ok();
  }

  Status allToAll(const void *send, void *recv, size_t countPerRank,
                  DType type) override {
    if (Status s = checkCount("allToAll", countPerRank * size_); !s)
      return s;
    if (send == recv && countPerRank)
      return Status::invalidArgument("allToAll: send and recv must differ");
    CLEAVE_MPI_CHECK(MPI_Alltoall, send, static_cast<int>(countPerRank),
                     mpiType(type), recv, static_cast<int>(countPerRank),
                     mpiType(type), comm_);
    return Status::ok();
  }

  Status startAllReduce(const void *send, void *recv, size_t count,
                        DType type, ReduceKind kind,
                        RequestPtr &request) override {
    if (Status s = checkCount("startAllReduce", count); !s)
      return s;
    if (Status s = checkKind("startAllReduce", kind); !s)
      return s;
    const void *source = send == recv ? MPI_IN_PLACE : send;
    auto started = std::make_unique<MPIRequest>();
    CLEAVE_MPI_CHECK(MPI_Iallreduce, source, recv, static_cast<int>(count),
                     mpiType(type), mpiOp(type, kind), comm_,
                     &started->request);
    request = std::move(started);
    return Status::ok();
  }

  Status startAllGather(const void *send, void *recv, size_t sendCount,
                        DType type, RequestPtr &request) override {
    if (Status s = checkCount("startAllGather", sendCount * size_); !s)
      return s;
    if (send == recv && sendCount)
      return Status::invalidArgument(
          "startAllGather: send and recv must differ");
    auto started = std::make_unique<MPIRequest>();
    CLEAVE_MPI_CHECK(MPI_Iallgather, send, static_cast<int>(sendCount),
                     mpiType(type), recv, static_cast<int>(sendCount),
                     mpiType(type), comm_, &started->request);
    request = std::move(started);
    return Status::ok();
  }

  Status startReduceScatter(const void *send, void *recv, size_t recvCount,
                            DType type, ReduceKind kind,
                            RequestPtr &request) override {
    if (Status s = checkCount("startReduceScatter", recvCount * size_); !s)
      return s;
    if (Status s = checkKind("startReduceScatter", kind); !s)
      return s;
    if (send == recv && recvCount)
      return Status::invalidArgument(
          "startReduceScatter: send and recv must differ");
    auto started = std::make_unique<MPIRequest>();
    CLEAVE_MPI_CHECK(MPI_Ireduce_scatter_block, send, recv,
                     static_cast<int>(recvCount), mpiType(type),
                     mpiOp(type, kind), comm_, &started->request);
    request = std::move(started);
    return Status::ok();
  }

  Status test(RequestPtr &request, bool &done) override {
    done = true;
    auto *started = static_cast<MPIRequest *>(request.get());
    if (!started)
      return Status::ok();
    int flag = 0;
    CLEAVE_MPI_CHECK(MPI_Test, &started->request, &flag, MPI_STATUS_IGNORE);
    done = flag != 0;
    if (done)
      request.reset();
    return Status::ok();
  }

  Status wait(RequestPtr &request) override {
    auto *started = static_cast<MPIRequest *>(request.get());
    if (!started)
      return Status::ok();
    CLEAVE_MPI_CHECK(MPI_Wait, &started->request, MPI_STATUS_IGNORE);
    request.reset();
    return Status::ok();
  }

  Status collectivePermute(const void *send, void *recv, size_t count,
                           DType type, const int64_t *pairs,
                           size_t numPairs) override {
    if (Status s = checkCount("collectivePermute", count); !s)
      return s;
    int target = MPI_PROC_NULL, source = MPI_PROC_NULL;
    std::vector<bool> isSource(size_, false), isTarget(size_, false);
    for (size_t i = 0; i < numPairs; ++i) {
      int64_t from = pairs[2 * i], to = pairs[2 * i + 1];
      if (from < 0 || from >= size_ || to < 0 || to >= size_)
        return Status::invalidArgument(
            "collectivePermute: pair (" + std::to_string(from) + ", " +
            std::to_string(to) + ") is outside a group of " +
            std::to_string(size_));
      if (isSource[from] || isTarget[to])
        return Status::invalidArgument(
            "collectivePermute: pair (" + std::to_string(from) + ", " +
            std::to_string(to) + ") repeats a source or a target");
      isSource[from] = isTarget[to] = true;
      if (from == rank_)
        target = static_cast<int>(to);
      if (to == rank_)
        source = static_cast<int>(from);
    }
    size_t bytes = count * dtypeSize(type);
    if (target == rank_) { // (r, r): a local copy
      if (send != recv)
        std::memmove(recv, send, bytes);
      return Status::ok();
    }
    const void *payload = send;
    if (send == recv && source != MPI_PROC_NULL && target != MPI_PROC_NULL) {
      if (scratch_.size() < bytes)
        scratch_.resize(bytes);
      std::memcpy(scratch_.data(), send, bytes);
      payload = scratch_.data();
    }
    int sendCount = target == MPI_PROC_NULL ? 0 : static_cast<int>(count);
    int recvCount = source == MPI_PROC_NULL ? 0 : static_cast<int>(count);
    CLEAVE_MPI_CHECK(MPI_Sendrecv, payload, sendCount, mpiType(type), target,
                     kPermuteTag, recv, recvCount, mpiType(type), source,
                     kPermuteTag, comm_, MPI_STATUS_IGNORE);
    if (source == MPI_PROC_NULL)
      std::memset(recv, 0, bytes);
    return Status::ok();
  }

  /// Buffered: the payload is copied and sent with MPI_Isend, so a send
  /// never waits for the peer's receive (two stages that send to each other
  /// before receiving, as 1F1B's steady state does, cannot deadlock).
  /// Completed sends are reaped on every later send and receive; barrier()
  /// and the destructor wait for the rest.
  Status send(const void *buffer, size_t count, DType type, int peer,
              int tag) override {
    if (Status s = checkPointToPoint("send", count, peer, tag); !s)
      return s;
    if (Status s = reapSends(/*wait=*/false); !s)
      return s;
    PendingSend p;
    size_t bytes = count * dtypeSize(type);
    p.payload.reset(new char[bytes ? bytes : 1]);
    if (bytes)
      std::memcpy(p.payload.get(), buffer, bytes);
    CLEAVE_MPI_CHECK(MPI_Isend, p.payload.get(), static_cast<int>(count),
                     mpiType(type), peer, tag, comm_, &p.request);
    pending_.push_back(std::move(p));
    return Status::ok();
  }

  Status recv(void *buffer, size_t count, DType type, int peer,
              int tag) override {
    if (Status s = checkPointToPoint("recv", count, peer, tag); !s)
      return s;
    if (Status s = reapSends(/*wait=*/false); !s)
      return s;
    CLEAVE_MPI_CHECK(MPI_Recv, buffer, static_cast<int>(count), mpiType(type),
                     peer, tag, comm_, MPI_STATUS_IGNORE);
    return Status::ok();
  }

  Status barrier() override {
    if (Status s = reapSends(/*wait=*/true); !s)
      return s;
    CLEAVE_MPI_CHECK(MPI_Barrier, comm_);
    return Status::ok();
  }

  Status split(int color, int key,
               std::unique_ptr<Communicator> &result) override {
    if (color < 0)
      return Status::invalidArgument("split: negative color " +
                                     std::to_string(color));
    MPI_Comm child = MPI_COMM_NULL;
    CLEAVE_MPI_CHECK(MPI_Comm_split, comm_, color, key, &child);
    CLEAVE_MPI_CHECK(MPI_Comm_set_errhandler, child, MPI_ERRORS_RETURN);
    int rank = 0, size = 0;
    CLEAVE_MPI_CHECK(MPI_Comm_rank, child, &rank);
    CLEAVE_MPI_CHECK(MPI_Comm_size, child, &size);
    result = std::make_unique<MPICommunicator>(child, rank, size);
    return Status::ok();
  }

private:
  Status checkPointToPoint(const char *what, size_t count, int peer, int tag) {
    if (Status s = checkCount(what, count); !s)
      return s;
    if (peer < 0 || peer >= size_ || peer == rank_)
      return Status::invalidArgument(std::string(what) + ": peer " +
                                     std::to_string(peer) +
                                     " is not another rank of a group of " +
                                     std::to_string(size_));
    if (tag < 0 || tag >= kPermuteTag)
      return Status::invalidArgument(std::string(what) + ": tag " +
                                     std::to_string(tag) + " outside [0, " +
                                     std::to_string(kPermuteTag) + ")");
    return Status::ok();
  }

  /// Frees the sends MPI has completed; with `wait`, waits for all of them.
  Status reapSends(bool wait) {
    while (!pending_.empty()) {
      int done = 0;
      if (wait) {
        CLEAVE_MPI_CHECK(MPI_Wait, &pending_.front().request,
                         MPI_STATUS_IGNORE);
        done = 1;
      } else {
        CLEAVE_MPI_CHECK(MPI_Test, &pending_.front().request, &done,
                         MPI_STATUS_IGNORE);
      }
      if (!done)
        return Status::ok();
      pending_.pop_front();
    }
    return Status::ok();
  }

  struct PendingSend {
    MPI_Request request = MPI_REQUEST_NULL;
    std::unique_ptr<char[]> payload;
  };

  MPI_Comm comm_;
  int rank_;
  int size_;
  std::deque<PendingSend> pending_;
  std::vector<char> scratch_;
};

void tuneMalloc() {
  // mallopt takes an int; INT_MAX (2 GiB) is as good as "never trim" here.
  if (!getenv("MALLOC_MMAP_MAX_"))
    mallopt(M_MMAP_MAX, 0);
  if (!getenv("MALLOC_TRIM_THRESHOLD_"))
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

Status MPIOptions::fromEnvironment(MPIOptions &options) {
  if (const char *text = getenv("CLEAVE_RT_TIMEOUT_S"); text && *text) {
    char *end = nullptr;
    double seconds = strtod(text, &end);
    if (end == text || *end != '\0' || !(seconds >= 0))
      return Status::invalidArgument(
          std::string("CLEAVE_RT_TIMEOUT_S='") + text +
          "' is not a non-negative number of seconds");
    options.timeoutSeconds = seconds;
  }
  if (const char *dir = getenv("CLEAVE_RT_PROGRESS_DIR"))
    options.progressDir = dir;
  return Status::ok();
}

Status cleave::rt::createMPIWorld(const MPIOptions &options,
                                  std::unique_ptr<Communicator> &world) {
  int initialized = 0;
  CLEAVE_MPI_CHECK_GLOBAL(MPI_Initialized, &initialized);
  int provided = MPI_THREAD_SINGLE;
  if (!initialized) {
    if (options.tuneMalloc)
      tuneMalloc();
    // The watchdog thread calls MPI_Abort while the main thread is inside an
    // MPI call, which only MPI_THREAD_MULTIPLE allows.
    int required = options.timeoutSeconds > 0 ? MPI_THREAD_MULTIPLE
                                              : MPI_THREAD_FUNNELED;
    CLEAVE_MPI_CHECK_GLOBAL(MPI_Init_thread, nullptr, nullptr, required,
                            &provided);
    ownsMPI = true;
  } else {
    CLEAVE_MPI_CHECK_GLOBAL(MPI_Query_thread, &provided);
  }
  if (!halfOpsCreated) {
    if (Status s = createHalfOps<false>(); !s)
      return s;
    if (Status s = createHalfOps<true>(); !s)
      return s;
    halfOpsCreated = true;
  }
  if (options.timeoutSeconds > 0 && !watchdog.enabled()) {
    if (provided < MPI_THREAD_MULTIPLE)
      fprintf(stderr,
              "cleave-rt: warning: MPI provides thread level %d, not "
              "MPI_THREAD_MULTIPLE; the CLEAVE_RT_TIMEOUT_S watchdog may not "
              "be able to abort cleanly\n",
              provided);
    int worldRank = 0, worldSize = 0;
    CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_rank, MPI_COMM_WORLD, &worldRank);
    CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_size, MPI_COMM_WORLD, &worldSize);
    watchdog.start(options.timeoutSeconds, options.progressDir.c_str(),
                   worldRank, worldSize);
  }
  MPI_Comm comm = MPI_COMM_NULL;
  CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_dup, MPI_COMM_WORLD, &comm);
  CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_set_errhandler, comm, MPI_ERRORS_RETURN);
  int rank = 0, size = 0;
  CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_rank, comm, &rank);
  CLEAVE_MPI_CHECK_GLOBAL(MPI_Comm_size, comm, &size);
  world = std::make_unique<MPICommunicator>(comm, rank, size);
  return Status::ok();
}

Status cleave::rt::finalizeMPI() {
  if (!isMPIActive()) {
    watchdog.stop();
    return Status::ok();
  }
  if (halfOpsCreated) {
    for (auto &row : halfOps)
      for (MPI_Op &op : row)
        CLEAVE_MPI_CHECK_GLOBAL(MPI_Op_free, &op);
    halfOpsCreated = false;
  }
  if (ownsMPI) {
    // MPI_Finalize synchronises; a rank that skipped a collective waits here
    // while its peers' watchdogs fire, so keep ours armed too, with twice the
    // timeout so that a peer stuck in the collective reports first and the
    // message names that collective rather than MPI_Finalize.
    int worldSize = 0;
    MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
    ownsMPI = false;
    {
      WatchdogScope scope("MPI_Finalize", worldSize, /*scale=*/2);
      int rc = MPI_Finalize();
      if (rc != MPI_SUCCESS) {
        watchdog.stop();
        return mpiError("MPI_Finalize", rc);
      }
    }
  }
  watchdog.stop();
  return Status::ok();
}

void cleave::rt::setMPICallContext(const char *label) {
  watchdog.setContext(label);
}

bool cleave::rt::isMPIActive() {
  int initialized = 0, finalized = 0;
  if (MPI_Initialized(&initialized) != MPI_SUCCESS || !initialized)
    return false;
  if (MPI_Finalized(&finalized) != MPI_SUCCESS || finalized)
    return false;
  return true;
}

void cleave::rt::abortAllRanks(int code) {
  fflush(stdout);
  fflush(stderr);
  if (isMPIActive())
    abortWithBackstop(code);
  _exit(code);
}
