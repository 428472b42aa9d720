//===- Normalize.cpp - exporter idioms in the forms Cleave reads ----------===//
//
// cleave-normalize: tensor.gather becomes a linalg lookup
// (cleave/Utils/TensorDecompositions.h), tosa.scatter (which tosa-to-linalg
// does not lower) a tensor.scatter, linalg.softmax its decomposition, batch
// matmuls over collapsed batch dims are written over the dims apart, and
// shared empties / fills are copied per use.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/Transforms/FreeTensors.h"
#include "cleave/Transforms/Passes.h"
#include "cleave/Transforms/Normalize.h"
#include "cleave/Utils/BatchContractions.h"
#include "cleave/Utils/TensorDecompositions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

#include <functional>

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVENORMALIZE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

/// A position read from an index tensor as `index`.
static Value asIndex(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// tosa.scatter(values [N,K,C], indices [N,W], input [N,W,C]) -> the
/// tensor.scatter of `input` into `values` at the tuples (n, indices[n, w])
/// of scatter dims 0 and 1, built by a linalg.generic.
static LogicalResult decomposeTosaScatter(tosa::ScatterOp scatter) {
  auto values = dyn_cast<RankedTensorType>(scatter.getValuesIn().getType());
  auto ids = dyn_cast<RankedTensorType>(scatter.getIndices().getType());
  auto input = dyn_cast<RankedTensorType>(scatter.getInput().getType());
  if (!values || !ids || !input || !values.hasStaticShape() ||
      !ids.hasStaticShape() || !input.hasStaticShape() ||
      values.getRank() != 3 || ids.getRank() != 2 || input.getRank() != 3)
    return failure();
  Location loc = scatter.getLoc();
  OpBuilder b(scatter);
  MLIRContext *ctx = b.getContext();
  int64_t n = ids.getDimSize(0), w = ids.getDimSize(1);
  auto tupleType = RankedTensorType::get({n, w, 2}, b.getIndexType());
  Value init = tensor::EmptyOp::create(b, loc, tupleType.getShape(),
                                       b.getIndexType());
  SmallVector<AffineMap> maps = {
      AffineMap::get(3, 0, {getAffineDimExpr(0, ctx), getAffineDimExpr(1, ctx)},
                     ctx),
      AffineMap::getMultiDimIdentityMap(3, ctx)};
  SmallVector<utils::IteratorType> iterators(3, utils::IteratorType::parallel);
  auto tuples = linalg::GenericOp::create(
      b, loc, TypeRange{tupleType}, ValueRange{scatter.getIndices()},
      ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value batch = linalg::IndexOp::create(nb, nloc, 0);
        Value k = linalg::IndexOp::create(nb, nloc, 2);
        Value zero = arith::ConstantIndexOp::create(nb, nloc, 0);
        Value first = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                            k, zero);
        Value pos = asIndex(nb, nloc, args[0]);
        Value r = arith::SelectOp::create(nb, nloc, first, batch, pos);
        linalg::YieldOp::create(nb, nloc, r);
      });
  auto result = tensor::ScatterOp::create(
      b, loc, values, scatter.getInput(), scatter.getValuesIn(),
      tuples->getResult(0), b.getDenseI64ArrayAttr({0, 1}),
      /*unique=*/true);
  scatter->replaceAllUsesWith(result->getResults());
  scatter.erase();
  return success();
}

/// A tensor computed from indices alone (an iota, a causal or triangular
/// mask, their reshapes): a linalg.generic whose inputs are such tensors
/// (or none) and whose inits are free tensors, reading no tensor from
/// above, or an expand/collapse of such a tensor. Cheap to compute again
/// for each use, and torch-mlir's CSE shares one between unrelated uses (a
/// row iota and a column iota of the same size), which would tie their
/// shardings together.
static bool isIndexGenerator(Operation *op,
                             DenseMap<Operation *, bool> &memo) {
  if (!op || op->getNumResults() != 1)
    return false;
  if (auto it = memo.find(op); it != memo.end())
    return it->second;
  bool is = false;
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
    is = isIndexGenerator(op->getOperand(0).getDefiningOp(), memo);
  } else if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    is = llvm::all_of(generic.getDpsInputs(), [&](Value input) {
      return isa<TensorType>(input.getType()) &&
             isIndexGenerator(input.getDefiningOp(), memo);
    });
    is &= llvm::all_of(generic.getDpsInits(), [](Value init) {
      return getFreeTensorKind(init) == FreeTensorKind::Rebuilt;
    });
    visitUsedValuesDefinedAbove(generic->getRegions(), [&](OpOperand *use) {
      is &= !isa<TensorType>(use->get().getType());
    });
  }
  return memo[op] = is;
}

