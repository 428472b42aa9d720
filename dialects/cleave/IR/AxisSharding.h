//===- AxisSharding.h - a sharding as mesh axis indices ----------*- C++ -*-===//
//
// The one representation of a tensor's sharding inside the passes: per dim
// the mesh axes (as indices into the mesh) that split it, major to minor,
// and the axes over which the value is a pending partial result.
// `#cleave.sharding` is its spelling in the IR (fromAttr / toAttr).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_IR_AXISSHARDING_H
#define CLEAVE_IR_AXISSHARDING_H

#include "cleave/IR/CleaveDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir {
namespace cleave {

class MeshOp;

using MeshAxes = SmallVector<unsigned, 2>;

/// A sharding with mesh axes as indices: per dim the axes that split it
/// (major to minor), and the axes over which the value is partial.
struct AxisSharding {
  SmallVector<MeshAxes> dims;
  MeshAxes partial;
  ReductionKind kind = ReductionKind::sum;

  /// Equal dims, the same set of partial axes and (if partial) kind.
  bool operator==(const AxisSharding &other) const;
  bool operator!=(const AxisSharding &other) const {
    return !(*this == other);
  }
  static AxisSharding replicated(unsigned rank) {
    AxisSharding s;
    s.dims.resize(rank);
    return s;
  }
  /// Reads an attribute; every axis must exist in `mesh`.
  static AxisSharding fromAttr(ShardingAttr attr, MeshOp mesh);
  ShardingAttr toAttr(MeshOp mesh) const;
};

/// `{"x", "y"}`: mesh axes as a sharding spells them, for messages.
std::string formatMeshAxes(MeshOp mesh, ArrayRef<unsigned> axes);

/// Whether `a` and `b` hold the same axes, in any order.
bool sameAxisSet(ArrayRef<unsigned> a, ArrayRef<unsigned> b);

/// The product of the sizes of `axes`.
int64_t groupSize(ArrayRef<int64_t> axisSizes, ArrayRef<unsigned> axes);

/// Uneven splits: a dim of global size D split over a group of n devices
/// holds ceil(D / n) elements per device; the last devices' shards end in
/// padding (the whole padded dim is n * ceil(D / n), padding at its end).

/// The local size of a dim of global size `size` split over `n` devices
/// (dynamic stays dynamic).
int64_t localDimSize(int64_t size, int64_t n);

/// The per-device shape of `shape` split by `dims` (one entry per dim), or
/// the index of the first dynamic dim that a group of more than one device
/// splits (which has no local size).
FailureOr<SmallVector<int64_t>> localShape(ArrayRef<int64_t> shape,
                                           ArrayRef<MeshAxes> dims,
                                           ArrayRef<int64_t> axisSizes,
                                           unsigned *badDim = nullptr);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_IR_AXISSHARDING_H
