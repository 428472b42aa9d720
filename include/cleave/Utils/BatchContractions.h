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
/// For lowering: adjacent parallel loops of a contraction that read
/// contiguous dims of every operand are merged (fewer, longer loops), and
/// the op becomes a named one where one matches. Which contractions run as
/// BLAS calls is getLibraryContraction's (CostModel.h) alone: the lowering
/// takes any batch/m/n/k grouping, merged here or not.
void collapseBatchContractions(Operation *root);

} // namespace cleave
} // namespace mlir

#endif // CLEAVE_UTILS_BATCHCONTRACTIONS_H
