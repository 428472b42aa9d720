//===- LocalForm.h - an op's per-device form ---------------------*- C++ -*-===//
//
// The partitioner rebuilds every op on local (per-device) shapes. What that
// local op is comes from the op itself, through ShardingRuleOpInterface's
// `buildLocalOp`: by default the op cloned on its local operands with its
// results retyped; external models per dialect add what an op needs beyond
// that (tensor slices move their offsets to the device's shard, linalg
// shifts `linalg.index`, reads captured tables at local positions and masks
// the padding of unevenly split reductions). A plugin op implements the
// method to say how it partitions.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_LOCALFORM_H
#define CLEAVE_IR_LOCALFORM_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/FactorAssignment.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace cleave {

/// What an op's local form is built from. The partitioner has resharded the
/// operands to what `assignment` needs before it asks.
struct LocalFormContext {
  /// The op's rule (global sizes) and the mesh axes on its factors.
  const FactorAssignment &assignment;
  /// The mesh the axes index.
  MeshOp mesh;
  /// The op's operands, local.
  ArrayRef<Value> operands;
  /// The tensors its regions capture (`rule.captured`), local, and the
  /// shardings they were given.
  ArrayRef<Value> tables;
  ArrayRef<AxisSharding> tableShardings;
  /// The local types of its results.
  ArrayRef<Type> resultTypes;
  /// Global -> local for the operands and every value its regions use from
  /// above.
  const IRMapping &mapping;
};

/// A collective that an op's local form adds (ShardingRuleOpInterface's
/// `getLocalCollectives`): the collective op's name (`cleave.all_gather`),
/// the bytes of its buffer on one device (the gathered result for an
/// all_gather, the operand otherwise) and the mesh axes of its group.
struct LocalCollective {
  StringRef op;
  int64_t bufferBytes = 0;
  SmallVector<unsigned, 2> axes;
};

/// This device's position (`cleave.group_index`) in the group over `axes`.
Value buildGroupIndex(OpBuilder &b, Location loc, MeshOp mesh,
                      ArrayRef<unsigned> axes);

/// Where this device's shard of a factor starts: its group index times the
/// factor's local size (0 if the factor is whole).
Value buildShardOffset(OpBuilder &b, Location loc,
                       const LocalFormContext &context, unsigned factor);

/// The default local form: `op` cloned with the local operands, its
/// regions' captured values mapped, and its results retyped.
FailureOr<Operation *> cloneOnLocalTypes(Operation *op, OpBuilder &b,
                                         const LocalFormContext &context);

/// The local form of `op`: its ShardingRuleOpInterface's `buildLocalOp`, or
/// `cloneOnLocalTypes` for an op without the interface (one with a stated
/// `cleave.sharding_rule`). A stated rule is restated with local sizes, and
/// the result's `cleave.sharding` is dropped.
FailureOr<Operation *> buildLocalOp(Operation *op, OpBuilder &b,
                                    const LocalFormContext &context);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_LOCALFORM_H
