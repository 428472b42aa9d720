//===- Report.h - cleave-run's error stream (internal) ----------*- C++ -*-===//
//
// Every rank runs the same steps on the same program, so an error is
// printed once: on rank 0 (as the launcher's environment names it).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_RUN_REPORT_H
#define CLEAVE_LIB_RUN_REPORT_H

#include "llvm/Support/raw_ostream.h"

namespace cleave::run {

/// This process's rank in the MPI job (Launcher.h), read once.
int processRank();

/// "cleave-run: error: " on llvm::errs() on rank 0; a null stream on the
/// others.
llvm::raw_ostream &runError();

} // namespace cleave::run

#endif // CLEAVE_LIB_RUN_REPORT_H
