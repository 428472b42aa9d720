//===- Normalize.cpp - gathers and scatters in the forms Cleave reads -----===//
//
// tensor.gather becomes the lookup torch-mlir and tosa-to-linalg emit: a
// linalg.generic over the result whose body reads the source table with
// tensor.extract at the gathered positions. Its sharding rule then comes from
// the captured-table analysis (docs/partition.md): index-batch and untouched
// source dims are parallel loops, a split gathered dim is a masked lookup
// whose result is a partial sum (vocabulary-parallel).
//
// tosa.scatter (which tosa-to-linalg does not lower) becomes a
// tensor.scatter. tensor.scatter keeps its own rule through partitioning and becomes a loop
// of tensor.insert_slice only when the per-device program is lowered.
//
// Out-of-range positions read zero (gather) or are skipped (scatter), in the
// unpartitioned and the partitioned program alike; upstream leaves them
// undefined.
//
//===----------------------------------------------------------------------===//

#include "cleave/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace cleave {
#define GEN_PASS_DEF_CLEAVENORMALIZE
#include "cleave/Transforms/Passes.h.inc"
} // namespace cleave
} // namespace mlir

using namespace mlir;
using namespace mlir::cleave;

/// The zero of a float or integer element type, or null.
static Value zeroOf(OpBuilder &b, Location loc, Type elt) {
  if (isa<FloatType, IntegerType, IndexType>(elt))
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(elt));
  return nullptr;
}

/// A position read from an index tensor as `index`.
static Value asIndex(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// Why `op`'s types keep it from being rewritten, or empty.
static std::string unsupportedReason(RankedTensorType data,
                                     RankedTensorType indices,
                                     ArrayRef<int64_t> dims) {
  if (!data.hasStaticShape() || !indices.hasStaticShape())
    return "dynamic shapes";
  Type elt = indices.getElementType();
  if (!elt.isIndex() && !(isa<IntegerType>(elt) &&
                          cast<IntegerType>(elt).getWidth() <= 64))
    return "index elements that are neither index nor integers";
  if (dims.empty())
    return "no gathered or scattered dims";
  return "";
}

/// tensor.gather -> linalg.generic whose body reads the source at the
/// gathered positions (each taken from a slice of the index tensor, an
/// operand of the generic) and at `linalg.index` of the loops of the
/// other dims.
static LogicalResult decomposeGather(tensor::GatherOp gather) {
  RankedTensorType src = gather.getSourceType();
  RankedTensorType idxType = gather.getIndicesType();
  RankedTensorType resType = gather.getResultType();
  ArrayRef<int64_t> dims = gather.getGatherDims();
  if (!unsupportedReason(src, idxType, dims).empty())
    return failure();
  Location loc = gather.getLoc();
  OpBuilder b(gather);
  Type elt = src.getElementType();
  if (!isa<FloatType, IntegerType>(elt))
    return failure();

  int64_t numBatch = idxType.getRank() - 1;
  ArrayRef<int64_t> batchShape = idxType.getShape().drop_back();
  unsigned numLoops = resType.getRank();
  MLIRContext *ctx = b.getContext();

  // One operand per gathered dim: the k-th position of every index tuple.
  SmallVector<Value> positions;
  auto batchType = RankedTensorType::get(batchShape, idxType.getElementType());
  SmallVector<OpFoldResult> offsets(idxType.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(idxType.getRank(),
                                           b.getIndexAttr(1));
  for (int64_t s : batchShape)
    sizes.push_back(b.getIndexAttr(s));
  sizes.push_back(b.getIndexAttr(1));
  for (size_t k = 0; k < dims.size(); ++k) {
    offsets.back() = b.getIndexAttr(k);
    positions.push_back(tensor::ExtractSliceOp::create(
        b, loc, batchType, gather.getIndices(), offsets, sizes, strides));
  }
  SmallVector<AffineExpr> batchExprs;
  for (int64_t d = 0; d < numBatch; ++d)
    batchExprs.push_back(getAffineDimExpr(d, ctx));
  SmallVector<AffineMap> maps(positions.size(),
                              AffineMap::get(numLoops, 0, batchExprs, ctx));
  maps.push_back(AffineMap::getMultiDimIdentityMap(numLoops, ctx));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::parallel);

  // The loop of each source dim that stays in the result (which may drop
  // the gathered unit dims).
  bool reduced = (int64_t)numLoops < numBatch + src.getRank();
  SmallVector<std::optional<unsigned>> loopOf(src.getRank());
  unsigned next = numBatch;
  for (int64_t d = 0; d < src.getRank(); ++d) {
    bool gathered = llvm::is_contained(dims, d);
    if (!gathered)
      loopOf[d] = next;
    if (!gathered || !reduced)
      ++next;
  }
  if (next != numLoops)
    return failure();

  Value init = tensor::EmptyOp::create(b, loc, resType.getShape(), elt);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resType}, positions, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> at(src.getRank());
        Value inRange;
        for (int64_t d = 0; d < src.getRank(); ++d) {
          if (loopOf[d]) {
            at[d] = linalg::IndexOp::create(nb, nloc, *loopOf[d]);
            continue;
          }
          unsigned k = llvm::find(dims, d) - dims.begin();
          Value pos = asIndex(nb, nloc, args[k]);
          Value size = arith::ConstantIndexOp::create(nb, nloc,
                                                      src.getDimSize(d));
          // Unsigned: a negative position is out of range too.
          Value ok = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ult,
                                           pos, size);
          inRange = inRange ? arith::AndIOp::create(nb, nloc, inRange, ok)
                                  .getResult()
                            : ok;
          at[d] = pos;
        }
        Value zeroIdx = arith::ConstantIndexOp::create(nb, nloc, 0);
        for (int64_t d = 0; d < src.getRank(); ++d)
          if (!loopOf[d])
            at[d] = arith::SelectOp::create(nb, nloc, inRange, at[d], zeroIdx);
        Value v = tensor::ExtractOp::create(nb, nloc, gather.getSource(), at);
        Value r = arith::SelectOp::create(nb, nloc, inRange, v,
                                          zeroOf(nb, nloc, elt));
        linalg::YieldOp::create(nb, nloc, r);
      });
  // Keep what the user said about the result.
  for (NamedAttribute attr : gather->getDiscardableAttrs())
    generic->setAttr(attr.getName(), attr.getValue());
  gather->replaceAllUsesWith(generic->getResults());
  gather.erase();
  return success();
}

