//===- Passes.h - cleave transformation passes -------------------*- C++ -*-===//
//
// Declares the passes of the Cleave pipeline and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_PASSES_H
#define CLEAVE_TRANSFORMS_PASSES_H

#include "cleave/Analysis/InputChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "cleave/Analysis/OutputChecks.h"

#include <memory>

namespace mlir {
namespace cleave {

#define GEN_PASS_DECL
#include "cleave/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cleave/Transforms/Passes.h.inc"

/// Opens a pass's report file (`-` is stdout), written whole by
/// commitReportFile (AtomicOutput, cleave/Analysis/OutputChecks.h). On failure reports an
/// error at `anchor` naming the reason and returns null.
std::unique_ptr<AtomicOutput> openReportFile(Operation *anchor,
                                                       StringRef path);
/// Writes a report opened by openReportFile; an error at `anchor` if that
/// fails.
LogicalResult commitReportFile(Operation *anchor,
                               AtomicOutput &file);

/// Gives every use of an empty tensor, a splat constant or a fill of one
/// its own copy (exporters CSE them), so that a shared one never ties the
/// shardings of unrelated values together.
void duplicateFreeTensors(Operation *root);
/// Rewrites every linalg.softmax under `root` into its max, sum and
/// elementwise ops, so a split softmax dim leaves two small partial
/// reductions instead of gathering the input.
LogicalResult decomposeSoftmax(Operation *root);
/// Gives each function argument split per part (`{"x"}x3`) its parts as a
/// dim of their own: an expand_shape + cleave.constraint at entry, carried
/// forward through the linalg ops, reshapes and part slices that read it
/// (lib/Transforms/NormalizePerPart.cpp). An error for an argument with more
/// than one such dim.
LogicalResult expandPerPartArguments(Operation *root);
/// cleave-repeat-step: replaces the training step `step` by a function of
/// the same name and arguments that calls it `steps` times, feeding each
/// result named like an argument (`cleave.name`) back as that argument and
/// stacking the other results (the loss) on a new leading dim. The step
/// becomes a private `<name>_step`. Returns the new function; an error on
/// `step` if no result is named like an argument, or names or types clash.
FailureOr<func::FuncOp> repeatStep(func::FuncOp step, int64_t steps);
/// What cleave-propagate and cleave-auto-shard run first (cleave-normalize
/// without TOSA): decomposeGathers, decomposeSoftmax, uncollapseBatchMatmuls,
/// expandPerPartArguments, then duplicateFreeTensors.
LogicalResult normalizeForSharding(Operation *root);
/// Rewrites every tosa.scatter under `root` (tosa-to-linalg lowers none)
/// into a tensor.scatter; an error at each it cannot rewrite.
LogicalResult decomposeTosaScatters(Operation *root);

/// cleave-import: TOSA to linalg/tensor/arith on tensors, then cleanup.
void buildImportPipeline(OpPassManager &pm);
void registerImportPipeline();

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_PASSES_H
