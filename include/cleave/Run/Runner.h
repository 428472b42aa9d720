//===- Runner.h - cleave-run as a library -----------------------*- C++ -*-===//
//
// The driver of cleave-run: compiles a (partitioned) Cleave module, runs it
// on N ranks (re-executing the tool under mpirun when -np asks for ranks
// and this process is not one), builds the inputs, assembles and prints the
// results, and with --verify compares them with the unpartitioned program.
// tools/cleave-run's main parses the command line into a RunOptions, builds
// the registry with buildRunRegistry and calls runCleave, as mlir-opt's
// main calls MlirOptMain.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_RUNNER_H
#define CLEAVE_RUN_RUNNER_H

#include "cleave/Run/RunOptions.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LogicalResult.h"

namespace cleave::run {

/// Initialises the native target and registers every pass a
/// --partition-pipeline may name (MLIR's, Cleave's, cleave-import and the
/// lowerings). Once per process, before runCleave.
void registerRunPasses();

/// Every dialect, extension and translation cleave-run needs, then the
/// --load-pass-plugin and --load-dialect-plugin plugins of `options`.
/// Reports and fails when a plugin cannot be loaded.
mlir::LogicalResult buildRunRegistry(mlir::DialectRegistry &registry,
                                     const RunOptions &options);

/// Runs cleave-run as `options` say, in `ctx` (whose registry
/// buildRunRegistry built): checks the options, then --list-devices,
/// --calibrate, the launcher (-np N outside mpirun) or this rank's run.
/// Returns the process exit status: 0, 1 on an error (reported on
/// stderr), 77 when --device cuda finds no usable GPU (skipped).
int runCleave(mlir::MLIRContext &ctx, const RunOptions &options);

} // namespace cleave::run

#endif // CLEAVE_RUN_RUNNER_H
