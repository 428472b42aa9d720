//===- IndexBounds.cpp - integer arguments used as table indices ----------===//

#include "cleave/Analysis/IndexBounds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::cleave;

/// The tightest table dim `scalar` (a body value) is a position of, through
/// exact casts; updates `best`.
static void boundsOfScalar(Value scalar, IndexBound &best) {
  SmallVector<Value> worklist = {scalar};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
              arith::ExtUIOp, arith::TruncIOp>(user)) {
        worklist.push_back(user->getResult(0));
        continue;
      }
      auto extract = dyn_cast<tensor::ExtractOp>(user);
      if (!extract || use.getOperandNumber() == 0)
        continue;
      int64_t dim = use.getOperandNumber() - 1;
      int64_t size = extract.getTensor().getType().getDimSize(dim);
      if (ShapedType::isDynamic(size) || size <= 0 ||
          (best.table && size >= best.size))
        continue;
      best.size = size;
      best.table = extract.getTensor();
      best.dim = dim;
    }
  }
}

SmallVector<IndexBound> mlir::cleave::getArgumentIndexBounds(func::FuncOp fn) {
  SmallVector<IndexBound> bounds;
  if (fn.isExternal())
    return bounds;
  for (BlockArgument arg : fn.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.getElementType().isSignlessInteger() ||
        type.getElementType().getIntOrFloatBitWidth() < 8)
      continue;
    IndexBound best;
    best.argument = arg.getArgNumber();
    // The argument, and reshapes and slices of it.
    SmallVector<Value> values = {arg};
    while (!values.empty()) {
      Value v = values.pop_back_val();
      for (OpOperand &use : v.getUses()) {
        Operation *user = use.getOwner();
        if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                tensor::ExtractSliceOp, tensor::CastOp>(user)) {
          values.push_back(user->getResult(0));
          continue;
        }
        auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        if (!linalgOp || !linalgOp.isDpsInput(&use) || !linalgOp.getBlock())
          continue;
        boundsOfScalar(linalgOp.getMatchingBlockArgument(&use), best);
      }
    }
    if (best.table)
      bounds.push_back(best);
  }
  return bounds;
}
