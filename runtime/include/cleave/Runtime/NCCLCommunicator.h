//===- NCCLCommunicator.h - The NCCL communicator backend -------*- C++ -*-===//
//
// Entry points of the `nccl` backend: device buffers, one GPU per rank,
// ranks started by mpirun. Built into libcleave_runtime_nccl only when CUDA
// and NCCL are found; the header includes neither.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_NCCLCOMMUNICATOR_H
#define CLEAVE_RUNTIME_NCCLCOMMUNICATOR_H

#include "cleave/Runtime/Communicator.h"

#include <memory>

namespace cleave {
namespace rt {

struct NCCLOptions {
  /// CUDA device of this rank; -1 picks (node-local rank) mod device count.
  int device = -1;
  /// Seconds a collective may stay in flight before the communicator is
  /// aborted (ncclCommAbort) and the call fails; 0 waits forever.
  double timeoutSeconds = 0;
};

/// Collective over MPI_COMM_WORLD (MPI must be initialised, e.g. by
/// createMPIWorld): checks on every rank that a CUDA device is usable, and if
/// any rank has none, returns Status::Code::Unavailable on every rank without
/// touching NCCL. Otherwise rank 0's ncclUniqueId is broadcast over MPI and
/// ncclCommInitRank builds a communicator over all ranks. Collectives are
/// enqueued on the communicator's own stream and waited for (polling
/// ncclCommGetAsyncError) before the call returns; split() is ncclCommSplit.
Status createNCCLWorld(const NCCLOptions &options,
                       std::unique_ptr<Communicator> &world);

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_NCCLCOMMUNICATOR_H
