//===- BatchContractions.h - batch matmuls over several batch dims -*- C++ -*-===//

#ifndef CLEAVE_UTILS_BATCHCONTRACTIONS_H
#define CLEAVE_UTILS_BATCHCONTRACTIONS_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace cleave {

/// Rewrites collapse_shape -> linalg.batch_matmul [-> expand_shape] over
/// merged leading batch dims (torch-mlir's attention: [B, H, S, D] collapsed
/// to [B*H, S, D]) into one linalg.generic contraction over the batch dims
/// uncollapsed, so that B and H can be split by different mesh axes.
void uncollapseBatchMatmuls(Operation *root);
/// The inverse, for lowering: a generic contraction over several batch dims
/// (as uncollapseBatchMatmuls writes it) becomes collapse + batch_matmul +
/// expand, which the BLAS kernels take.
void collapseBatchContractions(Operation *root);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_UTILS_BATCHCONTRACTIONS_H
