//===- OwnerMask.h - which device owns each element of a lookup --*- C++ -*-===//
//
// A masked lookup split over its table's rows (an embedding read, an
// expert's weights gathered per token) is partial in a special way: each
// element is read on exactly one device, its owner, and is zero elsewhere.
// The partitioner keeps that knowledge as an owner mask (a local i1 tensor,
// true where this device owns the element) so that ops parallel in the
// owned dims can run on the owner without reducing first (silu of a gathered
// expert activation, the product of two lookups by the same index). This
// header builds the masks from the local lookup ops and applies them.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_OWNERMASK_H
#define CLEAVE_TRANSFORMS_OWNERMASK_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace cleave {

/// A local i1 tensor: mask dim k indexes dim `dims[k]` of the value it
/// describes.
struct OwnerMask {
  Value mask;
  SmallVector<int64_t> dims;
};

/// The owner mask of a local lookup `op` (a linalg.generic whose body reads
/// the split `table` once, masked by cleave's local form: a select of the
/// in-shard test, the read and zero) over the dims of its result that the
/// test depends on. None if the test depends on a loop the result does not
/// index (a lookup summed over a bag) or on the accumulator.
std::optional<OwnerMask> buildLookupOwnerMask(linalg::GenericOp op,
                                              Value table, OpBuilder &b);

/// Whether two masks are provably the same tensor: the same value, or
/// generics of the same form over the same inputs, whose values from above
/// are computed alike (the shard offsets of two lookups by one index).
bool sameOwnerMask(Value a, Value b);

/// `value` where this device owns it, zero elsewhere.
Value applyOwnerMask(OpBuilder &b, Location loc, Value value,
                     const OwnerMask &owner);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_OWNERMASK_H