/// tensor.scatter -> scf.for over the index tuples, each inserting its
/// slice of the source into the destination when every position is in
/// range.
static LogicalResult decomposeScatter(tensor::ScatterOp scatter) {
  RankedTensorType dest = scatter.getDestType();
  RankedTensorType idxType = scatter.getIndicesType();
  RankedTensorType srcType = scatter.getSourceType();
  ArrayRef<int64_t> dims = scatter.getScatterDims();
  if (!unsupportedReason(dest, idxType, dims).empty())
    return failure();
  Location loc = scatter.getLoc();
  OpBuilder b(scatter);
  int64_t numBatch = idxType.getRank() - 1;
  ArrayRef<int64_t> batchShape = idxType.getShape().drop_back();
  int64_t numTuples = 1;
  for (int64_t s : batchShape)
    numTuples *= s; // static shapes: the product is a tensor's size

  auto cst = [&](OpBuilder &nb, int64_t v) -> Value {
    return arith::ConstantIndexOp::create(nb, loc, v);
  };
  Value lb = cst(b, 0), ub = cst(b, numTuples), step = cst(b, 1);
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, step, ValueRange{scatter.getDest()},
      [&](OpBuilder &nb, Location, Value iv, ValueRange iter) {
        // The batch coordinates of tuple `iv`, row-major.
        SmallVector<Value> coords(numBatch);
        Value rest = iv;
        for (int64_t d = numBatch - 1; d >= 0; --d) {
          Value size = cst(nb, batchShape[d]);
          coords[d] = arith::RemUIOp::create(nb, loc, rest, size);
          rest = arith::DivUIOp::create(nb, loc, rest, size);
        }
        SmallVector<OpFoldResult> destOffsets(dest.getRank(),
                                              nb.getIndexAttr(0));
        SmallVector<OpFoldResult> destSizes;
        for (int64_t s : dest.getShape())
          destSizes.push_back(nb.getIndexAttr(s));
        Value inRange;
        for (auto [k, d] : llvm::enumerate(dims)) {
          SmallVector<Value> at(coords);
          at.push_back(cst(nb, k));
          Value pos = asIndex(
              nb, loc, tensor::ExtractOp::create(nb, loc, scatter.getIndices(),
                                                 at));
          Value ok = arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::ult,
                                           pos, cst(nb, dest.getDimSize(d)));
          inRange = inRange ? arith::AndIOp::create(nb, loc, inRange, ok)
                                  .getResult()
                            : ok;
          destOffsets[d] = pos;
          destSizes[d] = nb.getIndexAttr(1);
        }
        auto ifOp = scf::IfOp::create(
            nb, loc, inRange,
            [&](OpBuilder &tb, Location) {
              // The tuple's slice of the source, without its batch dims.
              SmallVector<OpFoldResult> offsets, sizes,
                  strides(srcType.getRank(), tb.getIndexAttr(1));
              for (Value c : coords) {
                offsets.push_back(c);
                sizes.push_back(tb.getIndexAttr(1));
              }
              for (int64_t s : srcType.getShape().drop_front(numBatch)) {
                offsets.push_back(tb.getIndexAttr(0));
                sizes.push_back(tb.getIndexAttr(s));
              }
              auto sliceType = RankedTensorType::get(
                  srcType.getShape().drop_front(numBatch),
                  srcType.getElementType());
              Value slice = tensor::ExtractSliceOp::create(
                  tb, loc, sliceType, scatter.getSource(), offsets, sizes,
                  strides);
              SmallVector<OpFoldResult> destStrides(dest.getRank(),
                                                    tb.getIndexAttr(1));
              Value inserted = tensor::InsertSliceOp::create(
                  tb, loc, slice, iter[0], destOffsets, destSizes,
                  destStrides);
              scf::YieldOp::create(tb, loc, inserted);
            },
            [&](OpBuilder &eb, Location) {
              scf::YieldOp::create(eb, loc, iter[0]);
            });
        scf::YieldOp::create(nb, loc, ifOp.getResults());
      });
  scatter->replaceAllUsesWith(loop->getResults());
  scatter.erase();
  return success();
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

