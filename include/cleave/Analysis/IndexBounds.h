//===- IndexBounds.h - integer arguments used as table indices --*- C++ -*-===//
//
// Which integer arguments of a function index a table, and how many entries
// that table has: an argument read by a linalg op whose body casts the
// element (index_cast, ext, trunc) straight into a tensor.extract position
// (an embedding lookup as torch-mlir and Cleave's own lowering write it),
// through reshapes and slices of the argument. Such an index has no
// defined result out of range (torch-mlir asserts, the extract reads past
// the table), so cleave-run refuses an --int-range that leaves it. Indices
// that are clamped or compared first (JAX's take) and tensor.gather (which
// reads zero out of range) are not bounds.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_ANALYSIS_INDEXBOUNDS_H
#define CLEAVE_ANALYSIS_INDEXBOUNDS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace cleave {

struct IndexBound {
  /// The integer argument.
  unsigned argument = 0;
  /// Its values must lie in [0, size).
  int64_t size = 0;
  /// The table it indexes (the tightest when several) and the table's dim.
  Value table;
  int64_t dim = 0;
};

/// The bound of every integer tensor argument of `fn` that indexes a table
/// with a static dim, the tightest one per argument, in argument order.
SmallVector<IndexBound> getArgumentIndexBounds(func::FuncOp fn);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_ANALYSIS_INDEXBOUNDS_H
