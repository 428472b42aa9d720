//===- Launcher.h - cleave-run's re-execution under mpirun ------*- C++ -*-===//
//
// Without an enclosing mpirun, `cleave-run -np N` runs itself as a child
// `mpirun --oversubscribe -np N cleave-run ...` and supervises it: SIGTERM,
// SIGINT and SIGHUP sent to the launcher are forwarded to mpirun and its
// ranks, and no rank outlives the launcher (stragglers are killed after a
// grace period). Plain POSIX, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_LAUNCHER_H
#define CLEAVE_RUN_LAUNCHER_H

#include <optional>
#include <string>
#include <vector>

namespace cleave {
namespace run {

/// This process's rank in the MPI job mpirun started (0 outside one), from
/// the variables Open MPI (OMPI_COMM_WORLD_RANK) or another PMI launcher
/// (PMI_RANK) sets for its ranks: the launcher's protocol, not a switch.
int worldRankFromEnv();

/// The number of ranks mpirun started (OMPI_COMM_WORLD_SIZE, the launcher's
/// protocol); none outside mpirun.
std::optional<int> worldSizeFromEnv();

/// The number of ranks mpirun started on this process's machine
/// (OMPI_COMM_WORLD_LOCAL_SIZE); none outside mpirun.
std::optional<int> localSizeFromEnv();

/// Sets the defaults of the run environment (watchdog, BLAS threads, malloc
/// tuning, Open MPI as root) unless already set.
void setRunEnv();

/// Runs `mpirun --oversubscribe -np numProcs [--hostfile F] <this executable>
/// arguments...`,
/// with CLEAVE_RT_PROGRESS_DIR naming a temporary directory for the ranks'
/// progress heartbeats (removed afterwards), and returns the exit status to
/// use: mpirun's, 128 + signal when mpirun
/// or the launcher was killed by a signal (with a message), 127 when mpirun
/// cannot be executed.
int reexecUnderMpirun(const std::vector<std::string> &arguments, int numProcs,
                      const std::string &mpirun,
                      const std::string &hostfile = "");

} // namespace run
} // namespace cleave

#endif
