//===- Normalize.h - exporter idioms in the forms Cleave reads --------*- C++ -*-===//
//
// The rewrites of cleave-normalize, callable on any op: what propagation and
// auto-shard run first.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_NORMALIZE_H
#define CLEAVE_TRANSFORMS_NORMALIZE_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace cleave {

/// Gives every use of an empty tensor, a splat constant or a fill of one,
/// and of a tensor computed from indices alone (an iota, a mask of
/// comparisons of iotas, their reshapes), its own copy (exporters CSE
/// them), so that a shared one never ties the shardings of unrelated values
/// together.
void duplicateFreeTensors(Operation *root);
/// Rewrites each linalg.generic under `root` with results nothing reads
/// into one without them, where the others' values do not depend on them:
/// a max that also computes its argmax (torch's `max(dim)`) becomes a plain
/// max, which a split of the reduced dim leaves as a partial max instead of
/// gathering the input.
void dropDeadResults(Operation *root);
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
/// A collapse_shape (`op`) whose result dim `group` merges source dims of
/// which `minor` (not the group's first) is split: the merged dim is read
/// as [the group's dims before `minor`, the rest].
struct MinorSplitCollapse {
  Operation *op;
  unsigned group;
  unsigned minor;
};
/// Rewrites the users of each collapse over the two halves of the merged
/// dim, as far as they carry them (as for per-part arguments: linalg ops
/// whose loop over the dim is a plain dim, reshapes, an expand_shape that
/// splits the dim again), so a split of a minor merged dim ([seq, batch] ->
/// [seq * batch] with the batch split) stays a split of a dim of its own
/// (lib/Transforms/NormalizePerPart.cpp).
/// Returns how many collapses were rewritten (0: the program is unchanged;
/// only collapses a linalg op reads over the merged dim are).
unsigned expandMinorSplitCollapses(ArrayRef<MinorSplitCollapse> collapses);
/// What cleave-propagate and cleave-auto-shard run first (cleave-normalize
/// without TOSA): dropDeadResults, decomposeGathers, decomposeSoftmax, uncollapseBatchMatmuls,
/// expandPerPartArguments, then duplicateFreeTensors.
LogicalResult normalizeForSharding(Operation *root);
/// Rewrites every tosa.scatter under `root` (tosa-to-linalg lowers none)
/// into a tensor.scatter; an error at each it cannot rewrite.
LogicalResult decomposeTosaScatters(Operation *root);


} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_NORMALIZE_H
