//===- Progress.h - what cleave-run is doing, for a person watching -*- C++ -*-===//
//
// One line on stderr per phase of a run (partitioning, compiling, starting
// the ranks, training steps, the --verify reference), with the time since
// the process started: `cleave-run: [  3.2 s] compiling the per-device
// program`. On when a person is watching: --progress=auto (the default)
// prints when the launcher's stderr is a terminal, and the launcher tells
// its ranks so through CLEAVE_RUN_PROGRESS (their stderr is mpirun's pipe);
// --progress=true always, --progress=false or --quiet never. Only rank 0
// prints.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_PROGRESS_H
#define CLEAVE_RUN_PROGRESS_H

#include "llvm/ADT/Twine.h"

#include <string>

namespace cleave::run {

/// The variable the launcher sets for its ranks when progress is on: its
/// start time (seconds since the epoch), which their lines count from.
constexpr const char *kProgressEnv = "CLEAVE_RUN_PROGRESS";

/// Decides, once per process, whether progress lines are printed, from
/// --progress (`auto`, `true`, `false`) and the environment.
void configureProgress(const std::string &mode);
bool progressEnabled();
/// Prints `what` with the time since the process started (rank 0 only).
void progress(const llvm::Twine &what);

} // namespace cleave::run

#endif // CLEAVE_RUN_PROGRESS_H