/// Why `op` cannot be rewritten, or empty.
template <typename OpT>
static std::string whyNot(OpT op, RankedTensorType data,
                          ArrayRef<int64_t> dims) {
  std::string why = unsupportedReason(data, op.getIndicesType(), dims);
  if (why.empty() && !op.getSource().getType().hasStaticShape())
    why = "dynamic shapes";
  if (why.empty() &&
      !isa<FloatType, IntegerType>(getElementTypeOrSelf(op->getResult(0))))
    why = "an element type that is neither float nor integer";
  return why;
}

template <typename OpT>
static LogicalResult decomposeAll(Operation *root, StringRef what,
                                  LogicalResult (*rewrite)(OpT)) {
  SmallVector<OpT> ops;
  root->walk([&](OpT op) { ops.push_back(op); });
  bool ok = true;
  for (OpT op : ops) {
    std::string why;
    if constexpr (std::is_same_v<OpT, tensor::GatherOp>)
      why = whyNot(op, op.getSourceType(), op.getGatherDims());
    else
      why = whyNot(op, op.getDestType(), op.getScatterDims());
    if (!why.empty() || failed(rewrite(op))) {
      op->emitError() << "cannot rewrite '" << op->getName() << "' " << what
                      << (why.empty() ? "" : ": it has ") << why;
      ok = false;
    }
  }
  return success(ok);
}

LogicalResult mlir::cleave::decomposeGathers(Operation *root) {
  return decomposeAll<tensor::GatherOp>(
      root, "into a linalg.generic lookup", decomposeGather);
}

LogicalResult mlir::cleave::decomposeScatters(Operation *root) {
  return decomposeAll<tensor::ScatterOp>(
      root, "into a loop of tensor.insert_slice", decomposeScatter);
}