/// A value each use may have a copy of: a free tensor built anew, or one
/// computed from indices alone.
static bool isCopiedPerUse(Value v, DenseMap<Operation *, bool> &memo) {
  return getFreeTensorKind(v) == FreeTensorKind::Rebuilt ||
         isIndexGenerator(v.getDefiningOp(), memo);
}

void mlir::cleave::duplicateFreeTensors(Operation *root) {
  DenseMap<Operation *, bool> memo;
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (op->getNumResults() == 1 && isCopiedPerUse(op->getResult(0), memo) &&
        !op->getResult(0).hasOneUse() && !op->getResult(0).use_empty())
      ops.push_back(op);
  });
  // Each copy is built with copies of the free tensors it reads (a fill's
  // empty): one shared empty would tie the copies together again.
  std::function<Operation *(OpBuilder &, Operation *)> copyChain =
      [&](OpBuilder &b, Operation *op) {
        IRMapping map;
        for (Value operand : op->getOperands()) {
          Operation *def = operand.getDefiningOp();
          if (def && def->getNumResults() == 1 &&
              isCopiedPerUse(operand, memo))
            map.map(operand, copyChain(b, def)->getResult(0));
        }
        return b.clone(*op, map);
      };
  // Consumers first (the walk reversed): a shared fill's copies take their
  // own empties before that empty is split in turn.
  for (Operation *op : llvm::reverse(ops)) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : op->getResult(0).getUses())
      uses.push_back(&use);
    for (OpOperand *use : llvm::drop_begin(uses)) {
      OpBuilder b(use->getOwner());
      // The copy sits right before its user; a user in a nested region
      // gets its copy beside the original (nothing moves into a region).
      if (use->getOwner()->getBlock() != op->getBlock())
        b.setInsertionPoint(op);
      Operation *copy = copyChain(b, op);
      use->set(copy->getResult(0));
    }
  }
}

LogicalResult mlir::cleave::decomposeTosaScatters(Operation *root) {
  SmallVector<tosa::ScatterOp> ops;
  root->walk([&](tosa::ScatterOp op) { ops.push_back(op); });
  bool ok = true;
  for (tosa::ScatterOp op : ops)
    if (failed(decomposeTosaScatter(op))) {
      op->emitError() << "cannot rewrite 'tosa.scatter' into a "
                         "tensor.scatter: it needs static shapes";
      ok = false;
    }
  return success(ok);
}

LogicalResult mlir::cleave::decomposeSoftmax(Operation *root) {
  SmallVector<linalg::SoftmaxOp> ops;
  root->walk([&](linalg::SoftmaxOp op) { ops.push_back(op); });
  for (linalg::SoftmaxOp op : ops) {
    if (!op.hasPureTensorSemantics())
      continue;
    OpBuilder b(op);
    Operation *prev = op->getPrevNode();
    FailureOr<SmallVector<Value>> results =
        cast<linalg::AggregatedOpInterface>(*op).decomposeOperation(b);
    if (failed(results))
      return op->emitOpError() << "could not be decomposed into a max, a "
                                  "sum and elementwise ops";
    // The max starts from NaN (maxnumf's identity); a device whose slab of
    // an uneven split is all padding would send that NaN to an all_reduce
    // whose max is not NaN-ignoring. -inf is an identity of both.
    for (Operation *o = prev ? prev->getNextNode() : &op->getBlock()->front();
         o && o != op; o = o->getNextNode()) {
      auto cst = dyn_cast<arith::ConstantOp>(o);
      auto value = cst ? dyn_cast<FloatAttr>(cst.getValue()) : FloatAttr();
      if (!value || !value.getValue().isNaN())
        continue;
      cst.setValueAttr(FloatAttr::get(
          value.getType(),
          APFloat::getInf(value.getValue().getSemantics(), /*Negative=*/true)));
    }
    // What the user said about the softmax holds for its result.
    if (Operation *last = (*results)[0].getDefiningOp())
      for (NamedAttribute attr : op->getDiscardableAttrs())
        last->setAttr(attr.getName(), attr.getValue());
    op->replaceAllUsesWith(*results);
    op->erase();
  }
  return success();
}

/// The payload ops of `g` that the yields of its results in `live` need.
/// Fails (null) where the body has ops with regions.
static std::optional<DenseSet<Operation *>>
neededPayload(linalg::GenericOp g, ArrayRef<bool> live) {
  Block &body = g.getRegion().front();
  DenseSet<Operation *> needed;
  SmallVector<Operation *> worklist;
  auto need = [&](Value v) {
    Operation *def = v.getDefiningOp();
    if (def && def->getBlock() == &body && needed.insert(def).second)
      worklist.push_back(def);
  };
  for (auto [r, v] : llvm::enumerate(body.getTerminator()->getOperands()))
    if (live[r])
      need(v);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (op->getNumRegions() != 0)
      return std::nullopt;
    for (Value v : op->getOperands())
      need(v);
  }
  return needed;
}

