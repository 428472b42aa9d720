//===- Reshard.h - planning transitions between shardings --------*- C++ -*-===//
//
// A transition between two shardings as a sequence of steps (collectives and
// local slices), planned, emitted and priced in one place: the partitioner
// emits the steps (emitReshard), the auto-sharder prices them
// (priceReshard), both from planReshard's plan.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_RESHARD_H
#define CLEAVE_TRANSFORMS_RESHARD_H

#include "cleave/IR/AxisSharding.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/IR/Builders.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir {
namespace cleave {

enum class ReshardStepKind {
  AllReduce,     // reduce partial `axes`
  ReduceScatter, // reduce partial `axes` into dim `dim`
  AllToAll,      // move `axes` from dim `concatDim` to dim `dim`
  AllGather,     // take `axes` (the minor ones) out of dim `dim`
  AllSlice,      // split dim `dim` further by `axes` (local)
  ToPartial,     // make the value partial over `axes` (local)
  Permute,       // each device receives one shard of the same shape
                 // (collective_permute over `axes`): an axis swapped in place
                 // for another of the same size, or the same axes regrouped
                 // with each dim keeping its group size (a 2-D swap)
  Pad,           // pad dim `dim` (unsplit) at the end to `size` (local)
  Unpad,         // drop the padding of dim `dim` (unsplit): keep `size` (local)
};

struct ReshardStep {
  ReshardStepKind kind;
  MeshAxes axes;
  /// The dim gathered, sliced or scattered; for all_to_all the split dim.
  int64_t dim = -1;
  /// For all_to_all: the dim that is concatenated (loses `axes`).
  int64_t concatDim = -1;
  ReductionKind reduction = ReductionKind::sum;
  /// For Permute: (source, target) positions in the group over `axes`.
  SmallVector<int64_t> pairs;
  /// For Pad / Unpad: the new local size of dim `dim`.
  int64_t size = 0;
  /// The sharding after this step.
  AxisSharding after;
};

/// Plans the transition `from` -> `to` of a tensor of global `shape`:
/// partial axes the target does not
/// keep are reduced (scattered into a dim the target splits by them next),
/// an axis replaced in place by another of the same size is a permutation,
/// axes leave dims minor-most first (moved to another dim by all_to_all when
/// the target splits it by them next, else gathered), new axes are sliced
/// in, and missing partial state is made locally. A dim split unevenly
/// before or after that changes its axes is gathered whole, unpadded, then
/// padded and sliced anew (padding never shifts data between devices).
/// Steps over groups of one
/// device are kept (they change no shape); callers may skip them. Returns
/// nothing only if the shardings are inconsistent (different ranks).
std::optional<SmallVector<ReshardStep>>
planReshard(ArrayRef<int64_t> axisSizes, ArrayRef<int64_t> shape,
            const AxisSharding &from, const AxisSharding &to);

/// The cost of a plan, split by what it pays for.
struct ReshardCost {
  double reduce = 0; // resolving partial values
  double move = 0;   // gathers, all_to_alls, permutations
  double total() const { return reduce + move; }
  ReshardCost &operator+=(const ReshardCost &o) {
    reduce += o.reduce;
    move += o.move;
    return *this;
  }
};

struct ClusterSpec;

/// Prices `steps` (a plan starting at `from`) with the collective model of
/// `spec` (collectiveTime); `localBytes` gives the per-device bytes of the
/// tensor at a sharding. Local steps and groups of one device are free.
ReshardCost priceReshard(ArrayRef<ReshardStep> steps, const AxisSharding &from,
                         ArrayRef<int64_t> axisSizes, const ClusterSpec &spec,
                         function_ref<int64_t(const AxisSharding &)> localBytes);

/// Emits `steps` on `local`, the per-device value of a tensor of
/// `globalType`: collectives over `mesh` (none for a group of one device),
/// local slices, pads, unpads and partial forms. `what` names the tensor in
/// errors (a dynamic dim a step would split). Adds the collectives it emits
/// to `numCollectives`.
FailureOr<Value> emitReshard(OpBuilder &b, Location loc, MeshOp mesh,
                             Value local, RankedTensorType globalType,
                             ArrayRef<ReshardStep> steps, const Twine &what,
                             unsigned &numCollectives);

/// A value whose reduction over `axes` (with `kind`) is `v`: `v` itself
/// for max/min, `v` on the group's first device and the identity elsewhere
/// for sum/prod.
Value buildPartialForm(OpBuilder &b, Location loc, MeshOp mesh, Value v,
                       ArrayRef<unsigned> axes, ReductionKind kind);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_RESHARD_H
