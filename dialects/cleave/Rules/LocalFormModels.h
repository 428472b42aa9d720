//===- LocalFormModels.h - local forms of upstream ops -----------*- C++ -*-===//
//
// The `buildLocalOp` bodies of the external models in ShardingRuleModels.cpp
// for ops whose attributes or regions hold global sizes or positions.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RULES_LOCALFORMMODELS_H
#define CLEAVE_RULES_LOCALFORMMODELS_H

#include "cleave/IR/LocalForm.h"

namespace mlir {
namespace cleave {

/// tensor.expand_shape / collapse_shape: rebuilt with the same reassociation
/// on the local types (expand_shape states its output shape).
FailureOr<Operation *> buildLocalReassociation(Operation *op, OpBuilder &b,
                                               const LocalFormContext &context);
/// tensor.reshape: the shape operand is the local shape.
FailureOr<Operation *> buildLocalReshape(Operation *op, OpBuilder &b,
                                         const LocalFormContext &context);
/// tensor.extract_slice: dims taken whole shrink to the local size; a sliced
/// dim whose result is split takes the device's piece of the slice.
FailureOr<Operation *> buildLocalExtractSlice(Operation *op, OpBuilder &b,
                                              const LocalFormContext &context);
/// tensor.insert_slice: dims covered whole shrink to the local size.
FailureOr<Operation *> buildLocalInsertSlice(Operation *op, OpBuilder &b,
                                             const LocalFormContext &context);
/// linalg structured ops: `linalg.index` counts from the shard's start,
/// captured tables are read at local positions (a lookup outside the
/// device's rows reads zero), and the padding of an unevenly split
/// reduction is kept out of the accumulator.
FailureOr<Operation *> buildLocalLinalgOp(Operation *op, OpBuilder &b,
                                          const LocalFormContext &context);
/// tensor.scatter: a scattered dim of the destination split, the positions
/// along it are counted from the device's shard (those outside it are
/// skipped, as the lowering skips any position out of range), so each
/// device writes the updates that land in its rows.
FailureOr<Operation *> buildLocalScatter(Operation *op, OpBuilder &b,
                                         const LocalFormContext &context);
/// cleave.scan: each device scans its piece of the scanned dim; split, the
/// pieces' totals are all-gathered over the dim's axes and the devices
/// before this one (after it, with `reverse`) are combined into its piece.
FailureOr<Operation *> buildLocalScan(Operation *op, OpBuilder &b,
                                      const LocalFormContext &context);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_RULES_LOCALFORMMODELS_H
