//===- Report.cpp - cleave-run's error stream -----------------------------===//

#include "Report.h"

#include "cleave/Run/Launcher.h"

int cleave::run::processRank() {
  // The rank does not change while the process runs.
  static const int rank = worldRankFromEnv();
  return rank;
}

llvm::raw_ostream &cleave::run::runError() {
  if (processRank() == 0)
    return llvm::errs() << "cleave-run: error: ";
  return llvm::nulls();
}
