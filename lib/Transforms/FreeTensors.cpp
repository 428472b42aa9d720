//===- FreeTensors.cpp - tensors had at any sharding for free -------------===//

#include "cleave/Transforms/FreeTensors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cleave;

FreeTensorKind mlir::cleave::getFreeTensorKind(Value v) {
  if (!isa<RankedTensorType>(v.getType()))
    return FreeTensorKind::None;
  Operation *def = v.getDefiningOp();
  if (!def)
    return FreeTensorKind::None;
  if (isa<tensor::EmptyOp>(def))
    return FreeTensorKind::Rebuilt;
  DenseElementsAttr dense;
  if (matchPattern(def, m_Constant(&dense)))
    return dense.isSplat() ? FreeTensorKind::Rebuilt : FreeTensorKind::Sliced;
  if (isa<arith::ConstantOp>(def))
    return FreeTensorKind::Sliced;
  if (auto fill = dyn_cast<linalg::FillOp>(def))
    if (fill.hasPureTensorSemantics() && fill->getNumResults() == 1 &&
        getFreeTensorKind(fill.getOutputs()[0]) == FreeTensorKind::Rebuilt)
      return FreeTensorKind::Rebuilt;
  return FreeTensorKind::None;
}
