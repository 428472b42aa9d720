//===- ShardingView.h - a tensor's sharding as the devices see it -*- C++ -*-===//
//
// What a sharding means for one tensor: its per-device (local) shape, and a
// grid of its blocks with the devices that hold each (JAX's
// visualize_array_sharding, for any rank, per-part dims and partial
// values). Printed by `cleave-opt --cleave-visualize-sharding=name=GLOB`
// and the Python API's `Plan.visualize`.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_SHARDINGVIEW_H
#define CLEAVE_ANALYSIS_SHARDINGVIEW_H

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace cleave {

/// The largest per-device extent of each dim of `type` under `sharding`
/// (uneven splits round up, as the partitioner pads): a dim of size S in p
/// parts split k ways holds p * ceil(S / p / k). Null `sharding`: the
/// global shape.
SmallVector<int64_t> getLocalShape(RankedTensorType type,
                                   ShardingAttr sharding, MeshOp mesh);

/// Prints `name`'s type, sharding and local shape, then a grid: one row per
/// block of dim 0, one column per block of the other dims (row-major), each
/// cell listing the devices (row-major mesh numbering) that hold the
/// block. Devices that hold a block as partial values are marked in a
/// legend. A null `sharding` prints the tensor as replicated.
void printShardingGrid(raw_ostream &os, StringRef name,
                       RankedTensorType type, ShardingAttr sharding,
                       MeshOp mesh);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_SHARDINGVIEW_H
