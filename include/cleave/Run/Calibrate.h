//===- Calibrate.h - measure this machine as a cluster spec -----*- C++ -*-===//
//
// The --calibrate mode of cleave-run.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUN_CALIBRATE_H
#define CLEAVE_RUN_CALIBRATE_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace cleave {
/// Measures compute, memory and all_reduce figures on every rank of the
/// running MPI job and writes a cluster spec to `outPath` (rank 0).
/// Returns the process exit status.
int runCalibration(llvm::StringRef outPath);
} // namespace cleave
} // namespace mlir

#endif // CLEAVE_RUN_CALIBRATE_H
