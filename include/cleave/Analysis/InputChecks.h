//===- InputChecks.h - what the Cleave passes refuse up front ----*- C++ -*-===//
//
// Checks run at the start of cleave-propagate, cleave-partition,
// cleave-auto-shard and cleave-estimate, so that a module outside what they
// handle is refused with one clear error instead of being half transformed:
// unstructured control flow (a region with several blocks), nesting deeper
// than the passes' recursion allows, and tensors whose byte size overflows
// int64.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_INPUTCHECKS_H
#define CLEAVE_ANALYSIS_INPUTCHECKS_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace cleave {

/// The deepest region nesting the passes accept.
constexpr unsigned kMaxRegionNesting = 512;

/// Fails, with an error naming `pass` and the offending function or op,
/// when a function of `module` has a region of more than one block, when
/// regions nest deeper than kMaxRegionNesting, or when a ranked tensor type
/// in a function has more elements or bytes than int64 holds.
/// `allowMultiBlock` skips the single-block check (for analyses).
LogicalResult checkPassInput(ModuleOp module, StringRef pass,
                             bool allowMultiBlock = false);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_INPUTCHECKS_H
