//===- Launcher.h - cleave-run's re-execution under mpirun ------*- C++ -*-===//
//
// Without an enclosing mpirun, `cleave-run -np N` runs itself as a child
// `mpirun --oversubscribe -np N cleave-run ...` and supervises it: SIGTERM,
// SIGINT and SIGHUP sent to the launcher are forwarded to mpirun and its
// ranks, and no rank outlives the launcher (stragglers are killed after a
// grace period). Plain POSIX, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TOOLS_CLEAVERUN_LAUNCHER_H
#define CLEAVE_TOOLS_CLEAVERUN_LAUNCHER_H

#include <string>

namespace cleave {
namespace run {

/// Sets the defaults of the run environment (watchdog, BLAS threads, malloc
/// tuning, Open MPI as root) unless already set.
void setRunEnv();

/// Runs `mpirun --oversubscribe -np numProcs <this executable> argv[1..]`,
/// with CLEAVE_RT_PROGRESS_DIR naming a temporary directory for the ranks'
/// progress heartbeats (removed afterwards), and returns the exit status to
/// use: mpirun's, 128 + signal when mpirun
/// or the launcher was killed by a signal (with a message), 127 when mpirun
/// cannot be executed.
int reexecUnderMpirun(int argc, char **argv, int numProcs,
                      const std::string &mpirun);

} // namespace run
} // namespace cleave

#endif
