//===- FreeTensors.h - tensors had at any sharding for free ------*- C++ -*-===//
//
// One definition, used by normalisation (which copies them per use),
// auto-shard (which prices their reshards at zero) and the partitioner
// (which builds them anew at the sharding a use needs).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_FREETENSORS_H
#define CLEAVE_TRANSFORMS_FREETENSORS_H

#include "mlir/IR/Value.h"

namespace mlir {
namespace cleave {

/// How a tensor value can be had at any sharding without communication.
enum class FreeTensorKind {
  None,
  /// Built on each device at its local shape: an empty tensor, a splat
  /// constant, or a fill (with a scalar) of one of those.
  Rebuilt,
  /// A dense constant that is not a splat: every device holds it whole and
  /// slices its own shard.
  Sliced,
};

FreeTensorKind getFreeTensorKind(Value v);

inline bool isFreeTensor(Value v) {
  return getFreeTensorKind(v) != FreeTensorKind::None;
}

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_TRANSFORMS_FREETENSORS_H
