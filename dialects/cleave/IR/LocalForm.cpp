//===- LocalForm.cpp - an op's per-device form ----------------------------===//

#include "cleave/IR/LocalForm.h"

#include "cleave/IR/CleaveInterfaces.h"
#include "cleave/IR/CleaveOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::cleave;

Value mlir::cleave::buildGroupIndex(OpBuilder &b, Location loc, MeshOp mesh,
                                    ArrayRef<unsigned> axes) {
  SmallVector<Attribute> names;
  for (unsigned a : axes)
    names.push_back(b.getStringAttr(mesh.getAxisName(a)));
  return GroupIndexOp::create(b, loc, b.getIndexType(),
                              FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
                              b.getArrayAttr(names));
}

Value mlir::cleave::buildShardOffset(OpBuilder &b, Location loc,
                                     const LocalFormContext &context,
                                     unsigned factor) {
  const FactorAssignment &assignment = context.assignment;
  if (assignment.getGroupSize(factor) == 1)
    return arith::ConstantIndexOp::create(b, loc, 0);
  Value g = buildGroupIndex(b, loc, context.mesh, assignment.getAxes(factor));
  Value size = arith::ConstantIndexOp::create(b, loc,
                                              assignment.getLocalSize(factor));
  return arith::MulIOp::create(b, loc, g, size);
}

FailureOr<Operation *>
mlir::cleave::cloneOnLocalTypes(Operation *op, OpBuilder &b,
                                const LocalFormContext &context) {
  IRMapping local = context.mapping;
  Operation *newOp = b.clone(*op, local);
  for (auto [i, v] : llvm::enumerate(context.operands))
    newOp->setOperand(i, v);
  for (auto [r, t] : llvm::zip(newOp->getResults(), context.resultTypes))
    r.setType(t);
  return newOp;
}

/// A stated rule describes the global op: the local one states the local
/// sizes (the cost model prices per-device programs by it).
static void restateRule(Operation *op, Operation *newOp,
                        const FactorAssignment &assignment) {
  auto attr = op->getAttrOfType<OpShardingRuleAttr>(
      OpShardingRuleAttr::getAttrName());
  if (!attr)
    return;
  SmallVector<int64_t> sizes(attr.getFactorSizes());
  for (auto [f, size] : llvm::enumerate(sizes))
    if (!ShapedType::isDynamic(size) &&
        f < assignment.getFactorAxes().size())
      size = localDimSize(size, assignment.getGroupSize(f));
  newOp->setAttr(OpShardingRuleAttr::getAttrName(),
                 OpShardingRuleAttr::get(
                     op->getContext(), attr.getFactorNames(), sizes,
                     attr.getFactorKinds(), attr.getNumOperands(),
                     attr.getTensorRanks(), attr.getDimFactorCounts(),
                     attr.getDimFactors(), attr.getCombiner()));
}

FailureOr<Operation *>
mlir::cleave::buildLocalOp(Operation *op, OpBuilder &b,
                           const LocalFormContext &context) {
  FailureOr<Operation *> newOp =
      isa<ShardingRuleOpInterface>(op)
          ? cast<ShardingRuleOpInterface>(op).buildLocalOp(b, context)
          : cloneOnLocalTypes(op, b, context);
  if (failed(newOp))
    return failure();
  if (!*newOp || (*newOp)->getNumResults() != op->getNumResults())
    return op->emitError() << "the local form of this op has "
                           << (*newOp ? (*newOp)->getNumResults() : 0)
                           << " results, the op " << op->getNumResults();
  for (auto [r, t] : llvm::zip((*newOp)->getResults(), context.resultTypes))
    if (r.getType() != t)
      return op->emitError() << "the local form of this op gives a result of "
                             << "type " << r.getType() << " where the "
                             << "sharding needs " << t;
  (*newOp)->removeAttr(CleaveDialect::getShardingAttrName());
  restateRule(op, *newOp, context.assignment);
  return newOp;
}
