//===- OutputChecks.h - passes never write over their input ----*- C++ -*-===//
//
// Reports and dumps of cleave-propagate, cleave-auto-shard and
// cleave-estimate are refused when they name the file the module was
// parsed from (issue 17: a report written over the model).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_OUTPUTCHECKS_H
#define CLEAVE_ANALYSIS_OUTPUTCHECKS_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace cleave {

/// Fails with an error naming `option` when `path` is the file the module
/// holding `anchor` was parsed from.
LogicalResult checkNotInputFile(Operation *anchor, StringRef path,
                                StringRef option);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_OUTPUTCHECKS_H