/// Whether `op` is free to build at any sharding: an empty tensor, a splat
/// constant, or a fill of one of those with a scalar.
static bool isFreeToDuplicate(Operation *op) {
  if (isa<tensor::EmptyOp>(op))
    return true;
  if (auto cst = dyn_cast<arith::ConstantOp>(op))
    if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue()))
      return dense.isSplat() && isa<RankedTensorType>(cst.getType());
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    if (fill.hasPureTensorSemantics() && fill->getNumResults() == 1)
      if (Operation *init = fill.getOutputs()[0].getDefiningOp())
        return isFreeToDuplicate(init);
  return false;
}

void mlir::cleave::duplicateFreeTensors(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (op->getNumResults() == 1 && isFreeToDuplicate(op) &&
        !op->getResult(0).hasOneUse() && !op->getResult(0).use_empty())
      ops.push_back(op);
  });
  // Consumers first (the walk reversed): a shared fill's copies take their
  // own uses of its empty before that empty is split in turn.
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
      Operation *copy = b.clone(*op);
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

//===----------------------------------------------------------------------===//
// Batch matmuls over collapsed batch dims
//===----------------------------------------------------------------------===//

/// The group of leading dims a reshape merges, [[0..k], [k+1], [k+2]]
/// (k >= 1), or nothing.
static std::optional<int64_t>
leadingBatchGroup(ArrayRef<ReassociationIndices> groups) {
  if (groups.size() != 3 || groups[0].size() < 2 || groups[1].size() != 1 ||
      groups[2].size() != 1)
    return std::nullopt;
  for (auto [i, d] : llvm::enumerate(groups[0]))
    if (d != (int64_t)i)
      return std::nullopt;
  int64_t k = groups[0].size();
  if (groups[1][0] != k || groups[2][0] != k + 1)
    return std::nullopt;
  return k;
}

/// The maps of a contraction over `numBatch` batch dims:
/// (b..., m, n, r) -> A(b..., m, r), B(b..., r, n), C(b..., m, n).
static SmallVector<AffineMap> batchContractionMaps(MLIRContext *ctx,
                                                   unsigned numBatch) {
  unsigned m = numBatch, n = numBatch + 1, r = numBatch + 2;
  SmallVector<AffineExpr> batch;
  for (unsigned i = 0; i < numBatch; ++i)
    batch.push_back(getAffineDimExpr(i, ctx));
  auto map = [&](unsigned x, unsigned y) {
    SmallVector<AffineExpr> exprs(batch);
    exprs.push_back(getAffineDimExpr(x, ctx));
    exprs.push_back(getAffineDimExpr(y, ctx));
    return AffineMap::get(numBatch + 3, 0, exprs, ctx);
  };
  return {map(m, r), map(r, n), map(m, n)};
}

