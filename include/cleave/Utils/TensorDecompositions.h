//===- TensorDecompositions.h - gathers and scatters as linalg ---*- C++ -*-===//
//
// Rewrites shared by normalisation and the lowering; this library depends on
// upstream dialects only.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_UTILS_TENSORDECOMPOSITIONS_H
#define CLEAVE_UTILS_TENSORDECOMPOSITIONS_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace cleave {

/// Rewrites every tensor.gather under `root` into a linalg.generic lookup
/// (see cleave-normalize); an error at each gather it cannot rewrite.
LogicalResult decomposeGathers(Operation *root);

/// Rewrites every tensor.scatter under `root` into an scf.for of
/// tensor.insert_slice (for lowering); an error at each it cannot rewrite.
LogicalResult decomposeScatters(Operation *root);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_UTILS_TENSORDECOMPOSITIONS_H
