//===- MPICommunicator.h - The MPI communicator backend ---------*- C++ -*-===//
//
// Entry points of the `mpi` backend: host buffers, any number of processes
// started by mpirun. The header does not include <mpi.h>, so code that only
// drives the runtime needs no MPI include path.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_MPICOMMUNICATOR_H
#define CLEAVE_RUNTIME_MPICOMMUNICATOR_H

#include "cleave/Runtime/Communicator.h"

#include <memory>
#include <string>

namespace cleave {
namespace rt {

struct MPIOptions {
  /// Seconds one blocking MPI call may take before the watchdog prints which
  /// call hung and MPI_Aborts every rank; 0 disables the watchdog.
  double timeoutSeconds = 0;
  /// A directory the ranks of this job (on one host) share for progress
  /// heartbeats; empty: none. With it, a call past the timeout waits on while
  /// another rank still makes progress (computes, or completes MPI calls),
  /// and aborts only once none has for a while: a rank waiting for a slow
  /// peer is not a hang. cleave-run's launcher sets CLEAVE_RT_PROGRESS_DIR.
  std::string progressDir;
  /// Before MPI_Init, turn off mmap-backed malloc and trimming (unless the
  /// MALLOC_MMAP_MAX_ / MALLOC_TRIM_THRESHOLD_ env vars already say
  /// otherwise): page faults on freshly mapped buffers make large
  /// collectives an order of magnitude slower.
  bool tuneMalloc = true;

  /// Options from the environment: CLEAVE_RT_TIMEOUT_S (seconds, may be
  /// fractional) and CLEAVE_RT_PROGRESS_DIR. Fails on a malformed value.
  static Status fromEnvironment(MPIOptions &options);
};

/// Initialises MPI unless it already is (then the caller keeps ownership of
/// MPI_Finalize) and returns a communicator over MPI_COMM_WORLD (a duplicate
/// with MPI_ERRORS_RETURN). With a timeout, MPI is initialised with
/// MPI_THREAD_MULTIPLE so the watchdog thread may call MPI_Abort.
Status createMPIWorld(const MPIOptions &options,
                      std::unique_ptr<Communicator> &world);

/// Stops the watchdog and calls MPI_Finalize if createMPIWorld initialised
/// MPI. Every MPI communicator must have been destroyed before.
Status finalizeMPI();

/// Names the operation in progress (e.g. the C ABI function) in watchdog
/// messages; `label` must outlive the call (a string literal). nullptr clears.
void setMPICallContext(const char *label);

/// True between MPI_Init and MPI_Finalize, whoever called them.
bool isMPIActive();

/// MPI_Abort(MPI_COMM_WORLD, code) when MPI is active, else exit(code).
[[noreturn]] void abortAllRanks(int code);

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_MPICOMMUNICATOR_H