void mlir::cleave::uncollapseBatchMatmuls(Operation *root) {
  SmallVector<linalg::BatchMatmulOp> ops;
  root->walk([&](linalg::BatchMatmulOp op) { ops.push_back(op); });
  for (linalg::BatchMatmulOp op : ops) {
    if (!op.hasPureTensorSemantics() || !op->getDiscardableAttrs().empty() ||
        op.getIndexingMapsArray() !=
            linalg::BatchMatmulOp::getDefaultIndexingMaps(op.getContext()))
      continue;
    auto lhs = op.getDpsInputs()[0].getDefiningOp<tensor::CollapseShapeOp>();
    auto rhs = op.getDpsInputs()[1].getDefiningOp<tensor::CollapseShapeOp>();
    if (!lhs || !rhs)
      continue;
    SmallVector<ReassociationIndices> groups = lhs.getReassociationIndices();
    std::optional<int64_t> k = leadingBatchGroup(groups);
    if (!k || rhs.getReassociationIndices() != groups)
      continue;
    RankedTensorType a = lhs.getSrcType(), b = rhs.getSrcType();
    auto c = cast<RankedTensorType>(op.getResult(0).getType());
    Type elt = c.getElementType();
    if (!a.hasStaticShape() || !b.hasStaticShape() || !c.hasStaticShape() ||
        !isa<FloatType>(elt) || a.getElementType() != elt ||
        b.getElementType() != elt ||
        a.getShape().take_front(*k) != b.getShape().take_front(*k))
      continue;
    SmallVector<int64_t> shape(a.getShape().take_front(*k));
    shape.push_back(c.getDimSize(1));
    shape.push_back(c.getDimSize(2));
    auto type = RankedTensorType::get(shape, elt);
    OpBuilder builder(op);
    Location loc = op.getLoc();
    Value init = tensor::ExpandShapeOp::create(builder, loc, type,
                                               op.getDpsInits()[0], groups);
    SmallVector<utils::IteratorType> iterators(*k + 2,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    auto generic = linalg::GenericOp::create(
        builder, loc, type, ValueRange{lhs.getSrc(), rhs.getSrc()},
        ValueRange{init}, batchContractionMaps(op.getContext(), *k),
        iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value prod = arith::MulFOp::create(nb, nloc, args[0], args[1]);
          linalg::YieldOp::create(
              nb, nloc, arith::AddFOp::create(nb, nloc, args[2], prod)
                            .getResult());
        });
    // expand(batch_matmul) with the same groups is the generic itself.
    Value collapsed;
    SmallVector<Operation *> folded;
    for (OpOperand &use : llvm::make_early_inc_range(op->getResult(0).getUses())) {
      auto expand = dyn_cast<tensor::ExpandShapeOp>(use.getOwner());
      if (expand && expand.getResultType() == type &&
          expand.getReassociationIndices() == groups &&
          expand->getDiscardableAttrs().empty()) {
        expand.getResult().replaceAllUsesWith(generic.getResult(0));
        folded.push_back(expand);
        continue;
      }
      if (!collapsed) {
        builder.setInsertionPointAfter(generic);
        collapsed = tensor::CollapseShapeOp::create(
            builder, loc, c, generic.getResult(0), groups);
      }
      use.set(collapsed);
    }
    for (Operation *expand : folded)
      expand->erase();
    op->erase();
  }
}

/// Contractions whose adjacent parallel loops read contiguous dims of every
/// operand (expandPerPartArguments' [K] x [K, 3, E] -> [3, E] matmul) get
/// those loops merged, and become a named op where one matches (a matmul the
/// BLAS kernels take).
static void collapseContiguousParallelLoops(Operation *root) {
  SmallVector<linalg::GenericOp> ops;
  root->walk([&](linalg::GenericOp op) {
    if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
        op.getNumLoops() > 3)
      ops.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::GenericOp op : ops) {
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    bool usesIndex = false;
    op.getBody()->walk([&](linalg::IndexOp) { usesIndex = true; });
    if (usesIndex)
      continue;
    SmallVector<ReassociationIndices> folded;
    for (int64_t l = 0; l + 1 < int64_t(iterators.size()); ++l) {
      if (iterators[l] != utils::IteratorType::parallel ||
          iterators[l + 1] != utils::IteratorType::parallel)
        continue;
      ReassociationIndices seq = {l, l + 1};
      if (!linalg::areDimSequencesPreserved(maps, {seq}))
        continue;
      folded.push_back(seq);
      ++l;
    }
    if (folded.empty() || !llvm::all_of(op->getOperandTypes(), [](Type t) {
          auto r = dyn_cast<RankedTensorType>(t);
          return r && r.hasStaticShape();
        }))
      continue;
    // Loop l of the old op -> loop of the new one.
    MLIRContext *ctx = op.getContext();
    SmallVector<AffineExpr> renumber;
    int64_t numLoops = 0;
    for (int64_t l = 0; l < int64_t(iterators.size()); ++l) {
      renumber.push_back(getAffineDimExpr(numLoops, ctx));
      bool first = llvm::any_of(folded, [&](const ReassociationIndices &g) {
        return g[0] == l;
      });
      if (!first)
        ++numLoops;
    }
    SmallVector<utils::IteratorType> newIterators;
    for (int64_t l = 0; l < int64_t(iterators.size()); ++l)
      if (!llvm::any_of(folded, [&](const ReassociationIndices &g) {
            return g[1] == l;
          }))
        newIterators.push_back(iterators[l]);
    rewriter.setInsertionPoint(op);
    Location loc = op.getLoc();
    SmallVector<AffineMap> newMaps;
    SmallVector<Value> inputs, inits;
    SmallVector<SmallVector<ReassociationIndices>> initGroups;
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      SmallVector<AffineExpr> results;
      SmallVector<ReassociationIndices> groups;
      for (int64_t r = 0; r < int64_t(map.getNumResults()); ++r) {
        AffineExpr expr = map.getResult(r);
        auto d = dyn_cast<AffineDimExpr>(expr);
        bool pair = d && llvm::any_of(folded, [&](const ReassociationIndices &g) {
          return g[0] == int64_t(d.getPosition());
        });
        results.push_back(expr.replaceDims(renumber));
        groups.push_back({r});
        if (pair)
          groups.back().push_back(++r);
      }
      newMaps.push_back(AffineMap::get(numLoops, 0, results, ctx));
      Value v = operand.get();
      if (groups.size() != map.getNumResults())
        v = tensor::CollapseShapeOp::create(rewriter, loc, v, groups);
      if (op.isDpsInit(&operand)) {
        inits.push_back(v);
        initGroups.push_back(groups);
      } else {
        inputs.push_back(v);
      }
    }
    SmallVector<Type> types;
    for (Value init : inits)
      types.push_back(init.getType());
    auto next = linalg::GenericOp::create(rewriter, loc, types, inputs, inits,
                                          newMaps, newIterators);
    rewriter.inlineRegionBefore(op.getRegion(), next.getRegion(),
                                next.getRegion().end());
    SmallVector<Value> results;
    for (auto [i, r] : llvm::enumerate(next->getResults())) {
      Type type = op->getResult(i).getType();
      results.push_back(r.getType() == type
                            ? Value(r)
                            : Value(tensor::ExpandShapeOp::create(
                                  rewriter, loc, type, r, initGroups[i])));
    }
    rewriter.replaceOp(op, results);
    rewriter.setInsertionPoint(next);
    (void)linalg::specializeGenericOp(rewriter, next);
  }
}