void mlir::cleave::dropDeadResults(Operation *root) {
  SmallVector<linalg::GenericOp> generics;
  root->walk([&](linalg::GenericOp g) {
    if (g->getNumResults() > 1 && g.hasPureTensorSemantics())
      generics.push_back(g);
  });
  for (linalg::GenericOp g : generics) {
    unsigned numResults = g->getNumResults(),
             numInputs = g.getNumDpsInputs();
    SmallVector<bool> live;
    for (Value r : g->getResults())
      live.push_back(!r.use_empty());
    if (llvm::all_of(live, [](bool l) { return l; }) ||
        llvm::none_of(live, [](bool l) { return l; }))
      continue;
    std::optional<DenseSet<Operation *>> needed = neededPayload(g, live);
    if (!needed)
      continue;
    // A dead result's init may still be read by what the live ones need
    // (or yielded by one): then it stays.
    Block &body = g.getRegion().front();
    Operation *yield = body.getTerminator();
    for (unsigned r = 0; r < numResults; ++r) {
      if (live[r])
        continue;
      BlockArgument arg = body.getArgument(numInputs + r);
      bool read = llvm::any_of(arg.getUses(), [&](OpOperand &use) {
        Operation *user = use.getOwner();
        return needed->contains(user) ||
               (user == yield && live[use.getOperandNumber()]);
      });
      if (read)
        live[r] = true;
    }
    if (llvm::all_of(live, [](bool l) { return l; }))
      continue;
    SmallVector<Value> outputs;
    SmallVector<AffineMap> maps;
    SmallVector<Type> types;
    for (OpOperand *in : g.getDpsInputOperands())
      maps.push_back(g.getMatchingIndexingMap(in));
    for (unsigned r = 0; r < numResults; ++r) {
      if (!live[r])
        continue;
      OpOperand *init = g.getDpsInitOperand(r);
      outputs.push_back(init->get());
      maps.push_back(g.getMatchingIndexingMap(init));
      types.push_back(g->getResult(r).getType());
    }
    OpBuilder b(g);
    auto next = linalg::GenericOp::create(
        b, g.getLoc(), types, g.getDpsInputs(), outputs, maps,
        g.getIteratorTypesArray(),
        [&](OpBuilder &nb, Location loc, ValueRange args) {
          IRMapping map;
          unsigned k = 0;
          for (unsigned a = 0; a < body.getNumArguments(); ++a)
            if (a < numInputs || live[a - numInputs])
              map.map(body.getArgument(a), args[k++]);
          for (Operation &op : body.without_terminator())
            if (needed->contains(&op))
              nb.clone(op, map);
          SmallVector<Value> yields;
          for (auto [r, v] : llvm::enumerate(yield->getOperands()))
            if (live[r])
              yields.push_back(map.lookupOrDefault(v));
          linalg::YieldOp::create(nb, loc, yields);
        });
    // What the op carried stays: its other attributes, and the shardings
    // stated for the results it keeps.
    for (NamedAttribute attr : g->getDiscardableAttrs())
      if (attr.getName() != CleaveDialect::getShardingAttrName())
        next->setAttr(attr.getName(), attr.getValue());
    SmallVector<ShardingAttr> stated = getResultShardings(g);
    if (llvm::any_of(stated, [](ShardingAttr a) { return bool(a); })) {
      SmallVector<ShardingAttr> kept;
      for (unsigned r = 0; r < numResults; ++r)
        if (live[r])
          kept.push_back(r < stated.size() ? stated[r] : ShardingAttr());
      if (llvm::all_of(kept, [](ShardingAttr a) { return bool(a); }))
        setResultShardings(next, kept);
    }
    unsigned k = 0;
    for (unsigned r = 0; r < numResults; ++r)
      if (live[r])
        g->getResult(r).replaceAllUsesWith(next->getResult(k++));
    g->erase();
  }
}

LogicalResult mlir::cleave::normalizeForSharding(Operation *root) {
  dropDeadResults(root);
  if (failed(decomposeGathers(root)) || failed(decomposeSoftmax(root)))
    return failure();
  uncollapseBatchMatmuls(root);
  if (failed(expandPerPartArguments(root)))
    return failure();
  duplicateFreeTensors(root);
  return success();
}

namespace {
struct NormalizePass : cleave::impl::CleaveNormalizeBase<NormalizePass> {
  void runOnOperation() override {
    if (failed(decomposeTosaScatters(getOperation())) ||
        failed(normalizeForSharding(getOperation())))
      return signalPassFailure();
  }
};
} // namespace
