//===- Calibrate.h - measure this machine as a cluster spec -----*- C++ -*-===//
//
// The --calibrate mode of cleave-run.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_CALIBRATE_H
#define CLEAVE_RUN_CALIBRATE_H

#include "cleave/Run/RunOptions.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace cleave {
/// Measures compute, memory and all_reduce figures on every rank of the
/// running MPI job and writes a cluster spec to `outPath` (rank 0). The
/// generated loops' rate is measured on a program `ctx` parses and the
/// JIT of `options` (--opt-level) compiles. Returns the process exit
/// status.
int runCalibration(MLIRContext &ctx, const ::cleave::run::RunOptions &options,
                   llvm::StringRef outPath);
} // namespace cleave
} // namespace mlir

#endif // CLEAVE_RUN_CALIBRATE_H