void mlir::cleave::collapseBatchContractions(Operation *root) {
  collapseContiguousParallelLoops(root);
  SmallVector<linalg::GenericOp> ops;
  root->walk([&](linalg::GenericOp op) { ops.push_back(op); });
  for (linalg::GenericOp op : ops) {
    unsigned loops = op.getNumLoops();
    if (!op.hasPureTensorSemantics() || loops < 5 ||
        op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 1 ||
        op.getIndexingMapsArray() !=
            batchContractionMaps(op.getContext(), loops - 3))
      continue;
    // The body must be out + a * b.
    Block *body = op.getBody();
    auto yield = cast<linalg::YieldOp>(body->getTerminator());
    auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
    if (!add || body->getOperations().size() != 3)
      continue;
    Value acc = body->getArgument(2);
    Value other = add.getLhs() == acc ? add.getRhs() : add.getLhs();
    auto mul = other.getDefiningOp<arith::MulFOp>();
    if ((add.getLhs() != acc && add.getRhs() != acc) || !mul ||
        !((mul.getLhs() == body->getArgument(0) &&
           mul.getRhs() == body->getArgument(1)) ||
          (mul.getLhs() == body->getArgument(1) &&
           mul.getRhs() == body->getArgument(0))))
      continue;
    auto type = cast<RankedTensorType>(op.getResult(0).getType());
    if (!type.hasStaticShape())
      continue;
    int64_t numBatch = loops - 3;
    ReassociationIndices batch;
    for (int64_t i = 0; i < numBatch; ++i)
      batch.push_back(i);
    SmallVector<ReassociationIndices> groups = {batch, {numBatch},
                                                {numBatch + 1}};
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto collapse = [&](Value v) -> Value {
      return tensor::CollapseShapeOp::create(b, loc, v, groups);
    };
    Value lhs = collapse(op.getDpsInputs()[0]);
    Value rhs = collapse(op.getDpsInputs()[1]);
    Value init = collapse(op.getDpsInits()[0]);
    auto bmm = linalg::BatchMatmulOp::create(
        b, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
        ValueRange{init});
    Value out = tensor::ExpandShapeOp::create(b, loc, type, bmm.getResult(0),
                                              groups);
    op.getResult(0).replaceAllUsesWith(out);
    op->erase();
  }
}

LogicalResult mlir::cleave::normalizeForSharding(Operation *root) {
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
